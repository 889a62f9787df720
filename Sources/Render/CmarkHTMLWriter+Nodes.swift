import CCmark
import Model

/// cmark returns the same static "" for a link without a title as for any unset
/// string, but a heap-allocated "" for an explicit empty title (`[a](b "")`), which
/// its own renderer prints as `title=""`. Comparing addresses against a fresh
/// node's unset title is the only way the node API tells the two apart.
private let unsetAttributeAddress: UInt = {
    guard let node = cmark_node_new(CMARK_NODE_LINK) else { return 0 }
    defer { cmark_node_free(node) }
    return UInt(bitPattern: cmark_node_get_title(node))
}()

/// What cmark's `html.c` writes for each kind of node, in safe mode: raw HTML omitted,
/// dangerous link destinations dropped; plus the heading ids, level shift and link
/// rewriting of `MarkdownRenderer.Options`. The plain text of `MarkdownStats` is written
/// alongside.
extension CmarkHTMLWriter {
    // MARK: Blocks

    mutating func writeBlockQuote(entering: Bool) {
        cr()
        html.append(entering ? "<blockquote>\n" : "</blockquote>\n")
    }

    mutating func writeList(_ node: OpaquePointer, entering: Bool) {
        let isBullet = cmark_node_get_list_type(node) == CMARK_BULLET_LIST
        guard entering else { return html.append(isBullet ? "</ul>\n" : "</ol>\n") }
        cr()
        let start = cmark_node_get_list_start(node)
        if isBullet {
            html.append("<ul>\n")
        } else if start == 1 {
            html.append("<ol>\n")
        } else {
            html.append("<ol start=\"")
            html.append(utf8Of: String(start))
            html.append("\">\n")
        }
    }

    mutating func writeItem(entering: Bool) {
        guard entering else { return html.append("</li>\n") }
        cr()
        html.append("<li>")
    }

    mutating func writeCodeBlock(_ node: OpaquePointer) {
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
    }

    /// Raw HTML, block or inline, is replaced by a comment.
    mutating func writeOmittedHTML(block: Bool) {
        if block { cr() }
        html.append("<!-- raw HTML omitted -->")
        if block { cr() }
    }

    mutating func writeThematicBreak() {
        cr()
        html.append("<hr />\n")
    }

    mutating func writeParagraph(_ node: OpaquePointer, entering: Bool) {
        // cmark leaves out <p> in the items of tight lists.
        let grandparent = cmark_node_parent(node).flatMap { cmark_node_parent($0) }
        let tight = grandparent.map {
            cmark_node_get_type($0) == CMARK_NODE_LIST && cmark_node_get_list_tight($0) != 0
        } ?? false
        if !entering { closeInlineHTML() }
        if !tight {
            if entering {
                cr()
                figureCaptions = options.figures && Self.holdsImagesAlone(node) ? [] : nil
                html.append(figureCaptions == nil ? "<p>" : "<figure>")
            } else if let captions = figureCaptions {
                writeFigureEnd(captions)
            } else {
                html.append("</p>\n")
            }
        }
        plainBlockBoundary()
    }

    /// A figure's caption is its images' alt text: what the author wrote to describe them.
    private mutating func writeFigureEnd(_ captions: [String]) {
        let caption = captions.filter { !$0.isEmpty }.joined(separator: " ")
        if !caption.isEmpty {
            html.append("<figcaption>")
            var text = caption
            text.withUTF8 { HTMLEscaping.appendEscaped($0, to: &html, characters: .cmark) }
            html.append("</figcaption>")
        }
        html.append("</figure>\n")
        figureCaptions = nil
    }

    /// Whether a paragraph holds images and nothing else but white space and line breaks.
    private static func holdsImagesAlone(_ paragraph: OpaquePointer) -> Bool {
        var child = cmark_node_first_child(paragraph)
        var images = 0
        while let node = child {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_IMAGE: images += 1
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: break
            case CMARK_NODE_TEXT:
                guard let literal = cmark_node_get_literal(node),
                      String(cString: literal).allSatisfy(\.isWhitespace) else { return false }
            default: return false
            }
            child = cmark_node_next(node)
        }
        return images > 0
    }

    /// Inside an image only text is written, escaped, as cmark does for alt text.
    mutating func writeAltText(_ node: OpaquePointer, type: cmark_node_type) {
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

    mutating func writeHeading(_ node: OpaquePointer, entering: Bool) {
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
            closeInlineHTML()
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

    mutating func writeDestination(of node: OpaquePointer) {
        guard let url = cmark_node_get_url(node) else { return }
        if options.linkResolver != nil {
            var href = resolvedDestination(String(cString: url), isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE,
                                           line: max(1, Int(cmark_node_get_start_line(node))))
            href.withUTF8 { writeCheckedDestination($0) }
        } else if let rewrite = options.linkRewriter {
            var rewritten = rewrite(String(cString: url))
            rewritten.withUTF8 { writeCheckedDestination($0) }
        } else {
            writeCheckedDestination(bytes(of: url))
        }
    }

    /// A destination rewritten and resolved as the options say; what the resolver found is
    /// recorded in the statistics.
    mutating func resolvedDestination(_ url: String, isImage: Bool, line: Int) -> String {
        var destination = url
        if let rewrite = options.linkRewriter { destination = rewrite(destination) }
        guard let resolver = options.linkResolver else { return destination }
        let resolved = resolver.resolve(destination, isImage: isImage, from: options.sourcePath)
        if var reference = resolved.reference {
            reference.line = line
            stats.references.append(reference)
        }
        return resolved.href
    }

    mutating func writeCheckedDestination(_ url: UnsafeBufferPointer<UInt8>) {
        if !HTMLEscaping.isDangerousURL(url) {
            HTMLEscaping.appendEscapedHref(url, to: &html)
        }
    }

    mutating func writeTitle(of node: OpaquePointer) {
        guard let title = cmark_node_get_title(node) else { return }
        let titleBytes = bytes(of: title)
        guard !titleBytes.isEmpty || UInt(bitPattern: title) != unsetAttributeAddress else { return }
        html.append("\" title=\"")
        HTMLEscaping.appendEscaped(titleBytes, to: &html, characters: .cmark)
    }

    // MARK: Inlines

    mutating func writeText(_ node: OpaquePointer) {
        let text = bytes(of: cmark_node_get_literal(node))
        HTMLEscaping.appendEscaped(text, to: &html, characters: .cmark)
        plain.append(text)
    }

    mutating func writeSoftBreak() {
        html.append(UInt8(ascii: "\n"))
        plain.append(UInt8(ascii: " "))
    }

    mutating func writeLineBreak() {
        html.append("<br />\n")
        plain.append(UInt8(ascii: "\n"))
    }

    mutating func writeCode(_ node: OpaquePointer) {
        let code = bytes(of: cmark_node_get_literal(node))
        html.append("<code>")
        HTMLEscaping.appendEscaped(code, to: &html, characters: .cmark)
        html.append("</code>")
        plain.append(code)
    }

    mutating func writeLink(_ node: OpaquePointer, entering: Bool) {
        guard entering else { return html.append("</a>") }
        html.append("<a href=\"")
        writeDestination(of: node)
        writeTitle(of: node)
        html.append("\">")
    }

    /// The image's description is written as its alt text, node by node, until its exit.
    mutating func writeImage(_ node: OpaquePointer, entering: Bool) {
        if entering {
            html.append("<img src=\"")
            writeDestination(of: node)
            html.append("\" alt=\"")
            altTextImage = node
            altPlainStart = plain.count
        } else {
            if figureCaptions != nil {
                figureCaptions?.append(String(decoding: UnsafeBufferPointer(rebasing: plain.bytes[altPlainStart...]), as: UTF8.self))
            }
            writeTitle(of: node)
            html.append("\" />")
        }
    }
}
