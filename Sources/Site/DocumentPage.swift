import Analysis
import Model
import Render

/// One document's page in one language, as template data for `document.html`.
///
/// Each block becomes a row (`.pair`, anchored `#b-<id>` in every language) with up to two
/// cells: the English text and the text shown in the page's language. A page in a language
/// the document is translated into carries both, so the reading-mode toggle only switches
/// CSS (side by side, or one column showing the translation and English where it is
/// missing); other pages carry the one cell they show. A translation that covers several
/// English blocks is one row carrying their anchors; the blocks between them that are not
/// English (another language's extra paragraph) keep rows of their own.
struct DocumentPage {
    let context: SiteContext
    let entry: DocumentEntry
    let position: Int
    let rendered: RenderedDocument
    /// The English cell of each non-heading block, the same on every translated page.
    private let englishCells: [TemplateValue?]
    /// Each block's index by id, for the blocks a translation covers.
    private let blockIndex: [String: Int]

    init(context: SiteContext, entry: DocumentEntry, position: Int, rendered: RenderedDocument) {
        self.context = context
        self.entry = entry
        self.position = position
        self.rendered = rendered
        blockIndex = Dictionary(rendered.analysis.blocks.map { ($0.id, $0.index) }, uniquingKeysWith: { first, _ in first })
        englishCells = zip(rendered.analysis.blocks, rendered.html).map { block, html in
            guard block.kind != .heading, let english = html[.english] else { return nil }
            return DocumentCell.filled(english, lang: nil, tag: "div")
        }
    }

    func value(in tag: LanguageTag) -> TemplateValue {
        let language = context.language(tag)
        let coverage = entry.coverage(in: tag)
        let parallel = tag != .english && entry.contentLanguages.contains(tag)
        let title = entry.title(in: tag)
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
            indexable: !coverage.isMissing)
        fields["doc"] = [
            "id": .string(entry.id),
            "title": .string(title.text),
            "title_lang": title.language == tag ? .null : .string(title.language.rawValue),
            "subtitle": entry.subtitle(in: tag).map(TemplateValue.string) ?? .null,
            "coverage": .string(coverage.status.rawValue),
            "notice": coverage.isMissing ? .string(StringTable.fill(language.text("notice_missing"), [
                "in_language": language.inLanguage(entry.shownLanguage(for: tag)),
            ])) : .null,
            "partial_notice": !coverage.isMissing && coverage.shown.done < coverage.shown.total ? .string(StringTable.fill(language.text("notice_partial"), [
                "done": String(coverage.shown.done), "total": String(coverage.shown.total),
            ])) : .null,
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
        /// A figure, shown as its source has it whatever the page's language.
        case figure(LanguageTag)

        var language: LanguageTag? {
            switch self {
            case .own: nil
            case .english: .english
            case .other(let other), .figure(let other): other
            }
        }
    }

    /// Rows a page shows block by block. A row's markup costs about 150-330 bytes whatever its
    /// text, so 100,000 one-line paragraphs made pages of 19-38 MB; past this many rows the
    /// rest of the document is one row of its text (`LongDocumentTail`), which keeps a page
    /// within its text's HTML (twice on a translated page: English and translation side by
    /// side) plus at most this many rows' markup, under 1 MB. Guideline pages have a few
    /// hundred blocks at most.
    static let rowLimit = 2_000

    private func rows(in language: LanguageContext, parallel: Bool) -> [TemplateValue] {
        let tag = language.language
        var rows: [TemplateValue] = []
        rows.reserveCapacity(min(rendered.analysis.blocks.count, Self.rowLimit + 1))
        var tail = LongDocumentTail(page: tag)
        var previousShown: LanguageTag?
        for block in rendered.analysis.blocks {
            let isFull = rows.count >= Self.rowLimit
            if block.kind == .note {
                // A translator's note comments on the text before it: shown where that text is.
                if let noteLanguage = block.languages.min(), noteLanguage == tag || noteLanguage == previousShown {
                    if isFull {
                        tail.add(block, html: rendered.html[block.index][noteLanguage], language: noteLanguage)
                    } else {
                        rows.append(noteRow(block, language: noteLanguage, page: language, parallel: parallel))
                    }
                }
                continue
            }
            // Shown on the row of the translation that covers it.
            if block.coveredBy[tag] != nil { continue }
            let shown = self.shown(block, in: tag)
            previousShown = shown.language ?? tag
            if isFull {
                let shownTag = shown.language ?? tag
                let covered = coveredBlocks(block, in: tag)
                let html = shownTag == .english && !covered.isEmpty
                    ? ([block.index] + covered).compactMap { rendered.html[$0][.english] }.joined() : rendered.html[block.index][shownTag]
                tail.add(block, html: html, language: shownTag)
            } else {
                rows.append(row(block, shown: shown, page: language, parallel: parallel))
            }
        }
        if let row = tail.row(label: language.text("notice_long_document"), parallel: parallel) { rows.append(row) }
        return rows
    }

    private func shown(_ block: AnalysedBlock, in tag: LanguageTag) -> Shown {
        // A figure is the same picture in every language: shown, never marked as a fallback.
        if block.kind == .figure {
            return .figure(block.text(tag) != nil ? tag : block.english != nil ? .english : block.languages.min() ?? .english)
        }
        if block.text(tag) != nil { return .own }
        if tag != .english && block.english != nil { return .english }
        return .other(entry.fallbackOrder.first { block.text($0) != nil } ?? block.languages.min() ?? .english)
    }

    private func status(_ block: AnalysedBlock, shown: Shown, page: LanguageContext) -> (BlockStatus, TemplateValue) {
        let tag = page.language
        switch shown {
        case .figure:
            return (.original, .null)
        case .english:
            return (.fallback, page.fallbackLabel(.english))
        case .other(let other):
            return (.fallback, page.fallbackLabel(other))
        case .own where tag == .english:
            return (.original, .null)
        case .own where block.english == nil:
            return (.extra, .null)
        case .own where rendered.stale.contains(BlockKey(documentID: entry.id, blockID: block.id, language: tag)):
            return (.stale, .null)
        case .own:
            guard let confidence = block.translation(tag)?.confidence, confidence < BlockStatus.lowConfidenceThreshold else {
                return (.translated, .null)
            }
            let percent = String(Int((confidence * 100).rounded()))
            return (.lowConfidence, .string(StringTable.fill(page.text(BlockStatus.lowConfidence.stringKey), ["percent": percent])))
        }
    }

    private func row(_ block: AnalysedBlock, shown: Shown, page: LanguageContext, parallel: Bool) -> TemplateValue {
        let html = rendered.html[block.index]
        let tag = page.language
        let isHeading = block.kind == .heading
        var (status, label) = status(block, shown: shown, page: page)
        if case .null = label, let common = page.statusLabels[status] { label = common }
        if isHeading { label = .null }

        let headingTag = "h" + String(min(max(block.level, 2), 6))
        let cellTag = isHeading ? headingTag : "div"
        let covered = coveredBlocks(block, in: tag)
        var english: String? = html[.english]
        if !covered.isEmpty, english != nil {
            english = ([block.index] + covered).compactMap { rendered.html[$0][.english] }.joined()
        }
        var showsSource = false
        let src: TemplateValue
        let main: TemplateValue
        if parallel {
            if case .english = shown { showsSource = true }
            if case .figure = shown {
                src = DocumentCell.empty(.string(""))
            } else if covered.isEmpty, let cached = englishCells[block.index] {
                src = cached
            } else if let english {
                src = DocumentCell.filled(english, lang: nil, tag: isHeading && showsSource ? headingTag : "div")
            } else {
                src = DocumentCell.empty(isHeading ? .string("") : page.missingEnglish)
            }
            switch shown {
            case .own: main = DocumentCell.filled(html[tag], lang: nil, tag: cellTag)
            case .english: main = DocumentCell.empty(isHeading ? .string("") : page.missingTranslation)
            case .other(let other): main = DocumentCell.filled(html[other], lang: other.rawValue, tag: cellTag)
            case .figure(let source): main = DocumentCell.filled(html[source], lang: source == tag ? nil : source.rawValue, tag: cellTag)
            }
        } else {
            src = .null
            let shownTag = shown.language ?? tag
            let text = shownTag == .english && !covered.isEmpty ? english : html[shownTag]
            main = DocumentCell.filled(text, lang: shownTag == tag ? nil : shownTag.rawValue, tag: cellTag)
        }
        return .object([
            "anchor": .string("b-" + block.id),
            "id": .string(block.id),
            "kind": .string(block.kind.rawValue),
            "status": .string(status.rawValue),
            "label": label,
            "show": showsSource ? "src" : "main",
            "anchors": covered.isEmpty ? .null : .list(covered.map { .string("b-" + rendered.analysis.blocks[$0].id) }),
            "src": src,
            "main": main,
        ])
    }

    /// The other blocks the page language's translation of `block` covers, by index.
    private func coveredBlocks(_ block: AnalysedBlock, in tag: LanguageTag) -> [Int] {
        guard let covers = block.translation(tag)?.covers, covers.count > 1 else { return [] }
        // In document order, as the covered blocks read; looked up, not searched for, so a
        // long document of 2-1 translations costs what it holds.
        return Set(covers.dropFirst()).compactMap { blockIndex[$0] }.sorted()
    }

    private func noteRow(_ block: AnalysedBlock, language noteLanguage: LanguageTag, page: LanguageContext, parallel: Bool) -> TemplateValue {
        .object([
            "anchor": .string("b-" + block.id),
            "id": .string(block.id),
            "kind": "note",
            "status": .string(BlockStatus.note.rawValue),
            "label": page.statusLabels[.note] ?? .null,
            "show": "main",
            "anchors": .null,
            "src": parallel ? DocumentCell.empty(.string("")) : .null,
            "main": DocumentCell.filled(rendered.html[block.index][noteLanguage], lang: noteLanguage == page.language ? nil : noteLanguage.rawValue,
                                        tag: "div"),
        ])
    }
}
