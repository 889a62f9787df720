#if canImport(Glibc)
import Glibc
#endif

/// Removes a folder and everything in it, as `rm -r` does: each entry unlinked relative to its
/// folder's descriptor with the type the directory listing gives, so a site of a few thousand
/// pages costs about one system call per file (FileManager stats, opens and lists every entry by
/// its full path: four to six calls a file, which on a slow disk is most of a small build).
/// Symbolic links are removed, never followed. The top level's folders are removed in parallel.
public enum TreeRemoval {
    /// Whether `path` is gone afterwards (it did not exist, or everything in it was removed).
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        let entries = listing(of: folder)
        // Subfolders (languages, assets) in parallel; files of the top level after.
        let folders = entries.filter(\.isFolder).map(\.name)
        let removed = folders.parallelMap { name -> Bool in removeEntry(name, in: folder, isFolder: true) }
        var complete = removed.allSatisfy { $0 }
        for entry in entries where !entry.isFolder {
            complete = removeEntry(entry.name, in: folder, isFolder: false) && complete
        }
        close(folder)
        return rmdir(path) == 0 && complete
    }

    private struct Entry: Sendable {
        let name: String
        let isFolder: Bool
    }

    /// Removes one entry of the folder open as `parent`, a folder's contents first.
    private static func removeEntry(_ name: String, in parent: Int32, isFolder: Bool) -> Bool {
        guard isFolder else { return unlinkat(parent, name, 0) == 0 || errno == ENOENT }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        var complete = true
        for entry in listing(of: folder) {
            complete = removeEntry(entry.name, in: folder, isFolder: entry.isFolder) && complete
        }
        close(folder)
        return (unlinkat(parent, name, AT_REMOVEDIR) == 0 || errno == ENOENT) && complete
    }

    /// The entries of an open folder (the descriptor stays open), "." and ".." left out.
    private static func listing(of folder: Int32) -> [Entry] {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                // Some file systems leave the type out of the listing: ask without following links.
                var status = stat()
                if fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                    type = status.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
            }
            entries.append(Entry(name: name, isFolder: type == UInt8(DT_DIR)))
        }
        return entries
    }
}
