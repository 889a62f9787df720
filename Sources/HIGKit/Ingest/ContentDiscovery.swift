import Foundation

/// Finds the text files to ingest under the paths a user names.
public enum ContentDiscovery {
    public struct File: Sendable, Hashable {
        /// The path shown to the user: the argument joined with the file's relative path.
        public var displayPath: String
        public var absolutePath: String
        public var fileName: String
    }

    public static let extensions: Set<String> = ["txt", "md", "markdown"]

    /// Files under each path (a file, or a directory searched recursively; hidden entries
    /// skipped), sorted by display path so every run sees them in the same order.
    public static func files(in paths: [String]) -> ([File], [Diagnostic]) {
        var files: [File] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("missing-path", "no such file or directory", at: SourceLocation(path: path)))
                continue
            }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            if !isDirectory.boolValue {
                files.append(File(displayPath: path, absolutePath: absolute, fileName: (path as NSString).lastPathComponent))
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let enumerator = manager.enumerator(atPath: absolute) else { continue }
            var relativePaths: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    if let attributes = enumerator.fileAttributes, attributes[.type] as? FileAttributeType == .typeDirectory {
                        enumerator.skipDescendants()
                    }
                    continue
                }
                let fileExtension = (name as NSString).pathExtension.lowercased()
                guard extensions.contains(fileExtension) else { continue }
                relativePaths.append(relative)
            }
            for relative in relativePaths {
                let full = absolute + "/" + relative
                var isSubdirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isSubdirectory), !isSubdirectory.boolValue else { continue }
                files.append(File(displayPath: base + "/" + relative, absolutePath: full, fileName: (relative as NSString).lastPathComponent))
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        var seen = Set<String>()
        files = files.filter { seen.insert($0.absolutePath).inserted }
        return (files, diagnostics)
    }

    /// Reads a whole file with POSIX calls (faster than Foundation for thousands of small files).
    public static func readBytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if got <= 0 { break }
            offset += got
        }
        if offset < bytes.count { bytes.removeLast(bytes.count - offset) }
        return bytes
    }
}
