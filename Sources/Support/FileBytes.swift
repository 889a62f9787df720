#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read, in words for a diagnostic: the system's own text for the
/// error (`Permission denied`), or what the path is when it is not a regular file.
public struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }

    /// The text of the current `errno`.
    public static func system(_ code: Int32 = errno) -> FileReadError {
        FileReadError(String(cString: strerror(code)))
    }
}

/// Reads whole files with POSIX calls (faster than Foundation for thousands of small files),
/// regular files only: a FIFO or a device named as input would block or never end, so it is
/// refused without waiting (`O_NONBLOCK` keeps even the `open` of a FIFO from blocking).
/// Files are read to their end, not to the size `stat` gives: `/proc` files say 0 and
/// files that grow while read are read whole.
public enum FileBytes {
    public static func read(_ path: String) -> Result<[UInt8], FileReadError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(FileReadError("\(kind(of: info.st_mode)), not a regular file"))
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.system())
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        return .success(bytes)
    }

    /// What a file that is not regular is, for messages: "a FIFO", "a folder".
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}
