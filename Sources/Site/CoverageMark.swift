import Analysis

/// How a page shows a document's coverage in a language: all of it in the language, part,
/// or none (then the page shows another language, with a notice).
enum CoverageMark: String, Sendable, CaseIterable {
    case complete, partial, missing

    init(_ coverage: Coverage) {
        let shown = coverage.shown
        if coverage.isMissing {
            self = .missing
        } else {
            self = shown.done >= shown.total ? .complete : .partial
        }
    }

    static func labels(in strings: StringTable) -> [CoverageMark: String] {
        var labels: [CoverageMark: String] = [:]
        for mark in allCases { labels[mark] = strings["coverage_" + mark.rawValue] ?? mark.rawValue }
        return labels
    }
}
