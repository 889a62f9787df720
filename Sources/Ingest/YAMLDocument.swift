import CYAML
import Support

/// A YAML document as values: scalars (always text: `weight: 3` is "3", the reader of a key
/// decides what it means), sequences and mappings in the order written, each with its line.
/// Read with libyaml's event parser; aliases are refused and nesting is bounded, so a hostile
/// file cannot expand into a huge value or exhaust the stack.
public indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String, line: Int)
    case sequence([YAMLValue], line: Int)
    case mapping([YAMLEntry], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    /// The text of a scalar.
    public var text: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The texts of a sequence of scalars, or of a single scalar as a list of one.
    public var texts: [String]? {
        switch self {
        case .scalar(let text, _): return text.isEmpty ? [] : [text]
        case .sequence(let items, _): return items.compactMap(\.text)
        case .mapping: return nil
        }
    }

    /// A mapping's entries.
    public var entries: [YAMLEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    public subscript(key: String) -> YAMLValue? {
        entries?.first { $0.key == key }?.value
    }
}

public struct YAMLEntry: Sendable, Hashable {
    public var key: String
    public var line: Int
    public var value: YAMLValue
}

/// What went wrong reading YAML, at a line of the text given (1-based).
public struct YAMLError: Error, Sendable, Hashable {
    public var line: Int
    public var message: String
}

public enum YAMLDocument {
    /// Nesting deeper than this is refused: front matter and hig.yaml are a few levels deep.
    public static let maximumDepth = 32

    /// The first document of `text`: nil for an empty one. On an error, `partial` holds what the
    /// top-level mapping had before it (so a page keeps the title written above a typo).
    public static func parse(_ text: String) -> (value: YAMLValue?, error: YAMLError?) {
        var reader = EventReader(text)
        defer { reader.close() }
        return reader.document()
    }

    /// A libyaml parser over one text, read event by event.
    private struct EventReader {
        // On the heap: libyaml keeps a pointer to the parser in it (its read handler's data), so
        // it must not move, as a Swift value may.
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let bytes: [UInt8]
        let buffer: UnsafeMutablePointer<UInt8>

        init(_ text: String) {
            bytes = Array(text.utf8)
            buffer = .allocate(capacity: max(bytes.count, 1))
            buffer.initialize(from: bytes, count: bytes.count)
            parser = .allocate(capacity: 1)
            parser.initialize(to: yaml_parser_t())
            yaml_parser_initialize(parser)
            yaml_parser_set_input_string(parser, buffer, bytes.count)
        }

        mutating func close() {
            yaml_parser_delete(parser)
            parser.deallocate()
            buffer.deallocate()
        }

        /// One parsed event: its type, line, scalar text and style.
        struct Event {
            var type: yaml_event_type_t
            var line: Int
            var text: String
        }

        mutating func next() -> Result<Event, YAMLError> {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "invalid YAML"
                let context = parser.pointee.context.map { String(cString: $0) + ": " } ?? ""
                return .failure(YAMLError(line: Int(parser.pointee.problem_mark.line) + 1, message: context + problem))
            }
            defer { yaml_event_delete(&event) }
            var text = ""
            if event.type == YAML_SCALAR_EVENT, let value = event.data.scalar.value {
                text = String(decoding: UnsafeBufferPointer(start: value, count: event.data.scalar.length), as: UTF8.self)
                // A plain `~` or `null` is no value.
                if event.data.scalar.plain_implicit == 1, ["~", "null", "Null", "NULL"].contains(text) { text = "" }
            }
            return .success(Event(type: event.type, line: Int(event.start_mark.line) + 1, text: text))
        }

        mutating func document() -> (value: YAMLValue?, error: YAMLError?) {
            // Stream start, then a document start or the stream's end (an empty text).
            var partial: [YAMLEntry] = []
            do {
                while true {
                    let event = try next().get()
                    if event.type == YAML_STREAM_END_EVENT { return (nil, nil) }
                    if event.type == YAML_DOCUMENT_START_EVENT { break }
                }
                let first = try next().get()
                let value = try node(first, depth: 0, topLevel: &partial)
                return (value, nil)
            } catch let error as YAMLError {
                return (partial.isEmpty ? nil : .mapping(partial, line: partial[0].line), error)
            } catch {
                return (nil, YAMLError(line: 1, message: "\(error)"))
            }
        }

        /// The value that starts with `event`; `topLevel` collects the root mapping's entries
        /// as they are read.
        mutating func node(_ event: Event, depth: Int, topLevel: inout [YAMLEntry]) throws -> YAMLValue {
            guard depth < maximumDepth else {
                throw YAMLError(line: event.line, message: "nested more than \(maximumDepth) levels deep")
            }
            var ignored: [YAMLEntry] = []
            switch event.type {
            case YAML_SCALAR_EVENT:
                return .scalar(event.text, line: event.line)
            case YAML_ALIAS_EVENT:
                throw YAMLError(line: event.line, message: "aliases (*name) are not supported; write the value out")
            case YAML_SEQUENCE_START_EVENT:
                var items: [YAMLValue] = []
                while true {
                    let item = try next().get()
                    if item.type == YAML_SEQUENCE_END_EVENT { return .sequence(items, line: event.line) }
                    items.append(try node(item, depth: depth + 1, topLevel: &ignored))
                }
            case YAML_MAPPING_START_EVENT:
                var entries: [YAMLEntry] = []
                while true {
                    let key = try next().get()
                    if key.type == YAML_MAPPING_END_EVENT { return .mapping(entries, line: event.line) }
                    guard key.type == YAML_SCALAR_EVENT else {
                        throw YAMLError(line: key.line, message: "a key must be plain text, not a list or a mapping")
                    }
                    if entries.contains(where: { $0.key == key.text }) {
                        throw YAMLError(line: key.line, message: "duplicate key '\(key.text)'")
                    }
                    let value = try node(try next().get(), depth: depth + 1, topLevel: &ignored)
                    entries.append(YAMLEntry(key: key.text, line: key.line, value: value))
                    if depth == 0 { topLevel = entries }
                }
            default:
                throw YAMLError(line: event.line, message: "unexpected YAML structure")
            }
        }
    }
}
