import Support

/// One step's results per document, with the key each was made from: a run gives back the
/// value while its key is the same, and makes the others (in parallel). Everything a value
/// depends on besides its document's key is the memo's environment; when that changes, every
/// value is made again. Keys are small (a `Document` compares in constant time when
/// unchanged); what a value is made from is fetched by position, so a run copies little.
struct DocumentMemo<Environment: Equatable & Sendable, Key: Equatable & Sendable, Value: Sendable>: Sendable {
    /// False for a run that will not be followed by another (`hig build`): nothing is kept,
    /// so a document's values are freed when the run is done with them.
    var remembers = true
    private var environment: Environment?
    /// The last run's documents and, by the same positions, what was made for each. Runs
    /// mostly see the same documents in the same order (an edit changes a document, not the
    /// list), which is then checked position by position without hashing an id.
    private var ids: [String] = []
    private var entries: [(key: Key, value: Value)] = []

    /// The value for each document (`ids[i]` with `keys[i]`), in order; `make(i)` makes the
    /// value of position `i`. `made` lists the positions made this time.
    mutating func values(ids: [String], keys: [Key], in environment: Environment,
                         make: @Sendable (Int) -> Value) -> (values: [Value], made: [Int]) {
        if self.environment != environment {
            self.ids = []
            entries = []
            self.environment = environment
        }
        let previous = previousPositions(of: ids)
        let missing = ids.indices.filter { index in
            guard let position = previous(index) else { return true }
            return entries[position].key != keys[index]
        }
        let made = missing.parallelMap(make)
        if remembers && ids == self.ids {
            // The same documents in the same places (most runs of serve): the entries are
            // changed where they were made again, not copied into new ones, which cost a
            // one-edit rebuild of 5,000 documents a retain and a release per field of every
            // key and value, per memo. The keys are all taken anew: an equal key may be a
            // different copy, and the next run compares the copy it will be given.
            for index in ids.indices { entries[index].key = keys[index] }
            for (number, index) in missing.enumerated() { entries[index].value = made[number] }
            return (entries.map(\.value), missing)
        }
        let values = merged(count: ids.count, made: missing, values: made) { entries[previous($0)!].value }
        if remembers {
            entries = zip(keys, values).map { ($0, $1) }
            self.ids = ids
        } else {
            self.ids = []
            entries = []
        }
        return (values, missing)
    }

    /// What the last run made, and from which key, for the positions of `ids` it made
    /// something for whose entry `matches` (given the position, the key and the value), if the
    /// environment is the same; `among`: only these positions (nil: all).
    func remembered(_ ids: [String], in environment: Environment, among positions: [Int]? = nil,
                    where matches: (Int, Key, Value) -> Bool = { _, _, _ in true }) -> [(position: Int, key: Key, value: Value)] {
        guard self.environment == environment else { return [] }
        let previous = previousPositions(of: ids)
        return (positions ?? Array(ids.indices)).compactMap { index in
            guard let position = previous(index), matches(index, entries[position].key, entries[position].value) else { return nil }
            return (index, entries[position].key, entries[position].value)
        }
    }

    /// Values made after the run for some of its documents (`ids` among the run's), with their keys.
    mutating func replace(_ ids: [String], keys: [Key], values: [Value]) {
        guard remembers, !ids.isEmpty else { return }
        let previous = previousPositions(of: ids)
        for index in ids.indices {
            if let position = previous(index) { entries[position] = (keys[index], values[index]) }
        }
    }

    /// Where each of `ids` was in the last run, if it was there.
    private func previousPositions(of ids: [String]) -> (Int) -> Int? {
        positions(of: ids, in: self.ids)
    }
}

/// Where each of `ids` is in `previous`, if it is there: by position when the lists are the
/// same (no id hashed), else by a table of `previous`.
func positions(of ids: [String], in previous: [String]) -> (Int) -> Int? {
    if ids == previous { return { $0 } }
    let positions = Dictionary(previous.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return { positions[ids[$0]] }
}

/// A memo without environment, for steps that depend on their keys alone.
struct Unchanging: Equatable, Sendable {}

/// `count` values in order: `values[n]` at position `made[n]` (ascending), `kept(i)` at each
/// other position `i`.
func merged<Value>(count: Int, made: [Int], values: [Value], kept: (Int) -> Value) -> [Value] {
    var merged: [Value] = []
    merged.reserveCapacity(count)
    var next = 0
    for index in 0..<count {
        if next < made.count, made[next] == index {
            merged.append(values[next])
            next += 1
        } else {
            merged.append(kept(index))
        }
    }
    return merged
}
