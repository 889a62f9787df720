import Foundation
import Testing
@testable import Ingest

@Suite struct ContentDiscoveryTests {
    @Test func findsTextFilesRecursivelyInOrderAndSkipsHiddenOnes() throws {
        let text = Fixtures.seed("popovers.ko.txt")
        let root = Fixtures.directory(with: [
            "b/popovers.ko.txt": text,
            "a/deeper/tables.KO.MD": text,
            "a/notes.markdown": text,
            "image.png": "not text",
            ".hidden.md": text,
            ".git/config.md": text,
            "drafts/.cache/old.txt": text,
        ])
        let manager = FileManager.default
        // A link to a file is read; a link to a directory is not followed (no cycles, no escapes).
        try manager.createSymbolicLink(atPath: root.path + "/linked.txt", withDestinationPath: root.path + "/b/popovers.ko.txt")
        try manager.createSymbolicLink(atPath: root.path + "/loop", withDestinationPath: root.path + "/a")
        let (files, diagnostics) = ContentDiscovery.files(in: [root.path])
        #expect(diagnostics.isEmpty)
        #expect(files.map(\.displayPath) == [
            root.path + "/a/deeper/tables.KO.MD", root.path + "/a/notes.markdown",
            root.path + "/b/popovers.ko.txt", root.path + "/linked.txt",
        ])
        #expect(files.map(\.fileName) == ["tables.KO.MD", "notes.markdown", "popovers.ko.txt", "linked.txt"])
        // The same directory named with a trailing slash gives the same display paths.
        #expect(ContentDiscovery.files(in: [root.path + "/"]).0.map(\.displayPath) == files.map(\.displayPath))
        // A missing path is an error naming it; the others are still listed.
        let (some, errors) = ContentDiscovery.files(in: [root.path + "/missing", root.path + "/b"])
        #expect(some.count == 1 && errors.count == 1 && errors[0].location?.path == root.path + "/missing")
    }
}
