import Foundation
import Testing

/// `hig init` and `hig new` (issue 14): a team starting from nothing gets a configuration and
/// pages in the right place, builds at once, and nothing it already has is overwritten.
@Suite(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"))
struct InitCommandTests {
    @Test func initWritesAStartThatBuildsAndNeverOverwrites() throws {
        let work = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let first = try HigProcess.run(["init", "--lang", "ko"], in: work)
        #expect(first.status == 0, "\(first.err)")
        for path in ["Content/hig.yaml", "Content/foundations/_index.md", "Content/foundations/welcome.md", "Content/foundations/welcome.ko.md"] {
            #expect(first.err.contains("wrote \(path)\n"))
            #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(path).path))
        }
        let build = try HigProcess.run(["build"], in: work, seconds: 60)
        #expect(build.status == 0 && build.err.contains(", 0 warnings, 0 errors"), "\(build.err)")
        #expect(build.err.contains("Found 1 document; written in en 1, ko 1; the site is in Public/"), "\(build.err)")
        // The team's own settings stay.
        let config = work.appendingPathComponent("Content/hig.yaml")
        try Data("title: Our team\n".utf8).write(to: config)
        let again = try HigProcess.run(["init"], in: work)
        #expect(again.status == 0)
        #expect(again.err.contains("Content/hig.yaml: note: exists; kept as it is"))
        #expect(try String(contentsOf: config, encoding: .utf8) == "title: Our team\n")
    }

    @Test func newWritesAPageInItsGroupFolderOnce() throws {
        let work = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let made = try HigProcess.run(["new", "components/menus-and-actions/buttons", "--lang", "ko"], in: work)
        #expect(made.status == 0, "\(made.err)")
        let page = work.appendingPathComponent("Content/components/menus-and-actions/buttons.ko.md")
        #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("---\ntitle: Buttons\n"))
        try Data("# 버튼\n\n팀이 쓴 글입니다.\n".utf8).write(to: page)
        let twice = try HigProcess.run(["new", "components/menus-and-actions/buttons", "--lang", "ko"], in: work)
        #expect(twice.status == 1)
        #expect(twice.err.contains("buttons.ko.md: error: the page exists; not overwritten"))
        #expect(try String(contentsOf: page, encoding: .utf8) == "# 버튼\n\n팀이 쓴 글입니다.\n")
        let outside = try HigProcess.run(["new", "../escape"], in: work)
        #expect(outside.status == 64)
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("escape.md").path))
    }
}
