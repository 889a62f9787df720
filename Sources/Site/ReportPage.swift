/// One page of the HTML report, for the site generator to wrap in its page layout.
public struct ReportPage: Hashable, Sendable {
    /// Relative to the site root: `ko/reports/alignment/index.html`,
    /// `ko/reports/alignment/split-views/index.html`.
    public var path: String
    /// Plain text (the layout escapes it for `<title>`).
    public var title: String
    /// The content of `<main>`: trusted HTML, every piece of content in it escaped.
    public var bodyHTML: String

    public init(path: String, title: String, bodyHTML: String) {
        self.path = path
        self.title = title
        self.bodyHTML = bodyHTML
    }
}
