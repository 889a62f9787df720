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
    public static let threeToOne = BeadShape(3, 1)
    public static let oneToThree = BeadShape(1, 3)
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
        align(stepScores(sourceCount: sourceCount, targetCount: targetCount, score: score))
    }

    /// Scores every step inside the band once. Scoring is most of the cost of an alignment, and
    /// a second alignment with other step priors (see `BeadPriors`) can reuse the table.
    public func stepScores(sourceCount: Int, targetCount: Int,
                           score: (Range<Int>, Range<Int>) -> Double?) -> StepScores {
        let n = sourceCount, m = targetCount
        let grid = BandedGrid(rows: n, columns: m, halfWidth: minimumBand + abs(n - m))
        let shapeCount = shapes.count
        var values = [Double](repeating: .nan, count: grid.cellCount * shapeCount)
        var previous = [Int32](repeating: -1, count: grid.cellCount * shapeCount)
        var next = [Int32](repeating: -1, count: grid.cellCount * shapeCount)
        for i in 0...n {
            for j in grid.columns(ofRow: i) {
                guard let cell = grid.index(i, j), i + j > 0 else { continue }
                for (shapeIndex, shape) in shapes.enumerated() {
                    let pi = i - shape.source, pj = j - shape.target
                    guard let before = grid.index(pi, pj), let value = score(pi..<i, pj..<j) else { continue }
                    values[cell * shapeCount + shapeIndex] = value
                    previous[cell * shapeCount + shapeIndex] = Int32(before)
                    next[before * shapeCount + shapeIndex] = Int32(cell)
                }
            }
        }
        return StepScores(grid: grid, shapes: shapes, values: values, previous: previous, next: next)
    }

    /// Best path and, unless `posteriors` is false, each step's posterior, over scored steps;
    /// `logPriors[k]` is added to every step of `shapes[k]` (nil: the scores are complete).
    /// Without posteriors only the Viterbi pass runs, a fraction of the cost.
    public func align(_ table: StepScores, logPriors: [Double]? = nil, posteriors: Bool = true) -> AlignmentOutcome {
        let grid = table.grid
        let n = grid.rows, m = grid.columnsCount
        if n == 0 && m == 0 { return AlignmentOutcome(beads: [], bestScore: 0) }
        let shapeCount = shapes.count
        precondition(table.shapes == shapes && (logPriors?.count ?? shapeCount) == shapeCount)
        var stepScore = table.values
        if let logPriors {
            let unpriced = table.unpriced
            stepScore.withUnsafeMutableBufferPointer { stepScore in
                for index in stepScore.indices where !stepScore[index].isNaN && (unpriced.isEmpty || !unpriced.contains(index)) {
                    stepScore[index] += logPriors[index % shapeCount]
                }
            }
        }
        let cellCount = grid.cellCount
        var best = [Double](repeating: -.infinity, count: cellCount)
        var forward = [Double](repeating: -.infinity, count: posteriors ? cellCount : 0)
        var backward = [Double](repeating: -.infinity, count: posteriors ? cellCount : 0)
        var backPointer = [Int8](repeating: -1, count: cellCount)
        let end = cellCount - 1 // (n, m) is the last cell of the band
        // Cells are stored row by row, so every step's previous cell has a smaller index and
        // every next cell a larger one: one sweep each way.
        stepScore.withUnsafeBufferPointer { score in
            best.withUnsafeMutableBufferPointer { best in
                forward.withUnsafeMutableBufferPointer { forward in
                    backPointer.withUnsafeMutableBufferPointer { backPointer in
                        table.previous.withUnsafeBufferPointer { previousOf in
                            Self.sweepForward(score: score, previousOf: previousOf, shapeCount: shapeCount,
                                              best: best, forward: posteriors ? forward : nil, backPointer: backPointer)
                        }
                    }
                }
            }
            guard posteriors, best[end] > -.infinity else { return }
            backward.withUnsafeMutableBufferPointer { backward in
                table.next.withUnsafeBufferPointer { nextOf in
                    Self.sweepBackward(score: score, nextOf: nextOf, shapeCount: shapeCount, backward: backward)
                }
            }
        }
        guard best[end] > -.infinity else {
            // No path within the band (cannot happen with 1-0 and 0-1 allowed); report nothing aligned.
            return AlignmentOutcome(beads: [], bestScore: -.infinity)
        }
        let total = posteriors ? forward[end] : 0
        var beads: [AlignedBead] = []
        var i = n, j = m
        var cell = end
        while i > 0 || j > 0 {
            let shapeIndex = Int(backPointer[cell])
            let shape = shapes[shapeIndex]
            let step = cell * shapeCount + shapeIndex
            let previous = Int(table.previous[step])
            let value = stepScore[step]
            let posterior = posteriors ? exp(forward[previous] + value + backward[cell] - total) : 0
            beads.append(AlignedBead(source: (i - shape.source)..<i, target: (j - shape.target)..<j, score: value,
                                     posterior: min(1, max(0, posterior))))
            i -= shape.source
            j -= shape.target
            cell = previous
        }
        beads.reverse()
        return AlignmentOutcome(beads: beads, bestScore: best[end])
    }
}


extension MonotonicAligner {
    // The sweeps work on buffers, without checked subscripts: they are the aligner's inner loop.

    /// Best score, best last step and (with `forward`) the log-sum of all paths to each cell.
    fileprivate static func sweepForward(score: UnsafeBufferPointer<Double>, previousOf: UnsafeBufferPointer<Int32>, shapeCount: Int,
                                         best: UnsafeMutableBufferPointer<Double>, forward: UnsafeMutableBufferPointer<Double>?,
                                         backPointer: UnsafeMutableBufferPointer<Int8>) {
        best[0] = 0
        forward?[0] = 0
        for cell in 1..<best.count {
            var bestValue = -Double.infinity
            var bestShape: Int8 = -1
            var sum = LogSum()
            for shapeIndex in 0..<shapeCount {
                let step = cell * shapeCount + shapeIndex
                let previous = Int(previousOf[step])
                guard previous >= 0 else { continue }
                let reached = best[previous]
                guard reached > -.infinity else { continue }
                let value = score[step]
                let candidate = reached + value
                if candidate > bestValue {
                    bestValue = candidate
                    bestShape = Int8(shapeIndex)
                }
                if let forward { sum.add(forward[previous] + value) }
            }
            best[cell] = bestValue
            backPointer[cell] = bestShape
            forward?[cell] = sum.value
        }
    }

    /// The log-sum of all paths from each cell to the end.
    fileprivate static func sweepBackward(score: UnsafeBufferPointer<Double>, nextOf: UnsafeBufferPointer<Int32>, shapeCount: Int,
                                          backward: UnsafeMutableBufferPointer<Double>) {
        let end = backward.count - 1
        backward[end] = 0
        for cell in stride(from: end - 1, through: 0, by: -1) {
            var sum = LogSum()
            for shapeIndex in 0..<shapeCount {
                let next = Int(nextOf[cell * shapeCount + shapeIndex])
                guard next >= 0, backward[next] > -.infinity else { continue }
                sum.add(score[next * shapeCount + shapeIndex] + backward[next])
            }
            backward[cell] = sum.value
        }
    }
}

/// The score of every step an alignment may take, by grid cell and shape.
public struct StepScores: Sendable {
    let grid: BandedGrid
    let shapes: [BeadShape]
    /// `values[cell * shapes.count + shape]`: the step of that shape ending at that cell; NaN
    /// when the step is not allowed.
    let values: [Double]
    /// The cell an allowed step starts from, by the same index; -1 when not allowed.
    let previous: [Int32]
    /// The cell the step of that shape starting at that cell ends in; -1 when not allowed.
    let next: [Int32]
    /// Steps whose score is complete without a prior (where one side has simply ended).
    var unpriced: Set<Int> = []

    /// Makes the steps along the end of one side free: past the end of a text that was cut
    /// off, what the other goes on with is not there to pair, and leaving it costs nothing.
    /// `afterTarget` is the first row (source position) from which the source's steps past the
    /// target's end are free; `afterSource` the first column for the target's past the source's.
    mutating func freeTail(afterTarget: Int?, afterSource: Int?) {
        let shapeCount = shapes.count
        guard let deletion = shapes.firstIndex(of: .deletion), let insertion = shapes.firstIndex(of: .insertion) else { return }
        var values = self.values
        for i in 0...grid.rows {
            for j in grid.columns(ofRow: i) {
                guard let cell = grid.index(i, j) else { continue }
                if let row = afterTarget, i > row, j == grid.columnsCount, !values[cell * shapeCount + deletion].isNaN {
                    values[cell * shapeCount + deletion] = 0
                    unpriced.insert(cell * shapeCount + deletion)
                }
                if let column = afterSource, j > column, i == grid.rows, !values[cell * shapeCount + insertion].isNaN {
                    values[cell * shapeCount + insertion] = 0
                    unpriced.insert(cell * shapeCount + insertion)
                }
            }
        }
        self = StepScores(grid: grid, shapes: shapes, values: values, previous: previous, next: next, unpriced: unpriced)
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
struct BandedGrid: Sendable {
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
