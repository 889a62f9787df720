/// Renders CommonMark to HTML through libcmark's node API, with cmark's safe-mode
/// rules: raw HTML is omitted and dangerous link schemes are dropped.
///
/// With default options the HTML is byte-identical to the `cmark` CLI's output.
/// The renderer holds no mutable state, so one instance can be shared by many threads.
///
///     let renderer = MarkdownRenderer(options: .init(headingLevelShift: 1))
///     let page = renderer.render("# Title\n\nSee [buttons](buttons.md).")
///     page.html             // "<h2>Title</h2>\n<p>See <a href=\"buttons.md\">buttons</a>.</p>\n"
///     page.stats.links      // 1
public struct MarkdownRenderer: Sendable {
    public struct Options: Sendable {
        /// Applied to every link and image destination before the safety check,
        /// so a rewritten URL is still vetted. The site uses it for relative links.
        public var linkRewriter: (@Sendable (String) -> String)?
        /// Whether headings get `id` attributes, and how they are made.
        public var headingAnchors: HeadingAnchors
        /// Added to every heading level, clamped to 1...6: with 1, `#` becomes `<h2>`.
        public var headingLevelShift: Int
        /// Resolves every link and image destination (after `linkRewriter`, if any) for the
        /// text of the file `sourcePath`; what it finds goes into `MarkdownStats.references`.
        public var linkResolver: (any LinkResolving)?
        public var sourcePath = ""
        /// Raw HTML is parsed (HTML5, Gumbo) and written through `HTMLAllowlist` instead of
        /// omitted as cmark's safe mode does; off, the output is cmark's own.
        public var allowsHTML = false
        /// Paragraphs of images alone are written as `<figure>`s, their alt text as caption.
        public var figures = false

        public init(
            linkRewriter: (@Sendable (String) -> String)? = nil,
            headingAnchors: HeadingAnchors = .none,
            headingLevelShift: Int = 0
        ) {
            self.linkRewriter = linkRewriter
            self.headingAnchors = headingAnchors
            self.headingLevelShift = headingLevelShift
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses and renders one document, collecting its statistics in the same pass.
    public func render(_ markdown: String) -> RenderedMarkdown {
        CmarkHTMLWriter.render(markdown, options: options)
    }
}
