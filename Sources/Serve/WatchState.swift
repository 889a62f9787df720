import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The watch descriptors of a `FileWatcher` and the changes gathered since
/// the last callback. Owned by the reading thread alone.
struct WatchState: Sendable {
    let inotify: Int32
    let roots: [String]
    /// Watch descriptor → directory path.
    private(set) var directories: [Int32: String] = [:]
    private var pending: Set<String> = []
    private var rescan = false

    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE
        | IN_DELETE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW)

    init(inotify: Int32, roots: [String]) {
        self.inotify = inotify
        self.roots = roots
    }

    var hasPending: Bool { rescan || !pending.isEmpty }

    /// The batch to report, if any; clears it.
    mutating func takeChange() -> FileWatcher.Change? {
        defer {
            pending.removeAll()
            rescan = false
        }
        if rescan { return .rescan }
        return pending.isEmpty ? nil : .files(pending)
    }

    /// Watches `path` and every directory below it but version-control folders;
    /// returns the files found (nil if `path` itself could not be watched).
    @discardableResult
    mutating func addTree(_ path: String) -> [String]? {
        let descriptor = inotify_add_watch(inotify, path, Self.mask)
        guard descriptor >= 0 else { return nil }
        directories[descriptor] = path
        var files: [String] = []
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return files }
        for name in entries {
            let child = path + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if !FileWatcher.isIgnoredDirectory(name), let found = addTree(child) { files += found }
            } else if !FileWatcher.isEditorTemporary(name) {
                files.append(child)
            }
        }
        return files
    }

    /// Processes a buffer of `struct inotify_event` records. The flexible
    /// `name[]` member is not imported into Swift, so fields are read by offset.
    mutating func handleEvents(_ buffer: UnsafeRawBufferPointer) {
        let header = MemoryLayout<inotify_event>.size // wd, mask, cookie, len: 16 bytes
        var offset = 0
        while offset + header <= buffer.count {
            let descriptor = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            var name = ""
            if length > 0, offset + header + length <= buffer.count {
                let bytes = buffer[(offset + header)..<(offset + header + length)]
                name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            handle(descriptor: descriptor, mask: mask, name: name)
            offset += header + length
        }
    }

    mutating func handle(descriptor: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were dropped: new directories may be unwatched too.
            rescan = true
            for root in roots { addTree(root) }
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            directories.removeValue(forKey: descriptor)
            return
        }
        guard let directory = directories[descriptor], !name.isEmpty else { return }
        let path = directory + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
            if FileWatcher.isIgnoredDirectory(name) { return }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                pending.formUnion(addTree(path) ?? [])
            }
            if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                pending.insert(path)
                if mask & UInt32(IN_MOVED_FROM) != 0 { unwatchTree(path) }
            }
            return
        }
        if FileWatcher.isEditorTemporary(name) { return }
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE) != 0 {
            pending.insert(path)
        } else if mask & UInt32(IN_CREATE) != 0 {
            // A new regular file is reported at CLOSE_WRITE, once written; a
            // symlink never gets one.
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { pending.insert(path) }
        }
    }

    /// A directory moved away keeps its watches under a stale path: drop them
    /// (a move within the tree adds them back under the new path).
    private mutating func unwatchTree(_ path: String) {
        for (descriptor, directory) in directories where directory == path || directory.hasPrefix(path + "/") {
            inotify_rm_watch(inotify, descriptor)
            directories.removeValue(forKey: descriptor)
        }
    }
}
