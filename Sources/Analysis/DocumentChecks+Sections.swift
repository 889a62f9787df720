import Model

extension DocumentChecks {
    /// Compares headings, list items, links and code spans over each section's translated
    /// pairs (missing blocks are already counted as missing, not as structure). A translation
    /// of two English blocks is compared with both.
    mutating func compareSectionStructure(_ pairs: [TranslationPair], texts: DocumentTexts) {
        let pairsBySection = Dictionary(grouping: pairs, by: \.sectionID)
        for section in SectionOutline.sections(of: blocks) {
            for language in languages {
                let heading = section.heading.map { blocks[$0] }
                let sectionPairs = (pairsBySection[section.id] ?? []).filter { $0.language == language && $0.blockID != heading?.id }
                if let problem = structureProblem(section.id, heading: heading, language, pairs: sectionPairs, texts: texts) {
                    add(.problem(problem), language, at: positions[section.first])
                }
            }
        }
    }

    private func structureProblem(_ sectionID: String, heading: AnalysedBlock?, _ language: LanguageTag,
                                  pairs: [TranslationPair], texts: DocumentTexts) -> ReportProblem? {
        guard let firstPair = pairs.first else { return nil }
        var english = StructureTally(), translated = StructureTally()
        for pair in pairs {
            english.add(texts.englishStatistics(pair))
            translated.add(texts.translationStatistics(pair))
        }
        if let heading, heading.english != nil {
            english.headings += 1
            if heading.text(language) != nil { translated.headings += 1 }
        }
        let counts = english.differences(from: translated)
        guard !counts.isEmpty else { return nil }
        let list = counts.map { "\($0.item.rawValue.replacingOccurrences(of: "-", with: " ")): en \($0.english), \(language) \($0.translation)" }
        let name = heading?.english.map { "'\($0.text)'" } ?? "'\(sectionID)'"
        return ReportProblem(kind: .structureMismatch, documentID: documentID, sectionID: sectionID, blockID: nil,
                             language: language, message: "section \(name) differs in structure: " + list.joined(separator: "; "),
                             locations: heading?.locations ?? blocks[firstPair.blockIndex].locations, detail: .structure(counts))
    }
}

/// A section's blocks in `DocumentAnalysis.blocks`: where it starts and its heading.
struct SectionOutline {
    var id: String
    var first: Int
    var heading: Int?

    static func sections(of blocks: [AnalysedBlock]) -> [SectionOutline] {
        var sections: [SectionOutline] = []
        for block in blocks where sections.last?.id != block.sectionID {
            sections.append(SectionOutline(id: block.sectionID, first: block.index, heading: block.kind == .heading ? block.index : nil))
        }
        return sections
    }
}

/// Headings, list items, links and code spans counted over a section's texts.
struct StructureTally {
    var headings = 0, listItems = 0, links = 0, codeSpans = 0

    mutating func add(_ stats: MarkdownStats) {
        headings += stats.headings
        listItems += stats.listItems
        links += stats.links
        codeSpans += stats.codeSpans
    }

    /// The counts that differ, English (self) against the translation.
    func differences(from translation: StructureTally) -> [StructureCount] {
        let pairs: [(StructureCount.Item, Int, Int)] = [
            (.headings, headings, translation.headings), (.listItems, listItems, translation.listItems),
            (.links, links, translation.links), (.codeSpans, codeSpans, translation.codeSpans),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { StructureCount(item: $0.0, english: $0.1, translation: $0.2) }
    }
}
