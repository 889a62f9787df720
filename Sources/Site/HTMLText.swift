import Render

/// Escaping for text placed in the report's HTML: `& < > " '`, so it is safe in element
/// content and in quoted attribute values.
enum HTMLText {
    static func escape(_ text: String) -> String {
        HTMLEscaping.escaped(text, characters: .template)
    }

    /// A path segment for an `href`: document and block ids are slugs, but may hold letters
    /// of any script, which are percent-encoded here.
    static func pathSegment(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let isSafe = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            if isSafe {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
