#if canImport(Glibc)
import Glibc
#endif

/// Lists folders the way every input of hig is read (content, templates, string tables,
/// assets): hidden entries skipped, and every entry that cannot be used said so instead of
/// skipped silently — a folder that cannot be opened, a name that is not UTF-8, a symbolic
/// link that leads nowhere, loops, or leaves the folder being read (`ln -s /etc/passwd`
/// would otherwise publish it), and a FIFO or device where a file is expected.
///
/// Links to files inside the boundary are followed; links to folders are not (no cycles,
/// no file read twice).
public struct FolderWalker: Sendable {
    public struct Entry: Sendable, Hashable {
        public var name: String
        /// `folder + "/" + name`.
        public var path: String
        public var isFolder: Bool
    }

    /// An entry that cannot be used, with a stable id for its diagnostic.
    public struct Problem: Sendable, Hashable {
        public var path: String
        public var id: String
        public var message: String
    }

    /// The real path links must stay in.
    public let boundary: String

    /// Links may not leave `root`.
    public init(root: String) {
        boundary = Self.realPath(root) ?? root
    }

    /// Every non-hidden file below `folder` that `wantsFile` accepts by name, each subfolder
    /// walked where it is listed, with the problems met on the way (`entries` for each folder).
    public func files(below folder: String, wantsFile: (String) -> Bool) -> ([Entry], [Problem]) {
        var found: [Entry] = []
        var problems: [Problem] = []
        collect(in: folder, wantsFile: wantsFile, into: &found, problems: &problems)
        return (found, problems)
    }

    private func collect(in folder: String, wantsFile: (String) -> Bool, into found: inout [Entry], problems: inout [Problem]) {
        let (entries, met) = self.entries(of: folder, wantsFile: wantsFile)
        problems += met
        for entry in entries {
            if entry.isFolder { collect(in: entry.path, wantsFile: wantsFile, into: &found, problems: &problems) } else { found.append(entry) }
        }
    }

    /// The non-hidden files (those `wantsFile` accepts by name) and folders of `folder`.
    public func entries(of folder: String, wantsFile: (String) -> Bool) -> ([Entry], [Problem]) {
        guard let stream = opendir(folder) else {
            return ([], [Problem(path: folder, id: "unreadable-folder", message: "cannot read folder: \(FileReadError.system()); skipped")])
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        var problems: [Problem] = []
        while let entry = readdir(stream) {
            let type = Int32(entry.pointee.d_type)
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes.first != UInt8(ascii: ".") else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                problems.append(Problem(path: folder + "/" + Self.escapedName(bytes), id: "file-name-encoding",
                                        message: "file name is not UTF-8; skipped (rename it)"))
                continue
            }
            let path = folder + "/" + name
            switch type {
            case Int32(DT_DIR):
                entries.append(Entry(name: name, path: path, isFolder: true))
            case Int32(DT_REG):
                if wantsFile(name) { entries.append(Entry(name: name, path: path, isFolder: false)) }
            default:
                switch classify(path, wanted: wantsFile(name)) {
                case .file: entries.append(Entry(name: name, path: path, isFolder: false))
                case .folder: entries.append(Entry(name: name, path: path, isFolder: true))
                case .problem(let problem): problems.append(problem)
                case .ignored: break
                }
            }
        }
        return (entries, problems)
    }

    public enum Classification: Sendable, Hashable {
        case file, folder, ignored
        case problem(Problem)
    }

    /// What one path is, links resolved and checked. `wanted`: a file of this name would be
    /// read, so a special file or a link to a folder under it is worth a word.
    public func classify(_ path: String, wanted: Bool) -> Classification {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return .problem(Problem(path: path, id: "unreadable-file", message: "cannot read file: \(FileReadError.system())"))
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        if isLink {
            guard let real = Self.realPath(path) else {
                let failure = errno
                let target = Self.linkTarget(path)
                switch failure {
                case ELOOP: return .problem(Problem(path: path, id: "link-loop", message: "symbolic link loop (to '\(target)'); skipped"))
                case ENOENT, ENOTDIR: return .problem(Problem(path: path, id: "dangling-link", message: "symbolic link to '\(target)', which does not exist; skipped"))
                default: return .problem(Problem(path: path, id: "unreadable-file", message: "cannot follow symbolic link to '\(target)': \(FileReadError.system(failure)); skipped"))
                }
            }
            if real != boundary && !real.hasPrefix(boundary == "/" ? "/" : boundary + "/") {
                return .problem(Problem(path: path, id: "outside-link",
                                        message: "symbolic link to '\(real)', outside '\(boundary)'; skipped (copy the file in to use it)"))
            }
            guard stat(path, &info) == 0 else {
                return .problem(Problem(path: path, id: "unreadable-file", message: "cannot read file: \(FileReadError.system())"))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return wanted ? .file : .ignored
        case S_IFDIR:
            guard isLink else { return .folder }
            return wanted ? .problem(Problem(path: path, id: "folder-link", message: "symbolic link to a folder; not followed")) : .ignored
        default:
            return wanted ? .problem(Problem(path: path, id: "not-regular-file",
                                             message: "\(FileBytes.kind(of: info.st_mode)), not a regular file; skipped")) : .ignored
        }
    }

    /// `realpath(3)`, nil with `errno` set when the path does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func linkTarget(_ path: String) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count) }
        guard count > 0 else { return "?" }
        return escapedName(Array(buffer[..<count]))
    }

    /// A name with its bytes that are not UTF-8 shown as `\xFF`, for messages.
    public static func escapedName(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var text = ""
        var index = 0
        while index < bytes.count {
            var end = index + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            if let piece = String(validating: bytes[index..<end], as: UTF8.self) {
                text += piece
            } else {
                for byte in bytes[index..<end] { text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            }
            index = end
        }
        return text
    }
}
