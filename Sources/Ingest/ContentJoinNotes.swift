import Model

/// Every file that joined a document by its content alone is said, with the evidence: its name
/// and titles did not tell, so the user should be able to check the join.
enum ContentJoinNotes {
    static func notes(for documents: [Document]) -> [Diagnostic] {
        documents.flatMap { document in
            // The file it joined shares the reason but has no evidence of its own: it stayed put.
            document.sources.filter { $0.matchedBy == "content" && $0.matchDetail != nil }.map { source in
                Diagnostic(.note, "joined-by-content",
                           "joined document '\(document.id)' by content alone (its name and titles name no document): \(source.matchDetail!)",
                           at: SourceLocation(path: source.path, line: 1))
            }
        }
    }
}
