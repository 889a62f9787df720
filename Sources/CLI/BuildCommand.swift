import Analysis
import Pipeline
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
        usage: "hig build [--content DIR] [--templates DIR] [--output DIR] [--base-url URL] [--full]",
        options: [
            .init("content", value: "DIR", help: "Guideline texts to build from (default: Content/)."),
            .init("templates", value: "DIR", help: "Templates, strings/ and assets/ overriding the built-in ones, file by file\n" + String(repeating: " ", count: 28) + "(default: Templates/ when there is one)."),
            .init("output", short: "o", value: "DIR", help: "Folder the site replaces, as a whole (default: Public/)."),
            .init("base-url", value: "URL", help: "Where the site is published, for canonical links and sitemap.xml\n"
                + String(repeating: " ", count: 28) + "(default: \(SiteOptions.defaultBaseURL))."),
            .init("full", help: "Build and write every page, even when nothing changed since the last build."),
            .init("quiet", short: "q", help: "Do not print warnings."),
            .init("verbose", short: "v", help: "Print how long each step took and what it did."),
        ],
        discussion: """
        Pages are /LANG/DOC-ID/ for every document in every language, with the home page of each
        language at /LANG/, group pages at /LANG/groups/GROUP/, a root page that picks the reader's
        language, 404.html and sitemap.xml. The new site is written next to the output folder and
        swapped in, so a failed or interrupted build leaves the old one whole (Ctrl-C removes the
        new one; a build killed outright leaves it to the next build, which removes it). One
        build at a time per output: a second one stops with "another build is writing". The output must be a new or empty
        folder or a site hig built (it holds a .hig-site marker); the current folder, the content
        and templates folders, and any folder around or inside them are refused.

        Builds are incremental: the output keeps a content hash of every input (.hig-build, next to
        the .hig-site marker). When nothing changed since the last build, the build stops there and
        prints that build's warnings again; otherwise it builds the site in memory and writes only
        the pages whose bytes changed, linking the others from the previous site. A changed
        template, string table, option or hig binary makes every page again; --full writes every
        page whatever changed.

        \(CommandLog.exitStatusHelp("when an input file had an error (the other files are still built) or when\nthe site cannot be built or written (then the output folder is left as it was)"))
        """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard arguments.positionals.isEmpty else {
            return spec.usageError("unexpected argument '\(arguments.positionals[0])'; use --content DIR", io: io)
        }
        let baseURL = arguments.value("base-url")
        if let baseURL, !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://")) {
            return spec.usageError("--base-url must be an absolute http:// or https:// URL, not '\(baseURL)'", io: io)
        }
        let configuration = PipelineConfiguration(content: arguments.value("content") ?? "Content",
                                                  templates: arguments.value("templates"), baseURL: baseURL)
        let outputPath = arguments.value("output") ?? "Public"
        let log = CommandLog("build", io: io, quiet: arguments.has("quiet"))
        // Before anything is read or built: a refused folder costs nothing and nothing is touched.
        do {
            try OutputFolderGuard(content: configuration.content, templates: configuration.templates).check(outputPath)
        } catch {
            log.show([error.diagnostic])
            return log.finish()
        }
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(for: URL(fileURLWithPath: outputPath))
        } catch {
            log.show([error.diagnostic])
            return log.finish()
        }
        defer { lock.release() }
        let started = Date()
        let manifest = BuildManifest(configuration: configuration)
        let previous = arguments.has("full") ? nil : BuildManifest(readingFrom: outputPath)
        if let previous, previous.isUpToDate(outputPath, for: manifest) {
            return upToDate(previous, output: outputPath, log: log, seconds: Date().timeIntervalSince(started), io: io)
        }

        // The site is written next to the output folder while it is made, and swapped in at the end.
        let staged: StagedSite
        do {
            staged = try StagedSite(URL(fileURLWithPath: outputPath), reusing: !arguments.has("full"), lock: lock)
        } catch {
            log.show([error.diagnostic])
            return log.finish()
        }
        var pipeline = SitePipeline(configuration: configuration, remembers: false)
        pipeline.staging = staged
        let run: PipelineRun
        do {
            run = try pipeline.build(progress: { stage, done, total in io.progress("\(stage) \(done)/\(total)") })
        } catch {
            staged.abandon()
            io.clearProgress()
            log.show([error.diagnostic])
            io.err("hig build: nothing written; \(outputPath) is left as it was\n")
            return log.finish()
        }
        guard !run.corpus.documents.isEmpty else {
            staged.abandon()
            io.clearProgress()
            log.show(run.diagnostics)
            log.fail("error: no documents found in \(configuration.content[0]); \(outputPath) is left as it was")
            return log.finish()
        }
        let tally = staged.tally
        io.progress("write \(tally.files) files")
        var steps = run.log
        let counts: SiteWriter.Counts
        do {
            counts = try steps.run(.write) { () throws(SiteError) in
                let counts = try staged.finish()
                // After the swap: without it (a build killed in between), the next build is a full one.
                var written = manifest
                written.outputs = counts.stamps
                written.references = BuildManifest.references(run.hiddenReferences)
                written.diagnostics = run.diagnostics.map(BuildManifest.PrintedDiagnostic.init)
                try SiteWriter.writeBeside(URL(fileURLWithPath: outputPath), name: OutputFolderGuard.manifestName, bytes: written.bytes)
                return counts
            }
            log.show(counts.removedLeftovers.map { Diagnostic(.note, "staging-removed", "removed a staging folder an interrupted build left", at: SourceLocation(path: $0)) })
        } catch {
            staged.abandon()
            io.clearProgress()
            log.show(run.diagnostics + [error.diagnostic])
            io.err("hig build: \(outputPath) is left as it was\n")
            return log.finish()
        }
        io.clearProgress()
        log.show(run.diagnostics)
        if arguments.has("verbose") {
            io.err(steps.description)
            io.err("wrote \(counts.written) files, kept \(counts.kept) unchanged from the previous site\n")
            io.err(String(format: "CPU of the whole process %.3f s\n", processCPUSeconds()))
        }
        io.err(summary(run, site: tally, output: outputPath, counts: log.counts, seconds: Date().timeIntervalSince(started)))
        io.err("Found \(SiteFindings(run: run)); the site is in \(outputPath)/ (open \(outputPath)/index.html, or: hig serve)\n")
        // The process ends next: the kernel takes the heap back whole, faster than freeing
        // the corpus, analyses and site object by object (a third of a second at 5,000).
        ExitLifetime.keep(run)
        ExitLifetime.keep(pipeline)
        ExitLifetime.keep(staged)
        ExitLifetime.keep(counts)
        return log.finish(printsCounts: false)
    }

    /// Nothing changed since the build that wrote `output`: its diagnostics again, and its status.
    private static func upToDate(_ manifest: BuildManifest, output: String, log: CommandLog, seconds: Double, io: CommandIO) -> Int32 {
        for diagnostic in manifest.diagnostics where !log.quiet || diagnostic.severity == .error { io.err(diagnostic.text + "\n") }
        io.err(String(format: "%@ is up to date: nothing changed since the last build, %.2f s\n", output as NSString, seconds))
        return manifest.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// `Built 46 pages in 4 languages (en, ja, ko, ru) from 3 documents into Public: …, 2 media files copied, 0 broken links, 0 warnings, 0 errors, 0.3 s`
    private static func summary(_ run: PipelineRun, site: StagedSite.Tally, output: String, counts: String, seconds: Double) -> String {
        String(format: "Built %d pages in %d languages (%@) from %d documents into %@: %@, %@, %@, %.2f s\n",
               site.pages, run.languages.count, run.languages.map(\.rawValue).joined(separator: ", ") as NSString,
               run.corpus.documents.count, output as NSString, byteCount(site.bytes) as NSString,
               run.found as NSString, counts as NSString, seconds)
    }

    private static func byteCount(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return String(format: "%.1f kB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
