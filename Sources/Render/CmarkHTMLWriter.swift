import CCmark
import Model
#if canImport(Glibc)
import Glibc
#endif

// The only file that touches libcmark. Every cmark pointer stays inside
// `CmarkHTMLWriter.render`: the document and iterator are freed before it returns,
// and only Swift values (bytes, strings, counts) leave it.

/// cmark returns the same static "" for a link without a title as for any unset
/// string, but a heap-allocated "" for an explicit empty title (`[a](b "")`), which
/// its own renderer prints as `title=""`. Comparing addresses against a fresh
/// node's unset title is the only way the node API tells the two apart.
private let unsetAttributeAddress: UInt = {
    guard let node = cmark_node_new(CMARK_NODE_LINK) else { return 0 }
    defer { cmark_node_free(node) }
    return UInt(bitPattern: cmark_node_get_title(node))
}()

/// Walks one parsed document with `cmark_iter` and writes HTML the way cmark's
/// `html.c` does in safe mode, plus the optional ids, level shift and link rewriting.
struct CmarkHTMLWriter: ~Copyable {
    private var html: ByteWriter
    private var stats = MarkdownStats()
    private var plain: ByteWriter
    private let options: MarkdownRenderer.Options
    private var headingIdentifiers: HeadingIdentifierAllocator

    /// The image whose description is being written as alt text; while set,
    /// only text is written, as in cmark's "plain" mode.
    private var altTextImage: OpaquePointer?
    /// Where the current heading's `id` goes (just before the `>` of its start tag),
    /// and where its text starts in `plain`; ids are made from the text, which is
    /// only known at the heading's end.
    private var headingAttributeOffset: Int?
    private var headingPlainStart = 0

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

    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        let type = cmark_node_get_type(node)
        if entering { count(node, type: type) }

        if let image = altTextImage {
            if image == node {
                altTextImage = nil
            } else {
                writeAltText(node, type: type)
                return
            }
        }

        switch type {
        case CMARK_NODE_DOCUMENT:
            break

        case CMARK_NODE_BLOCK_QUOTE:
            cr()
            html.append(entering ? "<blockquote>\n" : "</blockquote>\n")

        case CMARK_NODE_LIST:
            let isBullet = cmark_node_get_list_type(node) == CMARK_BULLET_LIST
            if entering {
                cr()
                if isBullet {
                    html.append("<ul>\n")
                } else {
                    let start = cmark_node_get_list_start(node)
                    if start == 1 {
                        html.append("<ol>\n")
                    } else {
                        html.append("<ol start=\"")
                        html.append(utf8Of: String(start))
                        html.append("\">\n")
                    }
                }
            } else {
                html.append(isBullet ? "</ul>\n" : "</ol>\n")
            }

        case CMARK_NODE_ITEM:
            if entering {
                cr()
                html.append("<li>")
            } else {
                html.append("</li>\n")
            }

        case CMARK_NODE_HEADING:
            writeHeading(node, entering: entering)

        case CMARK_NODE_CODE_BLOCK:
            cr()
            let info = bytes(of: cmark_node_get_fence_info(node))
            if info.isEmpty {
                html.append("<pre><code>")
            } else {
                // Only the first word of the info string names the language.
                var end = 0
                while end < info.count && !isCmarkSpace(info[end]) { end += 1 }
                html.append("<pre><code class=\"language-")
                HTMLEscaping.appendEscaped(UnsafeBufferPointer(rebasing: info[0..<end]), to: &html, characters: .cmark)
                html.append("\">")
            }
            let code = bytes(of: cmark_node_get_literal(node))
            HTMLEscaping.appendEscaped(code, to: &html, characters: .cmark)
            html.append("</code></pre>\n")
            plainBlockBoundary()
            plain.append(code)
            plainBlockBoundary()

        case CMARK_NODE_HTML_BLOCK:
            cr()
            html.append("<!-- raw HTML omitted -->")
            cr()

        case CMARK_NODE_THEMATIC_BREAK:
            cr()
            html.append("<hr />\n")

        case CMARK_NODE_PARAGRAPH:
            // cmark leaves out <p> in the items of tight lists.
            let parent = cmark_node_parent(node)
            let grandparent = parent.flatMap { cmark_node_parent($0) }
            let tight = grandparent.map {
                cmark_node_get_type($0) == CMARK_NODE_LIST && cmark_node_get_list_tight($0) != 0
            } ?? false
            if !tight {
                if entering {
                    cr()
                    html.append("<p>")
                } else {
                    html.append("</p>\n")
                }
            }
            plainBlockBoundary()

        case CMARK_NODE_TEXT:
            let text = bytes(of: cmark_node_get_literal(node))
            HTMLEscaping.appendEscaped(text, to: &html, characters: .cmark)
            plain.append(text)

        case CMARK_NODE_SOFTBREAK:
            html.append(UInt8(ascii: "\n"))
            plain.append(UInt8(ascii: " "))

        case CMARK_NODE_LINEBREAK:
            html.append("<br />\n")
            plain.append(UInt8(ascii: "\n"))

        case CMARK_NODE_CODE:
            let code = bytes(of: cmark_node_get_literal(node))
            html.append("<code>")
            HTMLEscaping.appendEscaped(code, to: &html, characters: .cmark)
            html.append("</code>")
            plain.append(code)

        case CMARK_NODE_HTML_INLINE:
            html.append("<!-- raw HTML omitted -->")

        case CMARK_NODE_EMPH:
            html.append(entering ? "<em>" : "</em>")

        case CMARK_NODE_STRONG:
            html.append(entering ? "<strong>" : "</strong>")

        case CMARK_NODE_LINK:
            if entering {
                html.append("<a href=\"")
                writeDestination(of: node)
                writeTitle(of: node)
                html.append("\">")
            } else {
                html.append("</a>")
            }

        case CMARK_NODE_IMAGE:
            if entering {
                html.append("<img src=\"")
                writeDestination(of: node)
                html.append("\" alt=\"")
                altTextImage = node
            } else {
                writeTitle(of: node)
                html.append("\" />")
            }

        default:
            // Custom blocks and inlines are never produced by the parser.
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

    /// Inside an image only text is written, escaped, as cmark does for alt text.
    private mutating func writeAltText(_ node: OpaquePointer, type: cmark_node_type) {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            let text = bytes(of: cmark_node_get_literal(node))
            HTMLEscaping.appendEscaped(text, to: &html, characters: .cmark)
            if type != CMARK_NODE_HTML_INLINE { plain.append(text) }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            html.append(UInt8(ascii: " "))
            plain.append(UInt8(ascii: " "))
        default:
            break
        }
    }

    private mutating func writeHeading(_ node: OpaquePointer, entering: Bool) {
        let level = min(6, max(1, Int(cmark_node_get_heading_level(node)) + options.headingLevelShift))
        let digit = UInt8(ascii: "0") + UInt8(level)
        if entering {
            cr()
            html.append("<h")
            html.append(digit)
            plainBlockBoundary()
            if options.headingAnchors != .none {
                headingAttributeOffset = html.count
                headingPlainStart = plain.count
            }
            html.append(UInt8(ascii: ">"))
        } else {
            if let offset = headingAttributeOffset {
                let text = String(decoding: UnsafeBufferPointer(rebasing: plain.bytes[headingPlainStart...]), as: UTF8.self)
                if let id = headingIdentifiers.next(headingText: text) {
                    var attribute = ByteWriter(capacity: id.utf8.count + 16)
                    attribute.append(" id=\"")
                    var idBytes = id
                    idBytes.withUTF8 { HTMLEscaping.appendEscaped($0, to: &attribute, characters: .cmark) }
                    attribute.append(UInt8(ascii: "\""))
                    // Only the heading's own content moves; headings are short.
                    html.insert(attribute.bytes, at: offset)
                }
                headingAttributeOffset = nil
            }
            html.append("</h")
            html.append(digit)
            html.append(">\n")
            plainBlockBoundary()
        }
    }

    private mutating func writeDestination(of node: OpaquePointer) {
        guard let url = cmark_node_get_url(node) else { return }
        if let rewrite = options.linkRewriter {
            var rewritten = rewrite(String(cString: url))
            rewritten.withUTF8 { writeCheckedDestination($0) }
        } else {
            writeCheckedDestination(bytes(of: url))
        }
    }

    private mutating func writeCheckedDestination(_ url: UnsafeBufferPointer<UInt8>) {
        if !HTMLEscaping.isDangerousURL(url) {
            HTMLEscaping.appendEscapedHref(url, to: &html)
        }
    }

    private mutating func writeTitle(of node: OpaquePointer) {
        guard let title = cmark_node_get_title(node) else { return }
        let titleBytes = bytes(of: title)
        guard !titleBytes.isEmpty || UInt(bitPattern: title) != unsetAttributeAddress else { return }
        html.append("\" title=\"")
        HTMLEscaping.appendEscaped(titleBytes, to: &html, characters: .cmark)
    }

    // MARK: - Output helpers

    /// cmark's `cr()`: start a new line unless already at the start of one.
    @inline(__always)
    private mutating func cr() {
        if let last = html.last, last != UInt8(ascii: "\n") {
            html.append(UInt8(ascii: "\n"))
        }
    }

    @inline(__always)
    private mutating func plainBlockBoundary() {
        if let last = plain.last, last != UInt8(ascii: "\n") {
            plain.append(UInt8(ascii: "\n"))
        }
    }

    /// A view of a NUL-terminated string owned by the node; valid until the node is freed,
    /// which happens only after the walk.
    @inline(__always)
    private func bytes(of string: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let string else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self),
            count: strlen(string)
        )
    }

    /// cmark's `cmark_isspace`: tab, line feed, vertical tab, form feed, carriage return, space.
    @inline(__always)
    private func isCmarkSpace(_ byte: UInt8) -> Bool {
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
