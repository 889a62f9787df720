import Testing
@testable import Support

/// A handover gives each value once and keeps nothing of it after: what lets the search step
/// free each document's statistics as it reads them.
@Suite struct HandoverTests {
    final class Payload: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func eachValueIsTakenOnceAndThenHeldByTheTakerAlone() {
        var payloads = (0..<3).map(Payload.init)
        weak let first = payloads[0]
        let handover = Handover(payloads)
        payloads = []
        #expect(first != nil)
        // Taken out of order, as a step on several cores takes them.
        #expect(handover.take(2).number == 2)
        do {
            let taken = handover.take(0)
            #expect(taken.number == 0)
        }
        #expect(first == nil, "the handover still held the value it gave")
        #expect(handover.take(1).number == 1)
    }

    /// A value taken twice is a programming error, stopped rather than handed out again.
    @Test func aSecondTakeOfAValueStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let handover = Handover([1, 2])
            _ = handover.take(0)
            _ = handover.take(0)
        }
    }
}
