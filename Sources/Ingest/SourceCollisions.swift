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
        var first: [String: (path: String, document: String)] = [:]
        var warnings: [Diagnostic] = []
        // Reading a name parses the path: once per file, on every core.
        let named = documents.parallelMap { document in
            document.sources.map { (source: $0, name: $0.name, document: document.id) }.filter(\.name.isExplicitDocumentName)
        }.joined().sorted { $0.source.path < $1.source.path }
        for (source, name, document) in named {
            let key = Slug.make(name.stem) + "." + (name.language?.rawValue ?? "")
            guard let earlier = first[key] else {
                first[key] = (source.path, document)
                continue
            }
            let outcome = earlier.document == document ? "both are read into the document '\(document)'"
                                                       : "both are read, as the documents '\(earlier.document)' and '\(document)'"
            warnings.append(.warning("duplicate-source", "another \(name.language!) text named '\(name.stem)', besides \(earlier.path): \(outcome); rename or remove one",
                                     at: SourceLocation(path: source.path, line: 1)))
        }
        return warnings
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
