import Align
import Model
import Support

/// Every document's id, the name of its pages. Given after all documents exist, so that
/// collisions resolve the same way every run, and resolved by how deliberately each id was
/// chosen: a page keeps its id when a file that only shares its title appears (the newcomer
/// gets `-2`, and `SourceCollisions` says so).
enum DocumentIds {
    /// The documents with their ids, sorted by id.
    static func identified(_ documents: [Document]) -> [Document] {
        var documents = documents
        var taken = Set<String>()
        let claims = Self.claims(documents)
        for index in documents.indices.sorted(by: { claims[$0] < claims[$1] }) {
            documents[index].id = Slug.unique(claims[index].id, in: &taken)
            if documents[index].title.isEmpty {
                documents[index].title[.english] = Slug.humanize(claims[index].id)
            }
        }
        documents.sort { $0.id < $1.id }
        return documents
    }

    /// Each document's claim, worked out on every core (a claim reads every file's name).
    static func claims(_ documents: [Document]) -> [Claim] {
        documents.parallelMap(Claim.init)
    }

    /// The id a document asks for, and how strongly: first by what it comes from (a
    /// `NAME.LANG` file name, the page's URL, the English title, a file name, another title),
    /// then whether a file name agrees with it, then the first file's path.
    struct Claim: Comparable, Sendable {
        var id: String
        var source: Int
        var nameAgrees: Bool
        var firstPath: String

        init(_ document: Document) {
            (id, source) = Self.preferred(document)
            let id = id
            nameAgrees = document.sources.contains { Slug.make($0.name.stem) == id }
            firstPath = document.sources.first?.path ?? ""
        }

        static func < (a: Claim, b: Claim) -> Bool {
            if a.id != b.id { return a.id < b.id }
            if a.source != b.source { return a.source < b.source }
            if a.nameAgrees != b.nameAgrees { return a.nameAgrees }
            return a.firstPath < b.firstPath
        }

        private static func preferred(_ document: Document) -> (String, Int) {
            let sources = document.sources
            if let named = sources.first(where: { $0.name.isExplicitDocumentName }) {
                let slug = Slug.make(named.name.stem)
                if !slug.isEmpty { return (slug, 0) }
            }
            if let url = sources.compactMap(\.url).first {
                let last = DocumentGrouper.normalisedURL(url).split(separator: "/").last.map(String.init) ?? ""
                let slug = Slug.make(last)
                if !slug.isEmpty && slug.unicodeScalars.allSatisfy(\.isASCII) && last.contains(where: \.isLetter) { return (slug, 1) }
            }
            if let english = document.title[.english] {
                let slug = Slug.make(english)
                if !slug.isEmpty { return (slug, 2) }
            }
            let stem = Slug.make(sources.first?.name.stem ?? "")
            if !stem.isEmpty { return (stem, 3) }
            return (Slug.make(document.title.sorted { $0.key < $1.key }.first?.value ?? "document"), 4)
        }
    }
}
