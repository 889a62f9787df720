import Model

/// Measures the corpus's own length ratios: first from the pairs interleaved files give for
/// free (a translation written directly under its English paragraph), then, for languages that
/// only come as translation-only texts, from a first alignment of a sample of documents (one
/// round of expectation-maximisation).
package enum LengthCalibration {
    /// Below this many pairs a language's figures are refined from a sample alignment.
    static let enoughPairs = 30
    package static let sampleDocuments = 100

    package static func interleavedSamples(from sources: [ParsedSource]) -> [LanguageTag: [(Double, Double)]] {
        var samples: [LanguageTag: [(Double, Double)]] = [:]
        for source in sources where source.hasEnglishProse {
            let neighbours = SourceStreams.neighbours(source.blocks).neighbours
            for (translationIndex, englishIndex) in neighbours.sorted(by: { $0.key < $1.key }) {
                let translation = source.blocks[translationIndex], english = source.blocks[englishIndex]
                guard translation.kind == english.kind, translation.kind == .paragraph || translation.kind == .list,
                      translation.language != .undetermined else { continue }
                samples[translation.language, default: []].append(
                    (AlignmentUnit.measure(english.text), AlignmentUnit.measure(translation.text)))
            }
        }
        return samples
    }

    /// Pairs the aligner is sure of in already aligned documents.
    package static func confidentSamples(from documents: [Document], languages: Set<LanguageTag>) -> [LanguageTag: [(Double, Double)]] {
        var samples: [LanguageTag: [(Double, Double)]] = [:]
        for document in documents {
            for block in document.allBlocks where block.kind == .paragraph {
                guard let english = block.text[.english] else { continue }
                for language in languages {
                    guard let translation = block.text[language], block.span[language] == nil,
                          (block.confidence[language] ?? 0) >= 0.9 else { continue }
                    samples[language, default: []].append((AlignmentUnit.measure(english), AlignmentUnit.measure(translation)))
                }
            }
        }
        return samples
    }

    /// Languages present in the sources whose interleaved pairs are too few to calibrate on.
    package static func undercalibrated(_ sources: [ParsedSource], samples: [LanguageTag: [(Double, Double)]]) -> Set<LanguageTag> {
        var languages = Set<LanguageTag>()
        for source in sources {
            for block in source.blocks where block.language != .english && block.language != .undetermined {
                languages.insert(block.language)
            }
        }
        return languages.filter { (samples[$0]?.count ?? 0) < enoughPairs }
    }
}
