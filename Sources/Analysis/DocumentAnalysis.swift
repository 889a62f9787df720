import Model
import Support

/// Everything the later stages need to know about one document, worked out once from the
/// aligned document and its texts' Markdown statistics: its blocks in reading order with each
/// translation as one value, the translation pairs, coverage per language, and the report's
/// findings. The site, the report, the exports and serve all read this; none recomputes it.
/// It depends on nothing outside the document but its texts' statistics (whose page links the
/// markdown step resolved against the corpus's pages: `brokenLinks`), so documents are analysed
/// in parallel and a document that did not change keeps its analysis (see `Pipeline`).
public struct DocumentAnalysis: Sendable {
    /// The fields, in one box its copies share: a copy costs one retain, not one per field.
    struct Fields: Sendable {
        var document: Document
        var blocks: [AnalysedBlock]
        var languages: [LanguageTag]
        var pairs: [TranslationPair]
        var coverage: [LanguageTag: Coverage]
        var contentBlockCounts: [LanguageTag: Int]
        var findings: [LanguageTag: [Finding]]
        var variants: [ReportProblem]
        var lengthSamples: [LanguageTag: [Double]]
        var brokenLinks: [BrokenLink]
    }

    private var fields: Shared<Fields>

    public var document: Document {
        get { fields.value.document }
        _modify { yield &fields.value.document }
    }
    /// Headings, blocks and notes in reading order.
    public var blocks: [AnalysedBlock] {
        get { fields.value.blocks }
        _modify { yield &fields.value.blocks }
    }
    /// The translation languages analysed, sorted.
    public var languages: [LanguageTag] {
        get { fields.value.languages }
        _modify { yield &fields.value.languages }
    }
    /// In reading order, language by language within a block.
    public var pairs: [TranslationPair] {
        get { fields.value.pairs }
        _modify { yield &fields.value.pairs }
    }
    /// For English and every analysed language.
    public var coverage: [LanguageTag: Coverage] {
        get { fields.value.coverage }
        _modify { yield &fields.value.coverage }
    }
    /// Content blocks per language with text of their own (any language, `und` too).
    public var contentBlockCounts: [LanguageTag: Int] {
        get { fields.value.contentBlockCounts }
        _modify { yield &fields.value.contentBlockCounts }
    }
    /// Per analysed language, in reading order.
    var findings: [LanguageTag: [Finding]] {
        get { fields.value.findings }
        _modify { yield &fields.value.findings }
    }
    /// Sources of one language that disagree (no translation involved).
    public var variants: [ReportProblem] {
        get { fields.value.variants }
        _modify { yield &fields.value.variants }
    }
    /// Log length ratios of confident single-block pairs, per language: the corpus's ratios
    /// are learnt from these.
    public var lengthSamples: [LanguageTag: [Double]] {
        get { fields.value.lengthSamples }
        _modify { yield &fields.value.lengthSamples }
    }
    /// Links in its texts to pages that are not in the content, in reading order.
    public var brokenLinks: [BrokenLink] {
        get { fields.value.brokenLinks }
        _modify { yield &fields.value.brokenLinks }
    }

    init(document: Document, blocks: [AnalysedBlock], languages: [LanguageTag], pairs: [TranslationPair],
         coverage: [LanguageTag: Coverage], contentBlockCounts: [LanguageTag: Int], findings: [LanguageTag: [Finding]],
         variants: [ReportProblem], lengthSamples: [LanguageTag: [Double]], brokenLinks: [BrokenLink]) {
        fields = Shared(Fields(document: document, blocks: blocks, languages: languages, pairs: pairs, coverage: coverage,
                               contentBlockCounts: contentBlockCounts, findings: findings, variants: variants,
                               lengthSamples: lengthSamples, brokenLinks: brokenLinks))
    }

    public var id: String { document.id }

    /// The coverage in `language`; an empty count for a language the analysis did not look at.
    public func coverage(in language: LanguageTag) -> Coverage {
        coverage[language] ?? Coverage.count(blocks, language: language)
    }

    /// Languages with content of their own, sorted: a page in one of them shows the document in it.
    public var contentLanguages: [LanguageTag] { contentBlockCounts.keys.sorted() }
}
