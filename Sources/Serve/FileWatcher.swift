import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Watches directory trees with inotify and reports changed files in
/// debounced batches: a burst of writes (a save, a `git checkout`) becomes one
/// callback once the tree has been quiet for `debounce`.
///
/// Directories are watched, not files, since editors replace a file's inode
/// when they save. New subdirectories are watched as they appear (and scanned,
/// since files can land in them before the watch exists); removed ones are
/// dropped. Version-control folders (`.git`, `.hg`, `.svn`) and editor temporaries are
/// ignored; other hidden folders are watched, since pages show pictures kept in them
/// (`.gitbook/assets/`).
///
/// One thread reads events (sleeping in `poll`, never spinning); callbacks run
/// one at a time on a private queue, so a slow rebuild does not stop reading.
public final class FileWatcher: Sendable {
    public enum Change: Sendable, Equatable {
        /// Absolute paths of files written, created, renamed or removed. A
        /// removed or moved-away directory appears under its own path.
        case files(Set<String>)
        /// Events were lost (the kernel queue overflowed): treat everything as changed.
        case rescan
    }

    public enum Failure: Error, CustomStringConvertible {
        case cannotWatch(String, reason: String)

        public var description: String {
            switch self {
            case .cannotWatch(let path, let reason): "hig: cannot watch \(path): \(reason)"
            }
        }
    }

    private let inotify: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let shared: Shared
    private let finished = DispatchSemaphore(value: 0)

    /// State the reading thread and the delivery queue share with `stop()`.
    private final class Shared: Sendable {
        let stopped = Atomic<Bool>(false)
        let onChange: @Sendable (Change) -> Void
        let queue = DispatchQueue(label: "hig.file-watcher.delivery")

        init(onChange: @escaping @Sendable (Change) -> Void) {
            self.onChange = onChange
        }

        func deliver(_ change: Change) {
            queue.async {
                if !self.stopped.load(ordering: .acquiring) { self.onChange(change) }
            }
        }
    }

    /// Starts watching `directories` (and everything below them). Watches are
    /// in place when this returns.
    public init(
        directories: [String],
        debounce: Duration = .milliseconds(75),
        maximumDelay: Duration = .seconds(1),
        onChange: @escaping @Sendable (Change) -> Void
    ) throws {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw Failure.cannotWatch(directories.joined(separator: ", "), reason: String(cString: strerror(errno))) }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure.cannotWatch(directories.joined(separator: ", "), reason: reason)
        }
        for end in fds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        var state = WatchState(inotify: fd, roots: directories.map(Self.absolute))
        for root in state.roots {
            guard DirectorySiteStore.isDirectory(root), state.addTree(root) != nil else {
                close(fd); close(fds[0]); close(fds[1])
                throw Failure.cannotWatch(root, reason: "not a readable directory")
            }
        }
        inotify = fd
        wakeRead = fds[0]
        wakeWrite = fds[1]
        shared = Shared(onChange: onChange)

        let loop = WatchLoop(state: state, wake: fds[0], debounce: debounce, maximumDelay: maximumDelay,
                             shared: shared, finished: finished)
        let thread = Thread { loop.run() }
        thread.name = "hig file watcher"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops reading and waits for the reading thread to exit; no callback
    /// starts after this returns. Safe to call more than once, and from a callback.
    public func stop() {
        guard !shared.stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var one: UInt8 = 1
        _ = write(wakeWrite, &one, 1)
        finished.wait()
        close(inotify)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Folders never watched: version control's, which a commit or checkout fills with
    /// thousands of writes that are never content.
    public static func isIgnoredDirectory(_ name: String) -> Bool {
        name == ".git" || name == ".hg" || name == ".svn"
    }

    /// Names editors write beside the real file while saving (vim swap and
    /// its `4913` probe, backup `~` files, Emacs `.#` locks).
    public static func isEditorTemporary(_ name: String) -> Bool {
        name == "4913" || name.hasSuffix("~") || name.hasPrefix(".#")
            || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo")
    }

    private static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let text = url.path
        return text.count > 1 && text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// The reading thread: waits for events or the wake pipe, and delivers a
    /// batch when the tree has been quiet for `debounce` (or `maximumDelay`
    /// after the first event, so a tree that never goes quiet still reports).
    private struct WatchLoop: Sendable {
        var state: WatchState
        let wake: Int32
        let debounce: Duration
        let maximumDelay: Duration
        let shared: Shared
        let finished: DispatchSemaphore

        func run() {
            var state = self.state
            let clock = ContinuousClock()
            var firstEvent: ContinuousClock.Instant?
            var lastEvent = clock.now
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
            defer {
                buffer.deallocate()
                finished.signal()
            }
            while true {
                var timeout: Int32 = -1
                if let firstEvent {
                    let deadline = min(lastEvent + debounce, firstEvent + maximumDelay)
                    let left = clock.now.duration(to: deadline)
                    let (seconds, attoseconds) = left.components
                    // Round up: a 0 ms timeout just short of the deadline would spin.
                    timeout = left <= .zero ? 0 : Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
                }
                var fds = [
                    pollfd(fd: state.inotify, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, 2, timeout)
                if ready < 0 && errno != EINTR { return }
                if fds[1].revents != 0 { return }
                if fds[0].revents & Int16(POLLIN) != 0 {
                    let count = read(state.inotify, buffer.baseAddress, buffer.count)
                    if count > 0 {
                        state.handleEvents(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                        if state.hasPending {
                            lastEvent = clock.now
                            if firstEvent == nil { firstEvent = lastEvent }
                        }
                    } else if count < 0 && errno != EAGAIN && errno != EINTR {
                        return
                    }
                }
                if let first = firstEvent, clock.now >= min(lastEvent + debounce, first + maximumDelay) {
                    if let change = state.takeChange() { shared.deliver(change) }
                    firstEvent = nil
                }
            }
        }
    }
}
