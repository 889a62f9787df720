import CMicroHTTPD
import Foundation
import Support
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The local preview server: serves a `SiteStore` over HTTP (GET and HEAD)
/// through libmicrohttpd and, in preview mode, pushes live-reload events.
///
/// Threads: libmicrohttpd runs one thread per connection (plus its listening
/// thread). Live-reload streams block their own thread while they wait for
/// events, so they can never starve page requests, and page requests need no
/// scheduling of their own. The connection limit caps the thread count, and
/// `ConnectionGuard` keeps slow, idle or greedy clients from taking every slot.
///
/// Usage, with signals handled by the caller (block SIGINT/SIGTERM with
/// `pthread_sigmask` *before* creating the server, so its threads inherit the
/// mask, then `sigwait`):
///
///     let server = try PreviewServer(store: DirectorySiteStore(root: "Public"),
///                                    configuration: .init(port: 8000))
///     print("Serving \(server.url)")
///     // after a rebuild:  server.reload(changedPaths: ["guides/buttons/index.html"])
///     // after a failure:  server.reportBuildError("…", file: "Content/x.ko.txt", line: 3)
///     // on SIGINT:        server.stop()
public final class PreviewServer: Sendable {
    public struct Configuration: Sendable {
        /// The address to listen on. Loopback by default: a preview is not for the network.
        public var host: String
        /// 0 picks a free port (see `PreviewServer.port`).
        public var port: UInt16
        /// Serve `/_hig/live.js` and `/_hig/events` and inject the script into HTML.
        public var liveReload: Bool
        /// Connections that make no progress are closed after this many seconds.
        public var connectionTimeout: UInt32
        /// A connection must have sent a whole request's headers this long after it opened
        /// or its last response ended, however slowly it sends them.
        public var headerDeadline: Duration
        /// At most this many connections (and so threads) at once; past all but
        /// `connectionsPerClient` of them, waiting connections make room for new ones.
        public var connectionLimit: UInt32
        /// A client (an address) past this many connections makes room with its own oldest
        /// one still waiting for a request.
        public var connectionsPerClient: Int
        /// At most this many live-reload streams at once; more get 503.
        public var maximumEventStreams: Int
        /// Memory per connection for the request line and headers; larger
        /// requests get 431 from libmicrohttpd.
        public var connectionMemoryLimit: Int
        /// How often an idle event stream sends a comment line (at most half
        /// the connection timeout).
        public var keepAliveInterval: Duration

        public init(
            host: String = "127.0.0.1",
            port: UInt16 = 8000,
            liveReload: Bool = true,
            connectionTimeout: UInt32 = 30,
            headerDeadline: Duration = .seconds(10),
            connectionLimit: UInt32 = 512,
            connectionsPerClient: Int = 64,
            maximumEventStreams: Int = 32,
            connectionMemoryLimit: Int = 32 * 1024,
            keepAliveInterval: Duration = .seconds(15)
        ) {
            self.host = host
            self.port = port
            self.liveReload = liveReload
            self.connectionTimeout = connectionTimeout
            self.headerDeadline = headerDeadline
            self.connectionLimit = connectionLimit
            self.connectionsPerClient = connectionsPerClient
            self.maximumEventStreams = maximumEventStreams
            self.connectionMemoryLimit = connectionMemoryLimit
            self.keepAliveInterval = keepAliveInterval
        }
    }

    public let host: String
    /// The port actually bound (the chosen one when configured with 0).
    public let port: UInt16
    let router: RequestRouter
    private let events: EventStream?
    /// The daemon, nil once stopped; only touched under the lock.
    private let daemon: Locked<OpaquePointer?>

    /// Starts listening at once; throws `PreviewServerError` if it cannot.
    public init(store: any SiteStore, configuration: Configuration = Configuration()) throws(PreviewServerError) {
        let socket = try ListenSocket(host: configuration.host, port: configuration.port)
        // libmicrohttpd closes a connection idle for the timeout, and a stream
        // is idle between events: keep-alives must come well within it.
        var keepAlive = configuration.keepAliveInterval
        if configuration.connectionTimeout > 0 {
            keepAlive = min(keepAlive, .seconds(configuration.connectionTimeout) / 2)
        }
        let events = configuration.liveReload ? EventStream(keepAlive: keepAlive, maximumClients: configuration.maximumEventStreams) : nil
        let connections = ConnectionGuard(limits: .init(
            headerDeadline: configuration.headerDeadline, perClient: configuration.connectionsPerClient,
            softLimit: max(1, Int(configuration.connectionLimit) - configuration.connectionsPerClient)))
        let router = RequestRouter(
            store: store,
            transform: configuration.liveReload ? .liveReload : nil,
            events: events,
            connections: connections,
            hosts: AllowedHosts(served: configuration.host)
        )
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_THREAD_PER_CONNECTION.rawValue
            | MHD_USE_POLL.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let inode = socket.inode
        // The router outlives the daemon: it is released in stop(), after
        // MHD_stop_daemon has joined every thread that could use it.
        let context = Unmanaged.passRetained(router).toOpaque()
        let started = hig_mhd_start_daemon(
            UInt32(flags), socket.descriptor,
            answerRequest, context,
            requestCompleted, context,
            requestStarted, context,
            keepURLRaw, nil,
            connectionChanged, context,
            configuration.connectionMemoryLimit, configuration.connectionLimit, configuration.connectionTimeout)
        guard let started else {
            Unmanaged<RequestRouter>.fromOpaque(context).release()
            connections.stop()
            // Close the socket only if the descriptor still is ours (same inode):
            // libmicrohttpd may have closed it, and the number may be reused.
            if socket.inode == inode { close(socket.descriptor) }
            throw .cannotStart("libmicrohttpd refused the configuration")
        }
        self.host = configuration.host
        self.port = socket.port
        self.router = router
        self.events = events
        self.daemon = Locked(started)
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:8000/` (brackets for IPv6 hosts).
    public var url: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }

    /// Sends one Server-Sent Event to every live-reload client. Events the
    /// client understands: `reload`, `error` (data: JSON with `message`, `file`,
    /// `line`, or plain text) and `ok` (clears the error).
    public func broadcast(event: String, data: String) {
        events?.broadcast(event: event, data: data)
    }

    /// Tells every page to reload (keeping the reader's place).
    public func reload(changedPaths: [String] = []) {
        broadcast(event: "reload", data: Self.json(["paths": changedPaths]))
    }

    /// Shows a build failure over every page, e.g. `file: "Content/buttons.ko.txt", line: 12`.
    public func reportBuildError(_ message: String, file: String? = nil, line: Int? = nil) {
        var payload: [String: Any] = ["message": message]
        if let file { payload["file"] = file }
        if let line { payload["line"] = line }
        broadcast(event: "error", data: Self.json(payload))
    }

    /// Removes the build-failure overlay.
    public func clearBuildError() {
        broadcast(event: "ok", data: "{}")
    }

    /// Number of connected live-reload clients.
    public var liveReloadClients: Int { events?.clientCount ?? 0 }

    /// Stops listening, ends the event streams and waits for every connection
    /// thread to finish. Safe to call more than once and from any thread.
    public func stop() {
        let taken = daemon.withLock { current -> OpaquePointer? in
            defer { current = nil }
            return current
        }
        guard let taken else { return }
        // Event streams first: their threads sit in poll(), and
        // MHD_stop_daemon joins every connection thread.
        events?.close()
        MHD_stop_daemon(taken)
        router.connections.stop()
        Unmanaged.passUnretained(router).release()
    }

    private static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
