import Analysis
import Model
import Render

/// The alignment report as template data (`report-overview.html`, `report-document.html`):
/// an overview (totals, coverage table, document list) and a drill-down per document that
/// shows each problem block side by side, English beside the translation, with the problems
/// under it. Words come from the page's string table (`t` in the templates); links follow the
/// site's path rule (`SitePaths`), or point within one page for `hig report --format html`.
///
/// Content is shown as plain Markdown source, never rendered: the report is about the source
/// text, and the templates escape it whatever it holds.
struct ReportValues {
    /// The page's interface strings.
    let strings: StringTable
    let links: ReportLinks
    /// Heading level of the page's main heading.
    let headingLevel: Int

    var language: LanguageTag { strings.language }

    private func text(_ key: String, _ values: [String: String] = [:]) -> String {
        StringTable.fill(strings[key] ?? key, values)
    }

    /// `Korean (ko)`.
    func languageName(_ tag: LanguageTag) -> String {
        strings["lang_" + tag.rawValue].map { "\($0) (\(tag.rawValue))" } ?? tag.rawValue
    }

    func title(of document: DocumentReport, _ analysis: DocumentAnalysis?) -> String {
        analysis?.document.title(in: language) ?? document.title
    }

    private var headings: TemplateFields {
        ["h": .string("h\(headingLevel)"), "h_sub": .string("h\(headingLevel + 1)")]
    }

    // MARK: Overview

    func overview(_ report: AlignmentReport, analyses: [String: DocumentAnalysis]) -> TemplateValue {
        var fields = headings
        fields["summary"] = .string(summary(report))
        fields["stale_checked"] = .bool(report.checkedStaleness)
        fields["totals"] = .list(report.totals.map { total in
            ["name": .string(languageName(total.language)), "detail": .string(totalDetail(total))]
        })
        fields["languages"] = .list(report.languages.map { .string(languageName($0)) })
        let detailed = Set(report.documents.filter(\.hasDetails).map(\.documentID))
        fields["documents"] = .list(report.documents.map { document in
            overviewRow(document, analysis: analyses[document.documentID], detailed: detailed.contains(document.documentID))
        })
        fields["has_unmatched"] = .bool(!report.unmatchedTranslations.isEmpty)
        fields["unmatched"] = .list(report.unmatchedTranslations.map { translation in
            [
                "path": .string(translation.path),
                "languages": .string(translation.languages.map(languageName).joined(separator: text("report_list_separator"))),
                "href": .string(links.document(translation.documentID, detailed: detailed.contains(translation.documentID), in: language)),
                "document": .string(translation.documentID),
                "reason": .string(translation.reason),
            ]
        })
        fields["has_broken_links"] = .bool(!report.brokenLinks.isEmpty)
        fields["broken_links"] = .list(report.brokenLinks.map { link in
            [
                "target": .string(link.target),
                "location": .string(link.location?.description ?? ""),
                "href": .string(links.document(link.documentID, detailed: detailed.contains(link.documentID), in: language)),
                "document": .string(link.documentID),
            ]
        })
        return .object(fields)
    }

    /// The one-line summary: documents, coverage per language, problem counts.
    private func summary(_ report: AlignmentReport) -> String {
        let coverage = report.totals.map { total in
            text("report_summary_language", [
                "language": text("lang_\(total.language.rawValue)"),
                "percent": total.percent.map { ReportFormat.percent($0) } ?? "–",
                "done": String(total.translated), "total": String(total.englishBlocks),
            ])
        }.joined(separator: text("report_list_separator"))
        return text("report_summary", [
            "documents": String(report.documents.count), "coverage": coverage,
            "errors": String(report.errorCount), "warnings": String(report.warningCount),
        ])
    }

    private func totalDetail(_ total: LanguageTotals) -> String {
        var detail = total.percent.map(ReportFormat.percent) ?? text("report_no_english")
        detail += " · \(total.translated)/\(total.englishBlocks)"
        detail += " · \(text("report_errors")) \(total.errors) · \(text("report_warnings")) \(total.warnings)"
        if total.stale > 0 { detail += " · \(text("report_stale")) \(total.stale)" }
        return detail
    }

    private func overviewRow(_ document: DocumentReport, analysis: DocumentAnalysis?, detailed: Bool) -> TemplateValue {
        let title = title(of: document, analysis)
        let errors = document.problems.filter { $0.severity == .error }.count
        let warnings = document.problems.count - errors
        var detail = document.title == title ? document.documentID : "\(document.title) · \(document.documentID)"
        detail += " · \(text("report_errors")) \(errors) · \(text("report_warnings")) \(warnings)"
        return [
            "href": .string(links.document(document.documentID, detailed: detailed, in: language)),
            "title": .string(title),
            "detail": .string(detail),
            "cells": .list(document.coverage.map { entry in
                [
                    "status": .string(entry.status.rawValue),
                    "value": .string(entry.percent.map(ReportFormat.percent) ?? "–"),
                    "label": .string(text(entry.status.stringKey)),
                ]
            }),
        ]
    }

    // MARK: Drill-down

    func drillDown(_ document: DocumentReport, analysis: DocumentAnalysis?) -> TemplateValue {
        var fields = headings
        fields["back"] = .string(links.overview(from: document.documentID, in: language))
        fields["title"] = .string(text("report_document_title", ["title": title(of: document, analysis)]))
        fields["section_id"] = .string(links.sectionID(document.documentID))
        fields["coverage"] = .list(document.coverage.map(coverageRow))
        fields["has_variants"] = .bool(!document.variants.isEmpty)
        fields["variants"] = .list(document.variants.map(variant))
        let blocks = ReportBlockRows(values: self, documentID: document.documentID, analysis: analysis)
        fields["languages"] = .list(document.coverage.filter { !($0.problems.isEmpty && $0.missing.isEmpty && $0.extra.isEmpty) }.map { entry in
            let (rows, total) = blocks.rows(entry)
            return [
                "anchor": .string(links.languageAnchor(document.documentID, entry.language)),
                "name": .string(languageName(entry.language)),
                "rows": .list(rows),
                "capped": rows.count < total ? .string(text("report_rows_capped", ["shown": String(rows.count), "total": String(total)])) : .null,
            ]
        })
        fields["no_problems"] = .bool(document.problems.isEmpty && document.coverage.allSatisfy { $0.missing.isEmpty && $0.extra.isEmpty })
        return .object(fields)
    }

    private func coverageRow(_ entry: DocumentCoverage) -> TemplateValue {
        [
            "name": .string(languageName(entry.language)),
            "status": .string(entry.status.rawValue),
            "label": .string(text(entry.status.stringKey)),
            "english_blocks": .int(entry.englishBlocks),
            "translated": .int(entry.translated),
            "percent": .string(entry.percent.map(ReportFormat.percent) ?? "–"),
            "missing": .int(entry.missing.count),
            "extra": .int(entry.extra.count),
            "notes": .int(entry.notes.count),
            "errors": .int(entry.errorCount),
            "warnings": .int(entry.warningCount),
        ]
    }

    /// Two sources of one language side by side, with the sentences only each one has.
    private func variant(_ problem: ReportProblem) -> TemplateValue {
        var differences: [SentenceDifference] = []
        if case .sentences(let found) = problem.detail { differences = found }
        return [
            "has_columns": .bool(!differences.isEmpty),
            "column_count": .int(differences.count),
            "columns": .list(differences.map { difference in
                [
                    "header": .string(text("report_only_in", ["location": difference.location.description])),
                    "lang": .string(problem.language.rawValue),
                    "sentences": TemplateValue(strings: difference.sentences),
                ]
            }),
            "problems": problems([problem]),
        ]
    }

    /// `report-problems.html`: severity, kind, message and where to edit, for each problem.
    func problems(_ problems: [ReportProblem]) -> TemplateValue {
        .list(problems.map { problem in
            [
                "severity": .string(problem.severity.rawValue),
                "severity_label": .string(text("severity_\(problem.severity.rawValue)")),
                "kind": .string(problem.kind.rawValue),
                "kind_label": .string(text(problem.kind.stringKey)),
                "message": .string(problem.message),
                "location": TemplateValue(problem.primaryLocation?.description),
            ]
        })
    }

    func label(_ key: String, _ values: [String: String] = [:]) -> String { text(key, values) }
}
