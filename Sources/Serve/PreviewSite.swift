import Analysis
import Foundation
import Ingest
import Model
import Site

/// The site `hig serve` keeps in memory and rebuilds as files change.
///
/// A content change re-ingests only the files that changed (`IncrementalIngester`) and renders
/// only the pages that show what changed: the document's own pages, and, when its title,
/// coverage or the set of documents changed, the pages listing it. The alignment report, which
/// looks at the whole corpus, is brought up to date after the reload has gone out. A template
/// change re-renders every page without re-ingesting. A change that breaks the build leaves the
/// last good site in place.
public actor PreviewSite {
    public struct Rebuild: Sendable {
        /// Site paths written or removed.
        public var changedPaths: [String]
        public var diagnostics: [Diagnostic]
        /// A template or lock-file error: the site was left as it was.
        public var failure: Diagnostic?
        public var seconds: Double
        /// Pages among the changed paths.
        public var pages: Int { changedPaths.filter { $0.hasSuffix(".html") }.count }
        /// Where the time went: (stage, seconds), for `hig serve --verbose`.
        public var stages: [(String, Double)] = []

        mutating func mark(_ stage: String, since start: inout Date) {
            let now = Date()
            stages.append((stage, now.timeIntervalSince(start)))
            start = now
        }
    }

    private let contentPath: String
    private let templatesPath: String
    private let baseURL: String
    private let store: MemorySiteStore
    private var ingester: IncrementalIngester
    private var builder: SiteBuilder
    private var context: SiteContext
    private var reportIsCurrent = true
    /// A report is being computed: at most one at a time, however fast edits come.
    private var reportRunning = false
    /// The lock file as last read: read again only when it changes, not on every rebuild.
    private var lock: TranslationLock?
    /// Counts updates, so a report computed from an older corpus is not put in place.
    private var generation = 0

    public let lockPath: String
    public var corpus: Corpus { ingester.corpus }

    /// Builds the whole site once; throws when the templates do not load or render.
    public init(content: String, templates: String, baseURL: String, store: MemorySiteStore) throws {
        contentPath = content
        templatesPath = templates
        self.baseURL = baseURL
        self.store = store
        var ingester = IncrementalIngester(paths: [content])
        ingester.keepsLastGoodSource = true
        self.ingester = ingester
        let loaded = try SiteBuilder.load(templates: URL(fileURLWithPath: templates),
                                          options: SiteOptions(baseURL: baseURL, contentRoot: content))
        lockPath = TranslationLock.defaultPath(for: [content])
        lock = SiteBuilder.loadLock(path: lockPath).0
        let withReport = loaded.includingReport(for: ingester.corpus, lock: lock)
        builder = withReport
        context = withReport.context(for: ingester.corpus)
        let site = try withReport.build(corpus: ingester.corpus)
        store.replace(with: SiteSnapshot(files: site.dataFiles))
    }

    public var diagnostics: [Diagnostic] { ingester.corpus.diagnostics }
    public var pageCount: Int { store.snapshot.paths.filter { $0.hasSuffix(".html") }.count }

    /// Brings the site up to date with the given changed files (absolute paths; nil: look at
    /// everything again).
    public func update(changed paths: Set<String>?) -> Rebuild {
        let started = Date()
        let templatesRoot = URL(fileURLWithPath: templatesPath).standardizedFileURL.path
        let templateChanged = paths == nil || paths!.contains { $0.hasPrefix(templatesRoot + "/") }
        let lockChanged = paths == nil || paths!.contains { $0.hasSuffix("/" + TranslationLock.fileName) }
        let contentChanged = paths.map { $0.filter { !$0.hasPrefix(templatesRoot + "/") } } ?? nil
        var rebuild = Rebuild(changedPaths: [], diagnostics: [], failure: nil, seconds: 0)
        var clock = started

        generation += 1
        let update = ingester.update(changed: contentChanged)
        rebuild.mark("ingest", since: &clock)
        let corpus = update.corpus
        rebuild.diagnostics = corpus.diagnostics
        do {
            if templateChanged || lockChanged {
                let loaded = try SiteBuilder.load(templates: URL(fileURLWithPath: templatesPath),
                                                  options: SiteOptions(baseURL: baseURL, contentRoot: contentPath))
                let (freshLock, lockDiagnostics) = SiteBuilder.loadLock(path: lockPath)
                if let error = lockDiagnostics.first { throw PreviewFailure(diagnostic: error) }
                lock = freshLock
                builder = loaded.includingReport(for: corpus, lock: lock)
                reportIsCurrent = true
                try replaceAll(with: try builder.build(corpus: corpus), rebuild: &rebuild)
            } else if !update.changed.isEmpty || !update.removed.isEmpty {
                try renderChanged(update, rebuild: &rebuild, clock: &clock)
            }
        } catch let error as SiteError {
            rebuild.failure = error.diagnostic
        } catch let error as PreviewFailure {
            rebuild.failure = error.diagnostic
        } catch {
            rebuild.failure = .error("rebuild", "\(error)")
        }
        rebuild.seconds = Date().timeIntervalSince(started)
        return rebuild
    }

    /// The pages of changed documents, and of the pages that list them when what they list
    /// changed. Returns nothing else; the report comes later (`refreshReport`).
    private func renderChanged(_ update: IncrementalIngester.Update, rebuild: inout Rebuild, clock: inout Date) throws {
        let corpus = update.corpus
        // Stale marks of the changed documents, from the lock file.
        if let lock {
            let changedDocuments = corpus.documents.filter { update.changed.contains($0.id) }
            var stale = builder.options.staleBlocks.filter { !update.changed.contains($0.documentID) && !update.removed.contains($0.documentID) }
            stale.formUnion(StaleBlocks.find(corpus: Corpus(documents: changedDocuments), lock: lock))
            builder.options.staleBlocks = stale
        }
        let previous = context
        // The stale marks live in the builder's options, which the context keeps: a new stale
        // set needs a context made afresh.
        context = builder.options.staleBlocks == previous.options.staleBlocks
            ? builder.context(updating: previous, corpus: corpus, changed: update.changed)
            : builder.context(for: corpus)
        rebuild.mark("index", since: &clock)
        let structureChanged = previous.index.languages != context.index.languages
            || previous.index.navigation != context.index.navigation
            || previous.index.documents.map(\.id) != context.index.documents.map(\.id)
        if structureChanged {
            // Documents came or went: links, navigation and listings may all differ.
            try replaceAll(with: try builder.build(corpus: corpus), rebuild: &rebuild)
            reportIsCurrent = false
            return
        }
        var documents = update.changed
        var listingsChanged = false
        for id in update.changed where previous.index.entry(id: id) != context.index.entry(id: id) {
            // Its navigation row changed: the pages showing that row, and the listings.
            documents.formUnion(context.index.documentsSharingNavigation(with: id))
            listingsChanged = true
        }
        var output = SiteOutput()
        for document in corpus.documents where documents.contains(document.id) {
            output.merge(try builder.pages(for: document, in: context))
        }
        // The report pages list titles too; they follow with the report (`refreshReport`).
        if listingsChanged { output.merge(try builder.listingPages(in: context)) }
        rebuild.mark("render", since: &clock)
        apply(output, removing: [], rebuild: &rebuild)
        rebuild.mark("swap", since: &clock)
        reportIsCurrent = false
    }

    /// What the report needs, if it is out of date and no report is running: the corpus and
    /// builder of this generation. The caller then owns the report until `applyReport` or
    /// `abandonReport`.
    public func claimReport() -> (generation: Int, corpus: Corpus, builder: SiteBuilder, lock: TranslationLock?)? {
        guard !reportIsCurrent, !reportRunning else { return nil }
        reportRunning = true
        return (generation, ingester.corpus, builder, lock)
    }

    public func abandonReport() {
        reportRunning = false
    }

    /// The report pages for `corpus`, computed outside the actor (it looks at the whole corpus
    /// and takes long enough that rebuilds must not wait for it).
    public nonisolated static func reportPages(corpus: Corpus, builder: SiteBuilder, lock: TranslationLock?) throws -> (SiteBuilder, SiteOutput) {
        let withReport = builder.includingReport(for: corpus, lock: lock)
        return (withReport, try withReport.extraPages(in: withReport.context(for: corpus)))
    }

    /// Puts report pages in place if nothing changed since their inputs were taken; returns
    /// the paths that changed.
    public func applyReport(generation: Int, builder withReport: SiteBuilder, pages: SiteOutput) -> [String] {
        reportRunning = false
        guard generation == self.generation else { return [] }
        builder.options.extraPages = withReport.options.extraPages
        var rebuild = Rebuild(changedPaths: [], diagnostics: [], failure: nil, seconds: 0)
        apply(pages, removing: [], rebuild: &rebuild)
        reportIsCurrent = true
        return rebuild.changedPaths
    }

    private func replaceAll(with site: SiteOutput, rebuild: inout Rebuild) throws {
        let removed = Set(store.snapshot.paths).subtracting(site.files.keys)
        apply(site, removing: removed, rebuild: &rebuild)
    }

    private static func same(_ served: Data, _ rendered: [UInt8]) -> Bool {
        served.count == rendered.count && served.withUnsafeBytes { a in
            rendered.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Swaps changed files into the served snapshot; only files whose bytes differ count. The
    /// snapshot is the one copy of the site kept: it is what is compared against.
    private func apply(_ output: SiteOutput, removing removed: Set<String>, rebuild: inout Rebuild) {
        let current = store.snapshot
        var changed: [String: Data] = [:]
        for (path, bytes) in output.files where !(current[path].map { Self.same($0.bytes, bytes) } ?? false) {
            changed[path] = Data(bytes)
        }
        guard !changed.isEmpty || !removed.isEmpty else { return }
        store.replace(with: current.updating(changed, removing: removed))
        rebuild.changedPaths += changed.keys.sorted() + removed.sorted()
    }
}

/// A rebuild stopped by something other than the templates (the lock file).
struct PreviewFailure: Error {
    var diagnostic: Diagnostic
}
