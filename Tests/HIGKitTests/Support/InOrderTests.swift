import Dispatch
import Foundation
import Testing
@testable import Support

/// Values made on every core are consumed one at a time, in index order, each once: what lets
/// the search step sum each document's terms as soon as the ones before it are made.
@Suite struct InOrderTests {
    /// What the consumer saw: its calls in order, and whether two ever ran at once.
    final class Record: Sendable {
        let state = Locked((consumed: [Int](), values: [String](), running: 0, overlapped: false))

        func begin() { state.withLock { $0.running += 1; $0.overlapped = $0.overlapped || $0.running > 1 } }

        func end(_ index: Int, _ value: String) {
            state.withLock { state in
                state.consumed.append(index)
                state.values.append(value)
                state.running -= 1
            }
        }
    }

    /// Indices offered scrambled (values wait long for the ones before them) and in order (the
    /// next one often comes while another thread consumes), from more threads than cores, with
    /// uneven work before each offer and while consuming.
    @Test(arguments: [7_919, 1])
    func valuesMadeOnManyThreadsAreConsumedInOrderOneAtATime(scramble: Int) {
        let count = 2_000
        let record = Record()
        let inOrder = InOrder<String> { index, value in
            record.begin()
            var sum = 0
            for step in 0..<(1 + index % 7) * 2_000 { sum &+= step }
            record.end(index, sum == -1 ? "" : value)
        }
        let order = (0..<count).map { ($0 * scramble) % count }
        #expect(Set(order).count == count)
        // Threads of their own: a test runs on Swift's cooperative pool, where
        // `concurrentPerform` kept to one thread.
        let done = DispatchSemaphore(value: 0)
        for worker in 0..<4 {
            Thread {
                for position in stride(from: worker, to: count, by: 4) {
                    let index = order[position]
                    var delay = 0
                    for step in 0..<(index % 5) * 300 { delay &+= step }
                    inOrder.offer(index, delay == -1 ? "" : "v\(index)")
                }
                done.signal()
            }.start()
        }
        for _ in 0..<4 { done.wait() }
        let seen = record.state.withLock { $0 }
        #expect(inOrder.consumed == count)
        let firstOutOfOrder = seen.consumed.indices.first { seen.consumed[$0] != $0 }
        #expect(firstOutOfOrder == nil && seen.consumed.count == count)
        #expect(seen.values == (0..<count).map { "v\($0)" }, "a value went with another index")
        let overlapped = seen.overlapped
        #expect(!overlapped, "two threads consumed at once")
    }

    @Test func aValueOfferedWhileAnotherThreadConsumesIsLeftToIt() {
        let record = Record()
        let oneOffered = DispatchSemaphore(value: 0)
        let inOrder = InOrder<String> { index, value in
            record.begin()
            // The consumer of 0 is held until 1 has been offered on another thread.
            if index == 0 { oneOffered.wait() }
            record.end(index, value)
        }
        let finished = DispatchSemaphore(value: 0)
        Thread {
            inOrder.offer(0, "a")
            finished.signal()
        }.start()
        while record.state.withLock({ $0.running }) == 0 { usleep(200) }
        inOrder.offer(1, "b")
        let consumedMeanwhile = record.state.withLock { $0.consumed }
        #expect(consumedMeanwhile.isEmpty, "1 was consumed while 0 was being consumed")
        oneOffered.signal()
        finished.wait()
        let seen = record.state.withLock { $0 }
        #expect(seen.consumed == [0, 1])
        #expect(seen.values == ["a", "b"])
        let overlapped = seen.overlapped
        #expect(!overlapped)
    }

    @Test func aValueWaitsForTheOnesBeforeIt() {
        let record = Record()
        let inOrder = InOrder<String> { index, value in
            record.begin()
            record.end(index, value)
        }
        inOrder.offer(2, "c")
        inOrder.offer(1, "b")
        #expect(record.state.withLock { $0.consumed }.isEmpty)
        #expect(inOrder.consumed == 0)
        inOrder.offer(0, "a")
        #expect(record.state.withLock { $0.consumed } == [0, 1, 2])
        inOrder.offer(3, "d")
        #expect(inOrder.consumed == 4)
        #expect(record.state.withLock { $0.values } == ["a", "b", "c", "d"])
    }

    /// An index offered twice, while it waits or after it was consumed, is a programming
    /// error, stopped rather than consumed twice or never.
    @Test func anIndexOfferedTwiceWhileItWaitsStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let inOrder = InOrder<Int> { _, _ in }
            inOrder.offer(1, 1)
            inOrder.offer(1, 2)
        }
    }

    @Test func anIndexOfferedAgainAfterItWasConsumedStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let inOrder = InOrder<Int> { _, _ in }
            inOrder.offer(0, 1)
            inOrder.offer(0, 2)
        }
    }
}
