import Support

/// One translation of one block: what the lock file and the site's stale marks are keyed by.
public struct BlockKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var documentID: String
    public var blockID: String
    public var language: LanguageTag

    public init(documentID: String, blockID: String, language: LanguageTag) {
        self.documentID = documentID
        self.blockID = blockID
        self.language = language
    }

    public var description: String { "\(documentID)#\(blockID) (\(language))" }

    /// Document, then language, then block ids in natural order ("intro-2" before "intro-10").
    public static func < (lhs: BlockKey, rhs: BlockKey) -> Bool {
        if lhs.documentID != rhs.documentID { return lhs.documentID < rhs.documentID }
        if lhs.language != rhs.language { return lhs.language < rhs.language }
        return NaturalOrder.precedes(lhs.blockID, rhs.blockID)
    }
}
