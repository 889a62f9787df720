import Ingest
import Model

/// The script profile (`ScriptProfile`: letters per script, identifiers, URLs and code left
/// out) of every content text of a document, with inline links taken out too, measured once
/// and shared by the length-ratio model, the length check and the untranslated-English check.
/// Link text is left out because it is mostly names, kept in English or not at a translator's
/// whim, and a list of API links is the same in every language.
struct DocumentProfiles: Sendable {
    private struct Key: Hashable {
        var blockID: String
        var language: LanguageTag
    }

    private var profiles: [Key: ScriptProfile] = [:]

    init(_ document: Document, languages: Set<LanguageTag>) {
        for section in document.sections {
            for block in section.blocks where block.kind != .note {
                for (language, text) in block.text where language == .english || languages.contains(language) {
                    profiles[Key(blockID: block.id, language: language)] = Self.profile(text)
                }
            }
        }
    }

    static func profile(_ text: String) -> ScriptProfile {
        ScriptProfile(of: MarkdownLinkScanner.removingLinks(from: text))
    }

    func profile(_ blockID: String, _ language: LanguageTag) -> ScriptProfile? {
        profiles[Key(blockID: blockID, language: language)]
    }

    /// Log length ratios of the document's confident single-block pairs, per language.
    func lengthSamples(_ document: Document, languages: [LanguageTag], minimumConfidence: Double) -> [LanguageTag: [Double]] {
        var samples: [LanguageTag: [Double]] = [:]
        for section in document.sections {
            for block in section.blocks where block.kind != .note {
                guard let english = profile(block.id, .english) else { continue }
                for language in languages {
                    guard let translation = profile(block.id, language), (block.span[language] ?? 1) == 1,
                          (block.confidence[language] ?? 1) >= minimumConfidence,
                          let ratio = LengthRatioModel.logRatio(english: english.totalLetters, translation: translation.totalLetters)
                    else { continue }
                    samples[language, default: []].append(ratio)
                }
            }
        }
        return samples
    }
}
