/// Text for XML 1.0 documents (the TMX and XLIFF exports).
///
/// XML 1.0 cannot carry most C0 control characters, nor U+FFFE and U+FFFF, even as character
/// references; they are left out, and the caller is told how many, so it can warn. A carriage
/// return is written as `&#13;`, since a parser turns a literal one into a line feed.
enum XMLText {
    struct Escaped {
        var text: String
        /// Characters left out because XML 1.0 does not allow them.
        var removed: Int
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
        return value != 0xFFFE && value != 0xFFFF
    }

    /// The text as XML 1.0 would carry it: disallowed characters removed.
    static func allowed(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where isAllowed(scalar) { scalars.append(scalar) }
        return String(scalars)
    }

    /// For element content and double-quoted attribute values: `& < > "` and white space
    /// that a parser would normalise (CR always; tab and line feed in attributes).
    /// Worked on the UTF-8 bytes, runs of plain ones copied at once: an export writes every
    /// text of the corpus through here (a String per character took most of its time).
    static func escape(_ text: String, attribute: Bool = false) -> Escaped {
        var text = text
        return text.withUTF8 { utf8 in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 16)
            var removed = 0
            var runStart = 0
            var index = 0
            func flush() {
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            }
            while index < utf8.count {
                let byte = utf8[index]
                var replacement: StaticString?
                var dropped = 0
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case 0x0D: replacement = "&#13;"
                case 0x0A where attribute: replacement = "&#10;"
                case 0x09 where attribute: replacement = "&#9;"
                case 0x09, 0x0A: break
                case ..<0x20: dropped = 1
                // U+FFFE and U+FFFF, EF BF BE and EF BF BF: the only other scalars XML 1.0 refuses.
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE: dropped = 3
                default: break
                }
                guard replacement != nil || dropped > 0 else {
                    index += 1
                    continue
                }
                flush()
                if let replacement {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                    index += 1
                } else {
                    removed += 1
                    index += dropped
                }
                runStart = index
            }
            flush()
            return Escaped(text: String(decoding: bytes, as: UTF8.self), removed: removed)
        }
    }
}
