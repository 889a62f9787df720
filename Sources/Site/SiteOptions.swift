/// What a site build needs besides the documents and the templates.
public struct SiteOptions: Sendable, Hashable {
    /// The absolute URL the site is published at, ending in `/`. Canonical links and the
    /// sitemap need absolute URLs; pages link to each other relatively, so the same output
    /// also works from any folder of a web server.
    public var baseURL: String
    /// The content folder as given to ingest (`Content`): a document's first folder below it
    /// is its navigation group. Nil groups by front matter or initial letter only.
    public var contentRoot: String?
    /// The most document rows one navigation group shows; larger groups are split.
    public var groupLimit: Int
    /// `hig.yaml` and the groups' `_index.LANG.md` files.
    public var configuration = SiteConfiguration()

    public static let defaultBaseURL = "http://localhost:8000/"

    public init(baseURL: String = SiteOptions.defaultBaseURL, contentRoot: String? = "Content", groupLimit: Int = 50) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.contentRoot = contentRoot
        self.groupLimit = max(groupLimit, 2)
    }

    /// The path part of `baseURL` (`/` or `/hig/`): the 404 page is served at any depth, so
    /// its links start from there.
    public var basePath: String {
        guard let schemeEnd = baseURL.range(of: "://") else { return "/" }
        let afterHost = baseURL[schemeEnd.upperBound...]
        guard let slash = afterHost.firstIndex(of: "/") else { return "/" }
        return String(afterHost[slash...])
    }
}
