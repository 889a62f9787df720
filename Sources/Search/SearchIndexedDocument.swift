import Model

/// One document's contribution to one language's index: the term tables whose frequencies
/// sum to its text (headings counted twice) and its title's terms, for `SearchPostings`.
struct SearchIndexedDocument: Sendable {
    /// Term frequencies, part by part: a term may be in more than one.
    var parts: [SearchTermCounts<Int>]
    /// The title's terms, a term possibly twice.
    var titleTerms: [SearchTerm]
    /// Tokens in the indexed text, for BM25's length normalisation.
    var length: Int
    /// Languages whose text files the page needs for snippets, in the order they are read.
    var textLanguages: [LanguageTag]
    /// UTF-8 bytes of the plain text indexed (title and blocks).
    var indexedBytes: Int

    init(_ text: SearchDocumentText, language: LanguageTag) {
        let (parts, languages) = text.terms(for: language)
        let title = text.titleTerms(for: language)
        self.parts = parts.map(\.frequencies)
        titleTerms = title.terms
        length = parts.reduce(0) { $0 + $1.length }
        textLanguages = languages
        indexedBytes = parts.reduce(0) { $0 + $1.bytes } + title.bytes
    }
}
