import Model
import Render
import Site
import Support

/// The markdown step's memo. A document's HTML depends on its texts and on the local files
/// they show (a picture's content-hashed name is in the HTML), which are known only once the
/// texts are parsed: so each value is kept with the files it resolved and how, and is reused
/// while its document is the same and each of those files still resolves the same way (same
/// bytes, still missing, still outside). A changed picture re-renders only the documents
/// that show it.
struct MarkdownMemo: Sendable {
    var remembers = true
    private var environment: [String: String]?
    private struct Entry {
        var document: Document
        var files: [String: LocalReference.Outcome]
        var value: DocumentMarkdown
    }
    /// The last run's documents' ids and, by the same positions, their entries: as in
    /// `DocumentMemo`, a run with the same documents in the same places hashes no id.
    private var ids: [String] = []
    private var entries: [Entry] = []

    mutating func values(_ documents: [Document], in links: [String: String], media: MediaCatalog,
                         make: @Sendable (Int) -> DocumentMarkdown) -> (values: [DocumentMarkdown], made: [Int]) {
        if environment != links {
            ids = []
            entries = []
            environment = links
        }
        let ids = documents.map(\.id)
        let previous = positions(of: ids, in: self.ids)
        let missing = documents.indices.filter { index in
            guard let position = previous(index) else { return true }
            return self.entries[position].document != documents[index]
                || !self.entries[position].files.allSatisfy { media.outcome(atAbsolute: $0.key) == $0.value }
        }
        let made = missing.parallelMap(make)
        let fresh = missing.indices.map { Entry(document: documents[missing[$0]], files: Self.files(of: made[$0]), value: made[$0]) }
        var entries: [Entry] = []
        if ids == self.ids {
            // In place, as `DocumentMemo` does: each document taken anew, for the next run to
            // compare with the copy it will be given.
            swap(&entries, &self.entries)
            for index in ids.indices { entries[index].document = documents[index] }
            for (number, index) in missing.enumerated() { entries[index] = fresh[number] }
        } else {
            entries = merged(count: ids.count, made: missing, values: fresh) { self.entries[previous($0)!] }
        }
        let values = entries.map(\.value)
        if remembers {
            (self.ids, self.entries) = (ids, entries)
        } else {
            (self.ids, self.entries) = ([], [])
        }
        return (values, missing)
    }

    /// The local files a document's texts resolved, and how.
    static func files(of markdown: DocumentMarkdown) -> [String: LocalReference.Outcome] {
        var files: [String: LocalReference.Outcome] = [:]
        for block in markdown.statistics {
            for stats in block.values {
                for reference in stats.references { if let file = reference.file { files[file] = reference.outcome } }
            }
        }
        return files
    }
}
