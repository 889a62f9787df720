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
    private var entries: [String: (key: Key, value: Value)] = [:]

    /// The value for each document (`ids[i]` with `keys[i]`), in order; `make(i)` makes the
    /// value of position `i`. `made` lists the positions made this time.
    mutating func values(ids: [String], keys: [Key], in environment: Environment,
                         make: @Sendable (Int) -> Value) -> (values: [Value], made: [Int]) {
        if self.environment != environment {
            entries = [:]
            self.environment = environment
        }
        var values = [Value?](repeating: nil, count: ids.count)
        var missing: [Int] = []
        for index in ids.indices {
            if let entry = entries[ids[index]], entry.key == keys[index] { values[index] = entry.value } else { missing.append(index) }
        }
        let made = missing.parallelMap(make)
        for (position, index) in missing.enumerated() { values[index] = made[position] }
        if remembers {
            for (position, index) in missing.enumerated() { entries[ids[index]] = (keys[index], made[position]) }
            if entries.count > ids.count {
                let present = Set(ids)
                entries = entries.filter { present.contains($0.key) }
            }
        } else {
            entries = [:]
        }
        return (values.map { $0! }, missing)
    }
}

/// A memo without environment, for steps that depend on their keys alone.
struct Unchanging: Equatable, Sendable {}
