import Model

/// The interface strings of one language (`Templates/strings/ko.json`): notices, button
/// labels, aria labels, status words. Flat key → text; `{name}` marks a value the site fills in.
public struct StringTable: Sendable, Hashable {
    public var language: LanguageTag
    public var entries: [String: String]
    /// Where the table came from, for diagnostics.
    public var file: String

    public init(language: LanguageTag, entries: [String: String], file: String = "") {
        self.language = language
        self.entries = entries
        self.file = file
    }

    public subscript(key: String) -> String? { entries[key] }

    /// Replaces each `{name}` in `text` with `values[name]`; unknown names stay as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = String(rest[afterOpen..<close])
            if let value = values[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
