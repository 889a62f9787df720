import Support

/// The Server-Sent Events channel at `/_hig/events`: the set of connected
/// clients and what is broadcast to them.
///
/// The last `error` event is remembered and replayed to clients that connect
/// later (a reader who reloads by hand still sees the build failure) until an
/// `ok` or `reload` clears it.
final class EventStream: Sendable {
    /// Sent first: how long the browser waits before reconnecting after a drop.
    static let retryMilliseconds = 500

    private struct State {
        var clients: [ObjectIdentifier: EventClient] = [:]
        var pendingError: [UInt8]?
        var closed = false
    }

    private let state = Locked(State())
    let keepAlive: Duration

    init(keepAlive: Duration) {
        self.keepAlive = keepAlive
    }

    var clientCount: Int { state.withLock { $0.clients.count } }

    /// Registers a client for a connection; after `close()` the client starts closed.
    func connect(socket: Int32) -> EventClient? {
        guard let client = EventClient(socket: socket, keepAlive: keepAlive) else { return nil }
        state.withLock { state in
            if state.closed {
                client.finish()
                return
            }
            var greeting = Array("retry: \(Self.retryMilliseconds)\n\n".utf8)
            if let error = state.pendingError { greeting += error }
            client.enqueue(greeting)
            state.clients[ObjectIdentifier(client)] = client
        }
        return client
    }

    func disconnect(_ client: EventClient) {
        client.finish()
        _ = state.withLock { $0.clients.removeValue(forKey: ObjectIdentifier(client)) }
    }

    func broadcast(event: String, data: String) {
        let message = Self.format(event: event, data: data)
        state.withLock { state in
            guard !state.closed else { return }
            switch event {
            case "error": state.pendingError = message
            case "ok", "reload": state.pendingError = nil
            default: break
            }
            for (key, client) in state.clients where !client.enqueue(message) {
                state.clients.removeValue(forKey: key)
            }
        }
    }

    /// Ends every stream and refuses new ones (server shutdown).
    func close() {
        let clients = state.withLock { state in
            state.closed = true
            defer { state.clients.removeAll() }
            return Array(state.clients.values)
        }
        for client in clients { client.finish() }
    }

    /// One event in the text/event-stream format. Data lines are split so a
    /// newline inside `data` cannot end the event early; the event name loses
    /// any line break for the same reason.
    static func format(event: String, data: String) -> [UInt8] {
        var text = "event: " + event.filter { $0 != "\n" && $0 != "\r" } + "\n"
        for line in data.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            text += "data: " + line + "\n"
        }
        text += "\n"
        return Array(text.utf8)
    }
}
