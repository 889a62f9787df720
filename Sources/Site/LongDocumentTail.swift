import Analysis
import Model
import Render

/// The blocks of a document past `DocumentPage.rowLimit`, shown as one row of their text:
/// each block's HTML as a single-column page shows it (the page's language, or the language
/// standing in for it), a heading in its heading tag, a run of another language in one
/// element with its `lang`. Nothing is left out; what the row gives up is the per-block
/// pairing, anchors and status marks, whose markup outweighed the text.
struct LongDocumentTail {
    let page: LanguageTag
    private var html = ""
    private var first: AnalysedBlock?
    private var count = 0
    /// The language of the open `<div lang>`, if a run of another language is open.
    private var openLanguage: LanguageTag?

    init(page: LanguageTag) {
        self.page = page
    }

    mutating func add(_ block: AnalysedBlock, html blockHTML: String?, language: LanguageTag) {
        guard let blockHTML else { return }
        if first == nil { first = block }
        count += 1
        let runLanguage: LanguageTag? = language == page ? nil : language
        if runLanguage != openLanguage {
            if openLanguage != nil { html += "</div>\n" }
            if let runLanguage { html += "<div lang=\"\(runLanguage.rawValue)\">\n" }
            openLanguage = runLanguage
        }
        if block.kind == .heading {
            let tag = "h" + String(min(max(block.level, 2), 6))
            html += "<\(tag)>\(blockHTML)</\(tag)>\n"
        } else {
            html += blockHTML
        }
    }

    /// The row, labelled with `label` (`{count}`: the blocks it holds); nil when no block
    /// went past the limit.
    func row(label: String, parallel: Bool) -> TemplateValue? {
        guard let first else { return nil }
        let text = openLanguage == nil ? html : html + "</div>\n"
        return .object([
            "anchor": .string("b-" + first.id),
            "id": .string(first.id),
            "kind": "paragraph",
            "status": .string(BlockStatus.original.rawValue),
            "label": .string(StringTable.fill(label, ["count": String(count)])),
            "show": "main",
            "anchors": .null,
            "src": parallel ? DocumentCell.empty(.string("")) : .null,
            "main": DocumentCell.filled(text, lang: nil, tag: "div"),
        ])
    }
}
