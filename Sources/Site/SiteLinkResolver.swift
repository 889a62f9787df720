import Model
import Render
import Support

/// How the site resolves what a page's text links to: a link to a content file becomes a
/// link to its page in the reader's language (`LinkRewriter`), a link to a page that does not
/// exist is a broken reference, and a local file (image, video, PDF, download) is copied into
/// the site (`MediaCatalog`) and linked there. Absolute URLs and anchors are left alone.
public struct SiteLinkResolver: LinkResolving {
    let pages: LinkRewriter
    /// Nil when only page links are resolved (`hig report`: no site, nothing copied).
    let media: MediaCatalog?
    /// From a document page (`ko/color/`) back to the site root.
    static let pageToRoot = SitePaths.up(2)

    public init(linkTargets: [String: String], media: MediaCatalog?) {
        pages = LinkRewriter(targets: linkTargets)
        self.media = media
    }

    public func resolve(_ destination: String, isImage: Bool, from sourcePath: String) -> ResolvedLink {
        guard let path = Self.localPath(destination) else { return ResolvedLink(href: destination) }
        if !isImage && (path.hasSuffix("/") || LinkRewriter.isPageFileName(path)) {
            let rewritten = pages.rewrite(destination)
            guard rewritten == destination, LinkRewriter.isPageFileName(path) else { return ResolvedLink(href: rewritten) }
            return ResolvedLink(href: destination, reference: LocalReference(destination: destination, file: nil, outcome: .missingPage, line: 0))
        }
        guard let media else { return ResolvedLink(href: destination) }
        let decoded = path.removingPercentEncoding ?? path
        let (file, outcome) = media.resolve(decoded, from: sourcePath)
        let reference = LocalReference(destination: destination, file: file, outcome: outcome, line: 0)
        guard case .resource(let sitePath) = outcome else { return ResolvedLink(href: destination, reference: reference) }
        return ResolvedLink(href: Self.pageToRoot + SitePaths.url(sitePath) + Self.suffix(of: destination), reference: reference)
    }

    /// The path of a relative local destination (`images/a.png`, `../b.md#c` without the
    /// fragment or query), nil for absolute URLs, site-absolute paths, anchors and queries.
    static func localPath(_ destination: String) -> String? {
        // By bytes (every link of every text comes here): the marks are ASCII.
        let bytes = destination.utf8
        guard let first = bytes.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/"), first != UInt8(ascii: "?"),
              first != UInt8(ascii: "\\") else { return nil }
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return nil }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?") { break }
        }
        let path = bytes.prefix { $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "?") }
        return path.isEmpty ? nil : String(Substring(path))
    }

    private static func suffix(of destination: String) -> String {
        destination.firstIndex { $0 == "#" || $0 == "?" }.map { String(destination[$0...]) } ?? ""
    }
}
