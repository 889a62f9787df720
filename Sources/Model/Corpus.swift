/// Everything ingest produced: the aligned documents and the diagnostics met on the way.
public struct Corpus: Sendable {
    public var documents: [Document]
    public var diagnostics: [Diagnostic]

    public init(documents: [Document], diagnostics: [Diagnostic] = []) {
        self.documents = documents
        self.diagnostics = diagnostics
    }

    /// Every language that has content in some document, sorted.
    public var languages: [LanguageTag] {
        var found = Set<LanguageTag>()
        for document in documents {
            for block in document.allBlocks { found.formUnion(block.text.keys) }
            found.formUnion(document.title.keys)
        }
        found.remove(.undetermined)
        return found.sorted()
    }

    public func document(id: String) -> Document? {
        documents.first { $0.id == id }
    }
}
