/// Values handed from one step to the next one by one: each is taken once, and the box then
/// holds nothing of it, so a step that consumes a large per-document value frees each as it
/// goes instead of all at its end (a build's peak memory is where its steps overlap).
package final class Handover<Value: Sendable>: Sendable {
    private let values: Locked<[Value?]>

    package init(_ values: [Value]) {
        self.values = Locked(values.map(Optional.some))
    }

    /// The n-th value; a second take of it is a programming error.
    package func take(_ index: Int) -> Value {
        guard let value = values.withLock({ $0[index].take() }) else {
            preconditionFailure("value \(index) was handed over already")
        }
        return value
    }
}
