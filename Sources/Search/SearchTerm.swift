/// A term as the index keeps it: its UTF-8 bytes, the first 32 inline (nearly every term: a
/// CJK bigram is 6 bytes, a Russian word of 16 letters 32), so that building the index,
/// which counts millions of terms, neither allocates for them nor hashes and compares them
/// through Unicode normalisation as `String` keys would. Terms never hold a zero byte (NUL
/// separates words).
struct SearchTerm: Hashable, Sendable, Comparable {
    /// Bytes 0-7, 8-15, 16-23 and 24-31, each from its lowest byte up.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var third: UInt64 = 0
    private var fourth: UInt64 = 0
    private(set) var count: Int = 0
    /// The bytes of a term longer than 32.
    private var long: [UInt8]?

    static let inlineCapacity = 32

    init() {}

    init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    init(_ text: String) { self.init(text.utf8) }

    /// One code point, or two (a CJK bigram): at most eight bytes.
    @inline(__always)
    init(_ first: UInt32, _ second: UInt32? = nil) {
        let (packed, firstCount) = Self.pack(first)
        low = packed
        count = firstCount
        if let second {
            let (packed, secondCount) = Self.pack(second)
            low |= packed << (8 * UInt64(firstCount))
            count += secondCount
        }
    }

    /// `count` bytes, read as whole 8-byte words: the 32 bytes from `bytes` must be readable.
    @inline(__always)
    init(bytes: UnsafeMutablePointer<UInt8>, count byteCount: Int) {
        guard byteCount <= Self.inlineCapacity else {
            self.init(UnsafeBufferPointer(start: bytes, count: byteCount))
            return
        }
        let raw = UnsafeRawPointer(bytes)
        func word(_ number: Int) -> UInt64 {
            let available = byteCount - 8 * number
            guard available > 0 else { return 0 }
            let value = raw.loadUnaligned(fromByteOffset: 8 * number, as: UInt64.self)
            return available >= 8 ? value : value & ((1 << (8 * UInt64(available))) - 1)
        }
        self.init(low: word(0), high: word(1), third: word(2), fourth: word(3), count: byteCount)
    }

    private init(low: UInt64, high: UInt64, third: UInt64, fourth: UInt64, count: Int) {
        self.low = low
        self.high = high
        self.third = third
        self.fourth = fourth
        self.count = count
    }

    /// A code point's UTF-8, packed from the lowest byte up, and its length.
    @inline(__always)
    static func pack(_ value: UInt32) -> (UInt64, Int) {
        let scalar = UInt64(value)
        switch value {
        case 0..<0x80:
            return (scalar, 1)
        case 0x80..<0x800:
            return (0xC0 | scalar >> 6 | (0x80 | scalar & 0x3F) << 8, 2)
        case 0x800..<0x10000:
            return (0xE0 | scalar >> 12 | (0x80 | scalar >> 6 & 0x3F) << 8 | (0x80 | scalar & 0x3F) << 16, 3)
        default:
            return (0xF0 | scalar >> 18 | (0x80 | scalar >> 12 & 0x3F) << 8 | (0x80 | scalar >> 6 & 0x3F) << 16
                        | (0x80 | scalar & 0x3F) << 24, 4)
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        let value = UInt64(byte) << (8 * UInt64(count & 7))
        switch count {
        case 0..<8: low |= value
        case 8..<16: high |= value
        case 16..<24: third |= value
        case 24..<32: fourth |= value
        default:
            if long == nil { long = bytes }
            long!.append(byte)
        }
        count += 1
    }

    @inline(__always)
    mutating func append(scalar value: UInt32) {
        switch value {
        case 0..<0x80:
            append(UInt8(value))
        case 0x80..<0x800:
            append(UInt8(0xC0 | value >> 6))
            append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            append(UInt8(0xE0 | value >> 12))
            append(UInt8(0x80 | value >> 6 & 0x3F))
            append(UInt8(0x80 | value & 0x3F))
        default:
            append(UInt8(0xF0 | value >> 18))
            append(UInt8(0x80 | value >> 12 & 0x3F))
            append(UInt8(0x80 | value >> 6 & 0x3F))
            append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The inline byte at `index` (< 32).
    @inline(__always)
    private func inlineByte(_ index: Int) -> UInt8 {
        let word = index < 16 ? (index < 8 ? low : high) : (index < 24 ? third : fourth)
        return UInt8(truncatingIfNeeded: word >> (8 * UInt64(index & 7)))
    }

    var bytes: [UInt8] {
        if let long { return long }
        return (0..<count).map(inlineByte)
    }

    /// Appends the term's bytes to `output`.
    func write(to output: inout [UInt8]) {
        if let long {
            output.append(contentsOf: long)
            return
        }
        for index in 0..<count { output.append(inlineByte(index)) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The first eight bytes, from the lowest byte up (zeros past the end).
    var firstWord: UInt64 { low }

    /// The first byte (0 for the empty term).
    var firstByte: UInt8 { long?.first ?? UInt8(truncatingIfNeeded: low) }

    /// A cheap, well-mixed hash for `SearchTermTable` (not `Hashable`'s, which seeds SipHash).
    @inline(__always)
    var mixedHash: UInt64 {
        var hash = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        if count > 16 { hash ^= (third &* 0x1656_67B1_9E37_79F9) ^ (fourth &* 0x27D4_EB2F_1656_67C5) }
        if let long {
            for byte in long.dropFirst(Self.inlineCapacity) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        hash ^= hash >> 29
        return hash &* 0xBF58_476D_1CE4_E5B9
    }

    /// Inline words first: the table lookups of an index build compare terms millions of times.
    @inline(__always)
    static func == (lhs: SearchTerm, rhs: SearchTerm) -> Bool {
        guard lhs.count == rhs.count, lhs.low == rhs.low, lhs.high == rhs.high, lhs.third == rhs.third,
              lhs.fourth == rhs.fourth else { return false }
        return lhs.count <= inlineCapacity || lhs.long == rhs.long
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(low)
        hasher.combine(high)
        hasher.combine(third)
        hasher.combine(fourth)
        hasher.combine(count)
        hasher.combine(long)
    }

    /// The positions of `terms` in UTF-8 order (`<`). A sort compares their first sixteen bytes as
    /// two numbers kept in one dense array, and whole terms only when those are equal: comparing
    /// the terms themselves copied two of them at each step (a third of cutting the shards of a
    /// language with hundreds of thousands of words).
    static func utf8Order(of terms: [SearchTerm]) -> [Int] {
        var keys = terms.indices.map { OrderKey(first: terms[$0].low.byteSwapped, second: terms[$0].high.byteSwapped, position: $0) }
        terms.withUnsafeBufferPointer { terms in
            keys.sort { a, b in
                if a.first != b.first { return a.first < b.first }
                if a.second != b.second { return a.second < b.second }
                return terms[a.position] < terms[b.position]
            }
        }
        return keys.map(\.position)
    }

    private struct OrderKey {
        var first: UInt64
        var second: UInt64
        var position: Int
    }

    /// UTF-8 byte order, which is code point order: the order of terms in a shard. Inline
    /// terms compare as big-endian numbers (a missing byte is a zero, which no term has).
    static func < (lhs: SearchTerm, rhs: SearchTerm) -> Bool {
        if lhs.long == nil && rhs.long == nil {
            if lhs.low != rhs.low { return lhs.low.byteSwapped < rhs.low.byteSwapped }
            if lhs.high != rhs.high { return lhs.high.byteSwapped < rhs.high.byteSwapped }
            if lhs.third != rhs.third { return lhs.third.byteSwapped < rhs.third.byteSwapped }
            return lhs.fourth.byteSwapped < rhs.fourth.byteSwapped
        }
        return lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
