import Foundation
import Model
import Serve
import Site
import Support
#if canImport(Glibc)
import Glibc
#endif

/// `hig serve`: builds the site into memory, serves it, and rebuilds what changed when a
/// content file or template is saved, reloading the open browser tabs.
enum ServeCommand {
    static let spec = CommandSpec(
        name: "serve",
        summary: "Build the site into memory, serve it locally and rebuild on every change.",
        usage: "hig serve [--port PORT] [--host HOST] [--content DIR] [--templates DIR]",
        options: [
            .init("port", short: "p", value: "PORT", help: "Port to listen on; 0 picks a free one (default: 8000)."),
            .init("host", value: "HOST", help: "Address to listen on (default: 127.0.0.1, this machine only)."),
            .init("content", value: "DIR", help: "Guideline texts to build from (default: Content/)."),
            .init("templates", value: "DIR", help: "Templates, strings/ and assets/ overriding the built-in ones, file by file\n" + String(repeating: " ", count: 28) + "(default: Templates/ when there is one)."),
            .init("quiet", short: "q", help: "Do not print warnings or rebuild lines."),
            .init("verbose", short: "v", help: "Print where each rebuild spent its time."),
        ],
        discussion: """
        The first line on standard output is the address, as "Serving http://HOST:PORT/". Pages
        reload by themselves after a rebuild and keep the paragraph the reader was on. A change
        that breaks the build (a template error, an unreadable file) keeps the last good site,
        and the error is shown on the terminal and over the page until it is fixed. Nothing is
        written to disk; use `hig build` for that. Ctrl-C stops the server.
        """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard let options = Options(arguments, io: io) else { return 64 }
        // Signals are taken with sigwait on this thread.
        var signals = TerminationSignals.block()
        let store = MemorySiteStore()
        guard let server = startServer(options, store: store, io: io) else { return 1 }
        let started = Date()
        guard let site = buildSite(options, store: store, server: server, io: io) else {
            server.stop()
            return 1
        }
        let first = FirstBuild(site)
        if let error = first.diagnostics.first(where: { $0.severity == .error }) {
            server.reportBuildError(error.message, file: error.location?.path, line: error.location?.line)
        }
        let reporter = RebuildReporter(server: server, io: io, quiet: options.quiet, verbose: options.verbose,
                                       failing: first.diagnostics.hasErrors)
        // Watching starts before the address is printed: whoever reads it may edit at once.
        guard let watcher = watch(site, options: options, reporter: reporter, io: io) else {
            server.stop()
            return 1
        }
        announce(first, options: options, server: server, since: started, io: io)
        var received: Int32 = 0
        sigwait(&signals, &received)
        watcher.stop()
        server.stop()
        if !options.quiet { io.err("\nStopped.\n") }
        return 0
    }

    /// The command line, checked.
    struct Options {
        var port: UInt16
        var host: String
        var content: String
        /// `--templates DIR`; nil: `Templates/` when there is one, else the built-in templates.
        var templates: String?
        var quiet: Bool
        var verbose: Bool

        /// The content folder and the templates folder overriding the built-in ones, if any.
        var watched: [String] {
            [content] + (SiteBuilder.templatesFolder(given: templates).map { [$0.relativePath] } ?? [])
        }

        /// Nil after printing the usage error.
        init?(_ arguments: ParsedArguments, io: CommandIO) {
            do {
                port = UInt16(try arguments.integer("port", default: 8000, range: 0...65535))
            } catch {
                io.err("hig serve: \(error)\n")
                return nil
            }
            guard arguments.positionals.isEmpty else {
                io.err("hig serve: unexpected argument '\(arguments.positionals[0])'; use --content DIR\n")
                return nil
            }
            host = arguments.value("host") ?? "127.0.0.1"
            content = arguments.value("content") ?? "Content"
            templates = arguments.value("templates")
            quiet = arguments.has("quiet")
            verbose = arguments.has("verbose")
        }
    }

    private static func startServer(_ options: Options, store: MemorySiteStore, io: CommandIO) -> PreviewServer? {
        do {
            return try PreviewServer(store: store, configuration: .init(host: options.host, port: options.port))
        } catch {
            io.err("\(error)\n")
            return nil
        }
    }

    /// The first build, at the server's address (canonical links use it).
    private static func buildSite(_ options: Options, store: MemorySiteStore, server: PreviewServer, io: CommandIO) -> PreviewSite? {
        do {
            return try PreviewSite(content: options.content, templates: options.templates, baseURL: server.url, store: store)
        } catch {
            io.err("\(error)\nhig serve: cannot build the site\n")
            return nil
        }
    }

    /// What the first build found, read once for the error overlay and the announcement.
    struct FirstBuild {
        var diagnostics: [Diagnostic]
        var pages: Int
        var findings: String
        var found: String

        init(_ site: PreviewSite) {
            (diagnostics, pages, findings, found) = blockingWait {
                (await site.diagnostics, await site.pageCount, "\(await site.findings)", await site.found)
            }
        }
    }

    /// The address on stdout, the first build's diagnostics and counts on stderr.
    private static func announce(_ first: FirstBuild, options: Options, server: PreviewServer, since started: Date, io: CommandIO) {
        io.out("Serving \(server.url)\n")
        let log = CommandLog("serve", io: io, quiet: options.quiet)
        log.show(first.diagnostics)
        io.err(String(format: "Built %d pages in %.2f s, %@, %@; watching %@ (Ctrl-C to stop)\n",
                      first.pages, Date().timeIntervalSince(started), first.found as NSString, log.counts as NSString,
                      options.watched.joined(separator: " and ") as NSString))
        io.err("Found \(first.findings); the site is at \(server.url)\n")
    }

    /// Rebuilds after every change to the content or the templates, one at a time, in the
    /// order changes arrive.
    private static func watch(_ site: PreviewSite, options: Options, reporter: RebuildReporter, io: CommandIO) -> FileWatcher? {
        do {
            // A short quiet period: editors write a file in a few quick steps.
            return try FileWatcher(directories: options.watched, debounce: .milliseconds(40)) { change in
                let paths: Set<String>?
                switch change {
                case .files(let changed): paths = changed
                case .rescan: paths = nil
                }
                reporter.report(blockingWait { await site.update(changed: paths) })
                // After the reload: the pages the edit changed only through other documents.
                reporter.reload(blockingWait { await site.makeFollowingPages() })
            }
        } catch {
            io.err("hig serve: cannot watch \(options.watched.joined(separator: " and ")): \(error)\n")
            return nil
        }
    }

    /// Runs async work to completion from a synchronous context (the watcher's queue, the
    /// command's thread), which both may block.
    static func blockingWait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let result = Locked<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await work()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }
}
