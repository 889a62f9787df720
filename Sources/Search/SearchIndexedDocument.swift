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
        // Where the title's terms are in the body's table, so no term is looked up again.
        let titlePositions = title.terms.terms.map { body.frequencies.update($0, initial: 0) { _ in } }
        var inTitle = [Bool](repeating: false, count: body.frequencies.count)
        for position in titlePositions { inTitle[position] = true }
        var terms: [Term] = []
        terms.reserveCapacity(body.frequencies.count)
        body.frequencies.forEach { position, term, frequency in
            terms.append(Term(term: term, frequency: frequency, inTitle: inTitle[position]))
        }
        self.terms = terms
        length = body.length
        textLanguages = languages
        indexedBytes = body.bytes + title.bytes
    }
}
