import Support
#if canImport(Glibc)
import Glibc
#endif

/// One connected live-reload client: a queue of bytes for its stream and a pipe
/// that wakes the connection's thread when the queue changes.
///
/// `fill` runs on the connection's own libmicrohttpd thread and blocks there
/// until there is something to send, a keep-alive is due, the client hangs up
/// or the stream is closed. It never spins: it sleeps in `poll`.
final class EventClient: Sendable {
    /// A client that does not read gets dropped rather than buffered forever.
    static let maximumQueuedBytes = 1 << 20
    /// Glibc without _GNU_SOURCE does not export POLLRDHUP (peer closed its side).
    private static let peerHangUp: Int16 = 0x2000

    private struct State {
        var pending: [UInt8] = []
        var closed = false
    }

    private let state = Locked(State())
    /// The connection's socket, watched for hang-up while waiting (-1: unknown).
    private let socket: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let keepAliveMilliseconds: Int32

    init?(socket: Int32, keepAlive: Duration) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        self.socket = socket
        wakeRead = fds[0]
        wakeWrite = fds[1]
        let (seconds, attoseconds) = keepAlive.components
        keepAliveMilliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Queues bytes; returns false (and closes) if the client has fallen too far behind.
    @discardableResult
    func enqueue(_ bytes: [UInt8]) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            if state.pending.count + bytes.count > Self.maximumQueuedBytes {
                state.closed = true
                return false
            }
            state.pending.append(contentsOf: bytes)
            return true
        }
        wake()
        return accepted
    }

    /// Ends the stream: `fill` returns end-of-stream at its next turn.
    func finish() {
        state.withLock { $0.closed = true }
        wake()
    }

    private func wake() {
        var one: UInt8 = 1
        // A full pipe already means "wake up"; EAGAIN is fine.
        _ = write(wakeWrite, &one, 1)
    }

    /// libmicrohttpd's content reader: copies up to `max` bytes into `buffer`.
    /// Returns the count, or -1 (end of stream) / -2 (error: client gone).
    func fill(_ buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        while true {
            let (copied, closed) = state.withLock { state -> (Int, Bool) in
                let count = min(max, state.pending.count)
                if count > 0 {
                    state.pending.withUnsafeBytes { source in
                        UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
                    }
                    state.pending.removeFirst(count)
                }
                return (count, state.closed)
            }
            if copied > 0 { return copied }
            if closed { return -1 }

            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if socket >= 0 {
                fds.append(pollfd(fd: socket, events: Self.peerHangUp, revents: 0))
            }
            let ready = poll(&fds, nfds_t(fds.count), keepAliveMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                finish()
                return -2
            }
            if ready == 0 {
                // A comment line keeps proxies and the browser from timing the stream out,
                // and lets a write detect a client that vanished without a FIN.
                let keepAlive = Array(": keep-alive\n\n".utf8)
                guard keepAlive.count <= max else { continue }
                keepAlive.withUnsafeBytes { source in
                    UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: keepAlive.count)
                }
                return keepAlive.count
            }
            if fds.count > 1, fds[1].revents & (Self.peerHangUp | Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)) != 0 {
                finish()
                return -2
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &drain, drain.count) > 0 {}
            }
        }
    }
}
