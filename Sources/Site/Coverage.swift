import Model

/// How much of a document one language has, as the navigation shows it.
public struct Coverage: Hashable, Sendable {
    public enum Status: String, Sendable {
        /// Every block is there.
        case complete
        /// Some blocks are there; the page shows the others in another language.
        case partial
        /// None: the page shows the document in another language, with a notice.
        case missing
    }

    public var status: Status
    /// Blocks present in the language, out of `total`.
    public var done: Int
    public var total: Int

    public init(status: Status, done: Int, total: Int) {
        self.status = status
        self.done = done
        self.total = total
    }

    /// Coverage of `document` in `language`. Translations are counted against the English
    /// blocks (a translation covering two English blocks covers both); English, and languages
    /// of documents with no English at all, against every content block. Headings and
    /// translator's notes are not counted.
    public static func of(_ document: Document, in language: LanguageTag) -> Coverage {
        var englishBlocks = 0
        var translated = 0
        var contentBlocks = 0
        var inLanguage = 0
        var coveredBySpan = 0
        for section in document.sections {
            for block in section.blocks where block.kind != .note {
                contentBlocks += 1
                let hasLanguage = block.text[language] != nil
                if hasLanguage { inLanguage += 1 }
                if block.text[.english] != nil {
                    englishBlocks += 1
                    if hasLanguage || coveredBySpan > 0 { translated += 1 }
                }
                if coveredBySpan > 0 { coveredBySpan -= 1 }
                if hasLanguage, let span = block.span[language], span > 1 { coveredBySpan = span - 1 }
            }
        }
        let done: Int
        let total: Int
        if language == .english || englishBlocks == 0 {
            done = inLanguage
            total = contentBlocks
        } else {
            done = translated
            total = englishBlocks
        }
        let status: Status
        if inLanguage == 0 {
            status = .missing
        } else if done >= total {
            status = .complete
        } else {
            status = .partial
        }
        return Coverage(status: status, done: done, total: total)
    }
}
