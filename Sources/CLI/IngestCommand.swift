import Ingest
import Model
import Support

/// `hig ingest`: reads the texts, aligns them, prints the model.
enum IngestCommand {
    static let spec = CommandSpec(
        name: "ingest",
        summary: "Read guideline texts, identify languages, merge documents and align translations.",
        usage: "hig ingest [PATH ...] [--json] [--pretty]",
        arguments: [("PATH", "Files or directories of .txt/.md texts (default: Content/).")],
        options: [
            .init("json", help: "Print the aligned documents as one JSON object on stdout."),
            .init("pretty", help: "Indent the JSON."),
            .init("quiet", short: "q", help: "Do not print warnings."),
            .init("verbose", short: "v", help: "Print how long each stage took, and why each file joined its document."),
        ],
        discussion: CommandLog.exitStatusHelp("when an input file had an error (it is skipped; the other files are still processed)"))

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let paths = arguments.positionals.isEmpty ? ["Content"] : arguments.positionals
        let log = CommandLog("ingest", io: io, quiet: arguments.has("quiet"))
        let clock = StageClock()
        let corpus = Ingester(keepsSourcesUntilExit: true).ingest(paths: paths, progress: { stage, done, total in
            clock.mark(stage)
            io.progress("\(stage) \(done)/\(total)")
        })
        io.clearProgress()
        if arguments.has("verbose") {
            io.err(clock.report())
            io.err(CorpusSummary.grouping(corpus))
        }
        log.show(corpus.diagnostics)
        if arguments.has("json") {
            CorpusJSON.write(corpus, pretty: arguments.has("pretty")) { io.out(bytes: $0) }
        } else {
            io.out(CorpusSummary.text(corpus))
        }
        ExitLifetime.keep(corpus)
        return log.finish()
    }
}

/// A few lines a person can read after `hig ingest` without --json.
enum CorpusSummary {
    /// Why each file is in its document, and which files found no document to join.
    static func grouping(_ corpus: Corpus) -> String {
        var lines: [String] = ["grouping:"]
        for document in corpus.documents {
            lines.append("  \(document.id):")
            for source in document.sources {
                let why: String
                switch source.matchedBy {
                case "alone" where document.sources.count == 1: why = "alone"
                case "alone": why = "first of its document"
                default: why = "joined by \(source.matchedBy)"
                }
                let detail = source.matchDetail.map { " (\($0))" } ?? ""
                lines.append("    \(TextControls.escaped(source.path)) [\(source.role)]: \(why)\(detail)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(_ corpus: Corpus) -> String {
        var lines: [String] = []
        let languages = corpus.languages
        lines.append("\(corpus.documents.count) documents, languages: \(languages.map(\.rawValue).joined(separator: ", "))")
        for document in corpus.documents {
            let blocks = document.allBlocks.filter { $0.kind != .heading && $0.kind.isTranslatable }
            let english = blocks.filter { $0.text[.english] != nil }.count
            var parts: [String] = ["en \(english)"]
            for language in languages where language != .english {
                let translated = blocks.filter { $0.text[language] != nil }.count
                if translated > 0 { parts.append("\(language) \(translated)") }
            }
            lines.append("  \(document.id): \(document.title(in: .english)) — blocks: \(parts.joined(separator: ", ")); sources: \(document.sources.count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
