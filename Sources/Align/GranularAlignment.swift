import Model
import Support

/// Aligns at the granularity each place needs. Whole blocks first: a list translated by a list
/// of as many items pairs whole, as most do. Where a list is not (its items became
/// paragraphs, paragraphs became its items, items were dropped or merged), its items are
/// aligned one by one in a second alignment, with steps of up to three pieces.
struct GranularAlignment {
    let aligner: TranslationAligner
    let language: LanguageTag
    let english: AlignmentSide
    let translation: AlignmentSide
    /// In a file with its own English: for each translation block, the English units (fine,
    /// on the English side) of the paragraph the translator wrote it next to.
    let neighbours: [Int: Range<Int>]
    let translationFollowsEnglish: Bool

    func align() -> AlignmentOutcome {
        let englishSpans = english.spans, translationSpans = translation.spans
        let blocks = sequences(englishSpans, translationSpans)
        let coarse = aligner.beginAdapting(english: blocks.english, translation: blocks.translation,
                                           language: language, shapes: TranslationAligner.blockShapes)
        let expand = listsToExpand(coarse.first.beads)
        guard !expand.english.isEmpty || !expand.translation.isEmpty else {
            return mapped(coarse.finish(), english: englishSpans, translation: translationSpans)
        }
        let englishRanges = Self.expanding(englishSpans, expand.english)
        let translationRanges = Self.expanding(translationSpans, expand.translation)
        let (englishSequence, translationSequence) = sequences(englishRanges, translationRanges)
        let outcome = aligner.alignAdapting(english: englishSequence, translation: translationSequence, language: language)
        return mapped(outcome, english: englishRanges, translation: translationRanges)
    }

    static func expanding(_ spans: [Range<Int>], _ expanded: Set<Int>) -> [Range<Int>] {
        spans.enumerated().flatMap { index, span in
            expanded.contains(index) ? span.map { $0..<($0 + 1) } : [span]
        }
    }

    /// Lists a block-level step does not simply pair with a list of as many items.
    private func listsToExpand(_ beads: [AlignedBead]) -> (english: Set<Int>, translation: Set<Int>) {
        var englishLists = Set<Int>(), translationLists = Set<Int>()
        for bead in beads {
            let inEnglish = bead.source.filter { english.spans[$0].count > 1 }
            let inTranslation = bead.target.filter { translation.spans[$0].count > 1 }
            guard !inEnglish.isEmpty || !inTranslation.isEmpty else { continue }
            // A loose translated list pairs item by item, as its paragraphs would (see BlockComposer).
            let clean = bead.source.count == 1 && bead.target.count == 1 && inEnglish.count == 1 && inTranslation.count == 1
                && english.spans[inEnglish[0]].count == translation.spans[inTranslation[0]].count
                && !translation.isLooseList(span: inTranslation[0])
            if !clean {
                englishLists.formUnion(inEnglish)
                translationLists.formUnion(inTranslation)
            }
        }
        return (englishLists, translationLists)
    }

    /// The alignment units of both sides at the given granularity; a range of several items
    /// stands for its whole list.
    private func sequences(_ englishRanges: [Range<Int>], _ translationRanges: [Range<Int>])
        -> (english: AlignmentSequence, translation: AlignmentSequence) {
        let englishSequence = englishRanges == english.spans ? english.blockSequence : AlignmentSequence(englishRanges.map(english.unit))
        if neighbours.isEmpty && translationRanges == translation.spans { return (englishSequence, translation.blockSequence) }
        var translationSequence = translationRanges.map(translation.unit)
        if !neighbours.isEmpty {
            // Each neighbour as a range of the English sequence at this granularity.
            var positionOf = Array(repeating: 0, count: english.refs.count)
            for (position, range) in englishRanges.enumerated() { for fine in range { positionOf[fine] = position } }
            for (position, range) in translationRanges.enumerated() {
                let block = translation.refs[range.lowerBound].unit.block
                if let neighbour = neighbours[block], !neighbour.isEmpty {
                    translationSequence[position].neighbour = positionOf[neighbour.lowerBound]..<(positionOf[neighbour.upperBound - 1] + 1)
                }
                translationSequence[position].translationFollowsEnglish = translationFollowsEnglish
            }
        }
        return (englishSequence, AlignmentSequence(translationSequence))
    }

    /// The steps in terms of fine units.
    private func mapped(_ outcome: AlignmentOutcome, english englishRanges: [Range<Int>], translation translationRanges: [Range<Int>]) -> AlignmentOutcome {
        func fine(_ range: Range<Int>, _ ranges: [Range<Int>], end: Int) -> Range<Int> {
            guard !range.isEmpty else {
                let position = range.lowerBound < ranges.count ? ranges[range.lowerBound].lowerBound : end
                return position..<position
            }
            return ranges[range.lowerBound].lowerBound..<ranges[range.upperBound - 1].upperBound
        }
        var result = outcome
        result.beads = outcome.beads.map { bead in
            AlignedBead(source: fine(bead.source, englishRanges, end: english.refs.count),
                        target: fine(bead.target, translationRanges, end: translation.refs.count),
                        score: bead.score, posterior: bead.posterior)
        }
        return result
    }
}

/// One side of an alignment: its finest units (a list's items are units each), grouped into
/// the blocks they make, with the blocks' alignment units made once and the items' made only
/// when a list is aligned item by item.
struct AlignmentSide {
    /// The document's sources, which `refs` index (an index per unit, not a copy of its source,
    /// keeps a side cheap to make and to drop).
    let sources: [ParsedSource]
    let refs: [(source: Int, unit: UnitRef)]
    /// The language of the stream: English, or the translation.
    let stream: LanguageTag
    /// Runs of fine units that make one block: a list's items, or a single unit.
    let spans: [Range<Int>]
    /// One unit per span.
    let blockUnits: [AlignmentUnit]
    /// `blockUnits` as a sequence, made once: the English side aligns with every translation.
    let blockSequence: AlignmentSequence

    init(_ refs: [(source: Int, unit: UnitRef)], in sources: [ParsedSource], stream: LanguageTag) {
        self.sources = sources
        self.refs = refs
        self.stream = stream
        spans = Self.spans(refs, in: sources)
        var extractor = AnchorExtractor()
        var units: [AlignmentUnit] = []
        units.reserveCapacity(spans.count)
        for span in spans {
            let first = refs[span.lowerBound]
            units.append(AlignmentUnit(sources[first.source].blocks, span.count > 1 ? UnitRef(block: first.unit.block, item: nil) : first.unit,
                                       stream: stream, extractor: &extractor))
        }
        if let last = refs.last, !units.isEmpty {
            var lastUnit = [units[units.count - 1]]
            StreamAlignment.markCut(&lastUnit, units: [last.unit], in: sources[last.source].blocks)
            units[units.count - 1] = lastUnit[0]
        }
        blockUnits = units
        blockSequence = AlignmentSequence(units)
    }

    static func spans(_ refs: [(source: Int, unit: UnitRef)], in sources: [ParsedSource]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for (index, entry) in refs.enumerated() {
            let previous = index > 0 ? refs[index - 1] : nil
            if let previous, let last = spans.last, entry.unit.item != nil, previous.unit.item != nil,
               previous.unit.block == entry.unit.block, sources[previous.source].path == sources[entry.source].path {
                spans[spans.count - 1] = last.lowerBound..<(index + 1)
            } else {
                spans.append(index..<(index + 1))
            }
        }
        return spans
    }

    func isLooseList(span: Int) -> Bool {
        let first = refs[spans[span].lowerBound]
        return sources[first.source].blocks[first.unit.block].loose
    }

    /// The unit for a range of fine units: a span's block unit, or one item's.
    func unit(_ range: Range<Int>) -> AlignmentUnit {
        if let span = spanIndex(startingAt: range.lowerBound), spans[span] == range { return blockUnits[span] }
        let entry = refs[range.lowerBound]
        var unit = AlignmentUnit(sources[entry.source].blocks, entry.unit, stream: stream)
        if range.lowerBound == refs.count - 1 { unit.mayBeCut = blockUnits.last?.mayBeCut ?? false }
        return unit
    }

    private func spanIndex(startingAt index: Int) -> Int? {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].lowerBound < index { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].lowerBound == index ? low : nil
    }
}
