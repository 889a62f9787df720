#if canImport(Glibc)
import Glibc
#endif

/// A file's size and modification time (nanoseconds): how a build tells, without reading
/// them, that the files of the site it wrote are still as it left them.
public struct FileStamp: Sendable, Hashable {
    public var size: Int
    public var modified: Int

    public init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    }

    /// Every regular file below `root` by relative path (hidden entries at the top skipped:
    /// the marker and the manifest); anything else there (a link, a device) as nil.
    public static func files(under root: String) -> [String: FileStamp?] {
        var stamps: [String: FileStamp?] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            guard let stream = opendir(relative.isEmpty ? root : root + "/" + relative) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name == "." || name == ".." || (relative.isEmpty && name.hasPrefix(".hig-")) { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: stamps[path] = FileStamp(info)
                default: stamps[path] = .some(nil)
                }
            }
        }
        return stamps
    }
}
