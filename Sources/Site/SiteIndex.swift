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
    /// Source file stems and document ids → document id, for rewriting links between pages.
    let linkTargets: [String: String]

    /// The index after some documents changed, reusing the entries of the others; the full
    /// index when documents came or went, or a changed document moved to another group.
    public init(updating previous: SiteIndex, corpus: Corpus, options: SiteOptions, changed: Set<String>) {
        let sortedDocuments = corpus.documents.sorted { $0.id < $1.id }
        guard sortedDocuments.map(\.id) == previous.documents.map(\.id) else {
            self.init(corpus: corpus, options: options)
            return
        }
        let languages = previous.languages
        var documents = previous.documents
        var targets = previous.linkTargets
        for (position, document) in sortedDocuments.enumerated() where changed.contains(document.id) {
            let entry = DocumentEntry(document: document, siteLanguages: previous.languages, contentRoot: options.contentRoot)
            guard entry.groupName == documents[position].groupName else {
                self.init(corpus: corpus, options: options)
                return
            }
            if !Set(document.allBlocks.flatMap(\.text.keys)).union(document.title.keys).subtracting([.undetermined]).isSubset(of: languages) {
                // A language new to the site: every page gains it.
                self.init(corpus: corpus, options: options)
                return
            }
            documents[position] = entry
            // A file added to an existing document: links may use its name.
            for (stem, target) in Self.linkTargets([document]) where targets[stem] == nil { targets[stem] = target }
        }
        self.init(languages: languages, documents: documents, positions: previous.positions,
                  navigation: previous.navigation, linkTargets: targets)
    }

    private init(languages: [LanguageTag], documents: [DocumentEntry], positions: [String: Int],
                 navigation: NavigationTree, linkTargets: [String: String]) {
        self.languages = languages
        self.documents = documents
        self.positions = positions
        self.navigation = navigation
        self.linkTargets = linkTargets
    }

    public init(corpus: Corpus, options: SiteOptions) {
        languages = Self.languages(of: corpus)
        let sortedDocuments = corpus.documents.sorted { $0.id < $1.id }
        let siteLanguages = self.languages
        let root = options.contentRoot
        documents = sortedDocuments.parallelMap { DocumentEntry(document: $0, siteLanguages: siteLanguages, contentRoot: root) }
        var positions: [String: Int] = [:]
        for (position, entry) in documents.enumerated() { positions[entry.id] = position }
        self.positions = positions
        navigation = NavigationTree(entries: documents, limit: options.groupLimit)
        linkTargets = Self.linkTargets(sortedDocuments)
    }

    /// Source file stems and document ids → document id.
    static func linkTargets(_ sortedDocuments: [Document]) -> [String: String] {
        var targets: [String: String] = [:]
        for document in sortedDocuments {
            for source in document.sources {
                let fileName = source.path.split(separator: "/").last.map(String.init) ?? source.path
                let stem = Slug.make(SourceName(fileName: fileName).stem)
                if !stem.isEmpty && targets[stem] == nil { targets[stem] = document.id }
            }
        }
        // A document's own id wins over another document's file name.
        for document in sortedDocuments { targets[document.id] = document.id }
        return targets
    }

    /// The corpus's languages and English, which every site has: it is the reference.
    public static func languages(of corpus: Corpus) -> [LanguageTag] {
        var languages = Set(corpus.languages)
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
}
