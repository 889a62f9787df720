/// One term the tokeniser found, with where it stands in the NFKC-normalised text
/// (UTF-16 offsets, as JavaScript counts them, so the page can highlight it).
public struct SearchToken: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A Latin, Cyrillic or other spaced word, case-folded and stemmed.
        case word
        /// Two CJK characters next to each other.
        case gram
        /// Two CJK characters with white space between them (`스플릿 뷰` → `릿뷰`).
        case join
        /// A bigram ending in a Korean or Japanese particle (`뷰를` of `스플릿뷰를`).
        case tail
        /// A CJK character standing alone (a run of one).
        case single

        /// Whether a query needs the term. Joins and tails depend on how the writer spaced
        /// the words and which particle they chose, so they only raise the score.
        public var isRequiredInQuery: Bool { self == .word || self == .gram || self == .single }
    }

    public var term: String
    public var kind: Kind
    public var start: Int
    public var end: Int

    public init(term: String, kind: Kind, start: Int, end: Int) {
        self.term = term
        self.kind = kind
        self.start = start
        self.end = end
    }

    public var description: String { "\(term)/\(kind.rawValue)@\(start)-\(end)" }
}
