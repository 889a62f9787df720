/// What a file's name says: `popovers.ko.md` is the Korean version of the document `popovers`
/// (Hugo's convention); `notes.txt` only says "notes".
public struct SourceName: Hashable, Sendable {
    /// The name without language and extension.
    public var stem: String
    /// The language the name declares, if it follows `NAME.LANG.EXT`.
    public var language: LanguageTag?
    public var fileExtension: String

    public init(fileName: String) {
        var parts = fileName.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(Substring($0)) }
        fileExtension = parts.count > 1 ? parts.removeLast().lowercased() : ""
        if parts.count > 1, let tag = LanguageTag.parse(parts[parts.count - 1]) {
            language = tag
            parts.removeLast()
        } else {
            language = nil
        }
        stem = parts.joined(separator: ".")
    }

    /// Hugo-style names identify a document explicitly; a bare stem is only a fallback id.
    public var isExplicitDocumentName: Bool { language != nil }
}
