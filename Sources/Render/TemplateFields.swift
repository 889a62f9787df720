/// The fields of a template object, by name. Pages make these by the hundred thousand (a row,
/// a cell, a link) and read each a few times, so they are kept as pairs in the order given and
/// found by comparing names: for a handful of fields that costs less than a `Dictionary`,
/// which hashes every name when it is made and the name again at every lookup, in every
/// context a lookup walks through. An object with many fields (a string table) also keeps an
/// index. A repeated name keeps its last value.
public struct TemplateFields: Sendable, Equatable {
    private var pairs: [(String, TemplateValue)]
    /// For objects past `indexedCount` fields, 1 + the position of each name's last pair, in
    /// an open-addressing table under `nameHash` (empty for smaller objects). Not a
    /// `Dictionary`: a render reads it through a pointer, every lookup, with the name's hash
    /// made once, when the template was compiled.
    private var slots: [Int32] = []

    static let indexedCount = 12

    public init() {
        pairs = []
    }

    public init(_ fields: [String: TemplateValue]) {
        self.init(pairs: fields.map { ($0.key, $0.value) })
    }

    init(pairs: [(String, TemplateValue)]) {
        self.pairs = pairs
        if pairs.count > Self.indexedCount { reindex() }
    }

    public subscript(name: String) -> TemplateValue? {
        get { position(of: name).map { pairs[$0].1 } }
        set {
            switch (position(of: name), newValue) {
            case (let position?, let value?): pairs[position].1 = value
            case (nil, let value?): append(name, value)
            case (_?, nil): remove(name)
            case (nil, nil): break
            }
        }
    }

    /// The pairs and the slots, for a render's context frames (`TemplateRendering.Frame`):
    /// valid while these fields are alive and unchanged, which they are while a frame's
    /// context holds them.
    var storage: (pairs: UnsafeBufferPointer<(String, TemplateValue)>, slots: UnsafeBufferPointer<Int32>) {
        (pairs.withUnsafeBufferPointer { $0 }, slots.withUnsafeBufferPointer { $0 })
    }

    /// The names, each once, in the order first given.
    public var names: [String] {
        var seen = Set<String>()
        return pairs.map(\.0).filter { seen.insert($0).inserted }
    }

    /// FNV-1a over the name's UTF-8: cheap, and the same at compile time and at lookup.
    static func nameHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    private func position(of name: String) -> Int? {
        let hash = slots.isEmpty ? 0 : Self.nameHash(name)
        return pairs.withUnsafeBufferPointer { pairs in
            slots.withUnsafeBufferPointer { slots in Self.position(of: name, hash: hash, pairs: pairs, slots: slots) }
        }
    }

    /// The position of the last pair named `name`: by the slots when there are any, else by
    /// comparing names from the last.
    @inline(__always)
    static func position(of name: String, hash: UInt64, pairs: UnsafeBufferPointer<(String, TemplateValue)>,
                         slots: UnsafeBufferPointer<Int32>) -> Int? {
        if slots.isEmpty {
            var position = pairs.count - 1
            while position >= 0 {
                if pairs[position].0 == name { return position }
                position -= 1
            }
            return nil
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if pairs[position].0 == name { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func append(_ name: String, _ value: TemplateValue) {
        pairs.append((name, value))
        if slots.isEmpty ? pairs.count > Self.indexedCount : pairs.count * 2 > slots.count {
            reindex()
        } else if !slots.isEmpty {
            index(pairs.count - 1, in: &slots)
        }
    }

    private mutating func remove(_ name: String) {
        // Earlier pairs of the same name would show through: all of them go.
        pairs.removeAll { $0.0 == name }
        if !slots.isEmpty { reindex() }
    }

    /// Fills the slots anew, at most half full.
    private mutating func reindex() {
        var size = 16
        while size < pairs.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: 0, count: size)
        for position in pairs.indices { index(position, in: &slots) }
        self.slots = slots
    }

    /// Puts the pair at `position` in `slots`, where it takes the slot of an earlier pair of
    /// its name.
    private func index(_ position: Int, in slots: inout [Int32]) {
        let name = pairs[position].0
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.nameHash(name)) & mask
        while slots[slot] != 0 && pairs[Int(slots[slot]) - 1].0 != name { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    /// Equal when they have the same names with equal values, in whatever order.
    public static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        let names = lhs.names
        guard names.count == rhs.names.count else { return false }
        return names.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

extension TemplateFields: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(pairs: elements)
    }
}
