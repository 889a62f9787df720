import Model

/// How much of one document one language has, counted once for the site's pages and marks,
/// the report and its totals. Headings and translator's notes are not content. A translation
/// is measured against the English blocks; English, the reference, against every content
/// block (so a document only in Korean is "untranslated" in English).
public struct Coverage: Hashable, Sendable {
    public var language: LanguageTag
    /// Content blocks with English text (for English: every content block).
    public var englishBlocks = 0
    /// English blocks that have a translation (a translation covering two English blocks
    /// translates both); for English, the blocks that have English.
    public var translated = 0
    /// English blocks with no translation, in reading order.
    public var missing: [String] = []
    /// Content blocks in this language with no English, in reading order.
    public var extra: [String] = []
    /// Translator's notes in this language.
    public var notes: [String] = []
    /// Every content block, and those with text of their own in this language.
    public var contentBlocks = 0
    public var ownBlocks = 0

    public init(language: LanguageTag) {
        self.language = language
    }

    /// Percent of English blocks translated; nil when there is no English to translate.
    public var percent: Double? {
        englishBlocks > 0 ? 100 * Double(translated) / Double(englishBlocks) : nil
    }

    public var status: CoverageStatus {
        if englishBlocks == 0 { return extra.isEmpty && notes.isEmpty ? .absent : .translationOnly }
        if translated == 0 { return .untranslated }
        if !missing.isEmpty { return .partial }
        if !extra.isEmpty { return .englishPartial }
        return .complete
    }

    /// What a page in this language shows in it, out of what it could: translations against
    /// the English blocks; English, and languages of a document with no English, against every
    /// content block.
    public var shown: (done: Int, total: Int) {
        englishBlocks == 0 ? (ownBlocks, contentBlocks) : (translated, englishBlocks)
    }

    /// Nothing of the document is in this language: its page there shows another language.
    public var isMissing: Bool { ownBlocks == 0 }

    /// Counts `blocks` (in reading order) for `language`.
    static func count(_ blocks: [AnalysedBlock], language: LanguageTag) -> Coverage {
        var coverage = Coverage(language: language)
        // A figure is shown as it is: nothing to translate, nothing to count.
        for block in blocks where block.kind != .heading && block.kind != .figure {
            let hasText = block.text(language) != nil
            if block.kind == .note {
                if hasText { coverage.notes.append(block.id) }
                continue
            }
            coverage.contentBlocks += 1
            if hasText { coverage.ownBlocks += 1 }
            if block.english != nil || language == .english {
                coverage.englishBlocks += 1
                if hasText || block.coveredBy[language] != nil {
                    coverage.translated += 1
                } else {
                    coverage.missing.append(block.id)
                }
            } else if hasText {
                coverage.extra.append(block.id)
            }
        }
        return coverage
    }
}
