import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import CLI

/// `hig serve` as a user runs it: the built binary on a copy of `Content/`, on a free port;
/// pages, a content edit that reloads the browser, an edit that breaks a file and is fixed,
/// a template error, and Ctrl-C.
@Suite(.serialized) struct ServeCommandTests {
    static let executable = Fixtures.repositoryRoot.appendingPathComponent(".build/debug/hig")

    /// A running `hig serve` and what it printed.
    final class Server {
        let process = Process()
        let url: String
        let port: UInt16
        let stderr = Pipe()
        let directory: URL

        init(content: URL, templates: URL, directory: URL) throws {
            self.directory = directory
            let stdout = Pipe()
            process.executableURL = ServeCommandTests.executable
            process.arguments = ["serve", "--port", "0", "--content", content.path, "--templates", templates.path]
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            // The first line on stdout is the address.
            var line = Data()
            while !line.contains(0x0A) {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("Serving http://127.0.0.1:"), let port = UInt16(text.split(separator: ":").last!.dropLast()) else {
                throw POSIXError(.EPROTO)
            }
            url = String(text.dropFirst("Serving ".count))
            self.port = port
        }

        func interrupt() -> Int32 {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(at: directory)
        }
    }

    func start() throws -> (Server, content: URL, templates: URL) {
        let directory = Fixtures.temporaryDirectory()
        let content = directory.appendingPathComponent("Content")
        let templates = directory.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Fixtures.contentDirectory, to: content)
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("Templates"), to: templates)
        return (try Server(content: content, templates: templates, directory: directory), content, templates)
    }

    /// Reads server-sent events until one named `name` arrives; returns its data line.
    func awaitEvent(_ name: String, on events: RawConnection, timeout: Double = 20) -> String? {
        var data: String?
        _ = ServeWait.until(timeout: timeout) {
            _ = events.readSome(timeout: 0.1)
            let text = String(decoding: events.received, as: UTF8.self)
            guard let range = text.range(of: "event: \(name)\ndata: ") else { return false }
            let rest = text[range.upperBound...]
            guard let end = rest.firstIndex(of: "\n") else { return false }
            data = String(rest[..<end])
            return true
        }
        if data != nil { _ = events.consume() }
        return data
    }

    func openEvents(_ port: UInt16) throws -> RawConnection {
        let events = try RawConnection(port: port)
        events.send("GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        #expect(events.read(until: "retry:", timeout: 5))
        _ = events.consume()
        return events
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func servesReloadsAndStops() throws {
        let (server, content, _) = try start()
        let page = try RawHTTP.get(server.port, "/ko/split-views/")
        #expect(page.status == 200)
        #expect(page.header("content-type") == "text/html; charset=utf-8")
        #expect(page.text.contains("/_hig/live.js"), "the preview injects the live-reload script")
        #expect(try RawHTTP.get(server.port, "/ko/reports/alignment/").status == 200)
        #expect(try RawHTTP.get(server.port, "/nowhere/").status == 404)

        // An edit reloads the pages of that document, with the new text.
        let events = try openEvents(server.port)
        let popovers = content.appendingPathComponent("popovers.ko.txt")
        let edited = try String(contentsOf: popovers, encoding: .utf8)
            .replacingOccurrences(of: "A popover is a transient view", with: "A popover is a short-lived view")
        try Data(edited.utf8).write(to: popovers)
        let reload = try #require(awaitEvent("reload", on: events))
        #expect(reload.contains("en/popovers/index.html"))
        #expect(!reload.contains("split-views/index.html"), "pages of other documents are left alone")
        #expect(try RawHTTP.get(server.port, "/en/popovers/").text.contains("A popover is a short-lived view"))

        // A file broken half-way through an edit: the error shows, the last good page stays.
        try Data([0x54, 0x69, 0x74, 0x6C, 0x65, 0x0A, 0x0A, 0xFF, 0x0A]).write(to: popovers)
        let error = try #require(awaitEvent("error", on: events))
        #expect(error.contains("popovers.ko.txt") && error.contains("\"line\":3"))
        #expect(try RawHTTP.get(server.port, "/en/popovers/").text.contains("A popover is a short-lived view"))
        // Fixed: the error clears.
        try Data(edited.utf8).write(to: popovers)
        #expect(awaitEvent("ok", on: events) != nil)

        #expect(server.interrupt() == 0, "Ctrl-C stops the server cleanly")
        let log = String(decoding: server.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // The document's page and its drill-down in the report, in four languages.
        #expect(log.contains("rebuilt 8 pages in"))
        #expect(log.contains("error: invalid UTF-8"))
        #expect(log.contains("Stopped."))
    }

    /// An edit that changes a document's coverage reloads its pages first and the report's
    /// overview, which lists every document, after them.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func theReportOverviewReloadsAfterTheDocument() throws {
        let (server, content, _) = try start()
        let events = try openEvents(server.port)
        let file = content.appendingPathComponent("split-views.ko.txt")
        let added = "\n\nA new paragraph of English that nobody has translated yet, long enough to be one.\n"
        try (try Data(contentsOf: file) + Data(added.utf8)).write(to: file)
        let overview = "ko/reports/alignment/index.html"
        _ = ServeWait.until(timeout: 20) {
            _ = events.readSome(timeout: 0.1)
            return String(decoding: events.received, as: UTF8.self).contains(overview)
        }
        let reloads = events.consume().components(separatedBy: "event: reload\ndata: ").dropFirst().map { $0.prefix { $0 != "\n" } }
        #expect(reloads.count == 2, "\(reloads)")
        #expect(reloads.first?.contains("ko/split-views/index.html") == true && reloads.first?.contains(overview) == false)
        #expect(reloads.last?.contains(overview) == true)
        #expect(try RawHTTP.get(server.port, "/ko/reports/alignment/").status == 200)
        #expect(server.interrupt() == 0)
    }

    /// A picture kept in a hidden folder (`.gitbook/assets/`) is watched like the pages: an
    /// edit to it alone reloads the page that shows it, with the new copy.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func aPictureInAHiddenFolderReloadsItsPage() throws {
        let directory = Fixtures.temporaryDirectory()
        let content = directory.appendingPathComponent("Content")
        let templates = directory.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Fixtures.contentDirectory, to: content)
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("Templates"), to: templates)
        let picture = content.appendingPathComponent(".gitbook/assets/wheel.png")
        try FileManager.default.createDirectory(at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1]).write(to: picture)
        try Data("# Wheel\n\nA page that shows a picture of a colour wheel.\n\n![The wheel](.gitbook/assets/wheel.png)\n".utf8)
            .write(to: content.appendingPathComponent("wheel.md"))
        let server = try Server(content: content, templates: templates, directory: directory)
        let copy = { (page: String) in page.range(of: #"media/wheel\.[0-9a-f]+\.png"#, options: .regularExpression).map { String(page[$0]) } }
        let before = try #require(copy(try RawHTTP.get(server.port, "/en/wheel/").text))

        let events = try openEvents(server.port)
        try Data([0x89, 0x50, 0x4E, 0x47, 2, 2]).write(to: picture)
        let reload = try #require(awaitEvent("reload", on: events))
        #expect(reload.contains("en/wheel/index.html"))
        let after = try #require(copy(try RawHTTP.get(server.port, "/en/wheel/").text))
        #expect(after != before)
        #expect(try RawHTTP.get(server.port, "/" + after).status == 200)
        #expect(server.interrupt() == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func editedEnglishMarksAcceptedTranslationsStale() throws {
        let directory = Fixtures.temporaryDirectory()
        let content = directory.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.contentDirectory, to: content)
        // The translations as they are now are accepted into Content/hig.lock.
        let io = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: ["report", content.path, "--accept", "--quiet"], io: io) == 0)
        let server = try Server(content: content, templates: Fixtures.repositoryRoot.appendingPathComponent("Templates"), directory: directory)
        #expect(!(try RawHTTP.get(server.port, "/ko/split-views/").text.contains("data-status=\"stale\"")))
        let events = try openEvents(server.port)
        let korean = content.appendingPathComponent("split-views.ko.txt")
        let edited = try String(contentsOf: korean, encoding: .utf8)
            .replacingOccurrences(of: "Persistently highlight the active selection", with: "Always highlight the active selection")
        try Data(edited.utf8).write(to: korean)
        #expect(awaitEvent("reload", on: events) != nil)
        let page = try RawHTTP.get(server.port, "/ko/split-views/").text
        #expect(page.contains("data-block=\"intro-3\" data-kind=\"paragraph\" data-status=\"stale\""),
                "the Korean translation of the edited paragraph is marked stale at once")
        // The report follows in the background and lists the stale pair.
        #expect(ServeWait.until(timeout: 15) {
            (try? RawHTTP.get(server.port, "/ko/reports/alignment/split-views/").text.contains("data-problem=\"stale\"")) == true
        }, "the report page lists the stale translation")
        #expect(server.interrupt() == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func templateErrorKeepsTheLastGoodSite() throws {
        let (server, _, templates) = try start()
        let events = try openEvents(server.port)
        let block = templates.appendingPathComponent("block.html")
        let original = try Data(contentsOf: block)
        try (original + Data("{{#unclosed}}\n".utf8)).write(to: block)
        let error = try #require(awaitEvent("error", on: events))
        #expect(error.contains("block.html") && error.contains("unclosed section"))
        // File and line arrive as fields (the overlay's title), not repeated in the message.
        let line = original.filter { $0 == 0x0A }.count + 1
        #expect(error.contains("\"line\":\(line)"), "\(error)")
        #expect(!error.contains("error: unclosed"), "\(error)")
        let page = try RawHTTP.get(server.port, "/ja/split-views/")
        #expect(page.status == 200 && page.text.contains("b-intro-1"), "the last good site is still served")
        try original.write(to: block)
        #expect(awaitEvent("ok", on: events) != nil)
        #expect(server.interrupt() == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func portInUseIsAClearError() throws {
        let (first, _, _) = try start()
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["serve", "--port", String(first.port), "--content", Fixtures.contentDirectory.path]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("port \(first.port) is already in use"))
        #expect(first.interrupt() == 0)
    }
}
