import Support

/// The front matter Hugo users put at the top of Markdown files. YAML (`---` fences) is read
/// with libyaml (`YAMLDocument`): lists, quoted and multi-line strings, nested keys. TOML
/// (`+++` fences) is read as a documented subset: flat `key = value` lines, quotes removed.
public struct FrontMatter: Sendable {
    /// The scalar values by key; a nested key by its path (`params.group`).
    public var fields: [String: String]
    /// The YAML mapping as written (nil for TOML), for lists such as `supported-platforms`.
    public var yaml: YAMLValue?
    /// Problems reading it, at lines of the file (the opening fence is line 1).
    public var problems: [YAMLError] = []
    /// Number of lines the front matter occupied, including its fences.
    public var lineCount: Int

    /// Splits `text` into front matter and body when it starts with `---` (YAML) or `+++` (TOML)
    /// and the fence closes on a later line of its own.
    public static func split(_ text: Substring) -> (FrontMatter?, Substring) {
        let fence: Substring
        // Byte comparisons: String's `hasPrefix` and `==` compare by canonical equivalence.
        if text.hasBytePrefix("---\n") || text.utf8.elementsEqual("---".utf8) { fence = "---" }
        else if text.hasBytePrefix("+++\n") { fence = "+++" }
        else { return (nil, text) }
        var lines: [Substring] = []
        var rest = text.dropFirst(fence.count + 1)
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: 0x0A) ?? rest.endIndex
            let line = rest[..<end]
            rest = end < rest.endIndex ? rest[rest.utf8.index(after: end)...] : rest[end...]
            if line.trimmingWhitespace().utf8.elementsEqual(fence.utf8) {
                let lineCount = lines.count + 2
                return (fence == "+++" ? toml(lines, lineCount: lineCount) : yaml(lines, lineCount: lineCount), rest)
            }
            lines.append(line)
        }
        // No closing fence: not front matter after all.
        return (nil, text)
    }

    public subscript(key: String) -> String? {
        let value = fields[key]
        return value?.isEmpty == false ? value : nil
    }

    /// The texts of a list (`- iOS` items, or `[iOS, macOS]`), or of one value as a list of one.
    public func list(_ key: String) -> [String] {
        yaml?[key]?.texts ?? self[key].map { [$0] } ?? []
    }

    private static func yaml(_ lines: [Substring], lineCount: Int) -> FrontMatter {
        let (value, error) = YAMLDocument.parse(lines.joined(separator: "\n") + "\n")
        var matter = FrontMatter(fields: [:], yaml: value, lineCount: lineCount)
        // Lines of the file: the text given to libyaml starts after the opening fence.
        if let error { matter.problems.append(YAMLError(line: error.line + 1, message: error.message)) }
        switch value {
        case .mapping(let entries, _)?: matter.fields = flatten(entries)
        case nil: break
        case let other?:
            matter.problems.append(YAMLError(line: other.line + 1, message: "front matter is not a mapping of 'key: value' lines; ignored"))
        }
        return matter
    }

    /// Scalars by key, nested ones by their dotted path.
    private static func flatten(_ entries: [YAMLEntry], prefix: String = "") -> [String: String] {
        var fields: [String: String] = [:]
        for entry in entries {
            switch entry.value {
            case .scalar(let text, _): fields[prefix + entry.key] = text
            case .mapping(let nested, _): fields.merge(flatten(nested, prefix: prefix + entry.key + "."), uniquingKeysWith: { first, _ in first })
            case .sequence: fields[prefix + entry.key] = ""
            }
        }
        return fields
    }

    private static func toml(_ lines: [Substring], lineCount: Int) -> FrontMatter {
        var fields: [String: String] = [:]
        for line in lines {
            guard let equals = line.firstIndex(of: "="), line.utf8.first != UInt8(ascii: " "), line.utf8.first != UInt8(ascii: "#") else { continue }
            // Trimmed on bytes: Foundation's trimming bridges every line to NSString.
            let key = line[..<equals].trimmingWhitespace()
            var value = line[line.index(after: equals)...].trimmingWhitespace()
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
                if first == "\"", value.containsBytes("\\\"") { value = value.replacingOccurrences(of: "\\\"", with: "\"") }
            }
            if !key.isEmpty { fields[key] = value }
        }
        return FrontMatter(fields: fields, yaml: nil, lineCount: lineCount)
    }
}

/// How YAML 1.1 (Hugo's) spells a true flag: `true`, `yes`, `on`, in any case.
public enum FrontMatterFlag {
    public static func isTrue(_ text: String?) -> Bool {
        guard let text else { return false }
        return ["true", "yes", "on"].contains(text.lowercased())
    }
}
