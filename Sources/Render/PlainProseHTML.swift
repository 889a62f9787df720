/// The HTML cmark writes for plain prose, made without cmark. Most block texts are a sentence
/// or a paragraph with no Markdown at all (`MarkdownStats.init(plainProse:)` tells them); for
/// those cmark makes one paragraph of the text, escaped, its final spaces and tabs dropped,
/// and parsing each one (a parser, a tree, an iterator, a writer) was most of what rendering
/// them cost.
enum PlainProseHTML {
    /// `<p>text</p>\n` as cmark writes it for `text`, which the caller knows is plain prose;
    /// nil when it holds a control character other than a tab (cmark replaces NUL and trims
    /// more kinds of white space), which the caller renders with cmark.
    static func html(ofPlainProse text: String) -> String? {
        var copy = text
        let scan = copy.withUTF8 { bytes -> (end: Int, escapes: Bool)? in
            var escapes = false
            for byte in bytes {
                if byte < 0x20 && byte != 0x09 { return nil }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: "&") { escapes = true }
            }
            var end = bytes.count
            while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
            return (end, escapes)
        }
        guard let scan else { return nil }
        // An empty text is an empty document: cmark writes nothing.
        guard scan.end > 0 else { return "" }
        guard scan.escapes else {
            // Appended as a string: the text is valid UTF-8 already and is not checked again.
            var html = "<p>"
            html.reserveCapacity(scan.end + 8)
            html.append(contentsOf: text[..<text.utf8.index(text.utf8.startIndex, offsetBy: scan.end)])
            html.append("</p>\n")
            return html
        }
        var html = ByteWriter(capacity: scan.end + scan.end / 8 + 16)
        html.append("<p>")
        copy.withUTF8 { HTMLEscaping.appendEscaped(UnsafeBufferPointer(rebasing: $0[..<scan.end]), to: &html, characters: .cmark) }
        html.append("</p>\n")
        return html.makeString()
    }
}
