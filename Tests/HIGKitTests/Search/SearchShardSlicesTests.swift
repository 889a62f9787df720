import Testing
@testable import Search

/// A language's shards are encoded in slices of its terms on every core and joined in order:
/// the same bytes however many slices.
@Suite struct SearchShardSlicesTests {
    @Test func theShardsAreTheSameInOneSliceOrMany() {
        let texts = SearchFixtures.texts(SearchFixtures.seedCorpus.documents.sorted { $0.id < $1.id })
        for language in SearchFixtures.languages {
            var postings = SearchPostings()
            for (number, text) in texts.enumerated() { postings.add(SearchIndexedDocument(text, language: language), document: number) }
            let whole = postings.shards(targetBytes: 2048, slices: 1)
            #expect(whole.terms > 100, "\(language)")
            #expect(whole.files.count > 1, "\(language)")
            for slices in [2, 3, 7] { #expect(postings.shards(targetBytes: 2048, slices: slices) == whole, "\(language), \(slices) slices") }
        }
    }
}
