import Foundation
import Model
import Serve
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
            .init("templates", value: "DIR", help: "Page templates, strings/ and assets/ (default: Templates/)."),
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
        let port: Int
        do {
            port = try arguments.integer("port", default: 8000, range: 0...65535)
        } catch {
            io.err("hig serve: \(error)\n")
            return 64
        }
        guard arguments.positionals.isEmpty else {
            io.err("hig serve: unexpected argument '\(arguments.positionals[0])'; use --content DIR\n")
            return 64
        }
        let host = arguments.value("host") ?? "127.0.0.1"
        let content = arguments.value("content") ?? "Content"
        let templates = arguments.value("templates") ?? "Templates"
        let quiet = arguments.has("quiet")

        // Signals are taken with sigwait on this thread; every thread started from here on
        // inherits the block, so Ctrl-C reaches us and not a random server thread.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        let store = MemorySiteStore()
        let server: PreviewServer
        do {
            server = try PreviewServer(store: store, configuration: .init(host: host, port: UInt16(port)))
        } catch {
            io.err("\(error)\n")
            return 1
        }
        let started = Date()
        let site: PreviewSite
        do {
            site = try PreviewSite(content: content, templates: templates, baseURL: server.url, store: store)
        } catch {
            io.err("\(error)\nhig serve: cannot build the site\n")
            server.stop()
            return 1
        }
        let initial = blockingWait { (await site.diagnostics, await site.pageCount) }
        io.out("Serving \(server.url)\n")
        for diagnostic in initial.0 where !quiet || diagnostic.severity == .error { io.err(diagnostic.description + "\n") }
        io.err(String(format: "Built %d pages in %.2f s; watching %@ and %@ (Ctrl-C to stop)\n",
                      initial.1, Date().timeIntervalSince(started), content as NSString, templates as NSString))
        if let error = initial.0.first(where: { $0.severity == .error }) {
            server.reportBuildError(error.message, file: error.location?.path, line: error.location?.line)
        }

        let reporter = RebuildReporter(server: server, io: io, quiet: quiet, verbose: arguments.has("verbose"), failing: initial.0.hasErrors)
        let watcher: FileWatcher
        do {
            // A short quiet period: editors write a file in a few quick steps.
            watcher = try FileWatcher(directories: [content, templates], debounce: .milliseconds(40)) { change in
                let paths: Set<String>?
                switch change {
                case .files(let changed): paths = changed
                case .rescan: paths = nil
                }
                // One rebuild at a time, in the order changes arrive.
                let rebuild = blockingWait { await site.update(changed: paths) }
                reporter.report(rebuild)
            }
        } catch {
            io.err("hig serve: cannot watch \(content) and \(templates): \(error)\n")
            server.stop()
            return 1
        }

        var received: Int32 = 0
        sigwait(&signals, &received)
        watcher.stop()
        server.stop()
        if !quiet { io.err("\nStopped.\n") }
        return 0
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

/// Tells the terminal and the browser what each rebuild did.
final class RebuildReporter: Sendable {
    private let server: PreviewServer
    private let io: CommandIO
    private let quiet: Bool
    private let verbose: Bool
    private let failing: Locked<Bool>

    init(server: PreviewServer, io: CommandIO, quiet: Bool, verbose: Bool, failing: Bool) {
        self.server = server
        self.io = io
        self.quiet = quiet
        self.verbose = verbose
        self.failing = Locked(failing)
    }

    func report(_ rebuild: PreviewSite.Rebuild) {
        if let failure = rebuild.failure {
            // The last good site stays; the error goes over every page until it is fixed.
            io.err("\(failure.description)\n(the last good site is still served)\n")
            server.reportBuildError(failure.message, file: failure.location?.path, line: failure.location?.line)
            failing.withLock { $0 = true }
            return
        }
        let errors = rebuild.diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            for error in errors { io.err(error.description + "\n") }
            server.reportBuildError(first.message, file: first.location?.path, line: first.location?.line)
            failing.withLock { $0 = true }
        } else if failing.withLock({ value in defer { value = false }; return value }) {
            server.clearBuildError()
            if !quiet { io.err("fixed: the build works again\n") }
        }
        if !rebuild.changedPaths.isEmpty {
            server.reload(changedPaths: rebuild.changedPaths)
        }
        if !quiet {
            var line = String(format: "rebuilt %d page%@ in %.1f ms", rebuild.pages, rebuild.pages == 1 ? "" : "s", rebuild.seconds * 1000)
            io.err(line + "\n")
            if verbose { io.err(rebuild.log.description) }
        }
    }

}
