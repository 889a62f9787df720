import Model

/// One aligned block as exported to translation tools: the English and each language's
/// translation of it.
///
/// A translation that covers two English blocks (a 2-1 alignment) becomes a unit of its own
/// whose English is both blocks joined by a blank line, and whose id names the first and last
/// block (`intro-2..intro-3`), so the pair a tool stores is the pair a translator wrote.
public struct ExportUnit: Hashable, Sendable {
    public struct Translation: Hashable, Sendable {
        public var text: String
        public var confidence: Double?
        public var location: SourceLocation?
    }

    public var documentID: String
    /// The block id, or `first..last` for a unit that spans blocks.
    public var unitID: String
    public var english: String
    public var englishLocation: SourceLocation?
    public var translations: [LanguageTag: Translation]

    /// Every block with English text (headings included, translator's notes not), in reading
    /// order, with the translations in `languages`.
    public static func collect(from corpus: Corpus, languages: [LanguageTag]) -> [ExportUnit] {
        var units: [ExportUnit] = []
        for document in corpus.documents {
            let blocks = document.allBlocks.filter { $0.kind != .note }
            var coveredUntil: [LanguageTag: Int] = [:]
            for (position, block) in blocks.enumerated() {
                guard let english = block.text[.english] else { continue }
                var unit = ExportUnit(documentID: document.id, unitID: block.id, english: english,
                                      englishLocation: block.locations[.english], translations: [:])
                for language in languages {
                    guard let text = block.text[language] else { continue }
                    let translation = Translation(text: text, confidence: block.confidence[language], location: block.locations[language])
                    let span = max(1, block.span[language] ?? 1)
                    if span == 1 {
                        unit.translations[language] = translation
                        continue
                    }
                    let covered = blocks[position..<min(blocks.count, position + span)]
                    coveredUntil[language] = position + covered.count - 1
                    units.append(ExportUnit(documentID: document.id, unitID: "\(block.id)..\(covered.last!.id)",
                                            english: covered.compactMap { $0.text[.english] }.joined(separator: "\n\n"),
                                            englishLocation: block.locations[.english], translations: [language: translation]))
                }
                // Blocks a spanning translation already covers are not untranslated in that language.
                unit.coveredLanguages = Set(languages.filter { (coveredUntil[$0] ?? -1) >= position && unit.translations[$0] == nil })
                units.append(unit)
            }
        }
        return units
    }

    /// Languages in which a spanning unit elsewhere translates this block.
    public var coveredLanguages: Set<LanguageTag> = []
}
