import Foundation
import Testing
@testable import Serve

/// Load test, run by hand: `HIG_SERVE_LOAD_TEST=1 swift test --filter ServeLoad`.
/// Runs `wrk -t2 -c50 -d10s` against a small site (with a few live-reload
/// clients connected) and requires that no request fails.
@Suite("Serve: load (opt-in)")
struct ServeLoadTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HIG_SERVE_LOAD_TEST"] != nil))
    func wrkSeesNoErrors() throws {
        let site = try ServeTestSite(files: [
            "index.html": "<!doctype html><html><body>" + String(repeating: "<p id=\"b-x\">text</p>", count: 200) + "</body></html>",
            "style.css": String(repeating: "p { margin: 0 }\n", count: 100),
        ])
        let server = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: .ephemeral())
        defer { server.stop() }
        let streams = try (0..<5).map { _ in
            let connection = try RawConnection(port: server.port)
            connection.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return connection
        }

        let duration = ProcessInfo.processInfo.environment["HIG_SERVE_LOAD_SECONDS"] ?? "10"
        for path in ["", "style.css"] {
            let wrk = Process()
            wrk.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
            wrk.arguments = ["-t2", "-c50", "-d\(duration)s", "--latency", "http://127.0.0.1:\(server.port)/\(path)"]
            let output = Pipe()
            wrk.standardOutput = output
            try wrk.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            wrk.waitUntilExit()
            let report = String(decoding: data, as: UTF8.self)
            print("wrk /\(path) (debug build, 5 live-reload clients connected):\n\(report)")
            #expect(wrk.terminationStatus == 0)
            #expect(report.contains("Requests/sec:"))
            #expect(!report.contains("Non-2xx or 3xx responses"), "\(report)")
            #expect(!report.contains("Socket errors"), "\(report)")
        }
        server.broadcast(event: "reload", data: "{}")
        for stream in streams { #expect(stream.read(until: "event: reload", timeout: 5)) }
    }
}
