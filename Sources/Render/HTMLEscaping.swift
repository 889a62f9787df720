/// Byte-wise HTML escaping for the Markdown renderer and the template engine.
///
/// Everything works on UTF-8 bytes: the bytes that need escaping are all ASCII,
/// so multi-byte sequences pass through untouched and no `Character` work is needed.
package enum HTMLEscaping {
    /// Which characters `appendEscaped` replaces.
    package enum Characters {
        /// `& < > "`: what cmark's HTML renderer escapes (it leaves `'` alone outside
        /// its "secure" mode), so Markdown output matches the `cmark` CLI byte for byte.
        case cmark
        /// `& < > " '`: what Mustache's `{{name}}` escapes, safe in text and in
        /// single- or double-quoted attribute values.
        case template
    }

    /// `text` with its markup characters replaced by entities (itself when it has none).
    package static func escaped(_ text: String, characters: Characters) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            let needsWork = bytes.contains { byte in
                byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
                    || (byte == UInt8(ascii: "'") && characters == .template)
            }
            guard needsWork else { return text }
            var output = ByteWriter(capacity: bytes.count + 16)
            appendEscaped(bytes, to: &output, characters: characters)
            return output.makeString()
        }
    }

    /// Appends `source` to `output`, replacing markup characters by entities.
    @inline(__always)
    static func appendEscaped(
        _ source: UnsafeBufferPointer<UInt8>,
        to output: inout ByteWriter,
        characters: Characters
    ) {
        var runStart = 0
        var index = 0
        let count = source.count
        while index < count {
            let entity: StaticString
            switch source[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'") where characters == .template: entity = "&#39;"
            default:
                index += 1
                continue
            }
            // Copy the untouched run in one go rather than byte by byte.
            if index > runStart {
                output.append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
            }
            output.append(entity)
            index += 1
            runStart = index
        }
        if count > runStart {
            output.append(UnsafeBufferPointer(rebasing: source[runStart..<count]))
        }
    }

    /// Appends a link destination the way cmark's `houdini_escape_href` does:
    /// URL-safe and reserved characters pass, `&` and `'` become entities,
    /// everything else (including every non-ASCII byte) becomes `%XX`.
    static func appendEscapedHref(_ source: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
        let hexDigits: StaticString = "0123456789ABCDEF"
        let hex = hexDigits.utf8Start
        var runStart = 0
        var index = 0
        let count = source.count
        while index < count {
            let byte = source[index]
            if isHrefSafe(byte) {
                index += 1
                continue
            }
            if index > runStart {
                output.append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
            }
            switch byte {
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "'"): output.append("&#x27;")
            default:
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            }
            index += 1
            runStart = index
        }
        if count > runStart {
            output.append(UnsafeBufferPointer(rebasing: source[runStart..<count]))
        }
    }

    /// The characters houdini's `HREF_SAFE` table lets through unescaped:
    /// alphanumerics and `-_.+!*(),%#@?=;:/$~`.
    @inline(__always)
    static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "?"),
             UInt8(ascii: "@"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// cmark's `_scan_dangerous_url`: a case-insensitive scheme check at the start of
    /// the destination. `data:` is allowed only for raster image types.
    static func isDangerousURL(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        if hasPrefixIgnoringASCIICase(url, "data:") {
            for imageType: StaticString in ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            where hasPrefixIgnoringASCIICase(url, imageType) {
                return false
            }
            return true
        }
        return hasPrefixIgnoringASCIICase(url, "javascript:")
            || hasPrefixIgnoringASCIICase(url, "vbscript:")
            || hasPrefixIgnoringASCIICase(url, "file:")
    }

    /// `prefix` must be lowercase ASCII.
    private static func hasPrefixIgnoringASCIICase(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ prefix: StaticString
    ) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let expected = prefix.utf8Start
        for index in 0..<count {
            var byte = bytes[index]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != expected[index] { return false }
        }
        return true
    }
}
