import Model

/// Makes a document's analysis: reading order, pairs, coverage, then the checks, each a
/// step below. Holds only immutable inputs, so documents run in parallel.
///
///     let analyzer = DocumentAnalyzer(languages: [.japanese, .korean], options: .init())
///     let analysis = analyzer.analyse(document, statistics: DocumentMarkdown(statisticsOf: document).statistics)
public struct DocumentAnalyzer: Sendable {
    public let languages: [LanguageTag]
    public let options: AlignmentReport.Options

    public init(languages: [LanguageTag], options: AlignmentReport.Options = .init()) {
        self.languages = Array(Set(languages)).filter { $0 != .english && $0 != .undetermined }.sorted()
        self.options = options
    }

    /// `statistics` are the Markdown statistics of every block text, by position in
    /// `document.allBlocks` (`DocumentMarkdown.statistics`).
    public func analyse(_ document: Document, statistics: [[LanguageTag: MarkdownStats]]) -> DocumentAnalysis {
        let blocks = ReadingOrder.blocks(of: document)
        let pairs = TranslationPair.all(in: blocks, documentID: document.id, languages: Set(languages))
        let profiles = DocumentProfiles(blocks, languages: Set(languages))
        var texts = DocumentTexts(blocks: blocks, statistics: statistics)
        var checks = DocumentChecks(documentID: document.id, blocks: blocks, languages: languages, options: options)
        checks.findUntranslatedEnglish(profiles: profiles)
        checks.checkPairs(pairs, texts: &texts, profiles: profiles)
        checks.compareSectionStructure(pairs, texts: texts)
        return DocumentAnalysis(
            document: document, blocks: blocks, languages: languages, pairs: pairs,
            coverage: Dictionary(uniqueKeysWithValues: ([.english] + languages).map { ($0, Coverage.count(blocks, language: $0)) }),
            contentBlockCounts: Self.contentBlockCounts(blocks), findings: checks.findings(),
            variants: SourceVariants.problems(documentID: document.id, blocks: blocks, languages: Set(languages + [.english])),
            lengthSamples: profiles.lengthSamples(blocks, languages: languages, minimumConfidence: options.lowConfidence),
            brokenLinks: BrokenLink.all(in: document, statistics: statistics))
    }

    private static func contentBlockCounts(_ blocks: [AnalysedBlock]) -> [LanguageTag: Int] {
        var counts: [LanguageTag: Int] = [:]
        for block in blocks where block.isContent {
            for language in block.languages { counts[language, default: 0] += 1 }
        }
        return counts
    }
}
