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
    /// Other forms of the title the file gives (its first heading under a front matter title,
    /// English written beside a translated title): more ways to find the file's English document.
    public var alternativeTitles: [String] = []
    /// English written in parentheses in those titles (`앱 아키텍처: 양식(Modality)`): what the
    /// title says in English. Ingest finds it, as it takes telling the languages apart.
    public var titleGlosses: [String] = []
    /// What the file is to its document.
    public var role: SourceRole = .english
    public var blocks: [SourceBlock] {
        didSet { hasEnglishProse = blocks.contains { $0.language == .english && $0.isProse } }
    }
    public var diagnostics: [Diagnostic]
    /// True when the file has English beyond headings: English paragraphs or lists. A Korean
    /// summary that keeps English sub-headings has none. Kept with the blocks, as grouping
    /// and alignment ask for it again and again.
    public private(set) var hasEnglishProse = false

    /// Whether the file is an English text of its page (the original, or interleaved with a
    /// translation), not a translation that happens to keep a paragraph or two in English.
    public var carriesEnglish: Bool { role != .translation && hasEnglishProse }

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

    public func location(line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
}

/// A content block of one source file.
public struct SourceBlock: Sendable, Hashable {
    public var kind: BlockKind
    public var level: Int
    public var text: String {
        didSet { visibleLength = VisibleLength(of: text) }
    }
    /// How long the text is for a reader, measured once: roles, titles and alignment all ask.
    public private(set) var visibleLength: VisibleLength
    /// The language the block counts as (never nil: blocks without letters take their
    /// neighbours' language).
    public var language: LanguageTag
    /// What the script evidence alone said; differs from `language` when a file declares its
    /// language and a block is in another one (an untranslated paragraph).
    public var detectedLanguage: LanguageTag?
    public var line: Int
    /// For lists: each item's Markdown (marker included), with its line.
    public var items: [SourceListItem]
    /// For lists: blank lines separate the items, so each reads as a paragraph of its own.
    public var loose: Bool
    /// A rule or separator line comes right before this block (it ends a page's header).
    public var afterBreak: Bool
    /// For a translated heading written with its English (`Navigation(ナビゲーション)`): the English.
    public var englishGloss: String?

    public var itemCount: Int { items.count }

    public init(kind: BlockKind, level: Int = 0, text: String, language: LanguageTag,
                detectedLanguage: LanguageTag? = nil, line: Int, items: [SourceListItem] = [], loose: Bool = false,
                afterBreak: Bool = false, englishGloss: String? = nil) {
        self.kind = kind
        self.level = level
        self.text = text
        self.visibleLength = VisibleLength(of: text)
        self.language = language
        self.detectedLanguage = detectedLanguage
        self.line = line
        self.items = items
        self.loose = loose
        self.afterBreak = afterBreak
        self.englishGloss = englishGloss
    }

    /// Prose is what a translation renders sentence by sentence: paragraphs, lists, quotes.
    public var isProse: Bool { kind == .paragraph || kind == .list || kind == .quote }
}

/// One item of a list block.
public struct SourceListItem: Sendable, Hashable {
    /// The item's Markdown, marker and continuation lines included.
    public var text: String
    public var line: Int
    public var language: LanguageTag?

    public init(text: String, line: Int, language: LanguageTag?) {
        self.text = text
        self.line = line
        self.language = language
    }
}
