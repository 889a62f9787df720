import CMicroHTTPD
import Foundation
import Synchronization

/// Answers requests for the preview server. It is the context libmicrohttpd
/// hands back to the C callbacks (through `Unmanaged`, where the compiler
/// cannot check races), so it is `Sendable` with only lets and locked state,
/// and callbacks run on many connection threads at once.
final class RequestRouter: Sendable {
    let store: any SiteStore
    let transform: HTMLTransform?
    /// nil when live reload is off; then `/_hig/` paths go to the store like any other.
    let events: EventStream?
    /// Request contexts alive (made by the URI log callback, freed on completion).
    let openRequests = Atomic<Int>(0)
    let connections: ConnectionGuard
    let hosts: AllowedHosts
    /// The live-reload client, made with the router and freed with it (a static one lived to
    /// the exit, and LeakSanitizer reported its storage as leaked).
    let script = SiteFile(path: "live.js", bytes: Data(LiveReloadScript.source.utf8))

    init(store: any SiteStore, transform: HTMLTransform?, events: EventStream?, connections: ConnectionGuard, hosts: AllowedHosts) {
        self.store = store
        self.transform = transform
        self.events = events
        self.connections = connections
        self.hosts = hosts
    }

    /// Headers on every response: a preview must always revalidate, and the
    /// declared type is the only one a browser may use.
    private static let commonHeaders = [
        ("Cache-Control", "no-cache"),
        ("X-Content-Type-Options", "nosniff"),
    ]

    func respond(_ connection: OpaquePointer, method: String, target: String) -> MHD_Result {
        let host = MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        guard hosts.allows(host) else {
            return refuse(connection, status: 403, text: "403 Forbidden: this preview answers to its own address, localhost or a loopback or IP address, not the host named in the request\n")
        }
        guard method == "GET" || method == "HEAD" else {
            return send(connection, status: 405, text: "405 Method Not Allowed\n", headers: [("Allow", "GET, HEAD")])
        }
        let rawPath: Substring
        let query: Substring?
        if let mark = target.firstIndex(of: "?") {
            rawPath = target[..<mark]
            query = target[target.index(after: mark)...]
        } else {
            rawPath = target[...]
            query = nil
        }

        if let events {
            if rawPath == LiveReloadScript.eventsPath {
                return streamEvents(connection, events: events, bodyless: method == "HEAD")
            }
            if rawPath == LiveReloadScript.path {
                return sendFile(connection, script, status: 200, revalidate: true)
            }
        }

        let path: RequestPath
        do {
            path = try RequestPath(raw: String(rawPath))
        } catch {
            switch error {
            case .badRequest: return send(connection, status: 400, text: "400 Bad Request\n")
            case .hidden: return send(connection, status: 404, text: "404 Not Found\n")
            case .tooLong: return send(connection, status: 414, text: "414 URI Too Long\n")
            }
        }

        switch store.resolve(path) {
        case .file(let file):
            return sendFile(connection, file, status: 200, revalidate: true)
        case .directoryWithoutSlash:
            // The raw path passed validation (no CR/LF, no controls), so it can
            // go back into a header as the client wrote it, query included.
            var location = rawPath + "/"
            if let query { location += "?" + query }
            return send(connection, status: 301, text: "301 Moved Permanently\n", headers: [("Location", String(location))])
        case .notFound(let page?):
            return sendFile(connection, page, status: 404, revalidate: false)
        case .notFound(nil):
            return send(connection, status: 404, text: "404 Not Found\n")
        }
    }

    private func sendFile(_ connection: OpaquePointer, _ file: SiteFile, status: UInt32, revalidate: Bool) -> MHD_Result {
        let type = ContentType.forPath(file.path)
        let transform = ContentType.isHTML(type) ? self.transform : nil
        // The tag needs no bytes: a revalidation answered 304 never rewrites the page.
        let etag = transform.map { $0.etag(from: file.etag) } ?? file.etag
        if revalidate, let header = MHD_lookup_connection_value(connection, .HEADER_KIND, "If-None-Match"),
           EntityTag.ifNoneMatch(String(cString: header), matches: etag) {
            return send(connection, status: 304, body: Data(), headers: [("ETag", etag)])
        }
        let bytes = transform.map { $0.apply(file.bytes) } ?? file.bytes
        return send(connection, status: status, body: bytes,
                    headers: [("Content-Type", type)] + (revalidate ? [("ETag", etag)] : []))
    }

    /// A refusal that closes the connection.
    func refuse(_ connection: OpaquePointer, status: UInt32, text: String) -> MHD_Result {
        send(connection, status: status, text: text, headers: [("Connection", "close")])
    }

    private func send(_ connection: OpaquePointer, status: UInt32, text: String, headers: [(String, String)] = []) -> MHD_Result {
        send(connection, status: status, body: Data(text.utf8),
             headers: [("Content-Type", "text/plain; charset=utf-8")] + headers)
    }

    private func send(_ connection: OpaquePointer, status: UInt32, body: Data, headers: [(String, String)]) -> MHD_Result {
        let response = body.withUnsafeBytes { buffer in
            // MUST_COPY: libmicrohttpd keeps its own copy, so nothing Swift owns
            // has to outlive this call.
            MHD_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        for (name, value) in Self.commonHeaders + headers {
            _ = MHD_add_response_header(response, name, value)
        }
        return MHD_queue_response(connection, status, response)
    }

    /// `/_hig/events`: a never-ending response whose content reader blocks in
    /// the connection's own thread until the client's queue has something.
    private func streamEvents(_ connection: OpaquePointer, events: EventStream, bodyless: Bool) -> MHD_Result {
        let headers = [("Content-Type", "text/event-stream; charset=utf-8")]
        if bodyless { return send(connection, status: 200, body: Data(), headers: headers) }
        guard let client = events.connect(socket: hig_mhd_connection_fd(connection)) else {
            return send(connection, status: 503, text: "503 Service Unavailable\n")
        }
        connections.streaming(connectionKey(connection))
        let stream = EventSubscription(client: client, events: events)
        let context = Unmanaged.passRetained(stream).toOpaque()
        let response = MHD_create_response_from_callback(
            UInt64.max, // MHD_SIZE_UNKNOWN: the stream ends only when one side leaves.
            1024,
            { context, _, buffer, max in
                let stream = Unmanaged<EventSubscription>.fromOpaque(context!).takeUnretainedValue()
                return stream.client.fill(buffer!, max: max)
            },
            context,
            { context in
                // Called once libmicrohttpd is done with the response: the client left or the server stopped.
                let stream = Unmanaged<EventSubscription>.fromOpaque(context!).takeRetainedValue()
                stream.events.disconnect(stream.client)
            }
        )
        guard let response else {
            Unmanaged<EventSubscription>.fromOpaque(context).release()
            events.disconnect(client)
            return .NO
        }
        defer { MHD_destroy_response(response) }
        for (name, value) in Self.commonHeaders + headers {
            _ = MHD_add_response_header(response, name, value)
        }
        return MHD_queue_response(connection, 200, response)
    }
}

/// What the event stream's C callbacks need: the client and the stream to leave.
final class EventSubscription: Sendable {
    let client: EventClient
    let events: EventStream

    init(client: EventClient, events: EventStream) {
        self.client = client
        self.events = events
    }
}

/// Per-request state made by the URI log callback: the request target exactly
/// as received (path and query), before libmicrohttpd splits it.
final class RequestContext: Sendable {
    let target: String
    /// Its bytes, as libmicrohttpd's C string has them.
    let targetLength: Int
    /// The access handler has been called once (with the headers).
    let headersSeen = Atomic<Bool>(false)

    init(target: String, targetLength: Int) {
        self.target = target
        self.targetLength = targetLength
    }
}
