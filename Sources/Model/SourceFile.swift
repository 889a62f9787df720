/// An input file that contributed to a document, with what ingest learnt about it.
public struct SourceFile: Hashable, Sendable {
    /// The path as the user named it (`Content/popovers.ko.txt`).
    public var path: String
    /// Languages that have content blocks in this file.
    public var languages: [LanguageTag]
    /// The page the text was taken from, when the file names one.
    public var url: String?
    /// Author or translator tags such as `[ffalswo2]`.
    public var authors: [String]
    /// How the file was read.
    public var format: SourceFormat
    /// Why this file was judged to belong to its document (`name`, `key`, `url`, `title`,
    /// `copy`, `content`, `alone`).
    public var matchedBy: String
    /// The evidence behind `matchedBy`, in words (what title, how well the content aligned).
    public var matchDetail: String?
    /// What the file is to its document: `english`, `translation` or `interleaved`.
    public var role: String

    public init(path: String, languages: [LanguageTag], url: String? = nil, authors: [String] = [],
                format: SourceFormat, matchedBy: String = "name", matchDetail: String? = nil, role: String = "english") {
        self.path = path
        self.languages = languages
        self.url = url
        self.authors = authors
        self.format = format
        self.matchedBy = matchedBy
        self.matchDetail = matchDetail
        self.role = role
    }
}

public enum SourceFormat: String, Hashable, Sendable {
    /// Hand-written text: interleaved paragraphs, notes, stray lines.
    case freeText = "text"
    /// Markdown with one language per file (Hugo's `NAME.LANG.md`).
    case markdown
}

extension SourceFile {
    /// What the file's name says (`popovers.ko.md`: document `popovers`, Korean).
    public var name: SourceName {
        // Bytes, not Characters: grouping and id claims ask for every file's name.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return SourceName(fileName: path) }
        return SourceName(fileName: String(path[path.utf8.index(after: slash)...]))
    }
}
