import Analysis

// The string-table keys of the analysis' vocabularies: `coverage_<status>` and
// `problem_<kind>`, snake case like every key in `Templates/strings`.

extension CoverageStatus {
    /// `coverage_english_partial`: one word per status, on pages and in the report alike.
    var stringKey: String { "coverage_" + rawValue.replacingOccurrences(of: "-", with: "_") }
}

extension ProblemKind {
    /// `problem_low_confidence`
    var stringKey: String { "problem_" + rawValue.replacingOccurrences(of: "-", with: "_") }
}
