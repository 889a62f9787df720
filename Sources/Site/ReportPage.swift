import Model

/// One page of the HTML report, for the site generator to wrap in its page layout.
public struct ReportPage: Hashable, Sendable {
    /// The document of a drill-down; nil for the overview.
    public var documentID: String?
    /// Plain text (the layout escapes it for `<title>`).
    public var title: String
    /// The content of `<main>`: trusted HTML, every piece of content in it escaped.
    public var bodyHTML: String

    public init(documentID: String?, title: String, bodyHTML: String) {
        self.documentID = documentID
        self.title = title
        self.bodyHTML = bodyHTML
    }

    /// The page's folder in `language` (`ko/reports/alignment/split-views/`).
    func folder(in language: LanguageTag) -> String {
        documentID.map { SitePaths.reportDocument($0, in: language) } ?? SitePaths.report(in: language)
    }

    /// The file the page is written to.
    func path(in language: LanguageTag) -> String {
        SitePaths.file(folder(in: language))
    }
}
