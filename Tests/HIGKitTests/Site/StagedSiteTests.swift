import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Site

/// A site written file by file while the build makes it (`hig build` puts each document's
/// pages as they are rendered): nothing of it is in the output folder until `finish` swaps it
/// in whole, and a failure at any point leaves the previous site and no staging folder.
@Suite struct StagedSiteTests {
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static func inode(_ path: String) -> UInt64 {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    /// `Public` in a fresh folder, holding a site of `files`; the caller removes `parent`.
    static func previousSite(_ files: [String: [UInt8]]) throws -> (parent: URL, output: URL) {
        let parent = Fixtures.temporaryDirectory()
        let output = parent.appendingPathComponent("Public")
        try SiteWriter().write(SiteOutput(files: files), to: output)
        return (parent, output)
    }

    @Test func filesPutDuringTheBuildAppearOnlyWhenItFinishes() throws {
        let (parent, output) = try Self.previousSite(["index.html": Array("old".utf8), "gone.txt": [1]])
        defer { try? FileManager.default.removeItem(at: parent) }

        let site = try StagedSite(output, reusing: false)
        try site.put("ko/tables/index.html", Array("표".utf8))
        try site.put("index.html", Array("new".utf8))
        site.offer("search/text/0.json", [1, 2, 3])
        // Meanwhile the output is the old site, and the new one waits beside it.
        #expect(try Self.text(output.appendingPathComponent("index.html")) == "old")
        let staging = try #require(try Self.names(in: parent).first { $0.hasPrefix("Public.tmp-") })
        #expect(try Self.text(parent.appendingPathComponent(staging + "/ko/tables/index.html")) == "표")
        #expect(site.tally == StagedSite.Tally(files: 3, pages: 2, bytes: 3 + 3 + 3))

        let counts = try site.finish()
        #expect(counts.written == 3 && counts.kept == 0)
        #expect(Set(counts.stamps.keys) == ["ko/tables/index.html", "index.html", "search/text/0.json"])
        #expect(try Self.names(in: parent) == ["Public"])
        #expect(try Self.names(in: output) == [OutputFolderGuard.markerName, "index.html", "ko", "search"])
        #expect(try Self.text(output.appendingPathComponent("index.html")) == "new")
    }

    @Test func anAbandonedSiteLeavesTheOldOneAndNoStagingFolder() throws {
        let (parent, output) = try Self.previousSite(["index.html": Array("old".utf8)])
        defer { try? FileManager.default.removeItem(at: parent) }

        let site = try StagedSite(output, reusing: false)
        try site.put("a/b/index.html", [1])
        site.abandon()
        #expect(try Self.names(in: parent) == ["Public"])
        #expect(try Self.text(output.appendingPathComponent("index.html")) == "old")
        #expect(throws: SiteError.self) { try site.finish() }
        #expect(try Self.names(in: parent) == ["Public"])
    }

    /// `offer` cannot stop its caller (the search index's texts, written from its batches):
    /// its failure waits for `finish`, which then leaves the old site as it was.
    @Test func aFailedOfferStopsTheSwap() throws {
        let (parent, output) = try Self.previousSite(["index.html": Array("old".utf8)])
        defer { try? FileManager.default.removeItem(at: parent) }

        let site = try StagedSite(output, reusing: false)
        try site.put("x", [1])
        // A file and a folder cannot have the same path.
        site.offer("x/index.html", [2])
        try site.put("index.html", Array("new".utf8))
        #expect(throws: SiteError.self) { try site.finish() }
        #expect(try Self.names(in: parent) == ["Public"])
        #expect(try Self.text(output.appendingPathComponent("index.html")) == "old")
    }

    /// Two steps making the same file would make the site depend on which wrote last.
    @Test func aPathPutTwiceIsAnError() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = try StagedSite(parent.appendingPathComponent("Public"), reusing: false)
        defer { site.abandon() }
        try site.put("en/index.html", [1])
        #expect(throws: SiteError.self) { try site.put("en/index.html", [1]) }
        #expect(throws: SiteError.self) { try site.put(OutputFolderGuard.markerName, [1]) }
    }

    /// Reusing, a file the previous site holds with the same bytes is the same file (linked,
    /// not written again); a changed one is new.
    @Test func reusingLinksWhatDidNotChange() throws {
        let (parent, output) = try Self.previousSite(["same/index.html": [1, 2], "changed.html": [3]])
        defer { try? FileManager.default.removeItem(at: parent) }
        let same = Self.inode(output.path + "/same/index.html")
        let changed = Self.inode(output.path + "/changed.html")

        let site = try StagedSite(output, reusing: true)
        try site.put("same/index.html", [1, 2])
        try site.put("changed.html", [4])
        let counts = try site.finish()
        #expect(counts.kept == 1 && counts.written == 1)
        #expect(Self.inode(output.path + "/same/index.html") == same)
        #expect(Self.inode(output.path + "/changed.html") != changed)
    }

    /// Old files are compared a piece at a time: a file of several pieces that differs only in
    /// its last byte (the same size) is written again, one equal throughout is kept, and so is
    /// an empty one.
    @Test func reusingComparesEveryPieceOfALargeFile() throws {
        let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        var changedAtTheEnd = large
        changedAtTheEnd[changedAtTheEnd.count - 1] &+= 1
        var changedInTheMiddle = large
        changedInTheMiddle[100_000] &+= 1
        let (parent, output) = try Self.previousSite(["same.html": large, "end.html": large, "middle.html": large, "empty.html": []])
        defer { try? FileManager.default.removeItem(at: parent) }
        let inodes = ["same.html", "end.html", "middle.html", "empty.html"].map { Self.inode(output.path + "/" + $0) }

        let site = try StagedSite(output, reusing: true)
        try site.put("same.html", large)
        try site.put("end.html", changedAtTheEnd)
        try site.put("middle.html", changedInTheMiddle)
        try site.put("empty.html", [])
        let counts = try site.finish()
        #expect(counts.kept == 2 && counts.written == 2)
        #expect(Self.inode(output.path + "/same.html") == inodes[0])
        #expect(Self.inode(output.path + "/end.html") != inodes[1])
        #expect(Self.inode(output.path + "/middle.html") != inodes[2])
        #expect(Self.inode(output.path + "/empty.html") == inodes[3])
        #expect(try [UInt8](Data(contentsOf: output.appendingPathComponent("end.html"))) == changedAtTheEnd)
        #expect(try [UInt8](Data(contentsOf: output.appendingPathComponent("middle.html"))) == changedInTheMiddle)
    }
}
