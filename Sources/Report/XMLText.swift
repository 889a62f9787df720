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
    static func escape(_ text: String, attribute: Bool = false) -> Escaped {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        var removed = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": bytes += "&amp;".utf8
            case "<": bytes += "&lt;".utf8
            case ">": bytes += "&gt;".utf8
            case "\"": bytes += "&quot;".utf8
            case "\r": bytes += "&#13;".utf8
            case "\n" where attribute: bytes += "&#10;".utf8
            case "\t" where attribute: bytes += "&#9;".utf8
            default:
                if isAllowed(scalar) {
                    bytes += String(scalar).utf8
                } else {
                    removed += 1
                }
            }
        }
        return Escaped(text: String(decoding: bytes, as: UTF8.self), removed: removed)
    }
}
