/// Compiles template source into a `TemplateProgram` in three passes: split the
/// source into text and tags, apply the Mustache standalone-line rules, then emit
/// instructions with each section's extent.
struct TemplateParser {
    private let source: [UInt8]
    private let file: String
    /// Maps a partial's name to its index in the library; nil for unknown names.
    private let resolvePartial: (String) -> Int?

    init(source: String, file: String, resolvePartial: @escaping (String) -> Int?) {
        self.source = Array(source.utf8)
        self.file = file
        self.resolvePartial = resolvePartial
    }

    func parse() throws(TemplateError) -> TemplateProgram {
        var tokens = try tokenize()
        applyStandaloneRules(&tokens)
        return try buildProgram(tokens)
    }

    // MARK: - Tokens

    private enum TagKind: Equatable {
        case variable(escaped: Bool)
        case section
        case invertedSection
        case close
        case comment
        case partial

        /// Tags that vanish with their line when alone on it.
        var canStandAlone: Bool {
            switch self {
            case .variable: return false
            default: return true
            }
        }
    }

    private struct Tag {
        var kind: TagKind
        var name: String
        /// Byte offset of the opening `{{`, for diagnostics.
        var offset: Int
        var isStandalone = false
        /// The whitespace before a standalone tag on its line.
        var indentation: Range<Int> = 0..<0
    }

    private enum Token {
        case text(Range<Int>)
        case tag(Tag)
    }

    private func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var position = 0
        let count = source.count
        while let open = find(UInt8(ascii: "{"), UInt8(ascii: "{"), from: position) {
            if open > textStart { tokens.append(.text(textStart..<open)) }
            var contentStart = open + 2
            let isTriple = contentStart < count && source[contentStart] == UInt8(ascii: "{")
            if isTriple { contentStart += 1 }
            guard let close = find(UInt8(ascii: "}"), UInt8(ascii: "}"), from: contentStart) else {
                throw error(.unclosedTag, at: open)
            }
            var end = close + 2
            if isTriple {
                guard end < count, source[end] == UInt8(ascii: "}") else { throw error(.unclosedTag, at: open) }
                end += 1
            }
            let content = trimmed(contentStart..<close)
            tokens.append(.tag(try classify(content, isTriple: isTriple, offset: open)))
            position = end
            textStart = end
        }
        if textStart < count { tokens.append(.text(textStart..<count)) }
        return tokens
    }

    private func classify(_ content: Range<Int>, isTriple: Bool, offset: Int) throws(TemplateError) -> Tag {
        if isTriple {
            return Tag(kind: .variable(escaped: false), name: try validName(content, offset: offset), offset: offset)
        }
        guard let sigil = content.first.map({ source[$0] }) else { throw error(.emptyTagName, at: offset) }
        let kind: TagKind
        switch sigil {
        case UInt8(ascii: "!"): return Tag(kind: .comment, name: "", offset: offset)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "="):
            throw error(.unsupportedTag("{{" + string(content) + "}}"), at: offset)
        default:
            return Tag(kind: .variable(escaped: true), name: try validName(content, offset: offset), offset: offset)
        }
        let name = try validName(trimmed(content.dropFirst()), offset: offset)
        return Tag(kind: kind, name: name, offset: offset)
    }

    /// Names are non-empty, contain no whitespace or braces, and are `.` or dotted
    /// components that are each non-empty.
    private func validName(_ range: Range<Int>, offset: Int) throws(TemplateError) -> String {
        let name = string(range)
        guard !name.isEmpty else { throw error(.emptyTagName, at: offset) }
        if name == "." { return name }
        let hasBadByte = source[range].contains { byte in
            isWhitespace(byte) || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
                || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        let hasEmptyComponent = name.utf8.first == UInt8(ascii: ".") || name.utf8.last == UInt8(ascii: ".")
            || name.contains("..")
        if hasBadByte || hasEmptyComponent { throw error(.invalidTagName(name), at: offset) }
        return name
    }

    // MARK: - Standalone lines

    /// A section, inverted section, close, comment or partial tag alone on its line
    /// (only spaces or tabs around it) takes the whole line with it, so that
    /// templates can put control tags on their own lines without leaving blank lines.
    private func applyStandaloneRules(_ tokens: inout [Token]) {
        // Decide on the original texts first: one text can sit between two standalone
        // tags, and trimming it for the first must not change the second's decision.
        var trims: [(start: Int?, end: Int?)] = Array(repeating: (nil, nil), count: tokens.count)
        for index in tokens.indices {
            guard case .tag(var tag) = tokens[index], tag.kind.canStandAlone else { continue }

            let lineStart: Int
            if index == 0 {
                lineStart = tag.offset
            } else if case .text(let before) = tokens[index - 1] {
                if let newline = lastNewline(in: before) {
                    lineStart = newline + 1
                } else if index - 1 == 0 {
                    lineStart = before.lowerBound
                } else {
                    continue  // another tag earlier on the same line
                }
                guard (lineStart..<before.upperBound).allSatisfy({ isWhitespace(source[$0]) }) else { continue }
            } else {
                continue
            }

            let lineEnd: Int
            if index == tokens.count - 1 {
                lineEnd = source.count
            } else if case .text(let after) = tokens[index + 1] {
                guard let end = endOfBlankLinePrefix(after, isLastToken: index + 1 == tokens.count - 1) else { continue }
                lineEnd = end
            } else {
                continue
            }

            tag.isStandalone = true
            if index > 0, case .text(let before) = tokens[index - 1] {
                tag.indentation = lineStart..<before.upperBound
                trims[index - 1].end = lineStart
            } else {
                tag.indentation = lineStart..<lineStart
            }
            if index + 1 < tokens.count { trims[index + 1].start = lineEnd }
            tokens[index] = .tag(tag)
        }
        for index in tokens.indices {
            guard case .text(let range) = tokens[index] else { continue }
            let start = trims[index].start ?? range.lowerBound
            let end = max(start, trims[index].end ?? range.upperBound)
            tokens[index] = .text(start..<end)
        }
    }

    /// If `range` starts with spaces or tabs up to a line break, the offset after
    /// the break; also the end if it is only whitespace and ends the template.
    private func endOfBlankLinePrefix(_ range: Range<Int>, isLastToken: Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") { return index + 1 }
            if byte == UInt8(ascii: "\r"), index + 1 < range.upperBound, source[index + 1] == UInt8(ascii: "\n") {
                return index + 2
            }
            guard isWhitespace(byte) else { return nil }
            index += 1
        }
        return isLastToken ? range.upperBound : nil
    }

    // MARK: - Program

    private struct OpenSection {
        var name: String
        var offset: Int
        /// Index of the section's instruction, whose end is filled in at the close.
        var instruction: Int
    }

    private func buildProgram(_ tokens: [Token]) throws(TemplateError) -> TemplateProgram {
        var program = TemplateProgram()
        program.text.reserveCapacity(source.count)
        var openSections: [OpenSection] = []
        // Whether the next output begins a source line, where indentation goes.
        var atLineStart = true
        // Text split only by removed tags (comments, standalone lines) is joined into
        // one instruction, as long as no other instruction came in between.
        var textCanExtendLastInstruction = false
        // Tags come in source order, so their lines are counted once through the source.
        var tagLocations = SourceLocator()

        for token in tokens {
            switch token {
            case .text(let range):
                guard !range.isEmpty else { continue }
                let base = program.text.count
                let lineStartsBefore = program.lineStarts.count
                if atLineStart { program.lineStarts.append(Int32(base)) }
                for index in range where source[index] == UInt8(ascii: "\n") && index + 1 < range.upperBound {
                    program.lineStarts.append(Int32(base + index + 1 - range.lowerBound))
                }
                program.text.append(contentsOf: source[range])
                if textCanExtendLastInstruction {
                    program.instructions[program.instructions.count - 1].b = Int32(program.text.count)
                    program.instructions[program.instructions.count - 1].d = Int32(program.lineStarts.count)
                } else {
                    program.instructions.append(TemplateInstruction(
                        opcode: .text, a: Int32(base), b: Int32(program.text.count),
                        c: Int32(lineStartsBefore), d: Int32(program.lineStarts.count)))
                }
                textCanExtendLastInstruction = true
                atLineStart = source[range.upperBound - 1] == UInt8(ascii: "\n") && range.upperBound < source.count
                continue

            case .tag(let tag):
                if tag.kind == .comment { continue }
                textCanExtendLastInstruction = false
                if !tag.isStandalone {
                    if atLineStart { program.instructions.append(TemplateInstruction(opcode: .lineStart)) }
                    atLineStart = false
                }
                switch tag.kind {
                case .comment:
                    break
                case .variable(let escaped):
                    let (index, shape) = name(tag.name, in: &program)
                    let (line, column) = tagLocations.location(of: tag.offset, in: source)
                    program.instructions.append(TemplateInstruction(
                        opcode: escaped ? .escapedVariable : .rawVariable, a: index, b: Int32(line), c: shape, d: Int32(column)))
                case .section, .invertedSection:
                    openSections.append(OpenSection(name: tag.name, offset: tag.offset,
                                                    instruction: program.instructions.count))
                    let (index, shape) = name(tag.name, in: &program)
                    program.instructions.append(TemplateInstruction(
                        opcode: tag.kind == .section ? .section : .invertedSection, a: index, c: shape))
                case .close:
                    guard let open = openSections.popLast() else {
                        throw error(.unexpectedClose(tag.name), at: tag.offset)
                    }
                    guard open.name == tag.name else {
                        let openLine = location(of: open.offset).line
                        throw error(.mismatchedClose(open: open.name, openLine: openLine, closed: tag.name), at: tag.offset)
                    }
                    program.instructions[open.instruction].b = Int32(program.instructions.count)
                case .partial:
                    guard let index = resolvePartial(tag.name) else {
                        throw error(.unknownPartial(tag.name), at: tag.offset)
                    }
                    let (line, column) = location(of: tag.offset)
                    let indentation = tag.isStandalone ? Array(source[tag.indentation]) : nil
                    program.partials.append(PartialReference(
                        index: index, name: tag.name, indentation: indentation, line: line, column: column))
                    program.instructions.append(TemplateInstruction(
                        opcode: .partial, a: Int32(program.partials.count - 1)))
                }
            }
        }
        if let open = openSections.last {
            throw error(.unclosedSection(open.name), at: open.offset)
        }
        return program
    }

    /// Index of `name` in the program's name table, adding it if new, and its shape.
    private func name(_ name: String, in program: inout TemplateProgram) -> (index: Int32, shape: Int32) {
        let templateName = TemplateName(name)
        let shape = templateName.shape.rawValue
        if let index = program.names.firstIndex(of: templateName) { return (Int32(index), shape) }
        program.names.append(templateName)
        program.firstNames.append(templateName.first ?? "")
        program.firstNameHashes.append(TemplateFields.nameHash(templateName.first ?? ""))
        return (Int32(program.names.count - 1), shape)
    }

    // MARK: - Bytes

    private func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
        var index = start
        let last = source.count - 1
        while index < last {
            if source[index] == first && source[index + 1] == second { return index }
            index += 1
        }
        return nil
    }

    private func lastNewline(in range: Range<Int>) -> Int? {
        range.last { source[$0] == UInt8(ascii: "\n") }
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && isSpace(source[lower]) { lower += 1 }
        while upper > lower && isSpace(source[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// Whitespace that may surround a standalone tag.
    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whitespace allowed around a name inside a tag.
    private func isSpace(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self)
    }

    // MARK: - Diagnostics

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    private func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where source[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Count scalars, not bytes: UTF-8 continuation bytes look like 0b10xxxxxx.
        let column = source[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (line, column)
    }

    private func error(_ kind: TemplateError.Kind, at offset: Int) -> TemplateError {
        let (line, column) = location(of: offset)
        return TemplateError(kind, file: file, line: line, column: column)
    }
}

/// Lines and columns of increasing byte offsets, counted from the previous one: a template
/// of many tags costs one pass, not one pass per tag.
private struct SourceLocator {
    private var offset = 0
    private var line = 1
    /// Column of `offset`, 1-based, in Unicode scalars.
    private var column = 1

    mutating func location(of target: Int, in source: [UInt8]) -> (line: Int, column: Int) {
        while offset < target {
            let byte = source[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}
