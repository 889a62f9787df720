import Support

/// What a file is to its document: the English original, a translation on its own, or both
/// languages interleaved.
public enum SourceRole: String, Sendable, Hashable {
    case english
    case translation
    case interleaved
}
