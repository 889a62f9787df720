import Model
import Support

/// Every text of a document's blocks parsed once: the HTML the site's pages show and the
/// statistics the analysis compares. Indices follow `Document.allBlocks` (headings, blocks and
/// notes in reading order).
///
///     let markdown = DocumentMarkdown(document, renderer: siteRenderer)
///     markdown.html(at: 0, .korean)    // "<p>스플릿뷰는 …</p>\n"
///     markdown.statistics[0][.english] // links, code spans, plain text of the English
public struct DocumentMarkdown: Sendable {
    /// Per block, per language; empty dictionaries when only statistics were asked for.
    public let html: [[LanguageTag: String]]
    /// Per block, per language. Plain prose is read without a parser (see
    /// `MarkdownStats.init(plainProse:)`), so its statistics are the same whichever way the
    /// text was rendered.
    public let statistics: [[LanguageTag: MarkdownStats]]
    /// How many texts went through cmark: once per text and build is the rule.
    public let parsedTexts: Int
    /// Every local reference of the document's texts with the place it was written (its
    /// block's line in its file), in reading order: found once here, where serve's runs that
    /// reuse this markdown read them (walking every block of every document for them was a
    /// tenth of a second per rebuild at 5,000 documents).
    public let references: [(reference: LocalReference, location: SourceLocation?)]

    /// HTML and statistics of every text, for builds that write pages.
    /// `links` resolves each text's destinations from the file it came from; figures are
    /// written as `<figure>` with their alt text as caption.
    public init(_ document: Document, renderer: MarkdownRenderer, links: (any LinkResolving)? = nil) {
        var parsed = 0
        var html: [[LanguageTag: String]] = []
        var statistics: [[LanguageTag: MarkdownStats]] = []
        let references = LinkReferences(document)
        for block in document.allBlocks {
            var blockHTML: [LanguageTag: String] = [:]
            var blockStatistics: [LanguageTag: MarkdownStats] = [:]
            for (language, text) in block.text {
                var renderer = renderer
                renderer.options.figures = block.kind == .figure
                if let links {
                    renderer.options.linkResolver = links
                    renderer.options.sourcePath = block.locations[language]?.path ?? ""
                }
                let rendered = renderer.render(references.markdown(for: text, language: language))
                parsed += 1
                blockHTML[language] = rendered.html
                blockStatistics[language] = MarkdownStats(plainProse: text) ?? rendered.stats
            }
            html.append(blockHTML)
            statistics.append(blockStatistics)
        }
        self.html = html
        self.statistics = statistics
        parsedTexts = parsed
        self.references = Self.references(in: document, statistics: statistics)
    }

    /// Statistics only, for reports and exports, which write no HTML: plain prose needs no
    /// parser at all (and has no links). `links` resolves destinations as for the site, so
    /// the statistics hold the same references (the report lists links to missing pages).
    public init(statisticsOf document: Document, links: (any LinkResolving)? = nil) {
        let renderer = MarkdownRenderer()
        let references = LinkReferences(document)
        var parsed = 0
        statistics = document.allBlocks.map { block in
            block.text.map { language, text in
                if let plain = MarkdownStats(plainProse: text) { return (language, plain) }
                parsed += 1
                var renderer = renderer
                if let links {
                    renderer.options.linkResolver = links
                    renderer.options.sourcePath = block.locations[language]?.path ?? ""
                }
                return (language, renderer.render(references.markdown(for: text, language: language)).stats)
            }.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        html = []
        parsedTexts = parsed
        self.references = Self.references(in: document, statistics: self.statistics)
    }

    private static func references(in document: Document, statistics: [[LanguageTag: MarkdownStats]])
        -> [(reference: LocalReference, location: SourceLocation?)] {
        var found: [(LocalReference, SourceLocation?)] = []
        for (index, block) in document.allBlocks.enumerated() where index < statistics.count {
            for language in statistics[index].keys.sorted() {
                for reference in statistics[index][language]?.references ?? [] { found.append((reference, block.locations[language])) }
            }
        }
        return found
    }

    public func html(at index: Int, _ language: LanguageTag) -> String? {
        index < html.count ? html[index][language] : nil
    }
}
