import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: real stdout/stderr for the executable, buffers in tests.
public final class CommandIO: Sendable {
    private struct Captured {
        var out: [UInt8] = []
        var err: [UInt8] = []
    }

    private let captured = Mutex(Captured())
    private let capture: Bool
    public let stdoutIsTerminal: Bool
    public let stderrIsTerminal: Bool

    public static func standard() -> CommandIO {
        CommandIO(capture: false, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1)
    }

    public static func capturing() -> CommandIO {
        CommandIO(capture: true, stdoutIsTerminal: false, stderrIsTerminal: false)
    }

    private init(capture: Bool, stdoutIsTerminal: Bool, stderrIsTerminal: Bool) {
        self.capture = capture
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    public func out(_ text: String) { write(Array(text.utf8), descriptor: 1) }
    public func out(bytes: [UInt8]) { write(bytes, descriptor: 1) }
    public func err(_ text: String) { write(Array(text.utf8), descriptor: 2) }

    /// A status line on stderr that the next update overwrites (terminals only, so logs and
    /// pipes stay clean).
    public func progress(_ text: String) {
        guard stderrIsTerminal else { return }
        err("\r\u{1B}[2K" + text)
    }

    public func clearProgress() {
        guard stderrIsTerminal else { return }
        err("\r\u{1B}[2K")
    }

    public var standardOutput: String { captured.withLock { String(decoding: $0.out, as: UTF8.self) } }
    public var standardError: String { captured.withLock { String(decoding: $0.err, as: UTF8.self) } }

    private func write(_ bytes: [UInt8], descriptor: Int32) {
        if capture {
            captured.withLock {
                if descriptor == 1 { $0.out += bytes } else { $0.err += bytes }
            }
            return
        }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }
}
