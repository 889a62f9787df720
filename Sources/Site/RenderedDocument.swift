import Analysis
import Model
import Render
import Support

/// A document's analysis with the HTML of every block text (parsed once, in the pipeline's
/// markdown step), shared by the document's pages in every language (English appears on all
/// of them in parallel mode).
public struct RenderedDocument: Sendable {
    public let analysis: DocumentAnalysis
    /// HTML per block (as in `analysis.blocks`) and language; headings as inline HTML without `<p>`.
    let html: [[LanguageTag: String]]
    /// The translations the lock file says are stale.
    let stale: Set<BlockKey>

    public init(analysis: DocumentAnalysis, markdown: DocumentMarkdown, stale: Set<BlockKey>) {
        self.analysis = analysis
        self.stale = stale
        html = analysis.blocks.map { block in
            var cells: [LanguageTag: String] = [:]
            for language in block.languages {
                guard let rendered = markdown.html(at: block.index, language) else { continue }
                cells[language] = block.kind == .heading ? Self.inline(rendered, source: block.text(language) ?? "") : rendered
            }
            return cells
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
