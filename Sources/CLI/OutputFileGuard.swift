import Foundation
import Ingest
import Model
#if canImport(Glibc)
import Glibc
#endif

/// Decides whether `hig report -o FILE` or `hig export -o FILE` may write a file. The file is
/// replaced whole, so an output that is one of the texts the command reads (`-o
/// tables.ko.txt`) or the lock file would lose what the user wrote, and a new text or settings
/// file among the folders read (`-o Content/report.md`) would be read as one by the next run:
/// those are refused before anything is read. So are a folder, and an empty name (an unset
/// variable), with a message that says so.
enum OutputFileGuard {
    /// Why the command must not write `path`, or nil. `paths` are the texts' files and folders
    /// as given; `alsoRead`, other files the command reads (the lock file).
    static func refusal(_ path: String, reading paths: [String], alsoRead: [String] = []) -> Diagnostic? {
        guard !path.isEmpty else {
            return .error("unsafe-output", "refusing to write: the output file name is empty (an empty -o, perhaps an unset variable)")
        }
        // As the kernel reads the name, and as the writer does (`URL` drops `a/..` by its letters).
        let spellings = [path, URL(fileURLWithPath: path).standardizedFileURL.path]
        if spellings.contains(where: isFolder) {
            return .error("unsafe-output", "refusing to write '\(path)': it is a folder; name a file")
        }
        let texts = ContentDiscovery.files(in: paths).0.map(\.absolutePath)
        for read in texts + alsoRead where spellings.contains(where: { isSameFile($0, read) }) {
            return refused(path, "it is '\(read)', which this command reads")
        }
        let readable = isTextName(path) || ["hig.yaml", "hig.yml", "hig.lock"].contains((path as NSString).lastPathComponent)
        if readable, let folder = paths.first(where: { folder in spellings.contains { isInside($0, folder: folder) } }) {
            return refused(path, "it is inside '\(folder)', where the next run would read it as a text or a setting")
        }
        return nil
    }

    /// Why `report --accept` must not write the lock file at `path`: one of the texts, or a
    /// text's name among the folders read (`--lock notes.md`), which the next run would read
    /// as a text. The lock's own name and a settings name are its to write.
    static func lockRefusal(_ path: String, reading paths: [String]) -> Diagnostic? {
        guard isTextName(path) else { return nil }
        let texts = ContentDiscovery.files(in: paths).0.map(\.absolutePath)
        if let read = texts.first(where: { isSameFile(path, $0) }) {
            return .error("unsafe-output", "refusing to write the lock file '\(path)': it is '\(read)', a text this command reads; name it hig.lock")
        }
        if let folder = paths.first(where: { isInside(path, folder: $0) }) {
            return .error("unsafe-output", "refusing to write the lock file '\(path)': it is inside '\(folder)', where the next run would read it as a text; name it hig.lock")
        }
        return nil
    }

    private static func isTextName(_ path: String) -> Bool {
        ContentDiscovery.extensions.contains(((path as NSString).pathExtension as String).lowercased())
    }

    private static func refused(_ path: String, _ why: String) -> Diagnostic {
        .error("unsafe-output", "refusing to write '\(path)': \(why); choose another file")
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether two names are one file: the same device and inode (any spelling, link or hard
    /// link of it), or the same resolved name when neither exists yet (the lock file).
    private static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        if stat(a, &first) == 0 && stat(b, &second) == 0 { return first.st_dev == second.st_dev && first.st_ino == second.st_ino }
        return resolved(a) == resolved(b)
    }

    /// Whether `path` (existing or not) would be below `folder`, with links resolved.
    private static func isInside(_ path: String, folder: String) -> Bool {
        guard let file = resolved(path), let root = resolved(folder) else { return false }
        return file.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The absolute name with links resolved; for a file that does not exist, its folder's
    /// resolved name and its own. Nil when the folder does not exist either.
    private static func resolved(_ path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let folder = (absolute as NSString).deletingLastPathComponent
        guard let real = realpath(folder, nil) else { return nil }
        defer { free(real) }
        return (String(cString: real) as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
    }
}
