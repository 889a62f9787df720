import Model

/// Every document's length samples (`DocumentAnalysis.lengthSamples`) merged and kept sorted
/// per language, so that a run in which a few documents changed updates the corpus's length
/// ratios by what those documents add and drop, in one pass, instead of gathering and
/// selecting over all of them (serve, after each edit). Gives the model
/// `AlignmentReport.lengthRatios(of:)` gives: the same values, so the same order statistics.
public struct SortedLengthSamples: Sendable {
    /// Per document, as last merged, by position in `ids`.
    private var ids: [String] = []
    private var perDocument: [[LanguageTag: [Double]]] = []
    private var sorted: [LanguageTag: [Double]] = [:]
    public private(set) var model = LengthRatioModel(samples: [:])

    public init() {}

    /// Brings the samples up to date with `analyses`; returns the model of them.
    public mutating func update(_ analyses: [DocumentAnalysis]) -> LengthRatioModel {
        let ids = analyses.map(\.id)
        guard ids == self.ids else { return rebuild(analyses, ids: ids) }
        var dropped: [LanguageTag: [Double]] = [:]
        var added: [LanguageTag: [Double]] = [:]
        for index in analyses.indices {
            let samples = analyses[index].lengthSamples
            guard samples != perDocument[index] else { continue }
            for (language, values) in perDocument[index] { dropped[language, default: []] += values }
            for (language, values) in samples { added[language, default: []] += values }
            perDocument[index] = samples
        }
        guard !dropped.isEmpty || !added.isEmpty else { return model }
        for language in Set(dropped.keys).union(added.keys) {
            let kept = Self.removing((dropped[language] ?? []).sorted(), from: sorted[language] ?? [])
            sorted[language] = Self.merging(kept, (added[language] ?? []).sorted())
        }
        model = LengthRatioModel(sortedSamples: sorted)
        return model
    }

    private mutating func rebuild(_ analyses: [DocumentAnalysis], ids: [String]) -> LengthRatioModel {
        self.ids = ids
        perDocument = analyses.map(\.lengthSamples)
        sorted = [:]
        for samples in perDocument {
            for (language, values) in samples { sorted[language, default: []] += values }
        }
        for language in sorted.keys { sorted[language]!.sort() }
        model = LengthRatioModel(sortedSamples: sorted)
        return model
    }

    /// `values` without one occurrence of each of `removed` (both sorted).
    static func removing(_ removed: [Double], from values: [Double]) -> [Double] {
        guard !removed.isEmpty else { return values }
        var result: [Double] = []
        result.reserveCapacity(values.count)
        var next = 0
        for value in values {
            while next < removed.count, removed[next] < value { next += 1 }
            if next < removed.count, removed[next] == value {
                next += 1
            } else {
                result.append(value)
            }
        }
        return result
    }

    static func merging(_ a: [Double], _ b: [Double]) -> [Double] {
        guard !b.isEmpty else { return a }
        var result: [Double] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] <= b[j]) {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        return result
    }
}

extension LengthRatioModel {
    /// The model of samples already sorted per language: the median is read off, and the
    /// median deviation found by walking out from it (the deviations on either side of the
    /// median are each in order), not by selection.
    public init(sortedSamples: [LanguageTag: [Double]]) {
        var fits: [LanguageTag: Fit] = [:]
        for (language, values) in sortedSamples where values.count >= Self.minimumPairs {
            let median = Self.middle(of: values.count) { values[$0] }
            let deviation = Self.medianDeviation(sorted: values, from: median)
            fits[language] = Fit(pairs: values.count, medianLogRatio: median, spread: max(1.4826 * deviation, Self.minimumSpread))
        }
        self.init(samples: [:])
        self.fits = fits
    }

    /// The median of `count` values in order, `value(rank)` reading each.
    private static func middle(of count: Int, _ value: (Int) -> Double) -> Double {
        let upper = value(count / 2)
        return count % 2 == 0 ? (value(count / 2 - 1) + upper) / 2 : upper
    }

    /// The median of |value − median| over sorted `values`: the deviations left of the median,
    /// read leftwards, and right of it, read rightwards, are each in order; merged, the
    /// middle ranks are the ones selection would find.
    private static func medianDeviation(sorted values: [Double], from median: Double) -> Double {
        let split = values.partitioningIndex { $0 >= median }
        var left = split - 1, right = split
        var ordered: [Double] = []
        let needed = values.count / 2 + 1
        ordered.reserveCapacity(needed)
        while ordered.count < needed {
            let leftDeviation = left >= 0 ? abs(values[left] - median) : .infinity
            let rightDeviation = right < values.count ? abs(values[right] - median) : .infinity
            if leftDeviation <= rightDeviation {
                ordered.append(leftDeviation)
                left -= 1
            } else {
                ordered.append(rightDeviation)
                right += 1
            }
        }
        return middle(of: values.count) { ordered[$0] }
    }
}

extension Array where Element == Double {
    /// The first index whose element satisfies `belongs`, which holds from some index on.
    func partitioningIndex(where belongs: (Double) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
