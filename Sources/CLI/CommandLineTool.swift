import Support

/// The `hig` command line: dispatches to one command per pipeline stage.
public enum CommandLineTool {
    struct Entry: Sendable {
        var spec: CommandSpec
        var run: @Sendable (ParsedArguments, CommandIO) -> Int32
        /// Writes a site through staging folders, which a signal must not leave behind.
        var writesSite = false
        /// Runs for minutes or hours (the preview server), not once through and out.
        var longRunning = false
    }

    static let commands: [Entry] = [
        Entry(spec: IngestCommand.spec, run: IngestCommand.run),
        Entry(spec: BuildCommand.spec, run: BuildCommand.run, writesSite: true),
        Entry(spec: ServeCommand.spec, run: ServeCommand.run, longRunning: true),
        Entry(spec: ReportCommand.spec, run: ReportCommand.run),
        Entry(spec: ExportCommand.spec, run: ExportCommand.run),
        Entry(spec: InitCommand.initSpec, run: InitCommand.runInit),
        Entry(spec: InitCommand.newSpec, run: InitCommand.runNew),
    ]

    static var rootHelp: String {
        var text = """
        OVERVIEW: hig \(HIG.version) builds a multilingual static site from Apple Human Interface Guidelines
        texts and their Korean, Japanese and Russian translations, aligned paragraph by paragraph.

        USAGE: hig <command> [options]

        COMMANDS:

        """
        for command in commands {
            text += "  " + command.spec.name.padding(to: 10) + command.spec.summary + "\n"
        }
        text += "\nSee 'hig <command> --help' for the options of each command.\n"
        return text
    }

    /// The `hig` process: a command run with the real stdout and stderr, owning the process's
    /// signals (the tests run commands in their own process, through `run`).
    public static func main(arguments: [String]) -> Int32 {
        if let command = commands.first(where: { $0.spec.name == arguments.first }) {
            if command.writesSite { TerminationSignals.removeStagingOnSignal(command: command.spec.name) }
            if !command.longRunning {
                BatchMemory.keepFreedMemory()
                ExitLifetime.enable()
            }
        }
        return run(arguments: arguments)
    }

    public static func run(arguments: [String], io: CommandIO = .standard()) -> Int32 {
        guard let first = arguments.first else {
            io.err(rootHelp)
            return 64
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                io.out(command.spec.helpText)
            } else {
                io.out(rootHelp)
            }
            return 0
        }
        if first == "--version" {
            io.out("hig \(HIG.version)\n")
            return 0
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            io.err("hig: unknown command '\(first)'\n\n" + rootHelp)
            return 64
        }
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), spec: command.spec)
        } catch {
            return command.spec.usageError("\(error)", io: io)
        }
        if parsed.has("help") {
            io.out(command.spec.helpText)
            return 0
        }
        return command.run(parsed, io)
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
