import Foundation
import Site
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C, SIGTERM and SIGHUP, blocked on the calling thread before any other starts (every
/// thread started later inherits the block), so that they reach the one thread that waits for
/// them and not a random worker.
enum TerminationSignals {
    static func block() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        return signals
    }

    /// For a command that writes a site: a signal removes the staging folders in use and the
    /// lock file, says so, and ends the process with 128 + the signal, as the shell expects.
    /// Once a process, before any thread starts.
    static func removeStagingOnSignal(command: String) {
        let blocked = block()
        let message = Array("\nhig \(command): interrupted; nothing half-written is left\n".utf8)
        Thread.detachNewThread {
            var signals = blocked
            var received: Int32 = 0
            sigwait(&signals, &received)
            _ = message.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
            StagingFolders.removeAllThenExit(status: 128 + received, finally: OutputLock.removeHeldLockFiles)
        }
    }
}
