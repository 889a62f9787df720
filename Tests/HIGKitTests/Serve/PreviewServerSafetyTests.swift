import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve

/// Hostile and malformed requests, sent over raw sockets so no client
/// normalises them first.
@Suite("Serve: traversal and malformed requests")
struct PreviewServerSafetyTests {
    static let secret = "TOP-SECRET-OUTSIDE-THE-ROOT"

    let site: ServeTestSite
    let server: PreviewServer

    init() throws {
        site = try ServeTestSite(files: [
            "index.html": "<html><body>home</body></html>",
            "404.html": "<html><body>not here</body></html>",
            "a/page.html": "page",
            ".git/config": "[core]",
        ])
        // Outside the root but next to it, where "../" would land.
        try Data(Self.secret.utf8).write(to: site.base.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("leak.txt").path,
            withDestinationPath: site.base.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("outside").path,
            withDestinationPath: site.base.path)
        // A symlink that stays inside the root is fine.
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("alias.html").path,
            withDestinationPath: "a/page.html")
        var configuration = PreviewServer.Configuration.ephemeral(liveReload: false)
        configuration.connectionTimeout = 2
        server = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: configuration)
    }

    static let attacks = [
        "/../secret.txt",
        "/../etc/passwd",
        "/../../../../../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/a/..%2f..%2fsecret.txt",
        "/a/..%2f..%2f..%2fetc/passwd",
        "/..%5c..%5cetc/passwd",
        "/..\\secret.txt",
        "/a/%2e%2e/%2e%2e/secret.txt",
        "/./index.html",
        "/a/./../../secret.txt",
        "//etc/passwd",
        "/index.html%00.png",
        "/secret.txt%00",
        "/%00",
        "/a%0d%0aSet-Cookie:%20x=y",
        "/a%09b",
        "/%zz",
        "/%2",
        "/leak.txt",
        "/outside/secret.txt",
        "/.git/config",
        "/" + String(repeating: "a/", count: 1500),
    ]

    @Test(arguments: attacks)
    func neverServesAnythingOutsideTheRoot(target: String) throws {
        let connection = try RawConnection(port: server.port)
        connection.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        _ = connection.readToEnd(timeout: 5)
        let text = String(decoding: connection.received, as: UTF8.self)
        #expect(!text.contains(Self.secret))
        #expect(!text.contains("root:x:0:0"))
        #expect(!text.contains("[core]"))
        #expect(!text.contains("Set-Cookie"))
        // A refusal is an answer, not a hang-up.
        let response = try #require(RawHTTP.parse(connection.received), "\(target): no response")
        #expect([400, 404, 414, 431].contains(response.status), "\(target) → \(response.status)")
    }

    @Test func nulByteIsRejectedRatherThanTruncated() throws {
        let response = try RawHTTP.get(server.port, "/index.html%00.png")
        #expect(response.status == 400)
        #expect(!response.text.contains("home"))
    }

    @Test func symlinkInsideTheRootIsServed() throws {
        let response = try RawHTTP.get(server.port, "/alias.html")
        #expect(response.status == 200)
        #expect(response.text == "page")
    }

    @Test func encodedCharactersInNamesStillWork() throws {
        try site.write("space name.html", "spaced")
        try site.write("한글.html", "korean")
        #expect(try RawHTTP.get(server.port, "/space%20name.html").text == "spaced")
        #expect(try RawHTTP.get(server.port, "/%ED%95%9C%EA%B8%80.html").text == "korean")
    }

    @Test func garbageRequestLineGetsAnErrorAndTheServerGoesOn() throws {
        for garbage in ["\u{1}\u{2}\u{3} nonsense\r\n\r\n", "GET\r\n\r\n", "HELLO\r\n\r\n", "GET / HTTP/9.9\r\n\r\n"] {
            let connection = try RawConnection(port: server.port)
            connection.send(garbage)
            let closed = connection.readToEnd(timeout: 5)
            let response = RawHTTP.parse(connection.received)
            #expect(closed || response != nil, "no answer to \(garbage.debugDescription)")
            if let response { #expect(response.status >= 400, "\(garbage.debugDescription)") }
        }
        #expect(try RawHTTP.get(server.port, "/").status == 200)
    }

    @Test func hugeHeaderIsRefused() throws {
        let connection = try RawConnection(port: server.port)
        connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: \(String(repeating: "x", count: 100_000))\r\n\r\n")
        #expect(connection.readToEnd(timeout: 5))
        if let response = RawHTTP.parse(connection.received) {
            #expect(response.status == 431 || response.status == 413 || response.status == 400)
        }
        #expect(try RawHTTP.get(server.port, "/").status == 200)
    }

    @Test func stalledRequestTimesOutWithoutBlockingOthers() throws {
        let stalled = try RawConnection(port: server.port)
        stalled.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        // Others are served while it stalls.
        for _ in 0..<5 { #expect(try RawHTTP.get(server.port, "/").status == 200) }
        let started = Date()
        #expect(stalled.readToEnd(timeout: 10), "the stalled connection was never closed")
        #expect(Date().timeIntervalSince(started) < 9)
        #expect(!String(decoding: stalled.received, as: UTF8.self).contains("home"))
    }
}
