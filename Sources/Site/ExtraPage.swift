import Model

/// A page another stage renders (an alignment report), placed in the site's layout with the
/// navigation, language picker and string tables of its language.
///
///     ExtraPage(path: "ko/reports/alignment/", language: .korean, title: "정렬 보고서",
///               body: reportHTML, navigationTitle: "정렬 보고서")
public struct ExtraPage: Sendable, Hashable {
    /// The page's folder relative to the site root, starting with its language
    /// (`ko/reports/alignment/`); the page is written as `index.html` inside it. Pages with
    /// the same path after the language are each other's translations.
    public var path: String
    public var language: LanguageTag
    public var title: String
    /// Trusted HTML for the content pane.
    public var body: String
    /// When set, the navigation lists the page under this title.
    public var navigationTitle: String?

    public init(path: String, language: LanguageTag, title: String, body: String, navigationTitle: String? = nil) {
        var folder = path.hasPrefix("/") ? String(path.dropFirst()) : path
        if folder.hasSuffix("index.html") { folder.removeLast("index.html".count) }
        if !folder.isEmpty && !folder.hasSuffix("/") { folder += "/" }
        self.path = folder
        self.language = language
        self.title = title
        self.body = body
        self.navigationTitle = navigationTitle
    }

    /// The path without its language segment, shared by the page's translations.
    var languageIndependentPath: String {
        guard let slash = path.firstIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
