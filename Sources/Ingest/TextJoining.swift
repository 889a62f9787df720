/// Rules for putting lines of one paragraph back together.
enum TextJoining {
    /// Joins wrapped lines: with a space, except between two CJK characters, where a space would
    /// be a visible error (Japanese has no spaces between words).
    static func joinLines<S: StringProtocol>(_ lines: [S]) -> String {
        if lines.count == 1 { return lines[0].trimmingWhitespace() }
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
        let needsWork = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == 0x09 || (byte == 0x20 && previous == 0x20) { return true }
                previous = byte
            }
            return false
        } ?? true
        guard needsWork else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 {
                if !lastWasSpace { bytes.append(0x20) }
                lastWasSpace = true
            } else {
                bytes.append(byte)
                lastWasSpace = false
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs, newlines and ideographic spaces,
    /// found on UTF-8 bytes (no Foundation, no grapheme breaking).
    func trimmingWhitespace() -> String {
        let whole = Substring(self)
        let bytes = whole.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end {
            let byte = bytes[start]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                start = bytes.index(after: start)
            } else if byte == 0xE3, bytes.distance(from: start, to: end) >= 3,
                      bytes[bytes.index(start, offsetBy: 1)] == 0x80, bytes[bytes.index(start, offsetBy: 2)] == 0x80 {
                start = bytes.index(start, offsetBy: 3)
            } else {
                break
            }
        }
        while end > start {
            let before = bytes.index(before: end)
            let byte = bytes[before]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                end = before
            } else if byte == 0x80, bytes.distance(from: start, to: end) >= 3,
                      bytes[bytes.index(end, offsetBy: -2)] == 0x80, bytes[bytes.index(end, offsetBy: -3)] == 0xE3 {
                end = bytes.index(end, offsetBy: -3)
            } else {
                break
            }
        }
        return String(whole[start..<end])
    }
}
