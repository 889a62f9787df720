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
    /// Each stream holds a connection and its thread: past this many, a new one gets 503.
    let maximumClients: Int

    init(keepAlive: Duration, maximumClients: Int) {
        self.keepAlive = keepAlive
        self.maximumClients = maximumClients
    }

    var clientCount: Int { state.withLock { $0.clients.count } }

    /// Registers a client for a connection; after `close()` the client starts closed; nil
    /// when there are `maximumClients` already.
    func connect(socket: Int32) -> EventClient? {
        guard let client = EventClient(socket: socket, keepAlive: keepAlive) else { return nil }
        let admitted = state.withLock { state -> Bool in
            if state.closed {
                client.finish()
                return true
            }
            guard state.clients.count < maximumClients else { return false }
            var greeting = Array("retry: \(Self.retryMilliseconds)\n\n".utf8)
            if let error = state.pendingError { greeting += error }
            client.enqueue(greeting)
            state.clients[ObjectIdentifier(client)] = client
            return true
        }
        return admitted ? client : nil
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
