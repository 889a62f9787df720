/// What a Markdown document contains, for translation reports that compare a
/// translation with its English source.
///
/// Counts are over the parsed document tree, so a link inside an image's
/// description still counts as a link even though it renders as alt text.
public struct MarkdownStats: Sendable, Equatable {
    public var headings = 0
    public var listItems = 0
    public var links = 0
    public var images = 0
    public var codeSpans = 0
    public var codeBlocks = 0
    /// Link destinations as written in the source (entities and escapes decoded),
    /// before any link rewriting. Image sources are not included.
    public var linkDestinations: Set<String> = []
    /// The text of every code span, in document order.
    public var codeSpanTexts: [String] = []
    /// Text and code without markup: each block ends with a newline, a soft break
    /// becomes a space and a hard break a newline. Image descriptions are included;
    /// raw HTML is not.
    public var plainText = ""

    public init() {}
}
