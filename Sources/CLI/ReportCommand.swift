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
            .init("output", short: "o", value: "file", help: "Write the report to FILE instead of stdout (not a file the command reads: refused)."),
            .init("templates", value: "dir", help: "Templates overriding the built-in ones for the html format (default: Templates/ if any)."),
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
        \(CommandLog.exitStatusHelp("when an input file had an error, with --strict when an error-severity\nproblem is found, when coverage is under --min-coverage, or when the report cannot be\nwritten"))
        """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let options: Options
        do {
            options = try Options(arguments)
        } catch {
            return usage(error.description, io: io)
        }
        let log = CommandLog("report", io: io, quiet: options.quiet)
        if options.output != nil || options.accept {
            let guarding = OutputFileGuard(reading: options.paths, alsoRead: [options.lockPath])
            let refusals = [options.output.flatMap { guarding.refusal($0) },
                            options.accept ? guarding.refusal(options.lockPath, writing: .lock) : nil].compactMap { $0 }
            guard refusals.isEmpty else {
                log.show(refusals)
                return log.finish()
            }
        }
        let corpus = CommandInput.ingest(options.paths, log: log)
        let languages: [LanguageTag]
        do {
            languages = try LanguageOption.check(options.languages, in: corpus)
        } catch {
            return usage(error.description, io: io)
        }
        let (analyses, analysed) = ReportRecipe.analyse(corpus, languages: languages)
        let lock: TranslationLock?
        do {
            lock = try readLock(options, accepting: analyses, languages: languages, io: io)
        } catch {
            log.show([.error("lock-file", error.message, at: SourceLocation(path: error.path))])
            return log.finish()
        }
        let report = ReportRecipe.report(analyses, languages: analysed, lock: lock, options: .init(languages: languages))
        if let output = render(report, analyses: analyses, options: options, log: log) {
            write(output, report: report, to: options.output, log: log)
        }
        checkGates(report, options: options, log: log)
        return log.finish()
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
        var templates: String?
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
            templates = arguments.value("templates")
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
    private static func render(_ report: AlignmentReport, analyses: [DocumentAnalysis], options: Options, log: CommandLog) -> [UInt8]? {
        switch options.format {
        case "json":
            return ReportJSON.encode(report)
        case "html":
            do {
                let templates = try SiteBuilder.load(templates: SiteBuilder.templatesFolder(given: options.templates), options: SiteOptions())
                let (page, diagnostics) = try templates.standaloneReport(report, analyses: analyses)
                log.show(diagnostics)
                return page
            } catch {
                log.show([error.diagnostic])
                log.io.err("hig report: the html format needs the site's templates (--templates DIR)\n")
                return nil
            }
        default:
            let colour = options.output == nil && log.io.stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            return Array(ReportTextFormatter.format(report, colour: colour).utf8)
        }
    }

    /// To the file (with the summary on stderr) or to stdout.
    private static func write(_ output: [UInt8], report: AlignmentReport, to file: String?, log: CommandLog) {
        guard let file else {
            log.io.out(bytes: output)
            return
        }
        do {
            try Data(output).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            log.fail("error: cannot write \(file): \(error.localizedDescription)")
            return
        }
        log.io.err(report.summary + "\n")
    }

    /// `--min-coverage` and `--strict`: each gate the report fails is an error of the run.
    private static func checkGates(_ report: AlignmentReport, options: Options, log: CommandLog) {
        if let minimum = options.minimumCoverage {
            for language in report.languages(withCoverageBelow: minimum) {
                let coverage = report.totals.first { $0.language == language }?.percent ?? 0
                log.fail("\(language) coverage \(ReportFormat.percent(coverage)) is below --min-coverage \(ReportFormat.percent(minimum))")
            }
        }
        if options.strict && report.hasErrors {
            let count = report.errorCount
            log.fail("--strict: the report has \(count) error-severity problem\(count == 1 ? "" : "s")")
        }
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

    /// The languages asked for, which the texts must have (a typo such as `--lang xx` would
    /// otherwise report nothing and pass); all their translation languages when none is asked.
    static func check(_ requested: [LanguageTag]?, in corpus: Corpus) throws(UsageError) -> [LanguageTag] {
        let present = corpus.languages.filter { $0 != .english }
        // No texts at all is the input's error, said already.
        guard let requested, !corpus.documents.isEmpty else { return requested ?? present }
        for language in requested where !present.contains(language) {
            let have = present.isEmpty ? "none" : present.map(\.rawValue).joined(separator: ", ")
            throw UsageError("--lang \(language): the texts have no \(language) translation (they have: \(have))")
        }
        return requested
    }
}
