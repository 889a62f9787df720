import Model

/// Everything the later stages need to know about one document, worked out once from the
/// aligned document and its texts' Markdown statistics: its blocks in reading order with each
/// translation as one value, the translation pairs, coverage per language, and the report's
/// findings. The site, the report, the exports and serve all read this; none recomputes it.
/// It depends on nothing outside the document but its texts' statistics (whose page links the
/// markdown step resolved against the corpus's pages: `brokenLinks`), so documents are analysed
/// in parallel and a document that did not change keeps its analysis (see `Pipeline`).
public struct DocumentAnalysis: Sendable {
    public var document: Document
    /// Headings, blocks and notes in reading order.
    public var blocks: [AnalysedBlock]
    /// The translation languages analysed, sorted.
    public var languages: [LanguageTag]
    /// In reading order, language by language within a block.
    public var pairs: [TranslationPair]
    /// For English and every analysed language.
    public var coverage: [LanguageTag: Coverage]
    /// Content blocks per language with text of their own (any language, `und` too).
    public var contentBlockCounts: [LanguageTag: Int]
    /// Per analysed language, in reading order.
    var findings: [LanguageTag: [Finding]]
    /// Sources of one language that disagree (no translation involved).
    public var variants: [ReportProblem]
    /// Log length ratios of confident single-block pairs, per language: the corpus's ratios
    /// are learnt from these.
    public var lengthSamples: [LanguageTag: [Double]]
    /// Links in its texts to pages that are not in the content, in reading order.
    public var brokenLinks: [BrokenLink]

    public var id: String { document.id }

    /// The coverage in `language`; an empty count for a language the analysis did not look at.
    public func coverage(in language: LanguageTag) -> Coverage {
        coverage[language] ?? Coverage.count(blocks, language: language)
    }

    /// Languages with content of their own, sorted: a page in one of them shows the document in it.
    public var contentLanguages: [LanguageTag] { contentBlockCounts.keys.sorted() }
}
