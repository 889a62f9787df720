/// Compiled templates that can include each other as partials, shared by every
/// `Template` and `TemplateSet` made from them. Immutable after compilation.
final class TemplateLibrary: Sendable {
    struct Entry: Sendable {
        let name: String
        let file: String
        let program: TemplateProgram
    }

    let entries: [Entry]
    let indexByName: [String: Int]

    /// Compiles all sources; partial names resolve against the sources' names.
    init(_ sources: [TemplateSource]) throws(TemplateError) {
        var indexByName: [String: Int] = [:]
        for (index, source) in sources.enumerated() {
            guard indexByName.updateValue(index, forKey: source.name) == nil else {
                throw TemplateError(.duplicateTemplate(source.name), file: source.file, line: 1, column: 1)
            }
        }
        var entries: [Entry] = []
        entries.reserveCapacity(sources.count)
        for source in sources {
            let parser = TemplateParser(source: source.text, file: source.file, resolvePartial: { indexByName[$0] })
            entries.append(Entry(name: source.name, file: source.file, program: try parser.parse()))
        }
        self.entries = entries
        self.indexByName = indexByName
    }
}

/// One template's text and the names it is known by.
public struct TemplateSource: Sendable, Equatable {
    /// What `{{> name}}` refers to: the file name without its extension.
    public var name: String
    /// The path shown in error messages.
    public var file: String
    public var text: String

    public init(name: String, file: String? = nil, text: String) {
        self.name = name
        self.file = file ?? name
        self.text = text
    }
}
