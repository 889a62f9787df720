import Model

/// What a command reports while it runs, and the one rule for how every command ends:
/// warnings and errors go to stderr as they come (warnings not with `--quiet`; errors
/// always), the run ends with their count, and the exit status is 1 when there was any
/// error — an input file that could not be used, a gate that failed, output that could not
/// be written — and 0 otherwise. A bad command line is 64 before anything runs
/// (`CommandSpec.usageError`).
final class CommandLog {
    let command: String
    let io: CommandIO
    let quiet: Bool
    private(set) var warnings = 0
    private(set) var errors = 0

    init(_ command: String, io: CommandIO, quiet: Bool) {
        self.command = command
        self.io = io
        self.quiet = quiet
    }

    /// Prints and counts diagnostics (notes and warnings only unless quiet).
    func show(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
            if diagnostic.severity == .error || !quiet { io.err(diagnostic.description + "\n") }
        }
    }

    /// A failure of the command itself (a gate, a file it cannot write): `hig report: message`.
    func fail(_ message: String) {
        errors += 1
        io.err("hig \(command): \(message)\n")
    }

    /// `3 warnings, 1 error`.
    var counts: String {
        "\(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")"
    }

    /// Ends the run: the count line (with `--quiet`, only when there is something to count;
    /// `printsCounts: false` when the command's own last line holds them) and the status.
    func finish(printsCounts: Bool = true) -> Int32 {
        if printsCounts && (!quiet || warnings + errors > 0) { io.err("hig \(command): \(counts)\n") }
        return errors > 0 ? 1 : 0
    }

    /// The help text's paragraph on diagnostics and exit status; `failures`: when this
    /// command exits 1.
    static func exitStatusHelp(_ failures: String) -> String {
        """
        Warnings and errors go to stderr as 'path:line: severity: message [id]' (warnings not with
        --quiet), and the run ends with their count. Exit status: 0; 1 \(failures); 64 for a bad
        command line.
        """
    }
}
