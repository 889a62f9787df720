import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve

/// What a hostile client must not get from the preview (issue 11, item 12): slots held by
/// slow, idle or greedy sockets, live-reload streams without end, pages for another host's
/// name, a target cut short by a raw NUL. Small limits, so that a few sockets are a flood;
/// `Tests/Benchmarks/serve-attacks.py` measures the default ones under hundreds.
@Suite("Serve: connection limits, Host and NUL")
struct PreviewServerLimitTests {
    let site: ServeTestSite

    init() throws {
        site = try ServeTestSite(files: ["index.html": "<html><body>home</body></html>"])
    }

    func server(_ change: (inout PreviewServer.Configuration) -> Void = { _ in }) throws -> PreviewServer {
        var configuration = PreviewServer.Configuration.ephemeral()
        change(&configuration)
        return try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
    }

    @Test(arguments: ["/index.html\u{0}/../x", "/\u{0}", "/index.html?a=\u{0}"])
    func aRawNULInTheTargetIsRejected(_ target: String) throws {
        let server = try server()
        defer { server.stop() }
        let response = try RawHTTP.exchange(server.port, "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(response.status == 400)
        #expect(!response.text.contains("home"))
    }

    @Test func onlyItsOwnHostNamesAreAnswered() throws {
        let server = try server()
        defer { server.stop() }
        for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1.evil.example", "localhost.evil.example"] {
            let response = try RawHTTP.exchange(server.port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(response.status == 403, "\(host)")
            #expect(!response.text.contains("home"), "\(host)")
        }
        let events = try RawHTTP.exchange(server.port, "GET /_hig/events HTTP/1.1\r\nHost: evil.example\r\n\r\n")
        #expect(events.status == 403)
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "LOCALHOST", "[::1]:\(server.port)", "192.168.1.20:\(server.port)"] {
            let response = try RawHTTP.exchange(server.port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(response.status == 200, "\(host)")
        }
        #expect(try RawHTTP.exchange(server.port, "GET / HTTP/1.0\r\n\r\n").status == 200, "HTTP/1.0 without Host")
    }

    /// libmicrohttpd's timeout restarts at every byte: a byte every 200 ms kept a slot forever.
    @Test func headersDrippedSlowlyAreCutOffAtTheDeadline() throws {
        let server = try server { $0.headerDeadline = .seconds(1) }
        defer { server.stop() }
        let slow = try RawConnection(port: server.port)
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: \(String(repeating: "a", count: 100))\r\n\r\n".utf8)
        let started = Date()
        for byte in request {
            slow.send(Data([byte]))
            if slow.readSome(timeout: 0.2) || slow.closedByPeer { break }
        }
        #expect(slow.closedByPeer, "still open after dripping for \(Date().timeIntervalSince(started)) s")
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(!String(decoding: slow.received, as: UTF8.self).contains("home"))
        #expect(try RawHTTP.get(server.port, "/").status == 200)
    }

    /// 60 sockets that send nothing, against 40 slots: each new one pushes out the oldest
    /// waiting one, and a request still gets through at once.
    @Test func idleSocketsMakeRoomForARequest() throws {
        let server = try server {
            $0.connectionLimit = 40
            $0.connectionsPerClient = 20
        }
        defer { server.stop() }
        var idle: [RawConnection] = []
        for _ in 0..<60 { idle.append(try RawConnection(port: server.port)) }
        usleep(200_000)
        for _ in 0..<5 {
            let started = Date()
            #expect(try RawHTTP.get(server.port, "/").status == 200)
            #expect(Date().timeIntervalSince(started) < 2)
        }
        // The ones pushed out were closed, not left hanging.
        #expect(ServeWait.until(timeout: 5) { idle.filter { $0.readSome(timeout: 0) || $0.closedByPeer }.count >= 30 })
    }

    /// Unread live-reload streams fill a client's share: a new connection makes room by closing
    /// the oldest stream, not a connection that has just opened and is sending its request
    /// (under a stream flood a good request shares the attack's address).
    @Test func aFloodOfStreamsMakesRoomByClosingAStreamNotANewRequest() throws {
        let server = try server {
            $0.connectionLimit = 40
            $0.connectionsPerClient = 10
            $0.maximumEventStreams = 30
        }
        defer { server.stop() }
        var streams: [RawConnection] = []
        for _ in 0..<10 {
            let stream = try RawConnection(port: server.port)
            stream.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(stream.read(until: "retry:"))
            streams.append(stream)
        }
        var others: [RawConnection] = []
        for attempt in 0..<4 {
            let request = try RawConnection(port: server.port)
            // Another connection of the same client takes it past its share before the request is sent.
            others.append(try RawConnection(port: server.port))
            usleep(20_000)
            request.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(request.read(until: "home"), "request \(attempt) was closed to make room")
        }
        // The room was made by closing streams.
        #expect(ServeWait.until(timeout: 5) { streams.filter { _ = $0.readSome(timeout: 0); return $0.closedByPeer }.count >= 4 })
    }

    @Test func liveReloadStreamsAreCapped() throws {
        let server = try server { $0.maximumEventStreams = 3 }
        defer { server.stop() }
        var streams: [RawConnection] = []
        for _ in 0..<3 {
            let stream = try RawConnection(port: server.port)
            stream.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(stream.read(until: "retry:"))
            streams.append(stream)
        }
        let refused = try RawHTTP.exchange(server.port, "GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(refused.status == 503)
        #expect(server.liveReloadClients == 3)
        #expect(try RawHTTP.get(server.port, "/").status == 200)
        streams.removeLast()
        #expect(ServeWait.until { server.liveReloadClients == 2 })
        let admitted = try RawConnection(port: server.port)
        admitted.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(admitted.read(until: "retry:"), "a freed place is taken again")
    }
}
