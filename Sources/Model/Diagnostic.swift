import Support

/// A problem found in the input, collected rather than thrown so that one bad file does not
/// stop the others from being processed.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable identifier such as `invalid-utf8`, reused by reports and tests.
    public var id: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation? = nil) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func warning(_ id: String, _ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location)
    }

    public static func error(_ id: String, _ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, id, message, at: location)
    }

    /// `path:line: severity: message [id]`, the format editors and CI logs understand, on one
    /// line whatever the file name or message holds (controls escaped: a newline in a file
    /// name cannot forge a line, an escape sequence cannot reach the terminal).
    public var description: String {
        let place = location.map { "\(TextControls.escaped($0.description)): " } ?? ""
        return "\(place)\(severity.rawValue): \(TextControls.escaped(message)) [\(id)]"
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, line, then id, so output is deterministic whatever order threads finished in.
    public func sortedForOutput() -> [Diagnostic] {
        sorted {
            let l = $0.location ?? SourceLocation(path: "")
            let r = $1.location ?? SourceLocation(path: "")
            if l != r { return l < r }
            if $0.id != $1.id { return $0.id < $1.id }
            return $0.message < $1.message
        }
    }
}
