import Ingest
import Model

/// The report's checks of one document, run in reading order and collected per language.
/// Within a block, findings keep the order the checks ran in.
struct DocumentChecks {
    let documentID: String
    let blocks: [AnalysedBlock]
    let languages: [LanguageTag]
    let options: AlignmentReport.Options
    /// Reading position of each block (headings and blocks; a note shares the next one's).
    private let positions: [Int]
    private var found: [LanguageTag: [(position: Int, finding: Finding)]] = [:]

    /// The languages whose script is not Latin: a Latin-script text in one of them is English
    /// left untranslated (for other languages a script check cannot tell).
    static let nonLatinLanguages: Set<LanguageTag> = [.korean, .japanese, .russian]
    /// Fewer Latin letters than this (outside identifiers, URLs and code) is not English prose.
    static let minimumEnglishLetters = 12

    init(documentID: String, blocks: [AnalysedBlock], languages: [LanguageTag], options: AlignmentReport.Options) {
        self.documentID = documentID
        self.blocks = blocks
        self.languages = languages
        self.options = options
        var position = 0
        positions = blocks.map { block in
            defer { if block.kind != .note { position += 1 } }
            return position
        }
    }

    /// Per language, sorted by reading position (stable).
    func findings() -> [LanguageTag: [Finding]] {
        var result: [LanguageTag: [Finding]] = [:]
        for language in languages {
            result[language] = (found[language] ?? []).enumerated()
                .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
                .map(\.element.finding)
        }
        return result
    }

    private mutating func add(_ finding: Finding, _ language: LanguageTag, at position: Int) {
        found[language, default: []].append((position, finding))
    }

    private func problem(_ kind: ProblemKind, _ block: AnalysedBlock, _ language: LanguageTag, _ message: String,
                         _ detail: ProblemDetail? = nil) -> ReportProblem {
        ReportProblem(kind: kind, documentID: documentID, sectionID: block.sectionID, blockID: block.id,
                      language: language, message: message, locations: block.locations, detail: detail)
    }

    // MARK: Untranslated text

    /// A "translation" that is a copy of the English, or English prose in a language written
    /// in another script. Only text a translator would translate counts: a list of API links
    /// is the same in every language (the profile leaves out identifiers, URLs, code and links).
    mutating func findUntranslatedEnglish(profiles: DocumentProfiles) {
        for block in blocks where block.isContent {
            for language in languages {
                guard let translation = block.translation(language) else { continue }
                let profile = profiles.profile(block.id, language) ?? DocumentProfiles.profile(translation.text)
                guard profile.latin >= Self.minimumEnglishLetters else { continue }
                let copied = block.english.map { TranslationLock.normalised($0.text) == TranslationLock.normalised(translation.text) } ?? false
                let latin = Self.nonLatinLanguages.contains(language.primary) && LanguageIdentifier.identify(profile) == .english
                guard copied || latin else { continue }
                let message = copied ? "the \(language) text is a copy of the English" : "the \(language) text is in English, not translated"
                add(.problem(problem(.untranslatedEnglish, block, language, message)), language, at: positions[block.index])
            }
        }
    }

    // MARK: Pairs

    /// Confidence, length and anchors of every pair that is not a heading, and the place of
    /// its lock check.
    mutating func checkPairs(_ pairs: [TranslationPair], texts: inout DocumentTexts, profiles: DocumentProfiles) {
        for (index, pair) in pairs.enumerated() {
            let block = blocks[pair.blockIndex]
            guard languages.contains(pair.language) else { continue }
            if block.kind != .heading {
                if let low = lowConfidence(pair, block) { add(.problem(low), pair.language, at: pair.position) }
                if let length = lengthCheck(pair, block, profiles: profiles) { add(.length(length), pair.language, at: pair.position) }
                if let dropped = droppedAnchors(pair, block, anchors: texts.englishAnchors(pair)) {
                    add(.problem(dropped), pair.language, at: pair.position)
                }
            }
            add(.acceptance(pair: index), pair.language, at: pair.position)
        }
    }

    private func lowConfidence(_ pair: TranslationPair, _ block: AnalysedBlock) -> ReportProblem? {
        guard let confidence = pair.translation.confidence, confidence < options.lowConfidence else { return nil }
        let language = pair.language
        return problem(.lowConfidence, block, language, "alignment confidence \(ReportFormat.decimal(confidence)) is below \(ReportFormat.decimal(options.lowConfidence)): check that this \(language) text translates this English block")
    }

    /// The pair's letters, for the corpus's ratios to judge; nil when the English is too short.
    private func lengthCheck(_ pair: TranslationPair, _ block: AnalysedBlock, profiles: DocumentProfiles) -> LengthCheck? {
        let englishLetters = pair.span == 1
            ? profiles.profile(block.id, .english)?.totalLetters
            : DocumentProfiles.profile(pair.english).totalLetters
        let translationLetters = profiles.profile(block.id, pair.language)?.totalLetters ?? 0
        guard let logRatio = LengthRatioModel.logRatio(english: englishLetters ?? 0, translation: translationLetters) else { return nil }
        return LengthCheck(documentID: documentID, sectionID: block.sectionID, blockID: block.id, language: pair.language,
                           locations: block.locations, logRatio: logRatio)
    }

    private func droppedAnchors(_ pair: TranslationPair, _ block: AnalysedBlock, anchors: TextAnchors) -> ReportProblem? {
        let language = pair.language
        let dropped = AnchorCheck.missing(anchors, translation: pair.translation.text, language: language)
        guard !dropped.isEmpty else { return nil }
        let list = dropped.map { "'\($0.text)'" }.joined(separator: ", ")
        var message = dropped.count == 1
            ? "\(dropped[0].kind.rawValue) \(list) from the English is not in the \(language) text"
            : "\(list) from the English are not in the \(language) text"
        if let note = ownSourceNote(block, language, dropped) { message += " (\(note))" }
        return problem(.anchorMissing, block, language, message, .anchors(dropped))
    }

    /// When the translation's own file carries an English version (a variant) that lacks the
    /// anchors too, the translator did not drop them: their English was older or different.
    private func ownSourceNote(_ block: AnalysedBlock, _ language: LanguageTag, _ dropped: [TextAnchors.Anchor]) -> String? {
        guard let path = block.locations[language]?.path,
              let own = block.english?.variants.first(where: { $0.location.path == path }) else { return nil }
        let ownBytes = UTF8Search.asciiLowercased(Array(own.text.utf8))
        let lacking = dropped.allSatisfy { !UTF8Search.contains(ownBytes, UTF8Search.asciiLowercased(Array($0.text.utf8))) }
        return lacking ? "the English in \(own.location) lacks it too" : nil
    }

    // MARK: Sections

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
