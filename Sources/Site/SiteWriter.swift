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
public struct SiteWriter: Sendable {
    public init() {}

    /// Writes `output` into `directory`, replacing what it held, under `lock` (taken here for
    /// the write alone when nil). Returns the leftover staging folders it removed.
    @discardableResult
    public func write(_ output: SiteOutput, to directory: URL, lock: OutputLock? = nil) throws(SiteError) -> [String] {
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
            if let failure = Self.writeFile(staging + "/" + OutputFolderGuard.markerName, OutputFolderGuard.markerContents) { throw failure }
            try writeFiles(output, into: staging)
            guard chmod(staging, 0o755) == 0 else { throw .writeFailed(path: staging, reason: Self.errorText()) }
            try swap(staging, into: folder.path, exists: exists)
        } catch {
            StagingFolders.remove(staging)
            throw error
        }
        return leftovers
    }

    private func writeFiles(_ output: SiteOutput, into root: String) throws(SiteError) {
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
        guard batchCount > 0 else { return }
        let batches = (0..<batchCount).map { batch in stride(from: batch, to: paths.count, by: batchCount).map { paths[$0] } }
        let failures: [SiteError?] = batches.parallelMap { batch in
            for path in batch {
                if let failure = Self.writeFile(root + "/" + path, output.files[path]!) { return failure }
            }
            return nil
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
    }

    /// `a/b` for `a/b/c`, empty for `c`.
    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private static func writeFile(_ path: String, _ bytes: [UInt8]) -> SiteError? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .writeFailed(path: path, reason: errorText()) }
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
        return failure
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
