import Model

/// Resolves a link or image destination of a page's text, written in the file at
/// `sourcePath`: the `href` to write (still vetted by the safety check), and the local
/// reference it is, if any. The site's resolver maps page links to pages and local files to
/// their copies in the site.
public protocol LinkResolving: Sendable {
    func resolve(_ destination: String, isImage: Bool, from sourcePath: String) -> ResolvedLink
}

public struct ResolvedLink: Sendable, Equatable {
    public var href: String
    /// What the destination was found to be; its line is set by the renderer.
    public var reference: LocalReference?

    public init(href: String, reference: LocalReference? = nil) {
        self.href = href
        self.reference = reference
    }
}
