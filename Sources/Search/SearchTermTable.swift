/// A hash table from terms to values: the terms and values in dense arrays, in the order they
/// came, and an open-addressing table of their positions under a multiplicative hash of the
/// term's inline bytes. The index builder does millions of lookups; `Dictionary` seeds and
/// runs SipHash for each, which profiled as the largest cost of the whole build, and a table
/// of whole terms was mostly spent growing (every slot a 56-byte optional term) while a
/// document's terms were counted. Here growing rehashes 16-byte slots only, and a slot holds
/// a term's first eight bytes, so a lookup of a short term (every CJK bigram) reads one cache
/// line, not a second one in `terms`: the postings tables miss the cache on nearly every lookup.
struct SearchTermTable<Value: Sendable>: Sendable {
    /// Two words per slot. The first: 24 bits of the term's hash, its byte count (up to 255),
    /// then 1 + its position in `terms` (0 when the slot is free); the second: its first eight
    /// bytes. A term of up to eight bytes is then equal to a slot's when both words are.
    private var slots: [UInt64]
    /// In the order they were first added.
    private(set) var terms: [SearchTerm] = []
    private(set) var values: [Value] = []

    var count: Int { terms.count }

    init(capacity: Int = 8) {
        slots = Array(repeating: 0, count: 2 * Self.slotCount(for: capacity))
        terms.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// A set of terms (each present, with `true`).
    init(_ terms: [SearchTerm]) where Value == Bool {
        self.init(capacity: terms.count)
        for term in terms { update(term, initial: true) { _ in } }
    }

    /// A power of two at least twice `capacity`: the table is never more than half full.
    private static func slotCount(for capacity: Int) -> Int {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        return size
    }

    /// A slot's first word without the position: 24 bits of the hash and the byte count.
    @inline(__always)
    private static func key(_ term: SearchTerm, hash: UInt64) -> UInt64 {
        hash & 0xFFFF_FF00_0000_0000 | UInt64(min(term.count, 255)) << 32
    }

    /// Where probing for a term of this hash starts.
    @inline(__always)
    private static func home(_ hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ hash >> 32) & mask
    }

    /// The slot that holds `term` or would, and the term's position (−1 when absent).
    @inline(__always)
    private func find(_ term: SearchTerm) -> (slot: Int, position: Int, key: UInt64) {
        let hash = term.mixedHash
        let key = Self.key(term, hash: hash)
        let first = term.firstWord
        let short = term.count <= 8
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count / 2 - 1
            var index = Self.home(hash, mask: mask)
            while true {
                let slot = slots[2 * index]
                if slot == 0 { return (index, -1, key) }
                if slot & 0xFFFF_FFFF_0000_0000 == key && slots[2 * index + 1] == first {
                    let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                    if short || terms[position] == term { return (index, position, key) }
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Reads what looking `terms` up will read (each one's home slot, then the term and
    /// value its slot points at), and returns a word of it so the reads are kept. In a large
    /// table nearly every lookup misses the cache, one miss after another; these loops are
    /// short, their reads independent, so the misses overlap, and the lookups that follow hit.
    func warm(_ terms: UnsafeBufferPointer<SearchTerm>) -> UInt64 {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count / 2 - 1
            var touched: UInt64 = 0
            for term in terms { touched &+= slots[2 * Self.home(term.mixedHash, mask: mask)] }
            self.terms.withUnsafeBufferPointer { known in
                values.withUnsafeBufferPointer { values in
                    for term in terms {
                        let slot = slots[2 * Self.home(term.mixedHash, mask: mask)]
                        guard slot != 0 else { continue }
                        let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                        if term.count > 8 { touched &+= UInt64(known[position].count) }
                        withUnsafeBytes(of: values[position]) { touched &+= UInt64($0.first ?? 0) }
                    }
                }
            }
            return touched
        }
    }

    subscript(term: SearchTerm) -> Value? {
        let position = find(term).position
        return position < 0 ? nil : values[position]
    }

    /// Changes the value of `term`, starting from `initial` when it has none; returns the
    /// term's position in `terms` and `values`.
    @discardableResult
    mutating func update(_ term: SearchTerm, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) -> Int {
        let position = insert(term, initial: initial())
        change(&values[position])
        return position
    }

    /// The value at a position `insert` or `update` returned.
    subscript(position position: Int) -> Value {
        get { values[position] }
        set { values[position] = newValue }
    }

    /// The position of `term` in `terms` and `values`, added with `initial` when absent.
    @inline(__always)
    mutating func insert(_ term: SearchTerm, initial: @autoclosure () -> Value) -> Int {
        var (slot, position, key) = find(term)
        if position < 0 {
            position = terms.count
            terms.append(term)
            values.append(initial())
            slots[2 * slot] = key | UInt64(position + 1)
            slots[2 * slot + 1] = term.firstWord
            if terms.count * 4 > slots.count { rehash(Self.slotCount(for: terms.count)) }
        }
        return position
    }

    private mutating func rehash(_ size: Int) {
        var grown = [UInt64](repeating: 0, count: 2 * size)
        let mask = size - 1
        grown.withUnsafeMutableBufferPointer { grown in
            for (position, term) in terms.enumerated() {
                let hash = term.mixedHash
                var index = Self.home(hash, mask: mask)
                while grown[2 * index] != 0 { index = (index + 1) & mask }
                grown[2 * index] = Self.key(term, hash: hash) | UInt64(position + 1)
                grown[2 * index + 1] = term.firstWord
            }
        }
        slots = grown
    }
}

/// A term table's terms and values once nothing more is looked up in it: the dense arrays
/// without the slots. A document's tables are only read in order once counted, and serve
/// keeps every document's (at 5,000 documents, their slots cost most of a GB).
struct SearchTermCounts<Value: Sendable>: Sendable {
    private(set) var terms: [SearchTerm]
    private(set) var values: [Value]

    init(_ table: SearchTermTable<Value>) {
        terms = table.terms
        values = table.values
    }

    /// The terms, in the order they were first added to the table.
    func withTerms<Result>(_ body: (UnsafeBufferPointer<SearchTerm>) -> Result) -> Result {
        terms.withUnsafeBufferPointer(body)
    }

    /// Every term and value, in the order the terms were first added to the table.
    func forEach(_ body: (SearchTerm, Value) -> Void) {
        for position in terms.indices { body(terms[position], values[position]) }
    }
}
