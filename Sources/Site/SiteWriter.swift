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
        let site = try StagedSite(directory, reusing: reusing, lock: lock)
        do throws(SiteError) {
            try site.put(output)
        } catch {
            site.abandon()
            throw error
        }
        return try site.finish()
    }

    /// Writes one file beside the site (`OutputFolderGuard.manifestName`) after the swap, through
    /// a temporary name, so it is there whole or not at all.
    public static func writeBeside(_ site: URL, name: String, bytes: [UInt8]) throws(SiteError) {
        let path = site.standardizedFileURL.path + "/" + name
        if case .failure(let failure) = StagedSite.writeFile(path + ".tmp", bytes) { throw failure }
        guard rename(path + ".tmp", path) == 0 else { throw .writeFailed(path: path, reason: StagedSite.errorText()) }
    }
}
