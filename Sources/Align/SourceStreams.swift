import Model
import Support

/// One piece of a source that the aligner pairs: a block, or one item of a list block. Lists are
/// aligned item by item, because translators turn items into paragraphs, paragraphs into items,
/// and drop items; how the pieces are put back into blocks is `BlockComposer`'s work.
struct UnitRef: Hashable, Sendable, Comparable {
    /// Index into the source's blocks.
    var block: Int
    /// The item of a list block; nil for the whole block.
    var item: Int?

    static func < (lhs: UnitRef, rhs: UnitRef) -> Bool {
        (lhs.block, lhs.item ?? -1) < (rhs.block, rhs.item ?? -1)
    }
}

/// Units are read from a source's blocks, not from the source: `sources[i].blocks` retains one
/// array where passing `sources[i]` copies the whole source (a dozen fields) for each call.
extension Array where Element == SourceBlock {
    /// The text of one unit: the block's, or its item's.
    func text(of unit: UnitRef) -> String {
        guard let item = unit.item else { return self[unit.block].text }
        return self[unit.block].items[item].text
    }

    func line(of unit: UnitRef) -> Int {
        guard let item = unit.item else { return self[unit.block].line }
        return self[unit.block].items[item].line
    }
}

extension ParsedSource {
    /// The units of a block: its items if it is a list, else the block itself.
    func units(of index: Int) -> [UnitRef] {
        if blocks[index].kind == .list && blocks[index].items.count > 1 {
            return blocks[index].items.indices.map { UnitRef(block: index, item: $0) }
        }
        return [UnitRef(block: index, item: nil)]
    }
}

/// A source's units sorted into what the aligner handles separately: English text,
/// translations per language, and what is kept as it is (translator notes, figures).
struct SourceStreams {
    var english: [UnitRef] = []
    var translations: [LanguageTag: [UnitRef]] = [:]
    /// Block indices of notes and figures.
    var asides: [Int] = []
    /// For each translation block index: the English block it was written next to.
    var neighbours: [Int: Int] = [:]
    /// Interleaved translations follow their English (true) or precede it.
    var translationFollowsEnglish = true

    init(_ source: ParsedSource) {
        // A translation that keeps English sub-headings uses them as labels of its own
        // sections, not as English text to translate (even where it quotes a paragraph of the
        // original next to its translation).
        let labelsOnly = !source.hasEnglishProse || source.role == .translation
        var counts: [LanguageTag: Int] = [:]
        // By index: a `for` over the blocks would copy every block.
        let blocks = source.blocks
        for index in blocks.indices where blocks[index].language != .english && blocks[index].kind.isTranslatable {
            counts[blocks[index].language, default: 0] += 1
        }
        let mainTranslation = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        for index in blocks.indices {
            let kind = blocks[index].kind, language = blocks[index].language
            if !kind.isTranslatable {
                asides.append(index)
            } else if language == .english {
                if labelsOnly, let mainTranslation, kind == .heading || !source.hasEnglishProse {
                    translations[mainTranslation, default: []].append(contentsOf: source.units(of: index))
                } else {
                    english.append(contentsOf: source.units(of: index))
                }
            } else {
                translations[language, default: []].append(contentsOf: source.units(of: index))
            }
        }
        if !english.isEmpty { (neighbours, translationFollowsEnglish) = Self.neighbours(source.blocks) }
    }

    /// Interleaved texts put each translation right after (or, in some files, right before) its
    /// English paragraph. The file's dominant direction decides which neighbour counts.
    static func neighbours(_ blocks: [SourceBlock]) -> (neighbours: [Int: Int], follows: Bool) {
        let content = blocks.indices.filter { blocks[$0].kind.isTranslatable }
        var after: [Int: Int] = [:], before: [Int: Int] = [:]
        for (position, index) in content.enumerated() where blocks[index].language != .english {
            if position > 0 {
                let previous = content[position - 1]
                if blocks[previous].language == .english { after[index] = previous }
            }
            if position + 1 < content.count {
                let next = content[position + 1]
                if blocks[next].language == .english { before[index] = next }
            }
        }
        // Where every translation sits between two English paragraphs, the counts tie: which
        // neighbour it translates is then what their lengths say.
        let afterFits = after.filter { fits(blocks[$0.value], blocks[$0.key]) }.count
        let beforeFits = before.filter { fits(blocks[$0.value], blocks[$0.key]) }.count
        if afterFits != beforeFits { return afterFits > beforeFits ? (after, true) : (before, false) }
        return after.count >= before.count ? (after, true) : (before, false)
    }

    /// Whether a translation block is about as long as its language makes the English block.
    static func fits(_ english: SourceBlock, _ translation: SourceBlock) -> Bool {
        guard let fit = translation.lengthFit(against: english) else { return false }
        return fit >= 0.5 && fit <= 2
    }
}

extension SourceBlock {
    /// This translation block's length for the English block's, against the length its
    /// language usually gives (1: as usual); nil for an English block with nothing to read.
    package func lengthFit(against english: SourceBlock) -> Double? {
        let ratio = language.typicalLengthRatio
        let expected = english.visibleLength.total * ratio
        guard expected > 0 else { return nil }
        return visibleLength.inTranslation(ratio: ratio) / expected
    }
}
