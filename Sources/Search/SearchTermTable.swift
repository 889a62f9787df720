/// A hash table from terms to values with open addressing and a multiplicative hash of the
/// term's inline bytes. The index builder does millions of lookups; `Dictionary` seeds and
/// runs SipHash for each, which profiled as the largest cost of the whole build.
struct SearchTermTable<Value: Sendable>: Sendable {
    private var keys: [SearchTerm?]
    private var values: [Value?]
    private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
    }

    /// A set of terms (each present, with `true`).
    init(_ terms: [SearchTerm]) where Value == Bool {
        self.init(capacity: terms.count)
        for term in terms { update(term, initial: true) { _ in } }
    }

    private func slot(of term: SearchTerm) -> Int {
        let mask = keys.count - 1
        var index = Int(truncatingIfNeeded: term.mixedHash >> 32) & mask
        while let key = keys[index], key != term { index = (index + 1) & mask }
        return index
    }

    subscript(term: SearchTerm) -> Value? {
        values[slot(of: term)]
    }

    /// Changes the value of `term`, starting from `initial` when it has none.
    mutating func update(_ term: SearchTerm, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        if (count + 1) * 2 > keys.count { grow() }
        let index = slot(of: term)
        if keys[index] == nil {
            keys[index] = term
            values[index] = initial()
            count += 1
        }
        change(&values[index]!)
    }

    /// Room for `capacity` terms without growing.
    mutating func reserve(_ capacity: Int) {
        while capacity * 2 > keys.count { grow() }
    }

    /// Every term and value, in no particular order.
    func forEach(_ body: (SearchTerm, Value) -> Void) {
        for index in keys.indices {
            if let key = keys[index] { body(key, values[index]!) }
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        for index in oldKeys.indices {
            guard let key = oldKeys[index] else { continue }
            let slot = slot(of: key)
            keys[slot] = key
            values[slot] = oldValues[index]
        }
    }
}
