import Foundation
import Testing

/// The `hig` executable runs on jemalloc rather than glibc's malloc (a build allocates and frees
/// millions of small blocks on both cores; see README's Speed section): the executable target's
/// dependency on `CJemalloc` links it. Without that, nothing else would tell.
@Suite struct AllocatorTests {
    @Test(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"))
    func theExecutableAllocatesWithJemalloc() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // jemalloc prints its statistics at exit when asked to; glibc's malloc ignores the variable.
        let run = try HigProcess.run(["--help"], in: directory, environment: ["MALLOC_CONF": "stats_print:true"])
        #expect(run.status == 0)
        #expect(run.err.contains("Begin jemalloc statistics"))
        #expect(run.out.contains("hig"))
    }
}
