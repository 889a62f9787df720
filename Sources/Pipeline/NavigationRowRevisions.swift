import Site

/// A revision number per navigation part, raised when a row in it changed (a title, a
/// coverage): the pages of the part's documents show those rows. Compared part by part, so a
/// run compares each entry once, not once per page that lists it.
struct NavigationRowRevisions: Sendable {
    private var parts: [[String]: (entries: [DocumentEntry], revision: Int)] = [:]
    private var next = 1

    /// The revision of the rows every page lists, when there are so few documents that every
    /// page lists them all (pages that are not a document's list no rows otherwise).
    func everyPageRows(of index: SiteIndex, revisions: [String: Int]) -> Int {
        index.navigation.showsAllRows ? index.documents.first.flatMap { revisions[$0.id] } ?? 0 : 0
    }

    /// The revision of each document's part, by document id.
    mutating func revisions(of index: SiteIndex) -> [String: Int] {
        var kept: [[String]: (entries: [DocumentEntry], revision: Int)] = [:]
        var revisions: [String: Int] = [:]
        for part in index.navigationParts {
            let entries = part.map { index.documents[$0] }
            let ids = entries.map(\.id)
            var revision = parts[ids].flatMap { $0.entries == entries ? $0.revision : nil }
            if revision == nil {
                revision = next
                next += 1
            }
            kept[ids] = (entries, revision!)
            for id in ids { revisions[id] = revision }
        }
        parts = kept
        return revisions
    }
}
