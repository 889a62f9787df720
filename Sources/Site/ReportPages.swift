import Analysis
import Model

/// The report as pages of the site: `LANG/reports/alignment/` (overview) and
/// `LANG/reports/alignment/DOC-ID/` (a drill-down per document that has problems, missing or
/// extra blocks, notes or source variants; the others link to their own page). The site generator wraps
/// each `bodyHTML` in its page layout and links the overview from its nav.
///
///     let report = AlignmentReport.make(corpus: corpus, lock: lock)
///     for page in ReportPages.render(report: report, corpus: corpus, language: .korean, strings: koStrings) {
///         write(layout(title: page.title, main: page.bodyHTML), to: output + "/" + page.path)
///     }
public enum ReportPages {
    public static let directory = "reports/alignment"

    /// `strings` is the page language's string table (keys as in `ReportStrings.english`;
    /// missing keys fall back to English).
    public static func render(report: AlignmentReport, corpus: Corpus, language: LanguageTag,
                              strings: [String: String]) -> [ReportPage] {
        let writer = ReportHTMLWriter(report: report, corpus: corpus, language: language, strings: strings, links: .site)
        let base = "\(language.rawValue)/\(directory)/"
        var pages = [ReportPage(path: base + "index.html", title: ReportStrings.lookup("report.title", in: strings),
                                bodyHTML: "<article class=\"report\">\n" + writer.overview(headingLevel: 1) + "</article>\n")]
        // A drill-down only where there is something to drill into: at thousands of fully
        // translated documents, thousands of empty pages would double the site.
        for document in report.documents where document.hasDetails {
            let title = ReportStrings.lookup("report.document-title", in: strings, ["title": writer.title(of: document)])
            // A file path, not a URL: the id as it is (links to it are percent-encoded).
            pages.append(ReportPage(path: base + document.documentID + "/index.html", title: title,
                                    bodyHTML: "<article class=\"report report-document\">\n" + writer.documentPage(document, headingLevel: 1) + "</article>\n"))
        }
        return pages
    }
}
