import Ingest
import Model

/// What the report and export commands read first: the texts at `paths`, ingested with
/// progress on a terminal, their diagnostics on stderr unless `quiet`.
enum CommandInput {
    static func ingest(_ paths: [String], quiet: Bool, io: CommandIO) -> Corpus {
        let corpus = Ingester().ingest(paths: paths, progress: { stage, done, total in io.progress("\(stage) \(done)/\(total)") })
        io.clearProgress()
        if !quiet {
            for diagnostic in corpus.diagnostics { io.err(diagnostic.description + "\n") }
        }
        return corpus
    }
}
