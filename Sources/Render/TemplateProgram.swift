/// A compiled template: a flat list of instructions over one text buffer, built
/// once by `TemplateParser` and walked by every render.
///
/// Instructions are plain integers rather than a tree of enums with array payloads,
/// so walking them costs no reference counting; that was most of the render time.
struct TemplateProgram: Sendable {
    var instructions: [TemplateInstruction] = []
    /// All literal text of the template, referenced by offset.
    var text: [UInt8] = []
    /// Offsets into `text` where a line of the template source begins, for
    /// instructions `lineStartsStart..<lineStartsEnd` of a text instruction.
    var lineStarts: [Int32] = []
    var names: [TemplateName] = []
    /// `names[i].first` for every name, in a plain array the render loop can read
    /// without copying whole names.
    var firstNames: [String] = []
    /// `TemplateFields.nameHash` of each of `firstNames`, for objects with many fields.
    var firstNameHashes: [UInt64] = []
    var partials: [PartialReference] = []
}

struct TemplateInstruction: Sendable {
    enum Opcode: UInt8, Sendable {
        /// Write `text[a..<b]`; `lineStarts[c..<d]` mark where indentation goes.
        case text
        /// A source line that begins with a tag: where an indented partial writes
        /// its indentation.
        case lineStart
        /// Write `names[a]` HTML-escaped. For this and the next three, `c` is the
        /// name's `TemplateName.Shape`; for this and the next, `b` and `d` are the tag's
        /// line and column, for the warning when no context has the name.
        case escapedVariable
        /// Write `names[a]` as is.
        case rawVariable
        /// Run the body, instructions up to `b` (exclusive), per `names[a]`.
        case section
        /// Run the body, instructions up to `b` (exclusive), if `names[a]` is falsey.
        case invertedSection
        /// Run `partials[a]`.
        case partial
    }

    var opcode: Opcode
    var a: Int32 = 0
    var b: Int32 = 0
    var c: Int32 = 0
    var d: Int32 = 0
}

/// A tag name split at the dots; `{{.}}` is the implicit iterator.
struct TemplateName: Sendable, Equatable {
    /// Lets the render loop take the common single-component path without
    /// looking at `rest`.
    enum Shape: Int32 {
        case single, dotted, implicitIterator
    }

    var shape: Shape {
        first == nil ? .implicitIterator : rest.isEmpty ? .single : .dotted
    }

    /// Looked up through the context stack; nil for the implicit iterator.
    let first: String?
    /// Looked up inside what `first` found.
    let rest: [String]

    init(_ name: String) {
        if name == "." {
            first = nil
            rest = []
        } else {
            let components = name.split(separator: ".").map(String.init)
            first = components[0]
            rest = Array(components.dropFirst())
        }
    }
}

/// A `{{> name}}` tag, resolved to the partial's index at compile time.
struct PartialReference: Sendable {
    let index: Int
    let name: String
    /// The whitespace before a standalone partial tag, added to every line of the
    /// partial; nil when the tag shares its line with other content.
    let indentation: [UInt8]?
    let line: Int
    let column: Int
}
