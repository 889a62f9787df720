import Analysis

// The string-table keys of the analysis' vocabularies: `coverage_<status>` and
// `problem_<kind>`, snake case like every key in `Templates/strings`. Asked for on every
// page and report row, so made by a byte map, not Foundation's search and replace (which
// cost some 18,000 instructions a call).

extension CoverageStatus {
    /// `coverage_english_partial`: one word per status, on pages and in the report alike.
    var stringKey: String { "coverage_" + snakeCase(rawValue) }
}

extension ProblemKind {
    /// `problem_low_confidence`
    var stringKey: String { "problem_" + snakeCase(rawValue) }
}

/// `low-confidence` → `low_confidence`.
func snakeCase(_ identifier: String) -> String {
    String(decoding: identifier.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
}
