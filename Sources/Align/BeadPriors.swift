import Foundation

/// How likely each kind of alignment step is before looking at the blocks.
///
/// Gale & Church fixed these from a hand-aligned corpus. Translators' habits differ: one splits
/// every lead sentence into a paragraph of its own (many 1-2 steps), another skips paragraphs
/// (1-0). So a text's own first alignment re-estimates them, and it is aligned again.
public struct BeadPriors: Hashable, Sendable {
    /// Probability per step shape; shapes not listed are impossible.
    public var probabilities: [BeadShape: Double]

    public init(_ probabilities: [BeadShape: Double]) {
        self.probabilities = probabilities
    }

    public static let standard = BeadPriors([
        .oneToOne: 0.85, .deletion: 0.045, .insertion: 0.045, .twoToOne: 0.025, .oneToTwo: 0.025,
        .threeToOne: 0.005, .oneToThree: 0.005,
    ])

    /// Log-probability of a step of the given shape.
    func logProbability(_ shape: BeadShape) -> Double {
        log(probability(shape))
    }

    func probability(_ shape: BeadShape) -> Double {
        probabilities[shape] ?? 1e-9
    }

    /// Priors from the steps of a first alignment, smoothed towards `self` with the weight of
    /// `pseudoSteps` steps; nil when they hardly differ (no second pass needed).
    func reestimated(from beads: [AlignedBead], pseudoSteps: Double = 8) -> BeadPriors? {
        guard beads.count >= 4 else { return nil }
        var counts: [BeadShape: Double] = [:]
        for bead in beads { counts[BeadShape(bead.source.count, bead.target.count), default: 0] += 1 }
        let total = Double(beads.count) + pseudoSteps
        var updated = self
        var change = 0.0
        for (shape, prior) in probabilities {
            let estimate = max(0.003, ((counts[shape] ?? 0) + pseudoSteps * prior) / total)
            updated.probabilities[shape] = estimate
            change = max(change, abs(estimate - prior))
        }
        return change > 0.08 ? updated : nil
    }
}
