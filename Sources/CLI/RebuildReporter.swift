import Foundation
import Model
import Serve
import Support

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

    /// Reloads the pages of `paths` that a browser shows, made after a rebuild's own reload.
    func reload(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        server.reload(changedPaths: paths)
        if verbose { io.err("then \(paths.count) \(paths.count == 1 ? "page" : "pages") that show it\n") }
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
            let warnings = rebuild.diagnostics.filter { $0.severity == .warning }.count
            io.err(String(format: "rebuilt %d page%@ in %.1f ms, %d warning%@, %d error%@\n", rebuild.pages, rebuild.pages == 1 ? "" : "s",
                          rebuild.seconds * 1000, warnings, warnings == 1 ? "" : "s", errors.count, errors.count == 1 ? "" : "s"))
            if verbose { io.err(rebuild.log.description) }
        }
    }
}
