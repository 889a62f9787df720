import Foundation

/// The built `hig` binary run as a user runs it, with a deadline: for inputs that used to
/// hang (a FIFO), a test must end, and a run that does not is the failure.
enum HigProcess {
    static let executable = Fixtures.repositoryRoot.appendingPathComponent(".build/debug/hig")
    static let isBuilt = FileManager.default.isExecutableFile(atPath: executable.path)

    struct Run {
        var status: Int32
        var out: String
        var err: String
        /// Killed at the deadline.
        var timedOut: Bool
    }

    /// `hig arguments` in `directory`; `user`: run as this uid (through `setpriv`, for tests
    /// of permissions, which root would bypass); `environment`: variables added to the test's own.
    static func run(_ arguments: [String], in directory: URL, seconds: Double = 30, asUser user: Int? = nil,
                    environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + seconds
        let finished = DispatchSemaphore(value: 0)
        // Drain both pipes while waiting, so a chatty run cannot block on a full pipe.
        let outText = Box(), errText = Box()
        let group = DispatchGroup()
        for (pipe, box) in [(out, outText), (err, errText)] {
            DispatchQueue.global().async(group: group) { box.data = pipe.fileHandleForReading.readDataToEndOfFile() }
        }
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        let timedOut = finished.wait(timeout: deadline) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        group.wait()
        return Run(status: process.terminationStatus, out: String(decoding: outText.data, as: UTF8.self),
                   err: String(decoding: errText.data, as: UTF8.self), timedOut: timedOut)
    }

    private final class Box: @unchecked Sendable {
        var data = Data()
    }
}
