/// What survives translation unchanged and so ties a translation to its English block:
/// identifiers (`UISplitViewController`, `iPad`), code spans, URLs, numbers, and the English
/// words a translator kept (`Popover는`).
public struct Anchors: Hashable, Sendable {
    /// Identifiers, code spans and URLs: expected in every faithful translation.
    public var strong: Set<String> = []
    public var numbers: Set<String> = []
    /// Plain Latin words, lowercased. For English text: its vocabulary; for a translation: the
    /// English words left in it.
    public var words: Set<String> = []

    public init() {}

    public static func + (lhs: Anchors, rhs: Anchors) -> Anchors {
        var sum = lhs
        sum.strong.formUnion(rhs.strong)
        sum.numbers.formUnion(rhs.numbers)
        sum.words.formUnion(rhs.words)
        return sum
    }

    public init(of text: String) {
        var scalars = Array(text.unicodeScalars)
        scalars.append(" ")
        var index = 0
        let count = scalars.count
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x5F
        }
        while index < count {
            let scalar = scalars[index]
            if scalar == "`" {
                // A code span: its content is one strong anchor.
                var end = index + 1
                while end < count && scalars[end] != "`" { end += 1 }
                if end < count {
                    let code = String(String.UnicodeScalarView(scalars[(index + 1)..<end])).trimmingWhitespace()
                    if !code.isEmpty { strong.insert(code) }
                    index = end + 1
                    continue
                }
            }
            if scalar == "h" || scalar == "w" {
                // URLs, whole.
                let rest = String(String.UnicodeScalarView(scalars[index..<min(count, index + 8)]))
                if rest.hasPrefix("http://") || rest.hasPrefix("https://") || rest.hasPrefix("www.") {
                    var end = index
                    while end < count, scalars[end].value > 0x20, scalars[end] != ")", scalars[end] != ">", scalars[end].value < 0x1100 { end += 1 }
                    var url = String(String.UnicodeScalarView(scalars[index..<end]))
                    while let last = url.last, ".,;:!?".contains(last) { url.removeLast() }
                    strong.insert(url)
                    index = end
                    continue
                }
            }
            if scalar.value >= 0xFF10 && scalar.value <= 0xFF19 || isWordScalar(scalar) {
                var end = index
                var word = String.UnicodeScalarView()
                while end < count {
                    let current = scalars[end]
                    if isWordScalar(current) {
                        word.append(current)
                    } else if current.value >= 0xFF10 && current.value <= 0xFF19 {
                        word.append(Unicode.Scalar(current.value - 0xFF10 + 0x30)!) // full-width digits
                    } else if current == "." && end + 1 < count && isWordScalar(scalars[end + 1]) && !word.isEmpty
                                && word.last.map({ $0.properties.numericType == nil }) == true && scalars[end + 1].value >= 0x41 {
                        word.append(current) // dotted identifiers: `UIView.animate`
                    } else {
                        break
                    }
                    end += 1
                }
                classify(String(word), precededByDot: index > 0 && scalars[index - 1] == ".")
                index = end
                continue
            }
            index += 1
        }
    }

    private mutating func classify(_ word: String, precededByDot: Bool) {
        let utf8 = word.utf8
        guard !utf8.isEmpty else { return }
        var digits = 0, uppers = 0, lowers = 0, innerCapital = false, previousLower = false, underscore = false
        for byte in utf8 {
            if byte >= 0x30 && byte <= 0x39 { digits += 1; previousLower = false }
            else if byte >= 0x41 && byte <= 0x5A { uppers += 1; if previousLower { innerCapital = true }; previousLower = false }
            else if byte >= 0x61 && byte <= 0x7A { lowers += 1; previousLower = true }
            else if byte == 0x5F { underscore = true }
        }
        if digits == utf8.count {
            // Numbers as numbers: "03" and "3" are the same anchor.
            let trimmed = word.drop(while: { $0 == "0" })
            numbers.insert(trimmed.isEmpty ? "0" : String(trimmed))
            return
        }
        let letters = uppers + lowers
        if innerCapital || underscore || word.contains(".") || (digits > 0 && letters > 0) || (uppers >= 2 && lowers == 0) || precededByDot {
            strong.insert(word)
            return
        }
        if letters >= 2 { words.insert(word.lowercased()) }
    }
}
