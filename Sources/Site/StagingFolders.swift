import Foundation
import Support
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The folders a build writes its site into before swapping it in (`NAME.tmp-XXXXXX`; with
/// `.old` the previous site, during a swap that cannot exchange). `SiteWriter` makes and
/// removes them; on Ctrl-C or SIGTERM `removeAllThenExit` removes the ones in use; and a build
/// killed outright leaves them for the next build into the same folder, which removes them
/// under the output lock (so none of them is another build's).
public enum StagingFolders {
    /// The staging folders this process has made and not yet removed or swapped in. Held
    /// while a swap renames folders, so that an interruption sees either side of it.
    private static let inUse = Mutex<Set<String>>([])

    /// Makes a new staging folder next to `folder`, tracked from the moment it exists. It
    /// gets the site marker first, so that a leftover one is recognisable as hig's.
    static func make(next folder: OutputFolder) throws(SiteError) -> String {
        let made: String? = inUse.withLock { paths in
            var template = Array(folder.sibling(".tmp-XXXXXX").utf8CString)
            guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
            let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            paths.insert(path)
            return path
        }
        guard let made else { throw .writeFailed(path: folder.parent, reason: "cannot create a temporary folder: \(String(cString: strerror(errno)))") }
        return made
    }

    /// Runs `rename` steps with interruptions held off; `body` says which folders it leaves to
    /// be removed instead of the ones it was given.
    static func swapping<T>(_ body: (inout Set<String>) throws(SiteError) -> T) throws(SiteError) -> T {
        try inUse.withLock { (paths: inout Set<String>) throws(SiteError) -> T in try body(&paths) }
    }

    /// Removes a staging folder (or the old site it holds after a swap) and forgets it.
    static func remove(_ path: String) {
        TreeRemoval.remove(path)
        inUse.withLock { _ = $0.remove(path) }
    }

    /// For a signal: removes every staging folder in use and ends the process, holding the
    /// lock so that no swap starts meanwhile; `last` runs just before the end. Each is renamed first, so that files the writing
    /// threads are still creating by path go nowhere.
    public static func removeAllThenExit(status: Int32, finally last: () -> Void) -> Never {
        inUse.withLock { paths in
            for path in paths.sorted() {
                let doomed = path + ".interrupted"
                let target = rename(path, doomed) == 0 ? doomed : path
                // A thread may create a file in a subfolder while it is being removed: again.
                for _ in 0..<3 where FileManager.default.fileExists(atPath: target) {
                    try? FileManager.default.removeItem(atPath: target)
                }
            }
            last()
            _exit(status)
        }
    }

    /// Removes the staging folders that earlier builds into `folder` left, returning their
    /// paths. Only folders hig made: the name (`NAME.tmp-` and six letters or digits, maybe
    /// `.old` or `.interrupted`), a real folder (not a link), and empty or holding the marker.
    static func removeLeftovers(of folder: OutputFolder) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.parent)) ?? []
        let leftovers = names.filter { isStagingName($0, of: folder.name) }.sorted()
            .map { folder.parent + "/" + $0 }
            .filter(isHigFolder)
        return leftovers.filter { TreeRemoval.remove($0) }
    }

    static func isStagingName(_ entry: String, of name: String) -> Bool {
        let prefix = name + ".tmp-"
        guard entry.hasPrefix(prefix) else { return false }
        var rest = Substring(entry.dropFirst(prefix.count))
        for suffix in [".old", ".interrupted"] where rest.hasSuffix(suffix) {
            rest = rest.dropLast(suffix.count)
        }
        return rest.count == 6 && rest.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private static func isHigFolder(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        if entries.isEmpty { return true }
        let marker = FileManager.default.contents(atPath: path + "/" + OutputFolderGuard.markerName)
        return marker.map { Array($0) == OutputFolderGuard.markerContents } ?? false
    }
}
