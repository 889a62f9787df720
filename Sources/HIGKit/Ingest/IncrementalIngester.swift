import Foundation

/// Ingest that remembers. After a first full run, `update(changed:)` re-reads only the files
/// that changed and re-aligns only the documents they belong to; everything else comes from
/// the previous run. The preview server keeps one to rebuild within milliseconds.
///
/// The length model is the one the first run calibrated, so unchanged documents keep their
/// confidences while the author edits another.
public struct IncrementalIngester: Sendable {
    public struct Update: Sendable {
        public var corpus: Corpus
        /// Documents that are new or whose content changed, by id.
        public var changed: Set<String>
        /// Ids that no longer exist.
        public var removed: Set<String>
    }

    private struct Entry: Sendable {
        var file: ContentDiscovery.File
        var stamp: FileStamp
        var contentHash: UInt64
        var source: ParsedSource?
        var diagnostics: [Diagnostic]
    }

    /// Size and modification time: enough to tell an edited file from an untouched one.
    struct FileStamp: Hashable, Sendable {
        var size: Int
        var modified: Int

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int(info.st_size)
            modified = Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
        }
    }

    private let paths: [String]
    /// When a file that was good turns unreadable (saved half-way, an encoding slip), keep its
    /// last good text and report the error, instead of dropping its document meanwhile.
    public var keepsLastGoodSource = false
    private var entries: [String: Entry] = [:] // by absolute path
    private var documents: [String: Document] = [:] // by group key
    private var discoveryDiagnostics: [Diagnostic] = []
    private var lengthModel = LengthModel()
    public private(set) var corpus = Corpus(documents: [])

    public init(paths: [String], progress: Ingester.Progress? = nil) {
        self.paths = paths
        let (files, diagnostics) = ContentDiscovery.files(in: paths)
        discoveryDiagnostics = diagnostics
        progress?("read", 0, files.count)
        for entry in files.parallelMap(Self.read) { entries[entry.file.absolutePath] = entry }
        progress?("read", files.count, files.count)
        let sources = orderedSources()
        let interleaved = LengthCalibration.interleavedSamples(from: sources)
        let groups = DocumentGrouper(aligner: TranslationAligner(lengthModel: LengthModel.calibrated(from: interleaved))).group(sources)
        lengthModel = Ingester.calibrate(sources, groups: groups, interleaved: interleaved)
        _ = rebuild(sources: sources, groups: groups, progress: progress)
    }

    /// Brings the corpus up to date. `changedPaths` (absolute) limits the files looked at; nil
    /// walks the content folders again (for a watcher that lost track).
    public mutating func update(changed changedPaths: Set<String>? = nil) -> Update {
        if let changedPaths {
            for path in changedPaths.sorted() { refresh(path) }
        } else {
            let (files, diagnostics) = ContentDiscovery.files(in: paths)
            discoveryDiagnostics = diagnostics
            let present = Set(files.map(\.absolutePath))
            for path in entries.keys where !present.contains(path) { entries.removeValue(forKey: path) }
            for file in files where entries[file.absolutePath]?.stamp != FileStamp(path: file.absolutePath) {
                replace(file.absolutePath, with: Self.read(file))
            }
        }
        let sources = orderedSources()
        let groups = DocumentGrouper(aligner: TranslationAligner(lengthModel: lengthModel)).group(sources)
        return rebuild(sources: sources, groups: groups, progress: nil)
    }

    /// Re-reads one file if it changed, drops it if it is gone, adds it if it is new.
    private mutating func refresh(_ path: String) {
        guard let stamp = FileStamp(path: path) else {
            entries.removeValue(forKey: path)
            return
        }
        if let entry = entries[path] {
            if entry.stamp != stamp { replace(path, with: Self.read(entry.file)) }
            return
        }
        // A new file: only if it lies under a content path and is a text file.
        let name = (path as NSString).lastPathComponent
        guard !name.hasPrefix("."), ContentDiscovery.extensions.contains((name as NSString).pathExtension.lowercased()) else { return }
        for root in paths {
            let absoluteRoot = URL(fileURLWithPath: root).standardizedFileURL.path
            guard path.hasPrefix(absoluteRoot + "/") else { continue }
            let relative = String(path.dropFirst(absoluteRoot.count + 1))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return }
            let base = root.hasSuffix("/") ? String(root.dropLast()) : root
            entries[path] = Self.read(ContentDiscovery.File(displayPath: base + "/" + relative, absolutePath: path, fileName: name))
            return
        }
    }

    private mutating func replace(_ path: String, with entry: Entry) {
        var entry = entry
        if keepsLastGoodSource, entry.source == nil, entry.diagnostics.hasErrors, let previous = entries[path]?.source {
            entry.source = previous
        }
        entries[path] = entry
    }

    private static func read(_ file: ContentDiscovery.File) -> Entry {
        let bytes = ContentDiscovery.readBytes(atPath: file.absolutePath) ?? []
        let (source, diagnostics) = Ingester.read(file)
        return Entry(file: file, stamp: FileStamp(path: file.absolutePath) ?? FileStamp.missing,
                     contentHash: AnchorExtractor.hash(bytes), source: source, diagnostics: diagnostics)
    }

    /// Sources in the order a full ingest sees them (sorted by display path).
    private func orderedSources() -> [ParsedSource] {
        entries.values.sorted { $0.file.displayPath < $1.file.displayPath }.compactMap(\.source)
    }

    private mutating func rebuild(sources: [ParsedSource], groups: [DocumentGrouper.Group], progress: Ingester.Progress?) -> Update {
        let hashes = Dictionary(uniqueKeysWithValues: entries.values.map { ($0.file.displayPath, $0.contentHash) })
        // A group's key: its members and their contents, and why each belongs.
        let keys = groups.map { group in
            group.members.map { "\(sources[$0].path)#\(hashes[sources[$0].path] ?? 0)#\(group.reasons[$0] ?? "")" }.joined(separator: "|")
        }
        let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: lengthModel))
        let stale = groups.indices.filter { documents[keys[$0]] == nil }
        progress?("align", 0, stale.count)
        let fresh = stale.parallelMap { index in Ingester.assemble(groups[index], sources: sources, with: assembler) }
        progress?("align", stale.count, stale.count)
        var reused: [String: Document] = [:]
        for (index, key) in keys.enumerated() { reused[key] = documents[key] }
        for (position, index) in stale.enumerated() { reused[keys[index]] = fresh[position] }
        documents = reused

        // Ids are given anew over all documents, as a full ingest would.
        let unidentified = keys.map { key -> Document in
            var document = documents[key]!
            document.id = ""
            return document
        }
        let identified = Ingester.identified(unidentified, groups: groups, sources: sources)
        let diagnostics = (discoveryDiagnostics + entries.values.flatMap(\.diagnostics)).sortedForOutput()
        let previous = Dictionary(uniqueKeysWithValues: corpus.documents.map { ($0.id, $0) })
        let updated = Corpus(documents: identified, diagnostics: diagnostics)
        var changed = Set<String>()
        for document in identified where previous[document.id] != document { changed.insert(document.id) }
        let removed = Set(previous.keys).subtracting(identified.map(\.id))
        corpus = updated
        return Update(corpus: updated, changed: changed, removed: removed)
    }
}

extension IncrementalIngester.FileStamp {
    static let missing = Self(size: -1, modified: -1)

    init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }
}
