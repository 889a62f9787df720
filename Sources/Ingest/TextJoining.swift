import Model
import Support

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

    /// `**Best practices**` as a heading is the heading "Best practices": headings are set in
    /// bold anyway, and the marks would keep the title from matching its translation's.
    static func withoutWrappingEmphasis(_ text: String) -> String {
        // The marks' bytes first: counting characters walks the whole heading.
        guard let first = text.utf8.first, first == UInt8(ascii: "*") || first == UInt8(ascii: "_") else { return text }
        for mark in ["**", "__", "*", "_"] where text.hasBytePrefix(mark) && text.count > 2 * mark.count && text.hasPrefix(mark) && text.hasSuffix(mark) {
            let inner = text.dropFirst(mark.count).dropLast(mark.count)
            if !inner.contains(mark), !inner.hasPrefix(" "), !inner.hasSuffix(" ") { return String(inner) }
        }
        return text
    }

    /// Collapses runs of spaces and tabs inside a line to one space (NBSP has already become a
    /// space by then).
    static func collapseSpaces(_ text: String) -> String {
        let needsWork = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var previous: UInt8 = 0
            var index = 0
            // Eight bytes at a time: a tab, or two spaces in a row (also across two words).
            while index + 8 <= bytes.count {
                let word = WordScan.load(bytes, at: index)
                if WordScan.has(word, 0x09) != 0 { return true }
                let spaces = WordScan.exactly(word, 0x20)
                if spaces & (spaces >> 8) != 0 || (previous == 0x20 && spaces & 0x80 != 0) { return true }
                previous = bytes[index + 7]
                index += 8
            }
            for byte in bytes[index...] {
                if byte == 0x09 || (byte == 0x20 && previous == 0x20) { return true }
                previous = byte
            }
            return false
        } ?? true
        guard needsWork else { return text }
        return text.withUTF8Bytes { source in
            String(unsafeUninitializedCapacity: source.count) { target in
                var written = 0
                var lastWasSpace = false
                for byte in source {
                    if byte == 0x20 || byte == 0x09 {
                        if !lastWasSpace { target[written] = 0x20; written += 1 }
                        lastWasSpace = true
                    } else {
                        target[written] = byte
                        written += 1
                        lastWasSpace = false
                    }
                }
                return written
            }
        }
    }
}
