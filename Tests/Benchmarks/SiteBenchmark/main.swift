import Dispatch
import Foundation

// Cost of the site pipeline alone on a content folder: ingest once, then every step after it
// (markdown, analysis, report, index, pages) with nothing remembered, as `hig build` runs
// them; then a run that remembers, followed by a run with nothing changed (what serve pays
// per edit before any document's own work). Compiled with the stages by site-benchmark.sh.

func wallTime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: site-benchmark CONTENT TEMPLATES [ROUNDS]")
    exit(64)
}
let configuration = PipelineConfiguration(content: arguments[1], templates: arguments[2])
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3

var start = wallTime()
let corpus = Ingester().ingest(paths: configuration.content)
print(String(format: "ingest: %d documents in %.2f s wall (not the site steps)", corpus.documents.count, wallTime() - start))
let templates = try configuration.loadTemplates()

for round in 1...rounds {
    var pipeline = SitePipeline(configuration: configuration, remembers: false)
    start = wallTime()
    let run = try pipeline.make(corpus: corpus, templates: templates, lock: nil)
    print(String(format: "round %d: %.3f s wall, %d files, %.1f MB", round, wallTime() - start, run.site.count,
                 Double(run.site.totalBytes) / 1e6))
    print(run.log.description, terminator: "")
}

var remembering = SitePipeline(configuration: configuration)
_ = try remembering.make(corpus: corpus, templates: templates, lock: nil)
start = wallTime()
let again = try remembering.make(corpus: corpus, templates: templates, lock: nil)
print(String(format: "a run with nothing changed: %.3f s wall, %d files made", wallTime() - start, again.madePaths.count))
print(again.log.description, terminator: "")
