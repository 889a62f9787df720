/// The binary term shards (`search/LANG/terms/N.bin`) and the rule that puts a term in one.
///
/// A term's shard is FNV-1a (32-bit) of the UTF-8 of its key modulo the shard count: the key
/// is the first character of a CJK term and the first two of a word, so every term a
/// one-character CJK query or a two-letter word prefix can expand to sits in one shard.
///
/// File layout, integers as unsigned LEB128 varints:
///
///     "HIGS" 0x01  termCount
///     per term, sorted by UTF-8 bytes:
///         sharedPrefixBytes  suffixByteCount  suffix  documentCount  postingBytes  postings
///     per posting, documents ascending:
///         ((document − previous − 1) << 3) | (inTitle << 2) | bodyLevel
///
/// `previous` starts at −1. `bodyLevel` 0-3 is the term's quantised BM25 weight in the
/// document's text (0: only in the title); see `SearchWeights`.
enum SearchShard {
    static let magic: [UInt8] = Array("HIGS".utf8) + [1]

    /// The key of a term, given as its UTF-8 bytes.
    static func key(ofBytes bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = String(decoding: bytes.prefix(4), as: UTF8.self).unicodeScalars.first else { return [] }
        var end = bytes.startIndex
        for _ in 0..<(SearchCharacterClass(first) == .cjk ? 1 : 2) where end < bytes.endIndex {
            end += 1
            while end < bytes.endIndex && bytes[end] & 0xC0 == 0x80 { end += 1 }  // continuation bytes
        }
        return bytes[..<end]
    }

    static func fnv1a32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    static func shard(of term: SearchTerm, count: Int) -> Int {
        shard(ofBytes: term.bytes[...], count: count)
    }

    static func shard(ofBytes bytes: ArraySlice<UInt8>, count: Int) -> Int {
        Int(fnv1a32(key(ofBytes: bytes)) % UInt32(count))
    }

    /// A language's terms in order (or a slice of them), each one's bytes and encoded postings
    /// one after another in shared buffers: a corpus has hundreds of thousands of terms, and an
    /// array each was most of what cutting the shards cost.
    struct Terms: Sendable {
        private(set) var bytes: [UInt8] = []
        private var byteEnds: [Int] = []
        private(set) var postings: [UInt8] = []
        private var postingEnds: [Int] = []
        private(set) var documents: [Int] = []

        var count: Int { documents.count }

        /// Adds a term: `write` appends its bytes, `encode` its postings.
        mutating func append(documents: Int, write: (inout [UInt8]) -> Void, encode: (inout [UInt8]) -> Void) {
            write(&bytes)
            byteEnds.append(bytes.count)
            encode(&postings)
            postingEnds.append(postings.count)
            self.documents.append(documents)
        }

        /// Room for this many terms and bytes, so the arrays grow once, not by doubling.
        mutating func reserve(terms: Int, bytes: Int, postings: Int) {
            self.bytes.reserveCapacity(bytes)
            byteEnds.reserveCapacity(terms)
            self.postings.reserveCapacity(postings)
            postingEnds.reserveCapacity(terms)
            documents.reserveCapacity(terms)
        }

        func termRange(_ index: Int) -> Range<Int> { (index == 0 ? 0 : byteEnds[index - 1])..<byteEnds[index] }
        func postingRange(_ index: Int) -> Range<Int> { (index == 0 ? 0 : postingEnds[index - 1])..<postingEnds[index] }
    }

    /// A term of a language's terms encoded in parts (`SearchPostings.shards`): its part and
    /// its index there.
    struct TermIndex {
        var part: Int
        var index: Int
    }

    /// One shard's bytes from the terms at `indices` (in term order) of `parts`.
    static func encode(_ indices: [TermIndex], of parts: [Terms]) -> [UInt8] {
        var bytes = magic
        appendVarint(indices.count, to: &bytes)
        var previous: ArraySlice<UInt8> = []
        for at in indices {
            let terms = parts[at.part]
            let term = terms.bytes[terms.termRange(at.index)]
            var shared = 0
            while shared < previous.count && shared < term.count
                    && previous[previous.startIndex + shared] == term[term.startIndex + shared] {
                shared += 1
            }
            appendVarint(shared, to: &bytes)
            appendVarint(term.count - shared, to: &bytes)
            bytes.append(contentsOf: term.dropFirst(shared))
            appendVarint(terms.documents[at.index], to: &bytes)
            let postings = terms.postingRange(at.index)
            appendVarint(postings.count, to: &bytes)
            bytes.append(contentsOf: terms.postings[postings])
            previous = term
        }
        return bytes
    }

    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}
