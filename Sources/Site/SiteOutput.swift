import Foundation
import Model

/// A built site in memory: relative path → bytes. `hig build` writes it with `SiteWriter`;
/// the preview server serves it as it is.
public struct SiteOutput: Sendable {
    public private(set) var files: [String: [UInt8]]
    /// Warnings met while rendering (missing strings, links to unknown documents).
    public var diagnostics: [Diagnostic]

    public init(files: [String: [UInt8]] = [:], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }

    public subscript(path: String) -> [UInt8]? { files[path] }

    /// Every path, sorted: the order files are reported and compared in.
    public var paths: [String] { files.keys.sorted() }

    public var count: Int { files.count }
    public var totalBytes: Int { files.values.reduce(0) { $0 + $1.count } }
    public var pageCount: Int { files.keys.reduce(0) { $0 + ($1.hasSuffix(".html") ? 1 : 0) } }

    /// Adds or replaces one file.
    public mutating func add(_ path: String, _ bytes: [UInt8]) {
        files[path] = bytes
    }

    /// Adds every file of `other`, replacing files at the same paths.
    public mutating func merge(_ other: SiteOutput) {
        files.merge(other.files) { _, new in new }
        diagnostics.append(contentsOf: other.diagnostics)
    }

    /// The files as `Data`, the form the preview server's snapshots take.
    public var dataFiles: [String: Data] {
        files.mapValues { Data($0) }
    }

    /// The file as text, for tests and tools.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
