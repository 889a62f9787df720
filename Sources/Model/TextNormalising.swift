import Support

/// How text is compared across sources, shared by ingest (titles within a file) and
/// alignment (titles and headings across files).
public enum TextNormalising {
    /// Titles compared across files: case, spacing and punctuation ignored.
    public static func normalisedTitle(_ title: String) -> String {
        // A heading that links somewhere (`## [Best practices](https://…)`) is titled by its text.
        if title.containsBytes("](") { return normalisedTitle(withoutLinkTargets(title)) }
        if title.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the same result without Unicode property lookups.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(title.utf8.count)
            for byte in title.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                default: continue
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(String.UnicodeScalarView(title.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
    }

    /// The text with the destinations of its Markdown links left out.
    public static func withoutLinkTargets(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let marker = rest.range(of: "](") {
            result += rest[..<marker.lowerBound] + "]"
            let after = rest[marker.upperBound...]
            guard let close = after.firstIndex(of: ")") else { rest = after; break }
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// Whether a text stops on a letter, a digit or a comma, not on the end of a sentence, a
    /// table row or a link: cut off mid-sentence, if it is the last text of its file.
    public static func stopsMidSentence(_ text: String) -> Bool {
        guard let final = text.trimmingWhitespace().unicodeScalars.last else { return false }
        return final.properties.isAlphabetic || final.properties.numericType != nil || ",、，;-–".unicodeScalars.contains(final)
    }
}
