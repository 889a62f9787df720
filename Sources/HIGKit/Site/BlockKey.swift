/// One language's text of one block: what a stale mark refers to.
public struct BlockKey: Hashable, Sendable {
    public var documentID: String
    public var blockID: String
    public var language: LanguageTag

    public init(documentID: String, blockID: String, language: LanguageTag) {
        self.documentID = documentID
        self.blockID = blockID
        self.language = language
    }
}
