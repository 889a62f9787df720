import Ingest
import Model

/// What the report and export commands read first: the texts at `paths`, ingested with
/// progress on a terminal, their diagnostics shown and counted by the command's log.
enum CommandInput {
    static func ingest(_ paths: [String], log: CommandLog) -> Corpus {
        let io = log.io
        let corpus = Ingester(keepsSourcesUntilExit: true).ingest(paths: paths, progress: { stage, done, total in io.progress("\(stage) \(done)/\(total)") })
        io.clearProgress()
        log.show(corpus.diagnostics)
        return corpus
    }
}
