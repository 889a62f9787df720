import Analysis
import Foundation
import Ingest
import Model
import Render
import Search
import Site
import Support

/// The site build as a recipe: every step of `PipelineStep`, in order, each one function
/// below. `hig build` runs it once; `hig serve` keeps one and runs it after every change, its
/// per-document memos making a run cost what changed; the tests run it both ways and compare.
///
///     var pipeline = SitePipeline(configuration: .init(content: "Content", templates: "Templates"))
///     let run = try pipeline.build()
///     try SiteWriter().write(run.site, to: URL(fileURLWithPath: "Public"))
public struct SitePipeline: Sendable {
    public let configuration: PipelineConfiguration
    private var memos = PipelineMemos()
    private var assembly = SiteAssembly()
    /// The ids of each document's parts, made again only when the documents change: the
    /// assembly compares them with the last run's, the same strings then.
    private var partIDs = DocumentPartIDs()
    /// The local files pages show, kept between runs (a file is hashed again when it changed).
    private let media: MediaCatalog
    /// Whether a run that follows one with a search index leaves summing the index to
    /// `PipelineRun.pendingSearch` (serve: pages reload without waiting for it; the index of
    /// every document is most of a one-edit rebuild of a large site). The documents' search
    /// texts are still made in the run, so the memos stay those of the run.
    public var defersSearch = false
    /// Whether a run leaves to `PipelineRun.pendingPages` the pages an edit changes only through
    /// other documents: the listings and the report's overview, which list every document, and
    /// the pages whose navigation rows show another document's title or coverage (serve: the
    /// edited document's pages reload without waiting for them; at 5,000 documents they are
    /// a tenth of a second and more).
    public var defersFollowingPages = false
    /// Where a single build puts its files as soon as they are made (`hig build`): each
    /// document's pages are written while the next are rendered, and not kept, so the build
    /// never holds the whole site. The run's `site` then keeps no bytes; `staging` has them.
    public var staging: StagedSite?

    /// `remembers`: keep each document's work for the next run (serve); a single build
    /// keeps nothing and so holds less memory.
    public init(configuration: PipelineConfiguration, remembers: Bool = true) {
        self.configuration = configuration
        media = MediaCatalog(contentRoot: configuration.site.contentRoot ?? configuration.content.first ?? ".")
        if !remembers { memos = .forgetful }
    }

    /// Everything from the files: templates, ingest, lock, then `make`.
    public mutating func build(progress: Ingester.Progress? = nil) throws(PipelineError) -> PipelineRun {
        var log = StepLog()
        let templates = try log.run(.templates) { () throws(PipelineError) in try configuration.loadTemplates() }
        let corpus = log.run(.ingest) { Ingester().ingest(paths: configuration.content, progress: progress) }
        let lock = log.run(.lock) { configuration.loadLock() }
        var run = try make(corpus: corpus, templates: templates, lock: lock.lock, log: log)
        run.lockDiagnostics = configuration.configurationDiagnostics + lock.diagnostics
        return run
    }

    /// The steps after the inputs are read, for inputs the caller holds (serve reloads only
    /// what changed). `log` holds what the caller's own steps did.
    public mutating func make(corpus: Corpus, templates: Templates, lock: TranslationLock?,
                              log: StepLog = StepLog()) throws(PipelineError) -> PipelineRun {
        var log = log
        let links = log.run(.links) { memos.linkTargets(corpus.documents) }
        var markdown = log.counting(.markdown) { renderMarkdown(corpus.documents, links: links) }
        let corpusLanguages = log.run(.languages) { memos.corpusLanguages(corpus.documents) }
        let (analyses, languages) = log.counting(.analyse) { analyse(corpus, languages: corpusLanguages, markdown: markdown) }
        let stale = log.counting(.staleness) { checkStaleness(analyses, lock: lock) }
        let report = log.run(.report) { memos.report(analyses, languages: languages, stale: stale) }
        let context = log.run(.index) { makeContext(analyses, languages: corpusLanguages, templates: templates) }
        let shape = SiteShape(context: context, templates: templates, links: links)
        let rowRevisions = log.run(.index) { memos.navigationRows.revisions(of: context.index) }
        partIDs.update(analyses.map(\.id))
        var (parts, deferredDocuments) = try log.counting(.documents) { () throws(PipelineError) in
            try renderDocuments(analyses, markdown: markdown, report: report, context: context, shape: shape,
                                rowRevisions: rowRevisions, templates: templates)
        }
        // Written as soon as they are made, as the documents' pages are: not held through the
        // search index's step.
        let (listingParts, deferredListings) = try log.counting(.listings) { () throws(PipelineError) in
            let ((made, deferred), counts) = try renderListings(analyses, context: context, shape: shape, templates: templates)
            return ((try staged(made, step: .listings), deferred), counts)
        }
        parts += listingParts
        let (reportParts, deferredOverview) = try log.counting(.reportPages) { () throws(PipelineError) in
            let ((made, deferred), counts) = try renderReport(report, analyses: analyses, context: context, shape: shape,
                                                              rowRevisions: rowRevisions, templates: templates)
            return ((try staged(made, step: .reportPages), deferred), counts)
        }
        parts += reportParts
        // A run that remembers nothing has made its pages: their HTML goes before the search
        // index, the step that needs the most memory, is made, and the statistics are handed
        // to it, which drops each document's once read.
        var handedStatistics: Handover<[[LanguageTag: MarkdownStats]]>?
        if !memos.markdown.remembers && !defersFollowingPages {
            handedStatistics = Handover(markdown.map(\.statistics))
            // Each document's HTML is freed by the core that drops it: dropped all at once, a
            // build's HTML (a million strings at 5,000 documents) took a tenth of a second of
            // one core between the steps.
            let handedMarkdown = Handover(markdown)
            let count = markdown.count
            markdown = []
            markdown = Array(0..<count).parallelMap { handedMarkdown.take($0).referencesOnly }
        }
        let pendingPages = PendingPages(builder: templates.builder, context: context, shape: shape, listings: deferredListings,
                                        overview: deferredOverview, documents: deferredDocuments)
        let (searchParts, pendingSearch) = log.counting(.search) { searchIndex(analyses, markdown: markdown, handed: handedStatistics,
                                                                                       languages: context.index.languages) }
        parts += searchParts
        let (mediaPart, references) = log.counting(.media) { copyMedia(corpus.documents, markdown: markdown, analyses: analyses) }
        parts.append(mediaPart)
        parts += log.run(.assets) { [SiteAssembly.Part(id: "assets", output: templates.builder.assetFiles(), made: true)] }
        if staging != nil { parts = try log.run(.write) { () throws(PipelineError) in try staged(parts, step: .write) } }
        let (made, removed) = assembly.assemble(parts)
        let site = SiteOutput(files: assembly.files, diagnostics: references.diagnostics + templates.builder.diagnostics(in: context) + Self.renderWarnings(parts))
        return PipelineRun(site: site, madePaths: made, removedPaths: removed, corpus: corpus, analyses: analyses,
                           report: report, languages: context.index.languages, log: log,
                           mediaFiles: mediaPart.output.count, brokenReferences: references.broken,
                           hiddenReferences: references.hidden, pendingSearch: pendingSearch,
                           pendingPages: pendingPages.isEmpty ? nil : pendingPages)
    }

    /// Puts a deferred search index in place of the one the site holds, once it is summed;
    /// returns the files that changed and the paths gone, as a run's apply would see them.
    public mutating func apply(_ search: SummedSearch) -> (changed: [String: [UInt8]], removed: Set<String>) {
        let (made, removed) = assembly.replace(Self.searchPart(search.index))
        return (Dictionary(uniqueKeysWithValues: made.map { ($0, assembly.files[$0]!) }), removed)
    }

    /// Makes the pages a run deferred and puts them in place of the ones the site holds;
    /// returns the files that changed and the paths gone, as a run's apply would see them.
    public mutating func apply(_ pending: PendingPages) throws(PipelineError) -> (changed: [String: [UInt8]], removed: Set<String>) {
        let (builder, context) = (pending.builder, pending.context)
        var parts: [SiteAssembly.Part] = []
        if let listings = pending.listings {
            parts.append(try Self.made("listings", step: .listings, memo: &memos.listings, key: listings, in: pending.shape) { () throws(SiteError) in
                try builder.listingPages(in: context)
            })
        }
        if let overview = pending.overview {
            let key = ReportOverviewKey(report: overview.report, entries: context.index.documents)
            parts.append(try Self.made("report", step: .reportPages, memo: &memos.reportOverview, key: key, in: pending.shape) { () throws(SiteError) in
                try builder.reportOverview(overview.report, analyses: overview.analyses, in: context)
            })
        }
        let documents = pending.documents
        let pages = documents.parallelMap { document in
            Result { () throws(SiteError) in try builder.pages(for: document.document, in: context) }
        }
        memos.documentPages.replace(documents.map(\.id), keys: documents.map(\.key), values: pages)
        parts += try Self.parts(pages, ids: documents.map { "document:" + $0.id }, made: Array(pages.indices), step: .documents)
        var changed = Set<String>(), removed = Set<String>()
        for part in parts {
            let (made, gone) = assembly.replace(part)
            changed.formUnion(made)
            removed.formUnion(gone)
        }
        return (Dictionary(uniqueKeysWithValues: changed.map { ($0, assembly.files[$0]!) }), removed.subtracting(changed))
    }

    private static func searchPart(_ index: SearchIndex) -> SiteAssembly.Part {
        SiteAssembly.Part(id: "search", output: SiteOutput(files: index.files), made: true)
    }

    // MARK: Steps

    /// Every block text through cmark once, links between content files made links between
    /// pages.
    private mutating func renderMarkdown(_ documents: [Document], links: [String: String]) -> ([DocumentMarkdown], [String: Int]) {
        let renderer = SiteBuilder.markdownRenderer(linkTargets: [:])
        let resolver = SiteLinkResolver(linkTargets: links, media: media)
        let (markdown, made) = memos.markdown.values(documents, in: links, media: media) {
            DocumentMarkdown(documents[$0], renderer: renderer, links: resolver)
        }
        return (markdown, ["made": made.count, "reused": documents.count - made.count,
                           "parsed": made.reduce(0) { $0 + markdown[$1].parsedTexts }])
    }

    /// Reading order, pairs, coverage and checks in every translation language of the corpus.
    private mutating func analyse(_ corpus: Corpus, languages: [LanguageTag],
                                  markdown: [DocumentMarkdown]) -> (([DocumentAnalysis], [LanguageTag]), [String: Int]) {
        let analyzer = DocumentAnalyzer(languages: languages)
        let documents = corpus.documents
        let keys = documents.indices.map { AnalysisKey(document: documents[$0], markdown: markdown[$0]) }
        let (analyses, made) = memos.analysis.values(ids: documents.map(\.id), keys: keys, in: analyzer.languages) {
            analyzer.analyse(documents[$0], statistics: markdown[$0].statistics)
        }
        return ((analyses, analyzer.languages), ["made": made.count, "reused": documents.count - made.count])
    }

    /// The titles, coverage and navigation of every document, and each language's rows; rows
    /// of entries that did not change come from the previous run with the same templates.
    private mutating func makeContext(_ analyses: [DocumentAnalysis], languages: [LanguageTag], templates: Templates) -> SiteContext {
        let previous = memos.context.flatMap { $0.templates == templates.revision ? $0.context : nil }
        let siteLanguages = templates.builder.options.configuration.siteLanguages(found: Array(Set(languages + [.english])).sorted())
        let root = templates.builder.options.contentRoot
        let entries = memos.entries.values(ids: analyses.map(\.id), keys: analyses.map(\.document),
                                           in: EntryEnvironment(languages: siteLanguages, contentRoot: root)) {
            DocumentEntry(analysis: analyses[$0], siteLanguages: siteLanguages, contentRoot: root)
        }.values
        let context = templates.builder.context(entries: entries, languages: siteLanguages, previous: previous)
        memos.context = (templates.revision, context)
        return context
    }

    /// Each document's pairs against the lock; nil without a lock file.
    private mutating func checkStaleness(_ analyses: [DocumentAnalysis], lock: TranslationLock?) -> ([[Int: String]]?, [String: Int]) {
        guard let lock else { return (nil, [:]) }
        let index = StaleIndex(lock)
        let (stale, made) = memos.staleness.values(ids: analyses.map(\.id), keys: analyses.map(\.document), in: lock) {
            StaleBlocks.check(analyses[$0], against: index)
        }
        return (stale, ["made": made.count])
    }

    /// Each document's page in every language. A page also lists the navigation rows of the
    /// documents in its navigation part, so it is made again when one of those rows changed
    /// (`rowRevisions`, by position: the index lists the documents in the analyses' order).
    private mutating func renderDocuments(_ analyses: [DocumentAnalysis], markdown: [DocumentMarkdown], report: AlignmentReport,
                                          context: SiteContext, shape: SiteShape, rowRevisions: NavigationRowRevisions.Revisions, templates: Templates)
        throws(PipelineError) -> (([SiteAssembly.Part], [PendingPages.DocumentPages]), [String: Int]) {
        let stale = analyses.indices.map { report.checkedStaleness ? report.documents[$0].staleBlocks : [] }
        let ids = analyses.map(\.id)
        assert(context.index.documents.map(\.id) == ids, "the index lists the documents in the analyses' order")
        var keys = analyses.indices.map {
            DocumentPagesKey(document: analyses[$0].document, references: markdown[$0].localReferences,
                             stale: stale[$0], rows: rowRevisions.revisions[$0])
        }
        // Pages whose only change is their navigation rows keep their previous version this run
        // (the memo is asked with the key it holds) and are made after the reload.
        var deferred: [PendingPages.DocumentPages] = []
        if defersFollowingPages {
            // Only where a part's rows changed: reading every document's entry took a one-edit
            // rebuild of 5,000 documents 2 ms, for the few it changes.
            let rowsAlone = memos.documentPages.remembered(ids, in: shape, among: rowRevisions.changed) { [keys] index, key, value in
                guard key.differsInRowsAlone(from: keys[index]), case .success = value else { return false }
                return true
            }
            for (index, kept, _) in rowsAlone {
                deferred.append(.init(id: ids[index], key: keys[index],
                                      document: RenderedDocument(analysis: analyses[index], markdown: markdown[index], stale: stale[index])))
                keys[index] = kept
            }
        }
        let builder = templates.builder
        let staging = staging
        let (pages, made) = memos.documentPages.values(ids: ids, keys: keys, in: shape) { index in
            Result { () throws(SiteError) in
                let pages = try builder.pages(for: RenderedDocument(analysis: analyses[index], markdown: markdown[index], stale: stale[index]), in: context)
                return try staging?.take(pages) ?? pages
            }
        }
        return ((try Self.parts(pages, ids: partIDs.documents, made: made, step: .documents), deferred),
                ["made": made.count, "reused": keys.count - made.count, "deferred": deferred.count])
    }

    /// Home and group pages, the root and 404 pages and the sitemap: they list every document;
    /// left to pending pages when the pipeline defers them and they changed.
    private mutating func renderListings(_ analyses: [DocumentAnalysis], context: SiteContext, shape: SiteShape,
                                         templates: Templates) throws(PipelineError) -> (([SiteAssembly.Part], [DocumentEntry]?), [String: Int]) {
        let builder = templates.builder
        let key = context.index.documents
        if let kept = keptForLater("listings", memo: memos.listings, key: key, in: shape) {
            return (([kept], key), ["made": 0, "deferred": 1])
        }
        let (pages, made) = memos.listings.values(ids: [""], keys: [key], in: shape) { _ in
            Result { () throws(SiteError) in try builder.listingPages(in: context) }
        }
        return ((try Self.parts(pages, ids: ["listings"], made: made, step: .listings), nil), ["made": made.count])
    }

    /// The report's overview, which lists every document, and each document's drill-down; the
    /// overview left to a pending one when the pipeline defers it and it changed.
    private mutating func renderReport(_ report: AlignmentReport, analyses: [DocumentAnalysis], context: SiteContext,
                                       shape: SiteShape, rowRevisions: NavigationRowRevisions.Revisions, templates: Templates)
        throws(PipelineError) -> (([SiteAssembly.Part], PendingPages.Overview?), [String: Int]) {
        let builder = templates.builder
        var parts: [SiteAssembly.Part] = []
        var pending: PendingPages.Overview?
        var madeOverviews = 0
        // The overview's key, a row per document, is not even compared before the reload: at
        // 5,000 documents making and comparing it took a fifth of a one-edit rebuild.
        if let kept = keptForLater("report", memo: memos.reportOverview, key: nil, in: shape) {
            parts.append(kept)
            pending = PendingPages.Overview(report: report, analyses: analyses)
        } else {
            let overviewKey = ReportOverviewKey(report: report, entries: context.index.documents)
            let overview = memos.reportOverview.values(ids: [""], keys: [overviewKey], in: shape) { _ in
                Result { () throws(SiteError) in try builder.reportOverview(report, analyses: analyses, in: context) }
            }
            parts += try Self.parts(overview.values, ids: ["report"], made: overview.made, step: .reportPages)
            madeOverviews = overview.made.count
        }
        let rows = memos.navigationRows.everyPageRows(of: context.index, revisions: rowRevisions)
        let keys = analyses.indices.map { DrillDownKey(report: report.documents[$0], document: analyses[$0].document, rows: rows) }
        let drillDowns = memos.reportDrillDowns.values(ids: analyses.map(\.id), keys: keys, in: shape) { index in
            Result { () throws(SiteError) in try builder.reportDrillDown(report.documents[index], analysis: analyses[index], context: context) }
        }
        parts += try Self.parts(drillDowns.values, ids: partIDs.drillDowns, made: drillDowns.made, step: .reportPages)
        return ((parts, pending), ["made": madeOverviews + drillDowns.made.count, "reused": keys.count - drillDowns.made.count,
                                   "deferred": pending == nil ? 0 : 1])
    }

    /// The previous version of a part that lists every document (memo id ""), kept in place this
    /// run as a part not made, when the pipeline defers such pages and `key` says it changed
    /// (nil: whether it did is found after the reload).
    private func keptForLater<Key>(_ id: String, memo: DocumentMemo<SiteShape, Key, Result<SiteOutput, SiteError>>,
                                   key: Key?, in shape: SiteShape) -> SiteAssembly.Part? {
        guard defersFollowingPages, assembly.has(id), let kept = memo.remembered([""], in: shape).first, key.map({ kept.key != $0 }) ?? true,
              case .success(let output) = kept.value else { return nil }
        return SiteAssembly.Part(id: id, output: output, made: false)
    }

    /// Such a part made after the run, through its memo.
    private static func made<Key>(_ id: String, step: PipelineStep, memo: inout DocumentMemo<SiteShape, Key, Result<SiteOutput, SiteError>>,
                                  key: Key, in shape: SiteShape, _ make: @escaping @Sendable () throws(SiteError) -> SiteOutput)
        throws(PipelineError) -> SiteAssembly.Part {
        let made = memo.values(ids: [""], keys: [key], in: shape) { _ in Result { () throws(SiteError) in try make() } }
        return try parts(made.values, ids: [id], made: [0], step: step)[0]
    }

    /// Every local file the pages show, under its content-hashed name, and a warning for each
    /// reference to a page or file that is not there (in document order: a document's links
    /// to missing pages, the analysis's `brokenLinks` that the report lists, then its files).
    /// The files in hidden folders are listed apart: the build's manifest does not walk those.
    private func copyMedia(_ documents: [Document], markdown: [DocumentMarkdown], analyses: [DocumentAnalysis])
        -> ((SiteAssembly.Part, (diagnostics: [Diagnostic], broken: Int, hidden: [String])), [String: Int]) {
        var sitePaths = Set<String>()
        var diagnostics: [Diagnostic] = []
        var hidden = Set<String>()
        for index in documents.indices {
            diagnostics += analyses[index].brokenLinks.map(\.diagnostic)
            for (reference, location) in markdown[index].references {
                if case .resource(let sitePath) = reference.outcome { sitePaths.insert(sitePath) }
                if let diagnostic = reference.diagnostic(at: location) { diagnostics.append(diagnostic) }
                if let file = reference.file, reference.outcome != .outsideContent, media.isHidden(file) { hidden.insert(file) }
            }
        }
        let files = media.files(for: sitePaths)
        return ((SiteAssembly.Part(id: "media", output: SiteOutput(files: files), made: true),
                 (diagnostics, diagnostics.count, hidden.sorted())),
                ["files": files.count, "broken": diagnostics.count])
    }

    /// The search index under `search/`: each document's text and terms remembered while the
    /// document is the same, the index summed from them for the site's languages. A run that
    /// remembers nothing makes each text as the index needs it and drops it after.
    private mutating func searchIndex(_ analyses: [DocumentAnalysis], markdown: [DocumentMarkdown],
                                      handed: Handover<[[LanguageTag: MarkdownStats]]>?,
                                      languages: [LanguageTag]) -> (([SiteAssembly.Part], PendingSearch?), [String: Int]) {
        let statistics = { @Sendable (index: Int) in handed?.take(index) ?? markdown[index].statistics }
        var builder = SearchIndexBuilder(languages: languages) { SitePaths.document($0, in: $1) }
        if let staging { builder.fileSink = { staging.offer($0, $1) } }
        let index: SearchIndex
        let made: Int
        if memos.searchTexts.remembers {
            let (texts, madeNow) = memos.searchTexts.values(ids: analyses.map(\.id), keys: analyses.map(\.document),
                                                            in: analyses.first?.languages ?? []) {
                SearchDocumentText(analyses[$0], statistics: statistics($0))
            }
            made = madeNow.count
            if defersSearch && assembly.has("search") {
                // The previous run's index stays in place (a part not made this run) until
                // `apply` brings the pending one.
                let kept = SiteAssembly.Part(id: "search", output: SiteOutput(files: [:]), made: false)
                return (([kept], PendingSearch(builder: builder, texts: texts)), ["made": made, "reused": analyses.count - made])
            }
            index = builder.build(texts)
        } else {
            let order = analyses.indices.sorted { analyses[$0].id < analyses[$1].id }
            index = builder.build(count: order.count) {
                SearchDocumentText(analyses[order[$0]], statistics: statistics(order[$0]))
            }
            made = order.count
        }
        return (([Self.searchPart(index)], nil), ["made": made, "reused": analyses.count - made])
    }

    /// The parts' files put into the staged site, file by file across cores (the search
    /// index is one part of many files); the parts keep their diagnostics. Without a staged
    /// site (serve keeps its site in memory), the parts as they are.
    private func staged(_ parts: [SiteAssembly.Part], step: PipelineStep) throws(PipelineError) -> [SiteAssembly.Part] {
        guard let staging else { return parts }
        var files = SiteOutput()
        for part in parts {
            for (path, bytes) in part.output.files { files.add(path, bytes) }
        }
        do throws(SiteError) {
            try staging.put(files)
        } catch {
            throw PipelineError(step: step, error)
        }
        return parts.map { part in
            var part = part
            part.output = SiteOutput(diagnostics: part.output.diagnostics)
            return part
        }
    }

    /// What rendering the parts said (a template variable with no value), each warning once
    /// however many pages met it; the parts made earlier keep theirs, so serve says the same.
    private static func renderWarnings(_ parts: [SiteAssembly.Part]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return parts.flatMap(\.output.diagnostics).filter { seen.insert($0).inserted }
    }

    /// A step's results as parts of the site, or the first template error among them.
    private static func parts(_ results: [Result<SiteOutput, SiteError>], ids: [String], made: [Int],
                              step: PipelineStep) throws(PipelineError) -> [SiteAssembly.Part] {
        let made = Set(made)
        var parts: [SiteAssembly.Part] = []
        parts.reserveCapacity(results.count)
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let output): parts.append(SiteAssembly.Part(id: ids[index], output: output, made: made.contains(index)))
            case .failure(let error): throw PipelineError(step: step, error)
            }
        }
        return parts
    }
}
