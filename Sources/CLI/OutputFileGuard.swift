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
/// variable), with a message that says so. The lock file `report --accept` writes is held to the
/// same, but for its own name.
struct OutputFileGuard {
    /// What a command writes: its report or export (`-o`), or the lock file (`--accept`),
    /// whose own name, `hig.lock`, is its to write among the texts.
    enum Written {
        case output, lock
    }

    /// The texts' files and folders as given.
    let paths: [String]
    /// The texts found under `paths`.
    let texts: [String]
    /// Other files the command reads (the lock file).
    let alsoRead: [String]

    /// Finds the texts once, for every file the command will write.
    init(reading paths: [String], alsoRead: [String] = []) {
        self.paths = paths
        texts = ContentDiscovery.files(in: paths).0.map(\.absolutePath)
        self.alsoRead = alsoRead
    }

    /// Why the command must not write `path`, or nil.
    func refusal(_ path: String, writing written: Written = .output) -> Diagnostic? {
        let what = written == .lock ? "the lock file '\(path)'" : "'\(path)'"
        guard !path.isEmpty else {
            return .error("unsafe-output", "refusing to write: the output file name is empty (an empty -o, perhaps an unset variable)")
        }
        // As the kernel reads the name, and as the writer does (`URL` drops `a/..` by its letters).
        let spellings = [path, URL(fileURLWithPath: path).standardizedFileURL.path]
        if spellings.contains(where: Self.isFolder) {
            return .error("unsafe-output", "refusing to write \(what): it is a folder; name a file")
        }
        // The lock file is read too, to be written again.
        for file in written == .lock ? texts : texts + alsoRead where spellings.contains(where: { Self.isSameFile($0, file) }) {
            return Self.refused(what, "it is '\(file)', which this command reads")
        }
        let name = (path as NSString).lastPathComponent
        let settings = written == .lock ? ["hig.yaml", "hig.yml"] : ["hig.yaml", "hig.yml", "hig.lock"]
        let readable = ContentDiscovery.isTextFileName(name) || ContentDiscovery.isGroupIndexName(name) || settings.contains(name)
        if readable, let folder = paths.first(where: { folder in spellings.contains { Self.isInside($0, folder: folder) } }) {
            return Self.refused(what, "it is inside '\(folder)', where the next run would read it as a text or a setting")
        }
        return nil
    }

    private static func refused(_ what: String, _ why: String) -> Diagnostic {
        .error("unsafe-output", "refusing to write \(what): \(why); choose another file")
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
