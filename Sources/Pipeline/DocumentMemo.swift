import Support

/// One step's results per document, with what each was made from: a run gives back the value
/// while its input is the same, and makes the others (in parallel). Everything a value depends
/// on besides its document's input is the memo's environment; when that changes, every value
/// is made again. A memo that is never kept (a `hig build`) simply makes everything.
struct DocumentMemo<Environment: Equatable & Sendable, Input: Equatable & Sendable, Value: Sendable>: Sendable {
    private var environment: Environment?
    private var entries: [String: (input: Input, value: Value)] = [:]

    /// The value for each `(id, input)`, in order; `made` lists the positions of those made
    /// this time.
    mutating func values(for items: [(id: String, input: Input)], in environment: Environment,
                         make: @Sendable (Input) -> Value) -> (values: [Value], made: [Int]) {
        if self.environment != environment {
            entries = [:]
            self.environment = environment
        }
        let known = items.map { item in entries[item.id].flatMap { $0.input == item.input ? $0.value : nil } }
        let missing = items.indices.filter { known[$0] == nil }
        let made = missing.map { items[$0].input }.parallelMap(make)
        var values = known
        for (position, index) in missing.enumerated() { values[index] = made[position] }
        var kept: [String: (input: Input, value: Value)] = [:]
        kept.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { kept[item.id] = (item.input, values[index]!) }
        entries = kept
        return (values.map { $0! }, missing)
    }
}

/// A memo without environment, for steps that depend on their inputs alone.
struct Unchanging: Equatable, Sendable {}
