import Model
import Support

/// Puts aligned units back together as the document's blocks.
///
/// A block is the smallest run of English units that every translation treats as a whole: the
/// units a translation's step covers, the items of an English list translated as a list, and
/// every item of a tight English list (which reads as one block). So a block never needs to
/// say that its translation spans the next one: each language's text is exactly the
/// translation of that block's English.
struct BlockComposer {
    let sources: [ParsedSource]
    let reference: EnglishReference

    func compose(pieces: [TranslationPiece], loose: [LooseBlock]) -> [Block] {
        let groups = self.groups(pieces)
        var byGroup: [[TranslationPiece]] = Array(repeating: [], count: groups.count)
        var groupOf = Array(repeating: 0, count: reference.entries.count)
        for (index, group) in groups.enumerated() { for unit in group { groupOf[unit] = index } }
        for piece in pieces { byGroup[groupOf[piece.reference.lowerBound]].append(piece) }

        let ordered = loose.sorted { ($0.gap, $0.source, $0.position) < ($1.gap, $1.source, $1.position) }
        var blocks: [Block] = []
        var next = 0
        for (index, group) in groups.enumerated() {
            // A loose block whose place falls inside a merged group follows the group.
            while next < ordered.count, ordered[next].gap <= group.lowerBound {
                blocks.append(ordered[next].block)
                next += 1
            }
            blocks.append(block(for: group, pieces: byGroup[index]))
        }
        blocks.append(contentsOf: ordered[next...].map(\.block))
        return blocks
    }

    /// Runs of reference units that form one block each, in order.
    func groups(_ pieces: [TranslationPiece]) -> [ClosedRange<Int>] {
        let count = reference.entries.count
        guard count > 0 else { return [] }
        var sets = DisjointSets(count: count)
        for piece in pieces {
            for unit in piece.reference.dropFirst() { sets.union(piece.reference.lowerBound, unit) }
        }
        // Items of a list translated item by item as a list are one list.
        let streams = Dictionary(grouping: pieces) { "\($0.source) \($0.language.rawValue)" }
        for key in streams.keys.sorted() {
            let stream = streams[key]!.sorted { $0.step < $1.step }
            for (a, b) in zip(stream, stream.dropFirst()) where listsContinue(a, b) {
                sets.union(a.reference.upperBound, b.reference.lowerBound)
            }
        }
        // A tight English list reads as one block.
        for index in 1..<count where sameTightList(reference.entries[index - 1], reference.entries[index]) {
            sets.union(index - 1, index)
        }
        // Groups are contiguous: whatever lies between two units of one group belongs to it.
        var lowest: [Int: Int] = [:], highest: [Int: Int] = [:]
        for index in 0..<count {
            let root = sets.find(index)
            lowest[root] = min(lowest[root] ?? index, index)
            highest[root] = max(highest[root] ?? index, index)
        }
        var result: [ClosedRange<Int>] = []
        var index = 0
        while index < count {
            var end = highest[sets.find(index)]!
            var scan = index
            while scan <= end {
                end = max(end, highest[sets.find(scan)]!)
                scan += 1
            }
            result.append(index...end)
            index = end + 1
        }
        return result
    }

    /// Two neighbouring steps of one translation, each pairing items of one English list with
    /// items of one translated list.
    private func listsContinue(_ a: TranslationPiece, _ b: TranslationPiece) -> Bool {
        let englishA = reference.entries[a.reference.upperBound], englishB = reference.entries[b.reference.lowerBound]
        guard englishA.unit.item != nil, englishB.unit.item != nil, englishA.source == englishB.source,
              englishA.unit.block == englishB.unit.block else { return false }
        guard let lastA = a.units.last, let firstB = b.units.first else { return false }
        // A loose translated list pairs item by item, as its paragraphs would.
        return lastA.item != nil && firstB.item != nil && lastA.block == firstB.block && a.source == b.source
            && !sources[a.source].blocks[lastA.block].loose
    }

    private func sameTightList(_ a: EnglishReference.Entry, _ b: EnglishReference.Entry) -> Bool {
        a.source == b.source && a.unit.block == b.unit.block && a.unit.item != nil && b.unit.item != nil
            && !sources[a.source].blocks[a.unit.block].loose
    }

    private func block(for group: ClosedRange<Int>, pieces: [TranslationPiece]) -> Block {
        let entries = Array(reference.entries[group])
        let first = entries[0]
        let firstBlock = sources[first.source].blocks[first.unit.block]
        let kind: BlockKind
        if entries.count == 1 {
            kind = first.unit.item == nil ? firstBlock.kind : .list
        } else {
            kind = entries.allSatisfy({ $0.unit.item != nil }) ? .list : .paragraph
        }
        var block = Block(kind: kind, level: kind == .heading ? firstBlock.level : 0)
        let languages = Set(pieces.map(\.language)).sorted()
        // Room for every language at once: growing each table insert by insert costs more
        // than composing the block.
        block.text.reserveCapacity(languages.count + 1)
        block.locations.reserveCapacity(languages.count + 1)
        block.confidence.reserveCapacity(languages.count)
        block.text[.english] = englishText(entries)
        block.locations[.english] = SourceLocation(path: sources[first.source].path, line: sources[first.source].blocks.line(of: first.unit))
        let variants = entries.flatMap(\.variants)
        if !variants.isEmpty { block.variants[.english] = variants }

        for language in languages {
            let ofLanguage = pieces.filter { $0.language == language }
            let bySource = Dictionary(grouping: ofLanguage, by: \.source)
            for (rank, sourceIndex) in bySource.keys.sorted().enumerated() {
                let sourcePieces = bySource[sourceIndex]!
                let blocks = sources[sourceIndex].blocks
                let units = sourcePieces.flatMap(\.units).sorted()
                let text = BlockText.join(units, in: blocks)
                let location = SourceLocation(path: sources[sourceIndex].path, line: blocks.line(of: units[0]))
                if rank == 0 {
                    block.text[language] = text
                    block.confidence[language] = sourcePieces.map(\.confidence).min()!
                    block.locations[language] = location
                } else if EnglishMerger.normalisedForComparison(text) != EnglishMerger.normalisedForComparison(block.text[language]!) {
                    block.variants[language, default: []].append(TextVariant(text: text, location: location))
                }
            }
        }
        return block
    }

    /// The English of a run of reference units, each source's units joined as written.
    private func englishText(_ entries: [EnglishReference.Entry]) -> String {
        var parts: [String] = []
        var run: [UnitRef] = []
        var runSource = entries[0].source
        for entry in entries {
            if entry.source != runSource, !run.isEmpty {
                parts.append(BlockText.join(run, in: sources[runSource].blocks))
                run = []
            }
            runSource = entry.source
            run.append(entry.unit)
        }
        if !run.isEmpty { parts.append(BlockText.join(run, in: sources[runSource].blocks)) }
        return parts.joined(separator: "\n\n")
    }
}
