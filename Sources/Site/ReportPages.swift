import Analysis
import Model

/// The report as pages of the site: `LANG/reports/alignment/` (overview) and
/// `LANG/reports/alignment/DOC-ID/` (a drill-down per document that has problems, missing or
/// extra blocks, notes or source variants; the others link to their own page). The site generator wraps
/// each `bodyHTML` in its page layout and links the overview from its nav.
///
///     let overview = ReportPages.overview(report: report, analyses: analyses, language: .korean, strings: koStrings)
///     write(layout(title: overview.title, main: overview.bodyHTML), to: overview.path(in: .korean))
public enum ReportPages {
    /// The overview: totals, coverage and every document. `strings` is the page language's
    /// string table (keys as in `ReportStrings.english`; missing keys fall back to English).
    public static func overview(report: AlignmentReport, analyses: [DocumentAnalysis], language: LanguageTag,
                                strings: [String: String]) -> ReportPage {
        let writer = ReportHTMLWriter(report: report, analyses: analyses, language: language, strings: strings, links: .site)
        return ReportPage(documentID: nil, title: ReportStrings.lookup("report_title", in: strings),
                          bodyHTML: "<article class=\"report\">\n" + writer.overview(headingLevel: 1) + "</article>\n")
    }

    /// A document's drill-down, or nil when it has nothing to drill into: at thousands of fully
    /// translated documents, thousands of empty pages would double the site.
    public static func drillDown(_ document: DocumentReport, in report: AlignmentReport, analysis: DocumentAnalysis,
                                 language: LanguageTag, strings: [String: String]) -> ReportPage? {
        guard document.hasDetails else { return nil }
        let writer = ReportHTMLWriter(report: report, analyses: [analysis], language: language, strings: strings, links: .site)
        let title = ReportStrings.lookup("report_document_title", in: strings, ["title": writer.title(of: document)])
        return ReportPage(documentID: document.documentID, title: title,
                          bodyHTML: "<article class=\"report report-document\">\n" + writer.documentPage(document, headingLevel: 1) + "</article>\n")
    }
}
