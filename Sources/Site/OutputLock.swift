import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One build at a time into an output folder: `NAME.lock` next to it (like the staging
/// folders), held with `flock` from before the build reads anything until the site is
/// swapped in, then removed. A second build is refused at once with the first one's process
/// id, instead of both writing and one failing on the swap. The kernel drops the lock when
/// its process dies, so a lock file left by `kill -9` is taken over by the next build.
public final class OutputLock: Sendable {
    /// The lock file.
    public let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Takes the lock of `output`, creating its parent folder if needed.
    public static func acquire(for output: URL) throws(SiteError) -> OutputLock {
        let folder = OutputFolder(output)
        do {
            try FileManager.default.createDirectory(atPath: folder.parent, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: folder.parent, reason: "cannot create the parent folder")
        }
        let path = folder.sibling(".lock")
        // A lock taken on a file another build removed in the meantime locks nothing: take it
        // again on the file that is there now.
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { throw .writeFailed(path: path, reason: "cannot create the lock file: \(errorText())") }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let busy = errno == EWOULDBLOCK
                let reason = busy ? busyReason(descriptor, output: folder.displayPath) : "cannot lock: \(errorText())"
                close(descriptor)
                throw .writeFailed(path: path, reason: reason)
            }
            var locked = stat(), current = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &current) == 0, locked.st_ino == current.st_ino, locked.st_dev == current.st_dev {
                let pid = Array("\(getpid())\n".utf8)
                _ = ftruncate(descriptor, 0)
                _ = pwrite(descriptor, pid, pid.count, 0)
                held.withLock { _ = $0.insert(path) }
                return OutputLock(path: path, descriptor: descriptor)
            }
            close(descriptor)
        }
    }

    /// Removes the lock file, then lets go of the lock.
    public func release() {
        Self.held.withLock { _ = $0.remove(path) }
        unlink(path)
        close(descriptor)
    }

    /// The lock files this process holds.
    private static let held = Mutex<Set<String>>([])

    /// For a signal, just before the process ends (and the kernel lets go of the locks).
    public static func removeHeldLockFiles() {
        held.withLock { paths in paths.forEach { unlink($0) } }
    }

    private static func busyReason(_ descriptor: Int32, output: String) -> String {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        let pid = count > 0 ? String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
        let who = Int(pid).map { "(process \($0)) " } ?? ""
        return "another build \(who)is writing \(output); wait for it to end, or use another --output"
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// An output folder's path split as the writer uses it: the folder that holds it, its name,
/// and the names of the files a build puts next to it (`NAME.lock`, `NAME.tmp-XXXXXX`).
struct OutputFolder {
    /// The folder holding the output, `.` and `..` removed.
    var parent: String
    var name: String
    /// As the user gave it.
    var displayPath: String

    init(_ output: URL) {
        let target = output.standardizedFileURL.path
        parent = (target as NSString).deletingLastPathComponent
        name = (target as NSString).lastPathComponent
        displayPath = output.relativePath
    }

    var path: String { parent + "/" + name }

    func sibling(_ suffix: String) -> String { parent + "/" + name + suffix }
}
