/// A place in an input file, printed the way compilers do: `Content/a.txt:12`.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based line number; 0 when the location is the whole file.
    public var line: Int

    public init(path: String, line: Int = 0) {
        self.path = path
        self.line = line
    }

    public var description: String {
        line > 0 ? "\(path):\(line)" : path
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line) < (rhs.path, rhs.line)
    }
}
