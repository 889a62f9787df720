import Site

/// A revision number per navigation part, raised when a row in it changed (a title, a
/// coverage): the pages of the part's documents show those rows. Compared part by part, so a
/// run compares each entry once, not once per page that lists it.
struct NavigationRowRevisions: Sendable {
    /// The last run's parts (positions in its index), each with its entries and revision.
    private var parts: [(documents: [Int], entries: [DocumentEntry], revision: Int)] = []
    private var next = 1

    struct Revisions: Sendable {
        /// The revision of each document's part, by the document's position in the index.
        var revisions: [Int]
        /// The positions whose part has a new revision, when the parts are the last run's;
        /// nil when they are not (every position may have changed).
        var changed: [Int]?
    }

    /// The revision of the rows every page lists, when there are so few documents that every
    /// page lists them all (pages that are not a document's list no rows otherwise).
    func everyPageRows(of index: SiteIndex, revisions: Revisions) -> Int {
        index.navigation.showsAllRows ? revisions.revisions.first ?? 0 : 0
    }

    mutating func revisions(of index: SiteIndex) -> Revisions {
        let parts = index.navigationParts
        var revisions = [Int](repeating: 0, count: index.documents.count)
        // The same parts as the last run (an edit that moved no document): a part keeps its
        // revision while each of its entries is the one before, found by position, without a
        // copy of them or a lookup by their ids.
        let samePlaces = parts.count == self.parts.count && zip(parts, self.parts).allSatisfy { $0 == $1.documents }
        let previous = samePlaces ? [:] : Dictionary(self.parts.map { ($0.entries.map(\.id), ($0.entries, $0.revision)) },
                                                     uniquingKeysWith: { first, _ in first })
        var changed: [Int] = []
        var kept: [(documents: [Int], entries: [DocumentEntry], revision: Int)] = []
        kept.reserveCapacity(parts.count)
        for (number, part) in parts.enumerated() {
            var revision: Int?
            if samePlaces {
                let before = self.parts[number]
                if part.indices.allSatisfy({ index.documents[part[$0]] == before.entries[$0] }) {
                    revision = before.revision
                    kept.append(before)
                }
            }
            if revision == nil {
                let entries = part.map { index.documents[$0] }
                revision = previous[entries.map(\.id)].flatMap { $0.0 == entries ? $0.1 : nil }
                if revision == nil {
                    revision = next
                    next += 1
                }
                kept.append((part, entries, revision!))
                changed += part
            }
            for position in part { revisions[position] = revision! }
        }
        self.parts = kept
        return Revisions(revisions: revisions, changed: samePlaces ? changed.sorted() : nil)
    }
}
