import Model

/// Link reference definitions for a whole document. Each block is parsed alone, so
/// `[Apple][a]` in one paragraph and `[a]: https://apple.com` at the end would never meet:
/// the definitions are gathered from every text of the document (a block of them has had its
/// line breaks joined into one line by ingest) and the ones a text refers to are added after
/// it, its own language's first (cmark keeps the first definition of a label). The links go
/// through the renderer like any other, so the safe-mode rules still apply.
struct LinkReferences: Sendable {
    private struct Definition: Sendable {
        /// Case-folded, white space collapsed: how CommonMark matches labels.
        var label: String
        /// `[label]: destination "title"`, on a line of its own.
        var line: String
    }

    /// Label → the definition in each language that has one (the first, per language).
    private var byLabel: [String: [LanguageTag: String]] = [:]

    init(_ document: Document) {
        for block in document.allBlocks {
            for (language, text) in block.text {
                for definition in Self.definitions(in: text) ?? [] where byLabel[definition.label]?[language] == nil {
                    byLabel[definition.label, default: [:]][language] = definition.line
                }
            }
        }
    }

    var isEmpty: Bool { byLabel.isEmpty }

    /// What cmark should parse for `text`: a text of definitions as one per line; any other
    /// text followed by the definitions it refers to (by a `[label]` in it), its language's
    /// where it has one.
    func markdown(for text: String, language: LanguageTag) -> String {
        if let own = Self.definitions(in: text) { return own.map(\.line).joined(separator: "\n") + "\n" }
        guard !byLabel.isEmpty, text.utf8.contains(UInt8(ascii: "]")) else { return text }
        var seen = Set<String>()
        var lines: [String] = []
        for label in Self.bracketed(in: text) where seen.insert(label).inserted {
            guard let languages = byLabel[label] else { continue }
            if let line = languages[language] ?? languages.min(by: { $0.key.rawValue < $1.key.rawValue })?.value { lines.append(line) }
        }
        return lines.isEmpty ? text : text + "\n\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Every `[…]` of the text (innermost, without brackets inside), normalised.
    private static func bracketed(in text: String) -> [String] {
        var labels: [String] = []
        var open: String.Index?
        for index in text.indices {
            switch text[index] {
            case "[": open = index
            case "]":
                if let start = open, text.distance(from: start, to: index) <= 1000 {
                    labels.append(normalised(text[text.index(after: start)..<index]))
                }
                open = nil
            default: break
            }
        }
        return labels
    }

    /// The definitions a text consists of, or nil when it is anything else.
    private static func definitions(in text: String) -> [Definition]? {
        // Told on the bytes first: nearly every text starts otherwise, and reading its first
        // character as a `Character` costs more than the rest of the test.
        guard text.utf8.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "[") else { return nil }
        var rest = Substring(text).drop { $0 == " " }
        guard rest.hasPrefix("[") else { return nil }
        var found: [Definition] = []
        while !rest.isEmpty {
            guard let definition = definition(at: &rest) else { return nil }
            found.append(definition)
            rest = rest.drop { $0.isWhitespace }
        }
        return found.isEmpty ? nil : found
    }

    /// `[label]: destination` with an optional title, taken off the front of `text`.
    private static func definition(at text: inout Substring) -> Definition? {
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        let label = text[text.index(after: text.startIndex)..<close]
        guard !label.isEmpty, label.count <= 999, !label.contains("["),
              text[close...].hasPrefix("]:") else { return nil }
        var rest = text[text.index(close, offsetBy: 2)...].drop { $0 == " " || $0 == "\t" }
        let destination: Substring
        if rest.hasPrefix("<") {
            guard let end = rest.firstIndex(of: ">") else { return nil }
            destination = rest[...end]
        } else {
            destination = rest.prefix { !$0.isWhitespace }
        }
        guard !destination.isEmpty else { return nil }
        rest = rest[destination.endIndex...]
        var title: Substring = ""
        let spaced = rest.drop { $0 == " " || $0 == "\t" }
        if spaced.startIndex != rest.startIndex, let open = spaced.first, let closing = ["\"": "\"", "'": "'", "(": ")"][open],
           let end = spaced.dropFirst().firstIndex(of: Character(closing)) {
            title = spaced[...end]
            rest = spaced[spaced.index(after: end)...]
        }
        guard rest.isEmpty || rest.first!.isWhitespace else { return nil }
        text = rest
        let line = "[\(label)]: \(destination)" + (title.isEmpty ? "" : " \(title)")
        return Definition(label: normalised(label), line: line)
    }

    private static func normalised(_ text: some StringProtocol) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
