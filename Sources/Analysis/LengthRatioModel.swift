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

    /// Found by selection, not by sorting: a corpus has tens of thousands of pairs per
    /// language, and serve judges them after every edit.
    static func median(_ values: [Double]) -> Double {
        var values = values
        let middle = values.count / 2
        let upper = select(middle, in: &values)
        guard values.count % 2 == 0 else { return upper }
        // The lower middle is the largest value left of the upper one after selection.
        return (values[..<middle].max()! + upper) / 2
    }

    /// The value that would sit at `rank` if `values` were sorted (Hoare's quickselect, middle
    /// pivot); `values` end up partitioned around it.
    static func select(_ rank: Int, in values: inout [Double]) -> Double {
        var low = 0, high = values.count - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if rank <= j { high = j } else if rank >= i { low = i } else { break }
        }
        return values[rank]
    }
}
