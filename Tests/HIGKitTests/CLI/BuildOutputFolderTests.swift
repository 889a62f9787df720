import Foundation
import Testing
@testable import Model
@testable import Site
@testable import CLI

/// `hig build -o DIR` replaces DIR as a whole. An output that is the project, holds or sits in
/// its content or templates, or holds someone else's files is refused with exit status 1 and
/// nothing on disk changes; a new folder, an empty one or an earlier hig site is built into.
@Suite struct BuildOutputFolderTests {
    /// `work/project/` with a copy of the seeds in `Content/` and of the repository's
    /// `Templates/`, a user's `notes/todo.txt` and an empty `Empty/`; next to it `work/link`, a
    /// symlink to the project. Removed on deinit.
    final class Project {
        let work = Fixtures.temporaryDirectory()
        var root: URL { work.appendingPathComponent("project") }

        init() throws {
            let files = FileManager.default
            try files.createDirectory(at: root.appendingPathComponent("notes"), withIntermediateDirectories: true)
            try files.createDirectory(at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
            try files.copyItem(at: Fixtures.contentDirectory, to: root.appendingPathComponent("Content"))
            try files.copyItem(at: SiteFixtures.templatesDirectory, to: root.appendingPathComponent("Templates"))
            try Data("my own notes\n".utf8).write(to: root.appendingPathComponent("notes/todo.txt"))
            try files.createSymbolicLink(atPath: work.appendingPathComponent("link").path, withDestinationPath: root.path)
        }

        deinit { try? FileManager.default.removeItem(at: work) }

        /// Every entry below `work`: a file's bytes, a folder as `/`, a link as `-> target`.
        func tree() throws -> [String: Data] {
            var entries: [String: Data] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: work.path) {
                let full = work.appendingPathComponent(path).path
                let type = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
                switch type {
                case .typeDirectory?: entries[path] = Data("/".utf8)
                case .typeSymbolicLink?: entries[path] = Data("-> \(try FileManager.default.destinationOfSymbolicLink(atPath: full))".utf8)
                default: entries[path] = try Data(contentsOf: URL(fileURLWithPath: full))
                }
            }
            return entries
        }

        /// The entries added, removed or changed since `before`, sorted.
        func changes(since before: [String: Data]) throws -> [String] {
            let after = try tree()
            return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        }

        /// The built binary, run from the project's root as a user runs it.
        func hig(_ arguments: [String]) throws -> (status: Int32, err: String) {
            let process = Process()
            process.executableURL = PublicSiteTests.executable
            process.arguments = arguments
            process.currentDirectoryURL = root
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
    }

    /// An output `hig build` must refuse, and why, as the message says it.
    struct Refused: Sendable, CustomTestStringConvertible {
        var output: String
        var why: String
        var testDescription: String { "-o '\(output)'" }

        var message: String {
            let into = output.isEmpty ? "" : " into '\(output)'"
            return "error: refusing to write the site\(into): \(why); choose an empty or new folder [unsafe-output]\n"
        }
    }

    /// The cases of the issue, and more; `../link` is a symlink to the project.
    static let refused: [Refused] = [".", "./", "Content/..", "../project", "../link"].map {
        Refused(output: $0, why: "it is the current folder")
    } + [
        Refused(output: "", why: "the output folder is empty (an empty --output, perhaps an unset variable)"),
        Refused(output: "..", why: "it contains the current folder"),
        Refused(output: "Content", why: "it is the content folder 'Content'"),
        Refused(output: "../link/Content", why: "it is the content folder 'Content'"),
        Refused(output: "Templates", why: "it is the templates folder 'Templates'"),
        Refused(output: "Content/site", why: "it is inside the content folder 'Content'"),
        Refused(output: "Templates/assets", why: "it is inside the templates folder 'Templates'"),
        Refused(output: "notes", why: "it is not empty and not a site hig built (no .hig-site marker)"),
    ]

    static let binaryBuilt = FileManager.default.isExecutableFile(atPath: PublicSiteTests.executable.path)

    @Test(.enabled(if: binaryBuilt, "needs `swift build` first"), arguments: refused)
    func refusedOutputTouchesNothing(_ refused: Refused) throws {
        let project = try Project()
        let before = try project.tree()
        let result = try project.hig(["build", "-o", refused.output])
        #expect(result.status == 1)
        #expect(result.err == refused.message + "hig build: 0 warnings, 1 error\n")
        let changes = try project.changes(since: before)
        #expect(changes.isEmpty, "added (a staging folder too), removed or changed: \(changes)")
    }

    /// The same refusals from the guard itself, without the binary.
    @Test(arguments: refused)
    func guardRefuses(_ refused: Refused) throws {
        let project = try Project()
        let outputGuard = OutputFolderGuard(currentFolder: project.root.path, content: ["Content"], templates: "Templates")
        do {
            try outputGuard.check(refused.output)
            Issue.record("accepted")
        } catch {
            #expect(error.description + "\n" == refused.message)
        }
    }

    @Test(.enabled(if: binaryBuilt, "needs `swift build` first"), arguments: ["Public", "out/site", "Empty"])
    func newOrEmptyFolderIsBuiltIntoAndMarked(_ output: String) throws {
        let project = try Project()
        let before = try project.tree()
        let result = try project.hig(["build", "-q", "-o", output])
        #expect(result.status == 0, "\(result.err)")
        let site = project.root.appendingPathComponent(output)
        #expect(FileManager.default.contents(atPath: site.appendingPathComponent(".hig-site").path) == Data(OutputFolderGuard.markerContents))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("en/index.html").path))
        // Besides the output, only the new folder above it was added.
        let outside = try project.changes(since: before).filter { !"\($0)/".hasPrefix("project/\(output)/") }
        #expect(outside == (output == "out/site" ? ["project/out"] : []))
    }

    /// A folder hig built carries the marker, so it is replaced: files the old site had and the
    /// new one has not are gone.
    @Test(.enabled(if: binaryBuilt, "needs `swift build` first"))
    func siteHigBuiltIsReplaced() throws {
        let project = try Project()
        #expect(try project.hig(["build", "-q", "-o", "Public"]).status == 0)
        let stale = project.root.appendingPathComponent("Public/stale.html")
        try Data("old page".utf8).write(to: stale)
        let again = try project.hig(["build", "-q", "-o", "Public"])
        #expect(again.status == 0, "\(again.err)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Public/.hig-site").path))
    }

    /// Content outside the current folder (and not there yet): a folder around it is refused;
    /// only a regular file counts as the marker.
    @Test func contentElsewhereAndMarkerMustBeAFile() throws {
        let project = try Project()
        let texts = project.work.appendingPathComponent("texts")
        let outputGuard = OutputFolderGuard(currentFolder: project.root.appendingPathComponent("Empty").path,
                                            content: [texts.appendingPathComponent("Content").path], templates: "../Templates")
        #expect(throws: OutputFolderGuard.Refusal(path: "..", reason: .containsCurrentFolder)) { try outputGuard.check("..") }
        #expect(throws: OutputFolderGuard.Refusal(path: "../../texts", reason: .containsSource(outputGuard.sources[0]))) {
            try outputGuard.check("../../texts")
        }
        #expect(throws: OutputFolderGuard.Refusal(path: texts.path + "/Content/x/..", reason: .isSource(outputGuard.sources[0]))) {
            try outputGuard.check(texts.path + "/Content/x/..")
        }
        #expect(throws: OutputFolderGuard.Refusal(path: "../Templates/x", reason: .insideSource(outputGuard.sources[1]))) {
            try outputGuard.check("../Templates/x")
        }
        let marker = project.root.appendingPathComponent("notes/.hig-site")
        try FileManager.default.createDirectory(at: marker, withIntermediateDirectories: true)
        #expect(throws: OutputFolderGuard.Refusal(path: "../notes", reason: .notAHigSite)) { try outputGuard.check("../notes") }
        try FileManager.default.removeItem(at: marker)
        try Data(OutputFolderGuard.markerContents).write(to: marker)
        try outputGuard.check("../notes")
        try outputGuard.check("../../texts-site")
    }
}
