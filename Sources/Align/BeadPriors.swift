import Foundation

/// How likely each kind of alignment step is before looking at the blocks.
///
/// Gale & Church fixed these from a hand-aligned corpus. Translators' habits differ: one splits
/// every lead sentence into a paragraph of its own (many 1-2 steps), another skips paragraphs
/// (1-0). So a text's own first alignment re-estimates them, and it is aligned again.
public struct BeadPriors: Hashable, Sendable {
    public var oneToOne: Double
    public var deletion: Double
    public var insertion: Double
    public var twoToOne: Double
    public var oneToTwo: Double

    public static let standard = BeadPriors(oneToOne: 0.86, deletion: 0.045, insertion: 0.045, twoToOne: 0.025, oneToTwo: 0.025)

    /// Log-probability of a step of the given shape.
    func logProbability(_ shape: BeadShape) -> Double {
        log(probability(shape))
    }

    func probability(_ shape: BeadShape) -> Double {
        switch (shape.source, shape.target) {
        case (1, 1): return oneToOne
        case (1, 0): return deletion
        case (0, 1): return insertion
        case (2, 1): return twoToOne
        default: return oneToTwo
        }
    }

    /// Priors from the steps of a first alignment, smoothed towards `self` with the weight of
    /// `pseudoSteps` steps; nil when they hardly differ (no second pass needed).
    func reestimated(from beads: [AlignedBead], pseudoSteps: Double = 8) -> BeadPriors? {
        guard beads.count >= 4 else { return nil }
        var counts: [BeadShape: Double] = [:]
        for bead in beads { counts[BeadShape(bead.source.count, bead.target.count), default: 0] += 1 }
        let total = Double(beads.count) + pseudoSteps
        func estimate(_ shape: BeadShape) -> Double {
            max(0.005, ((counts[shape] ?? 0) + pseudoSteps * probability(shape)) / total)
        }
        let updated = BeadPriors(oneToOne: estimate(.oneToOne), deletion: estimate(.deletion), insertion: estimate(.insertion),
                                 twoToOne: estimate(.twoToOne), oneToTwo: estimate(.oneToTwo))
        let shapes: [BeadShape] = [.oneToOne, .deletion, .insertion, .twoToOne, .oneToTwo]
        let change = shapes.map { abs(updated.probability($0) - probability($0)) }.max() ?? 0
        return change > 0.08 ? updated : nil
    }
}
