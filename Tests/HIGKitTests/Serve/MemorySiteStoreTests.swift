import Foundation
import Synchronization
import Testing
@testable import Support
@testable import Serve

@Suite("Serve: in-memory site")
struct ServeMemorySiteStoreTests {
    @Test func servesASnapshotAndSwapsIt() throws {
        let store = MemorySiteStore(files: ["index.html": Data("one".utf8), "docs/a.css": Data("a{}".utf8)])
        let server = try PreviewServer(store: store, configuration: .ephemeral(liveReload: false))
        defer { server.stop() }
        #expect(try RawHTTP.get(server.port, "/").text == "one")
        #expect(try RawHTTP.get(server.port, "/docs/a.css").header("Content-Type") == "text/css; charset=utf-8")
        #expect(try RawHTTP.get(server.port, "/docs").header("Location") == "/docs/")
        #expect(try RawHTTP.get(server.port, "/docs/").status == 404) // no index, no listing
        let etag = try #require(try RawHTTP.get(server.port, "/").header("ETag"))

        store.replace(with: SiteSnapshot(files: ["/index.html": Data("two".utf8)]))
        let after = try RawHTTP.get(server.port, "/", headers: ["If-None-Match": etag])
        #expect(after.status == 200)
        #expect(after.text == "two")
        #expect(try RawHTTP.get(server.port, "/docs/a.css").status == 404)
    }

    @Test func etagsFollowTheBytes() {
        let snapshot = SiteSnapshot(files: ["a.txt": Data("x".utf8), "b.txt": Data("x".utf8), "c.txt": Data("y".utf8)])
        #expect(snapshot["a.txt"]?.etag == snapshot["b.txt"]?.etag)
        #expect(snapshot["a.txt"]?.etag != snapshot["c.txt"]?.etag)
        #expect(snapshot.count == 3)
    }

    @Test func updatingKeepsUnchangedFilesAndForgetsEmptiedDirectories() throws {
        let before = SiteSnapshot(files: ["index.html": Data("home".utf8), "guides/a/index.html": Data("a".utf8),
                                          "docs/b.html": Data("b".utf8)])
        let after = before.updating(["docs/b.html": Data("b2".utf8), "new/c.html": Data("c".utf8)],
                                    removing: ["guides/a/index.html"])
        // The unchanged file is kept as it was; the changed one has a new tag.
        #expect(after["index.html"]?.etag == before["index.html"]?.etag && after["index.html"]?.bytes == Data("home".utf8))
        #expect(after["docs/b.html"]?.etag != before["docs/b.html"]?.etag)
        #expect(after.count == 3)
        // `guides` held only the removed page: no redirect to an empty folder; `new` is one.
        func kind(_ snapshot: SiteSnapshot, _ raw: String) throws -> String {
            switch snapshot.entry(at: try RequestPath(raw: raw)) {
            case .file: return "file"
            case .directory: return "directory"
            case .missing: return "missing"
            }
        }
        #expect(try kind(before, "/guides/a") == "directory")
        #expect(try kind(after, "/guides/a") == "missing")
        #expect(try kind(after, "/guides") == "missing")
        #expect(try kind(after, "/new") == "directory")
        #expect(try kind(after, "/docs") == "directory")
        #expect(try kind(after, "/docs/b.html") == "file")
    }

    /// Two versions where a mixed answer would be visible: in v1 `/doc/` is a
    /// directory with an index, in v2 `doc` is a file (so `/doc/` is a 404 with
    /// v2's 404 page). Every answer must belong wholly to one version.
    @Test func requestsSeeTheOldOrTheNewSiteNeverAMix() throws {
        let v1 = SiteSnapshot(files: ["doc/index.html": Data("v1-doc".utf8), "404.html": Data("v1-404".utf8)])
        let v2 = SiteSnapshot(files: ["doc": Data("v2-doc".utf8), "404.html": Data("v2-404".utf8)])
        let store = MemorySiteStore(v1)
        let server = try PreviewServer(store: store, configuration: .ephemeral(liveReload: false))
        defer { server.stop() }

        // Plain threads: blocking socket calls do not belong on the task pool.
        let running = Atomic<Bool>(true)
        let swapCount = Atomic<Int>(0)
        let swapperDone = DispatchSemaphore(value: 0)
        Thread {
            var swaps = 0
            while running.load(ordering: .relaxed) {
                store.replace(with: swaps % 2 == 0 ? v2 : v1)
                swaps += 1
                sched_yield()
            }
            swapCount.store(swaps, ordering: .relaxed)
            swapperDone.signal()
        }.start()
        let answers = Locked<Set<String>>([])
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<60 {
                let target = (worker + index) % 2 == 0 ? "/doc/" : "/doc"
                guard let response = try? RawHTTP.get(server.port, target) else {
                    failures.add(1, ordering: .relaxed)
                    continue
                }
                let answer = "\(target) \(response.status) \(response.text)"
                answers.withLock { _ = $0.insert(answer) }
            }
        }
        running.store(false, ordering: .relaxed)
        swapperDone.wait()
        let swaps = swapCount.load(ordering: .relaxed)
        let seen = answers.withLock { $0 }
        #expect(failures.load(ordering: .relaxed) == 0)

        let consistent: Set<String> = [
            "/doc/ 200 v1-doc", "/doc/ 404 v2-404",
            "/doc 301 301 Moved Permanently\n", "/doc 200 v2-doc",
        ]
        #expect(seen.isSubset(of: consistent), "mixed answers: \(seen.subtracting(consistent))")
        #expect(swaps > 10)
        #expect(seen.contains { $0.contains("v1") } && seen.contains { $0.contains("v2") }, "only one version seen: \(seen)")
    }
}
