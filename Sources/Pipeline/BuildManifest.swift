import Analysis
import Foundation
import Ingest
import Model
import Site
import Support

/// What a `hig build` was made from, kept beside the site it wrote
/// (`OutputFolderGuard.manifestName`): a content hash of every file the build reads (content,
/// lock, templates, string tables, assets), the options, and hig's version and executable. A
/// build whose inputs hash the same as the manifest's has nothing to do: the site is up to
/// date, and the manifest's diagnostics are what that build would print again. Any change in
/// a template, a string table or hig itself makes every page again. Hidden folders are not
/// walked (a `.git` can be huge); the files in them that pages show (`.gitbook/assets/`) are
/// known once the build ran, and are hashed then (`references`) and again by the next check.
public struct BuildManifest: Sendable, Equatable {
    /// One line per input, sorted: `kind hash path`.
    public var inputs: [String]
    /// One line per file in a hidden folder that pages refer to, sorted: `reference hash path`.
    public var references: [String] = []
    /// The site's files as the build left them, by path.
    public var outputs: [String: FileStamp] = [:]
    /// The build's diagnostics as it printed them, to be printed again by a build that finds
    /// nothing to do.
    public var diagnostics: [PrintedDiagnostic] = []

    public struct PrintedDiagnostic: Sendable, Equatable {
        public var severity: Diagnostic.Severity
        /// `Diagnostic.description`.
        public var text: String

        public init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            text = diagnostic.description
        }

        init(severity: Diagnostic.Severity, text: String) {
            self.severity = severity
            self.text = text
        }
    }

    static let header = "hig build manifest 1"

    /// The inputs of a build with `configuration`, hashed now.
    public init(configuration: PipelineConfiguration) {
        var entries: [(kind: String, path: String)] = []
        for folder in configuration.content { entries += Self.files(under: folder).map { ("content", $0) } }
        entries += Self.files(under: configuration.templates).map { ("templates", $0) }
        if !entries.contains(where: { $0.path == configuration.lockPath }) { entries.append(("lock", configuration.lockPath)) }
        let hashed = entries.parallelMap { entry in "\(entry.kind) \(Self.hash(file: entry.path)) \(entry.path)" }
        inputs = ["hig \(HIG.version) \(Self.executableStamp())",
                  "option base-url \(configuration.site.baseURL)",
                  "option group-limit \(configuration.site.groupLimit)",
                  "option content-root \(configuration.site.contentRoot ?? "")",
                  "option templates \(configuration.templates)"]
            + configuration.content.map { "option content \($0)" } + hashed.sorted()
    }

    /// The manifest in the site folder `output`, nil when there is none or it cannot be read.
    public init?(readingFrom output: String) {
        guard let bytes = try? ContentDiscovery.readBytes(atPath: output + "/" + OutputFolderGuard.manifestName).get() else { return nil }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.header, lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        inputs = []
        for line in lines {
            if line.hasPrefix("output ") {
                let parts = line.dropFirst("output ".count).split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count == 3, let size = Int(parts[0]), let modified = Int(parts[1]) else { return nil }
                outputs[parts[2]] = FileStamp(size: size, modified: modified)
            } else if line.hasPrefix("reference ") {
                references.append(line)
            } else if line.hasPrefix("diagnostic ") {
                let parts = line.dropFirst("diagnostic ".count).split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let severity = Diagnostic.Severity(rawValue: parts[0]) else { return nil }
                diagnostics.append(PrintedDiagnostic(severity: severity, text: Self.unescaped(parts[1])))
            } else {
                inputs.append(line)
            }
        }
    }

    /// The manifest's file: the header, the inputs, the outputs, then the diagnostics.
    public var bytes: [UInt8] {
        let lines = [Self.header] + inputs + references
            + outputs.sorted { $0.key < $1.key }.map { "output \($0.value.size) \($0.value.modified) \($0.key)" }
            + diagnostics.map { "diagnostic \($0.severity.rawValue) \(Self.escaped($0.text))" }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Whether the site in `output`, built from the inputs of this manifest, is still there as
    /// that build left it, and `current` (the inputs now) would build the same site again: the
    /// files it walks, and the referenced files in hidden folders, hashed the same.
    public func isUpToDate(_ output: String, for current: BuildManifest) -> Bool {
        guard inputs == current.inputs, Self.references(references.map(Self.referencedPath)) == references else { return false }
        let found = FileStamp.files(under: output)
        return found.count == outputs.count && outputs.allSatisfy { found[$0.key] == .some($0.value) }
    }

    /// The `references` lines of `files` (absolute paths), hashed now.
    public static func references(_ files: [String]) -> [String] {
        files.parallelMap { "reference \(hash(file: $0)) \($0)" }.sorted()
    }

    /// The path of a `reference hash path` line.
    private static func referencedPath(_ line: String) -> String {
        String(line.split(separator: " ", maxSplits: 2).last ?? "")
    }

    /// Every file below `folder` as ingest walks it (hidden entries skipped, links to folders
    /// not followed), or `folder` itself when it is a file.
    static func files(under folder: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [folder] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return FolderWalker(root: base).files(below: base) { _ in true }.0.map(\.path)
    }

    /// Which hig binary this is: its device, inode, size and modification time (a rebuilt or
    /// replaced binary differs in one). Hashing its 14 MB instead cost 4 % of a 250-page
    /// build's instructions, and most of a build with nothing to do.
    static func executableStamp() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        return "\(info.st_dev):\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// SHA-256 of the file's bytes (first 128 bits), or `missing`.
    static func hash(file path: String) -> String {
        guard let bytes = try? ContentDiscovery.readBytes(atPath: path).get() else { return "missing" }
        return String(SHA256.hex(bytes).prefix(32))
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
