import Foundation
import Support
#if canImport(Glibc)
import Glibc
#endif

/// A site written into its staging folder file by file, while the build still makes it, then
/// swapped in whole (`finish`) or removed (`abandon`). `hig build` puts each document's pages
/// here as soon as they are rendered, so that a build holds one document's pages at a time
/// rather than the whole site's; `SiteWriter` puts a site made in memory.
///
/// Until `finish` the output folder is as it was: the previous site, or nothing. Writing with
/// `reusing`, a file the previous site holds with the same bytes is hard-linked instead (same
/// inode, same modification time).
public final class StagedSite: Sendable {
    /// What the site holds so far: files, of them pages, and bytes.
    public struct Tally: Sendable, Equatable {
        public var files = 0
        public var pages = 0
        public var bytes = 0
    }

    private struct State {
        var folders: Set<String> = []
        var paths: Set<String> = []
        var counts = SiteWriter.Counts()
        /// Pages and bytes; the files are the counts' written and kept.
        var tally = Tally()
        var finished = false
        /// The first failure of `offer`, which `finish` reports.
        var failure: SiteError?
    }

    private let folder: OutputFolder
    private let staging: String
    /// The site being replaced, whose files with the same bytes are linked; nil for a full write.
    private let previous: String?
    private let exists: Bool
    private let ownLock: OutputLock?
    private let state: Locked<State>

    /// Makes the staging folder next to `directory` (removing the ones interrupted builds left)
    /// under `lock`, taken here until `finish` or `abandon` when nil.
    public init(_ directory: URL, reusing: Bool, lock: OutputLock? = nil) throws(SiteError) {
        let folder = OutputFolder(directory)
        guard !folder.name.isEmpty, folder.name != "/" else { throw .writeFailed(path: folder.displayPath, reason: "not a folder that can be replaced") }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw .writeFailed(path: folder.displayPath, reason: "exists and is not a folder") }
        let ownLock = lock == nil ? try OutputLock.acquire(for: directory) : nil
        var counts = SiteWriter.Counts()
        counts.removedLeftovers = StagingFolders.removeLeftovers(of: folder)
        let staging: String
        do throws(SiteError) {
            staging = try StagingFolders.make(next: folder)
        } catch {
            ownLock?.release()
            throw error
        }
        self.folder = folder
        self.staging = staging
        self.previous = reusing && exists ? folder.path : nil
        self.exists = exists
        self.ownLock = ownLock
        state = Locked(State(counts: counts))
        do throws(SiteError) {
            try put(OutputFolderGuard.markerName, OutputFolderGuard.markerContents, counted: false)
        } catch {
            abandon()
            throw error
        }
    }

    /// What has been put so far.
    public var tally: Tally {
        state.withLock { state in
            var tally = state.tally
            tally.files = state.counts.written + state.counts.kept
            return tally
        }
    }

    /// Puts one file (`a/b/index.html`) into the staging folder, its folders made as needed.
    /// Any thread may put; each path once.
    public func put(_ path: String, _ bytes: [UInt8]) throws(SiteError) {
        try put(path, bytes, counted: true)
    }

    /// Puts one file as `put` does, for a caller that cannot stop on a failure (the search
    /// index's texts, written as each batch is made): the first failure is kept, and `finish`
    /// reports it instead of swapping the site in.
    public func offer(_ path: String, _ bytes: [UInt8]) {
        do throws(SiteError) {
            try put(path, bytes)
        } catch {
            state.withLock { $0.failure = $0.failure ?? error }
        }
    }

    /// Puts every file of `output`, across cores.
    public func put(_ output: SiteOutput) throws(SiteError) {
        // A few large batches; the order of writes does not affect the result.
        let paths = output.paths
        let batchCount = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let failures: [SiteError?] = (0..<batchCount).map { $0 }.parallelMap { batch in
            for index in stride(from: batch, to: paths.count, by: batchCount) {
                do throws(SiteError) { try put(paths[index], output.files[paths[index]]!) } catch { return error }
            }
            return nil
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Puts `output`'s files on this thread and returns what is left to keep of it: its
    /// diagnostics. A step that makes many outputs in parallel takes each where it is made.
    public func take(_ output: SiteOutput) throws(SiteError) -> SiteOutput {
        for (path, bytes) in output.files { try put(path, bytes) }
        return SiteOutput(diagnostics: output.diagnostics)
    }

    /// Swaps the staged site in place of the folder's; what was written and kept.
    public func finish() throws(SiteError) -> SiteWriter.Counts {
        let (counts, wasFinished, failure) = state.withLock { state in
            defer { state.finished = true }
            return (state.counts, state.finished, state.failure)
        }
        guard !wasFinished else { throw .writeFailed(path: staging, reason: "the staged site was already swapped in or removed") }
        defer { ownLock?.release() }
        do throws(SiteError) {
            if let failure { throw failure }
            guard chmod(staging, 0o755) == 0 else { throw .writeFailed(path: staging, reason: Self.errorText()) }
            try swap()
        } catch {
            StagingFolders.remove(staging)
            throw error
        }
        return counts
    }

    /// Removes the staging folder, leaving the output folder as it was.
    public func abandon() {
        let finished = state.withLock { state in
            defer { state.finished = true }
            return state.finished
        }
        guard !finished else { return }
        StagingFolders.remove(staging)
        ownLock?.release()
    }

    private func put(_ path: String, _ bytes: [UInt8], counted: Bool) throws(SiteError) {
        let target = staging + "/" + path
        let refused: SiteError? = state.withLock { state in
            guard state.paths.insert(path).inserted else { return .writeFailed(path: target, reason: "two files of the site have this path") }
            return makeFolders(of: path, made: &state.folders)
        }
        if let refused { throw refused }
        let stamp: FileStamp
        let kept: Bool
        if let previous, let held = Self.holding(previous + "/" + path, bytes), link(previous + "/" + path, target) == 0 {
            (stamp, kept) = (held, true)
        } else {
            switch Self.writeFile(target, bytes) {
            case .success(let written): (stamp, kept) = (written, false)
            case .failure(let failure): throw failure
            }
        }
        guard counted else { return }
        state.withLock { state in
            if kept { state.counts.kept += 1 } else { state.counts.written += 1 }
            state.counts.stamps[path] = stamp
            state.tally.bytes += bytes.count
            if path.hasSuffix(".html") { state.tally.pages += 1 }
        }
    }

    /// Makes the folders `path` needs that no earlier file made, parents first; the failure if
    /// one cannot be made.
    private func makeFolders(of path: String, made: inout Set<String>) -> SiteError? {
        var missing: [String] = []
        var folder = Self.parent(of: path)
        while !folder.isEmpty && !made.contains(folder) {
            missing.append(folder)
            folder = Self.parent(of: folder)
        }
        for folder in missing.reversed() {
            guard mkdir(staging + "/" + folder, 0o755) == 0 || errno == EEXIST else {
                return .writeFailed(path: staging + "/" + folder, reason: Self.errorText())
            }
            made.insert(folder)
        }
        return nil
    }

    /// The stamp of the regular file at `path` if it holds exactly `bytes` (sizes first, so a
    /// changed page is mostly told without reading it), nil otherwise.
    private static func holding(_ path: String, _ bytes: [UInt8]) -> FileStamp? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else { return nil }
        // Read a piece at a time into one small buffer and compared as it comes, stopping at
        // the first difference: read whole into a new array, each old page was zeroed, copied,
        // then compared (at 5,000 documents, a build after one edit took a second longer than
        // a full one, reading the gigabyte it kept). Not mapped: a file cut short meanwhile
        // would stop the process.
        let same = bytes.withUnsafeBytes { expected in
            withUnsafeTemporaryAllocation(byteCount: Self.comparedPiece, alignment: 16) { buffer in
                var offset = 0
                while offset < expected.count {
                    let got = read(descriptor, buffer.baseAddress!, min(buffer.count, expected.count - offset))
                    if got < 0 && errno == EINTR { continue }
                    guard got > 0, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, got) == 0 else { return false }
                    offset += got
                }
                return true
            }
        }
        return same ? FileStamp(info) : nil
    }

    /// How much of an old file is read at once to be compared: enough for few reads of a
    /// page, little enough to stay in the core's cache.
    private static let comparedPiece = 64 * 1024

    /// `a/b` for `a/b/c`, empty for `c`.
    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) -> Result<FileStamp, SiteError> {
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

    /// Puts the staging folder at the output's place. With an existing site both are exchanged
    /// in one step (`renameat2` with `RENAME_EXCHANGE`), so the folder is never missing; where
    /// the file system cannot exchange, the old site is renamed away first. The renames are one
    /// step for an interruption; the old site, once out of the way, is removed as a staging folder.
    private func swap() throws(SiteError) {
        let (staging, target, exists) = (staging, folder.path, exists)
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

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
