import Dispatch

/// A fixed-size buffer that concurrent workers fill at distinct indices.
///
/// `@unchecked Sendable` is sound here because each index is written by exactly one iteration
/// of `concurrentPerform` and read only after it returns.
private final class ResultSlots<Element>: @unchecked Sendable {
    var slots: [Element?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
}

extension Array where Element: Sendable {
    /// `parallelMap` when `inParallel`, else `map` on the calling thread (serve's background work
    /// keeps to its own thread of low priority).
    public func map<Result: Sendable>(inParallel: Bool, _ transform: @Sendable (Element) -> Result) -> [Result] {
        inParallel ? parallelMap(transform) : map(transform)
    }

    /// Maps in parallel on all cores, keeping the input order in the result.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        if count < 2 { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        let input = self
        results.slots.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                slots[index] = transform(input[index])
            }
        }
        return results.slots.map { $0! }
    }
}
