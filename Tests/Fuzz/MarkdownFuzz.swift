// libFuzzer target: render Markdown through cmark with hig's safe-mode rules, with and without
// heading anchors and a link rewriter (issue 11, fuzzing). Built by Tests/Fuzz/fuzz.sh with the
// Support, Model and Render sources as one module.

private let plain = MarkdownRenderer()
private let site = MarkdownRenderer(options: .init(linkRewriter: { "../" + $0 }, headingAnchors: .slug(prefix: "h-"), headingLevelShift: 1))

@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzParts(start, count, limit: 1)[0], as: UTF8.self)
    let first = plain.render(text)
    let second = site.render(text)
    // Nothing executable gets through: safe mode never lets a script element out.
    if first.html.contains("<script") || second.html.contains("<script") { fatalError("a <script> element was rendered") }
    return 0
}
