/// Measures the corpus's own length ratios from the pairs interleaved files give for free:
/// a translation written directly under its English paragraph.
enum LengthCalibration {
    static func model(from sources: [ParsedSource]) -> LengthModel {
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
        return LengthModel.calibrated(from: samples)
    }
}
