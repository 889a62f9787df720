import Synchronization

/// Keeps large values alive until the process exits, so a command that is about to end does
/// not spend its last second freeing millions of objects one by one (the kernel takes the
/// whole heap back at once).
public enum ExitLifetime {
    private static let kept = Mutex<[any Sendable]>([])

    public static func keep(_ value: some Sendable) {
        kept.withLock { $0.append(value) }
    }
}
