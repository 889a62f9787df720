/// The things in an English block that a translation must keep, as strings for messages:
/// code spans, link destinations and URLs, identifiers (`UISplitViewController`, `iPad`,
/// `UIView.animate`, `API`), numbers, and product or technology names (`Auto Layout`: Title
/// Case runs of two or more words, or the capitalised words after "see").
///
/// The Align module's `AnchorExtractor` hashes anchors for speed while aligning; a report
/// needs the text itself to say what went missing, so this reads the block once more.
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

        public init(kind: Kind, text: String, inCrossReference: Bool = false) {
            self.kind = kind
            self.text = text
            self.inCrossReference = inCrossReference
        }
    }

    public var anchors: [Anchor] = []
    /// Sentences in the English block, and how many of them are cross-references.
    public var sentenceCount = 0
    public var crossReferenceCount = 0

    public init() {}

    /// Reads an English block. `stats` are its Markdown statistics (link destinations, code
    /// spans and markup-free text).
    public init(english stats: MarkdownStats) {
        var seen = Set<Anchor>()
        func add(_ anchor: Anchor) {
            if seen.insert(anchor).inserted { anchors.append(anchor) }
        }
        for code in stats.codeSpanTexts {
            let trimmed = TextAnchors.trimmingSpaces(code)
            if !trimmed.isEmpty { add(Anchor(kind: .code, text: trimmed)) }
        }
        for destination in stats.linkDestinations.sorted() where !destination.isEmpty {
            add(Anchor(kind: .url, text: destination))
        }
        let codeTexts = Set(anchors.filter { $0.kind == .code }.map(\.text))
        let sentences = SentenceSplitter.sentences(stats.plainText)
        sentenceCount = sentences.count
        for sentence in sentences {
            let words = TextAnchors.tokens(sentence)
            let crossReference = words.contains { $0.lowercase == "see" }
            if crossReference { crossReferenceCount += 1 }
            var run: [Substring] = []
            var runStart = 0
            var afterSee = false
            func endRun(at index: Int) {
                defer { run.removeAll(); afterSee = false }
                var names = run
                // A capitalised sentence opening ("Use Auto Layout") is not part of the name.
                if runStart == 0 && !afterSee && names.count > 1 { names.removeFirst() }
                guard names.count >= 2 || (afterSee && !names.isEmpty) else { return }
                add(Anchor(kind: .name, text: names.joined(separator: " "), inCrossReference: crossReference))
            }
            for (index, word) in words.enumerated() {
                switch word.kind {
                case .url: add(Anchor(kind: .url, text: String(word.text)))
                case .number: add(Anchor(kind: .number, text: String(word.text)))
                case .identifier where !codeTexts.contains(String(word.text)):
                    add(Anchor(kind: .identifier, text: String(word.text)))
                default: break
                }
                if word.kind == .capitalised {
                    if run.isEmpty {
                        runStart = index
                        afterSee = index > 0 && words[index - 1].lowercase == "see"
                    }
                    run.append(word.text)
                } else if !run.isEmpty {
                    endRun(at: index)
                }
            }
            if !run.isEmpty { endRun(at: words.count) }
        }
    }

    struct Token {
        enum Kind { case url, number, identifier, capitalised, word, other }
        var text: Substring
        var kind: Kind
        var lowercase: String
    }

    static let edgePunctuation: Set<Character> = [
        ",", ".", ";", ":", "!", "?", "\"", "'", "(", ")", "[", "]", "“", "”", "‘", "’", "«", "»", "—", "–", "…",
    ]

    static func tokens(_ sentence: String) -> [Token] {
        var result: [Token] = []
        for raw in sentence.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{A0}" }) {
            var text = raw
            if text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("www.") {
                while let last = text.last, ".,;:!?)]\"'".contains(last) { text = text.dropLast() }
                result.append(Token(text: text, kind: .url, lowercase: text.lowercased()))
                continue
            }
            let isCall = text.hasSuffix("()") || text.hasSuffix("(),") || text.hasSuffix("().")
            while let first = text.first, edgePunctuation.contains(first) { text = text.dropFirst() }
            while let last = text.last, edgePunctuation.contains(last) { text = text.dropLast() }
            if text.hasSuffix("'s") || text.hasSuffix("’s") { text = text.dropLast(2) }
            guard !text.isEmpty else { continue }
            if isCall { text = text + "()" }
            result.append(classify(text))
        }
        return result
    }

    static func classify(_ text: Substring) -> Token {
        var letters = 0, uppers = 0, digits = 0, other = 0
        var innerCapital = false, previousLower = false, innerDot = false, underscore = false
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
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
                if index > 0 && index + 1 < bytes.count && isLetter(bytes[index - 1]) && isLetter(bytes[index + 1]) { innerDot = true }
                previousLower = false
            case UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "("),
                 UInt8(ascii: ")"), UInt8(ascii: "'"):
                previousLower = false
            default:
                other += 1; previousLower = false
            }
        }
        let lowercase = text.lowercased()
        if other > 0 {
            return Token(text: text, kind: .other, lowercase: lowercase)
        }
        if digits > 0 && letters == 0 {
            return Token(text: text, kind: .number, lowercase: lowercase)
        }
        let isCall = text.hasSuffix("()")
        if innerCapital || innerDot || underscore || isCall || (digits > 0 && letters > 0) || (uppers >= 2 && uppers == letters)
            || text.hasPrefix(".") {
            return Token(text: text, kind: .identifier, lowercase: lowercase)
        }
        if uppers == 1, let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            return Token(text: text, kind: .capitalised, lowercase: lowercase)
        }
        return Token(text: text, kind: letters > 0 ? .word : .other, lowercase: lowercase)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}

extension TextAnchors {
    static func trimmingSpaces(_ text: String) -> String {
        var view = Substring(text)
        while let first = view.first, first == " " || first == "\n" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\n" { view = view.dropLast() }
        return String(view)
    }
}
