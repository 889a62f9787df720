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
        let options: Options
        do {
            options = try Options(arguments)
        } catch {
            return usage(error.description, io: io)
        }
        let corpus = CommandInput.ingest(options.paths, quiet: options.quiet, io: io)
        let languages = options.languages ?? corpus.languages.filter { $0 != .english }
        let (analyses, analysed) = ReportRecipe.analyse(corpus, languages: languages)
        let lock: TranslationLock?
        do {
            lock = try readLock(options, accepting: analyses, languages: languages, io: io)
        } catch {
            io.err(error.description + "\n")
            return 1
        }
        let report = ReportRecipe.report(analyses, languages: analysed, lock: lock, options: .init(languages: languages))
        guard let output = render(report, analyses: analyses, options: options, io: io),
              write(output, report: report, to: options.output, io: io) else { return 1 }
        return gatesFail(report, corpus: corpus, options: options, io: io) ? 1 : 0
    }

    /// The command line, checked.
    struct Options {
        var format: String
        var minimumCoverage: Double?
        var languages: [LanguageTag]?
        var paths: [String]
        var lockPath: String
        var accept: Bool
        var strict: Bool
        var quiet: Bool
        var templates: String
        var output: String?

        init(_ arguments: ParsedArguments) throws(UsageError) {
            format = arguments.value("format") ?? "text"
            guard ["text", "json", "html"].contains(format) else {
                throw UsageError("--format must be text, json or html, not '\(format)'")
            }
            if let text = arguments.value("min-coverage") {
                let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
                guard let value = Double(trimmed), (0...100).contains(value) else {
                    throw UsageError("--min-coverage must be a percentage from 0 to 100, not '\(text)'")
                }
                minimumCoverage = value
            }
            languages = try LanguageOption.parse(arguments.values["lang"])
            paths = arguments.positionals.isEmpty ? ["Content"] : arguments.positionals
            lockPath = arguments.value("lock") ?? TranslationLock.defaultPath(for: paths)
            accept = arguments.has("accept")
            strict = arguments.has("strict")
            quiet = arguments.has("quiet")
            templates = arguments.value("templates") ?? "Templates"
            output = arguments.value("output")
        }
    }

    /// The lock file; with `--accept`, first the current pairs written into it.
    private static func readLock(_ options: Options, accepting analyses: [DocumentAnalysis], languages: [LanguageTag],
                                 io: CommandIO) throws(TranslationLockError) -> TranslationLock? {
        let lock = try TranslationLock.load(path: options.lockPath)
        guard options.accept else { return lock }
        let accepted = TranslationLock.accepting(analyses, languages: languages, keeping: lock)
        try accepted.write(to: options.lockPath)
        let count = accepted.entries.filter { languages.contains($0.key.language) }.count
        io.err("hig report: accepted \(count) translation pair\(count == 1 ? "" : "s") (\(languages.map(\.rawValue).joined(separator: ", "))) into \(options.lockPath)\n")
        return accepted
    }

    /// The report in its format; nil (after saying why) when the html templates do not load.
    private static func render(_ report: AlignmentReport, analyses: [DocumentAnalysis], options: Options, io: CommandIO) -> [UInt8]? {
        switch options.format {
        case "json":
            return ReportJSON.encode(report)
        case "html":
            do {
                let templates = try SiteBuilder.load(templates: URL(fileURLWithPath: options.templates), options: SiteOptions())
                return try templates.standaloneReport(report, analyses: analyses)
            } catch {
                io.err("\(error)\nhig report: the html format needs the site's templates (--templates DIR)\n")
                return nil
            }
        default:
            let colour = options.output == nil && io.stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            return Array(ReportTextFormatter.format(report, colour: colour).utf8)
        }
    }

    /// To the file (with the summary on stderr) or to stdout; false when the file cannot be written.
    private static func write(_ output: [UInt8], report: AlignmentReport, to file: String?, io: CommandIO) -> Bool {
        guard let file else {
            io.out(bytes: output)
            return true
        }
        do {
            try Data(output).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            io.err("hig report: error: cannot write \(file): \(error.localizedDescription)\n")
            return false
        }
        io.err(report.summary + "\n")
        return true
    }

    /// `--min-coverage` and `--strict`: whether the report fails them.
    private static func gatesFail(_ report: AlignmentReport, corpus: Corpus, options: Options, io: CommandIO) -> Bool {
        var failed = false
        if let minimum = options.minimumCoverage {
            for language in report.languages(withCoverageBelow: minimum) {
                let coverage = report.totals.first { $0.language == language }?.percent ?? 0
                io.err("hig report: \(language) coverage \(ReportFormat.percent(coverage)) is below --min-coverage \(ReportFormat.percent(minimum))\n")
                failed = true
            }
        }
        if options.strict && (report.hasErrors || corpus.diagnostics.hasErrors) {
            io.err("hig report: \(report.errorCount) error\(report.errorCount == 1 ? "" : "s") found (--strict)\n")
            failed = true
        }
        return failed
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
