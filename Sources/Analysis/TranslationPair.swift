import Model

/// A translation and the English it translates, as the lock file, the stale check, the report
/// and the exports all see it. A translation that covers several English blocks (aligned 2-1)
/// is paired with their English joined by a blank line: it is stale when any of them changes.
public struct TranslationPair: Hashable, Sendable {
    public var key: BlockKey
    public var sectionID: String
    /// The pair's block in `DocumentAnalysis.blocks`.
    public var blockIndex: Int
    /// Position in reading order, headings and blocks counted, notes not: problems sort by it.
    public var position: Int
    public var translation: Translation
    public var english: String

    public var language: LanguageTag { translation.language }
    public var blockID: String { key.blockID }
    /// How many English blocks the translation covers.
    public var span: Int { max(1, translation.covers.count) }

    /// Every pair of the document in reading order, language by language within a block.
    static func all(in blocks: [AnalysedBlock], documentID: String, languages: Set<LanguageTag>) -> [TranslationPair] {
        let indexByID = Dictionary(blocks.map { ($0.id, $0.index) }, uniquingKeysWith: { first, _ in first })
        var pairs: [TranslationPair] = []
        var position = 0
        for block in blocks where block.kind.isTranslatable {
            defer { position += 1 }
            guard let english = block.english else { continue }
            for translation in block.translations where languages.contains(translation.language) {
                let joined = translation.covers.count > 1
                    ? translation.covers.compactMap { indexByID[$0].flatMap { blocks[$0].english?.text } }.joined(separator: "\n\n")
                    : english.text
                pairs.append(TranslationPair(
                    key: BlockKey(documentID: documentID, blockID: block.id, language: translation.language),
                    sectionID: block.sectionID, blockIndex: block.index, position: position,
                    translation: translation, english: joined))
            }
        }
        return pairs
    }
}
