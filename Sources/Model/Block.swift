/// What a block is. Headings open sections; notes are translator comments with no English
/// counterpart; figures are images (with their alt text or caption) that are shown but never
/// aligned or counted as translation; the rest are content.
public enum BlockKind: String, Sendable, Hashable, CaseIterable {
    case paragraph, list, heading, note, code, quote, figure

    /// Whether a translation of this block is expected: notes and figures are kept as they are.
    public var isTranslatable: Bool { self != .note && self != .figure }
}

/// One aligned unit of a document: an English block and its translations.
public struct Block: Hashable, Sendable {
    /// Stable within the document and the same in every language (the site's `#b-<id>` anchor).
    public var id: String
    public var kind: BlockKind
    /// Heading level (1-6) for headings, 0 otherwise.
    public var level: Int
    /// Markdown per language, white space normalised.
    public var text: [LanguageTag: String]
    /// How sure the aligner is that a translation belongs to the English text, in [0, 1].
    /// Only translations that were aligned to English have one.
    public var confidence: [LanguageTag: Double]
    /// Where each language's text came from.
    public var locations: [LanguageTag: SourceLocation]
    /// A translation that covers this English block and the ones after it (a 2-1 alignment)
    /// records how many English blocks it spans; absent means 1.
    public var span: [LanguageTag: Int]
    /// Other sources' differing text for the same language (two English versions of a page).
    public var variants: [LanguageTag: [TextVariant]]

    public init(
        id: String = "", kind: BlockKind, level: Int = 0, text: [LanguageTag: String] = [:],
        confidence: [LanguageTag: Double] = [:], locations: [LanguageTag: SourceLocation] = [:],
        span: [LanguageTag: Int] = [:], variants: [LanguageTag: [TextVariant]] = [:]
    ) {
        self.id = id
        self.kind = kind
        self.level = level
        self.text = text
        self.confidence = confidence
        self.locations = locations
        self.span = span
        self.variants = variants
    }

    public var languages: [LanguageTag] { text.keys.sorted() }

    /// Below this alignment confidence a pair is shown and reported as doubtful: the site marks
    /// it, the report lists it, exports do not call it reviewed.
    public static let lowConfidenceThreshold = 0.8

}

/// A version of a block's text that another source gives differently.
public struct TextVariant: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
