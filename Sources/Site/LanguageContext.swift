import Analysis
import Model
import Render

/// Template values for one language that every page in it shares, made once per build:
/// its string table, navigation rows and group labels.
struct LanguageContext: Sendable {
    let language: LanguageTag
    let strings: StringTable
    /// `t` in templates.
    let stringsValue: TemplateValue
    /// A navigation row per document, by position in `SiteIndex.documents`, not marked current.
    let rows: [TemplateValue]
    /// Section labels, by section position.
    let sectionLabels: [String]
    /// Status labels that do not depend on the block, made once rather than once per row.
    let statusLabels: [BlockStatus: TemplateValue]
    /// "Not translated yet, shown in X" for each language X of the site.
    let fallbackLabels: [LanguageTag: TemplateValue]
    let missingEnglish: TemplateValue
    let missingTranslation: TemplateValue
    /// `CoverageStatus.labels(in: strings)`, which the language picker of every page shows.
    let coverageLabels: [CoverageStatus: String]

    /// `previous`: the same language's values in the previous run, whose rows are kept for
    /// documents whose entries did not change.
    init(language: LanguageTag, strings: StringTable, index: SiteIndex, previous: (index: SiteIndex, context: LanguageContext)? = nil) {
        self.language = language
        self.strings = strings
        stringsValue = .object(TemplateFields(strings.entries.mapValues(TemplateValue.string)))
        sectionLabels = index.navigation.sections.map { $0.titles[language] ?? strings[$0.stringKey] ?? $0.titles[.english] ?? $0.label }
        var statusLabels: [BlockStatus: TemplateValue] = [:]
        for status in [BlockStatus.translated, .stale, .extra, .note] {
            statusLabels[status] = .string(strings[status.stringKey] ?? status.stringKey)
        }
        self.statusLabels = statusLabels
        let fallback = strings[BlockStatus.fallback.stringKey] ?? BlockStatus.fallback.stringKey
        var fallbackLabels: [LanguageTag: TemplateValue] = [:]
        for other in index.languages {
            fallbackLabels[other] = .string(StringTable.fill(fallback, ["in_language": Self.inLanguage(other, strings: strings)]))
        }
        self.fallbackLabels = fallbackLabels
        missingEnglish = .string(strings["cell_missing_english"] ?? "")
        missingTranslation = .string(strings["cell_missing_translation"] ?? "")
        let labels = CoverageStatus.labels(in: strings)
        coverageLabels = labels
        rows = Self.rows(index, language: language, strings: strings, labels: labels, previous: previous)
    }

    private static func rows(_ index: SiteIndex, language: LanguageTag, strings: StringTable, labels: [CoverageStatus: String],
                             previous: (index: SiteIndex, context: LanguageContext)?) -> [TemplateValue] {
        let documents = index.documents
        // An entry's previous row when it is unchanged, else a new one.
        func row(_ position: Int) -> TemplateValue {
            let entry = documents[position]
            if let previous, let before = Self.position(of: entry, at: position, in: previous.index) {
                return previous.context.rows[before]
            }
            return Self.row(for: entry, language: language, strings: strings, labels: labels)
        }
        guard let previous, previous.index.documents.count == documents.count else { return documents.indices.map(row) }
        // As many documents as before (every edit of a document's text): the previous rows,
        // shared, changed where an entry did. An entry unchanged is mostly the previous one
        // itself, found equal without reading it; copying every row took 5,000 reads of as
        // many objects, per language.
        var rows = previous.context.rows
        for position in documents.indices where documents[position] != previous.index.documents[position] {
            rows[position] = row(position)
        }
        return rows
    }

    /// Where `entry`, unchanged, was in the previous index: mostly where it is now.
    private static func position(of entry: DocumentEntry, at position: Int, in previous: SiteIndex) -> Int? {
        if position < previous.documents.count, previous.documents[position] == entry { return position }
        guard let before = previous.position(of: entry.id), previous.documents[before] == entry else { return nil }
        return before
    }

    private static func row(for entry: DocumentEntry, language: LanguageTag, strings: StringTable,
                            labels: [CoverageStatus: String]) -> TemplateValue {
        let detail = strings["coverage_detail"] ?? "{done}/{total}"
        let title = entry.title(in: language)
        let subtitle = entry.subtitle(in: language)
        let coverage = entry.coverage(in: language)
        let status = coverage.status, shown = coverage.shown
        return .object([
            "id": .string(entry.id),
            "path": .string(SitePaths.url(entry.id) + "/"),
            "title": .string(title.text),
            "title_lang": title.language == language ? .null : .string(title.language.rawValue),
            "subtitle": subtitle.map(TemplateValue.string) ?? .null,
            "style": .string(subtitle == nil ? "basic" : "subtitle"),
            "coverage": .string(status.rawValue),
            "coverage_label": .string(labels[status] ?? status.rawValue),
            "coverage_detail": .string(StringTable.fill(detail, ["done": String(shown.done), "total": String(shown.total)])),
            "current": false,
        ])
    }

    /// A string from the table; the key itself when even English lacks it, so the gap shows.
    func text(_ key: String) -> String { strings[key] ?? key }

    /// The name of `other` in this language (`영어` on a Korean page).
    func languageName(_ other: LanguageTag) -> String {
        strings["lang_" + other.rawValue] ?? other.rawValue
    }

    /// The fallback label for text shown in `other`, also for languages outside the site's.
    func fallbackLabel(_ other: LanguageTag) -> TemplateValue {
        fallbackLabels[other] ?? .string(StringTable.fill(text(BlockStatus.fallback.stringKey), ["in_language": inLanguage(other)]))
    }

    /// "in `other`" as this language says it (`영어로`, `на английском`), for notices; the
    /// tables hold the whole phrase because its grammar differs from language to language.
    func inLanguage(_ other: LanguageTag) -> String {
        Self.inLanguage(other, strings: strings)
    }

    static func inLanguage(_ other: LanguageTag, strings: StringTable) -> String {
        strings["in_lang_" + other.rawValue] ?? strings["lang_" + other.rawValue] ?? other.rawValue
    }
}

extension CoverageStatus {
    /// The word for each status in `strings`.
    static func labels(in strings: StringTable) -> [CoverageStatus: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, strings[$0.stringKey] ?? $0.rawValue) })
    }
}
