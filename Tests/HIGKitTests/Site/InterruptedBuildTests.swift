import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import CLI
@testable import Site

/// Builds that are interrupted or run twice at once (issue 11, item 11): a signal leaves no
/// staging folder, a build killed outright leaves one that the next build removes (and only
/// hig's own), and a second build into the same output is refused by name.
@Suite struct InterruptedBuildTests {
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    static func folder(_ url: URL, files: [String: [UInt8]]) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name)) }
    }

    @Test func leftoversOfKilledBuildsAreRemovedAndNothingElse() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("Public")
        try SiteWriter().write(SiteOutput(files: ["index.html": Array("old".utf8)]), to: output)
        let marker = [OutputFolderGuard.markerName: OutputFolderGuard.markerContents]
        // What killed builds leave: a half-written site, an old site during a swap, a folder
        // killed before its marker, one whose removal was cut short.
        try Self.folder(parent.appendingPathComponent("Public.tmp-a1B2c3"), files: marker.merging(["half.html": [1]]) { a, _ in a })
        try Self.folder(parent.appendingPathComponent("Public.tmp-d4E5f6.old"), files: marker)
        try Self.folder(parent.appendingPathComponent("Public.tmp-g7H8i9"), files: [:])
        try Self.folder(parent.appendingPathComponent("Public.tmp-j0K1l2.interrupted"), files: marker)
        // Not hig's: the user's files under a look-alike name, other names, a link to a site.
        try Self.folder(parent.appendingPathComponent("Public.tmp-notes1"), files: ["mine.txt": [2]])
        try Self.folder(parent.appendingPathComponent("Public.tmp-ab"), files: [:])
        try Self.folder(parent.appendingPathComponent("Other.tmp-m3N4o5"), files: marker)
        try FileManager.default.createSymbolicLink(atPath: parent.appendingPathComponent("Public.tmp-link12").path,
                                                   withDestinationPath: parent.appendingPathComponent("Other.tmp-m3N4o5").path)

        let removed = try SiteWriter().write(SiteOutput(files: ["index.html": Array("new".utf8)]), to: output)
        #expect(removed.removedLeftovers.map { ($0 as NSString).lastPathComponent } == ["Public.tmp-a1B2c3", "Public.tmp-d4E5f6.old", "Public.tmp-g7H8i9", "Public.tmp-j0K1l2.interrupted"])
        #expect(try Self.names(in: parent) == ["Other.tmp-m3N4o5", "Public", "Public.tmp-ab", "Public.tmp-link12", "Public.tmp-notes1"])
        #expect(try Self.names(in: parent.appendingPathComponent("Public.tmp-notes1")) == ["mine.txt"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "new")
    }

    @Test func aSecondBuildIntoTheSameOutputIsRefused() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("Public")
        let arguments = ["build", "--content", Fixtures.contentDirectory.path, "--templates", SiteFixtures.templatesDirectory.path, "--output", output.path]
        let first = try OutputLock.acquire(for: output)
        let io = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: arguments, io: io) == 1)
        #expect(io.standardError.contains("error: cannot write the site: another build (process \(getpid())) is writing \(output.path); wait for it to end"))
        #expect(try Self.names(in: parent) == ["Public.lock"], "nothing written")
        first.release()
        #expect(CommandLineTool.run(arguments: arguments, io: .capturing()) == 0)
        #expect(try Self.names(in: parent) == ["Public"], "the lock file goes with the build")
    }

    /// The built binary on a site large enough that the signal arrives while it writes: the
    /// signal is sent as soon as the staging folder holds a page (pages are written while the
    /// others are still rendered).
    @Test(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"), arguments: [SIGINT, SIGTERM])
    func aSignalLeavesTheOldSiteAndNoStagingFolder(_ signal: Int32) throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String: String] = [:]
        for index in 0..<400 {
            let paragraph = String(repeating: "사용자가 화면에서 버튼을 누르면 보기가 나타납니다. ", count: 12)
            files["doc\(index).ko.md"] = "# 문서 \(index)\n\n" + Array(repeating: paragraph, count: 5).joined(separator: "\n\n") + "\n"
        }
        let content = Fixtures.directory(with: files)
        defer { try? FileManager.default.removeItem(at: content) }
        let output = directory.appendingPathComponent("Public")
        try SiteWriter().write(SiteOutput(files: ["index.html": Array("old".utf8)]), to: output)

        let process = Process()
        process.executableURL = HigProcess.executable
        process.arguments = ["build", "--content", content.path, "--templates", SiteFixtures.templatesDirectory.path, "--output", output.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        func writing() throws -> Bool {
            guard let staging = try Self.names(in: directory).first(where: { $0.hasPrefix("Public.tmp-") }) else { return false }
            return (try? Self.names(in: directory.appendingPathComponent(staging)))?.contains { $0 != OutputFolderGuard.markerName } ?? false
        }
        while process.isRunning, Date() < deadline, !(try writing()) {
            usleep(1000)
        }
        try #require(process.isRunning, "the build ended before it wrote: nothing to interrupt")
        kill(process.processIdentifier, signal)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(message.contains("hig build: interrupted; nothing half-written is left"))
        #expect(try Self.names(in: directory) == ["Public"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "old")
    }
}
