import Model

/// A translation that joined no English document: its page's English is not in the corpus, or
/// hig could not tell which English page it translates. Nothing of it is aligned, so the report
/// lists it with the reason grouping gave, for the user to add the English or name the file.
public struct UnmatchedTranslation: Hashable, Sendable {
    public var path: String
    /// The languages of its translated text.
    public var languages: [LanguageTag]
    public var documentID: String
    /// Why it stayed without English, in grouping's words (`hig ingest -v` says the same).
    public var reason: String

    /// The translation files of a document that has no English original among its sources.
    static func all(in document: Document) -> [UnmatchedTranslation] {
        guard !document.sources.contains(where: { $0.role != "translation" && $0.languages.contains(.english) }) else { return [] }
        return document.sources.filter { $0.role == "translation" }.map { source in
            UnmatchedTranslation(path: source.path, languages: source.languages.filter { $0 != .english },
                                 documentID: document.id, reason: source.matchDetail ?? source.matchedBy)
        }
    }
}
