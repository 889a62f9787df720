import Foundation
import Support
#if canImport(Glibc)
import Glibc
#endif

/// Keeps connection slots for clients that use them: a connection is *waiting* from the
/// moment it opens (or its last response ends) until its request's headers are in, and only
/// waiting connections are ever closed here:
/// - a header deadline: one still waiting after `headerDeadline` is closed, however slowly it
///   drips bytes (libmicrohttpd's own timeout restarts at every byte);
/// - per client and in all: when a new connection takes a client past `perClient`, or the
///   server past `softLimit`, the oldest waiting connection of that client (else of the client
///   with the most connections) is closed, so that a flood of slow or idle sockets makes
///   room for the next request instead of filling every slot.
/// Connections are closed with `shutdown`, which wakes their thread; libmicrohttpd then
/// closes the socket after telling us (`closed`), so a number is never reused under us.
final class ConnectionGuard: Sendable {
    struct Limits: Sendable {
        var headerDeadline: Duration
        var perClient: Int
        var softLimit: Int
    }

    private struct Connection {
        var socket: Int32
        var client: [UInt8]
        /// Since when it has waited for a request's headers; nil while a request is answered.
        var waitingSince: UInt64?
    }

    private struct State {
        var connections: [UInt: Connection] = [:]
        var perClient: [[UInt8]: Int] = [:]
        var stopped = false
        /// Closed by a deadline or to make room, for tests and the log.
        var closedByDeadline = 0
        var closedForRoom = 0
    }

    let limits: Limits
    private let state = Locked(State())

    init(limits: Limits) {
        self.limits = limits
        let deadline = limits.headerDeadline
        Thread.detachNewThread { [weak self] in
            // Deadlines are checked a few times per deadline, at most every second.
            let (seconds, attoseconds) = (deadline / 4).components
            let step = min(1_000_000, max(10_000, UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000)))
            while let guardian = self, guardian.enforceDeadline() {
                usleep(step)
            }
        }
    }

    func stop() {
        state.withLock { $0.stopped = true }
    }

    var counts: (open: Int, closedByDeadline: Int, closedForRoom: Int) {
        state.withLock { ($0.connections.count, $0.closedByDeadline, $0.closedForRoom) }
    }

    func opened(_ key: UInt, socket: Int32, client: [UInt8]) {
        state.withLock { state in
            state.connections[key] = Connection(socket: socket, client: client, waitingSince: Self.now())
            let count = state.perClient[client, default: 0] + 1
            state.perClient[client] = count
            let victimClient: [UInt8]?
            if count > limits.perClient {
                victimClient = client
            } else if state.connections.count > limits.softLimit {
                victimClient = state.perClient.max { $0.value < $1.value }?.key
            } else {
                victimClient = nil
            }
            guard let victimClient else { return }
            let victim = state.connections.filter { $0.key != key && $0.value.client == victimClient && $0.value.waitingSince != nil }
                .min { $0.value.waitingSince! < $1.value.waitingSince! }
            if let victim {
                shutdown(victim.value.socket, Int32(SHUT_RDWR))
                state.connections[victim.key]?.waitingSince = nil
                state.closedForRoom += 1
            }
        }
    }

    func closed(_ key: UInt) {
        state.withLock { state in
            guard let connection = state.connections.removeValue(forKey: key) else { return }
            let count = state.perClient[connection.client, default: 1] - 1
            state.perClient[connection.client] = count > 0 ? count : nil
        }
    }

    /// The request's headers are in: it is being answered.
    func answering(_ key: UInt) {
        state.withLock { $0.connections[key]?.waitingSince = nil }
    }

    /// The response is done: the connection waits for its next request.
    func waiting(_ key: UInt) {
        state.withLock { $0.connections[key]?.waitingSince = Self.now() }
    }

    /// Closes the connections past the header deadline; false once stopped.
    private func enforceDeadline() -> Bool {
        let (seconds, attoseconds) = limits.headerDeadline.components
        let deadline = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
        return state.withLock { state in
            guard !state.stopped else { return false }
            let now = Self.now()
            for (key, connection) in state.connections {
                guard let since = connection.waitingSince, now - since > deadline else { continue }
                shutdown(connection.socket, Int32(SHUT_RDWR))
                state.connections[key]?.waitingSince = nil
                state.closedByDeadline += 1
            }
            return true
        }
    }

    /// Monotonic nanoseconds.
    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
