import Analysis
import Model
import Support

/// What every page needs to know about the whole site, computed once per corpus: the
/// languages, each document's entry (titles, coverage), the navigation groups and the names
/// links may use for documents. A document's pages render from this index and the document
/// alone, so one changed document does not mean re-reading the others.
public struct SiteIndex: Sendable {
    /// The site's languages: the corpus's, and English always.
    public let languages: [LanguageTag]
    /// Sorted by id.
    public let documents: [DocumentEntry]
    public let navigation: NavigationTree
    let positions: [String: Int]
    /// The navigation's part size it was made with.
    let groupLimit: Int
    /// The configured groups it was made with.
    let groups: [String: SiteConfiguration.Group]

    /// The index of the analysed documents (sorted by id). `languages`: the documents'
    /// languages with English, when the caller already knows them.
    public init(analyses: [DocumentAnalysis], options: SiteOptions, languages: [LanguageTag]? = nil) {
        let analyses = analyses.sorted { $0.id < $1.id }
        let siteLanguages = languages ?? Self.languages(of: analyses.map(\.document))
        let root = options.contentRoot
        self.init(entries: analyses.parallelMap { DocumentEntry(analysis: $0, siteLanguages: siteLanguages, contentRoot: root) },
                  options: options, languages: siteLanguages)
    }

    /// The index of documents' entries (sorted by id) in the site's `languages`. The
    /// navigation of `previous` is kept when the documents and their groups are the same.
    public init(entries: [DocumentEntry], options: SiteOptions, languages: [LanguageTag], previous: SiteIndex? = nil) {
        self.languages = languages
        documents = entries
        var positions: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { positions[entry.id] = position }
        self.positions = positions
        groupLimit = options.groupLimit
        groups = options.configuration.groups
        if let previous, previous.groupLimit == groupLimit, previous.documents.count == entries.count,
           zip(previous.documents, entries).allSatisfy({ $0.id == $1.id && $0.groupName == $1.groupName && $0.weight == $1.weight }),
           previous.groups == options.configuration.groups {
            navigation = previous.navigation
        } else {
            navigation = NavigationTree(entries: entries, limit: options.groupLimit, groups: options.configuration.groups)
        }
    }

    /// Source file stems and document ids → document id: what the Markdown renderer's link
    /// rewriting needs before any page is made.
    public static func linkTargets(_ sortedDocuments: [Document]) -> [String: String] {
        linkTargets(sortedDocuments.map { ($0.id, linkNames(of: $0)) })
    }

    /// The names a document's source files give it (slugs of their stems).
    public static func linkNames(of document: Document) -> [String] {
        document.sources.map { Slug.make($0.name.stem) }.filter { !$0.isEmpty }
    }

    /// `(id, linkNames(of:))` of each document, sorted by id: the first document to use a
    /// name keeps it, and a document's own id wins over another's file name.
    public static func linkTargets(_ names: [(id: String, names: [String])]) -> [String: String] {
        var targets: [String: String] = [:]
        for (id, stems) in names {
            for stem in stems where targets[stem] == nil { targets[stem] = id }
        }
        for (id, _) in names { targets[id] = id }
        return targets
    }

    /// The documents' languages and English, which every site has: it is the reference.
    public static func languages(of documents: [Document]) -> [LanguageTag] {
        var languages = Set(Corpus(documents: documents).languages)
        languages.insert(.english)
        return languages.sorted()
    }

    public func entry(id: String) -> DocumentEntry? {
        positions[id].map { documents[$0] }
    }

    public func position(of id: String) -> Int? { positions[id] }

    /// The documents that show each other's navigation rows, by position in `documents`: each
    /// navigation part, or all documents when every page lists every row.
    public var navigationParts: [[Int]] {
        if navigation.showsAllRows { return [Array(documents.indices)] }
        return navigation.sections.flatMap { $0.parts.map(\.documents) }
    }
}
