import Foundation

/// Where the preview server's responses come from: the built site on disk
/// (`DirectorySiteStore`) or an in-memory snapshot (`MemorySiteStore`).
///
/// One call resolves one request completely, including the 404 page, so a store
/// that swaps its content can answer every request from a single version.
public protocol SiteStore: Sendable {
    func resolve(_ path: RequestPath) -> SiteResolution
}

/// One file of the site, with its strong ETag computed once from its bytes.
public struct SiteFile: Sendable {
    /// The path relative to the site root (`guides/index.html`); its extension
    /// picks the `Content-Type`.
    public let path: String
    public let bytes: Data
    /// A quoted strong entity tag, e.g. `"1a2b-3c4d5e6f7a8b9c0d"`.
    public let etag: String

    public init(path: String, bytes: Data) {
        self.init(path: path, bytes: bytes, etag: EntityTag.strong(for: bytes))
    }

    init(path: String, bytes: Data, etag: String) {
        self.path = path
        self.bytes = bytes
        self.etag = etag
    }
}

/// The answer of a store for one request path.
public enum SiteResolution: Sendable {
    case file(SiteFile)
    /// A directory asked for without the trailing slash: the server redirects
    /// so that relative links inside its `index.html` resolve.
    case directoryWithoutSlash
    /// Nothing there; `page` is the site's own `404.html` if it has one.
    case notFound(page: SiteFile?)
}

/// What a single path names in a site, before directory and 404 rules apply.
enum SiteEntry {
    case file(SiteFile)
    case directory
    case missing
}

/// The shared mapping rules over anything that can say what lies at a path.
protocol SiteTree {
    func entry(at path: RequestPath) -> SiteEntry
}

extension SiteTree {
    func resolveRequest(_ path: RequestPath) -> SiteResolution {
        switch entry(at: path) {
        case .file(let file):
            // "/style.css/" names a directory that does not exist.
            if path.hasTrailingSlash { return notFound() }
            return .file(file)
        case .directory:
            guard path.hasTrailingSlash else { return .directoryWithoutSlash }
            // No directory listings: a directory without index.html is a 404.
            if case .file(let index) = entry(at: path.index) { return .file(index) }
            return notFound()
        case .missing:
            return notFound()
        }
    }

    private func notFound() -> SiteResolution {
        let page = RequestPath(segments: ["404.html"], hasTrailingSlash: false)
        if case .file(let file) = entry(at: page) { return .notFound(page: file) }
        return .notFound(page: nil)
    }
}
