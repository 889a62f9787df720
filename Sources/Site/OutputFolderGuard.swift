import Model
import Support

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Decides whether `hig build` may put its site in a folder. `SiteWriter` replaces the output
/// folder as a whole, so an output that is the project (`-o .`, `-o "$UNSET"`), holds or sits in
/// the sources, or holds someone else's files would delete them: those are refused before
/// anything is built or written.
///
/// Paths are compared after `.` and `..` are removed (as the writer removes them) and symlinks
/// are resolved, so `Content/..` or a link to the project is the project.
public struct OutputFolderGuard: Sendable {
    /// The file in every site hig writes, by which a later build knows the folder is its own.
    public static let markerName = ".hig-site"
    /// Fixed bytes (no date): the committed site stays byte-for-byte reproducible.
    public static let markerContents = Array("hig site format 1: hig build replaces this folder as a whole\n".utf8)

    /// Beside the marker: what the site was built from (`BuildManifest`), so that the next
    /// build knows whether anything changed. Not part of the site's pages.
    public static let manifestName = ".hig-build"

    /// A folder the site must not be written into, around or inside of.
    public struct Source: Sendable, Equatable {
        /// `content` or `templates`.
        public var kind: String
        /// As the user gave it, for the message.
        public var path: String
    }

    public enum Reason: Sendable, Equatable {
        case emptyPath
        case currentFolder
        case containsCurrentFolder
        case isSource(Source)
        case containsSource(Source)
        case insideSource(Source)
        case notAHigSite
    }

    /// Why an output folder was refused.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The output as the user gave it.
        public var path: String
        public var reason: Reason

        public var diagnostic: Diagnostic {
            let message: String
            switch reason {
            case .emptyPath: message = "refusing to write the site: the output folder is empty (an empty --output, perhaps an unset variable)"
            case .currentFolder: message = refusing("it is the current folder")
            case .containsCurrentFolder: message = refusing("it contains the current folder")
            case .isSource(let source): message = refusing("it is the \(source.kind) folder '\(source.path)'")
            case .containsSource(let source): message = refusing("it contains the \(source.kind) folder '\(source.path)'")
            case .insideSource(let source): message = refusing("it is inside the \(source.kind) folder '\(source.path)'")
            case .notAHigSite: message = refusing("it is not empty and not a site hig built (no \(OutputFolderGuard.markerName) marker)")
            }
            return .error("unsafe-output", message + "; choose an empty or new folder")
        }

        public var description: String { diagnostic.description }

        private func refusing(_ why: String) -> String {
            "refusing to write the site into '\(path)': \(why)"
        }
    }

    /// The folder relative paths start from (the process's, for the command line).
    public var currentFolder: String
    public var sources: [Source]

    /// The guard for a build from `content` folders with `templates`.
    public init(currentFolder: String = FileManager.default.currentDirectoryPath, content: [String], templates: String) {
        self.currentFolder = currentFolder
        sources = content.map { Source(kind: "content", path: $0) } + [Source(kind: "templates", path: templates)]
    }

    /// Throws unless `output` is a missing folder, an empty one, or a site hig wrote.
    public func check(_ output: String) throws(Refusal) {
        guard !output.isEmpty else { throw Refusal(path: output, reason: .emptyPath) }
        let target = resolved(output)
        let current = resolved(".")
        if target == current { throw Refusal(path: output, reason: .currentFolder) }
        if Self.isInside(current, target) { throw Refusal(path: output, reason: .containsCurrentFolder) }
        for source in sources {
            let folder = resolved(source.path)
            if target == folder { throw Refusal(path: output, reason: .isSource(source)) }
            if Self.isInside(folder, target) { throw Refusal(path: output, reason: .containsSource(source)) }
            if Self.isInside(target, folder) { throw Refusal(path: output, reason: .insideSource(source)) }
        }
        var isDirectory: ObjCBool = false
        // A file in the way is the writer's error ("exists and is not a folder").
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        // A folder that cannot be listed may hold anything.
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: target) else {
            throw Refusal(path: output, reason: .notAHigSite)
        }
        if !entries.isEmpty && !Self.isRegularFile(target + "/" + Self.markerName) {
            throw Refusal(path: output, reason: .notAHigSite)
        }
    }

    /// `path` made absolute from `currentFolder`, `.` and `..` removed, and symlinks resolved in
    /// the part that exists (the part that does not cannot hold links).
    func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
        var head = URL(fileURLWithPath: absolute).standardizedFileURL.path
        var missing: [String] = []
        while true {
            if let pointer = realpath(head, nil) {
                defer { free(pointer) }
                let real = String(cString: pointer)
                return missing.reversed().reduce(real) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            let parent = (head as NSString).deletingLastPathComponent
            // Not even "/" resolves: compare the path as it is.
            if parent == head || parent.isEmpty { return absolute }
            missing.append((head as NSString).lastPathComponent)
            head = parent
        }
    }

    /// Whether `path` is strictly below `folder`.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path != folder && path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
