import Foundation
import Model
import Support
import Synchronization

/// The local files pages refer to (images, videos, PDFs, downloads), each under a
/// content-hashed name in the site (`media/pic.3f9a0c12be.png`), so that a changed picture
/// gets a new name and a browser never shows the old one. Only files inside the content
/// folder are served: a `..` that climbs out or a symbolic link that leads out is refused, as
/// for content files (`FolderWalker`). A file is read and hashed again only when its size,
/// modification time or inode changed, so serve keeps one catalog between runs.
public final class MediaCatalog: Sendable {
    /// The real path references may not leave.
    public let root: String
    /// The content folder as named, absolute (`..` is judged on it before links are).
    private let namedRoot: String
    private let walker: FolderWalker
    private let known = Mutex<[String: Entry]>([:])

    struct Entry: Sendable {
        var stamp: [Int]
        var sitePath: String
        var bytes: [UInt8]
    }

    /// `contentRoot`: the content folder (a file's folder when it is a file).
    public init(contentRoot: String) {
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: contentRoot, isDirectory: &isFolder) && !isFolder.boolValue
            ? (contentRoot as NSString).deletingLastPathComponent : contentRoot
        let absolute = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
        namedRoot = absolute
        root = FolderWalker.realPath(absolute) ?? absolute
        walker = FolderWalker(root: root)
    }

    /// What the file `path` (decoded, relative to the folder of `sourcePath`) is for the site.
    public func resolve(_ path: String, from sourcePath: String) -> (file: String, outcome: LocalReference.Outcome) {
        let folder = (sourcePath as NSString).deletingLastPathComponent
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        let absolute = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
        guard Self.withinRoot(absolute, root: namedRoot) || Self.withinRoot(absolute, root: root) else { return (absolute, .outsideContent) }
        return (absolute, outcome(of: absolute))
    }

    /// What the file at `path` (absolute, as `resolve` gave it) is now: a memo keyed on the
    /// files a page showed asks this before reusing the page.
    public func outcome(atAbsolute path: String) -> LocalReference.Outcome {
        guard Self.withinRoot(path, root: namedRoot) || Self.withinRoot(path, root: root) else { return .outsideContent }
        return outcome(of: path)
    }

    /// Whether `path` (absolute, as `resolve` gave it) is in a hidden folder of the content
    /// (`.gitbook/assets/pic.png`), which content discovery and the build's manifest do not walk.
    public func isHidden(_ path: String) -> Bool {
        for base in [namedRoot, root] where Self.withinRoot(path, root: base) {
            let relative = path.dropFirst(base == "/" ? 1 : base.count + 1)
            return relative.split(separator: "/").dropLast().contains { $0.hasPrefix(".") }
        }
        return false
    }

    /// The bytes of a file the catalog resolved, by its path in the site.
    public func bytes(of sitePath: String) -> [UInt8]? {
        known.withLock { entries in entries.values.first { $0.sitePath == sitePath }?.bytes }
    }

    /// The files of the site for the given resolved references, by path in the site.
    public func files(for sitePaths: Set<String>) -> [String: [UInt8]] {
        known.withLock { entries in
            var files: [String: [UInt8]] = [:]
            for entry in entries.values where sitePaths.contains(entry.sitePath) { files[entry.sitePath] = entry.bytes }
            return files
        }
    }

    private func outcome(of path: String) -> LocalReference.Outcome {
        switch walker.classify(path, wanted: true) {
        case .file: break
        case .problem(let problem) where problem.id == "outside-link": return .outsideContent
        case .problem, .folder, .ignored: return .missingFile
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return .missingFile }
        let stamp = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
        if let entry = known.withLock({ $0[path] }), entry.stamp == stamp { return .resource(sitePath: entry.sitePath) }
        guard case .success(let bytes) = FileBytes.read(path) else { return .missingFile }
        let entry = Entry(stamp: stamp, sitePath: Self.sitePath(of: path, bytes: bytes), bytes: bytes)
        known.withLock { $0[path] = entry }
        return .resource(sitePath: entry.sitePath)
    }

    /// `media/NAME.HASH.EXT`, the name reduced to letters, digits, `-` and `_`.
    static func sitePath(of path: String, bytes: [UInt8]) -> String {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        var stem = String((name as NSString).deletingPathExtension.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        if stem.allSatisfy({ $0 == "-" }) { stem = "file" }
        return "media/" + stem + "." + ContentHash.hex(bytes, length: 12) + (ext.isEmpty ? "" : "." + ext)
    }

    private static func withinRoot(_ path: String, root: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
