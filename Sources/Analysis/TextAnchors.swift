import Model

/// The things in an English block that a translation must keep, as strings for messages:
/// code spans, link destinations and URLs, identifiers (`UISplitViewController`, `iPad`,
/// `UIView.animate`, `API`), numbers, and product or technology names (`Auto Layout`: Title
/// Case runs of two or more words, or the capitalised words after "see").
///
/// The Align module's `AnchorExtractor` hashes anchors for speed while aligning; a report
/// needs the text itself to say what went missing, so this reads the block once more, on its
/// UTF-8 bytes.
public struct TextAnchors: Hashable, Sendable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case code, url, identifier, number, name
    }

    public struct Anchor: Hashable, Sendable {
        public var kind: Kind
        public var text: String
        /// For names: the sentence is a cross-reference ("For related guidance, see Auto
        /// Layout."), which a translation marks with its own word for "see".
        public var inCrossReference: Bool
        /// For names that are (part of) a link's text: the link's destination, which carries
        /// the reference even when the translation translates the name.
        public var linkDestination: String?

        public init(kind: Kind, text: String, inCrossReference: Bool = false, linkDestination: String? = nil) {
            self.kind = kind
            self.text = text
            self.inCrossReference = inCrossReference
            self.linkDestination = linkDestination
        }
    }

    public var anchors: [Anchor] = []
    /// Sentences in the English block, and how many of them are cross-references.
    public var sentenceCount = 0
    public var crossReferenceCount = 0

    /// Reads an English block: its Markdown source (for link texts) and statistics (link
    /// destinations, code spans and markup-free text).
    public init(markdown: String, stats: MarkdownStats) {
        var seen = Set<String>()
        func add(_ anchor: Anchor) {
            if seen.insert(anchor.kind.rawValue + "\u{0}" + anchor.text).inserted { anchors.append(anchor) }
        }
        for code in stats.codeSpanTexts {
            let trimmed = TextAnchors.trimmingSpaces(code)
            if !trimmed.isEmpty { add(Anchor(kind: .code, text: trimmed)) }
        }
        for destination in stats.linkDestinations.sorted() where !destination.isEmpty {
            add(Anchor(kind: .url, text: destination))
        }
        // Code spans are in the plain text too; their words are already anchored as code.
        let codeTexts = stats.codeSpanTexts.map { Array($0.utf8) }
        let links = stats.links > 0 ? MarkdownLinkScanner.links(in: markdown) : []
        let sentences = SentenceSplitter.sentences(stats.plainText)
        sentenceCount = sentences.count
        for sentence in sentences {
            let bytes = Array(sentence.utf8)
            let words = TextAnchors.tokens(bytes)
            let crossReference = words.contains { $0.isSee }
            if crossReference { crossReferenceCount += 1 }
            var runStart = -1
            func endRun(at end: Int) {
                defer { runStart = -1 }
                let afterSee = runStart > 0 && words[runStart - 1].isSee
                var first = runStart
                // A capitalised sentence opening ("Use Auto Layout") is not part of the name.
                if runStart == 0 && end - runStart > 1 { first += 1 }
                guard end - first >= 2 || (afterSee && end > first) else { return }
                let name = words[first..<end].map { $0.text(bytes) }.joined(separator: " ")
                let link = links.first { UTF8Search.contains(Array($0.text.utf8), Array(name.utf8)) }
                add(Anchor(kind: .name, text: name, inCrossReference: crossReference, linkDestination: link?.destination))
            }
            for (index, word) in words.enumerated() {
                switch word.kind {
                case .url: add(Anchor(kind: .url, text: word.text(bytes)))
                case .number: add(Anchor(kind: .number, text: word.text(bytes)))
                case .identifier:
                    let text = word.text(bytes)
                    let needle = Array(text.utf8)
                    if !codeTexts.contains(where: { UTF8Search.contains($0, needle) }) { add(Anchor(kind: .identifier, text: text)) }
                default: break
                }
                if word.kind == .capitalised {
                    if runStart < 0 { runStart = index }
                } else if runStart >= 0 {
                    endRun(at: index)
                }
            }
            if runStart >= 0 { endRun(at: words.count) }
        }
    }

    struct Token {
        enum Kind { case url, number, identifier, capitalised, word, other }
        var range: Range<Int>
        var kind: Kind
        var isSee: Bool

        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes[range], as: UTF8.self) }
    }

    /// Multi-byte punctuation stripped from word edges (quotes, dashes, ellipsis).
    static let edgeSequences: [[UInt8]] = ["“", "”", "‘", "’", "«", "»", "—", "–", "…"].map { Array($0.utf8) }

    static func isEdgeASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
             UInt8(ascii: "?"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default:
            false
        }
    }

    static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard range.count >= count else { return false }
        for offset in 0..<count where bytes[range.lowerBound + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    static func hasSuffix(_ bytes: [UInt8], _ range: Range<Int>, _ suffix: [UInt8]) -> Bool {
        guard range.count >= suffix.count else { return false }
        return matches(bytes, at: range.upperBound - suffix.count, suffix)
    }

    /// Compares in place (no slice copied into a new array: this runs for every word).
    static func matches(_ bytes: [UInt8], at start: Int, _ sequence: [UInt8]) -> Bool {
        guard start >= 0, start + sequence.count <= bytes.count else { return false }
        for offset in sequence.indices where bytes[start + offset] != sequence[offset] { return false }
        return true
    }

    static let call = Array("()".utf8), callComma = Array("(),".utf8), callStop = Array("().".utf8)
    static let possessive = Array("'s".utf8), curlyPossessive = Array("’s".utf8)

    /// Words between white space, edge punctuation stripped, classified.
    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var result: [Token] = []
        var index = 0
        while index < bytes.count {
            // Skip white space (ASCII and no-break space C2 A0).
            if bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
                index += 1
                continue
            }
            if bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0 {
                index += 2
                continue
            }
            var end = index
            while end < bytes.count && bytes[end] != 0x20 && bytes[end] != 0x0A && bytes[end] != 0x09 && bytes[end] != 0x0D
                && !(bytes[end] == 0xC2 && end + 1 < bytes.count && bytes[end + 1] == 0xA0) { end += 1 }
            if let token = token(bytes, index..<end) { result.append(token) }
            index = end
        }
        return result
    }

    static func token(_ bytes: [UInt8], _ whole: Range<Int>) -> Token? {
        var range = whole
        if hasPrefix(bytes, range, "http://") || hasPrefix(bytes, range, "https://") || hasPrefix(bytes, range, "www.") {
            while range.count > 0 && isEdgeASCII(bytes[range.upperBound - 1]) && bytes[range.upperBound - 1] != UInt8(ascii: "/") {
                range = range.lowerBound..<(range.upperBound - 1)
            }
            return Token(range: range, kind: .url, isSee: false)
        }
        let isCall = hasSuffix(bytes, range, call) || hasSuffix(bytes, range, callComma) || hasSuffix(bytes, range, callStop)
        var trimmed = true
        while trimmed && range.count > 0 {
            trimmed = false
            if isEdgeASCII(bytes[range.lowerBound]) { range = (range.lowerBound + 1)..<range.upperBound; trimmed = true; continue }
            if isEdgeASCII(bytes[range.upperBound - 1]) { range = range.lowerBound..<(range.upperBound - 1); trimmed = true; continue }
            guard bytes[range.lowerBound] >= 0x80 || bytes[range.upperBound - 1] >= 0x80 else { continue }
            for sequence in edgeSequences {
                if range.count >= sequence.count && matches(bytes, at: range.lowerBound, sequence) {
                    range = (range.lowerBound + sequence.count)..<range.upperBound; trimmed = true; break
                }
                if hasSuffix(bytes, range, sequence) {
                    range = range.lowerBound..<(range.upperBound - sequence.count); trimmed = true; break
                }
            }
        }
        // Possessives: "Apple's".
        if hasSuffix(bytes, range, possessive) { range = range.lowerBound..<(range.upperBound - 2) }
        if hasSuffix(bytes, range, curlyPossessive) { range = range.lowerBound..<(range.upperBound - 4) }
        guard !range.isEmpty else { return nil }
        if isCall {
            // Keep the call parentheses: "animate()" is the identifier as written.
            var upper = range.upperBound
            while upper + 2 <= whole.upperBound && !matches(bytes, at: upper, call) { upper += 1 }
            if upper + 2 <= whole.upperBound { range = range.lowerBound..<(upper + 2) }
        }
        return Token(range: range, kind: classify(bytes, range, isCall: isCall), isSee: isSee(bytes, range))
    }

    static func isSee(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count == 3 else { return false }
        return bytes[range.lowerBound] | 0x20 == UInt8(ascii: "s") && bytes[range.lowerBound + 1] == UInt8(ascii: "e")
            && bytes[range.lowerBound + 2] == UInt8(ascii: "e")
    }

    static func classify(_ bytes: [UInt8], _ range: Range<Int>, isCall: Bool) -> Token.Kind {
        var letters = 0, uppers = 0, digits = 0, other = 0
        var innerCapital = false, previousLower = false, innerDot = false, underscore = false
        for index in range {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                letters += 1; uppers += 1
                if previousLower { innerCapital = true }
                previousLower = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                letters += 1; previousLower = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1; previousLower = false
            case UInt8(ascii: "_"):
                underscore = true
            case UInt8(ascii: "."):
                if index > range.lowerBound && index + 1 < range.upperBound && isLetter(bytes[index - 1]) && isLetter(bytes[index + 1]) {
                    innerDot = true
                }
                previousLower = false
            case UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "("),
                 UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: ":"):
                previousLower = false
            default:
                other += 1; previousLower = false
            }
        }
        if other > 0 { return .other }
        if digits > 0 && letters == 0 { return .number }
        if innerCapital || innerDot || underscore || isCall || (digits > 0 && letters > 0) || (uppers >= 2 && uppers == letters)
            || bytes[range.lowerBound] == UInt8(ascii: ".") {
            return .identifier
        }
        let first = bytes[range.lowerBound]
        if uppers == 1 && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return .capitalised }
        return letters > 0 ? .word : .other
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func trimmingSpaces(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var start = 0, end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x0A) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A) { end -= 1 }
        return start == 0 && end == bytes.count ? text : String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
