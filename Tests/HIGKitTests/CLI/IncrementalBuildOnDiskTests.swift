import Foundation
import Testing

/// `hig build` into a site it built before: with nothing changed it stops at the manifest and
/// says so (the warnings again, the site untouched); after an edit it writes only the files
/// whose bytes changed and links the others, and the site is byte for byte what a fresh full
/// build makes.
@Suite(.enabled(if: BuildOutputFolderTests.binaryBuilt, "needs `swift build` first"))
struct IncrementalBuildOnDiskTests {
    typealias Project = BuildOutputFolderTests.Project

    /// Every file of the site by path: its inode (a rewritten file has a new one) and bytes.
    static func files(of site: URL) throws -> [String: (inode: UInt64, bytes: Data)] {
        var files: [String: (inode: UInt64, bytes: Data)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: site.path) {
            let full = site.appendingPathComponent(path).path
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            files[path] = (UInt64(info.st_ino), try Data(contentsOf: URL(fileURLWithPath: full)))
        }
        return files
    }

    /// Adds a word to the first long line of `file` in the project's content.
    static func edit(_ project: Project, _ file: String, adding word: String) throws {
        let url = project.root.appendingPathComponent("Content/\(file)")
        var text = try String(contentsOf: url, encoding: .utf8)
        let line = try #require(text.range(of: "\n", range: text.index(text.startIndex, offsetBy: 300)..<text.endIndex))
        text.insert(contentsOf: " " + word, at: line.lowerBound)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @Test func nothingChangedStopsAtTheManifestAndPrintsTheWarningsAgain() throws {
        let project = try Project()
        // An empty text: a warning every build must show.
        try Data().write(to: project.root.appendingPathComponent("Content/empty.md"))
        let first = try project.hig(["build", "-o", "Public"])
        #expect(first.status == 0, "\(first.err)")
        let warning = try #require(first.err.split(separator: "\n").first { $0.contains("warning:") })
        let site = project.root.appendingPathComponent("Public")
        let before = try Self.files(of: site)

        let second = try project.hig(["build", "-o", "Public"])
        #expect(second.status == 0)
        #expect(second.err.contains("Public is up to date: nothing changed since the last build"))
        #expect(second.err.contains(warning))
        #expect(!second.err.contains("Built "))
        let after = try Self.files(of: site)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, file) in before { #expect(after[path]?.inode == file.inode, "\(path) was rewritten") }
    }

    @Test func oneEditRewritesOnlyWhatChangedAndMatchesAFullBuild() throws {
        let project = try Project()
        #expect(try project.hig(["build", "-q", "-o", "Public"]).status == 0)
        let site = project.root.appendingPathComponent("Public")
        let before = try Self.files(of: site)

        try Self.edit(project, "tables.ko.txt", adding: "추가")
        let incremental = try project.hig(["build", "-q", "-o", "Public"])
        #expect(incremental.status == 0, "\(incremental.err)")
        #expect(!incremental.err.contains("up to date"))
        let after = try Self.files(of: site)

        #expect(try project.hig(["build", "-q", "--full", "-o", "Fresh"]).status == 0)
        let fresh = try Self.files(of: project.root.appendingPathComponent("Fresh"))
        #expect(Set(after.keys) == Set(fresh.keys))
        for (path, file) in fresh where path != ".hig-build" { #expect(after[path]?.bytes == file.bytes, "\(path) differs from a full build") }

        // Rewritten: exactly the files whose bytes changed (the edited document's Korean page,
        // what lists it), and the marker and manifest; every other file is the old one.
        let changed = Set(after.keys.filter { before[$0]?.bytes != after[$0]?.bytes })
        let rewritten = Set(after.keys.filter { before[$0]?.inode != after[$0]?.inode })
        #expect(changed.contains("ko/tables/index.html"))
        #expect(!changed.contains("ko/popovers/index.html"))
        #expect(rewritten.subtracting([".hig-site", ".hig-build"]) == changed.subtracting([".hig-build"]))
        #expect(!rewritten.contains("assets/" + (try #require(after.keys.first { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") }).dropFirst(7))))
        #expect(rewritten.count < after.count / 2, "\(rewritten.count) of \(after.count) files rewritten")
    }

    /// A page that shows a picture: editing the picture rewrites that page (it links the copy
    /// by its content-hashed name) and the copy, nothing else, and the site is what a full
    /// build makes.
    @Test func aPictureEditRewritesOnlyItsPagesAndMatchesAFullBuild() throws {
        let project = try Project()
        let content = project.root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1]).write(to: content.appendingPathComponent("images/wheel.png"))
        try Data("# Wheel\n\nA page that shows a picture of a colour wheel.\n\n![The wheel](images/wheel.png)\n".utf8)
            .write(to: content.appendingPathComponent("wheel.md"))
        #expect(try project.hig(["build", "-q", "-o", "Public"]).status == 0)
        let site = project.root.appendingPathComponent("Public")
        let before = try Self.files(of: site)
        let oldCopy = try #require(before.keys.first { $0.hasPrefix("media/wheel.") })

        try Data([0x89, 0x50, 0x4E, 0x47, 2, 2]).write(to: content.appendingPathComponent("images/wheel.png"))
        let incremental = try project.hig(["build", "-o", "Public"])
        #expect(incremental.status == 0, "\(incremental.err)")
        #expect(incremental.err.contains("1 media file copied, 0 broken links"), "\(incremental.err)")
        let after = try Self.files(of: site)
        let newCopy = try #require(after.keys.first { $0.hasPrefix("media/wheel.") })
        #expect(newCopy != oldCopy)
        #expect(after[oldCopy] == nil)
        #expect(after[newCopy]?.bytes == Data([0x89, 0x50, 0x4E, 0x47, 2, 2]))

        #expect(try project.hig(["build", "-q", "--full", "-o", "Fresh"]).status == 0)
        let fresh = try Self.files(of: project.root.appendingPathComponent("Fresh"))
        #expect(Set(after.keys) == Set(fresh.keys))
        for (path, file) in fresh where path != ".hig-build" { #expect(after[path]?.bytes == file.bytes, "\(path) differs from a full build") }
        let rewritten = Set(after.keys.filter { before[$0]?.inode != after[$0]?.inode }).subtracting([".hig-site", ".hig-build"])
        // Every language's page of the document shows the English figure.
        #expect(rewritten == Set(["en", "ja", "ko", "ru"].map { "\($0)/wheel/index.html" } + [newCopy]), "\(rewritten.sorted())")
    }

    /// A picture in a hidden folder (`.gitbook/assets/`, where GitBook keeps them): the
    /// manifest hashes it too, so an edit to it alone is seen without `--full`, and the site
    /// is what a full build makes; with nothing changed the build still stops at the manifest.
    @Test func aPictureInAHiddenFolderIsSeenWhenItChanges() throws {
        let project = try Project()
        let content = project.root.appendingPathComponent("Content")
        let picture = content.appendingPathComponent(".gitbook/assets/wheel.png")
        try FileManager.default.createDirectory(at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1]).write(to: picture)
        try Data("# Wheel\n\nA page that shows a picture of a colour wheel.\n\n![The wheel](.gitbook/assets/wheel.png)\n".utf8)
            .write(to: content.appendingPathComponent("wheel.md"))
        #expect(try project.hig(["build", "-q", "-o", "Public"]).status == 0)
        #expect(try project.hig(["build", "-q", "-o", "Public"]).err.contains("up to date"))
        let site = project.root.appendingPathComponent("Public")
        let before = try Self.files(of: site)
        let oldCopy = try #require(before.keys.first { $0.hasPrefix("media/wheel.") })

        try Data([0x89, 0x50, 0x4E, 0x47, 2, 2]).write(to: picture)
        let incremental = try project.hig(["build", "-o", "Public"])
        #expect(incremental.status == 0, "\(incremental.err)")
        #expect(!incremental.err.contains("up to date"), "\(incremental.err)")
        let after = try Self.files(of: site)
        let newCopy = try #require(after.keys.first { $0.hasPrefix("media/wheel.") })
        #expect(newCopy != oldCopy && after[oldCopy] == nil)
        #expect(after["en/wheel/index.html"]?.bytes != before["en/wheel/index.html"]?.bytes)
        let page = String(decoding: after["en/wheel/index.html"]?.bytes ?? Data(), as: UTF8.self)
        #expect(page.contains(newCopy))

        #expect(try project.hig(["build", "-q", "--full", "-o", "Fresh"]).status == 0)
        let fresh = try Self.files(of: project.root.appendingPathComponent("Fresh"))
        #expect(Set(after.keys) == Set(fresh.keys))
        for (path, file) in fresh where path != ".hig-build" { #expect(after[path]?.bytes == file.bytes, "\(path) differs from a full build") }
        #expect(try project.hig(["build", "-q", "-o", "Public"]).err.contains("up to date"))
    }

    @Test func aTemplateChangeOrFullMakesEveryPageAgain() throws {
        let project = try Project()
        #expect(try project.hig(["build", "-q", "-o", "Public"]).status == 0)
        let site = project.root.appendingPathComponent("Public")
        let original = try Self.files(of: site)
        // Every page links the stylesheet by its content-hashed name.
        let css = project.root.appendingPathComponent("Templates/assets/site.css")
        try (try String(contentsOf: css, encoding: .utf8) + "\n/* changed */\n").write(to: css, atomically: false, encoding: .utf8)
        let build = try project.hig(["build", "-q", "-o", "Public"])
        #expect(build.status == 0)
        #expect(!build.err.contains("up to date"))
        let restyled = try Self.files(of: site)
        let pages = original.keys.filter { $0.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        for path in pages {
            #expect(restyled[path]?.bytes != original[path]?.bytes, "\(path) still links the old stylesheet")
            #expect(restyled[path]?.inode != original[path]?.inode)
        }

        #expect(try project.hig(["build", "-q", "--full", "-o", "Public"]).status == 0)
        let full = try Self.files(of: site)
        // The build manifest beside the marker is rewritten in place; every page is made anew.
        for (path, file) in restyled where path != ".hig-build" {
            #expect(full[path]?.inode != file.inode, "\(path) was kept by --full")
        }
    }
}
