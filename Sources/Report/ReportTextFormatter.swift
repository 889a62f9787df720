import Analysis
import Foundation
import Support

/// `hig report --format text`: a coverage table per document and language, the problems as
/// `path:line: severity: message [id]` with their evidence indented below, a totals table per
/// language and the one-line summary. ANSI colour only when asked (stdout is a terminal and
/// NO_COLOR is unset).
public enum ReportTextFormatter {
    static let red = "31", green = "32", yellow = "33", dim = "2"

    public static func format(_ report: AlignmentReport, colour: Bool) -> String {
        var text = "Translation alignment: \(report.documents.count) document\(report.documents.count == 1 ? "" : "s"), languages \(report.languages.map(\.rawValue).joined(separator: ", "))"
        text += report.checkedStaleness ? "\n\n" : " (no lock file: staleness not checked; run 'hig report --accept')\n\n"

        var table = TextTable([("DOCUMENT", .left), ("LANG", .left), ("STATUS", .left), ("EN", .right), ("DONE", .right),
                               ("COVERAGE", .right), ("MISSING", .right), ("EXTRA", .right), ("NOTES", .right),
                               ("ERRORS", .right), ("WARNINGS", .right), ("TITLE", .left)])
        for document in report.documents {
            for entry in document.coverage {
                let coverage = entry.counts
                table.add([
                    .init(document.documentID), .init(coverage.language.rawValue),
                    .init(coverage.status.rawValue, colour: statusColour(coverage.status)),
                    .init(String(coverage.englishBlocks)), .init(String(coverage.translated)),
                    .init(coverage.percent.map(ReportFormat.percent) ?? "-"),
                    .init(String(coverage.missing.count)), .init(String(coverage.extra.count)), .init(String(coverage.notes.count)),
                    .init(String(entry.errorCount), colour: entry.errorCount > 0 ? red : nil),
                    .init(String(entry.warningCount), colour: entry.warningCount > 0 ? yellow : nil),
                    .init(document.title),
                ])
            }
        }
        text += table.render(colour: colour)

        let problems = report.problems
        text += "\nPROBLEMS\n"
        if problems.isEmpty { text += "none\n" }
        for problem in problems {
            var line = problem.diagnostic.description
            if colour {
                let code = problem.severity == .error ? red : yellow
                line = line.replacingFirst("\(problem.severity.rawValue):", with: "\u{1B}[\(code)m\(problem.severity.rawValue):\u{1B}[0m")
            }
            text += line + "\n"
            for evidence in evidenceLines(problem, colour: colour) { text += "    " + evidence + "\n" }
        }

        text += unmatchedSection(report.unmatchedTranslations)
        text += brokenLinksSection(report.brokenLinks)

        text += "\nTOTALS\n"
        var totals = TextTable([("LANG", .left), ("DOCS", .right), ("COMPLETE", .right), ("EN", .right), ("DONE", .right),
                                ("COVERAGE", .right), ("MISSING", .right), ("EXTRA", .right), ("NOTES", .right),
                                ("ERRORS", .right), ("WARNINGS", .right), ("STALE", .right)])
        for total in report.totals {
            totals.add([
                .init(total.language.rawValue), .init(String(total.documents)), .init(String(total.completeDocuments)),
                .init(String(total.englishBlocks)), .init(String(total.translated)),
                .init(total.percent.map(ReportFormat.percent) ?? "-"),
                .init(String(total.missing)), .init(String(total.extra)), .init(String(total.notes)),
                .init(String(total.errors), colour: total.errors > 0 ? red : nil),
                .init(String(total.warnings), colour: total.warnings > 0 ? yellow : nil),
                .init(String(total.stale), colour: total.stale > 0 ? red : nil),
            ])
        }
        text += totals.render(colour: colour)
        text += "\n" + report.summary + "\n"
        return text
    }

    /// The translations that found no English document, each with grouping's reason.
    static func unmatchedSection(_ unmatched: [UnmatchedTranslation]) -> String {
        let text = "\nTRANSLATIONS WITHOUT AN ENGLISH DOCUMENT\n"
        guard !unmatched.isEmpty else { return text + "none\n" }
        var table = TextTable([("FILE", .left), ("LANG", .left), ("DOCUMENT", .left), ("WHY", .left)])
        for translation in unmatched {
            table.add([.init(translation.path), .init(translation.languages.map(\.rawValue).joined(separator: ",")),
                       .init(translation.documentID), .init(translation.reason)])
        }
        return text + table.render(colour: false)
    }

    /// The links to pages that are not in the content, where they are written.
    static func brokenLinksSection(_ links: [BrokenLink]) -> String {
        let text = "\nLINKS TO MISSING PAGES\n"
        guard !links.isEmpty else { return text + "none\n" }
        var table = TextTable([("FILE", .left), ("LINK", .left), ("DOCUMENT", .left)])
        for link in links {
            table.add([.init(TextControls.escaped(link.location?.description ?? "-")), .init(TextControls.escaped(link.target)),
                       .init(link.documentID)])
        }
        return text + table.render(colour: false)
    }

    /// The evidence under a problem line: the English change of a stale pair, the sentences
    /// only one source has, the counts that differ.
    static func evidenceLines(_ problem: ReportProblem, colour: Bool) -> [String] {
        switch problem.detail {
        case .englishChange(let diff):
            return ["English now: " + diffText(diff, colour: colour)]
        case .sentences(let differences):
            return differences.flatMap { difference in
                difference.sentences.map { "only in \(difference.location): \($0)" }
            }
        default:
            return []
        }
    }

    static func diffText(_ diff: WordDiff, colour: Bool) -> String {
        guard colour else { return diff.plainText }
        return diff.segments.map { segment in
            switch segment {
            case .same(let text): text
            case .removed(let text): "\u{1B}[\(red)m[-" + text + "-]\u{1B}[0m"
            case .added(let text): "\u{1B}[\(green)m{+" + text + "+}\u{1B}[0m"
            }
        }.joined(separator: " ")
    }

    static func statusColour(_ status: CoverageStatus) -> String? {
        switch status {
        case .complete: green
        case .partial, .englishPartial: yellow
        case .untranslated: red
        case .translationOnly, .absent: dim
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
