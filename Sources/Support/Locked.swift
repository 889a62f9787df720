#if canImport(Glibc)
import Glibc
#endif

/// A value behind a pthread mutex.
///
/// Why not `Synchronization.Mutex`: on Linux it locks inside the standard
/// library, which is not built for ThreadSanitizer, so `--sanitize=thread`
/// reports every value it guards as a race. ThreadSanitizer intercepts
/// `pthread_mutex_lock`, so with this type its reports mean something.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
