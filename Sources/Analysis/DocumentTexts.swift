import Model

/// The Markdown facts the checks compare, per pair: the statistics of the translation, and of
/// the English it translates with the anchors a translation must keep (for a translation
/// covering several English blocks, of their English read as one text). Statistics come from
/// the one parse of each block (`DocumentMarkdown`); anchors are read once per English block.
struct DocumentTexts {
    let blocks: [AnalysedBlock]
    let statistics: [[LanguageTag: MarkdownStats]]
    private let indexByID: [String: Int]
    private var anchorsByBlock: [Int: TextAnchors] = [:]

    init(blocks: [AnalysedBlock], statistics: [[LanguageTag: MarkdownStats]]) {
        self.blocks = blocks
        self.statistics = statistics
        indexByID = Dictionary(blocks.map { ($0.id, $0.index) }, uniquingKeysWith: { first, _ in first })
    }

    /// The statistics of the block's text in `language`; read off plain prose when the caller
    /// brought none (a test's hand-made document).
    func statistics(_ index: Int, _ language: LanguageTag) -> MarkdownStats {
        if index < statistics.count, let known = statistics[index][language] { return known }
        let text = blocks[index].text(language) ?? ""
        return MarkdownStats(plainProse: text) ?? MarkdownStats()
    }

    func translationStatistics(_ pair: TranslationPair) -> MarkdownStats {
        statistics(pair.blockIndex, pair.language)
    }

    func englishStatistics(_ pair: TranslationPair) -> MarkdownStats {
        guard pair.span > 1 else { return statistics(pair.blockIndex, .english) }
        return MarkdownStats.joined(pair.translation.covers.compactMap { indexByID[$0] }.map { statistics($0, .english) })
    }

    mutating func englishAnchors(_ pair: TranslationPair) -> TextAnchors {
        guard pair.span == 1 else { return TextAnchors(markdown: pair.english, stats: englishStatistics(pair)) }
        if let known = anchorsByBlock[pair.blockIndex] { return known }
        let anchors = TextAnchors(markdown: pair.english, stats: englishStatistics(pair))
        anchorsByBlock[pair.blockIndex] = anchors
        return anchors
    }
}
