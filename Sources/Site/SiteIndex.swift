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

    /// The index of the analysed documents (sorted by id).
    public init(analyses: [DocumentAnalysis], options: SiteOptions) {
        let analyses = analyses.sorted { $0.id < $1.id }
        let documents = analyses.map(\.document)
        languages = Self.languages(of: documents)
        let siteLanguages = languages
        let root = options.contentRoot
        self.documents = analyses.parallelMap { DocumentEntry(analysis: $0, siteLanguages: siteLanguages, contentRoot: root) }
        var positions: [String: Int] = [:]
        for (position, entry) in self.documents.enumerated() { positions[entry.id] = position }
        self.positions = positions
        navigation = NavigationTree(entries: self.documents, limit: options.groupLimit)
    }

    /// Source file stems and document ids → document id: what the Markdown renderer's link
    /// rewriting needs before any page is made.
    public static func linkTargets(_ sortedDocuments: [Document]) -> [String: String] {
        var targets: [String: String] = [:]
        for document in sortedDocuments {
            for source in document.sources {
                let stem = Slug.make(source.name.stem)
                if !stem.isEmpty && targets[stem] == nil { targets[stem] = document.id }
            }
        }
        // A document's own id wins over another document's file name.
        for document in sortedDocuments { targets[document.id] = document.id }
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

    /// Ids of the documents whose pages show `id`'s navigation row (its title and coverage):
    /// when only those change, these pages need rendering again, not the whole site.
    public func documentsSharingNavigation(with id: String) -> [String] {
        guard let position = positions[id] else { return [] }
        if navigation.showsAllRows { return documents.map(\.id) }
        let place = navigation.placement(of: position)
        return navigation.sections[place.section].parts[place.part].documents.map { documents[$0].id }
    }

    /// The documents that show each other's navigation rows, by position in `documents`: each
    /// navigation part, or all documents when every page lists every row.
    public var navigationParts: [[Int]] {
        if navigation.showsAllRows { return [Array(documents.indices)] }
        return navigation.sections.flatMap { $0.parts.map(\.documents) }
    }
}
