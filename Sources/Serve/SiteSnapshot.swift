import Foundation

/// An immutable site: relative path → file, with ETags computed once on creation.
public struct SiteSnapshot: Sendable, SiteTree {
    private let files: [String: SiteFile]
    /// Every directory that holds a file, so `/guides` can redirect to `/guides/`.
    private let directories: Set<String>

    /// `files` maps paths relative to the site root (`index.html`,
    /// `guides/buttons/index.html`) to their bytes; a leading `/` is ignored.
    public init(files: [String: Data]) {
        self = SiteSnapshot(entries: [:], directories: [""]).updating(files)
    }

    public var count: Int { files.count }

    /// The paths of all files, relative to the site root.
    public var paths: Dictionary<String, SiteFile>.Keys { files.keys }

    public subscript(path: String) -> SiteFile? { files[path] }

    func entry(at path: RequestPath) -> SiteEntry {
        let key = path.relative
        if let file = files[key] { return .file(file) }
        if directories.contains(key) { return .directory }
        return .missing
    }
}

extension SiteSnapshot {
    /// This site with some files replaced or added and others removed; unchanged files keep
    /// their ETags, so a rebuild costs what changed, not the whole site.
    public func updating(_ changed: [String: Data], removing removed: Set<String> = []) -> SiteSnapshot {
        var entries = files
        for path in removed { entries.removeValue(forKey: path) }
        var changedPaths: [String] = []
        for (key, bytes) in changed {
            let segments = key.split(separator: "/", omittingEmptySubsequences: true)
            guard !segments.isEmpty, !segments.contains(where: { $0 == "." || $0 == ".." }) else { continue }
            let path = segments.joined(separator: "/")
            entries[path] = SiteFile(path: path, bytes: bytes)
            changedPaths.append(path)
        }
        // A removal can empty a directory, which must then stop redirecting: rebuild the set.
        var directories: Set<String> = removed.isEmpty ? self.directories : [""]
        for path in removed.isEmpty ? changedPaths : Array(entries.keys) { Self.insertDirectories(of: path, into: &directories) }
        return SiteSnapshot(entries: entries, directories: directories)
    }

    private static func insertDirectories(of path: String, into directories: inout Set<String>) {
        let segments = path.split(separator: "/")
        for depth in 1..<max(1, segments.count) { directories.insert(segments[..<depth].joined(separator: "/")) }
    }

    private init(entries: [String: SiteFile], directories: Set<String>) {
        self.files = entries
        self.directories = directories
    }
}
