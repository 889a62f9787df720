import Foundation
import Model

/// How long a translation is expected to be relative to its English text, per language, as in
/// Gale & Church: translated length ≈ ratio × English length, with a variance that grows with
/// the length.
public struct LengthModel: Sendable, Hashable {
    public struct Parameters: Sendable, Hashable {
        /// Translation characters per English character (white space excluded).
        public var ratio: Double
        /// Variance per English character of the length difference, in English characters.
        public var variance: Double
    }

    public var parameters: [LanguageTag: Parameters]

    /// Starting points before calibration: typical character ratios of HIG translations.
    /// The corpus's own interleaved pairs refine them.
    public static let priors: [LanguageTag: Double] = [
        .korean: 0.45, .japanese: 0.55, .russian: 1.15, .english: 1.0,
    ]
    static let priorVariance = 12.0
    /// Weight of the prior, in pairs.
    static let priorWeight = 3.0

    public init(parameters: [LanguageTag: Parameters] = [:]) {
        self.parameters = parameters
    }

    public func parameters(for language: LanguageTag) -> Parameters {
        parameters[language] ?? Parameters(ratio: Self.priors[language.primary] ?? 1.0, variance: Self.priorVariance)
    }

    /// Log-probability that a translation of `targetLength` characters renders English text of
    /// `sourceLength` characters: log P(|δ|) with δ the normalised length difference.
    public func logProbability(sourceLength: Double, targetLength: Double, language: LanguageTag) -> Double {
        Self.logProbability(sourceLength: sourceLength, targetLength: targetLength, parameters: parameters(for: language))
    }

    /// Share of pairs whose lengths follow no ratio at all: free and abridged translations, a
    /// summary for a paragraph. Their lengths say little; anchors and position decide.
    static let freeShare = 0.1
    /// How much wider the length difference of a free translation varies.
    static let freeVarianceFactor = 9.0

    static func logProbability(sourceLength: Double, targetLength: Double, parameters: Parameters) -> Double {
        mixture(abs(delta(sourceLength: sourceLength, targetLength: targetLength, parameters: parameters)))
    }

    /// log P(|δ|) of the mixture of faithful and free translations.
    static func exactMixture(_ delta: Double) -> Double {
        let faithful = log(1 - freeShare) + logTwoSidedTail(delta)
        let free = log(freeShare) + logTwoSidedTail(delta / freeVarianceFactor.squareRoot())
        let high = max(faithful, free), low = min(faithful, free)
        return high + log(1 + exp(low - high))
    }

    /// The mixture is scored for every step of every alignment: read from a table, with
    /// linear interpolation, instead of two error functions and a log-sum each time.
    private static let tableStep = 0.01
    private static let tableEnd = 40.0
    private static let table: [Double] = stride(from: 0.0, through: tableEnd + tableStep, by: tableStep).map(exactMixture)

    static func mixture(_ delta: Double) -> Double {
        guard delta < tableEnd else { return exactMixture(delta) }
        let position = delta / tableStep
        let index = Int(position)
        let fraction = position - Double(index)
        return table[index] + (table[index + 1] - table[index]) * fraction
    }

    static func delta(sourceLength: Double, targetLength: Double, parameters model: Parameters) -> Double {
        let expectedSource = targetLength / model.ratio
        let mean = max(1, (sourceLength + expectedSource) / 2)
        return (expectedSource - sourceLength) / (model.variance * mean).squareRoot()
    }

    /// log(2 (1 - Φ(x))) = log erfc(x / √2), with the asymptotic form where erfc underflows.
    static func logTwoSidedTail(_ x: Double) -> Double {
        let z = x / 2.0.squareRoot()
        if z < 5 { return log(max(erfc(z), 1e-300)) }
        return -z * z - log(z * Double.pi.squareRoot())
    }

    /// Calibrates ratio and variance per language from (English length, translation length)
    /// pairs, shrunk towards the priors when there are few pairs.
    public static func calibrated(from samples: [LanguageTag: [(Double, Double)]]) -> LengthModel {
        var parameters: [LanguageTag: Parameters] = [:]
        for (language, pairs) in samples {
            let prior = priors[language.primary] ?? 1.0
            let usable = pairs.filter { $0.0 >= 20 && $0.1 >= 5 }
            guard !usable.isEmpty else { continue }
            let ratios = usable.map { $0.1 / $0.0 }.sorted()
            let median = ratios[ratios.count / 2]
            // Pairs far from the median are misaligned or partial; leave them out.
            let kept = usable.filter { $0.1 / $0.0 >= median / 2 && $0.1 / $0.0 <= median * 2 }
            let sourceTotal = kept.reduce(0) { $0 + $1.0 }
            let targetTotal = kept.reduce(0) { $0 + $1.1 }
            let typicalLength = 300.0
            let ratio = (targetTotal + priorWeight * prior * typicalLength) / (sourceTotal + priorWeight * typicalLength)
            var variance = 0.0
            for (source, target) in kept {
                let expected = target / ratio
                let mean = (source + expected) / 2
                variance += (expected - source) * (expected - source) / mean
            }
            let count = Double(kept.count)
            variance = (variance + priorWeight * priorVariance) / (count + priorWeight)
            parameters[language] = Parameters(ratio: Self.rounded(ratio), variance: Self.rounded(max(2, variance)))
        }
        return LengthModel(parameters: parameters)
    }

    /// Two significant figures. Finer differences move no alignment that matters, and so an
    /// edit in `hig serve` seldom changes the model: the documents it did not touch stay as a
    /// full build aligns them, without aligning them all again.
    static func rounded(_ value: Double) -> Double {
        guard value > 0 else { return value }
        let scale = pow(10, 1 - floor(log10(value)))
        return (value * scale).rounded() / scale
    }
}
