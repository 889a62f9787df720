/// The fields of a template object, by name. Pages make these by the hundred thousand (a row,
/// a cell, a link) and read each a few times, so they are kept as pairs in the order given and
/// found by comparing names: for a handful of fields that costs less than a `Dictionary`,
/// which hashes every name when it is made and the name again at every lookup, in every
/// context a lookup walks through. An object with many fields (a string table) also keeps an
/// index. A repeated name keeps its last value.
public struct TemplateFields: Sendable, Equatable {
    private var pairs: [(String, TemplateValue)]
    /// Position of each name's last pair, for objects past `indexedCount` fields.
    private var index: [String: Int]?

    static let indexedCount = 12

    public init() {
        pairs = []
    }

    public init(_ fields: [String: TemplateValue]) {
        self.init(pairs: fields.map { ($0.key, $0.value) })
    }

    init(pairs: [(String, TemplateValue)]) {
        self.pairs = pairs
        if pairs.count > Self.indexedCount { index = Self.index(of: pairs) }
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

    /// `body` of the value named `name`, lent rather than copied out (template lookups run by
    /// the million: a copy costs a retain and a release); nil when there is none.
    @inline(__always)
    func withValue<Result>(of name: String, _ body: (TemplateValue) -> Result) -> Result? {
        guard let position = position(of: name) else { return nil }
        return pairs.withUnsafeBufferPointer { body($0[position].1) }
    }

    /// The names, each once, in the order first given.
    public var names: [String] {
        var seen = Set<String>()
        return pairs.map(\.0).filter { seen.insert($0).inserted }
    }

    @inline(__always)
    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        var position = pairs.count - 1
        while position >= 0 {
            if pairs[position].0 == name { return position }
            position -= 1
        }
        return nil
    }

    private mutating func append(_ name: String, _ value: TemplateValue) {
        pairs.append((name, value))
        if index != nil {
            index![name] = pairs.count - 1
        } else if pairs.count > Self.indexedCount {
            index = Self.index(of: pairs)
        }
    }

    private mutating func remove(_ name: String) {
        // Earlier pairs of the same name would show through: all of them go.
        pairs.removeAll { $0.0 == name }
        if index != nil { index = Self.index(of: pairs) }
    }

    private static func index(of pairs: [(String, TemplateValue)]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: pairs.count)
        for (position, pair) in pairs.enumerated() { index[pair.0] = position }
        return index
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
