import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a built site so that the folder always holds a whole site: the new one is written
/// next to it (`Public.tmp-XXXXXX`, see `StagingFolders`), then swapped in. A build that fails
/// or is interrupted leaves the previous site as it was and no staging folder; one killed
/// outright leaves its staging folder to the next build, which removes it. One build at a
/// time (`OutputLock`). Every site gets `OutputFolderGuard.markerName`, by which the next
/// build knows the folder is hig's to replace.
///
/// An incremental build (`reusing`) writes only the files whose bytes changed: a file the
/// previous site holds with the same bytes is hard-linked into the new folder instead, so it
/// is not rewritten (same inode, same modification time), and the swap stays whole.
public struct SiteWriter: Sendable {
    /// What a write did: files written anew, and files kept from the previous site.
    public struct Counts: Sendable, Equatable {
        public var written = 0
        public var kept = 0
        /// Each file's size and modification time as it is in the site now.
        public var stamps: [String: FileStamp] = [:]
        /// Staging folders an interrupted build left, removed before this write.
        public var removedLeftovers: [String] = []
    }

    /// Link files the previous site already holds with the same bytes instead of writing them.
    public var reusing = false

    public init(reusing: Bool = false) {
        self.reusing = reusing
    }

    /// Writes `output` into `directory`, replacing what it held, under `lock` (taken here for
    /// the write alone when nil). The counts include the leftover staging folders it removed.
    @discardableResult
    public func write(_ output: SiteOutput, to directory: URL, lock: OutputLock? = nil) throws(SiteError) -> Counts {
        let folder = OutputFolder(directory)
        guard !folder.name.isEmpty, folder.name != "/" else { throw .writeFailed(path: folder.displayPath, reason: "not a folder that can be replaced") }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw .writeFailed(path: folder.displayPath, reason: "exists and is not a folder") }
        let ownLock = lock == nil ? try OutputLock.acquire(for: directory) : nil
        defer { ownLock?.release() }

        let leftovers = StagingFolders.removeLeftovers(of: folder)
        let staging = try StagingFolders.make(next: folder)
        do throws(SiteError) {
            if case .failure(let failure) = Self.writeFile(staging + "/" + OutputFolderGuard.markerName, OutputFolderGuard.markerContents) {
                throw failure
            }
            var counts = try writeFiles(output, into: staging, previous: reusing && exists ? folder.path : nil)
            guard chmod(staging, 0o755) == 0 else { throw .writeFailed(path: staging, reason: Self.errorText()) }
            try swap(staging, into: folder.path, exists: exists)
            counts.removedLeftovers = leftovers
            return counts
        } catch {
            StagingFolders.remove(staging)
            throw error
        }
    }

    /// `previous`: the site being replaced, whose files with the same bytes are linked.
    private func writeFiles(_ output: SiteOutput, into root: String, previous: String?) throws(SiteError) -> Counts {
        var folders = Set<String>()
        for path in output.files.keys {
            var folder = Self.parent(of: path)
            while !folder.isEmpty && folders.insert(folder).inserted {
                folder = Self.parent(of: folder)
            }
        }
        // Parents sort before their children.
        for folder in folders.sorted() {
            guard mkdir(root + "/" + folder, 0o755) == 0 || errno == EEXIST else {
                throw .writeFailed(path: root + "/" + folder, reason: Self.errorText())
            }
        }
        // Files in a few large batches across cores; the order of writes does not affect the result.
        let paths = output.paths
        let batchCount = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard batchCount > 0 else { return Counts() }
        let batches = (0..<batchCount).map { batch in stride(from: batch, to: paths.count, by: batchCount).map { paths[$0] } }
        let results: [Result<Counts, SiteError>] = batches.parallelMap { batch in
            var counts = Counts()
            for path in batch {
                let bytes = output.files[path]!
                if let previous, let stamp = Self.holding(previous + "/" + path, bytes), link(previous + "/" + path, root + "/" + path) == 0 {
                    counts.kept += 1
                    counts.stamps[path] = stamp
                    continue
                }
                switch Self.writeFile(root + "/" + path, bytes) {
                case .success(let stamp): counts.stamps[path] = stamp
                case .failure(let failure): return .failure(failure)
                }
                counts.written += 1
            }
            return .success(counts)
        }
        var counts = Counts()
        for result in results {
            switch result {
            case .success(let batch):
                counts.written += batch.written
                counts.kept += batch.kept
                counts.stamps.merge(batch.stamps) { first, _ in first }
            case .failure(let failure): throw failure
            }
        }
        return counts
    }

    /// Writes one file beside the site (`OutputFolderGuard.manifestName`) after the swap, through
    /// a temporary name, so it is there whole or not at all.
    public static func writeBeside(_ site: URL, name: String, bytes: [UInt8]) throws(SiteError) {
        let path = site.standardizedFileURL.path + "/" + name
        if case .failure(let failure) = writeFile(path + ".tmp", bytes) { throw failure }
        guard rename(path + ".tmp", path) == 0 else { throw .writeFailed(path: path, reason: errorText()) }
    }

    /// The stamp of the regular file at `path` if it holds exactly `bytes` (sizes first, so a
    /// changed page is mostly told without reading it), nil otherwise.
    private static func holding(_ path: String, _ bytes: [UInt8]) -> FileStamp? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else { return nil }
        var old = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < old.count {
            let got = old.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            offset += got
        }
        return old == bytes ? FileStamp(info) : nil
    }

    /// `a/b` for `a/b/c`, empty for `c`.
    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private static func writeFile(_ path: String, _ bytes: [UInt8]) -> Result<FileStamp, SiteError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(.writeFailed(path: path, reason: errorText())) }
        defer { close(descriptor) }
        let failure: SiteError? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .writeFailed(path: path, reason: errorText())
                }
                offset += written
            }
            return nil
        }
        if let failure { return .failure(failure) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.writeFailed(path: path, reason: errorText())) }
        return .success(FileStamp(info))
    }

    /// Puts `staging` at `target`. With an existing site both are exchanged in one step
    /// (`renameat2` with `RENAME_EXCHANGE`), so the folder is never missing; where the file
    /// system cannot exchange, the old site is renamed away first. The renames are one step
    /// for an interruption; the old site, once out of the way, is removed as a staging folder.
    private func swap(_ staging: String, into target: String, exists: Bool) throws(SiteError) {
        let old: String? = try StagingFolders.swapping { (inUse: inout Set<String>) throws(SiteError) -> String? in
            guard exists else {
                guard rename(staging, target) == 0 else { throw .writeFailed(path: target, reason: Self.errorText()) }
                inUse.remove(staging)
                return nil
            }
            // Exchanged, `staging` holds the old site.
            if Self.exchange(staging, target) { return staging }
            let old = staging + ".old"
            guard rename(target, old) == 0 else { throw .writeFailed(path: target, reason: Self.errorText()) }
            guard rename(staging, target) == 0 else {
                let reason = Self.errorText()
                _ = rename(old, target)
                throw .writeFailed(path: target, reason: reason)
            }
            inUse.remove(staging)
            inUse.insert(old)
            return old
        }
        if let old { StagingFolders.remove(old) }
    }

    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2`, looked up at run time: Swift's Glibc module leaves out GNU extensions.
    private static let renameat2: Renameat2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()

    private static func exchange(_ a: String, _ b: String) -> Bool {
        guard let renameat2 else { return false }
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
