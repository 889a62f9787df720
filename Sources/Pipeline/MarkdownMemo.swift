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
    private var entries: [String: (document: Document, files: [String: LocalReference.Outcome], value: DocumentMarkdown)] = [:]

    mutating func values(_ documents: [Document], in links: [String: String], media: MediaCatalog,
                         make: @Sendable (Int) -> DocumentMarkdown) -> (values: [DocumentMarkdown], made: [Int]) {
        if environment != links {
            entries = [:]
            environment = links
        }
        var values = [DocumentMarkdown?](repeating: nil, count: documents.count)
        var missing: [Int] = []
        for (index, document) in documents.enumerated() {
            if let entry = entries[document.id], entry.document == document,
               entry.files.allSatisfy({ media.outcome(atAbsolute: $0.key) == $0.value }) {
                values[index] = entry.value
            } else {
                missing.append(index)
            }
        }
        let made = missing.parallelMap(make)
        for (position, index) in missing.enumerated() { values[index] = made[position] }
        if remembers {
            for (position, index) in missing.enumerated() {
                entries[documents[index].id] = (documents[index], Self.files(of: made[position]), made[position])
            }
            if entries.count > documents.count {
                let present = Set(documents.map(\.id))
                entries = entries.filter { present.contains($0.key) }
            }
        } else {
            entries = [:]
        }
        return (values.map { $0! }, missing)
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
