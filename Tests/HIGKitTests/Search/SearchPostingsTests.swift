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

/// Every posting of the seeds' index holds what its page says of the term: in the title or
/// not, and the body level BM25 gives the term's frequency summed over the page's parts.
@Suite struct SearchPostingLevelTests {
    @Test func eachPostingIsItsPagesSummedFrequencyAndTitle() throws {
        let texts = SearchFixtures.texts(SearchFixtures.seedCorpus.documents.sorted { $0.id < $1.id })
        let index = SearchFixtures.builder.build(texts)
        var checked = 0
        for language in SearchFixtures.languages {
            let documents = texts.map { SearchIndexedDocument($0, language: language) }
            let average = Double(documents.reduce(0) { $0 + $1.length }) / Double(documents.count)
            var expected: [String: [SearchShardReader.Posting]] = [:]
            for (number, document) in documents.enumerated() {
                var frequencies: [String: Int] = [:]
                for part in document.parts {
                    part.forEach { term, frequency in frequencies[String(decoding: term.bytes, as: UTF8.self), default: 0] += frequency }
                }
                let title = Set(document.titleTerms.map { String(decoding: $0.bytes, as: UTF8.self) })
                for term in Set(frequencies.keys).union(title) {
                    let level = SearchWeights.level(termFrequency: frequencies[term] ?? 0, length: document.length, averageLength: average)
                    expected[term, default: []].append(.init(document: number, level: level, inTitle: title.contains(term)))
                }
            }
            let read = try SearchShardReader.read(index, language)
            #expect(Set(read.keys) == Set(expected.keys), "\(language)")
            for (term, postings) in expected {
                #expect(read[term]?.postings == postings, "\(language) \(term)")
                checked += postings.count
            }
        }
        #expect(checked > 1000)
    }
}
