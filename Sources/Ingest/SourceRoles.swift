import Align
import Model
import Support

/// Decides a file's role from how much of its prose is English, and re-tags the English that a
/// translation carries (a paragraph left untranslated, a copied table) as part of that
/// translation: it is the translation's text, to be aligned with the English it copies.
enum SourceRoles {
    /// Share of English prose (in English characters) above which a file is the English
    /// original, and below which it is a translation; in between it holds both.
    static let englishShare = 0.75
    static let translationShare = 0.25

    static func decide(_ blocks: [SourceBlock]) -> (role: SourceRole, translation: LanguageTag?) {
        var english = 0.0, englishPieces = 0
        var translated: [LanguageTag: Double] = [:], translatedPieces = 0
        // A list's items may be in different languages: each counts for its own.
        // By index: a `for` over the blocks, or a filter, would copy every block.
        var pieces: [(VisibleLength, LanguageTag)] = []
        for index in blocks.indices where blocks[index].isProse {
            if blocks[index].kind == .list && Set(blocks[index].items.map(\.language)).count > 1 {
                let language = blocks[index].language
                pieces += blocks[index].items.map { (VisibleLength(of: $0.text), $0.language ?? language) }
            } else {
                pieces.append((blocks[index].visibleLength, blocks[index].language))
            }
        }
        for (length, language) in pieces {
            if language == .english {
                english += length.total
                englishPieces += 1
            } else if language != .undetermined {
                translatedPieces += 1
                // In English characters, so that a Korean paragraph weighs as its English would.
                translated[language, default: 0] += length.inTranslation(ratio: language.typicalLengthRatio) / language.typicalLengthRatio
            }
        }
        let main = translated.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
        guard let main, main.value > 0 else { return (.english, nil) }
        let share = english / (english + main.value)
        if share >= englishShare { return (.english, main.key) }
        if share <= translationShare { return (.translation, main.key) }
        // One short English paragraph among translated ones was left untranslated; a long one
        // next to its translation is the original, quoted.
        if englishPieces == 1 && translatedPieces > 1 && !quotesItsOriginal(blocks, language: main.key) { return (.translation, main.key) }
        return (.interleaved, main.key)
    }

    /// In a translation, English prose stays English only where it is written as an interleaved
    /// pair: right before (or after) a translation block of the same kind and a plausible
    /// length, as translators who start quoting the original and then stop leave it. The rest
    /// is the translation's own text in English. Headings stay as written: English sub-headings
    /// are the labels a translation keeps.
    static func retagCopies(_ blocks: inout [SourceBlock], translation: LanguageTag) {
        // Neighbours as written: a heading or a figure between two paragraphs parts them.
        let content = blocks.indices.filter { blocks[$0].kind != .note }
        for (position, index) in content.enumerated() where blocks[index].language == .english && blocks[index].isProse {
            let neighbours = [position - 1, position + 1].filter { content.indices.contains($0) }.map { content[$0] }
            let paired = neighbours.contains { isTranslationPair(english: blocks[index], candidate: blocks[$0], language: translation) }
            if !paired { blocks[index].language = translation }
        }
    }

    /// Whether the file's English prose block is long and written next to its translation.
    static func quotesItsOriginal(_ blocks: [SourceBlock], language: LanguageTag) -> Bool {
        let content = blocks.indices.filter { blocks[$0].kind != .note }
        guard let position = content.firstIndex(where: { blocks[$0].language == .english && blocks[$0].isProse }),
              blocks[content[position]].visibleLength.total >= 100 else { return false }
        let neighbours = [position - 1, position + 1].filter { content.indices.contains($0) }.map { content[$0] }
        let lastProse = blocks.lastIndex { $0.isProse }
        return neighbours.contains { neighbour in
            // A translation cut off with its page is as short as the cut made it.
            let cut = neighbour == lastProse && TextNormalising.stopsMidSentence(blocks[neighbour].text)
            return isTranslationPair(english: blocks[content[position]], candidate: blocks[neighbour], language: language,
                                     shortest: cut ? 0.15 : 0.45)
        }
    }

    static func isTranslationPair(english: SourceBlock, candidate: SourceBlock, language: LanguageTag, shortest: Double = 0.45) -> Bool {
        guard candidate.language == language, candidate.kind == english.kind || candidate.kind != .list && english.kind != .list else {
            return false
        }
        guard english.visibleLength.total >= 20, let fit = candidate.lengthFit(against: english) else { return false }
        return fit >= shortest && fit <= 2.2
    }
}
