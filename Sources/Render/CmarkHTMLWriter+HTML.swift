import CCmark
import CGumbo
import Model

// The only file that touches libgumbo. Every Gumbo pointer stays inside these functions: the
// output is destroyed before they return.

/// Raw HTML in a page's text, parsed as a browser would (Gumbo, an HTML5 parser) and written
/// back through `HTMLAllowlist`: the text is kept, what could run script is not.
extension CmarkHTMLWriter {
    /// Deeper than this, elements write their text only (tag soups stay cheap and flat).
    static let maximumHTMLDepth = 64

    /// An HTML block: its tree, through the allowlist.
    mutating func writeHTMLBlock(_ node: OpaquePointer) {
        cr()
        let literal = String(cString: cmark_node_get_literal(node))
        let line = max(1, Int(cmark_node_get_start_line(node)))
        Self.withParsedBody(literal) { body in writeHTMLTree(body, line: line) }
        cr()
        plainBlockBoundary()
    }

    /// Inline HTML is one tag at a time (`<sup>`, `</sup>`, `<br />`): a start tag of an
    /// allowed inline element is written and remembered, an end tag only closes what was
    /// opened here, and what is still open closes with its paragraph or heading.
    mutating func writeInlineHTML(_ node: OpaquePointer) {
        let literal = String(cString: cmark_node_get_literal(node))
        if literal.hasPrefix("</") {
            let name = String(literal.dropFirst(2).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
            guard let open = openInlineHTML.lastIndex(of: name) else { return }
            while openInlineHTML.count > open { closeElement(openInlineHTML.removeLast()) }
            return
        }
        guard literal.hasPrefix("<"), let first = literal.dropFirst().first, first.isASCII, first.isLetter else { return }
        let line = max(1, Int(cmark_node_get_start_line(node)))
        Self.withParsedBody(literal) { body in
            guard let element = Self.children(of: body).first(where: { $0.pointee.type == GUMBO_NODE_ELEMENT }) else { return }
            let name = Self.tagName(element)
            guard HTMLAllowlist.inlineElements.contains(name) else { return }
            if writeStartTag(name, element, line: line), !HTMLAllowlist.voidElements.contains(name) { openInlineHTML.append(name) }
        }
    }

    /// Closes the inline elements a paragraph or heading left open.
    mutating func closeInlineHTML() {
        while let name = openInlineHTML.popLast() { closeElement(name) }
    }

    // MARK: The tree

    private enum Step {
        case enter(UnsafeMutablePointer<GumboNode>, depth: Int)
        case close(String)
    }

    /// Writes the children of `root` without recursion: nesting depth never reaches the stack.
    private mutating func writeHTMLTree(_ root: UnsafeMutablePointer<GumboNode>, line: Int) {
        var steps: [Step] = Self.children(of: root).reversed().map { .enter($0, depth: 1) }
        while let step = steps.popLast() {
            switch step {
            case .close(let name): closeElement(name)
            case .enter(let node, let depth):
                switch node.pointee.type {
                case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                    let text = bytes(of: node.pointee.v.text.text)
                    HTMLEscaping.appendEscaped(text, to: &html, characters: .cmark)
                    plain.append(text)
                case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                    let name = Self.tagName(node)
                    guard !HTMLAllowlist.droppedWithContent.contains(name) else { continue }
                    let children = Self.children(of: node)
                    if HTMLAllowlist.elements[name] != nil, depth <= Self.maximumHTMLDepth {
                        if Self.isBlockBoundary(name) { plainBlockBoundary() }
                        writeStartTag(name, node, line: line)
                        if HTMLAllowlist.voidElements.contains(name) { continue }
                        steps.append(.close(name))
                    }
                    steps += children.reversed().map { .enter($0, depth: depth + 1) }
                default:
                    // Comments and the document node write nothing.
                    continue
                }
            }
        }
    }

    /// Writes the start tag with its allowed attributes; false (nothing written) for an image
    /// with no source the site can show (missing, dangerous, outside the content folder).
    @discardableResult
    private mutating func writeStartTag(_ name: String, _ element: UnsafeMutablePointer<GumboNode>, line: Int) -> Bool {
        var kept: [(key: String, value: String)] = []
        let attributes = element.pointee.v.element.attributes
        for index in 0..<Int(attributes.length) {
            guard let attribute = attributes.data[index]?.assumingMemoryBound(to: GumboAttribute.self).pointee else { continue }
            let key = String(cString: attribute.name).lowercased()
            guard HTMLAllowlist.allows(key, on: name), !kept.contains(where: { $0.key == key }) else { continue }
            var value = String(cString: attribute.value)
            if HTMLAllowlist.urlAttributes.contains(key) {
                guard let url = checkedURL(value, isImage: key == "src", line: line) else { continue }
                value = url
            }
            kept.append((key, value))
        }
        if name == "img" && !kept.contains(where: { $0.key == "src" }) { return false }
        html.append(UInt8(ascii: "<"))
        html.append(utf8Of: shiftedHeading(name) ?? name)
        for (key, value) in kept {
            html.append(UInt8(ascii: " "))
            html.append(utf8Of: key)
            html.append("=\"")
            var value = value
            if HTMLAllowlist.urlAttributes.contains(key) {
                value.withUTF8 { HTMLEscaping.appendEscapedHref($0, to: &html) }
            } else {
                value.withUTF8 { HTMLEscaping.appendEscaped($0, to: &html, characters: .cmark) }
            }
            html.append(UInt8(ascii: "\""))
        }
        html.append(HTMLAllowlist.voidElements.contains(name) ? " />" : ">")
        if name == "br" { plain.append(UInt8(ascii: "\n")) }
        return true
    }

    private mutating func closeElement(_ name: String) {
        html.append("</")
        html.append(utf8Of: shiftedHeading(name) ?? name)
        html.append(UInt8(ascii: ">"))
        if Self.isBlockBoundary(name) { plainBlockBoundary() }
    }

    /// A URL attribute as a Markdown destination is treated (resolved, then vetted), nil when
    /// it may not be written. White space and controls go first: browsers drop them, so
    /// `java&#9;script:` would otherwise pass as harmless.
    private mutating func checkedURL(_ value: String, isImage: Bool, line: Int) -> String? {
        let stripped = String(decoding: value.utf8.filter { $0 > 0x20 && $0 != 0x7F }, as: UTF8.self)
        let found = stats.references.count
        let url = resolvedDestination(stripped, isImage: isImage, line: line)
        // A picture that is not there shows nothing: it is left out (and warned about).
        if isImage, stats.references.count > found, stats.references[found].isBroken { return nil }
        var bytes = url
        guard !stripped.isEmpty, !bytes.withUTF8({ HTMLEscaping.isDangerousURL($0) }) else { return nil }
        return url
    }

    /// `h2` in a page's text moves down with the Markdown headings (`headingLevelShift`).
    private func shiftedHeading(_ name: String) -> String? {
        guard name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue, (1...6).contains(level) else { return nil }
        return "h\(min(6, max(1, level + options.headingLevelShift)))"
    }

    private static func isBlockBoundary(_ name: String) -> Bool {
        ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "summary", "details", "blockquote", "pre", "figure",
         "figcaption", "dt", "dd", "center"].contains(name)
    }

    // MARK: Gumbo

    /// Parses `html` as the body of a document and hands `body` its `<body>` element.
    private static func withParsedBody(_ html: String, _ body: (UnsafeMutablePointer<GumboNode>) -> Void) {
        var source = html
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress else { return }
                var options = kGumboDefaultOptions
                options.max_errors = 0
                guard let output = gumbo_parse_with_options(&options, base, chars.count) else { return }
                defer { gumbo_destroy_output(&options, output) }
                guard let root = output.pointee.root,
                      let found = children(of: root).first(where: { $0.pointee.type == GUMBO_NODE_ELEMENT && tagName($0) == "body" })
                else { return }
                body(found)
            }
        }
    }

    private static func children(of node: UnsafeMutablePointer<GumboNode>) -> [UnsafeMutablePointer<GumboNode>] {
        let vector: GumboVector
        switch node.pointee.type {
        case GUMBO_NODE_DOCUMENT: vector = node.pointee.v.document.children
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: vector = node.pointee.v.element.children
        default: return []
        }
        return (0..<Int(vector.length)).compactMap { vector.data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    /// The element's lowercase name; "" for an unknown one (its text is kept, its tag not).
    private static func tagName(_ element: UnsafeMutablePointer<GumboNode>) -> String {
        let tag = element.pointee.v.element.tag
        guard tag != GUMBO_TAG_UNKNOWN, let name = gumbo_normalized_tagname(tag) else { return "" }
        return String(cString: name)
    }
}
