import Model

/// A block of a document in reading order, as the site, the report and the exports see it:
/// its English, and each translation as one value that knows which English blocks it covers.
public struct AnalysedBlock: Hashable, Sendable {
    /// Position in `Document.allBlocks` (headings, blocks and notes), as in `DocumentMarkdown`.
    public var index: Int
    public var id: String
    public var kind: BlockKind
    /// Heading level (1-6) for headings, 0 otherwise.
    public var level: Int
    public var sectionID: String
    public var english: EnglishText?
    /// Sorted by language; English is `english`.
    public var translations: [Translation]
    /// For each language in which an earlier block's translation (aligned 2-1) also
    /// translates this block: that block's id. Such a block has no text of its own there.
    public var coveredBy: [LanguageTag: String]
    /// Where each language's text came from, as problems cite them.
    public var locations: [LanguageTag: SourceLocation]

    public func translation(_ language: LanguageTag) -> Translation? {
        translations.first { $0.language == language }
    }

    /// The text in `language`, English included.
    public func text(_ language: LanguageTag) -> String? {
        language == .english ? english?.text : translation(language)?.text
    }

    /// Languages with text of their own in this block, sorted.
    public var languages: [LanguageTag] {
        (english == nil ? [] : [.english]) + translations.map(\.language)
    }

    /// Content is what coverage counts: not headings, translator's notes or figures.
    public var isContent: Bool { kind != .heading && kind.isTranslatable }
}
