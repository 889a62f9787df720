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

/// The shards list terms in UTF-8 order; the sort that puts them so compares sixteen bytes as
/// numbers and whole terms only on a tie: the same order as sorting the terms themselves.
@Suite struct SearchTermOrderTests {
    @Test func utf8OrderIsTheOrderOfTheTermsBytes() {
        var generator = SystemRandomNumberGenerator()
        // Letters of one, two and three bytes, so that terms share their first sixteen bytes
        // often (four Cyrillic letters are eight bytes), and terms longer than the 32 inline.
        let alphabet: [[UInt8]] = [[0x61], [0x62], [0x7A], [0xD0, 0xB0], [0xD0, 0xB1], [0xD1, 0x8F], [0xEC, 0x8A, 0xA4], [0xE3, 0x83, 0x93]]
        let stems = (0..<40).map { _ in (0..<Int.random(in: 0...9, using: &generator)).flatMap { _ in alphabet.randomElement(using: &generator)! } }
        var unique = Set<[UInt8]>()
        for _ in 0..<3000 {
            let tail = (0..<Int.random(in: 0...20, using: &generator)).flatMap { _ in alphabet.randomElement(using: &generator)! }
            unique.insert(stems.randomElement(using: &generator)! + tail)
        }
        let terms = unique.shuffled(using: &generator).map { SearchTerm($0) }
        #expect(terms.contains { $0.count > SearchTerm.inlineCapacity })
        let expected = terms.indices.sorted { terms[$0] < terms[$1] }
        #expect(SearchTerm.utf8Order(of: terms) == expected)
        let bytes = SearchTerm.utf8Order(of: terms).map { terms[$0].bytes }
        #expect(zip(bytes, bytes.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) })
    }
}
