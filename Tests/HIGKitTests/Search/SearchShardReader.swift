import Foundation
@testable import Model
@testable import Search

/// Reads a term shard back (the layout in `SearchShard`), so tests can check what the page
/// will find. Independent of the writer on purpose: it follows the documented layout.
struct SearchShardReader {
    struct Posting: Hashable {
        var document: Int
        var level: Int
        var inTitle: Bool
    }

    var terms: [String: [Posting]] = [:]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("HIGS".utf8) + [1]) else { throw ReadError.magic }
        var position = 5
        func varint() throws -> Int {
            var value = 0, shift = 0
            while true {
                guard position < bytes.count else { throw ReadError.truncated }
                let byte = bytes[position]
                position += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }
        var previous: [UInt8] = []
        for _ in 0..<(try varint()) {
            let shared = try varint(), length = try varint()
            let term = Array(previous.prefix(shared)) + bytes[position..<(position + length)]
            position += length
            let count = try varint(), size = try varint()
            let end = position + size
            var document = -1
            var postings: [Posting] = []
            while position < end {
                let value = try varint()
                document += (value >> 3) + 1
                postings.append(Posting(document: document, level: value & 3, inTitle: value & 4 != 0))
            }
            guard postings.count == count, position == end else { throw ReadError.count }
            terms[String(decoding: term, as: UTF8.self)] = postings
            previous = term
        }
        guard position == bytes.count else { throw ReadError.trailing }
    }

    enum ReadError: Error { case magic, truncated, count, trailing }

    /// Every term of a language's index, with the shard file it was read from.
    static func read(_ index: SearchIndex, _ language: LanguageTag) throws -> [String: (shard: Int, postings: [Posting])] {
        var all: [String: (shard: Int, postings: [Posting])] = [:]
        let prefix = "search/\(language.rawValue)/terms/"
        for (path, data) in index.files where path.hasPrefix(prefix) {
            let number = Int(path.dropFirst(prefix.count).dropLast(".bin".count))!
            for (term, postings) in try SearchShardReader(Data(data)).terms { all[term] = (number, postings) }
        }
        return all
    }
}
