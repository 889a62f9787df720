import Render

/// The cells of a block row (`src` and `main` in `block.html`).
enum DocumentCell {
    static func filled(_ html: String?, lang: String?, tag: String) -> TemplateValue {
        .object([
            "html": html.map(TemplateValue.html) ?? .null,
            "lang": lang.map(TemplateValue.string) ?? .null,
            "tag": .string(tag),
            "empty": "",
        ])
    }

    /// A cell with nothing in it but, for blocks, a word saying what is missing.
    static func empty(_ label: TemplateValue) -> TemplateValue {
        .object(["html": .null, "lang": .null, "tag": "div", "empty": label])
    }
}
