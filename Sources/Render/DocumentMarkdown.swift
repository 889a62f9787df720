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
    /// The fields, in one box its copies share: a copy costs one retain, not one per field.
    struct Fields: Sendable {
        var html: [[LanguageTag: String]]
        var statistics: [[LanguageTag: MarkdownStats]]
        var parsedTexts: Int
        var references: [(reference: LocalReference, location: SourceLocation?)]
        /// `references` without their places, made once: serve's keys compare this array,
        /// the same one every run while the document is.
        var localReferences: [LocalReference]

        init(html: [[LanguageTag: String]], statistics: [[LanguageTag: MarkdownStats]], parsedTexts: Int,
             references: [(reference: LocalReference, location: SourceLocation?)]) {
            self.html = html
            self.statistics = statistics
            self.parsedTexts = parsedTexts
            self.references = references
            localReferences = references.map(\.reference)
        }
    }

    private var fields: Shared<Fields>

    /// Per block, per language; empty dictionaries when only statistics were asked for.
    public var html: [[LanguageTag: String]] { fields.value.html }
    /// Per block, per language. Plain prose is read without a parser (see
    /// `MarkdownStats.init(plainProse:)`), so its statistics are the same whichever way the
    /// text was rendered.
    public var statistics: [[LanguageTag: MarkdownStats]] { fields.value.statistics }
    /// How many texts went through cmark: at most once per text and build is the rule (plain
    /// prose never does).
    public var parsedTexts: Int { fields.value.parsedTexts }
    /// Every local reference of the document's texts with the place it was written (its
    /// block's line in its file), in reading order: found once here, where serve's runs that
    /// reuse this markdown read them (walking every block of every document for them was a
    /// tenth of a second per rebuild at 5,000 documents).
    public var references: [(reference: LocalReference, location: SourceLocation?)] { fields.value.references }
    /// The references alone, in the same order.
    public var localReferences: [LocalReference] { fields.value.localReferences }

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
                let plain = Self.plainProse(text)
                if let plain, let plainHTML = plain.html {
                    blockHTML[language] = plainHTML
                    blockStatistics[language] = plain.statistics
                    continue
                }
                var renderer = renderer
                renderer.options.figures = block.kind == .figure
                if let links {
                    renderer.options.linkResolver = links
                    renderer.options.sourcePath = block.locations[language]?.path ?? ""
                }
                let rendered = renderer.render(references.markdown(for: text, language: language))
                parsed += 1
                blockHTML[language] = rendered.html
                blockStatistics[language] = plain?.statistics ?? rendered.stats
            }
            html.append(blockHTML)
            statistics.append(blockStatistics)
        }
        fields = Shared(Fields(html: html, statistics: statistics, parsedTexts: parsed,
                               references: Self.references(in: document, statistics: statistics)))
    }

    /// A text's statistics when it is plain prose, read without a parser, and its HTML when
    /// that is known too (`PlainProseHTML`; plain prose has no links for the resolver to see).
    /// A text without both goes through cmark.
    static func plainProse(_ text: String) -> (statistics: MarkdownStats, html: String?)? {
        guard let statistics = MarkdownStats(plainProse: text) else { return nil }
        return (statistics, PlainProseHTML.html(ofPlainProse: text))
    }

    /// Statistics only, for reports and exports, which write no HTML: plain prose needs no
    /// parser at all (and has no links). `links` resolves destinations as for the site, so
    /// the statistics hold the same references (the report lists links to missing pages).
    public init(statisticsOf document: Document, links: (any LinkResolving)? = nil) {
        let renderer = MarkdownRenderer()
        let references = LinkReferences(document)
        var parsed = 0
        let statistics: [[LanguageTag: MarkdownStats]] = document.allBlocks.map { block in
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
        fields = Shared(Fields(html: [], statistics: statistics, parsedTexts: parsed,
                               references: Self.references(in: document, statistics: statistics)))
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

    /// The references alone, for a build whose statistics were handed to the search index
    /// (`statistics` then empty): the media step reads only these.
    public var referencesOnly: DocumentMarkdown {
        var copy = self
        var fields = self.fields.value
        (fields.html, fields.statistics) = ([], [])
        copy.fields = Shared(fields)
        return copy
    }

    public func html(at index: Int, _ language: LanguageTag) -> String? {
        index < html.count ? html[index][language] : nil
    }
}
