import Foundation

/// Runs the `cmark` CLI (default safe mode) as the reference for HTML output.
enum CmarkOracle {
    static let executable: URL? = {
        for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent("cmark")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    static var isAvailable: Bool { executable != nil }

    /// Renders `markdown` with the CLI; the input goes through a file so large
    /// documents cannot dead-lock on pipe buffers.
    static func html(for markdown: String) throws -> String {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-render-oracle-\(UUID().uuidString).md")
        try Data(markdown.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }

        let process = Process()
        process.executableURL = executable
        process.arguments = [input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
