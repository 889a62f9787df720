import Model

/// One block's text in one translation language, with everything alignment said about it in
/// one value (where `Block` keeps text, confidence, location, span and variants in separate
/// dictionaries keyed by language).
public struct Translation: Hashable, Sendable {
    public var language: LanguageTag
    public var text: String
    /// The aligner's posterior that the text translates `covers`; nil for text that was not
    /// aligned to English.
    public var confidence: Double?
    public var location: SourceLocation?
    /// The English blocks the text translates, in reading order: its own block, then for a
    /// translation aligned 2-1 the English block after it. Empty when its block has no English
    /// (a block the English lacks, or a translator's note).
    public var covers: [String]
    /// Other sources' differing text in this language.
    public var variants: [TextVariant]

    public init(language: LanguageTag, text: String, confidence: Double? = nil, location: SourceLocation? = nil,
                covers: [String] = [], variants: [TextVariant] = []) {
        self.language = language
        self.text = text
        self.confidence = confidence
        self.location = location
        self.covers = covers
        self.variants = variants
    }
}

/// A block's English: the text its translations are compared with.
public struct EnglishText: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation?
    /// Other sources' differing English (two English versions of a page).
    public var variants: [TextVariant]
}
