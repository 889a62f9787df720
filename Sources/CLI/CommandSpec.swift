/// What a command accepts, and its help text (OVERVIEW / USAGE / ARGUMENTS / OPTIONS).
public struct CommandSpec: Sendable {
    public struct Option: Sendable {
        public var name: String
        public var short: Character?
        /// nil for a flag; the placeholder shown in help otherwise.
        public var value: String?
        public var help: String
        public var repeatable = false

        public init(_ name: String, short: Character? = nil, value: String? = nil, help: String, repeatable: Bool = false) {
            self.name = name
            self.short = short
            self.value = value
            self.help = help
            self.repeatable = repeatable
        }
    }

    public var name: String
    public var summary: String
    public var usage: String
    public var arguments: [(String, String)]
    public var options: [Option]
    public var discussion: String?

    public init(name: String, summary: String, usage: String, arguments: [(String, String)] = [],
                options: [Option] = [], discussion: String? = nil) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.arguments = arguments
        self.options = options + [Option("help", short: "h", help: "Show this help.")]
        self.discussion = discussion
    }

    /// Prints a usage error for this command (the problem, its usage line, where help is) and
    /// returns the exit status for it (64, EX_USAGE).
    func usageError(_ message: String, io: CommandIO) -> Int32 {
        io.err("hig \(name): \(message)\n\nUSAGE: \(usage)\nSee 'hig \(name) --help'.\n")
        return 64
    }

    public var helpText: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for (name, help) in arguments { text += Self.row(name, help) }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if let value = option.value { label += " <\(value)>" }
            text += Self.row(label, option.help)
        }
        if let discussion { text += "\n" + discussion + "\n" }
        return text
    }

    private static func row(_ label: String, _ help: String) -> String {
        let padded = label.count < 26 ? label + String(repeating: " ", count: 26 - label.count) : label + "\n" + String(repeating: " ", count: 28)
        return "  " + padded + help + "\n"
    }
}

/// A command line that does not fit the command: exit status 64, as sysexits(3) says.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parsed options and positional arguments of one command.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    public func value(_ name: String) -> String? { values[name]?.last }
    public func has(_ name: String) -> Bool { flags.contains(name) }

    public func integer(_ name: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
        }
        return number
    }

    public static func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                guard argument.count == 2, let short = argument.last,
                      let option = spec.options.first(where: { $0.short == short }) else {
                    throw UsageError("unknown option '\(argument)'")
                }
                name = option.name
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("--\(name) needs a value <\(option.value!)>") }
                value = arguments[index]
                index += 1
            }
            if !option.repeatable && parsed.values[name] != nil {
                throw UsageError("--\(name) given twice")
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }
}
