import Foundation
import Model
import Support

/// Finds the text files to ingest under the paths a user names.
public enum ContentDiscovery {
    public struct File: Sendable, Hashable {
        /// The path shown to the user: the argument joined with the file's relative path.
        public var displayPath: String
        public var absolutePath: String
        public var fileName: String
    }

    /// A path a watcher reported: a file to read, or why it is not read.
    public enum Found: Sendable {
        case file(File)
        case refused(Diagnostic)
    }

    public static let extensions: Set<String> = ["txt", "md", "markdown"]

    /// Files under each path (a file, or a directory searched recursively; hidden entries
    /// skipped), sorted by display path so every run sees them in the same order. Entries
    /// that cannot be read are reported (`FolderWalker`); symbolic links may not leave the
    /// folder named.
    public static func files(in paths: [String]) -> ([File], [Diagnostic]) {
        var files: [File] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let reason = errno == ENOENT ? "no such file or directory" : "cannot read: \(FileReadError.system())"
                diagnostics.append(.error("missing-path", reason, at: SourceLocation(path: path)))
                continue
            }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            // A file named on the command line is read as asked (a FIFO is refused when read).
            guard info.st_mode & S_IFMT == S_IFDIR else {
                files.append(File(displayPath: path, absolutePath: absolute, fileName: (path as NSString).lastPathComponent))
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let walker = FolderWalker(root: absolute)
            let (found, problems) = walker.files(below: absolute, wantsFile: isTextFileName)
            let display = { (full: String) in base + full.dropFirst(absolute.count) }
            for entry in found {
                files.append(File(displayPath: display(entry.path), absolutePath: entry.path, fileName: entry.name))
            }
            for problem in problems {
                diagnostics.append(.warning(problem.id, problem.message, at: SourceLocation(path: display(problem.path))))
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        var seen = Set<String>()
        files = files.filter { seen.insert($0.absolutePath).inserted }
        return (files, diagnostics)
    }

    /// Whether a file of this name is a text hig reads. A group's `_index.md` or
    /// `_index.LANG.md` (Hugo's convention) is its title and intro, read by the site, not a page.
    public static func isTextFileName(_ name: String) -> Bool {
        if isGroupIndexName(name) { return false }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// `_index.md`, `_index.ko.md`: a folder's group title and intro.
    public static func isGroupIndexName(_ name: String) -> Bool {
        name.hasPrefix("_index.") && (name.hasSuffix(".md") || name.hasSuffix(".markdown"))
    }

    /// The file a watcher saw appear at `path` (absolute, under the content folder `root`),
    /// checked as a walk would check it: nil when it is not a text file, a diagnostic when it
    /// cannot be read (a link out of the folder, a FIFO).
    public static func file(at path: String, root: String, displayPath: String) -> Found? {
        let name = (path as NSString).lastPathComponent
        guard !name.hasPrefix("."), isTextFileName(name) else { return nil }
        let walker = FolderWalker(root: root)
        switch walker.classify(path, wanted: true) {
        case .file: return .file(File(displayPath: displayPath, absolutePath: path, fileName: name))
        case .folder, .ignored: return nil
        case .problem(let problem): return .refused(.warning(problem.id, problem.message, at: SourceLocation(path: displayPath)))
        }
    }

    /// The bytes of a file, or why they cannot be read (regular files only).
    public static func readBytes(atPath path: String) -> Result<[UInt8], FileReadError> {
        FileBytes.read(path)
    }
}
