/// One input file after parsing: its metadata and its content blocks, each with a language.
public struct ParsedSource: Sendable {
    /// The path as the user named it.
    public var path: String
    public var name: SourceName
    public var format: SourceFormat
    public var frontMatter: [String: String]
    /// The first URL line, taken as the page the text comes from.
    public var url: String?
    public var authors: [String]
    /// The title per language, with its line.
    public var titles: [LanguageTag: SourceBlock]
    public var blocks: [SourceBlock]
    public var diagnostics: [Diagnostic]

    public init(path: String, name: SourceName, format: SourceFormat, frontMatter: [String: String], url: String?,
                authors: [String], titles: [LanguageTag: SourceBlock], blocks: [SourceBlock], diagnostics: [Diagnostic]) {
        self.path = path
        self.name = name
        self.format = format
        self.frontMatter = frontMatter
        self.url = url
        self.authors = authors
        self.titles = titles
        self.blocks = blocks
        self.diagnostics = diagnostics
    }

    /// Languages with content blocks.
    public var languages: [LanguageTag] {
        Set(blocks.map(\.language)).sorted()
    }

    /// True when the file has English beyond headings: English paragraphs or lists. A Korean
    /// summary that keeps English sub-headings has none.
    public var hasEnglishProse: Bool {
        blocks.contains { $0.language == .english && $0.kind != .heading && $0.kind != .note && $0.kind != .code }
    }

    public func location(line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
}

/// A content block of one source file.
public struct SourceBlock: Sendable, Hashable {
    public var kind: BlockKind
    public var level: Int
    public var text: String
    /// The language the block counts as (never nil: blocks without letters take their
    /// neighbours' language).
    public var language: LanguageTag
    /// What the script evidence alone said; differs from `language` when a file declares its
    /// language and a block is in another one (an untranslated paragraph).
    public var detectedLanguage: LanguageTag?
    public var line: Int
    public var itemCount: Int

    public init(kind: BlockKind, level: Int = 0, text: String, language: LanguageTag,
                detectedLanguage: LanguageTag? = nil, line: Int, itemCount: Int = 0) {
        self.kind = kind
        self.level = level
        self.text = text
        self.language = language
        self.detectedLanguage = detectedLanguage
        self.line = line
        self.itemCount = itemCount
    }
}
