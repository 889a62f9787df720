import Model

/// A translation and the English it translates, as the lock file, the stale check, the report
/// and the exports all see it. A translation that spans several English blocks (a 2-1
/// alignment) is paired with their English joined by a blank line: it is stale when any of
/// them changes.
struct TranslationPair {
    var section: Section
    var block: Block
    /// Position of the block in the document's reading order (headings and blocks, no notes).
    var position: Int
    var language: LanguageTag
    var english: String
    var translation: String
    var span: Int

    /// Every pair of the document in reading order, language by language within a block.
    static func all(in document: Document, languages: Set<LanguageTag>?) -> [TranslationPair] {
        var ordered: [(Section, Block)] = []
        for section in document.sections {
            if let heading = section.heading { ordered.append((section, heading)) }
            for block in section.blocks where block.kind != .note { ordered.append((section, block)) }
        }
        var pairs: [TranslationPair] = []
        for (position, (section, block)) in ordered.enumerated() {
            guard let english = block.text[.english] else { continue }
            for (language, translation) in block.text.sorted(by: { $0.key < $1.key }) where language != .english {
                if let languages, !languages.contains(language) { continue }
                let span = max(1, block.span[language] ?? 1)
                let joined = span == 1 ? english
                    : ordered[position..<min(ordered.count, position + span)].compactMap { $0.1.text[.english] }.joined(separator: "\n\n")
                pairs.append(TranslationPair(section: section, block: block, position: position, language: language,
                                             english: joined, translation: translation, span: span))
            }
        }
        return pairs
    }
}
