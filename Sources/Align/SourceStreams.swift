import Model

/// A source's blocks sorted into what the aligner handles separately: English text,
/// translations per language, and translator notes.
struct SourceStreams {
    /// Indices into `source.blocks`.
    var english: [Int] = []
    var translations: [LanguageTag: [Int]] = [:]
    var notes: [Int] = []
    /// For each translation block index: the English block index it was written next to.
    var neighbours: [Int: Int] = [:]
    /// Interleaved translations follow their English (true) or precede it.
    var translationFollowsEnglish = true

    init(_ source: ParsedSource) {
        // A translation-only text that keeps English sub-headings uses them as labels of its
        // own sections, not as English text to translate.
        let labelsOnly = !source.hasEnglishProse
        var counts: [LanguageTag: Int] = [:]
        for block in source.blocks where block.language != .english && block.kind != .note { counts[block.language, default: 0] += 1 }
        let mainTranslation = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        for (index, block) in source.blocks.enumerated() {
            if block.kind == .note {
                notes.append(index)
            } else if block.language == .english {
                if labelsOnly, let mainTranslation {
                    translations[mainTranslation, default: []].append(index)
                } else {
                    english.append(index)
                }
            } else {
                translations[block.language, default: []].append(index)
            }
        }
        if !english.isEmpty { (neighbours, translationFollowsEnglish) = Self.neighbours(source.blocks) }
    }

    /// Interleaved texts put each translation right after (or, in some files, right before) its
    /// English paragraph. The file's dominant direction decides which neighbour counts.
    static func neighbours(_ blocks: [SourceBlock]) -> (neighbours: [Int: Int], follows: Bool) {
        let content = blocks.indices.filter { blocks[$0].kind != .note }
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
        return after.count >= before.count ? (after, true) : (before, false)
    }
}
