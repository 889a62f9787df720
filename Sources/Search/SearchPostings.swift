/// One language's postings while the index is built: for each term, the documents that have
/// it with the frequency and title flag, and each document's length; quantised and cut into
/// shards at the end, once the average length is known.
struct SearchPostings: Sendable {
    /// `document << 21 | min(frequency, 2^20 − 1) << 1 | inTitle`, documents ascending.
    private var entries = SearchTermTable<[UInt64]>(capacity: 1 << 16)
    private var lengths: [Int] = []

    mutating func add(_ document: SearchIndexedDocument, document number: Int) {
        precondition(number == lengths.count, "documents are added in order")
        lengths.append(document.length)
        for term in document.terms {
            let packed = UInt64(number) << 21 | UInt64(min(term.frequency, (1 << 20) - 1)) << 1 | (term.inTitle ? 1 : 0)
            entries.update(term.term, initial: []) { $0.append(packed) }
        }
    }

    /// The shard files and the number of terms.
    func shards(targetBytes: Int) -> (files: [[UInt8]], terms: Int) {
        let average = lengths.isEmpty ? 1 : Double(lengths.reduce(0, +)) / Double(lengths.count)
        var encoded: [(term: [UInt8], documents: Int, postings: [UInt8])] = []
        encoded.reserveCapacity(entries.count)
        var total = 0
        entries.forEach { term, list in
            var bytes: [UInt8] = []
            var previous = -1
            for packed in list {
                let document = Int(packed >> 21)
                let frequency = Int(packed >> 1 & ((1 << 20) - 1))
                let level = SearchWeights.level(termFrequency: frequency, length: lengths[document], averageLength: average)
                SearchShard.appendVarint((document - previous - 1) << 3 | Int(packed & 1) << 2 | level, to: &bytes)
                previous = document
            }
            total += bytes.count + term.bytes.count + 4
            encoded.append((term.bytes, list.count, bytes))
        }
        encoded.sort { $0.term.lexicographicallyPrecedes($1.term) }
        let count = max(1, (total + targetBytes - 1) / targetBytes)
        var groups = [[(term: [UInt8], documents: Int, postings: [UInt8])]](repeating: [], count: count)
        for entry in encoded {
            groups[SearchShard.shard(of: SearchTerm(entry.term), count: count)].append(entry)
        }
        return (groups.map(SearchShard.encode), encoded.count)
    }
}
