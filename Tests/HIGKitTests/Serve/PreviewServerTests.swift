import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve

@Suite("Serve: preview server over a directory")
struct PreviewServerTests {
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])

    let site: ServeTestSite
    let server: PreviewServer

    init() throws {
        site = try ServeTestSite(files: [
            "index.html": "<!doctype html><html><body><h1 id=\"b-home-1\">Home</h1></body></html>",
            "style.css": "body { color: black }",
            "app.js": "console.log('hi')",
            "notes.txt": "plain",
            "data.bin": "\u{1}\u{2}",
            "guides/index.html": "<html><body>Guides</body></html>",
            "guides/buttons.html": "<p>no body tag</p>",
            "empty/.keep": "",
            "404.html": "<html><body>Site 404 page</body></html>",
        ])
        try site.write("logo.png", Self.pngBytes)
        server = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: .ephemeral(liveReload: false))
    }

    @Test func servesFilesWithTypesAndPreviewHeaders() throws {
        let expectations: [(String, String)] = [
            ("/", "text/html; charset=utf-8"),
            ("/style.css", "text/css; charset=utf-8"),
            ("/app.js", "text/javascript; charset=utf-8"),
            ("/notes.txt", "text/plain; charset=utf-8"),
            ("/logo.png", "image/png"),
            ("/data.bin", "application/octet-stream"),
        ]
        for (path, type) in expectations {
            let response = try RawHTTP.get(server.port, path)
            #expect(response.status == 200, "\(path)")
            #expect(response.header("Content-Type") == type, "\(path)")
            #expect(response.header("Cache-Control") == "no-cache", "\(path)")
            #expect(response.header("X-Content-Type-Options") == "nosniff", "\(path)")
            #expect(response.header("ETag")?.hasPrefix("\"") == true, "\(path)")
        }
        #expect(try RawHTTP.get(server.port, "/logo.png").body == Self.pngBytes)
        #expect(try RawHTTP.get(server.port, "/style.css").text == "body { color: black }")
    }

    @Test func directoryWithSlashServesItsIndex() throws {
        let response = try RawHTTP.get(server.port, "/guides/")
        #expect(response.status == 200)
        #expect(response.text == "<html><body>Guides</body></html>")
        #expect(try RawHTTP.get(server.port, "/").text.contains("Home"))
    }

    @Test func directoryWithoutSlashRedirectsKeepingTheQuery() throws {
        let response = try RawHTTP.get(server.port, "/guides?lang=ko&x=%20y")
        #expect(response.status == 301)
        #expect(response.header("Location") == "/guides/?lang=ko&x=%20y")
        #expect(try RawHTTP.get(server.port, "/guides").header("Location") == "/guides/")
    }

    @Test func missingPathsGetTheSite404Page() throws {
        for path in ["/nope.html", "/guides/nope/", "/style.css/", "/empty/"] {
            let response = try RawHTTP.get(server.port, path)
            #expect(response.status == 404, "\(path)")
            #expect(response.text == "<html><body>Site 404 page</body></html>", "\(path)")
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        }
    }

    @Test func missingPathsFallBackToPlainTextWithout404Page() throws {
        let bare = try ServeTestSite(files: ["index.html": "x"])
        let other = try PreviewServer(store: DirectorySiteStore(root: bare.root.path), configuration: .ephemeral())
        defer { other.stop() }
        let response = try RawHTTP.get(other.port, "/missing")
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.text == "404 Not Found\n")
    }

    @Test func headHasHeadersButNoBody() throws {
        let get = try RawHTTP.get(server.port, "/style.css")
        let head = try RawHTTP.get(server.port, "/style.css", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("Content-Type") == "text/css; charset=utf-8")
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(head.header("ETag") == get.header("ETag"))
        #expect(head.body.isEmpty)
    }

    @Test func ifNoneMatchGives304() throws {
        let first = try RawHTTP.get(server.port, "/style.css")
        let etag = try #require(first.header("ETag"))
        for value in [etag, "\"other\", \(etag)", "W/\(etag)", "*"] {
            let again = try RawHTTP.get(server.port, "/style.css", headers: ["If-None-Match": value])
            #expect(again.status == 304, "\(value)")
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == etag)
            #expect(again.header("Cache-Control") == "no-cache")
        }
        let stale = try RawHTTP.get(server.port, "/style.css", headers: ["If-None-Match": "\"stale\""])
        #expect(stale.status == 200)
        #expect(stale.text == "body { color: black }")
    }

    @Test func etagChangesWhenTheFileChanges() throws {
        let before = try #require(try RawHTTP.get(server.port, "/notes.txt").header("ETag"))
        try site.write("notes.txt", "plain, edited")
        let after = try RawHTTP.get(server.port, "/notes.txt", headers: ["If-None-Match": before])
        #expect(after.status == 200)
        #expect(after.text == "plain, edited")
        #expect(after.header("ETag") != before)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
    func otherMethodsGet405(method: String) throws {
        let response = try RawHTTP.exchange(server.port,
            "\(method) /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello")
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(try RawHTTP.get(server.port, "/").status == 200)
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let connection = try RawConnection(port: server.port)
        connection.send("GET /style.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let arrived = connection.read(until: "console.log('hi')")
        #expect(arrived, "\(connection.received.count) bytes: \(String(decoding: connection.received, as: UTF8.self))")
        #expect(connection.consume().contains("body { color: black }"))
    }

    @Test func stopIsIdempotentAndFreesThePort() throws {
        let port = server.port
        server.stop()
        server.stop()
        #expect(throws: (any Error).self) { try RawConnection(port: port) }
        var configuration = PreviewServer.Configuration.ephemeral()
        configuration.port = port
        let again = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
        defer { again.stop() }
        #expect(try RawHTTP.get(port, "/").status == 200)
    }

    @Test func portInUseIsAClearError() throws {
        var configuration = PreviewServer.Configuration.ephemeral()
        configuration.port = server.port
        #expect(throws: PreviewServerError.portInUse(host: "127.0.0.1", port: server.port)) {
            try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
        }
        let message = PreviewServerError.portInUse(host: "127.0.0.1", port: 8000).description
        #expect(message == "hig serve: port 8000 is already in use (try --port 8001)")
        #expect(try RawHTTP.get(server.port, "/").status == 200)
    }

    @Test func bindsLoopbackByDefaultAndResolvesLocalhost() throws {
        #expect(PreviewServer.Configuration().host == "127.0.0.1")
        var configuration = PreviewServer.Configuration.ephemeral()
        configuration.host = "localhost"
        let local = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
        defer { local.stop() }
        #expect(try RawHTTP.get(local.port, "/").status == 200)
        #expect(local.url == "http://localhost:\(local.port)/")
    }

    @Test func unknownHostIsAClearError() {
        var configuration = PreviewServer.Configuration.ephemeral()
        configuration.host = "192.0.2.1" // TEST-NET-1: never an address of this machine
        #expect(throws: PreviewServerError.unknownHost("192.0.2.1")) {
            try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
        }
    }

    @Test func missingRootIsAClearError() {
        #expect(throws: DirectorySiteStore.Failure.self) {
            try DirectorySiteStore(root: site.base.appendingPathComponent("no-such-dir").path)
        }
    }

    @Test func requestContextsAreFreedAfterEveryKindOfRequest() throws {
        _ = try RawHTTP.get(server.port, "/")
        _ = try RawHTTP.get(server.port, "/guides")
        _ = try RawHTTP.get(server.port, "/nope")
        _ = try RawHTTP.get(server.port, "/../x")
        _ = try RawHTTP.get(server.port, "/", method: "POST")
        _ = try RawHTTP.get(server.port, "/", headers: ["X-Big": String(repeating: "a", count: 64 * 1024)])
        let router = server.router
        #expect(ServeWait.until { router.openRequests.load(ordering: .relaxed) == 0 })
        // The count does rise: a request whose headers never finish holds its context until
        // the client goes away.
        do {
            let stalled = try RawConnection(port: server.port)
            stalled.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            #expect(ServeWait.until { router.openRequests.load(ordering: .relaxed) == 1 })
            withExtendedLifetime(stalled) {} // closed when it goes out of scope here
        }
        #expect(ServeWait.until { router.openRequests.load(ordering: .relaxed) == 0 })
    }
}
