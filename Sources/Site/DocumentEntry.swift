import Analysis
import Model
import Support

/// What the site needs to know about a document to list it on other pages: titles, coverage
/// per language, where it is grouped. Pages of one document can be rendered from these
/// entries without touching the other documents.
public struct DocumentEntry: Sendable, Hashable {
    /// The fields, in one box its copies share: a copy costs one retain, not one per field.
    struct Fields: Hashable, Sendable {
        var id: String
        var title: [LanguageTag: String]
        var contentLanguages: [LanguageTag]
        var fallbackOrder: [LanguageTag]
        var coverage: [LanguageTag: Coverage]
        var groupName: String?
        var weight: Int?
    }

    private var fields: Shared<Fields>

    public var id: String {
        get { fields.value.id }
        _modify { yield &fields.value.id }
    }
    public var title: [LanguageTag: String] {
        get { fields.value.title }
        _modify { yield &fields.value.title }
    }
    /// Languages with content blocks, sorted.
    public var contentLanguages: [LanguageTag] {
        get { fields.value.contentLanguages }
        _modify { yield &fields.value.contentLanguages }
    }
    /// The languages to show a block in when the page's language lacks it: English first
    /// when the document has English text, then the others, most complete first.
    public var fallbackOrder: [LanguageTag] {
        get { fields.value.fallbackOrder }
        _modify { yield &fields.value.fallbackOrder }
    }
    /// Coverage in every language of the site.
    public var coverage: [LanguageTag: Coverage] {
        get { fields.value.coverage }
        _modify { yield &fields.value.coverage }
    }
    /// The group a source's front matter names, or the folder below the content root
    /// (`components/menus`: nested folders are nested groups).
    public var groupName: String? {
        get { fields.value.groupName }
        _modify { yield &fields.value.groupName }
    }
    /// Front matter `weight`: lighter first within its group.
    public var weight: Int? {
        get { fields.value.weight }
        _modify { yield &fields.value.weight }
    }

    public init(analysis: DocumentAnalysis, siteLanguages: [LanguageTag], contentRoot: String?) {
        let document = analysis.document
        let blockCounts = analysis.contentBlockCounts
        let fallbackOrder = blockCounts.keys.sorted { a, b in
            if a.isEnglish != b.isEnglish { return a.isEnglish }
            if blockCounts[a]! != blockCounts[b]! { return blockCounts[a]! > blockCounts[b]! }
            return a < b
        }
        fields = Shared(Fields(
            id: document.id, title: document.title, contentLanguages: analysis.contentLanguages, fallbackOrder: fallbackOrder,
            coverage: Dictionary(uniqueKeysWithValues: siteLanguages.map { ($0, analysis.coverage(in: $0)) }),
            groupName: document.group ?? Self.folder(of: document, below: contentRoot), weight: document.weight))
    }

    /// The title in `language`, else English, else any; with the language it is in.
    public func title(in language: LanguageTag) -> (text: String, language: LanguageTag) {
        if let text = title[language] { return (text, language) }
        if let text = title[.english] { return (text, .english) }
        if let (tag, text) = title.sorted(by: { $0.key < $1.key }).first { return (text, tag) }
        return (id, .english)
    }

    /// The English title under the title in `language`, when that title is in `language` and
    /// differs from it (the Tables "subtitle" row style).
    public func subtitle(in language: LanguageTag) -> String? {
        let title = title(in: language)
        guard language != .english, title.language == language, let english = self.title[.english], english != title.text else { return nil }
        return english
    }

    /// The coverage in `language` (nothing in it, for a language outside the site).
    public func coverage(in language: LanguageTag) -> Coverage {
        coverage[language] ?? Coverage(language: language)
    }

    /// The languages of the site the document is written in: its pages' `hreflang`
    /// alternates, in pages and in the sitemap alike.
    func translatedLanguages(in siteLanguages: [LanguageTag]) -> [LanguageTag] {
        contentLanguages.filter { siteLanguages.contains($0) }
    }

    /// The page for readers whose language the document has no page in (`x-default`).
    var xDefaultPath: String { SitePaths.document(id, in: fallbackOrder.first ?? .english) }

    /// The language a page in `language` mostly shows: its own, or the first fallback.
    public func shownLanguage(for language: LanguageTag) -> LanguageTag {
        if coverage[language]?.isMissing == false && contentLanguages.contains(language) { return language }
        return fallbackOrder.first ?? language
    }

    /// The folder below `root` of the document's first source, if the source lies in a
    /// subfolder (`Content/views/split-views.ko.txt` → `views`, `Content/a/b/x.md` → `a/b`).
    static func folder(of document: Document, below root: String?) -> String? {
        guard let root, let path = document.sources.first?.path else { return nil }
        var prefix = root
        while prefix.hasSuffix("/") { prefix.removeLast() }
        prefix += "/"
        guard path.hasPrefix(prefix) else { return nil }
        let relative = path.dropFirst(prefix.count)
        guard let slash = relative.lastIndex(of: "/") else { return nil }
        let folder = relative[..<slash]
        let parts = folder.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
