import Foundation
import Support
#if canImport(Glibc)
import Glibc
#endif

/// The built site in a directory on disk (e.g. `Public/`), read per request so
/// that a rebuild shows up at once. Nothing outside the root is ever served:
/// every path goes through `realpath` and must stay under the root, which also
/// stops symlinks that point out.
public final class DirectorySiteStore: SiteStore, SiteTree {
    public enum Failure: Error, CustomStringConvertible {
        case notADirectory(String)

        public var description: String {
            switch self {
            case .notADirectory(let path): "hig serve: \(path) is not a directory (build the site first)"
            }
        }
    }

    /// The canonical root (symlinks resolved).
    public let root: String

    /// ETags by canonical path, valid while the file's identity is unchanged,
    /// so a file is hashed once per version rather than once per request.
    private let etags = Locked<[String: (identity: FileIdentity, etag: String)]>([:])

    public init(root: String) throws {
        guard let resolved = Self.realPath(root), Self.isDirectory(resolved) else {
            throw Failure.notADirectory(root)
        }
        self.root = resolved
    }

    public func resolve(_ path: RequestPath) -> SiteResolution {
        resolveRequest(path)
    }

    func entry(at path: RequestPath) -> SiteEntry {
        let candidate = path.segments.isEmpty ? root : root + "/" + path.relative
        guard let resolved = Self.realPath(candidate),
              resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
        else { return .missing }
        if Self.isDirectory(resolved) { return .directory }
        guard let (bytes, identity) = Self.readRegularFile(resolved) else { return .missing }
        let etag = etags.withLock { cache in
            if let known = cache[resolved], known.identity == identity { return known.etag }
            let etag = EntityTag.strong(for: bytes)
            cache[resolved] = (identity, etag)
            return etag
        }
        return .file(SiteFile(path: path.relative, bytes: bytes, etag: etag))
    }

    /// What distinguishes one version of a file from the next without reading it.
    struct FileIdentity: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: timespec, changed: timespec

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtim
            changed = info.st_ctim
        }

        static func == (a: Self, b: Self) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Reads a regular file whole. O_NONBLOCK keeps a FIFO from blocking the
    /// open; fstat then refuses anything that is not a regular file. The
    /// identity is taken before and after reading: a file rewritten in place
    /// meanwhile is read again so bytes and ETag belong together.
    static func readRegularFile(_ path: String) -> (Data, FileIdentity)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        for _ in 0..<3 {
            var before = stat()
            guard fstat(fd, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG else { return nil }
            guard let bytes = readAll(fd, sizeHint: Int(before.st_size)) else { return nil }
            var after = stat()
            guard fstat(fd, &after) == 0 else { return nil }
            let identity = FileIdentity(after)
            if FileIdentity(before) == identity, bytes.count == Int(after.st_size) {
                return (bytes, identity)
            }
        }
        return nil
    }

    private static func readAll(_ fd: Int32, sizeHint: Int) -> Data? {
        var data = Data(count: sizeHint)
        var filled = 0
        while true {
            if filled == data.count { data.count += max(4096, data.count / 2) }
            let count = data.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress! + filled, buffer.count - filled, off_t(filled))
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }
}
