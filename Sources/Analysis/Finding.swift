import Foundation
import Model

/// What a document's analysis found for one language, in reading order. Two checks need
/// more than the document: whether a pair's length is unusual depends on the whole corpus's
/// ratios, and whether it is stale on the lock file. Those wait here, in their place, until
/// the report settles them (`DocumentReport`).
enum Finding: Hashable, Sendable {
    case problem(ReportProblem)
    /// A pair whose length is to be judged against the corpus's ratios for its language.
    case length(LengthCheck)
    /// The pair at this index of `DocumentAnalysis.pairs`, to be checked against the lock.
    case acceptance(pair: Int)
}

/// The letter counts of a pair, with what a length problem about it would cite.
struct LengthCheck: Hashable, Sendable {
    var documentID: String
    var sectionID: String
    var blockID: String
    var language: LanguageTag
    var locations: [LanguageTag: SourceLocation]
    var logRatio: Double

    func problem(_ fit: LengthRatioModel.Fit, threshold: Double) -> ReportProblem? {
        let score = fit.score(logRatio)
        guard abs(score) > threshold else { return nil }
        let ratio = exp(logRatio)
        let relation = score < 0 ? "shorter" : "longer"
        return ReportProblem(
            kind: .lengthRatio, documentID: documentID, sectionID: sectionID, blockID: blockID, language: language,
            message: "the \(language) text is much \(relation) than usual: \(ReportFormat.decimal(ratio)) times the English length where the corpus's \(language) median is \(ReportFormat.decimal(fit.medianRatio)) (z = \(ReportFormat.decimal(score, 1)))",
            locations: locations, detail: .lengthRatio(ratio: ratio, median: fit.medianRatio, score: score))
    }
}
