import Analysis
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
    /// Languages in which a spanning unit elsewhere translates this block.
    public var coveredLanguages: Set<LanguageTag> = []

    /// Every block with English text (headings included, translator's notes not), in reading
    /// order, with the translations in `languages`; a spanning translation's unit comes just
    /// before the unit of its first block.
    public static func collect(from analyses: [DocumentAnalysis], languages: [LanguageTag]) -> [ExportUnit] {
        var units: [ExportUnit] = []
        for analysis in analyses {
            let pairs = Dictionary(grouping: analysis.pairs.filter { languages.contains($0.language) }, by: \.blockIndex)
            for block in analysis.blocks where block.kind.isTranslatable {
                guard let english = block.english else { continue }
                var unit = ExportUnit(documentID: analysis.id, unitID: block.id, english: english.text,
                                      englishLocation: english.location, translations: [:])
                for pair in (pairs[block.index] ?? []).sorted(by: { languages.firstIndex(of: $0.language)! < languages.firstIndex(of: $1.language)! }) {
                    let translation = Translation(text: pair.translation.text, confidence: pair.translation.confidence,
                                                  location: pair.translation.location)
                    guard pair.span > 1 else {
                        unit.translations[pair.language] = translation
                        continue
                    }
                    units.append(ExportUnit(documentID: analysis.id, unitID: "\(block.id)..\(pair.translation.covers.last!)",
                                            english: pair.english, englishLocation: english.location,
                                            translations: [pair.language: translation]))
                }
                // Blocks a spanning translation already covers are not untranslated in that language.
                unit.coveredLanguages = Set(languages.filter { block.coveredBy[$0] != nil })
                units.append(unit)
            }
        }
        return units
    }
}
