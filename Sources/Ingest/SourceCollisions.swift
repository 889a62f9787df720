import Model
import Support

/// Two files that claim one page, said with both their names (grouping decides what is
/// merged and `DocumentIds` which page keeps the id; this only tells the user):
/// - the same `NAME.LANG` twice (`x.ko.md` and `sub/x.ko.md`, `a.ko.md` and `a.ko.txt`):
///   both texts are read, as one document or as two;
/// - two documents asking for one id: the weaker claim's pages get a `-2` name.
enum SourceCollisions {
    static func warnings(for documents: [Document]) -> [Diagnostic] {
        duplicateNames(documents) + idCollisions(documents)
    }

    /// Every file whose `NAME.LANG` an earlier file (by path) already has.
    static func duplicateNames(_ documents: [Document]) -> [Diagnostic] {
        // Reading a name parses the path: once per file, on every core. Only the files that
        // share a key are put in path order, not every file of the corpus.
        let named = documents.parallelMap { document in
            document.sources.compactMap { source -> NamedFile? in
                let name = source.name
                guard name.isExplicitDocumentName else { return nil }
                return NamedFile(key: Slug.make(name.stem) + "." + (name.language?.rawValue ?? ""),
                                 path: source.path, name: name, document: document.id)
            }
        }.joined()
        var warnings: [Diagnostic] = []
        for (_, files) in Dictionary(grouping: named, by: \.key) where files.count > 1 {
            let inOrder = files.sorted { $0.path < $1.path }
            let earlier = inOrder[0]
            for file in inOrder.dropFirst() {
                let outcome = earlier.document == file.document ? "both are read into the document '\(file.document)'"
                                                                : "both are read, as the documents '\(earlier.document)' and '\(file.document)'"
                warnings.append(.warning("duplicate-source", "another \(file.name.language!) text named '\(file.name.stem)', besides \(earlier.path): \(outcome); rename or remove one",
                                         at: SourceLocation(path: file.path, line: 1)))
            }
        }
        return warnings.sorted { $0.location!.path < $1.location!.path }
    }

    private struct NamedFile: Sendable {
        var key: String
        var path: String
        var name: SourceName
        var document: String
    }

    /// Every document that did not get the id it asked for, naming the file of the one that did.
    static func idCollisions(_ documents: [Document]) -> [Diagnostic] {
        let byID = Dictionary(documents.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let claims = DocumentIds.claims(documents)
        return zip(documents, claims).compactMap { document, claim in
            let wanted = claim.id
            guard document.id != wanted, let holder = byID[wanted], let path = document.sources.first?.path,
                  let holderPath = holder.sources.first?.path else { return nil }
            return .warning("id-collision", "its pages are named '\(document.id)': '\(wanted)' is the document of \(holderPath); give one of them another name or title",
                            at: SourceLocation(path: path, line: 1))
        }
    }
}
