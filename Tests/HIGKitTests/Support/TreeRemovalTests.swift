import Foundation
import Testing
@testable import Support

/// The old site after a swap, and leftover staging folders, are removed with `TreeRemoval`:
/// everything inside goes, nothing outside does.
@Suite struct TreeRemovalTests {
    /// A scratch folder holding `site/` (nested folders, files, an empty folder, links to a
    /// folder and a file outside) and `outside/`, which the links point at.
    func scratch() throws -> (root: String, site: String, outside: String) {
        let root = NSTemporaryDirectory() + "tree-removal-" + UUID().uuidString
        let site = root + "/site", outside = root + "/outside"
        let manager = FileManager.default
        for folder in ["en/a", "en/b/c", "ko/a", "assets", "empty"] {
            try manager.createDirectory(atPath: site + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["index.html", "en/a/index.html", "en/b/c/index.html", "ko/a/index.html", "assets/site.css", "en/.hidden"] {
            try Data("page \(file)".utf8).write(to: URL(fileURLWithPath: site + "/" + file))
        }
        try manager.createDirectory(atPath: outside + "/keep", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: outside + "/keep/notes.md"))
        try manager.createSymbolicLink(atPath: site + "/en/linked-folder", withDestinationPath: outside + "/keep")
        try manager.createSymbolicLink(atPath: site + "/linked-file", withDestinationPath: outside + "/keep/notes.md")
        return (root, site, outside)
    }

    @Test func removesTheWholeTreeAndNothingALinkPointsAt() throws {
        let (root, site, outside) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(TreeRemoval.remove(site))
        #expect(!FileManager.default.fileExists(atPath: site))
        #expect(try String(contentsOfFile: outside + "/keep/notes.md", encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["outside"])
    }

    /// A name that is not UTF-8 is removed by its bytes (a String made of it would name
    /// another file).
    @Test func aNameThatIsNotUTF8IsRemovedToo() throws {
        let (root, site, _) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let name: [CChar] = Array((site + "/en/a/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        let descriptor = open(name, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
        #expect(TreeRemoval.remove(site))
        #expect(!FileManager.default.fileExists(atPath: site))
    }

    @Test func aMissingPathIsAlreadyGoneAndAFileIsRemovedAlone() throws {
        let (root, site, _) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(TreeRemoval.remove(root + "/never-made"))
        #expect(TreeRemoval.remove(site + "/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: site + "/en/a/index.html"))
    }
}
