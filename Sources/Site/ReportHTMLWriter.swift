import Analysis
import Model

/// Writes the report's HTML: an overview (totals, coverage table, document list) and a
/// drill-down per document that shows each problem block side by side, English beside the
/// translation, with the problems under it. Uses the site's shared table classes
/// (`data-table inset-grouped`, `table-view inset-grouped` with `cell value1` and
/// `cell subtitle` rows); the styling is the site's (or the standalone page's) job.
///
/// Content is shown as escaped plain Markdown, never rendered: the report is about the source
/// text, and escaping keeps it safe whatever the content holds.
struct ReportHTMLWriter {
    /// How pages link to each other.
    enum Links {
        /// Separate pages: the overview links `DOC/`, a document page links `../` back and
        /// `../../../DOC/#b-BLOCK` to the block on the document's page in the site.
        case site
        /// One page: `#doc-DOC` anchors, no links into a site.
        case standalone
    }

    let report: AlignmentReport
    let documents: [String: DocumentAnalysis]
    /// The page's interface language (strings, titles).
    let language: LanguageTag
    let strings: [String: String]
    let links: Links
    /// Documents that get a drill-down page.
    let detailed: Set<String>

    init(report: AlignmentReport, analyses: [DocumentAnalysis], language: LanguageTag, strings: [String: String], links: Links) {
        self.report = report
        var documents: [String: DocumentAnalysis] = [:]
        for analysis in analyses { documents[analysis.id] = analysis }
        self.documents = documents
        self.language = language
        self.strings = strings
        self.links = links
        detailed = Set(report.documents.filter(\.hasDetails).map(\.documentID))
    }

    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        HTMLText.escape(ReportStrings.lookup(key, in: strings, values))
    }

    func languageName(_ tag: LanguageTag) -> String {
        let name = ReportStrings.lookup("lang_\(tag.rawValue)", in: strings)
        return name == "lang_\(tag.rawValue)" ? tag.rawValue : "\(name) (\(tag.rawValue))"
    }

    /// The document's drill-down; in the site, a document with nothing to drill into (fully
    /// translated, no problems) links to its own page instead.
    func documentHref(_ id: String) -> String {
        switch links {
        case .site:
            return detailed.contains(id) ? HTMLText.pathSegment(id) + "/" : "../../" + HTMLText.pathSegment(id) + "/"
        case .standalone: return "#doc-" + HTMLText.pathSegment(id)
        }
    }

    func title(of report: DocumentReport) -> String {
        documents[report.documentID]?.document.title(in: language) ?? report.title
    }

    /// The one-line summary in the page's language (`report.summary` and
    /// `report.summary-language` in the string table).
    func summary() -> String {
        // Parts stay unescaped here: the whole line is escaped once below.
        let coverage = report.totals.map { total in
            ReportStrings.lookup("report_summary_language", in: strings, [
                "language": ReportStrings.lookup("lang_\(total.language.rawValue)", in: strings),
                "percent": total.percent.map { ReportFormat.percent($0) } ?? "–",
                "done": String(total.translated), "total": String(total.englishBlocks),
            ])
        }.joined(separator: ReportStrings.lookup("report_list_separator", in: strings))
        return text("report_summary", [
            "documents": String(report.documents.count), "coverage": coverage,
            "errors": String(report.errorCount), "warnings": String(report.warningCount),
        ])
    }

    // MARK: Overview

    func overview(headingLevel h: Int) -> String {
        var html = "<h\(h)>\(text("report_title"))</h\(h)>\n"
        html += "<p class=\"report-summary\">\(summary())</p>\n"
        if !report.checkedStaleness { html += "<p class=\"report-note\">\(text("report_staleness_unchecked"))</p>\n" }

        html += "<h\(h + 1)>\(text("report_totals"))</h\(h + 1)>\n<ul class=\"table-view inset-grouped report-totals\">\n"
        for total in report.totals {
            var detail = total.percent.map(ReportFormat.percent) ?? ReportStrings.lookup("report_no_english", in: strings)
            detail += " · \(total.translated)/\(total.englishBlocks)"
            detail += " · \(ReportStrings.lookup("report_errors", in: strings)) \(total.errors)"
            detail += " · \(ReportStrings.lookup("report_warnings", in: strings)) \(total.warnings)"
            if total.stale > 0 { detail += " · \(ReportStrings.lookup("report_stale", in: strings)) \(total.stale)" }
            html += "<li class=\"cell value1\"><span class=\"cell-title\">\(HTMLText.escape(languageName(total.language)))</span>"
            html += "<span class=\"cell-detail\">\(HTMLText.escape(detail))</span></li>\n"
        }
        html += "</ul>\n"

        html += "<h\(h + 1)>\(text("report_coverage"))</h\(h + 1)>\n<table class=\"data-table inset-grouped report-coverage\">\n<thead><tr>"
        html += "<th scope=\"col\">\(text("report_document"))</th>"
        for tag in report.languages { html += "<th scope=\"col\">\(HTMLText.escape(languageName(tag)))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for document in report.documents {
            html += "<tr><th scope=\"row\"><a href=\"\(documentHref(document.documentID))\">\(HTMLText.escape(title(of: document)))</a></th>"
            for coverage in document.coverage { html += coverageCell(coverage) }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"

        html += "<h\(h + 1)>\(text("report_documents"))</h\(h + 1)>\n<ul class=\"table-view inset-grouped report-documents\">\n"
        for document in report.documents {
            let problems = document.problems
            let errors = problems.filter { $0.severity == .error }.count, warnings = problems.count - errors
            var detail = document.title == title(of: document) ? document.documentID : "\(document.title) · \(document.documentID)"
            detail += " · \(ReportStrings.lookup("report_errors", in: strings)) \(errors) · \(ReportStrings.lookup("report_warnings", in: strings)) \(warnings)"
            html += "<li class=\"cell subtitle\"><a href=\"\(documentHref(document.documentID))\">"
            html += "<span class=\"cell-title\">\(HTMLText.escape(title(of: document)))</span>"
            html += "<span class=\"cell-detail\">\(HTMLText.escape(detail))</span></a></li>\n"
        }
        html += "</ul>\n"
        return html
    }

    func coverageCell(_ entry: DocumentCoverage) -> String {
        let coverage = entry.counts
        let value = coverage.percent.map(ReportFormat.percent) ?? "–"
        let status = text(coverage.status.stringKey)
        return "<td class=\"status-\(coverage.status.rawValue)\" data-status=\"\(coverage.status.rawValue)\">\(HTMLText.escape(value)) <span class=\"status\">\(status)</span></td>"
    }

    // MARK: Drill-down

    func documentPage(_ documentReport: DocumentReport, headingLevel h: Int) -> String {
        let document = documents[documentReport.documentID]
        var html = ""
        let back = links == .site ? "../" : "#report-top"
        html += "<p class=\"report-back\"><a href=\"\(back)\">\(text("report_back"))</a></p>\n"
        html += "<h\(h)>\(text("report_document_title", ["title": title(of: documentReport)]))</h\(h)>\n"

        html += "<table class=\"data-table inset-grouped report-coverage\">\n<thead><tr>"
        for key in ["report_language", "report_status", "report_english_blocks", "report_translated", "report_coverage",
                    "report_missing", "report_extra", "report_notes", "report_errors", "report_warnings"] {
            html += "<th scope=\"col\">\(text(key))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for entry in documentReport.coverage {
            let coverage = entry.counts
            html += "<tr><th scope=\"row\">\(HTMLText.escape(languageName(coverage.language)))</th>"
            html += "<td class=\"status-\(coverage.status.rawValue)\">\(text(coverage.status.stringKey))</td>"
            html += "<td>\(coverage.englishBlocks)</td><td>\(coverage.translated)</td>"
            html += "<td>\(HTMLText.escape(coverage.percent.map(ReportFormat.percent) ?? "–"))</td>"
            html += "<td>\(coverage.missing.count)</td><td>\(coverage.extra.count)</td><td>\(coverage.notes.count)</td>"
            html += "<td>\(entry.errorCount)</td><td>\(entry.warningCount)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"

        if !documentReport.variants.isEmpty {
            html += "<h\(h + 1)>\(text("report_variants"))</h\(h + 1)>\n"
            for problem in documentReport.variants { html += variantTable(problem) }
        }

        for coverage in documentReport.coverage where !(coverage.problems.isEmpty && coverage.missing.isEmpty && coverage.extra.isEmpty) {
            let anchor = "\(links == .standalone ? "doc-\(HTMLText.pathSegment(documentReport.documentID))-" : "")lang-\(coverage.language.rawValue)"
            html += "<h\(h + 1) id=\"\(anchor)\">\(HTMLText.escape(languageName(coverage.language)))</h\(h + 1)>\n"
            html += blockTable(coverage, document: document)
        }
        if documentReport.problems.isEmpty && documentReport.coverage.allSatisfy({ $0.missing.isEmpty && $0.extra.isEmpty }) {
            html += "<p class=\"report-note\">\(text("report_no_problems"))</p>\n"
        }
        return html
    }

    /// The problem, missing and extra blocks of one language, in reading order: English beside
    /// the translation, the problems in a row below.
    func blockTable(_ coverage: DocumentCoverage, document: DocumentAnalysis?) -> String {
        let tag = coverage.language
        var problemsByBlock: [String: [ReportProblem]] = [:]
        var sectionProblems: [String: [ReportProblem]] = [:]
        for problem in coverage.problems {
            if let block = problem.blockID { problemsByBlock[block, default: []].append(problem) } else { sectionProblems[problem.sectionID, default: []].append(problem) }
        }
        let documentID = document?.id ?? ""
        let missing = Set(coverage.missing), extra = Set(coverage.extra)
        var html = "<table class=\"data-table inset-grouped side-by-side report-blocks\">\n<thead><tr>"
        html += "<th scope=\"col\">\(text("report_english"))</th><th scope=\"col\">\(HTMLText.escape(languageName(tag)))</th></tr></thead>\n"
        var section: String?
        for block in document?.blocks ?? [] {
            if block.sectionID != section {
                section = block.sectionID
                if let problems = sectionProblems[block.sectionID] {
                    let heading = block.kind == .heading ? block : nil
                    let name = heading?.english?.text ?? heading?.text(tag) ?? block.sectionID
                    html += "<tbody class=\"report-section\"><tr><th colspan=\"2\" scope=\"rowgroup\">\(text("report_section", ["title": name]))</th></tr>\n"
                    html += "<tr class=\"report-problems\"><td colspan=\"2\">\(problemList(problems))</td></tr></tbody>\n"
                }
            }
            let problems = problemsByBlock[block.id] ?? []
            guard !problems.isEmpty || missing.contains(block.id) || extra.contains(block.id) else { continue }
            html += "<tbody id=\"\(rowID(documentID, block.id, tag))\">\n<tr>"
            html += textCell(block, .english, problems: problems, missingKey: "report_no_english",
                             pageLink: pageLink(documentID, block.id, tag))
            html += textCell(block, tag, problems: [], missingKey: "report_not_translated")
            html += "</tr>\n"
            if !problems.isEmpty { html += "<tr class=\"report-problems\"><td colspan=\"2\">\(problemList(problems))</td></tr>\n" }
            html += "</tbody>\n"
        }
        html += "</table>\n"
        return html
    }

    /// The block on the document's page in the site (`/LANG/DOC/#b-BLOCK`), from the drill-down
    /// page at `/LANG/reports/alignment/DOC/`.
    func pageLink(_ documentID: String, _ blockID: String, _ tag: LanguageTag) -> String? {
        guard links == .site else { return nil }
        return "../../../\(HTMLText.pathSegment(documentID))/#b-\(HTMLText.pathSegment(blockID))"
    }

    /// Unique on the page: the standalone page holds every document, so its ids name the document.
    func rowID(_ documentID: String, _ blockID: String, _ tag: LanguageTag) -> String {
        let prefix = links == .standalone ? "doc-\(HTMLText.pathSegment(documentID))-" : ""
        return prefix + "\(tag.rawValue)-b-\(HTMLText.pathSegment(blockID))"
    }

    /// One side of a pair. The English side of a stale pair shows what changed since the
    /// translation was accepted, with `<del>` and `<ins>`.
    func textCell(_ block: AnalysedBlock, _ tag: LanguageTag, problems: [ReportProblem], missingKey: String, pageLink: String? = nil) -> String {
        guard let content = block.text(tag) else {
            return "<td class=\"report-missing\"><em>\(text(missingKey))</em></td>"
        }
        var html = "<td lang=\"\(HTMLText.escape(tag.rawValue))\">"
        // No white space between the spans: the cell keeps the text's own line breaks.
        if block.locations[tag] != nil || pageLink != nil {
            html += "<span class=\"report-location\">"
            html += HTMLText.escape(block.locations[tag]?.description ?? "")
            if let pageLink {
                html += " <a class=\"report-view\" href=\"\(HTMLText.escape(pageLink))\">\(text("report_view_block"))</a>"
            }
            html += "</span>"
        }
        if tag == .english, let diff = problems.lazy.compactMap({ problem -> WordDiff? in
            if case .englishChange(let diff) = problem.detail { return diff }
            return nil
        }).first {
            html += "<span class=\"report-text\">\(diffHTML(diff))</span>"
        } else {
            html += "<span class=\"report-text\">\(HTMLText.escape(content))</span>"
        }
        return html + "</td>"
    }

    func diffHTML(_ diff: WordDiff) -> String {
        diff.segments.map { segment in
            switch segment {
            case .same(let words): HTMLText.escape(words)
            case .removed(let words): "<del>\(HTMLText.escape(words))</del>"
            case .added(let words): "<ins>\(HTMLText.escape(words))</ins>"
            }
        }.joined(separator: " ")
    }

    func problemList(_ problems: [ReportProblem]) -> String {
        var html = "<ul class=\"report-problem-list\">"
        for problem in problems {
            html += "<li class=\"problem \(problem.severity.rawValue)\" data-problem=\"\(problem.kind.rawValue)\">"
            html += "<span class=\"severity\">\(text("severity_\(problem.severity.rawValue)"))</span> "
            html += "<strong>\(text(problem.kind.stringKey))</strong>: \(HTMLText.escape(problem.message))"
            if let location = problem.primaryLocation {
                html += " <span class=\"report-location\">\(HTMLText.escape(location.description))</span>"
            }
            html += "</li>"
        }
        return html + "</ul>"
    }

    /// Two sources of one language side by side, with the sentences only each one has.
    func variantTable(_ problem: ReportProblem) -> String {
        guard case .sentences(let differences) = problem.detail, !differences.isEmpty else {
            return "<p>\(problemList([problem]))</p>\n"
        }
        var html = "<table class=\"data-table inset-grouped side-by-side report-variants\">\n<thead><tr>"
        for difference in differences {
            html += "<th scope=\"col\">\(text("report_only_in", ["location": difference.location.description]))</th>"
        }
        html += "</tr></thead>\n<tbody><tr>"
        for difference in differences {
            html += "<td lang=\"\(HTMLText.escape(problem.language.rawValue))\">"
            html += difference.sentences.map { "<p>\(HTMLText.escape($0))</p>" }.joined()
            html += "</td>"
        }
        html += "</tr>\n<tr class=\"report-problems\"><td colspan=\"\(differences.count)\">\(problemList([problem]))</td></tr></tbody>\n</table>\n"
        return html
    }
}
