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
///   server past `softLimit`, one connection of that client (else of the client with the most
///   connections) is closed, so that a flood of slow or idle sockets or of unread live-reload
///   streams makes room for the next request instead of filling every slot. Which one: the
///   oldest that has waited past `requestGrace` (idle or dripping), else the oldest live-reload
///   stream (its page reconnects by itself), else the oldest waiting one with nothing unread in
///   its socket, else the oldest waiting one. A connection that has only just opened, or has
///   bytes waiting to be read, has most likely sent its request already: closing it would fail
///   a good request.
/// Connections are closed with `shutdown`, which wakes their thread; libmicrohttpd then
/// closes the socket after telling us (`closed`), so a number is never reused under us.
final class ConnectionGuard: Sendable {
    struct Limits: Sendable {
        var headerDeadline: Duration
        var perClient: Int
        var softLimit: Int
        /// How long a new connection has to send its request before it may be closed for room.
        var requestGrace: Duration = .milliseconds(250)
    }

    private struct Connection {
        var socket: Int32
        var client: [UInt8]
        /// Since when it has waited for a request's headers; nil while a request is answered.
        var waitingSince: UInt64?
        /// Since when it has carried a live-reload stream; nil for other responses.
        var streamingSince: UInt64?
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
            guard let victimClient, let victim = victim(of: victimClient, besides: key, in: state.connections) else { return }
            shutdown(state.connections[victim]!.socket, Int32(SHUT_RDWR))
            state.connections[victim]?.waitingSince = nil
            state.connections[victim]?.streamingSince = nil
            state.closedForRoom += 1
        }
    }

    /// The connection of `client` to close for room (see the type's comment), never `key`.
    private func victim(of client: [UInt8], besides key: UInt, in connections: [UInt: Connection]) -> UInt? {
        let now = Self.now()
        let (seconds, attoseconds) = limits.requestGrace.components
        let grace = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
        let candidates = connections.filter { $0.key != key && $0.value.client == client }
        func oldest(_ since: (Connection) -> UInt64?) -> UInt? {
            candidates.compactMap { entry in since(entry.value).map { (key: entry.key, since: $0) } }
                .min { ($0.since, $0.key) < ($1.since, $1.key) }?.key
        }
        return oldest { $0.waitingSince.flatMap { now - $0 >= grace ? $0 : nil } }
            ?? oldest(\.streamingSince)
            ?? oldest { connection in connection.waitingSince.flatMap { Self.hasUnreadBytes(connection.socket) ? nil : $0 } }
            ?? oldest(\.waitingSince)
    }

    /// Bytes in the socket that libmicrohttpd has not read yet: a request on its way in.
    private static func hasUnreadBytes(_ socket: Int32) -> Bool {
        var count: Int32 = 0
        return ioctl(socket, UInt(FIONREAD), &count) == 0 && count > 0
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

    /// The response is a live-reload stream, which lasts until one side leaves.
    func streaming(_ key: UInt) {
        state.withLock { $0.connections[key]?.streamingSince = Self.now() }
    }

    /// The response is done: the connection waits for its next request.
    func waiting(_ key: UInt) {
        state.withLock {
            $0.connections[key]?.waitingSince = Self.now()
            $0.connections[key]?.streamingSince = nil
        }
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
