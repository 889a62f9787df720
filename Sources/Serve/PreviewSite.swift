import Analysis
import Foundation
import Ingest
import Model
import Pipeline
import Site
import Support

/// The site `hig serve` keeps in memory and rebuilds as files change: the build pipeline
/// (`SitePipeline`) kept between runs, so a run reuses every document's work that the change
/// did not touch. A content change re-ingests only the files that changed
/// (`IncrementalIngester`); a template change reloads the templates, a lock change the lock.
/// A change that breaks the build leaves the last good site in place.
public actor PreviewSite {
    public struct Rebuild: Sendable {
        /// Site paths written or removed.
        public var changedPaths: [String]
        public var diagnostics: [Diagnostic]
        /// A template or lock-file error: the site was left as it was.
        public var failure: Diagnostic?
        public var seconds: Double
        /// What each step did (the fast path shows as `reused` counts).
        public var log: StepLog
        /// Pages among the changed paths.
        public var pages: Int { changedPaths.filter { $0.hasSuffix(".html") }.count }
    }

    private var configuration: PipelineConfiguration
    private let store: MemorySiteStore
    private var ingester: IncrementalIngester
    private var pipeline: SitePipeline
    private var templates: Templates
    /// The lock file as last read: read again only when it changes.
    private var lock: TranslationLock?
    public private(set) var diagnostics: [Diagnostic]
    /// What the last run found (documents, languages), for the line serve prints.
    public private(set) var findings: SiteFindings
    /// What the last good run found: local files copied, broken references (`PipelineRun.found`).
    public private(set) var found = ""
    /// The search index of the last good run, summed after its pages are served (a reload
    /// does not wait for it): the sum, the index while it is still to put in place (nil once
    /// the site holds it), and the run it belongs to (an index of an earlier run is dropped).
    private var searchTask: Task<Void, Never>?
    private var lastGoodSearch: PendingSearch?
    /// The pages the last good run left for after its reload, while they are still to be made
    /// (`makeFollowingPages`).
    private var pendingPages: PendingPages?
    private var runNumber = 0

    public var lockPath: String { configuration.lockPath }
    public var corpus: Corpus { ingester.corpus }
    public var pageCount: Int { store.snapshot.paths.filter { $0.hasSuffix(".html") }.count }

    /// Builds the whole site once; throws when the templates do not load or render.
    public init(content: String, templates: String?, baseURL: String, store: MemorySiteStore) throws(PipelineError) {
        configuration = PipelineConfiguration(content: content, templates: templates, baseURL: baseURL)
        self.store = store
        var ingester = IncrementalIngester(paths: [content])
        ingester.keepsLastGoodSource = true
        self.ingester = ingester
        self.templates = try configuration.loadTemplates()
        let read = configuration.loadLock()
        lock = read.lock
        pipeline = SitePipeline(configuration: configuration)
        var run = try pipeline.make(corpus: ingester.corpus, templates: self.templates, lock: lock)
        run.lockDiagnostics = configuration.configurationDiagnostics + read.diagnostics
        diagnostics = run.diagnostics
        findings = SiteFindings(run: run)
        found = run.found
        store.replace(with: SiteSnapshot(files: run.site.dataFiles))
        pipeline.defersSearch = true
        pipeline.defersFollowingPages = true
    }

    /// Brings the site up to date with the given changed files (absolute paths; nil: look at
    /// everything again).
    public func update(changed paths: Set<String>?) -> Rebuild {
        let started = Date()
        let changes = Changes(paths, templatesRoot: URL(fileURLWithPath: configuration.templates).standardizedFileURL.path)
        var log = StepLog()
        var rebuild = Rebuild(changedPaths: [], diagnostics: [], failure: nil, seconds: 0, log: log)
        // A search index still being summed leaves the cores to this run; it is summed again
        // after it (for this run, or for the last good one if this one fails).
        searchTask?.cancel()
        let update = log.run(.ingest) { ingester.update(changed: changes.content) }
        do throws(PipelineError) {
            if changes.settings { configuration.reloadSettings() }
            if changes.templates || changes.settings { templates = try log.run(.templates) { () throws(PipelineError) in try configuration.loadTemplates() } }
            if changes.lock { lock = try Self.reread(configuration, log: &log) }
            let run = try pipeline.make(corpus: update.corpus, templates: templates, lock: lock, log: log)
            diagnostics = run.diagnostics
            findings = SiteFindings(run: run)
            found = run.found
            rebuild.log = run.log
            rebuild.changedPaths = rebuild.log.run(.write) { apply(run) }
            runNumber += 1
            lastGoodSearch = run.pendingSearch
            pendingPages = run.pendingPages
        } catch {
            rebuild.failure = error.diagnostic
            rebuild.log = log
        }
        sumSearchIndex()
        rebuild.diagnostics = configuration.configurationDiagnostics + update.corpus.diagnostics
        rebuild.seconds = Date().timeIntervalSince(started)
        return rebuild
    }

    /// Makes the pages the last rebuild left for after its reload, if it left any (the report's
    /// overview, pages whose navigation shows the edited document), and serves them; returns
    /// the paths that changed.
    public func makeFollowingPages() -> [String] {
        guard let pending = pendingPages else { return [] }
        pendingPages = nil
        // The rebuild that left them rendered the same templates: an error here is not
        // expected, and the previous pages would stay.
        guard let (changed, removed) = try? pipeline.apply(pending) else { return [] }
        return serve(changed, removing: removed)
    }

    /// Waits until the served site holds everything of the last good run that a rebuild leaves
    /// for after its reload: the following pages and the search index (tests, and anything
    /// that compares the served site with a fresh build).
    public func settled() async {
        _ = makeFollowingPages()
        await searchIndexed()
    }

    /// Waits until the served site holds the search index of the last good run.
    public func searchIndexed() async {
        // Not after a quiet period: now.
        if lastGoodSearch != nil {
            searchTask?.cancel()
            sumSearchIndex(after: .zero)
        }
        await searchTask?.value
    }

    /// How long the site must have had no rebuild before its search index is summed: while
    /// someone edits, the cores are left to the rebuilds they wait for.
    static let searchQuietPeriod = Duration.seconds(2)

    /// Sums the last good run's search index off the actor, unless the site holds it, and
    /// puts it in place if no later run has come meanwhile (that run has its own).
    private func sumSearchIndex(after quietPeriod: Duration = PreviewSite.searchQuietPeriod) {
        guard let pending = lastGoodSearch else {
            searchTask = nil
            return
        }
        let run = runNumber
        searchTask = Task.detached(priority: .utility) { [self] in
            // A rebuild within the quiet period cancels this task, and the sleep with it.
            if quietPeriod > .zero { try? await Task.sleep(for: quietPeriod) }
            if Task.isCancelled { return }
            // On one thread of the lowest priority: the next edit's rebuild, which a reader
            // waits for, takes the cores first (at 5,000 documents the sum is seconds of CPU).
            let summed = await LowPriorityThread.run { cancelled in pending.sum(parallel: false, until: cancelled) }
            guard let search = summed else { return }
            await self.applySearch(search, run: run)
        }
    }

    private func applySearch(_ search: SummedSearch, run: Int) {
        guard run == runNumber else { return }
        lastGoodSearch = nil
        let (changed, removed) = pipeline.apply(search)
        _ = serve(changed, removing: removed)
    }

    /// Puts files made after a run into the served site; returns their paths, sorted.
    private func serve(_ changed: [String: [UInt8]], removing removed: Set<String>) -> [String] {
        guard !changed.isEmpty || !removed.isEmpty else { return [] }
        store.replace(with: store.snapshot.updating(changed.mapValues { Data($0) }, removing: removed))
        return changed.keys.sorted() + removed.sorted()
    }

    /// The lock file again; an unreadable one stops the rebuild (the last good site stays).
    private static func reread(_ configuration: PipelineConfiguration, log: inout StepLog) throws(PipelineError) -> TranslationLock? {
        let read = log.run(.lock) { configuration.loadLock() }
        if let error = read.diagnostics.first { throw PipelineError(step: .lock, diagnostic: error) }
        return read.lock
    }

    /// Which inputs a set of changed paths touches.
    private struct Changes {
        var content: Set<String>?
        var templates: Bool
        var lock: Bool
        /// `hig.yaml` or a group's `_index.LANG.md`: the site's settings.
        var settings: Bool

        init(_ paths: Set<String>?, templatesRoot: String) {
            templates = paths == nil || paths!.contains { $0.hasPrefix(templatesRoot + "/") }
            lock = paths == nil || paths!.contains { $0.hasSuffix("/" + TranslationLock.fileName) }
            settings = paths == nil || paths!.contains {
                $0.hasSuffix("/" + SiteConfiguration.fileName) || ContentDiscovery.isGroupIndexName(($0 as NSString).lastPathComponent)
            }
            content = paths.map { $0.filter { !$0.hasPrefix(templatesRoot + "/") } }
        }
    }

    /// Swaps the run's files into the served snapshot and returns the paths that changed. Only
    /// files the run made can differ from what is served (the others are the previous run's
    /// bytes); files the run no longer has are removed.
    private func apply(_ run: PipelineRun) -> [String] {
        let current = store.snapshot
        var changed: [String: Data] = [:]
        for path in run.madePaths {
            guard let bytes = run.site[path], !(current[path].map { Self.same($0.bytes, bytes) } ?? false) else { continue }
            changed[path] = Data(bytes)
        }
        let removed = run.removedPaths
        guard !changed.isEmpty || !removed.isEmpty else { return [] }
        store.replace(with: current.updating(changed, removing: removed))
        return changed.keys.sorted() + removed.sorted()
    }

    private static func same(_ served: Data, _ rendered: [UInt8]) -> Bool {
        served.count == rendered.count && served.withUnsafeBytes { a in
            rendered.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
