import CCmark
import Model
#if canImport(Glibc)
import Glibc
#endif

// With `CmarkHTMLWriter+Nodes.swift`, the only files that touch libcmark. Every cmark
// pointer stays inside `CmarkHTMLWriter.render`: the document and iterator are freed before
// it returns, and only Swift values (bytes, strings, counts) leave it.

/// Walks one parsed document with `cmark_iter` and writes HTML the way cmark's
/// `html.c` does in safe mode, plus the optional ids, level shift and link rewriting.
struct CmarkHTMLWriter: ~Copyable {
    var html: ByteWriter
    var stats = MarkdownStats()
    var plain: ByteWriter
    let options: MarkdownRenderer.Options
    var headingIdentifiers: HeadingIdentifierAllocator

    /// The image whose description is being written as alt text; while set,
    /// only text is written, as in cmark's "plain" mode.
    var altTextImage: OpaquePointer?
    /// Where the current heading's `id` goes (just before the `>` of its start tag),
    /// and where its text starts in `plain`; ids are made from the text, which is
    /// only known at the heading's end.
    var headingAttributeOffset: Int?
    var headingPlainStart = 0
    /// Inside a paragraph written as a figure: the alt texts of its images so far.
    var figureCaptions: [String]?
    var altPlainStart = 0
    /// Inline HTML elements opened in the current paragraph or heading, innermost last.
    var openInlineHTML: [String] = []

    private init(options: MarkdownRenderer.Options, inputSize: Int) {
        self.options = options
        self.headingIdentifiers = HeadingIdentifierAllocator(anchors: options.headingAnchors)
        // HTML is usually a little larger than its Markdown; one reservation avoids regrowth.
        html = ByteWriter(capacity: inputSize + inputSize / 4 + 64)
        plain = ByteWriter(capacity: inputSize / 2 + 64)
    }

    static func render(_ markdown: String, options: MarkdownRenderer.Options) -> RenderedMarkdown {
        var source = markdown
        let document: OpaquePointer? = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                // An empty String may have no storage; cmark needs a valid pointer.
                let empty: StaticString = ""
                let base = chars.baseAddress
                    ?? UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
                return cmark_parse_document(base, chars.count, CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8)
            }
        }
        guard let document else { return RenderedMarkdown(html: "", stats: MarkdownStats()) }
        defer { cmark_node_free(document) }

        var writer = CmarkHTMLWriter(options: options, inputSize: markdown.utf8.count)
        guard let iterator = cmark_iter_new(document) else {
            return RenderedMarkdown(html: "", stats: MarkdownStats())
        }
        defer { cmark_iter_free(iterator) }

        // The iterator keeps its own position, so nesting depth never reaches the Swift stack.
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            writer.visit(node, entering: event == CMARK_EVENT_ENTER)
        }

        writer.stats.plainText = writer.plain.makeString()
        return RenderedMarkdown(html: writer.html.makeString(), stats: writer.stats)
    }

    // MARK: - Nodes

    /// One step of the walk: counts the node, then writes what cmark's `html.c` writes for it
    /// (the functions in `CmarkHTMLWriter+Nodes.swift`).
    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        let type = cmark_node_get_type(node)
        if entering { count(node, type: type) }
        if let image = altTextImage {
            guard image == node else { return writeAltText(node, type: type) }
            altTextImage = nil
        }
        switch type {
        case CMARK_NODE_BLOCK_QUOTE: writeBlockQuote(entering: entering)
        case CMARK_NODE_LIST: writeList(node, entering: entering)
        case CMARK_NODE_ITEM: writeItem(entering: entering)
        case CMARK_NODE_HEADING: writeHeading(node, entering: entering)
        case CMARK_NODE_CODE_BLOCK: writeCodeBlock(node)
        case CMARK_NODE_HTML_BLOCK:
            if options.allowsHTML { writeHTMLBlock(node) } else { writeOmittedHTML(block: true) }
        case CMARK_NODE_THEMATIC_BREAK: writeThematicBreak()
        case CMARK_NODE_PARAGRAPH: writeParagraph(node, entering: entering)
        case CMARK_NODE_TEXT: writeText(node)
        case CMARK_NODE_SOFTBREAK: writeSoftBreak()
        case CMARK_NODE_LINEBREAK: writeLineBreak()
        case CMARK_NODE_CODE: writeCode(node)
        case CMARK_NODE_HTML_INLINE:
            if options.allowsHTML { writeInlineHTML(node) } else { writeOmittedHTML(block: false) }
        case CMARK_NODE_EMPH: html.append(entering ? "<em>" : "</em>")
        case CMARK_NODE_STRONG: html.append(entering ? "<strong>" : "</strong>")
        case CMARK_NODE_LINK: writeLink(node, entering: entering)
        case CMARK_NODE_IMAGE: writeImage(node, entering: entering)
        default:
            // The document node writes nothing; custom blocks and inlines are never parsed.
            break
        }
    }

    private mutating func count(_ node: OpaquePointer, type: cmark_node_type) {
        switch type {
        case CMARK_NODE_HEADING: stats.headings += 1
        case CMARK_NODE_ITEM: stats.listItems += 1
        case CMARK_NODE_IMAGE: stats.images += 1
        case CMARK_NODE_CODE_BLOCK: stats.codeBlocks += 1
        case CMARK_NODE_LINK:
            stats.links += 1
            stats.linkDestinations.insert(String(cString: cmark_node_get_url(node)))
        case CMARK_NODE_CODE:
            stats.codeSpans += 1
            stats.codeSpanTexts.append(String(cString: cmark_node_get_literal(node)))
        default: break
        }
    }

    // MARK: - Output helpers

    /// cmark's `cr()`: start a new line unless already at the start of one.
    @inline(__always)
    mutating func cr() {
        if let last = html.last, last != UInt8(ascii: "\n") {
            html.append(UInt8(ascii: "\n"))
        }
    }

    @inline(__always)
    mutating func plainBlockBoundary() {
        if let last = plain.last, last != UInt8(ascii: "\n") {
            plain.append(UInt8(ascii: "\n"))
        }
    }

    /// A view of a NUL-terminated string owned by the node; valid until the node is freed,
    /// which happens only after the walk.
    @inline(__always)
    func bytes(of string: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let string else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self),
            count: strlen(string)
        )
    }

    /// cmark's `cmark_isspace`: tab, line feed, vertical tab, form feed, carriage return, space.
    @inline(__always)
    func isCmarkSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Renders with cmark's own HTML renderer in safe mode; tests compare against it.
    static func referenceHTML(_ markdown: String) -> String {
        var source = markdown
        return source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                let empty: StaticString = ""
                let base = chars.baseAddress
                    ?? UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
                guard let result = cmark_markdown_to_html(base, chars.count, CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8) else {
                    return ""
                }
                defer { cmark_get_default_mem_allocator().pointee.free(result) }
                return String(cString: result)
            }
        }
    }
}
