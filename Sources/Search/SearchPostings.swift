/// One language's postings while the index is built: for each term, the documents that have
/// it with the frequency and title flag, and each document's length; quantised and cut into
/// shards at the end, once the average length is known.
struct SearchPostings: Sendable {
    /// Every term, with the number of documents that have it.
    private var terms = SearchTermTable<Int>(capacity: 1 << 16)
    /// The postings in the order they came (documents ascending): the term's position in
    /// `terms`, and `document << 21 | min(frequency, 2^20 − 1) << 1 | inTitle`. Two flat arrays,
    /// not an array per term, which cost an allocation per term and a uniqueness check per posting.
    private var postingTerms: [UInt32] = []
    private var postingValues: [UInt64] = []
    private var lengths: [Int] = []

    mutating func add(_ document: SearchIndexedDocument, document number: Int) {
        precondition(number == lengths.count, "documents are added in order")
        lengths.append(document.length)
        for term in document.terms {
            let packed = UInt64(number) << 21 | UInt64(min(term.frequency, (1 << 20) - 1)) << 1 | (term.inTitle ? 1 : 0)
            postingTerms.append(UInt32(terms.update(term.term, initial: 0) { $0 += 1 }))
            postingValues.append(packed)
        }
    }

    /// The shard files and the number of terms.
    func shards(targetBytes: Int) -> (files: [[UInt8]], terms: Int) {
        let average = lengths.isEmpty ? 1 : Double(lengths.reduce(0, +)) / Double(lengths.count)
        // Each term's postings together, documents still ascending (a counting sort by term).
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for (position, documents) in terms.values.enumerated() { starts[position + 1] = starts[position] + documents }
        var next = starts
        var grouped = [UInt64](repeating: 0, count: postingValues.count)
        for (term, packed) in zip(postingTerms, postingValues) {
            grouped[next[Int(term)]] = packed
            next[Int(term)] += 1
        }
        // In UTF-8 order, which `SearchTerm`'s `<` compares without making bytes.
        let all = terms.terms
        let order = all.indices.sorted { all[$0] < all[$1] }
        var encoded = SearchShard.Terms()
        for position in order {
            encoded.append(documents: starts[position + 1] - starts[position], write: all[position].write) { bytes in
                var previous = -1
                for packed in grouped[starts[position]..<starts[position + 1]] {
                    let document = Int(packed >> 21)
                    let frequency = Int(packed >> 1 & ((1 << 20) - 1))
                    let level = SearchWeights.level(termFrequency: frequency, length: lengths[document], averageLength: average)
                    SearchShard.appendVarint((document - previous - 1) << 3 | Int(packed & 1) << 2 | level, to: &bytes)
                    previous = document
                }
            }
        }
        // Terms and postings, and about 4 bytes of lengths and counts per term.
        let total = encoded.bytes.count + encoded.postings.count + 4 * encoded.count
        let count = max(1, (total + targetBytes - 1) / targetBytes)
        var groups = [[Int]](repeating: [], count: count)
        for index in 0..<encoded.count {
            groups[SearchShard.shard(ofBytes: encoded.bytes[encoded.termRange(index)], count: count)].append(index)
        }
        return (groups.map { SearchShard.encode($0, of: encoded) }, all.count)
    }
}
