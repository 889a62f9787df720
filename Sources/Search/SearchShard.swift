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

    static func key(of term: SearchTerm) -> ArraySlice<UInt8> {
        let bytes = term.bytes
        guard let first = String(decoding: bytes.prefix(4), as: UTF8.self).unicodeScalars.first else { return [] }
        var end = 0
        for _ in 0..<(SearchCharacterClass(first) == .cjk ? 1 : 2) where end < bytes.count {
            end += 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }  // continuation bytes
        }
        return bytes[..<end]
    }

    static func fnv1a32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    static func shard(of term: SearchTerm, count: Int) -> Int {
        Int(fnv1a32(key(of: term)) % UInt32(count))
    }

    /// One shard's bytes from its terms, each with its encoded postings.
    static func encode(_ entries: [(term: [UInt8], documents: Int, postings: [UInt8])]) -> [UInt8] {
        var bytes = magic
        appendVarint(entries.count, to: &bytes)
        var previous: [UInt8] = []
        for entry in entries {
            let shared = zip(previous, entry.term).prefix { $0 == $1 }.count
            appendVarint(shared, to: &bytes)
            appendVarint(entry.term.count - shared, to: &bytes)
            bytes.append(contentsOf: entry.term[shared...])
            appendVarint(entry.documents, to: &bytes)
            appendVarint(entry.postings.count, to: &bytes)
            bytes.append(contentsOf: entry.postings)
            previous = entry.term
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
