import Model
import Render

/// One document's page in one language, as template data for `document.html`.
///
/// Each block becomes a row (`.pair`, anchored `#b-<id>` in every language) with up to two
/// cells: the English text and the text shown in the page's language. A page in a language
/// the document is translated into carries both, so the reading-mode toggle only switches
/// CSS (side by side, or one column showing the translation and English where it is
/// missing); other pages carry the one cell they show.
struct DocumentPage {
    let context: SiteContext
    let entry: DocumentEntry
    let position: Int
    let rendered: RenderedDocument
    /// The English cell of each non-heading block, the same on every translated page.
    private let englishCells: [TemplateValue?]

    init(context: SiteContext, entry: DocumentEntry, position: Int, rendered: RenderedDocument) {
        self.context = context
        self.entry = entry
        self.position = position
        self.rendered = rendered
        englishCells = zip(rendered.blocks, rendered.html).map { block, html in
            guard block.kind != .heading, let english = html[.english] else { return nil }
            return Self.cell(html: english, lang: nil, tag: "div", empty: "")
        }
    }

    func value(in tag: LanguageTag) -> TemplateValue {
        let language = context.language(tag)
        let coverage = entry.coverage(in: tag)
        let parallel = tag != .english && entry.contentLanguages.contains(tag)
        let title = entry.title(in: tag)

        var notice: TemplateValue = .null
        var partialNotice: TemplateValue = .null
        switch coverage.status {
        case .missing:
            notice = .string(StringTable.fill(language.text("notice_missing"), [
                "in_language": language.inLanguage(entry.shownLanguage(for: tag)),
            ]))
        case .partial:
            partialNotice = .string(StringTable.fill(language.text("notice_partial"), [
                "done": String(coverage.done), "total": String(coverage.total),
            ]))
        case .complete:
            break
        }

        var fields = PageShell(context: context, language: language, folder: SitePaths.document(entry.id, in: tag)).fields(
            kind: "document",
            title: title.text,
            translations: Dictionary(uniqueKeysWithValues: entry.translatedLanguages(in: context.index.languages)
                .map { ($0, SitePaths.document(entry.id, in: $0)) }),
            xDefault: entry.xDefaultPath,
            targets: Dictionary(uniqueKeysWithValues: context.index.languages.map {
                ($0, PageShell.Target(folder: SitePaths.document(entry.id, in: $0), coverage: entry.coverage[$0]))
            }),
            navigation: .document(position: position),
            indexable: coverage.status != .missing)
        fields["doc"] = [
            "id": .string(entry.id),
            "title": .string(title.text),
            "title_lang": title.language == tag ? .null : .string(title.language.rawValue),
            "subtitle": entry.subtitle(in: tag).map(TemplateValue.string) ?? .null,
            "coverage": .string(coverage.status.rawValue),
            "notice": notice,
            "partial_notice": partialNotice,
            "parallel": .bool(parallel),
            "language_name": .string(language.languageName(tag)),
            "rows": .list(rows(in: language, parallel: parallel)),
        ]
        return .object(fields)
    }

    /// Which text a row shows in single mode.
    private enum Shown {
        /// The page's language.
        case own
        /// English, in the English cell (the translation is missing).
        case english
        /// Neither the page's language nor English has the block.
        case other(LanguageTag)
    }

    private func rows(in language: LanguageContext, parallel: Bool) -> [TemplateValue] {
        let tag = language.language
        let blocks = rendered.blocks
        var rows: [TemplateValue] = []
        rows.reserveCapacity(blocks.count)
        var previousShown: LanguageTag?
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            if block.kind == .note {
                // A translator's note comments on the text before it: shown where that text is.
                if let noteLanguage = block.text.keys.min(), noteLanguage == tag || noteLanguage == previousShown {
                    rows.append(noteRow(index, language: noteLanguage, page: language, parallel: parallel))
                }
                index += 1
                continue
            }
            // A translation spanning several English blocks carries their anchors too.
            var covered: [Int] = []
            if block.text[tag] != nil, let span = block.span[tag], span > 1 {
                var next = index + 1
                while covered.count < span - 1, next < blocks.count, blocks[next].kind != .heading {
                    if blocks[next].kind != .note { covered.append(next) }
                    next += 1
                }
            }
            let shown: Shown
            if block.text[tag] != nil {
                shown = .own
            } else if tag != .english && block.text[.english] != nil {
                shown = .english
            } else {
                let other = entry.fallbackOrder.first { block.text[$0] != nil } ?? block.text.keys.min() ?? .english
                shown = .other(other)
            }
            rows.append(row(index, covered: covered, shown: shown, page: language, parallel: parallel))
            switch shown {
            case .own: previousShown = tag
            case .english: previousShown = .english
            case .other(let other): previousShown = other
            }
            index = (covered.last ?? index) + 1
        }
        return rows
    }

    private func row(_ index: Int, covered: [Int], shown: Shown, page: LanguageContext, parallel: Bool) -> TemplateValue {
        let block = rendered.blocks[index]
        let html = rendered.html[index]
        let tag = page.language
        let isHeading = block.kind == .heading
        let status: BlockStatus
        var label: TemplateValue = .null
        switch shown {
        case .own:
            if tag == .english {
                status = .original
            } else if block.text[.english] == nil {
                status = .extra
            } else if !context.options.staleBlocks.isEmpty,
                      context.options.staleBlocks.contains(BlockKey(documentID: entry.id, blockID: block.id, language: tag)) {
                status = .stale
            } else if let confidence = block.confidence[tag], confidence < BlockStatus.lowConfidenceThreshold {
                status = .lowConfidence
                label = .string(StringTable.fill(page.text(status.stringKey), ["percent": String(Int((confidence * 100).rounded()))]))
            } else {
                status = .translated
            }
        case .english:
            status = .fallback
            label = page.fallbackLabel(.english)
        case .other(let other):
            status = .fallback
            label = page.fallbackLabel(other)
        }
        if case .null = label, let common = page.statusLabels[status] { label = common }
        if isHeading { label = .null }

        let headingTag = "h" + String(min(max(block.level, 2), 6))
        let cellTag = isHeading ? headingTag : "div"
        var english: String? = html[.english]
        if !covered.isEmpty, english != nil {
            english = ([index] + covered).compactMap { rendered.html[$0][.english] }.joined()
        }
        let src: TemplateValue
        let main: TemplateValue
        var showsSource = false
        if parallel {
            if case .english = shown { showsSource = true }
            if covered.isEmpty, let cached = englishCells[index] {
                src = cached
            } else if let english {
                src = Self.cell(html: english, lang: nil, tag: isHeading && showsSource ? headingTag : "div", empty: "")
            } else {
                src = Self.emptyCell(isHeading ? .string("") : page.missingEnglish)
            }
            switch shown {
            case .own:
                main = Self.cell(html: html[tag], lang: nil, tag: cellTag, empty: "")
            case .english:
                main = Self.emptyCell(isHeading ? .string("") : page.missingTranslation)
            case .other(let other):
                main = Self.cell(html: html[other], lang: other.rawValue, tag: cellTag, empty: "")
            }
        } else {
            src = .null
            let shownTag: LanguageTag
            switch shown {
            case .own: shownTag = tag
            case .english: shownTag = .english
            case .other(let other): shownTag = other
            }
            let text = shownTag == .english && !covered.isEmpty ? english : html[shownTag]
            main = Self.cell(html: text, lang: shownTag == tag ? nil : shownTag.rawValue, tag: cellTag, empty: "")
        }
        return .object([
            "anchor": .string("b-" + block.id),
            "id": .string(block.id),
            "kind": .string(block.kind.rawValue),
            "status": .string(status.rawValue),
            "label": label,
            "show": showsSource ? "src" : "main",
            "anchors": covered.isEmpty ? .null : .list(covered.map { .string("b-" + rendered.blocks[$0].id) }),
            "src": src,
            "main": main,
        ])
    }

    private func noteRow(_ index: Int, language noteLanguage: LanguageTag, page: LanguageContext, parallel: Bool) -> TemplateValue {
        let block = rendered.blocks[index]
        return .object([
            "anchor": .string("b-" + block.id),
            "id": .string(block.id),
            "kind": "note",
            "status": .string(BlockStatus.note.rawValue),
            "label": page.statusLabels[.note] ?? .null,
            "show": "main",
            "anchors": .null,
            "src": parallel ? Self.emptyCell(.string("")) : .null,
            "main": Self.cell(html: rendered.html[index][noteLanguage], lang: noteLanguage == page.language ? nil : noteLanguage.rawValue,
                              tag: "div", empty: ""),
        ])
    }

    private static func cell(html: String?, lang: String?, tag: String, empty: String) -> TemplateValue {
        .object([
            "html": html.map(TemplateValue.html) ?? .null,
            "lang": lang.map(TemplateValue.string) ?? .null,
            "tag": .string(tag),
            "empty": .string(empty),
        ])
    }

    /// A cell with nothing in it but, for blocks, a word saying what is missing.
    private static func emptyCell(_ label: TemplateValue) -> TemplateValue {
        .object(["html": .null, "lang": .null, "tag": "div", "empty": label])
    }
}
