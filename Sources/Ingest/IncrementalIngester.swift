import Align
import Foundation
import Model
import Support

/// Ingest that remembers. After a first full run, `update(changed:)` re-reads only the files
/// that changed and re-aligns only the documents they belong to; everything else comes from
/// the previous run. The preview server keeps one to rebuild within milliseconds.
///
/// Every update gives the corpus a full ingest of the files would give: the length model is
/// calibrated again from the files as they are (its figures are rounded, so an edit seldom moves
/// them; when it does, every document is aligned again).
public struct IncrementalIngester: Sendable {
    public struct Update: Sendable {
        public var corpus: Corpus
        /// Documents that are new or whose content changed, by id.
        public var changed: Set<String>
        /// Ids that no longer exist.
        public var removed: Set<String>
        /// How many documents were aligned again.
        public var aligned: Int
        /// Whether the files were grouped again (an edit that can change what belongs where),
        /// or only the edited documents aligned again in place.
        public var regrouped: Bool
    }

    private struct Entry: Sendable {
        var file: ContentDiscovery.File
        var stamp: FileStamp
        var contentHash: UInt64
        var source: ParsedSource?
        var diagnostics: [Diagnostic]
        /// The pairs its interleaved translations give the length model.
        var samples: [LanguageTag: [(Double, Double)]]
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
    /// The model grouping compares content with (from the interleaved pairs alone), and the
    /// groups it made: an edit that changes neither keeps every document where it is.
    private var groupingModel = LengthModel()
    private var groups: [DocumentGrouper.Group] = []
    /// The calibration sample's first-pass documents by group key, aligned with `model`.
    private var firstPass: (model: LengthModel, documents: [String: Document]) = (LengthModel(), [:])
    public private(set) var corpus = Corpus(documents: [])
    /// For each document id: its sources' display paths and why each belongs, as grouped.
    private var membership: [String: [(path: String, reason: String, detail: String?)]] = [:]
    /// Display path → the id of the document it belongs to.
    private var documentOfPath: [String: String] = [:]
    /// Display path → absolute path, for every file read.
    private var absolutePathOf: [String: String] = [:]
    private var calibration: Calibration?

    public init(paths: [String], progress: Ingester.Progress? = nil) {
        self.paths = paths
        let (files, diagnostics) = ContentDiscovery.files(in: paths)
        discoveryDiagnostics = diagnostics
        progress?("read", 0, files.count)
        for entry in files.parallelMap(Self.read) { entries[entry.file.absolutePath] = entry }
        progress?("read", files.count, files.count)
        _ = regroup(progress: progress)
    }

    /// Brings the corpus up to date. `changedPaths` (absolute) limits the files looked at; nil
    /// walks the content folders again (for a watcher that lost track).
    public mutating func update(changed changedPaths: Set<String>? = nil) -> Update {
        if let changedPaths {
            let before = Dictionary(uniqueKeysWithValues: changedPaths.compactMap { path in entries[path].map { (path, $0) } })
            for path in changedPaths.sorted() { refresh(path) }
            if let update = realignInPlace(changedPaths, before: before) { return update }
        } else {
            let (files, diagnostics) = ContentDiscovery.files(in: paths)
            discoveryDiagnostics = diagnostics
            let present = Set(files.map(\.absolutePath))
            for path in entries.keys where !present.contains(path) { entries.removeValue(forKey: path) }
            for file in files where entries[file.absolutePath]?.stamp != FileStamp(path: file.absolutePath) {
                replace(file.absolutePath, with: Self.read(file))
            }
        }
        return regroup(progress: nil)
    }

    /// The full path, as `Ingester` takes it: group, calibrate, then align the documents
    /// whose members, contents or model changed.
    private mutating func regroup(progress: Ingester.Progress?) -> Update {
        let sources = orderedSources()
        let interleaved = interleavedSamples()
        groupingModel = LengthModel.calibrated(from: interleaved)
        groups = DocumentGrouper(aligner: TranslationAligner(lengthModel: groupingModel)).group(sources)
        let model = calibrate(sources, interleaved: interleaved)
        if model != lengthModel {
            lengthModel = model
            documents.removeAll()
        }
        return rebuild(sources: sources, progress: progress)
    }

    /// `Ingester.calibrate`, the sample's first-pass documents remembered by group key.
    private mutating func calibrate(_ sources: [ParsedSource], interleaved: [LanguageTag: [(Double, Double)]]) -> LengthModel {
        let plan = CalibrationPlan(sources, groups: groups, interleaved: interleaved)
        if firstPass.model != plan.initial { firstPass = (plan.initial, [:]) }
        let hashes = contentHashes()
        let groups = groups
        let keys = plan.sample.map { Self.groupKey(groups[$0], sources: sources, hashes: hashes) }
        let missing = plan.sample.indices.filter { firstPass.documents[keys[$0]] == nil }
        let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: plan.initial))
        let made = missing.parallelMap { position in Ingester.assemble(groups[plan.sample[position]], sources: sources, with: assembler) }
        var kept: [String: Document] = [:]
        for key in keys { kept[key] = firstPass.documents[key] }
        for (position, document) in zip(missing, made) { kept[keys[position]] = document }
        firstPass.documents = kept
        let members = plan.sample.map { index in
            groups[index].members.map { (path: sources[$0].path, reason: groups[index].reasons[$0] ?? "alone", detail: groups[index].explanations[$0]) }
        }
        let samples = keys.map { plan.samples(of: kept[$0]!) }
        calibration = Calibration(plan: plan, members: members, samples: samples)
        return plan.model(fromSamples: samples)
    }

    /// The calibration as last worked out: its plan, each sample document's members (display
    /// paths, and why each belongs) and its first-pass document's confident pairs, in the
    /// plan's order: an edit measures again only the documents it touches.
    private struct Calibration {
        var plan: CalibrationPlan
        var members: [[(path: String, reason: String, detail: String?)]]
        var samples: [[LanguageTag: [(Double, Double)]]]
    }

    /// The files' diagnostics and the grouping's notes, as a full ingest gives them.
    private func diagnostics(of documents: [Document]) -> [Diagnostic] {
        (discoveryDiagnostics + entries.values.flatMap(\.diagnostics) + Ingester.groupingDiagnostics(documents)).sortedForOutput()
    }

    /// The interleaved pairs of every file, in the order a full ingest reads them.
    private func interleavedSamples() -> [LanguageTag: [(Double, Double)]] {
        var samples: [LanguageTag: [(Double, Double)]] = [:]
        for entry in entries.values.sorted(by: { $0.file.displayPath < $1.file.displayPath }) where entry.source != nil {
            for (language, pairs) in entry.samples { samples[language, default: []].append(contentsOf: pairs) }
        }
        return samples
    }

    /// The common edit — text changed inside files that keep their names, titles and the
    /// documents they belong to — needs no regrouping and no new ids: only the documents of
    /// the changed files are aligned again. Nil when the edit could change the grouping.
    private mutating func realignInPlace(_ changedPaths: Set<String>, before: [String: Entry]) -> Update? {
        var documentIDs = Set<String>()
        for path in changedPaths {
            guard let old = before[path], let new = entries[path] else {
                if before[path] == nil && entries[path] == nil { continue } // not a content file
                return nil // a file came or went
            }
            guard old.stamp != new.stamp || old.contentHash != new.contentHash else { continue }
            guard let oldSource = old.source, let newSource = new.source,
                  SourceIdentity(oldSource) == SourceIdentity(newSource),
                  let id = documentOfPath[new.file.displayPath], let members = membership[id],
                  // Documents matched by content, or without English (which content matching
                  // may attach elsewhere after an edit), take the full path.
                  !members.contains(where: { $0.reason == "content" }), newSource.carriesEnglish || members.count > 1
            else { return nil }
            documentIDs.insert(id)
        }
        // The same groups, but the model may have moved: then every document is aligned again.
        guard modelUnchanged(by: changedPaths, before: before) else { return nil }
        var byPath: [String: ParsedSource] = [:]
        for id in documentIDs {
            for member in membership[id]! { byPath[member.path] = source(atDisplayPath: member.path) }
        }
        let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: lengthModel))
        var documents = corpus.documents
        var changed = Set<String>()
        for index in documents.indices where documentIDs.contains(documents[index].id) {
            let id = documents[index].id
            let members = membership[id]!
            guard members.allSatisfy({ byPath[$0.path] != nil }) else { return nil }
            var document = assembler.assemble(members.map { byPath[$0.path]! }, matchedBy: members.map(\.reason),
                                              details: members.map(\.detail))
            document.id = id
            if document.title.isEmpty { document.title = documents[index].title }
            if document != documents[index] { changed.insert(id) }
            documents[index] = document
        }
        // The grouping's notes hold while the groups do; the files' own may have changed.
        let diagnosticsHold = changedPaths.allSatisfy { before[$0]?.diagnostics == entries[$0]?.diagnostics }
        corpus = Corpus(documents: documents, diagnostics: diagnosticsHold ? corpus.diagnostics : diagnostics(of: documents))
        // The document cache is keyed by content: file the realigned documents under their new keys.
        for document in documents where documentIDs.contains(document.id) {
            var cached = document
            cached.id = ""
            let members = membership[document.id]!
            let hashes = Dictionary(members.map { ($0.path, entry(atDisplayPath: $0.path)?.contentHash ?? 0) }) { first, _ in first }
            self.documents[Self.groupKey(members.map { ($0.path, Self.why($0.reason, $0.detail)) }, hashes: hashes)] = cached
        }
        return Update(corpus: corpus, changed: changed, removed: [], aligned: documentIDs.count, regrouped: false)
    }

    /// Whether an in-place edit leaves the length models as they are, told from what they
    /// read: the interleaved pairs, each file's languages and English, and the calibration
    /// sample's documents. Only when one of these changed are the models worked out again
    /// over every file (a tenth of a second at 5,000 documents).
    private mutating func modelUnchanged(by changedPaths: Set<String>, before: [String: Entry]) -> Bool {
        // An editor's temporary files are not content: neither before nor now.
        let changedPaths = changedPaths.filter { before[$0] != nil || entries[$0] != nil }
        let samplesHold = changedPaths.allSatisfy { path in
            Self.sameSamples(before[path]?.samples ?? [:], entries[path]?.samples ?? [:])
        }
        let plansHold = changedPaths.allSatisfy { path in
            guard let old = before[path]?.source, let new = entries[path]?.source else { return false }
            return old.hasEnglishProse == new.hasEnglishProse && Set(old.blocks.map(\.language)) == Set(new.blocks.map(\.language))
        }
        if samplesHold && plansHold, var calibration {
            // The same plan: only the sample's documents that hold an edited file are aligned
            // again (with the plan's first model), and the model measured from them.
            let edited = Set(changedPaths.compactMap { entries[$0]?.file.displayPath })
            let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: calibration.plan.initial))
            for (position, members) in calibration.members.enumerated() where members.contains(where: { edited.contains($0.path) }) {
                let sources = members.compactMap { source(atDisplayPath: $0.path) }
                guard sources.count == members.count else { return false }
                let document = assembler.assemble(sources, matchedBy: members.map(\.reason), details: members.map(\.detail))
                calibration.samples[position] = calibration.plan.samples(of: document)
            }
            self.calibration = calibration
            return calibration.plan.model(fromSamples: calibration.samples) == lengthModel
        }
        let sources = orderedSources()
        let interleaved = interleavedSamples()
        return LengthModel.calibrated(from: interleaved) == groupingModel && calibrate(sources, interleaved: interleaved) == lengthModel
    }

    private static func sameSamples(_ a: [LanguageTag: [(Double, Double)]], _ b: [LanguageTag: [(Double, Double)]]) -> Bool {
        a.count == b.count && a.allSatisfy { language, pairs in
            guard let other = b[language], other.count == pairs.count else { return false }
            return zip(pairs, other).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        }
    }

    private func entry(atDisplayPath path: String) -> Entry? {
        absolutePathOf[path].flatMap { entries[$0] }
    }

    private func source(atDisplayPath path: String) -> ParsedSource? {
        entry(atDisplayPath: path)?.source
    }

    private func contentHashes() -> [String: UInt64] {
        Dictionary(uniqueKeysWithValues: entries.values.map { ($0.file.displayPath, $0.contentHash) })
    }

    /// A group's key in the document cache: its members, their contents, and why each belongs.
    private static func groupKey(_ members: [(String, String)], hashes: [String: UInt64]) -> String {
        members.map { "\($0.0)#\(hashes[$0.0] ?? 0)#\($0.1)" }.joined(separator: "|")
    }

    private static func groupKey(_ group: DocumentGrouper.Group, sources: [ParsedSource], hashes: [String: UInt64]) -> String {
        groupKey(group.members.map { (sources[$0].path, why(group.reasons[$0] ?? "", group.explanations[$0])) }, hashes: hashes)
    }

    /// What decides which document a source belongs to and what it is called.
    private struct SourceIdentity: Hashable {
        var stem: String
        var language: LanguageTag?
        var url: String?
        var key: String?
        var titles: [LanguageTag: String]
        var hasEnglishProse: Bool

        init(_ source: ParsedSource) {
            stem = source.name.stem
            language = source.name.language
            url = source.url
            key = source.frontMatter["translationKey"]
            titles = source.titles.mapValues(\.text)
            hasEnglishProse = source.carriesEnglish
        }
    }

    /// Re-reads one file if it changed, drops it if it is gone, adds it if it is new.
    private mutating func refresh(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            entries.removeValue(forKey: path)
            return
        }
        let stamp = FileStamp(path: path) ?? .missing
        if let entry = entries[path], entry.stamp == stamp, stamp != .missing { return }
        // Only a text file under a content path, checked as a full walk checks it (no link out
        // of the folder, no FIFO).
        guard let (root, displayPath) = contentLocation(of: path) else { return }
        switch ContentDiscovery.file(at: path, root: root, displayPath: displayPath) {
        case .file(let file)?:
            replace(path, with: Self.read(file))
        case .refused(let diagnostic)?:
            let file = ContentDiscovery.File(displayPath: displayPath, absolutePath: path, fileName: (path as NSString).lastPathComponent)
            entries[path] = Entry(file: file, stamp: stamp, contentHash: 0, source: nil, diagnostics: [diagnostic], samples: [:])
        case nil:
            entries.removeValue(forKey: path)
        }
    }

    /// The content folder (absolute) a changed path lies in, and the path as a walk shows it;
    /// nil outside every content folder or inside a hidden folder.
    private func contentLocation(of path: String) -> (root: String, displayPath: String)? {
        for root in paths {
            let absoluteRoot = URL(fileURLWithPath: root).standardizedFileURL.path
            guard path.hasPrefix(absoluteRoot + "/") else { continue }
            let relative = String(path.dropFirst(absoluteRoot.count + 1))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
            let base = root.hasSuffix("/") ? String(root.dropLast()) : root
            return (absoluteRoot, base + "/" + relative)
        }
        return nil
    }

    private mutating func replace(_ path: String, with entry: Entry) {
        var entry = entry
        if keepsLastGoodSource, entry.source == nil, entry.diagnostics.hasErrors, let previous = entries[path], previous.source != nil {
            entry.source = previous.source
            entry.samples = previous.samples
        }
        entries[path] = entry
    }

    private static func read(_ file: ContentDiscovery.File) -> Entry {
        let read = ContentDiscovery.readBytes(atPath: file.absolutePath)
        let bytes = (try? read.get()) ?? []
        let (source, diagnostics) = Ingester.read(file, bytes: read)
        return Entry(file: file, stamp: FileStamp(path: file.absolutePath) ?? FileStamp.missing,
                     contentHash: AnchorExtractor.hash(bytes), source: source, diagnostics: diagnostics,
                     samples: source.map { LengthCalibration.interleavedSamples(from: [$0]) } ?? [:])
    }

    /// A member's reason and its evidence, as one part of a cache key.
    private static func why(_ reason: String, _ detail: String?) -> String { reason + "\u{0}" + (detail ?? "") }

    /// Sources in the order a full ingest sees them (sorted by display path).
    private func orderedSources() -> [ParsedSource] {
        entries.values.sorted { $0.file.displayPath < $1.file.displayPath }.compactMap(\.source)
    }

    private mutating func rebuild(sources: [ParsedSource], progress: Ingester.Progress?) -> Update {
        let hashes = contentHashes()
        let groups = groups
        let keys = groups.map { Self.groupKey($0, sources: sources, hashes: hashes) }
        let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: lengthModel))
        let stale = groups.indices.filter { documents[keys[$0]] == nil }
        progress?("align", 0, stale.count)
        let fresh = stale.parallelMap { index in Ingester.assemble(groups[index], sources: sources, with: assembler) }
        progress?("align", stale.count, stale.count)
        var reused: [String: Document] = [:]
        for key in keys { reused[key] = documents[key] }
        for (position, index) in stale.enumerated() { reused[keys[index]] = fresh[position] }
        documents = reused

        // Ids are given anew over all documents, as a full ingest would.
        let unidentified = keys.map { key -> Document in
            var document = documents[key]!
            document.id = ""
            return document
        }
        let identified = DocumentIds.identified(unidentified)
        membership.removeAll(keepingCapacity: true)
        documentOfPath.removeAll(keepingCapacity: true)
        absolutePathOf = Dictionary(entries.values.map { ($0.file.displayPath, $0.file.absolutePath) }) { first, _ in first }
        for document in identified {
            let members = document.sources.map { (path: $0.path, reason: $0.matchedBy, detail: $0.matchDetail) }
            membership[document.id] = members
            for member in members { documentOfPath[member.path] = document.id }
        }
        let previous = Dictionary(uniqueKeysWithValues: corpus.documents.map { ($0.id, $0) })
        let updated = Corpus(documents: identified, diagnostics: diagnostics(of: identified))
        var changed = Set<String>()
        for document in identified where previous[document.id] != document { changed.insert(document.id) }
        let removed = Set(previous.keys).subtracting(identified.map(\.id))
        corpus = updated
        return Update(corpus: updated, changed: changed, removed: removed, aligned: stale.count, regrouped: true)
    }
}

extension IncrementalIngester.FileStamp {
    static let missing = Self(size: -1, modified: -1)

    init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }
}
