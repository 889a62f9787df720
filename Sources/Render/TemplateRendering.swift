/// One render of compiled templates: the context stack and the instruction loop.
struct TemplateRendering {
    /// How deep partials may include partials; deep enough for recursive navigation
    /// trees, shallow enough to stop a partial that includes itself forever.
    static let partialDepthLimit = 64

    let library: TemplateLibrary
    /// Innermost context last. Lookups walk it from the end, as Mustache does.
    private var stack: [TemplateValue]
    /// The templates being rendered, outermost first: the loop an error names.
    private var path: [Int] = []
    /// Variable tags no context had a value for, each once, in the order met.
    private(set) var unresolved: [UnresolvedVariable] = []
    /// (template, instruction) of each of `unresolved`.
    private var unresolvedTags: Set<Int> = []

    init(library: TemplateLibrary, context: TemplateValue) {
        self.library = library
        self.stack = [context]
        stack.reserveCapacity(8)
    }

    /// The parts of one template a run reads, as buffer pointers so the loop does
    /// no reference counting. Valid while the library is alive, which it is for
    /// the whole render.
    private struct Code {
        let template: Int
        let instructions: UnsafeBufferPointer<TemplateInstruction>
        let text: UnsafeBufferPointer<UInt8>
        let lineStarts: UnsafeBufferPointer<Int32>
        let firstNames: UnsafeBufferPointer<String>
        let names: UnsafeBufferPointer<TemplateName>
    }

    mutating func render(template index: Int, indent: [UInt8], depth: Int, into output: inout ByteWriter) throws(TemplateError) {
        let program = library.entries[index].program
        path.append(index)
        defer { path.removeLast() }
        // Nested closures (not `throws(TemplateError)`-aware everywhere) pass errors out by value.
        var failure: TemplateError?
        program.instructions.withUnsafeBufferPointer { instructions in
            program.text.withUnsafeBufferPointer { text in
                program.lineStarts.withUnsafeBufferPointer { lineStarts in
                    program.names.withUnsafeBufferPointer { names in
                      program.firstNames.withUnsafeBufferPointer { firstNames in
                        let code = Code(template: index, instructions: instructions, text: text,
                                        lineStarts: lineStarts, firstNames: firstNames, names: names)
                        do throws(TemplateError) {
                            try run(code, 0..<instructions.count, indent: indent, depth: depth, into: &output)
                        } catch {
                            failure = error
                        }
                      }
                    }
                }
            }
        }
        if let failure { throw failure }
    }

    private mutating func run(
        _ code: Code,
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
                let found = withValue(of: instruction, in: code) { value in
                    if let value { Self.write(value, escaped: instruction.opcode == .escapedVariable, into: &output) }
                    return value != nil
                }
                if !found { noteUnresolved(instruction, at: pc, in: code) }
                pc += 1

            case .section:
                let end = Int(instruction.b)
                let body = (pc + 1)..<end
                switch withValue(of: instruction, in: code, { $0 }) {
                case .list(let items)?:
                    for item in items {
                        stack.append(item)
                        try run(code, body, indent: indent, depth: depth, into: &output)
                        stack.removeLast()
                    }
                case let value? where value.isTruthy:
                    stack.append(value)
                    try run(code, body, indent: indent, depth: depth, into: &output)
                    stack.removeLast()
                default:
                    break
                }
                pc = end

            case .invertedSection:
                let end = Int(instruction.b)
                let isTruthy = withValue(of: instruction, in: code) { $0?.isTruthy ?? false }
                if !isTruthy {
                    try run(code, (pc + 1)..<end, indent: indent, depth: depth, into: &output)
                }
                pc = end

            case .partial:
                let partial = library.entries[code.template].program.partials[Int(instruction.a)]
                guard depth < Self.partialDepthLimit else {
                    let start = path.lastIndex(of: partial.index) ?? path.count
                    let cycle = (path[start...] + [partial.index]).map { library.entries[$0].name }
                    throw TemplateError(.partialDepthExceeded(partial.name, limit: Self.partialDepthLimit, cycle: cycle),
                                        file: library.entries[code.template].file,
                                        line: partial.line, column: partial.column)
                }
                // A standalone partial indents every line by its own indentation on top of
                // the current one; an inline partial's lines are not indented.
                let partialIndent = partial.indentation.map { indent + $0 } ?? []
                try render(template: partial.index, indent: partialIndent, depth: depth + 1, into: &output)
                pc += 1
            }
        }
    }

    /// A `{{name}}` with no value in any context: Mustache renders nothing, which hides a
    /// misspelt name, so it is kept for a warning. Sections over a missing name are not:
    /// that is how a template says "if present".
    private mutating func noteUnresolved(_ instruction: TemplateInstruction, at pc: Int, in code: Code) {
        guard unresolvedTags.insert(code.template << 32 | pc).inserted else { return }
        let name = code.names[Int(instruction.a)]
        unresolved.append(UnresolvedVariable(
            name: ([name.first ?? "."] + name.rest).joined(separator: "."), file: library.entries[code.template].file,
            line: Int(instruction.b), column: Int(instruction.d)))
    }

    /// Mustache name resolution: the first name component is looked up from the
    /// innermost context outward; the rest resolve only inside what it found.
    /// The value is lent to `body` rather than returned, which saves copies.
    @inline(__always)
    private func withValue<Result>(
        of instruction: TemplateInstruction,
        in code: Code,
        _ body: (TemplateValue?) -> Result
    ) -> Result {
        switch TemplateName.Shape(rawValue: instruction.c) {
        case .single?:
            // The common case, kept free of the dotted-name machinery.
            let key = code.firstNames[Int(instruction.a)]
            return stack.withUnsafeBufferPointer { frames in
                var frame = frames.count - 1
                while frame >= 0 {
                    if let result = frames[frame].withField(key, { body($0) }) { return result }
                    frame -= 1
                }
                return body(nil)
            }
        case .dotted?:
            let name = code.names[Int(instruction.a)]
            let key = code.firstNames[Int(instruction.a)]
            var frame = stack.count - 1
            while frame >= 0 {
                if case .object(let fields) = stack[frame], var value = fields[key] {
                    for component in name.rest {
                        guard case .object(let inner) = value, let next = inner[component] else { return body(nil) }
                        value = next
                    }
                    return body(value)
                }
                frame -= 1
            }
            return body(nil)
        case .implicitIterator?, nil:
            return body(stack.last)
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
