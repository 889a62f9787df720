/// Rules for putting lines of one paragraph back together.
enum TextJoining {
    /// Joins wrapped lines: with a space, except between two CJK characters, where a space would
    /// be a visible error (Japanese has no spaces between words).
    static func joinLines<S: StringProtocol>(_ lines: [S]) -> String {
        var result = ""
        for line in lines {
            let piece = line.trimmingWhitespace()
            if piece.isEmpty { continue }
            if let last = result.unicodeScalars.last, let first = piece.unicodeScalars.first {
                if !(isCJKUnspaced(last) && isCJKUnspaced(first)) { result += " " }
            }
            result += piece
        }
        return result
    }

    /// Scripts written without spaces between words (kana, kanji, CJK punctuation).
    static func isCJKUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
            return true
        default:
            return false
        }
    }

    /// Collapses runs of spaces and tabs inside a line to one space (NBSP has already become a
    /// space by then).
    static func collapseSpaces(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 }) || text.contains("  ") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines (no Foundation needed).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespaceLike }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isWhitespaceLike })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    /// White space as far as block structure is concerned (the ideographic space included).
    var isWhitespaceLike: Bool {
        value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D || value == 0x3000
    }
}
