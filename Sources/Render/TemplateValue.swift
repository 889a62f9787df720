/// Data for templates: what `{{name}}` prints and what `{{#name}}` iterates.
///
///     let context: TemplateValue = [
///         "title": "Buttons",
///         "body": .html(renderedMarkdown.html),
///         "languages": [["code": "ko"], ["code": "ja"]],
///     ]
public enum TemplateValue: Sendable, Equatable {
    /// Text; HTML-escaped by `{{name}}`.
    case string(String)
    /// Trusted HTML such as rendered Markdown; never escaped.
    case html(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case list([TemplateValue])
    case object(TemplateFields)
    case null

    /// Whether a section over this value renders. False, null, empty strings and
    /// empty lists do not, so `{{#subtitle}}…{{/subtitle}}` skips a missing or empty
    /// subtitle; zero and empty objects do.
    @inline(__always)
    public var isTruthy: Bool {
        switch self {
        case .bool(let value): return value
        case .null: return false
        case .string(let value), .html(let value): return !value.isEmpty
        case .list(let items): return !items.isEmpty
        case .int, .double, .object: return true
        }
    }

    /// Looks up a key of an object; nil for anything else.
    public subscript(key: String) -> TemplateValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateFields(pairs: elements))
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue {
    public init(_ value: String) { self = .string(value) }
    public init(_ value: Bool) { self = .bool(value) }
    public init(_ value: Int) { self = .int(value) }
    public init(_ value: Double) { self = .double(value) }
    public init(_ values: [TemplateValue]) { self = .list(values) }
    public init(_ fields: [String: TemplateValue]) { self = .object(TemplateFields(fields)) }
    public init(_ fields: TemplateFields) { self = .object(fields) }
    /// A list of strings, e.g. `TemplateValue(strings: tags)`.
    public init(strings: [String]) { self = .list(strings.map(TemplateValue.string)) }
    /// `.null` for nil, so optional data can be passed straight through.
    public init(_ value: String?) { self = value.map(TemplateValue.string) ?? .null }
}
