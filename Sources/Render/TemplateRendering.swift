/// One render of compiled templates: the context stack and the instruction loop.
struct TemplateRendering {
    /// How deep partials may include partials; deep enough for recursive navigation
    /// trees, shallow enough to stop a partial that includes itself forever.
    static let partialDepthLimit = 64

    let library: TemplateLibrary
    /// Innermost context last. Lookups walk `stack` from the end, as Mustache does; `contexts`
    /// holds what the frames point into.
    private var contexts: [TemplateValue]
    private var stack: [Frame]
    /// The templates being rendered, outermost first: the loop an error names.
    private var path: [Int] = []
    /// Variable tags no context had a value for, each once, in the order met.
    private(set) var unresolved: [UnresolvedVariable] = []
    /// (template, instruction) of each of `unresolved`.
    private var unresolvedTags: Set<Int> = []

    init(library: TemplateLibrary, context: TemplateValue) {
        self.library = library
        self.contexts = [context]
        self.stack = [Frame(context)]
        contexts.reserveCapacity(8)
        stack.reserveCapacity(8)
    }

    /// Where a context's fields are, when it is an object: a lookup reads them in place.
    /// Matching the enum for them in every frame of every lookup copied them (a retain and a
    /// release each: most of the render's time), and so did reading a frame that held a value.
    /// Valid while `contexts` holds the value, which it does while the frame is on the stack.
    private struct Frame {
        let pairs: UnsafeBufferPointer<(String, TemplateValue)>
        let slots: UnsafeBufferPointer<Int32>

        init(_ value: TemplateValue) {
            if case .object(let fields) = value {
                (pairs, slots) = fields.storage
            } else {
                (pairs, slots) = (UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
            }
        }
    }

    mutating func render(template index: Int, indent: [UInt8], depth: Int, into output: inout ByteWriter) throws(TemplateError) {
        path.append(index)
        defer { path.removeLast() }
        try run(library.codes[index], 0..<library.codes[index].instructions.count, indent: indent, depth: depth, into: &output)
    }

    private mutating func run(
        _ code: TemplateCode,
        _ range: Range<Int>,
        indent: [UInt8],
        depth: Int,
        into output: inout ByteWriter
    ) throws(TemplateError) {
        var pc = range.lowerBound
        while pc < range.upperBound {
            let instruction = code.instructions[pc]
            switch instruction.opcode {
            case .text:
                let start = Int(instruction.a)
                let end = Int(instruction.b)
                if indent.isEmpty || instruction.c == instruction.d {
                    output.append(UnsafeBufferPointer(rebasing: code.text[start..<end]))
                } else {
                    var previous = start
                    for lineStart in code.lineStarts[Int(instruction.c)..<Int(instruction.d)] {
                        output.append(UnsafeBufferPointer(rebasing: code.text[previous..<Int(lineStart)]))
                        output.append(indent)
                        previous = Int(lineStart)
                    }
                    output.append(UnsafeBufferPointer(rebasing: code.text[previous..<end]))
                }
                pc += 1

            case .lineStart:
                output.append(indent)
                pc += 1

            case .escapedVariable, .rawVariable:
                let escaped = instruction.opcode == .escapedVariable
                let written: Void? = withValue(of: instruction, in: code) { Self.write($0, escaped: escaped, into: &output) }
                if written == nil { noteUnresolved(instruction, at: pc, in: code) }
                pc += 1

            case .section:
                let end = Int(instruction.b)
                let body = (pc + 1)..<end
                switch withValue(of: instruction, in: code, { $0 }) {
                case .list(let items)?:
                    for item in items {
                        try run(code, body, in: item, indent: indent, depth: depth, into: &output)
                    }
                case let value? where value.isTruthy:
                    try run(code, body, in: value, indent: indent, depth: depth, into: &output)
                default:
                    break
                }
                pc = end

            case .invertedSection:
                let end = Int(instruction.b)
                let isTruthy = withValue(of: instruction, in: code) { $0.isTruthy } ?? false
                if !isTruthy {
                    try run(code, (pc + 1)..<end, indent: indent, depth: depth, into: &output)
                }
                pc = end

            case .partial:
                let partial = code.partials[Int(instruction.a)]
                guard depth < Self.partialDepthLimit else {
                    let start = path.lastIndex(of: partial.index) ?? path.count
                    let cycle = (path[start...] + [partial.index]).map { library.entries[$0].name }
                    throw TemplateError(.partialDepthExceeded(partial.name, limit: Self.partialDepthLimit, cycle: cycle),
                                        file: library.entries[code.template].file,
                                        line: partial.line, column: partial.column)
                }
                // A standalone partial indents every line by its own indentation on top of
                // the current one; an inline partial's lines are not indented.
                let partialIndent = partial.indentation.map { indent.isEmpty ? $0 : indent + $0 } ?? []
                try render(template: partial.index, indent: partialIndent, depth: depth + 1, into: &output)
                pc += 1
            }
        }
    }

    /// Runs `range` with `context` as the innermost context.
    private mutating func run(_ code: TemplateCode, _ range: Range<Int>, in context: TemplateValue, indent: [UInt8], depth: Int,
                              into output: inout ByteWriter) throws(TemplateError) {
        contexts.append(context)
        stack.append(Frame(context))
        defer {
            stack.removeLast()
            contexts.removeLast()
        }
        try run(code, range, indent: indent, depth: depth, into: &output)
    }

    /// A `{{name}}` with no value in any context: Mustache renders nothing, which hides a
    /// misspelt name, so it is kept for a warning. Sections over a missing name are not:
    /// that is how a template says "if present".
    private mutating func noteUnresolved(_ instruction: TemplateInstruction, at pc: Int, in code: TemplateCode) {
        guard unresolvedTags.insert(code.template << 32 | pc).inserted else { return }
        let name = code.names[Int(instruction.a)]
        unresolved.append(UnresolvedVariable(
            name: ([name.first ?? "."] + name.rest).joined(separator: "."), file: library.entries[code.template].file,
            line: Int(instruction.b), column: Int(instruction.d)))
    }

    /// Mustache name resolution: the first name component is looked up from the
    /// innermost context outward; the rest resolve only inside what it found.
    /// The value is lent to `body` rather than returned, which saves copies (an optional
    /// value would be copied out to be unwrapped); nil when no context has the name.
    @inline(__always)
    private func withValue<Result>(
        of instruction: TemplateInstruction,
        in code: TemplateCode,
        _ body: (TemplateValue) -> Result
    ) -> Result? {
        switch TemplateName.Shape(rawValue: instruction.c) {
        case .single?:
            // The common case, kept free of the dotted-name machinery.
            let name = Int(instruction.a)
            return stack.withUnsafeBufferPointer { frames in
                var frame = frames.count - 1
                while frame >= 0 {
                    let (pairs, slots) = (frames[frame].pairs, frames[frame].slots)
                    if let position = TemplateFields.position(of: code.firstNames[name], hash: code.firstNameHashes[name],
                                                              pairs: pairs, slots: slots) {
                        return body(pairs[position].1)
                    }
                    frame -= 1
                }
                return nil
            }
        case .dotted?:
            let name = code.names[Int(instruction.a)]
            let key = code.firstNames[Int(instruction.a)]
            var frame = stack.count - 1
            while frame >= 0 {
                if var value = contexts[frame][key] {
                    for component in name.rest {
                        guard case .object(let inner) = value, let next = inner[component] else { return nil }
                        value = next
                    }
                    return body(value)
                }
                frame -= 1
            }
            return nil
        case .implicitIterator?, nil:
            return contexts.isEmpty ? nil : body(contexts[contexts.count - 1])
        }
    }

    private static func write(_ value: TemplateValue, escaped: Bool, into output: inout ByteWriter) {
        switch value {
        case .string(let text):
            if escaped {
                var text = text
                text.withUTF8 { HTMLEscaping.appendEscaped($0, to: &output, characters: .template) }
            } else {
                output.append(utf8Of: text)
            }
        case .html(let markup):
            output.append(utf8Of: markup)
        case .bool(let flag):
            output.append(flag ? "true" : "false")
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

/// A variable tag that rendered as nothing because no context had its name; usually a
/// misspelling or a field the page does not have.
public struct UnresolvedVariable: Hashable, Sendable {
    /// As written in the tag, e.g. `doc.tilte`.
    public let name: String
    /// The template's file.
    public let file: String
    /// 1-based line and column (in Unicode scalars) of the tag.
    public let line: Int
    public let column: Int
}
