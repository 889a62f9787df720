// libFuzzer target: render Markdown through cmark with hig's safe-mode rules, with and without
// heading anchors and a link rewriter, and as the site does, with raw HTML through Gumbo and the
// allowlist and image-only paragraphs as figures (issue 11, fuzzing). Built by Tests/Fuzz/fuzz.sh with the
// Support, Model and Render sources as one module.

private let plain = MarkdownRenderer()
private let site = MarkdownRenderer(options: .init(linkRewriter: { "../" + $0 }, headingAnchors: .slug(prefix: "h-"), headingLevelShift: 1))
private let withHTML: MarkdownRenderer = {
    var options = MarkdownRenderer.Options(linkRewriter: { "../" + $0 }, headingAnchors: .slug(prefix: "b-"), headingLevelShift: 1)
    options.allowsHTML = true
    options.figures = true
    return MarkdownRenderer(options: options)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzParts(start, count, limit: 1)[0], as: UTF8.self)
    let first = plain.render(text)
    let second = site.render(text)
    let third = withHTML.render(text).html
    // Nothing executable gets through: safe mode never lets a script element out, and the
    // allowlist writes no script, frame or event handler whatever HTML it is given.
    if first.html.contains("<script") || second.html.contains("<script") { fatalError("a <script> element was rendered") }
    if let found = executableMarkup(in: Array(third.utf8)) { fatalError("the HTML allowlist let \(found) out") }
    return 0
}

/// The first executable element (`script`, `iframe`, `object`, `embed`) or event-handler
/// attribute (`on…=`) among the tags of `html`, read as a browser would: names inside tags only,
/// quoted attribute values skipped (text and values may say anything).
private func executableMarkup(in html: [UInt8]) -> String? {
    func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(lower(byte)) }
    func word(from start: Int) -> (String, Int) {
        var end = start
        while end < html.count, isLetter(html[end]) || (0x30...0x39).contains(html[end]) || html[end] == 0x2D { end += 1 }
        return (String(decoding: html[start..<end].map(lower), as: UTF8.self), end)
    }
    var index = 0
    var inTag = false
    var quote: UInt8 = 0
    while index < html.count {
        let byte = html[index]
        if quote != 0 {
            if byte == quote { quote = 0 }
        } else if !inTag {
            if byte == UInt8(ascii: "<") {
                inTag = true
                let (name, end) = word(from: index + 1)
                if ["script", "iframe", "object", "embed", "frame"].contains(name) { return "<\(name)>" }
                index = end
                continue
            }
        } else if byte == UInt8(ascii: ">") {
            inTag = false
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
        } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == UInt8(ascii: "/") {
            let (name, end) = word(from: index + 1)
            if name.hasPrefix("on"), name.count > 2, end < html.count, html[end] == UInt8(ascii: "=") { return name }
            if end > index + 1 { index = end; continue }
        }
        index += 1
    }
    return nil
}
