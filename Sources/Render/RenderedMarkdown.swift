import Model

/// The result of rendering one Markdown document.
public struct RenderedMarkdown: Sendable, Equatable {
    public var html: String
    public var stats: MarkdownStats

    public init(html: String, stats: MarkdownStats) {
        self.html = html
        self.stats = stats
    }
}
