/// A template that cannot be compiled or rendered, with where it happened.
///
/// `description` reads like a compiler diagnostic:
/// `Templates/page.html:12: error: unclosed section 'nav' opened here`.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// `{{` (or `{{{`) with no matching `}}` (or `}}}`).
        case unclosedTag
        /// `{{#name}}` or `{{^name}}` never closed; the location is where it opened.
        case unclosedSection(String)
        /// `{{/closed}}` while `open` is the innermost open section.
        case mismatchedClose(open: String, openLine: Int, closed: String)
        /// `{{/name}}` with no section open.
        case unexpectedClose(String)
        /// `{{> name}}` where the template set has no template `name`.
        case unknownPartial(String)
        /// `{{}}`, `{{# }}` and the like.
        case emptyTagName
        /// A name with spaces or empty dotted components, such as `a..b`.
        case invalidTagName(String)
        /// Set-delimiter tags (`{{=<% %>=}}`) are not supported.
        case unsupportedTag(String)
        /// Partials nested deeper than the limit, usually a partial including itself
        /// with data that never runs out; `cycle`: the partials that include each other,
        /// from the one named back to it.
        case partialDepthExceeded(String, limit: Int, cycle: [String])
        /// Two files in one template directory with the same name, e.g. `nav.html` and `nav.txt`.
        case duplicateTemplate(String)
        /// The file is not UTF-8.
        case invalidEncoding
        /// The file or folder cannot be read; the reason says why.
        case unreadable(String)
    }

    public var kind: Kind
    /// The template's file name (or name, for templates not read from files).
    public var file: String
    /// 1-based line of the offending tag.
    public var line: Int
    /// 1-based column of the offending tag, in Unicode scalars.
    public var column: Int

    public init(_ kind: Kind, file: String, line: Int, column: Int) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
    }

    public var message: String {
        switch kind {
        case .unclosedTag:
            return "unclosed tag: '{{' has no matching '}}'"
        case .unclosedSection(let name):
            return "unclosed section '\(name)' opened here"
        case .mismatchedClose(let open, let openLine, let closed):
            return "'{{/\(closed)}}' does not match open section '\(open)' (opened on line \(openLine))"
        case .unexpectedClose(let name):
            return "'{{/\(name)}}' closes a section that is not open"
        case .unknownPartial(let name):
            return "unknown partial '\(name)'"
        case .emptyTagName:
            return "empty tag name"
        case .invalidTagName(let name):
            return "invalid tag name '\(name)'"
        case .unsupportedTag(let tag):
            return "unsupported tag '\(tag)': set-delimiter tags are not supported"
        case .partialDepthExceeded(let name, let limit, let cycle):
            let loop = cycle.count > 1 ? ": " + cycle.joined(separator: " → ") : ""
            return "partial '\(name)' nested more than \(limit) levels deep; the partials include each other without end\(loop)"
        case .duplicateTemplate(let name):
            return "two templates are named '\(name)'"
        case .invalidEncoding:
            return "file is not valid UTF-8"
        case .unreadable(let reason):
            return reason
        }
    }

    public var description: String {
        line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
    }
}
