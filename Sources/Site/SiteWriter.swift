import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a built site so that the folder always holds a whole site: the new one is written
/// next to it (`Public.tmp-XXXXXX`), then swapped in. A build that fails or is killed
/// leaves the previous site as it was. Every site gets `OutputFolderGuard.markerName`, by which
/// the next build knows the folder is hig's to replace.
public struct SiteWriter: Sendable {
    public init() {}

    /// Writes `output` into `directory`, replacing what it held.
    public func write(_ output: SiteOutput, to directory: URL) throws(SiteError) {
        let target = directory.standardizedFileURL.path
        let displayPath = directory.relativePath
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        guard !name.isEmpty, name != "/" else { throw .writeFailed(path: displayPath, reason: "not a folder that can be replaced") }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw .writeFailed(path: displayPath, reason: "exists and is not a folder") }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: parent, reason: "cannot create the parent folder")
        }

        let staging = try makeStagingDirectory(parent: parent, name: name)
        do throws(SiteError) {
            try writeFiles(output, into: staging)
            if let failure = Self.writeFile(staging + "/" + OutputFolderGuard.markerName, OutputFolderGuard.markerContents) { throw failure }
            guard chmod(staging, 0o755) == 0 else { throw .writeFailed(path: staging, reason: Self.errorText()) }
            try swap(staging, into: target, exists: exists)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    private func makeStagingDirectory(parent: String, name: String) throws(SiteError) -> String {
        var template = Array("\(parent)/\(name).tmp-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard created != nil else { throw .writeFailed(path: parent, reason: "cannot create a temporary folder: \(Self.errorText())") }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
    /// system cannot exchange, the old site is renamed away first.
    private func swap(_ staging: String, into target: String, exists: Bool) throws(SiteError) {
        guard exists else {
            guard rename(staging, target) == 0 else { throw .writeFailed(path: target, reason: Self.errorText()) }
            return
        }
        if Self.exchange(staging, target) {
            // `staging` now holds the old site.
            try? FileManager.default.removeItem(atPath: staging)
            return
        }
        let old = staging + ".old"
        guard rename(target, old) == 0 else { throw .writeFailed(path: target, reason: Self.errorText()) }
        guard rename(staging, target) == 0 else {
            let reason = Self.errorText()
            _ = rename(old, target)
            throw .writeFailed(path: target, reason: reason)
        }
        try? FileManager.default.removeItem(atPath: old)
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
