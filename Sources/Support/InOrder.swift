/// Values made on several threads, each under its index, handed to `consume` one at a time
/// and in index order by whichever thread completes the next index: a step whose results must
/// be summed in order keeps every core making them, instead of stopping all but one at the end
/// of each batch to sum it.
///
/// `consume` is never called on two threads at once, and each call sees what the calls before
/// it did (the lock orders them), so it may mutate state only it touches. A value waits until
/// the ones before it are made: as many wait as there are threads ahead of the slowest.
package final class InOrder<Value: Sendable>: Sendable {
    private struct State {
        var ready: [Int: Value] = [:]
        var next = 0
        /// Whether a thread is calling `consume`: the others leave their values to it.
        var consuming = false

        /// The values from `next` on that are made, in order; `consuming` set when there are some.
        mutating func takeRun() -> [(Int, Value)] {
            var run: [(Int, Value)] = []
            while let value = ready.removeValue(forKey: next) {
                run.append((next, value))
                next += 1
            }
            consuming = !run.isEmpty
            return run
        }
    }

    private let state = Locked(State())
    private let consume: @Sendable (Int, Value) -> Void

    package init(consume: @escaping @Sendable (_ index: Int, _ value: Value) -> Void) {
        self.consume = consume
    }

    /// Gives the value of `index` (each index once); consumes it, and any made after it that
    /// follow, when it is the next one and no other thread is consuming.
    package func offer(_ index: Int, _ value: Value) {
        var run = state.withLock { state -> [(Int, Value)] in
            precondition(index >= state.next && state.ready[index] == nil, "index \(index) offered twice")
            state.ready[index] = value
            return state.consuming ? [] : state.takeRun()
        }
        while !run.isEmpty {
            for (index, value) in run { consume(index, value) }
            // Values offered meanwhile were left to this thread.
            run = state.withLock { $0.takeRun() }
        }
    }

    /// How many values were consumed: all of them once every index has been offered.
    package var consumed: Int { state.withLock { $0.next } }
}
