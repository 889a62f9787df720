import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Runs work on a thread of its own at the lowest scheduling priority (nice 19): work that can
/// wait, such as the preview server's search index, takes what the cores have spare, and the
/// rebuild a reader is waiting for is not slowed by it.
public enum LowPriorityThread {
    /// `work` is told, when it asks, whether the calling task was cancelled meanwhile.
    public static func run<T: Sendable>(_ work: @escaping @Sendable (_ cancelled: @Sendable () -> Bool) -> T) async -> T {
        let flag = CancelFlag()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
                let thread = Thread {
                    lowerOwnPriority()
                    continuation.resume(returning: work { flag.isSet })
                }
                // The search builder's tables are large; a secondary thread's default stack is not.
                thread.stackSize = 8 << 20
                thread.start()
            }
        } onCancel: {
            flag.set()
        }
    }

    /// Nice 19 for the calling thread alone: on Linux the nice value is a thread's, and
    /// `who` 0 names the calling thread (setpriority(2), "Bugs").
    static func lowerOwnPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }

    private final class CancelFlag: Sendable {
        private let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .acquiring) }
        func set() { value.store(true, ordering: .releasing) }
    }
}
