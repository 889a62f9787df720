import Foundation
import Support

/// One language's postings while the index is built: for each term, the documents that have
/// it with the frequency and title flag, and each document's length; quantised and cut into
/// shards at the end, once the average length is known.
struct SearchPostings: Sendable {
    /// Every term, with its latest posting: `(document + 1) << 32 | index` (0 before the first; the
    /// document is kept here so the check reads no posting). A term met again in the same
    /// document (in another of its parts, or its title) adds to that posting. Small at first and
    /// grown as terms come (a rehash moves 16-byte slots): a small site's tables are not megabytes.
    private var terms = SearchTermTable<Int>(capacity: 1 << 10)
    /// The postings in the order they came (documents ascending), one word each:
    /// `term << 37 | document << 15 | min(frequency, 2^14 − 1) << 1 | inTitle`, the term its
    /// position in `terms`. One sequence for every term, not an array per term (an allocation per
    /// term and a uniqueness check per posting), and 8 bytes a posting, not 12: tens of millions
    /// of them, grown in chunks (`ChunkedArray`).
    private var postings = ChunkedArray<UInt64>()
    private var lengths: [Int] = []
    /// What `SearchTermTable.warm` read, kept so that its reads are not optimised away.
    private var warmed: UInt64 = 0

    /// About how long cutting these postings takes, in postings: a term costs about as much as
    /// twenty postings (sorting it and encoding its list), so a language of many distinct words
    /// (Russian's stems) may take longer than one of more postings (CJK bigrams).
    var cuttingCost: Int { postings.count + 20 * terms.count }

    /// A term's frequency in a document is counted up to this: BM25's weight is all but
    /// saturated long before (it would take a document ten thousand times the average length
    /// for the cap to change a level).
    private static let frequencyLimit: UInt64 = (1 << 14) - 1
    /// The low 37 bits: document, frequency and title flag, what a term's postings keep.
    private static let postingBits = 37
    static let documentLimit = 1 << 22
    static let termLimit = 1 << 27

    mutating func add(_ document: SearchIndexedDocument, document number: Int) {
        precondition(number == lengths.count, "documents are added in order")
        lengths.append(document.length)
        for part in document.parts {
            warmed &+= part.withTerms(terms.warm)
            part.forEach { term, frequency in add(term, frequency: frequency, inTitle: false, document: number) }
        }
        for term in document.titleTerms { add(term, frequency: 0, inTitle: true, document: number) }
    }

    private mutating func add(_ term: SearchTerm, frequency: Int, inTitle: Bool, document number: Int) {
        let position = terms.insert(term, initial: 0)
        let latest = terms[position: position]
        let title: UInt64 = inTitle ? 1 : 0
        if latest >> 32 == number + 1 {
            let index = latest & 0xFFFF_FFFF
            let packed = postings[index]
            let sum = min((packed >> 1 & Self.frequencyLimit) + UInt64(frequency), Self.frequencyLimit)
            postings[index] = packed & ~(Self.frequencyLimit << 1) | sum << 1 | title
            return
        }
        precondition(number < Self.documentLimit && position < Self.termLimit,
                     "a search index holds up to \(Self.documentLimit) documents and \(Self.termLimit) terms per language")
        terms[position: position] = (number + 1) << 32 | postings.count
        postings.append(UInt64(position) << Self.postingBits | UInt64(number) << 15 | min(UInt64(frequency), Self.frequencyLimit) << 1 | title)
    }

    /// The shard files and the number of terms; `slices`, how many parts the terms are encoded
    /// in (by default as many as make sense for the cores). `parallel` false keeps to the
    /// calling thread (serve sums its index on a thread of low priority). Consumes the
    /// postings: each chunk is freed once its postings are grouped by term.
    consuming func shards(targetBytes: Int, slices: Int? = nil, parallel: Bool = true) -> (files: [[UInt8]], terms: Int) {
        let average = lengths.isEmpty ? 1 : Double(lengths.reduce(0, +)) / Double(lengths.count)
        // Each term's postings together, documents still ascending (a counting sort by term).
        var termStarts = [Int](repeating: 0, count: terms.count + 1)
        postings.forEach { _, packed in termStarts[Int(packed >> Self.postingBits) + 1] += 1 }
        for position in 0..<terms.count { termStarts[position + 1] += termStarts[position] }
        var next = termStarts
        // In chunks too: one array of every posting was the step's largest allocation.
        var byTerm = ChunkedArray<UInt64>(repeating: 0, count: postings.count)
        let postingMask: UInt64 = (1 << Self.postingBits) - 1
        // Through pointers: a posting per write, at a scattered place, each checked for
        // uniqueness twice through the arrays.
        let (shift, mask) = (ChunkedArray<UInt64>.chunkShift, ChunkedArray<UInt64>.chunkMask)
        next.withUnsafeMutableBufferPointer { next in
            byTerm.withUnsafeMutableChunks { chunks in
                postings.drain { packed in
                    let term = Int(packed >> Self.postingBits)
                    let index = next[term]
                    chunks[index >> shift][index & mask] = packed & postingMask
                    next[term] = index + 1
                }
            }
        }
        next = []
        // In UTF-8 order.
        let all = terms.terms
        terms = SearchTermTable()
        let order = SearchTerm.utf8Order(of: all)
        // Encoded in consecutive slices, on every core when `parallel` (a site of one language;
        // the builder cuts several languages at once instead), kept apart: a joined copy was
        // the largest allocation of the step.
        let (starts, grouped, lengths) = (termStarts, byTerm, self.lengths)
        let cores = parallel ? ProcessInfo.processInfo.activeProcessorCount : 0
        let sliceCount = max(1, min(slices ?? min(order.count / 1024, 2 * cores), order.count))
        let slices = (0..<sliceCount).map { order[(order.count * $0 / sliceCount)..<(order.count * ($0 + 1) / sliceCount)] }
        let parts = slices.map(inParallel: parallel) { slice in
            var encoded = SearchShard.Terms()
            let postingCount = slice.reduce(0) { $0 + starts[$1 + 1] - starts[$1] }
            // Mostly one byte a posting (a gap under 16 documents), a few two or three.
            encoded.reserve(terms: slice.count, bytes: slice.reduce(0) { $0 + all[$1].count }, postings: postingCount + postingCount / 2)
            for position in slice {
                encoded.append(documents: starts[position + 1] - starts[position], write: all[position].write) { bytes in
                    var previous = -1
                    for index in starts[position]..<starts[position + 1] {
                        let packed = grouped[index]
                        let document = Int(packed >> 15)
                        let frequency = Int(packed >> 1 & Self.frequencyLimit)
                        let level = SearchWeights.level(termFrequency: frequency, length: lengths[document], averageLength: average)
                        SearchShard.appendVarint((document - previous - 1) << 3 | Int(packed & 1) << 2 | level, to: &bytes)
                        previous = document
                    }
                }
            }
            return encoded
        }
        // Terms and postings, and about 4 bytes of lengths and counts per term.
        let total = parts.reduce(0) { $0 + $1.bytes.count + $1.postings.count + 4 * $1.count }
        let count = max(1, (total + targetBytes - 1) / targetBytes)
        var groups = [[SearchShard.TermIndex]](repeating: [], count: count)
        for (part, terms) in parts.enumerated() {
            for index in 0..<terms.count {
                groups[SearchShard.shard(ofBytes: terms.bytes[terms.termRange(index)], count: count)]
                    .append(SearchShard.TermIndex(part: part, index: index))
            }
        }
        return (groups.map(inParallel: parallel) { SearchShard.encode($0, of: parts) }, all.count)
    }
}

/// An array grown in fixed chunks: appending never moves what is there. The postings are tens
/// of millions of entries; grown by doubling, each move left the old array as a hole in the
/// heap that nothing as large filled again. Chunks of 4 KB fit the holes that the texts the
/// search step frees leave (at 5,000 documents, chunks of 32 KB needed about 90 MB more heap).
struct ChunkedArray<Element: Sendable>: Sendable {
    static var chunkShift: Int { 9 }
    static var chunkMask: Int { (1 << chunkShift) - 1 }
    /// The full chunks, then the one being filled, apart: an append touches one array.
    private var chunks: [[Element]] = []
    private var last: [Element] = []
    private(set) var count = 0

    init() {}

    init(repeating element: Element, count: Int) {
        let size = 1 << Self.chunkShift
        chunks = stride(from: 0, to: count, by: size).map { [Element](repeating: element, count: min(size, count - $0)) }
        if count & Self.chunkMask != 0 { last = chunks.removeLast() }
        self.count = count
    }

    mutating func append(_ element: Element) {
        if last.count == 1 << Self.chunkShift {
            chunks.append(last)
            last = []
        }
        if last.capacity == 0 { last.reserveCapacity(1 << Self.chunkShift) }
        last.append(element)
        count += 1
    }

    subscript(index: Int) -> Element {
        get {
            let chunk = index >> Self.chunkShift
            return chunk == chunks.count ? last[index & Self.chunkMask] : chunks[chunk][index & Self.chunkMask]
        }
        set {
            let chunk = index >> Self.chunkShift
            if chunk == chunks.count { last[index & Self.chunkMask] = newValue } else { chunks[chunk][index & Self.chunkMask] = newValue }
        }
    }

    /// Every element in order, each chunk freed once read (when this array holds the only
    /// copy of it): the array is empty after.
    mutating func drain(_ body: (Element) -> Void) {
        var chunks: [[Element]] = []
        swap(&chunks, &self.chunks)
        chunks.append(last)
        last = []
        count = 0
        for index in chunks.indices {
            let chunk = chunks[index]
            chunks[index] = []
            for element in chunk { body(element) }
        }
    }

    /// `body` with each chunk's storage in order, element `i` at `chunks[i >> chunkShift][i &
    /// chunkMask]`: for a loop that writes at scattered places (the postings' counting sort)
    /// without checking an array's uniqueness at each write. Each chunk is made unique first;
    /// the pointers are valid while `body` runs, which must not change this array otherwise.
    mutating func withUnsafeMutableChunks<Result>(_ body: (UnsafeBufferPointer<UnsafeMutablePointer<Element>>) -> Result) -> Result {
        var pointers: [UnsafeMutablePointer<Element>] = []
        pointers.reserveCapacity(chunks.count + 1)
        for index in chunks.indices { pointers.append(chunks[index].withUnsafeMutableBufferPointer { $0.baseAddress! }) }
        if !last.isEmpty { pointers.append(last.withUnsafeMutableBufferPointer { $0.baseAddress! }) }
        return pointers.withUnsafeBufferPointer(body)
    }

    /// Every element with its index, in order.
    func forEach(_ body: (Int, Element) -> Void) {
        var index = 0
        for chunk in chunks + [last] {
            for element in chunk {
                body(index, element)
                index += 1
            }
        }
    }
}
