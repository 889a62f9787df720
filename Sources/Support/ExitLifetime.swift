import Synchronization

/// Keeps large values alive until the process exits, so a command that is about to end does
/// not spend its last second freeing millions of objects one by one (the kernel takes the
/// whole heap back at once). Only in a process that runs one command and exits (`hig`'s
/// `main` says so): in the test runner, which runs commands by the hundred, a value kept would
/// be memory never given back.
public enum ExitLifetime {
    private static let kept = Mutex<[any Sendable]?>(nil)

    /// From now on, `keep` keeps.
    public static func enable() {
        kept.withLock { if $0 == nil { $0 = [] } }
    }

    public static func keep(_ value: some Sendable) {
        kept.withLock { $0?.append(value) }
    }
}
