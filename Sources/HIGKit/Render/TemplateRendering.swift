/// One render of a compiled template: the context stack and the walk over nodes.
struct TemplateRendering {
    /// How deep partials may include partials; deep enough for recursive navigation
    /// trees, shallow enough to stop a partial that includes itself forever.
    static let partialDepthLimit = 64

    let library: TemplateLibrary
    /// Innermost context last. Lookups walk it from the end, as Mustache does.
    private var stack: [TemplateValue]

    init(library: TemplateLibrary, context: TemplateValue) {
        self.library = library
        self.stack = [context]
        stack.reserveCapacity(8)
    }

    mutating func render(
        _ nodes: [TemplateNode],
        template: Int,
        indent: [UInt8],
        depth: Int,
        into output: inout [UInt8]
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let bytes, let lineStarts):
                if indent.isEmpty || lineStarts.isEmpty {
                    output.append(contentsOf: bytes)
                } else {
                    var previous = 0
                    for start in lineStarts {
                        output.append(contentsOf: bytes[previous..<start])
                        output.append(contentsOf: indent)
                        previous = start
                    }
                    output.append(contentsOf: bytes[previous...])
                }

            case .lineStart:
                output.append(contentsOf: indent)

            case .variable(let name, let escaped):
                if let value = lookUp(name) { write(value, escaped: escaped, into: &output) }

            case .section(let name, let inverted, let children):
                let value = lookUp(name)
                if inverted {
                    if !(value?.isTruthy ?? false) {
                        try render(children, template: template, indent: indent, depth: depth, into: &output)
                    }
                    continue
                }
                guard let value, value.isTruthy else { continue }
                if case .list(let items) = value {
                    for item in items {
                        stack.append(item)
                        try render(children, template: template, indent: indent, depth: depth, into: &output)
                        stack.removeLast()
                    }
                } else {
                    stack.append(value)
                    try render(children, template: template, indent: indent, depth: depth, into: &output)
                    stack.removeLast()
                }

            case .partial(let index, let name, let indentation, let line, let column):
                guard depth < Self.partialDepthLimit else {
                    throw TemplateError(.partialDepthExceeded(name, limit: Self.partialDepthLimit),
                                        file: library.entries[template].file, line: line, column: column)
                }
                // A standalone partial indents every line by its own indentation on top of
                // the current one; an inline partial's lines are not indented.
                let partialIndent = indentation.map { indent + $0 } ?? []
                try render(library.entries[index].nodes, template: index, indent: partialIndent,
                           depth: depth + 1, into: &output)
            }
        }
    }

    /// Mustache name resolution: the first name component is looked up from the
    /// innermost context outward; the rest resolve only inside what it found.
    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.components.first else { return stack.last }
        var frame = stack.count - 1
        while frame >= 0 {
            if case .object(let fields) = stack[frame], let found = fields[first] {
                var value = found
                for component in name.components.dropFirst() {
                    guard case .object(let inner) = value, let next = inner[component] else { return nil }
                    value = next
                }
                return value
            }
            frame -= 1
        }
        return nil
    }

    private func write(_ value: TemplateValue, escaped: Bool, into output: inout [UInt8]) {
        switch value {
        case .string(let text):
            if escaped {
                let done: Void? = text.utf8.withContiguousStorageIfAvailable {
                    HTMLEscaping.appendEscaped($0, to: &output, characters: .template)
                }
                if done == nil {
                    let bytes = Array(text.utf8)
                    bytes.withUnsafeBufferPointer { HTMLEscaping.appendEscaped($0, to: &output, characters: .template) }
                }
            } else {
                output.append(utf8Of: text)
            }
        case .html(let markup):
            output.append(utf8Of: markup)
        case .bool(let flag):
            output.append(staticString: flag ? "true" : "false")
        case .int(let number):
            output.append(utf8Of: String(number))
        case .double(let number):
            output.append(utf8Of: String(number))
        case .list, .object, .null:
            // No sensible text form; use a section to show their contents.
            break
        }
    }
}
