import Foundation
import Pipeline
import Ingest
import Model
import Report

/// `hig export`: the aligned pairs as TMX 1.4b or XLIFF 2.0 for translation-memory tools.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Export the aligned pairs as a TMX 1.4b translation memory or XLIFF 2.0 files.",
        usage: "hig export [PATH ...] --format tmx|xliff [--lang LANG] [-o FILE|DIR]",
        arguments: [("PATH", "Files or directories of .txt/.md texts (default: Content/).")],
        options: [
            .init("format", value: "format", help: "tmx (every language in one file) or xliff (one target language per file)."),
            .init("lang", value: "lang", help: "Only this translation language (repeat or comma-separate for several).", repeatable: true),
            .init("output", short: "o", value: "path", help: "Write to FILE (default: stdout; not a file the command reads: refused); for xliff with several languages, a DIR."),
            .init("quiet", short: "q", help: "Do not print ingest warnings."),
        ],
        discussion: """
        TMX: one <tu tuid="DOC-ID#BLOCK-ID"> per block with English and at least one translation, a <tuv>
        per language, the alignment confidence as <prop type="x-confidence">.
        XLIFF 2.0 holds one target language per file: with several languages, pass --lang, or -o DIR
        to write DIR/LANG.xlf for each. Segment state: final (confidence >= 0.95), reviewed (>= 0.8),
        translated (below), initial (no translation yet).
        Text is the Markdown source as ingested. Control characters that XML 1.0 cannot carry are left
        out, with a warning naming the file and line.

        \(CommandLog.exitStatusHelp("when an input file had an error, when there is nothing to export, or when a\nfile cannot be written"))
        """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard let format = arguments.value("format") else {
            return usage("--format is required: tmx or xliff", io: io)
        }
        guard format == "tmx" || format == "xliff" else {
            return usage("--format must be tmx or xliff, not '\(format)'", io: io)
        }
        let requested: [LanguageTag]?
        do {
            requested = try LanguageOption.parse(arguments.values["lang"])
        } catch {
            return usage(error.description, io: io)
        }
        let output = arguments.value("output")
        let paths = arguments.positionals.isEmpty ? ["Content"] : arguments.positionals
        let log = CommandLog("export", io: io, quiet: arguments.has("quiet"))
        // Refused before anything is read; an XLIFF folder once the languages are known, below.
        if let output, !(format == "xliff" && isDirectory(output)), let refusal = OutputFileGuard(reading: paths).refusal(output) {
            log.show([refusal])
            return log.finish()
        }
        let corpus = CommandInput.ingest(paths, log: log)
        let languages: [LanguageTag]
        do {
            languages = try LanguageOption.check(requested, in: corpus)
        } catch {
            return usage(error.description, io: io)
        }
        guard !languages.isEmpty else {
            log.fail("error: no translation language in \(paths.joined(separator: " "))")
            return log.finish()
        }
        if let output, format == "xliff", isDirectory(output) {
            // One file per language in the folder; a single language's file must be named.
            let targets = languages.count == 1 ? [output] : languages.map { (output as NSString).appendingPathComponent("\($0.rawValue).xlf") }
            let guarding = OutputFileGuard(reading: paths)
            if let refusal = targets.lazy.compactMap({ guarding.refusal($0) }).first {
                log.show([refusal])
                return log.finish()
            }
        }
        let units = ExportUnit.collect(from: ReportRecipe.analyse(corpus, languages: languages).analyses, languages: languages)
        guard let files = files(format, units: units, languages: languages, output: output, io: io) else { return 64 }
        // XLIFF needs at least one <file> with one <unit>: an empty export would not be valid.
        guard files.allSatisfy({ $0.output.units > 0 }) else {
            log.fail("error: nothing to export: no English block with a translation\(format == "xliff" ? " or waiting for one" : "") in \(paths.joined(separator: " "))")
            return log.finish()
        }
        if write(files, log: log), output != nil {
            let pairs = units.reduce(0) { $0 + $1.translations.count }
            io.err("hig export: \(pairs) translation pair\(pairs == 1 ? "" : "s") (\(languages.map(\.rawValue).joined(separator: ", "))) written to \(files.compactMap(\.path).joined(separator: ", "))\n")
        }
        return log.finish()
    }

    /// The files to write (a nil path is stdout): TMX holds every language, XLIFF one per file.
    /// Nil after the usage error when several XLIFF languages have no folder to go to.
    private static func files(_ format: String, units: [ExportUnit], languages: [LanguageTag], output: String?,
                              io: CommandIO) -> [(path: String?, output: TMXWriter.Output)]? {
        if format == "tmx" { return [(output, TMXWriter(languages: languages).write(units))] }
        if languages.count == 1 { return [(output, XLIFFWriter(language: languages[0]).write(units))] }
        guard let directory = output, isDirectory(directory) else {
            let names = languages.map(\.rawValue).joined(separator: ", ")
            _ = usage("XLIFF 2.0 holds one target language per file, and the corpus has \(names): pass --lang LANG for one, or -o DIR (an existing directory) to write one LANG.xlf per language", io: io)
            return nil
        }
        return languages.map { language in
            ((directory as NSString).appendingPathComponent("\(language.rawValue).xlf"), XLIFFWriter(language: language).write(units))
        }
    }

    /// Each file with its diagnostics first; false when one cannot be written.
    private static func write(_ files: [(path: String?, output: TMXWriter.Output)], log: CommandLog) -> Bool {
        for (path, result) in files {
            log.show(result.diagnostics.sortedForOutput())
            guard let path else {
                log.io.out(result.xml)
                continue
            }
            do {
                // The string's own bytes, not a copy of them: an export may be hundreds of megabytes.
                var xml = result.xml
                try xml.withUTF8 { bytes in
                    let data = bytes.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none) }
                    try (data ?? Data()).write(to: URL(fileURLWithPath: path), options: .atomic)
                }
            } catch {
                log.fail("error: cannot write \(path): \(error.localizedDescription)")
                return false
            }
        }
        return true
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func usage(_ message: String, io: CommandIO) -> Int32 {
        spec.usageError(message, io: io)
    }
}
