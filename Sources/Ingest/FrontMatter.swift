import Support

/// The YAML front matter Hugo users put at the top of Markdown files, reduced to what hig uses:
/// flat `key: value` pairs (`title`, `translationKey`, `source`, `url`, `lang`).
///
/// A full YAML parser is not needed for these keys and would be an outside package.
public struct FrontMatter: Sendable {
    public var fields: [String: String]
    /// Number of lines the front matter occupied, including its fences.
    public var lineCount: Int

    /// Splits `text` into front matter and body when it starts with `---` (YAML) or `+++` (TOML).
    public static func split(_ text: Substring) -> (FrontMatter?, Substring) {
        let fence: Substring
        // Byte comparisons: String's `hasPrefix` and `==` compare by canonical equivalence.
        if text.hasBytePrefix("---\n") || text.utf8.elementsEqual("---".utf8) { fence = "---" }
        else if text.hasBytePrefix("+++\n") { fence = "+++" }
        else { return (nil, text) }
        var fields: [String: String] = [:]
        var lineCount = 1
        var rest = text.dropFirst(fence.count + 1)
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: 0x0A) ?? rest.endIndex
            let line = rest[..<end]
            rest = end < rest.endIndex ? rest[rest.utf8.index(after: end)...] : rest[end...]
            lineCount += 1
            if line.trimmingWhitespace().utf8.elementsEqual(fence.utf8) {
                return (FrontMatter(fields: fields, lineCount: lineCount), rest)
            }
            let separator: Character = fence == "+++" ? "=" : ":"
            guard let colon = line.firstIndex(of: separator), line.utf8.first != UInt8(ascii: " "), line.utf8.first != UInt8(ascii: "#") else { continue }
            // Trimmed on bytes: Foundation's trimming bridges every line to NSString.
            let key = line[..<colon].trimmingWhitespace()
            var value = line[line.index(after: colon)...].trimmingWhitespace()
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
                if first == "\"", value.containsBytes("\\\"") { value = value.replacingOccurrences(of: "\\\"", with: "\"") }
            }
            if !key.isEmpty { fields[key] = value }
        }
        // No closing fence: not front matter after all.
        return (nil, text)
    }

    public subscript(key: String) -> String? {
        let value = fields[key]
        return value?.isEmpty == false ? value : nil
    }
}
