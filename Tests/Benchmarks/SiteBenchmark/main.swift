import Dispatch
import Foundation

// Cost of the site stage alone on a content folder: ingest once, then render every
// document's pages on one thread (thread CPU time, so other processes on a shared machine
// distort it less), the shared pages, and the whole parallel build (wall time).
// Compiled together with Sources/HIGKit by site-benchmark.sh.

func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func wallTime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: site-benchmark CONTENT TEMPLATES [ROUNDS]")
    exit(64)
}
let content = arguments[1]
let templates = URL(fileURLWithPath: arguments[2])
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3

var start = wallTime()
let corpus = Ingester().ingest(paths: [content])
print(String(format: "ingest: %d documents in %.2f s wall (not the site stage)", corpus.documents.count, wallTime() - start))

// HIG_GROUP_LIMIT=N changes the navigation's row limit, to see what the navigation costs.
let groupLimit = ProcessInfo.processInfo.environment["HIG_GROUP_LIMIT"].flatMap { Int($0) } ?? SiteOptions().groupLimit
let builder = try SiteBuilder.load(templates: templates, options: SiteOptions(contentRoot: content, groupLimit: groupLimit))
for round in 1...rounds {
    var cpu = threadCPUTime()
    let context = builder.context(for: corpus)
    let contextTime = threadCPUTime() - cpu

    cpu = threadCPUTime()
    var pages = 0
    var bytes = 0
    for document in corpus.documents {
        let output = try builder.pages(for: document, in: context)
        pages += output.count
        bytes += output.totalBytes
    }
    let documentTime = threadCPUTime() - cpu

    cpu = threadCPUTime()
    let shared = try builder.sharedPages(in: context)
    let sharedTime = threadCPUTime() - cpu

    start = wallTime()
    let site = try builder.build(corpus: corpus)
    let buildWall = wallTime() - start

    print(String(format: "round %d: context %.3f s CPU; %d document pages %.3f s CPU (%.1f µs/page, %.1f MB); "
                 + "%d shared pages %.3f s CPU (%.1f MB); parallel build %.3f s wall, %d files, %.1f MB",
                 round, contextTime, pages, documentTime, documentTime / Double(max(pages, 1)) * 1e6, Double(bytes) / 1e6,
                 shared.count, sharedTime, Double(shared.totalBytes) / 1e6, buildWall, site.count, Double(site.totalBytes) / 1e6))
}
