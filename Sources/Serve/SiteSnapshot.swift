import Foundation

/// An immutable site: relative path → file, with ETags computed once on creation.
/// The files are spread over buckets by path, so that a rebuild's snapshot copies the
/// buckets its changed files fall in, not every file of a large site.
public struct SiteSnapshot: Sendable, SiteTree {
    private let buckets: [[String: SiteFile]]
    /// Every directory that holds a file, so `/guides` can redirect to `/guides/`.
    private let directories: Set<String>

    /// `files` maps paths relative to the site root (`index.html`,
    /// `guides/buttons/index.html`) to their bytes; a leading `/` is ignored.
    public init(files: [String: Data]) {
        self = SiteSnapshot(buckets: Array(repeating: [:], count: Self.bucketCount), directories: [""]).updating(files)
    }

    private static let bucketCount = 256

    private static func bucket(of path: String) -> Int {
        path.hashValue & (bucketCount - 1)
    }

    public var count: Int { buckets.reduce(0) { $0 + $1.count } }

    /// The paths of all files, relative to the site root, in no order.
    public var paths: [String] { buckets.flatMap(\.keys) }

    public subscript(path: String) -> SiteFile? { buckets[Self.bucket(of: path)][path] }

    func entry(at path: RequestPath) -> SiteEntry {
        let key = path.relative
        if let file = self[key] { return .file(file) }
        if directories.contains(key) { return .directory }
        return .missing
    }
}

extension SiteSnapshot {
    /// This site with some files replaced or added and others removed; unchanged files keep
    /// their ETags, so a rebuild costs what changed, not the whole site.
    public func updating(_ changed: [String: Data], removing removed: Set<String> = []) -> SiteSnapshot {
        var buckets = self.buckets
        for path in removed { buckets[Self.bucket(of: path)].removeValue(forKey: path) }
        var changedPaths: [String] = []
        for (key, bytes) in changed {
            let segments = key.split(separator: "/", omittingEmptySubsequences: true)
            guard !segments.isEmpty, !segments.contains(where: { $0 == "." || $0 == ".." }) else { continue }
            let path = segments.joined(separator: "/")
            buckets[Self.bucket(of: path)][path] = SiteFile(path: path, bytes: bytes)
            changedPaths.append(path)
        }
        // A removal can empty a directory, which must then stop redirecting: rebuild the set.
        var directories: Set<String> = removed.isEmpty ? self.directories : [""]
        for path in removed.isEmpty ? changedPaths : buckets.flatMap(\.keys) { Self.insertDirectories(of: path, into: &directories) }
        return SiteSnapshot(buckets: buckets, directories: directories)
    }

    private static func insertDirectories(of path: String, into directories: inout Set<String>) {
        let segments = path.split(separator: "/")
        for depth in 1..<max(1, segments.count) { directories.insert(segments[..<depth].joined(separator: "/")) }
    }

    private init(buckets: [[String: SiteFile]], directories: Set<String>) {
        self.buckets = buckets
        self.directories = directories
    }
}
