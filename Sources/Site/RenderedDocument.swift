import Model
import Render
import Support

/// A document's Markdown rendered once per block and language, shared by the document's
/// pages in every language (English appears on all of them in parallel mode).
struct RenderedDocument {
    /// Headings and blocks in reading order.
    let blocks: [Block]
    /// HTML per block position and language; headings as inline HTML without `<p>`.
    let html: [[LanguageTag: String]]

    init(_ document: Document, renderer: MarkdownRenderer) {
        blocks = document.allBlocks
        html = blocks.map { block in
            block.text.mapValues { text in
                let rendered = renderer.render(text).html
                return block.kind == .heading ? Self.inline(rendered, source: text) : rendered
            }
        }
    }

    /// The inside of a single paragraph: a heading's text as inline HTML. Text that is not
    /// one paragraph in Markdown (a heading starting with `-`) is shown as plain text.
    static func inline(_ html: String, source: String) -> String {
        if html.utf8.count >= 8 && html.hasPrefix("<p>") && html.hasSuffix("</p>\n") {
            let inner = html.dropFirst(3).dropLast(5)
            if !inner.containsBytes("<p>") { return String(inner) }
        }
        return HTMLEscaping.escaped(source, characters: .cmark)
    }
}
