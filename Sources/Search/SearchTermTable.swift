/// A hash table from terms to values: the terms and values in dense arrays, in the order they
/// came, and an open-addressing table of their positions under a multiplicative hash of the
/// term's inline bytes. The index builder does millions of lookups; `Dictionary` seeds and
/// runs SipHash for each, which profiled as the largest cost of the whole build, and a table
/// of whole terms was mostly spent growing (every slot a 56-byte optional term) while a
/// document's terms were counted. Here growing rehashes 8-byte slots only.
struct SearchTermTable<Value: Sendable>: Sendable {
    /// Per slot: the upper half of the term's hash, then 1 + the term's position in `terms`
    /// (0 when the slot is free), so that a probe compares whole terms only on a likely match.
    private var slots: [UInt64]
    /// In the order they were first added.
    private(set) var terms: [SearchTerm] = []
    private(set) var values: [Value] = []

    var count: Int { terms.count }

    init(capacity: Int = 8) {
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
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

    /// The slot that holds `term` or would, and the term's position (−1 when absent).
    @inline(__always)
    private func find(_ term: SearchTerm) -> (slot: Int, position: Int, tag: UInt64) {
        let hash = term.mixedHash
        let tag = hash & 0xFFFF_FFFF_0000_0000
        return slots.withUnsafeBufferPointer { slots in
            terms.withUnsafeBufferPointer { terms in
                let mask = slots.count - 1
                var index = Int(truncatingIfNeeded: hash >> 32) & mask
                while true {
                    let slot = slots[index]
                    if slot == 0 { return (index, -1, tag) }
                    if slot & 0xFFFF_FFFF_0000_0000 == tag {
                        let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                        if terms[position] == term { return (index, position, tag) }
                    }
                    index = (index + 1) & mask
                }
            }
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
        var (slot, position, tag) = find(term)
        if position < 0 {
            position = terms.count
            terms.append(term)
            values.append(initial())
            slots[slot] = tag | UInt64(position + 1)
            if terms.count * 2 > slots.count { rehash(Self.slotCount(for: terms.count)) }
        }
        change(&values[position])
        return position
    }

    /// Room for `capacity` terms without growing.
    mutating func reserve(_ capacity: Int) {
        terms.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        if capacity * 2 > slots.count { rehash(Self.slotCount(for: capacity)) }
    }

    /// Every term and value, in the order the terms were first added.
    func forEach(_ body: (SearchTerm, Value) -> Void) {
        for position in terms.indices { body(terms[position], values[position]) }
    }

    /// Every term's position (as `update` returns it), term and value, in that order.
    func forEach(_ body: (Int, SearchTerm, Value) -> Void) {
        for position in terms.indices { body(position, terms[position], values[position]) }
    }

    private mutating func rehash(_ size: Int) {
        var grown = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        grown.withUnsafeMutableBufferPointer { grown in
            for (position, term) in terms.enumerated() {
                let hash = term.mixedHash
                var index = Int(truncatingIfNeeded: hash >> 32) & mask
                while grown[index] != 0 { index = (index + 1) & mask }
                grown[index] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
            }
        }
        slots = grown
    }
}
