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

    init(_ blocks: [AnalysedBlock], languages: Set<LanguageTag>) {
        for block in blocks where block.isContent {
            if let english = block.english { profiles[Key(blockID: block.id, language: .english)] = Self.profile(english.text) }
            for translation in block.translations where languages.contains(translation.language) {
                profiles[Key(blockID: block.id, language: translation.language)] = Self.profile(translation.text)
            }
        }
    }

    static func profile(_ text: String) -> ScriptProfile {
        var text = text
        return text.withUTF8 { bytes in
            // Only a `[` can start a link: most texts are read whole, in place.
            guard bytes.contains(UInt8(ascii: "[")) else { return ScriptProfile(bytes: bytes, segments: [0..<bytes.count]) }
            return ScriptProfile(bytes: bytes, segments: MarkdownLinkScanner.rangesOutsideLinks(in: Array(bytes)))
        }
    }

    func profile(_ blockID: String, _ language: LanguageTag) -> ScriptProfile? {
        profiles[Key(blockID: blockID, language: language)]
    }

    /// Log length ratios of the document's confident single-block pairs, per language.
    func lengthSamples(_ blocks: [AnalysedBlock], languages: [LanguageTag], minimumConfidence: Double) -> [LanguageTag: [Double]] {
        var samples: [LanguageTag: [Double]] = [:]
        for block in blocks where block.isContent {
            guard let english = profile(block.id, .english) else { continue }
            for language in languages {
                guard let translation = block.translation(language), let profile = profile(block.id, language),
                      translation.covers.count <= 1, (translation.confidence ?? 1) >= minimumConfidence,
                      let ratio = LengthRatioModel.logRatio(english: english.totalLetters, translation: profile.totalLetters)
                else { continue }
                samples[language, default: []].append(ratio)
            }
        }
        return samples
    }
}
