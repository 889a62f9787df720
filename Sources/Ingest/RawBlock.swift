import Model

/// A block as the splitter found it in one file, before any judgement about titles, notes or
/// alignment.
struct RawBlock {
    enum Kind: Equatable {
        case paragraph
        case list
        case heading(level: Int)
        case code
        case quote
        /// A rule or separator line: not content, but it ends a page's header.
        case separator
    }

    var kind: Kind
    /// The block's Markdown, white space normalised. For lists, built from `items`.
    var text: String
    /// 1-based line where the block starts.
    var line: Int
    /// Identified from the text; nil when it has no letters.
    var language: LanguageTag?
    /// For lists: the items, each with its own language so mixed lists can be split.
    var items: [ListItem] = []
    /// For lists: blank lines between the items.
    var loose = false
    /// Shows images and nothing but their captions (decided once, when stray lines are sorted out).
    var isFigure = false

    struct ListItem {
        /// `- ` or `3. `
        var marker: String
        /// First line without marker, then continuation lines with their relative indentation.
        var lines: [String]
        var line: Int
        var language: LanguageTag?

        var markdown: String {
            var result = marker + lines[0]
            for continuation in lines.dropFirst() {
                result += "\n" + continuation
            }
            return result
        }

        /// The item's words without marker or continuation structure.
        var plainText: String { lines.joined(separator: " ") }
    }

    static func list(_ items: [ListItem], loose: Bool = false) -> RawBlock {
        RawBlock(kind: .list, text: items.map(\.markdown).joined(separator: loose ? "\n\n" : "\n"), line: items.first?.line ?? 0,
                 language: dominantLanguage(items.map { ($0.language, $0.plainText.utf8.count) }), items: items, loose: loose)
    }

    /// The language with the most text among parts; nil if none has a language.
    static func dominantLanguage(_ parts: [(LanguageTag?, Int)]) -> LanguageTag? {
        var weights: [LanguageTag: Int] = [:]
        for (language, weight) in parts {
            if let language { weights[language, default: 0] += weight }
        }
        return weights.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}
