import Model
import Support

/// A translation's units attached to the reference English units they translate.
struct TranslationPiece: Sendable {
    var language: LanguageTag
    /// Index of the source (in the document's source list).
    var source: Int
    var units: [UnitRef]
    /// The reference English units this piece translates.
    var reference: ClosedRange<Int>
    var confidence: Double
    /// Position of the step among the steps of its stream, to tell neighbouring steps.
    var step: Int
}

/// A block without English counterpart (an unmatched translation, a note, a figure), placed
/// before reference unit `gap`.
struct LooseBlock: Sendable {
    var gap: Int
    var source: Int
    var position: UnitRef
    var block: Block
}

/// Aligns one translation stream of one source with the English it translates: the source's
/// own English in an interleaved file, the document's merged English otherwise.
struct StreamAlignment {
    let aligner: TranslationAligner
    let sources: [ParsedSource]
    let reference: EnglishReference
    /// The reference's units, made once for every stream of the document.
    let referenceSide: AlignmentSide

    /// Below this posterior a step is not shown as a translation pair: the blocks stay apart.
    static let minimumPosterior = 0.2

    struct Result {
        var pieces: [TranslationPiece] = []
        var loose: [LooseBlock] = []
        /// Reference position each aligned block of the source reached, for placing notes.
        var reached: [Int: Int] = [:]
    }

    func align(source order: Int, language: LanguageTag, units: [UnitRef], stream: SourceStreams) -> Result {
        let localEnglish = stream.english
        let localToReference = reference.mapping[order] ?? []
        // Every translation aligns with the document's English; in a file that has its own
        // English too, which paragraph the translator wrote it next to is evidence.
        let english = referenceSide
        let toReference: (Int) -> Int = { localToReference[$0] }
        var neighbours: [Int: Range<Int>] = [:]
        var englishOfBlock: [Int: Range<Int>] = [:]
        for (local, unit) in localEnglish.enumerated() {
            let position = localToReference[local]
            let known = englishOfBlock[unit.block] ?? position..<(position + 1)
            englishOfBlock[unit.block] = min(known.lowerBound, position)..<max(known.upperBound, position + 1)
        }
        for (block, englishBlock) in stream.neighbours { neighbours[block] = englishOfBlock[englishBlock] }
        let outcome: AlignmentOutcome
        if language == .undetermined || english.refs.isEmpty {
            // Nothing to align with: every unit stands on its own.
            outcome = AlignmentOutcome(beads: units.indices.map {
                AlignedBead(source: 0..<0, target: $0..<($0 + 1), score: 0, posterior: 1)
            }, bestScore: 0)
        } else {
            outcome = GranularAlignment(aligner: aligner, language: language, english: english,
                                        translation: AlignmentSide(units.map { (order, $0) }, in: sources, stream: language),
                                        neighbours: neighbours, translationFollowsEnglish: stream.translationFollowsEnglish).align()
        }
        return collect(outcome, order: order, language: language, units: units, englishCount: english.refs.count,
                       localEnglish: localEnglish, toReference: { $0 }, localToReference: toReference)
    }

    /// Turns the steps into pieces and loose blocks.
    private func collect(_ outcome: AlignmentOutcome, order: Int, language: LanguageTag, units: [UnitRef], englishCount: Int,
                         localEnglish: [UnitRef], toReference: (Int) -> Int, localToReference: (Int) -> Int) -> Result {
        let source = sources[order]
        var result = Result()
        let matched = outcome.beads.map { !$0.source.isEmpty && !$0.target.isEmpty && $0.posterior >= Self.minimumPosterior }
        // Where a unit without English counterpart goes: in a file that has the English, right
        // after the English it follows there; in a translation-only text, just before the next
        // English unit that has a translation, so that a heading left untranslated keeps the
        // paragraphs written under it.
        var nextMatched = Array(repeating: reference.entries.count, count: outcome.beads.count)
        var upcoming = reference.entries.count
        for (position, bead) in outcome.beads.enumerated().reversed() {
            nextMatched[position] = upcoming
            if matched[position] { upcoming = toReference(bead.source.lowerBound) }
        }
        var pendingLoose: [UnitRef] = []
        var pendingGap = 0
        func flushLoose() {
            guard !pendingLoose.isEmpty else { return }
            result.loose.append(LooseBlock(gap: pendingGap, source: order, position: pendingLoose[0],
                                           block: Self.looseBlock(pendingLoose, in: source)))
            pendingLoose = []
        }
        for (position, bead) in outcome.beads.enumerated() {
            if matched[position] {
                flushLoose()
                let targets = bead.source.map(toReference)
                let pieceUnits = bead.target.map { units[$0] }
                result.pieces.append(TranslationPiece(language: language, source: order, units: pieceUnits,
                                                      reference: targets.min()!...targets.max()!, confidence: bead.posterior,
                                                      step: position))
                for unit in pieceUnits { result.reached[unit.block] = targets.min()! }
            } else if !bead.target.isEmpty {
                // Unmatched, or matched so doubtfully that showing the pair would mislead.
                for target in bead.target {
                    let unit = units[target]
                    let gap: Int
                    if localEnglish.isEmpty {
                        gap = nextMatched[position]
                    } else {
                        let previousEnglish = localEnglish.lastIndex { $0.block < unit.block }
                        gap = previousEnglish.map { localToReference($0) + 1 } ?? 0
                    }
                    // Consecutive items of one list left unmatched stay one list.
                    if let last = pendingLoose.last, last.block != unit.block || last.item == nil || gap != pendingGap { flushLoose() }
                    if pendingLoose.isEmpty { pendingGap = gap }
                    pendingLoose.append(unit)
                    result.reached[unit.block] = gap - 1
                }
            }
        }
        flushLoose()
        return result
    }

    /// A block made of one source's units, in that source's language.
    static func looseBlock(_ units: [UnitRef], in source: ParsedSource) -> Block {
        let first = source.blocks[units[0].block]
        var block = Block(kind: units[0].item == nil ? first.kind : .list, level: first.level)
        block.text[first.language] = BlockText.join(units, in: source.blocks)
        block.locations[first.language] = source.location(line: source.blocks.line(of: units[0]))
        return block
    }

    /// The last unit of a stream may have been cut off with the page it was copied from: it is
    /// the source's last prose, and it stops without ending its sentence.
    static func markCut(_ alignmentUnits: inout [AlignmentUnit], units: [UnitRef], in blocks: [SourceBlock]) {
        guard let last = units.last, let lastContent = blocks.lastIndex(where: { $0.kind.isTranslatable }),
              last.block == lastContent else { return }
        let text = blocks.text(of: last).trimmingWhitespace()
        guard TextNormalising.stopsMidSentence(text) else { return }
        // A heading at the end (a page's footer) is whole; only a fragment of a few letters
        // set apart by the cut is a cut paragraph.
        let block = blocks[last.block]
        guard block.isProse || (block.kind == .heading && text.unicodeScalars.filter(\.properties.isAlphabetic).count <= 3) else { return }
        alignmentUnits[alignmentUnits.count - 1].mayBeCut = true
        // A few words cut off from their paragraph look like a heading line; they are not one.
        if alignmentUnits[alignmentUnits.count - 1].kind == .heading && !alignmentUnits[alignmentUnits.count - 1].isLabel {
            alignmentUnits[alignmentUnits.count - 1].kind = .paragraph
            alignmentUnits[alignmentUnits.count - 1].headingKey = nil
        }
    }
}

/// How units are put back together as Markdown.
enum BlockText {
    /// Items of one list stay one list (tight or loose as written); other units are paragraphs.
    static func join(_ units: [UnitRef], in blocks: [SourceBlock]) -> String {
        var text = ""
        var previous: UnitRef?
        for unit in units {
            if let previous {
                let sameList = previous.block == unit.block && previous.item != nil && unit.item != nil
                text += sameList && !blocks[unit.block].loose ? "\n" : "\n\n"
            }
            text += blocks.text(of: unit)
            previous = unit
        }
        return text
    }
}
