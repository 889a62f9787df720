import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Support
@testable import Serve

@Suite("Serve: file watcher")
struct ServeFileWatcherTests {
    /// Collects callbacks so a test can wait for them.
    final class Recorder: Sendable {
        let changes = Locked<[FileWatcher.Change]>([])

        var all: [FileWatcher.Change] { changes.withLock { $0 } }

        var paths: Set<String> {
            all.reduce(into: []) { result, change in
                if case .files(let paths) = change { result.formUnion(paths) }
            }
        }

        /// Waits until every path in `expected` has been reported.
        func waitFor(_ expected: Set<String>, timeout: Double = 5) -> Bool {
            ServeWait.until(timeout: timeout) { expected.isSubset(of: paths) }
        }
    }

    let site: ServeTestSite
    let root: String
    let recorder = Recorder()
    let watcher: FileWatcher

    init() throws {
        site = try ServeTestSite(files: ["a.txt": "a", "sub/b.txt": "b"])
        root = site.root.path
        let recorder = self.recorder
        watcher = try FileWatcher(directories: [root], debounce: .milliseconds(80)) { change in
            recorder.changes.withLock { $0.append(change) }
        }
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    @Test func reportsCreatedModifiedAndRemovedFiles() throws {
        try site.write("new.txt", "new")
        #expect(recorder.waitFor([path("new.txt")]))
        try site.write("sub/b.txt", "changed")
        #expect(recorder.waitFor([path("sub/b.txt")]))
        try FileManager.default.removeItem(atPath: path("a.txt"))
        #expect(recorder.waitFor([path("a.txt")]))
    }

    @Test func reportsBothSidesOfARename() throws {
        try FileManager.default.moveItem(atPath: path("a.txt"), toPath: path("sub/renamed.txt"))
        #expect(recorder.waitFor([path("a.txt"), path("sub/renamed.txt")]))
    }

    @Test func watchesNewSubdirectories() throws {
        try FileManager.default.createDirectory(atPath: path("fresh"), withIntermediateDirectories: false)
        // Written at once with its parents: the scan of the new tree finds it
        // even if it landed before the watch existed.
        try site.write("fresh/deep/er/c.txt", "c")
        #expect(recorder.waitFor([path("fresh/deep/er/c.txt")]))
        // And later writes there arrive through the new watches.
        usleep(200_000)
        try site.write("fresh/deep/er/d.txt", "d")
        #expect(recorder.waitFor([path("fresh/deep/er/d.txt")]))
    }

    @Test func dropsRemovedDirectoriesAndWatchesThemWhenRecreated() throws {
        try FileManager.default.removeItem(atPath: path("sub"))
        #expect(recorder.waitFor([path("sub")]))
        try site.write("sub/again.txt", "again")
        #expect(recorder.waitFor([path("sub/again.txt")]))
    }

    @Test func directoryMovedWithinTheTreeIsWatchedAtItsNewPath() throws {
        try FileManager.default.moveItem(atPath: path("sub"), toPath: path("moved"))
        #expect(recorder.waitFor([path("sub"), path("moved/b.txt")]))
        try site.write("moved/later.txt", "x")
        #expect(recorder.waitFor([path("moved/later.txt")]))
    }

    @Test func aBurstOfWritesIsOneCallback() throws {
        // Its own watcher with a longer quiet period, so a busy machine pausing
        // between two writes does not split the burst.
        let burst = Recorder()
        let slow = try FileWatcher(directories: [root], debounce: .milliseconds(300)) { change in
            burst.changes.withLock { $0.append(change) }
        }
        defer { slow.stop() }
        for index in 0..<40 {
            try site.write("a.txt", "\(index)")
            try site.write("sub/b\(index % 5).txt", "\(index)")
        }
        #expect(burst.waitFor([path("a.txt"), path("sub/b0.txt"), path("sub/b4.txt")]))
        usleep(600_000)
        #expect(burst.all.count == 1, "\(burst.all.count) callbacks")
    }

    @Test func ignoresEditorTemporaries() throws {
        for name in [".a.txt.swp", "a.txt~", ".#a.txt", "4913", "sub/.b.txt.swx"] {
            try site.write(name, "tmp")
        }
        try site.write("real.txt", "real")
        #expect(recorder.waitFor([path("real.txt")]))
        usleep(200_000)
        #expect(recorder.paths == [path("real.txt")])
    }

    /// Pages show pictures kept in hidden folders (`.gitbook/assets/`): those are watched,
    /// whether there from the start or made later; version control's folders are not.
    @Test func watchesHiddenFoldersButNotVersionControl() throws {
        let hidden = try ServeTestSite(files: [".gitbook/assets/old.png": "1", ".git/HEAD": "ref"])
        let seen = Recorder()
        let watcher = try FileWatcher(directories: [hidden.root.path], debounce: .milliseconds(80)) { change in
            seen.changes.withLock { $0.append(change) }
        }
        defer { watcher.stop() }
        let at = { (relative: String) in hidden.root.path + "/" + relative }
        try hidden.write(".gitbook/assets/old.png", "2")
        try hidden.write(".attachments/new.png", "3")
        #expect(seen.waitFor([at(".gitbook/assets/old.png"), at(".attachments/new.png")]))
        usleep(200_000)
        try hidden.write(".attachments/later.png", "4")
        for ignored in [".git/HEAD", ".git/objects/ab/cd", ".hg/store", ".svn/entries"] { try hidden.write(ignored, "x") }
        try hidden.write("real.txt", "real")
        #expect(seen.waitFor([at(".attachments/later.png"), at("real.txt")]))
        usleep(200_000)
        #expect(seen.paths == [at(".gitbook/assets/old.png"), at(".attachments/new.png"), at(".attachments/later.png"), at("real.txt")])
    }

    @Test func stopIsPromptAndEndsCallbacks() throws {
        let started = Date()
        watcher.stop()
        watcher.stop()
        #expect(Date().timeIntervalSince(started) < 1)
        try site.write("after.txt", "x")
        usleep(300_000)
        #expect(recorder.all.isEmpty)
    }

    @Test func failsClearlyOnAMissingDirectory() {
        #expect(throws: FileWatcher.Failure.self) {
            try FileWatcher(directories: [root + "/missing"]) { _ in }
        }
    }

    @Test func overflowAsksForARescan() throws {
        var state = WatchState(inotify: -1, roots: [])
        state.handle(descriptor: -1, mask: UInt32(IN_Q_OVERFLOW), name: "")
        #expect(state.takeChange() == .rescan)
        #expect(state.takeChange() == nil)
    }

    @Test func eventRecordsAreParsedByOffset() throws {
        // Two raw records as the kernel lays them out: header, then a NUL-padded name.
        let fd = inotify_init1(0)
        defer { close(fd) }
        var state = WatchState(inotify: fd, roots: [root])
        state.addTree(root)
        let descriptor = try #require(state.directories.first { $0.value == root }?.key)
        var bytes: [UInt8] = []
        func record(_ mask: Int32, _ name: String) {
            var padded = Array(name.utf8) + [0]
            while padded.count % 16 != 0 { padded.append(0) }
            withUnsafeBytes(of: descriptor) { bytes += $0 }
            withUnsafeBytes(of: UInt32(mask)) { bytes += $0 }
            withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
            withUnsafeBytes(of: UInt32(padded.count)) { bytes += $0 }
            bytes += padded
        }
        record(IN_CLOSE_WRITE, "first.html")
        record(IN_MOVED_TO, "second-with-a-longer-name.css")
        bytes.withUnsafeBytes { state.handleEvents($0) }
        #expect(state.takeChange() == .files([path("first.html"), path("second-with-a-longer-name.css")]))
    }
}
