/// A compiled template: a tree of these, built once by `TemplateParser` and
/// walked by every render.
enum TemplateNode: Sendable {
    /// Literal template text. `lineStarts` are the offsets where a line of the
    /// template source begins; only partials rendered with indentation use them.
    case text([UInt8], lineStarts: [Int])
    /// The start of a source line that begins with a tag: where an indented
    /// partial writes its indentation.
    case lineStart
    case variable(TemplateName, escaped: Bool)
    case section(TemplateName, inverted: Bool, children: [TemplateNode])
    /// `index` is the partial's position in the template library, resolved at compile
    /// time. `indentation` is the whitespace before a standalone partial tag, added to
    /// every line of the partial; nil when the tag shares its line with other content.
    case partial(index: Int, name: String, indentation: [UInt8]?, line: Int, column: Int)
}

/// A tag name split at the dots; `{{.}}` is the implicit iterator.
struct TemplateName: Sendable, Equatable {
    let components: [String]

    var isImplicitIterator: Bool { components.isEmpty }

    static let implicitIterator = TemplateName(components: [])
}
