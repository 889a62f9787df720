import Model

/// One thing a translation team should look at, tied to a block (or, for structure checks,
/// a section) of a document in one language.
public struct ReportProblem: Hashable, Sendable {
    public var kind: ProblemKind
    public var severity: Diagnostic.Severity { kind.severity }
    public var documentID: String
    public var sectionID: String
    /// The block, or nil for a problem about a whole section.
    public var blockID: String?
    /// The translation language, or the language whose sources disagree for `source-variant`.
    public var language: LanguageTag
    public var message: String
    /// Where the block's text in each language came from (`block.locations`).
    public var locations: [LanguageTag: SourceLocation]
    public var detail: ProblemDetail?

    public init(kind: ProblemKind, documentID: String, sectionID: String, blockID: String?, language: LanguageTag,
                message: String, locations: [LanguageTag: SourceLocation] = [:], detail: ProblemDetail? = nil) {
        self.kind = kind
        self.documentID = documentID
        self.sectionID = sectionID
        self.blockID = blockID
        self.language = language
        self.message = message
        self.locations = locations
        self.detail = detail
    }

    /// The place to print: the translation's line (that is what a translator edits), else
    /// the English line.
    public var primaryLocation: SourceLocation? {
        locations[language] ?? locations[.english] ?? locations.sorted { $0.key < $1.key }.first?.value
    }

    /// `path:line: warning: message [id]`, the shape of every other hig diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(severity, kind.rawValue, message, at: primaryLocation)
    }
}

/// The evidence behind a problem, for output formats that can show more than one line.
public enum ProblemDetail: Hashable, Sendable {
    /// Anchors of the English missing from the translation.
    case anchors([TextAnchors.Anchor])
    /// The length ratio, and what the language pair shows elsewhere (median ratio, robust z).
    case lengthRatio(ratio: Double, median: Double, score: Double)
    /// What changed in the English since the translation was accepted.
    case englishChange(WordDiff)
    /// Sentences only one of two sources has.
    case sentences([SentenceDifference])
    /// Counts that differ, English against translation.
    case structure([StructureCount])
}

/// Sentences found in one source of a block and not in another.
public struct SentenceDifference: Hashable, Sendable {
    public var location: SourceLocation
    public var sentences: [String]

    public init(location: SourceLocation, sentences: [String]) {
        self.location = location
        self.sentences = sentences
    }
}

/// One structural count in a section: `links: en 2, ko 1`.
public struct StructureCount: Hashable, Sendable {
    public enum Item: String, Sendable, Hashable, CaseIterable {
        case headings, listItems = "list-items", links, codeSpans = "code-spans"
    }

    public var item: Item
    public var english: Int
    public var translation: Int

    public init(item: Item, english: Int, translation: Int) {
        self.item = item
        self.english = english
        self.translation = translation
    }
}
