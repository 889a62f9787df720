#if canImport(Glibc)
import Glibc
#endif

/// Removes a folder and everything in it, as `rm -r` does: each entry unlinked relative to its
/// folder's descriptor with the type the directory listing gives, so a site of a few thousand
/// pages costs about one system call per file (FileManager stats, opens and lists every entry by
/// its full path: four to six calls a file, which on a slow disk is most of a small build).
/// Names are used as the bytes they are; symbolic links are removed, never followed. The top
/// level's entries (languages, assets) are removed in parallel.
public enum TreeRemoval {
    /// Whether `path` is gone afterwards (it did not exist, or everything in it was removed).
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        let emptied = removeContents(of: folder, inParallel: true)
        close(folder)
        return rmdir(path) == 0 && emptied
    }

    private struct Entry: Sendable {
        /// NUL-terminated, as the listing gave it.
        let name: [CChar]
        let isFolder: Bool
    }

    private static func removeContents(of folder: Int32, inParallel: Bool) -> Bool {
        let entries = listing(of: folder)
        let removed = entries.map(inParallel: inParallel) { removeEntry($0, in: folder) }
        return removed.allSatisfy { $0 }
    }

    /// Removes one entry of the folder open as `parent`, a folder's contents first.
    private static func removeEntry(_ entry: Entry, in parent: Int32) -> Bool {
        guard entry.isFolder else { return unlinkat(parent, entry.name, 0) == 0 || errno == ENOENT }
        let folder = openat(parent, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        let emptied = removeContents(of: folder, inParallel: false)
        close(folder)
        return (unlinkat(parent, entry.name, AT_REMOVEDIR) == 0 || errno == ENOENT) && emptied
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
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
            }
            if name == [0x2E, 0] || name == [0x2E, 0x2E, 0] { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                // Some file systems leave the type out of the listing: ask without following links.
                var status = stat()
                isFolder = fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            entries.append(Entry(name: name, isFolder: isFolder))
        }
        return entries
    }
}
