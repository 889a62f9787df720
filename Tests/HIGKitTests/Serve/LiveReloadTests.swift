import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve

@Suite("Serve: live reload")
struct ServeLiveReloadTests {
    let site: ServeTestSite
    let server: PreviewServer

    static let page = "<!doctype html><html><body><p id=\"b-intro-1\">Hi</p></BODY></html>"

    init() throws {
        site = try ServeTestSite(files: [
            "index.html": Self.page,
            "bare.html": "<p>fragment</p>",
            "style.css": "p { }",
            "404.html": "<html><body>missing</body></html>",
        ])
        var configuration = PreviewServer.Configuration.ephemeral()
        configuration.keepAliveInterval = .milliseconds(300)
        server = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
    }

    /// Opens `/_hig/events` and waits for the stream's first line, after which
    /// the client is registered for broadcasts.
    func subscribe() throws -> RawConnection {
        let connection = try RawConnection(port: server.port)
        connection.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        #expect(connection.read(until: "retry: "))
        return connection
    }

    @Test func htmlGetsTheScriptBeforeBodyEndAndTheFileStaysUntouched() throws {
        let response = try RawHTTP.get(server.port, "/")
        #expect(response.status == 200)
        #expect(response.text == "<!doctype html><html><body><p id=\"b-intro-1\">Hi</p>"
            + LiveReloadScript.tag + "</BODY></html>")
        #expect(try String(contentsOf: site.root.appendingPathComponent("index.html"), encoding: .utf8) == Self.page)
        #expect(response.header("Content-Length") == String(response.body.count))

        #expect(try RawHTTP.get(server.port, "/bare.html").text == "<p>fragment</p>" + LiveReloadScript.tag)
        #expect(try RawHTTP.get(server.port, "/style.css").text == "p { }")
        #expect(try RawHTTP.get(server.port, "/nope").text.contains(LiveReloadScript.tag))
    }

    @Test func injectedPagesHaveTheirOwnETag() throws {
        let plain = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: .ephemeral(liveReload: false))
        defer { plain.stop() }
        let original = try #require(try RawHTTP.get(plain.port, "/").header("ETag"))
        let injected = try #require(try RawHTTP.get(server.port, "/").header("ETag"))
        #expect(injected != original)
        #expect(try RawHTTP.get(server.port, "/", headers: ["If-None-Match": injected]).status == 304)
        #expect(try RawHTTP.get(server.port, "/", headers: ["If-None-Match": original]).status == 200)
    }

    @Test func servesTheClientScript() throws {
        let response = try RawHTTP.get(server.port, "/_hig/live.js")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(response.text.contains("new EventSource(\"/_hig/events\")"))
        #expect(response.text.contains("sessionStorage"))
    }

    @Test func withoutLiveReloadTheReservedPathsAreOrdinary() throws {
        let plain = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: .ephemeral(liveReload: false))
        defer { plain.stop() }
        #expect(try RawHTTP.get(plain.port, "/_hig/live.js").status == 404)
        #expect(try RawHTTP.get(plain.port, "/_hig/events").status == 404)
        #expect(try !RawHTTP.get(plain.port, "/").text.contains("live.js"))
    }

    @Test func broadcastReachesAConnectedClient() throws {
        let client = try subscribe()
        let head = client.consume()
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.contains("Content-Type: text/event-stream"))
        #expect(head.contains("Cache-Control: no-cache"))
        #expect(ServeWait.until { server.liveReloadClients == 1 })

        server.broadcast(event: "reload", data: "{\"paths\":[\"index.html\"]}")
        #expect(client.read(until: "event: reload\ndata: {\"paths\":[\"index.html\"]}\n\n", timeout: 2))
    }

    @Test func multiLineDataStaysOneEvent() throws {
        let client = try subscribe()
        server.broadcast(event: "error", data: "line one\nline two")
        #expect(client.read(until: "event: error\ndata: line one\ndata: line two\n\n", timeout: 2))
    }

    @Test func everyClientGetsTheEvent() throws {
        let clients = try (0..<12).map { _ in try subscribe() }
        #expect(ServeWait.until { server.liveReloadClients == 12 })
        server.reload(changedPaths: ["a.html"])
        for client in clients {
            #expect(client.read(until: "data: {\"paths\":[\"a.html\"]}", timeout: 2))
        }
    }

    @Test func disconnectedClientsAreDroppedAndBroadcastGoesOn() throws {
        var first: RawConnection? = try subscribe()
        #expect(ServeWait.until { server.liveReloadClients == 1 })
        _ = first
        first = nil // closes the socket
        #expect(ServeWait.until(timeout: 3) { server.liveReloadClients == 0 })
        server.broadcast(event: "reload", data: "{}")
        server.broadcast(event: "reload", data: "{}")
        let second = try subscribe()
        server.broadcast(event: "reload", data: "{\"n\":2}")
        #expect(second.read(until: "data: {\"n\":2}", timeout: 2))
        #expect(try RawHTTP.get(server.port, "/style.css").status == 200)
    }

    @Test func idleStreamsGetKeepAliveComments() throws {
        let client = try subscribe()
        #expect(client.read(until: ": keep-alive\n\n", timeout: 3))
    }

    @Test func streamsOutliveTheIdleTimeout() throws {
        var configuration = PreviewServer.Configuration.ephemeral()
        configuration.connectionTimeout = 1
        configuration.keepAliveInterval = .seconds(15) // capped below the timeout
        let strict = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
        defer { strict.stop() }
        let client = try RawConnection(port: strict.port)
        client.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(client.read(until: "retry: "))
        usleep(2_500_000)
        strict.broadcast(event: "reload", data: "{}")
        #expect(client.read(until: "event: reload", timeout: 2))
    }

    @Test func aPendingBuildErrorIsReplayedUntilCleared() throws {
        server.reportBuildError("unclosed block", file: "Content/buttons.ko.txt", line: 12)
        let late = try subscribe()
        #expect(late.read(until: "event: error\ndata: {\"file\":\"Content/buttons.ko.txt\",\"line\":12,\"message\":\"unclosed block\"}", timeout: 2))
        server.clearBuildError()
        #expect(late.read(until: "event: ok", timeout: 2))
        let fresh = try subscribe()
        #expect(!fresh.read(until: "event: error", timeout: 0.5))
    }

    @Test func stopEndsOpenStreams() throws {
        let client = try subscribe()
        let started = Date()
        server.stop()
        #expect(client.readToEnd(timeout: 5))
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(server.liveReloadClients == 0)
    }

    @Test func streamsDoNotStarvePageRequests() throws {
        let clients = try (0..<20).map { _ in try subscribe() }
        #expect(ServeWait.until { server.liveReloadClients == 20 })
        for _ in 0..<20 { #expect(try RawHTTP.get(server.port, "/style.css").status == 200) }
        _ = clients
    }
}
