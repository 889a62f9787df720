import Foundation

/// How many source and target units one step of an alignment takes: 1-1, 1-0, 0-1, 2-1, 1-2.
public struct BeadShape: Hashable, Sendable {
    public var source: Int
    public var target: Int

    public init(_ source: Int, _ target: Int) {
        self.source = source
        self.target = target
    }

    public static let oneToOne = BeadShape(1, 1)
    public static let deletion = BeadShape(1, 0)
    public static let insertion = BeadShape(0, 1)
    public static let twoToOne = BeadShape(2, 1)
    public static let oneToTwo = BeadShape(1, 2)
}

/// One step of the best alignment, with the probability that it is right.
public struct AlignedBead: Hashable, Sendable {
    public var source: Range<Int>
    public var target: Range<Int>
    /// Log-score the scorer gave this step.
    public var score: Double
    /// Posterior probability of this step over all alignments (forward-backward), in [0, 1].
    public var posterior: Double
}

public struct AlignmentOutcome: Sendable {
    /// The best (Viterbi) path.
    public var beads: [AlignedBead]
    /// Sum of the path's step scores.
    public var bestScore: Double
}

/// Dynamic-programming alignment of two sequences that keep their order, in the spirit of
/// Gale & Church (1993): every path through the grid is a sequence of beads; the scorer says
/// how likely each bead is. Viterbi gives the best path, forward-backward gives each bead's
/// posterior, which is the confidence reported to users.
///
/// The grid is banded around the diagonal so that cost grows with length times band width, not
/// with the square of the length.
public struct MonotonicAligner: Sendable {
    public var shapes: [BeadShape]
    /// Half-width of the band beyond the length difference of the two sequences.
    public var minimumBand: Int

    public init(shapes: [BeadShape], minimumBand: Int = 8) {
        self.shapes = shapes
        self.minimumBand = minimumBand
    }

    /// `score(sourceRange, targetRange)` is a log-probability-like score, or nil if the bead is
    /// not allowed.
    public func align(sourceCount: Int, targetCount: Int,
                      score: (Range<Int>, Range<Int>) -> Double?) -> AlignmentOutcome {
        let n = sourceCount, m = targetCount
        if n == 0 && m == 0 { return AlignmentOutcome(beads: [], bestScore: 0) }
        let grid = BandedGrid(rows: n, columns: m, halfWidth: minimumBand + abs(n - m))
        let cellCount = grid.cellCount
        var best = [Double](repeating: -.infinity, count: cellCount)
        var forward = [Double](repeating: -.infinity, count: cellCount)
        var backPointer = [Int8](repeating: -1, count: cellCount)
        // Scores of the bead of each shape ending at each cell, reused by the backward pass.
        var stepScore = [Double](repeating: .nan, count: cellCount * shapes.count)
        best[grid.index(0, 0)!] = 0
        forward[grid.index(0, 0)!] = 0
        for i in 0...n {
            for j in grid.columns(ofRow: i) {
                guard let cell = grid.index(i, j), i + j > 0 else { continue }
                var bestValue = -Double.infinity
                var bestShape: Int8 = -1
                var sum = LogSum()
                for (shapeIndex, shape) in shapes.enumerated() {
                    let pi = i - shape.source, pj = j - shape.target
                    guard pi >= 0, pj >= 0, let previous = grid.index(pi, pj), forward[previous] > -.infinity else { continue }
                    guard let value = score(pi..<i, pj..<j) else { continue }
                    stepScore[cell * shapes.count + shapeIndex] = value
                    let candidate = best[previous] + value
                    if candidate > bestValue {
                        bestValue = candidate
                        bestShape = Int8(shapeIndex)
                    }
                    sum.add(forward[previous] + value)
                }
                best[cell] = bestValue
                backPointer[cell] = bestShape
                forward[cell] = sum.value
            }
        }
        guard let end = grid.index(n, m), best[end] > -.infinity else {
            // No path within the band (cannot happen with 1-0 and 0-1 allowed); report nothing aligned.
            return AlignmentOutcome(beads: [], bestScore: -.infinity)
        }
        // Backward pass for posteriors.
        var backward = [Double](repeating: -.infinity, count: cellCount)
        backward[end] = 0
        for i in stride(from: n, through: 0, by: -1) {
            for j in grid.columns(ofRow: i).reversed() {
                guard let cell = grid.index(i, j), !(i == n && j == m) else { continue }
                var sum = LogSum()
                for (shapeIndex, shape) in shapes.enumerated() {
                    let ni = i + shape.source, nj = j + shape.target
                    guard ni <= n, nj <= m, let next = grid.index(ni, nj) else { continue }
                    let value = stepScore[next * shapes.count + shapeIndex]
                    guard !value.isNaN, backward[next] > -.infinity else { continue }
                    sum.add(value + backward[next])
                }
                backward[cell] = sum.value
            }
        }
        let total = forward[end]
        var beads: [AlignedBead] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let cell = grid.index(i, j)!
            let shapeIndex = Int(backPointer[cell])
            let shape = shapes[shapeIndex]
            let pi = i - shape.source, pj = j - shape.target
            let previous = grid.index(pi, pj)!
            let value = stepScore[cell * shapes.count + shapeIndex]
            let posterior = exp(forward[previous] + value + backward[cell] - total)
            beads.append(AlignedBead(source: pi..<i, target: pj..<j, score: value, posterior: min(1, max(0, posterior))))
            i = pi
            j = pj
        }
        beads.reverse()
        return AlignmentOutcome(beads: beads, bestScore: best[end])
    }

}

/// log(Σ exp(xᵢ)) accumulated one term at a time without overflow.
struct LogSum {
    private var maximum = -Double.infinity
    private var scaled = 0.0

    mutating func add(_ term: Double) {
        guard term > -.infinity else { return }
        if term <= maximum {
            // Below e^-36 of the largest term a term cannot change the sum in a Double.
            if term > maximum - 36 { scaled += exp(term - maximum) }
        } else if term > maximum + 36 {
            scaled = 1
            maximum = term
        } else {
            scaled = scaled * exp(maximum - term) + 1
            maximum = term
        }
    }

    var value: Double { maximum == -.infinity ? -.infinity : maximum + log(scaled) }
}

/// The cells of an (n+1) x (m+1) grid that lie within a band around its diagonal, stored row
/// by row in one flat array.
struct BandedGrid {
    let rows: Int
    let columnsCount: Int
    private var lower: [Int] = []
    private var upper: [Int] = []
    private var rowStart: [Int] = []
    private(set) var cellCount = 0

    init(rows n: Int, columns m: Int, halfWidth: Int) {
        rows = n
        columnsCount = m
        for i in 0...n {
            let centre = n == 0 ? 0 : (i * m) / n
            let low = max(0, centre - halfWidth)
            let high = min(m, centre + halfWidth)
            lower.append(low)
            upper.append(high)
            rowStart.append(cellCount)
            cellCount += high - low + 1
        }
        // The corners must be inside the band.
        precondition(lower[0] == 0 && upper[n] == m)
    }

    func columns(ofRow i: Int) -> ClosedRange<Int> { lower[i]...upper[i] }

    func index(_ i: Int, _ j: Int) -> Int? {
        guard i >= 0, i <= rows, j >= lower[i], j <= upper[i] else { return nil }
        return rowStart[i] + (j - lower[i])
    }
}
