import Testing
@testable import Support

/// Values kept until exit are kept only in a process that runs one command and ends (`hig`'s
/// `main` enables it): commands run in this test process keep nothing, or every build the
/// tests make would stay in memory.
@Suite struct ExitLifetimeTests {
    final class Payload: Sendable {}

    @Test func withoutEnablingNothingIsKept() {
        weak var released: Payload?
        do {
            let payload = Payload()
            released = payload
            ExitLifetime.keep(payload)
        }
        #expect(released == nil)
    }
}
