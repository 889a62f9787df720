import Model

/// One document's contribution to one language's index: its terms with their frequency in
/// the text (headings counted twice) and whether the title has them.
struct SearchIndexedDocument: Sendable {
    struct Term: Sendable {
        var term: SearchTerm
        var frequency: Int
        var inTitle: Bool
    }

    var terms: [Term]
    /// Tokens in the indexed text, for BM25's length normalisation.
    var length: Int
    /// Languages whose text files the page needs for snippets, in the order they are read.
    var textLanguages: [LanguageTag]
    /// UTF-8 bytes of the plain text indexed (title and blocks).
    var indexedBytes: Int

    init(_ text: SearchDocumentText, language: LanguageTag) {
        var (body, languages) = text.terms(for: language)
        let title = text.titleTerms(for: language)
        for term in title.terms.terms { body.frequencies.update(term, initial: 0) { _ in } }
        var terms: [Term] = []
        terms.reserveCapacity(body.frequencies.count)
        body.frequencies.forEach { term, frequency in
            terms.append(Term(term: term, frequency: frequency, inTitle: title.terms[term] != nil))
        }
        self.terms = terms
        length = body.length
        textLanguages = languages
        indexedBytes = body.bytes + title.bytes
    }
}
