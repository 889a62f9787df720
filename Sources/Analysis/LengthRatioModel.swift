import Foundation
import Model

/// What length a translation usually has compared with its English, learnt from the corpus
/// itself rather than assumed: per language, the median and median absolute deviation of
/// log(translation letters / English letters) over confident pairs. A pair is far
/// outside when its robust z-score, (log ratio − median) / (1.4826 · MAD), passes a threshold.
public struct LengthRatioModel: Hashable, Sendable {
    public struct Fit: Hashable, Sendable {
        /// Pairs the fit was made from.
        public var pairs: Int
        /// Median of the log ratios.
        public var medianLogRatio: Double
        /// 1.4826 · MAD (the standard deviation for normally distributed ratios), floored.
        public var spread: Double

        public var medianRatio: Double { exp(medianLogRatio) }

        public func score(_ logRatio: Double) -> Double { (logRatio - medianLogRatio) / spread }
    }

    public var fits: [LanguageTag: Fit]

    /// Below this many pairs a language's distribution says too little to judge by.
    public static let minimumPairs = 5
    /// Pairs whose English has fewer letters than this are too noisy to learn from or to
    /// flag (a heading, "See also.", a list of API links).
    public static let minimumEnglishLetters = 40
    /// The spread never goes below this (about ±15 %): a corpus whose few pairs happen to
    /// agree closely must not flag ordinary variation. With the default score of 3.5 a pair
    /// is then flagged only beyond about 1.7 times (or under 0.6 times) the usual ratio.
    public static let minimumSpread = 0.15

    /// `samples`: log ratios of confident pairs per language.
    public init(samples: [LanguageTag: [Double]]) {
        var fits: [LanguageTag: Fit] = [:]
        for (language, values) in samples where values.count >= Self.minimumPairs {
            let median = Self.median(values)
            let deviation = Self.median(values.map { abs($0 - median) })
            fits[language] = Fit(pairs: values.count, medianLogRatio: median, spread: max(1.4826 * deviation, Self.minimumSpread))
        }
        self.fits = fits
    }

    /// nil when the English is too short to judge. Lengths are letters as `ScriptProfile`
    /// counts them: identifiers, URLs and code are the same in every language and would pull
    /// every ratio towards 1.
    public static func logRatio(english: Int, translation: Int) -> Double? {
        guard english >= minimumEnglishLetters, translation > 0 else { return nil }
        return log(Double(translation) / Double(english))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
