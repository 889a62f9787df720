import Analysis
import Pipeline
import Foundation
import Ingest
import Model
import Report
import Site

/// `hig report`: translation coverage and suspicious pairs, as a terminal table, JSON or an
/// HTML page; `--accept` records the current pairs in the lock file for staleness checks.
enum ReportCommand {
    static let spec = CommandSpec(
        name: "report",
        summary: "Report translation coverage, suspicious pairs, source variants and stale translations.",
        usage: "hig report [PATH ...] [--format text|json|html] [--lang LANG] [--min-coverage PCT] [--strict] [--accept] [--lock FILE] [--templates DIR] [-o FILE]",
        arguments: [("PATH", "Files or directories of .txt/.md texts (default: Content/).")],
        options: [
            .init("format", value: "format", help: "text (default; a table, colour on a terminal), json or html."),
            .init("lang", value: "lang", help: "Only this translation language (repeat or comma-separate for several).", repeatable: true),
            .init("min-coverage", value: "pct", help: "Exit 1 when a language's coverage is below this percentage."),
            .init("strict", help: "Exit 1 when any error-severity problem (or ingest error) is found."),
            .init("accept", help: "Accept the current translations: write their hashes to the lock file first."),
            .init("lock", value: "file", help: "The lock file (default: hig.lock in the first PATH directory)."),
            .init("output", short: "o", value: "file", help: "Write the report to FILE instead of stdout."),
            .init("templates", value: "dir", help: "The templates of the html format (default: Templates/)."),
            .init("quiet", short: "q", help: "Do not print ingest warnings."),
        ],
        discussion: """
        Problems (ids as printed in [brackets] and in JSON):
          errors:   anchor-missing (an identifier, number, URL, code span or name of the English is
                    not in the translation), untranslated-english (the translation is English),
                    stale (the English changed since the pair was accepted with --accept)
          warnings: low-confidence (alignment confidence below 0.8), length-ratio (far from the
                    corpus's usual length for the language), structure-mismatch (headings, list
                    items, links or code spans differ in a section), source-variant (two sources
                    of one language disagree)
        Exit status: 0; 1 with --strict when an error is found, or when coverage is under
        --min-coverage; 64 for a bad command line.
        """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let format = arguments.value("format") ?? "text"
        guard ["text", "json", "html"].contains(format) else {
            return usage("--format must be text, json or html, not '\(format)'", io: io)
        }
        var minimumCoverage: Double?
        if let text = arguments.value("min-coverage") {
            let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let value = Double(trimmed), (0...100).contains(value) else {
                return usage("--min-coverage must be a percentage from 0 to 100, not '\(text)'", io: io)
            }
            minimumCoverage = value
        }
        let requestedLanguages: [LanguageTag]?
        do {
            requestedLanguages = try LanguageOption.parse(arguments.values["lang"])
        } catch {
            return usage(error.description, io: io)
        }

        let paths = arguments.positionals.isEmpty ? ["Content"] : arguments.positionals
        let corpus = Ingester().ingest(paths: paths, progress: { stage, done, total in io.progress("\(stage) \(done)/\(total)") })
        io.clearProgress()
        if !arguments.has("quiet") {
            for diagnostic in corpus.diagnostics { io.err(diagnostic.description + "\n") }
        }
        let languages = requestedLanguages ?? corpus.languages.filter { $0 != .english }

        let (analyses, analysed) = ReportRecipe.analyse(corpus, languages: languages)
        let lockPath = arguments.value("lock") ?? TranslationLock.defaultPath(for: paths)
        var lock: TranslationLock?
        do {
            lock = try TranslationLock.load(path: lockPath)
            if arguments.has("accept") {
                let accepted = TranslationLock.accepting(analyses, languages: languages, keeping: lock)
                try accepted.write(to: lockPath)
                let count = accepted.entries.filter { languages.contains($0.key.language) }.count
                io.err("hig report: accepted \(count) translation pair\(count == 1 ? "" : "s") (\(languages.map(\.rawValue).joined(separator: ", "))) into \(lockPath)\n")
                lock = accepted
            }
        } catch {
            io.err(error.description + "\n")
            return 1
        }

        let options = AlignmentReport.Options(languages: languages)
        let report = ReportRecipe.report(analyses, languages: analysed, lock: lock, options: options)
        let output: [UInt8]
        switch format {
        case "json":
            output = ReportJSON.encode(report)
        case "html":
            do {
                let templates = URL(fileURLWithPath: arguments.value("templates") ?? "Templates")
                output = try SiteBuilder.load(templates: templates, options: SiteOptions()).standaloneReport(report, analyses: analyses)
            } catch {
                io.err("\(error)\nhig report: the html format needs the site's templates (--templates DIR)\n")
                return 1
            }
        default:
            let colour = arguments.value("output") == nil && io.stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            output = Array(ReportTextFormatter.format(report, colour: colour).utf8)
        }
        if let file = arguments.value("output") {
            do {
                try Data(output).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                io.err("hig report: error: cannot write \(file): \(error.localizedDescription)\n")
                return 1
            }
            io.err(report.summary + "\n")
        } else {
            io.out(bytes: output)
        }

        var failed = false
        if let minimumCoverage {
            for language in report.languages(withCoverageBelow: minimumCoverage) {
                let coverage = report.totals.first { $0.language == language }?.percent ?? 0
                io.err("hig report: \(language) coverage \(ReportFormat.percent(coverage)) is below --min-coverage \(ReportFormat.percent(minimumCoverage))\n")
                failed = true
            }
        }
        if arguments.has("strict") && (report.hasErrors || corpus.diagnostics.hasErrors) {
            io.err("hig report: \(report.errorCount) error\(report.errorCount == 1 ? "" : "s") found (--strict)\n")
            failed = true
        }
        return failed ? 1 : 0
    }

    static func usage(_ message: String, io: CommandIO) -> Int32 {
        spec.usageError(message, io: io)
    }
}

/// `--lang ko --lang ja` or `--lang ko,ja`.
enum LanguageOption {
    static func parse(_ values: [String]?) throws(UsageError) -> [LanguageTag]? {
        guard let values else { return nil }
        var languages: [LanguageTag] = []
        for value in values {
            for part in value.split(separator: ",") {
                guard let tag = LanguageTag.parse(String(part)) else {
                    throw UsageError("--lang takes a language tag such as ko, ja or ru, not '\(part)'")
                }
                if tag == .english { throw UsageError("--lang names a translation language; English is the reference") }
                if !languages.contains(tag) { languages.append(tag) }
            }
        }
        return languages.isEmpty ? nil : languages
    }
}
