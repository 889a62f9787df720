import Analysis
import Foundation
import Ingest
import Model
import Site
import Support

/// `hig build`: ingests the texts and writes the multilingual static site.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Render every document in every language into a static site.",
        usage: "hig build [--content DIR] [--templates DIR] [--output DIR] [--base-url URL]",
        options: [
            .init("content", value: "DIR", help: "Guideline texts to build from (default: Content/)."),
            .init("templates", value: "DIR", help: "Page templates, strings/ and assets/ (default: Templates/)."),
            .init("output", short: "o", value: "DIR", help: "Folder the site replaces, as a whole (default: Public/)."),
            .init("base-url", value: "URL", help: "Where the site is published, for canonical links and sitemap.xml\n"
                + String(repeating: " ", count: 28) + "(default: \(SiteOptions.defaultBaseURL))."),
            .init("quiet", short: "q", help: "Do not print warnings."),
            .init("verbose", short: "v", help: "Print how long each stage took."),
        ],
        discussion: """
        Pages are /LANG/DOC-ID/ for every document in every language, with the home page of each
        language at /LANG/, group pages at /LANG/groups/GROUP/, a root page that picks the reader's
        language, 404.html and sitemap.xml. The new site is written next to the output folder and
        swapped in, so a failed build leaves the old one whole.

        Exit status 1 when an input file had an error (the other files are still built) or when
        the site cannot be built or written (then the output folder is left as it was).
        """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard arguments.positionals.isEmpty else {
            return spec.usageError("unexpected argument '\(arguments.positionals[0])'; use --content DIR", io: io)
        }
        let baseURL = arguments.value("base-url") ?? SiteOptions.defaultBaseURL
        guard baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") else {
            io.err("hig build: --base-url must be an absolute http:// or https:// URL, not '\(baseURL)'\n")
            return 64
        }
        let contentPath = arguments.value("content") ?? "Content"
        let templatesPath = arguments.value("templates") ?? "Templates"
        let outputPath = arguments.value("output") ?? "Public"
        let quiet = arguments.has("quiet")
        let started = Date()
        let clock = StageClock()

        let options = SiteOptions(baseURL: baseURL, contentRoot: contentPath)
        var builder: SiteBuilder
        do {
            builder = try SiteBuilder.load(templates: URL(fileURLWithPath: templatesPath), options: options)
        } catch {
            io.err("\(error)\n")
            return 1
        }
        clock.mark("templates")

        let corpus = Ingester().ingest(paths: [contentPath], progress: { stage, done, total in
            clock.mark(stage)
            io.progress("\(stage) \(done)/\(total)")
        })
        io.clearProgress()
        var diagnostics = corpus.diagnostics
        let lockDiagnostics: [Diagnostic]
        (builder, lockDiagnostics) = builder.includingReport(for: corpus, lockPath: TranslationLock.defaultPath(for: [contentPath]))
        diagnostics += lockDiagnostics
        clock.mark("report")
        guard !corpus.documents.isEmpty else {
            for diagnostic in diagnostics { io.err(diagnostic.description + "\n") }
            io.err("hig build: no documents found in \(contentPath); \(outputPath) is left as it was\n")
            return 1
        }

        let renderCPU = cpuSeconds()
        let site: SiteOutput
        do {
            site = try builder.build(corpus: corpus, progress: { done, total in
                // Every document would be thousands of terminal writes; a few dozen are enough.
                if done == total || done % max(total / 50, 1) == 0 { io.progress("render \(done)/\(total) documents") }
            })
        } catch {
            io.clearProgress()
            for diagnostic in diagnostics where !quiet || diagnostic.severity == .error { io.err(diagnostic.description + "\n") }
            io.err("\(error)\nhig build: nothing written; \(outputPath) is left as it was\n")
            return 1
        }
        clock.mark("render")
        let writeCPU = cpuSeconds()
        diagnostics += site.diagnostics
        io.progress("write \(site.count) files")
        do {
            try SiteWriter().write(site, to: URL(fileURLWithPath: outputPath))
        } catch {
            io.clearProgress()
            io.err("\(error)\nhig build: \(outputPath) is left as it was\n")
            return 1
        }
        clock.mark("write")
        io.clearProgress()

        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error { io.err(diagnostic.description + "\n") }
        if arguments.has("verbose") {
            io.err(clock.report())
            io.err(String(format: "CPU: render %.3f s, write %.3f s, whole process %.3f s\n",
                          writeCPU - renderCPU, cpuSeconds() - writeCPU, cpuSeconds()))
        }
        let languages = SiteIndex.languages(of: corpus)
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let errors = diagnostics.filter { $0.severity == .error }.count
        let seconds = Date().timeIntervalSince(started)
        io.err(String(format: "Built %d pages in %d languages (%@) from %d documents into %@: %@, %d warning%@, %d error%@, %.2f s\n",
                      site.pageCount, languages.count, languages.map(\.rawValue).joined(separator: ", ") as NSString,
                      corpus.documents.count, outputPath as NSString, byteCount(site.totalBytes) as NSString,
                      warnings, warnings == 1 ? "" : "s", errors, errors == 1 ? "" : "s", seconds))
        return errors > 0 ? 1 : 0
    }

    /// User and system time of the whole process so far: on a shared machine, what a stage
    /// costs independently of what else runs.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private static func byteCount(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return String(format: "%.1f kB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
