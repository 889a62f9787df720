/// Compiled templates that can include each other as partials, shared by every
/// `Template` and `TemplateSet` made from them. Immutable after compilation, which is what
/// makes sharing `codes` (pointers into `entries`) safe: `@unchecked Sendable` for them.
final class TemplateLibrary: @unchecked Sendable {
    struct Entry: Sendable {
        let name: String
        let file: String
        let program: TemplateProgram
    }

    let entries: [Entry]
    let indexByName: [String: Int]
    /// Per entry, what a render reads of its program, as pointers into `entries`: made once
    /// here, not per render or per partial (copying a program out retained its seven arrays).
    let codes: UnsafeBufferPointer<TemplateCode>

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
        let codes = UnsafeMutableBufferPointer<TemplateCode>.allocate(capacity: entries.count)
        for (index, entry) in self.entries.enumerated() { codes.initializeElement(at: index, to: TemplateCode(entry.program, template: index)) }
        self.codes = UnsafeBufferPointer(codes)
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: codes).deinitialize()
        codes.deallocate()
    }
}

/// The parts of one template's program a render reads, as buffer pointers, so the
/// instruction loop does no reference counting. Valid while the library that made it is.
struct TemplateCode {
    let template: Int
    let instructions: UnsafeBufferPointer<TemplateInstruction>
    let text: UnsafeBufferPointer<UInt8>
    let lineStarts: UnsafeBufferPointer<Int32>
    let firstNames: UnsafeBufferPointer<String>
    let firstNameHashes: UnsafeBufferPointer<UInt64>
    let names: UnsafeBufferPointer<TemplateName>
    let partials: UnsafeBufferPointer<PartialReference>

    /// The program's arrays are never changed after compilation: their storage stays where
    /// it is while the library holds them.
    init(_ program: TemplateProgram, template: Int) {
        self.template = template
        instructions = program.instructions.withUnsafeBufferPointer { $0 }
        text = program.text.withUnsafeBufferPointer { $0 }
        lineStarts = program.lineStarts.withUnsafeBufferPointer { $0 }
        firstNames = program.firstNames.withUnsafeBufferPointer { $0 }
        firstNameHashes = program.firstNameHashes.withUnsafeBufferPointer { $0 }
        names = program.names.withUnsafeBufferPointer { $0 }
        partials = program.partials.withUnsafeBufferPointer { $0 }
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
