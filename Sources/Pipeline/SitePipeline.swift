import Analysis
import Foundation
import Ingest
import Model
import Render
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

    public init(configuration: PipelineConfiguration) {
        self.configuration = configuration
    }

    /// Everything from the files: templates, ingest, lock, then `make`.
    public mutating func build(progress: Ingester.Progress? = nil) throws(PipelineError) -> PipelineRun {
        var log = StepLog()
        let templates = try log.run(.templates) { () throws(PipelineError) in try configuration.loadTemplates() }
        let corpus = log.run(.ingest) { Ingester().ingest(paths: configuration.content, progress: progress) }
        let lock = log.run(.lock) { configuration.loadLock() }
        var run = try make(corpus: corpus, templates: templates, lock: lock.lock, log: log)
        run.lockDiagnostics = lock.diagnostics
        return run
    }

    /// The steps after the inputs are read, for inputs the caller holds (serve reloads only
    /// what changed). `log` holds what the caller's own steps did.
    public mutating func make(corpus: Corpus, templates: Templates, lock: TranslationLock?,
                              log: StepLog = StepLog()) throws(PipelineError) -> PipelineRun {
        var log = log
        let links = SiteIndex.linkTargets(corpus.documents)
        let markdown = log.counting(.markdown) { renderMarkdown(corpus.documents, links: links) }
        let (analyses, languages) = log.counting(.analyse) { analyse(corpus, markdown: markdown) }
        let stale = log.counting(.staleness) { checkStaleness(analyses, lock: lock) }
        let report = log.run(.report) { AlignmentReport(analyses: analyses, languages: languages, stale: stale, options: .init()) }
        let context = log.run(.index) { templates.builder.context(for: analyses) }
        let shape = SiteShape(context: context, templates: templates, links: links)
        let rowRevisions = memos.navigationRows.revisions(of: context.index)
        var pages = MadePages(output: SiteOutput(diagnostics: templates.builder.diagnostics(in: context)))
        pages.add(try log.counting(.documents) { () throws(PipelineError) in
            try renderDocuments(analyses, markdown: markdown, report: report, context: context, shape: shape,
                                rowRevisions: rowRevisions, templates: templates)
        })
        pages.add(try log.counting(.listings) { () throws(PipelineError) in
            try renderListings(analyses, context: context, shape: shape, templates: templates)
        })
        pages.add(try log.counting(.reportPages) { () throws(PipelineError) in
            try renderReport(report, analyses: analyses, context: context, shape: shape, rowRevisions: rowRevisions, templates: templates)
        })
        pages.add(log.run(.assets) { MadePages(output: templates.builder.assetFiles(), madeAll: true) })
        return PipelineRun(site: pages.output, madePaths: pages.made, corpus: corpus, analyses: analyses, report: report,
                           languages: context.index.languages, log: log)
    }

    // MARK: Steps

    /// Every block text through cmark once, links between content files made links between
    /// pages.
    private mutating func renderMarkdown(_ documents: [Document], links: [String: String]) -> ([DocumentMarkdown], [String: Int]) {
        let renderer = SiteBuilder.markdownRenderer(linkTargets: links)
        let (markdown, made) = memos.markdown.values(for: documents.map { ($0.id, $0) }, in: links) {
            DocumentMarkdown($0, renderer: renderer)
        }
        return (markdown, ["made": made.count, "reused": documents.count - made.count,
                           "parsed": made.reduce(0) { $0 + markdown[$1].parsedTexts }])
    }

    /// Reading order, pairs, coverage and checks in every translation language of the corpus.
    private mutating func analyse(_ corpus: Corpus, markdown: [DocumentMarkdown]) -> (([DocumentAnalysis], [LanguageTag]), [String: Int]) {
        let analyzer = DocumentAnalyzer(languages: corpus.languages)
        let items = corpus.documents.indices.map {
            (corpus.documents[$0].id, AnalysisInput(document: corpus.documents[$0], statistics: markdown[$0].statistics))
        }
        let (analyses, made) = memos.analysis.values(for: items, in: analyzer.languages) { input in
            analyzer.analyse(input.document, statistics: input.statistics)
        }
        return ((analyses, analyzer.languages), ["made": made.count, "reused": items.count - made.count])
    }

    /// Each document's pairs against the lock; nil without a lock file.
    private mutating func checkStaleness(_ analyses: [DocumentAnalysis], lock: TranslationLock?) -> ([[Int: String]]?, [String: Int]) {
        guard let lock else { return (nil, [:]) }
        let index = StaleIndex(lock)
        let (stale, made) = memos.staleness.values(for: analyses.map { ($0.id, AnalysisOf(analysis: $0)) }, in: lock) {
            StaleBlocks.check($0.analysis, against: index)
        }
        return (stale, ["made": made.count])
    }

    /// Each document's page in every language. A page also lists the navigation rows of the
    /// documents in its navigation part, so it is made again when one of those rows changed.
    private mutating func renderDocuments(_ analyses: [DocumentAnalysis], markdown: [DocumentMarkdown], report: AlignmentReport,
                                          context: SiteContext, shape: SiteShape, rowRevisions: [String: Int], templates: Templates)
        throws(PipelineError) -> (MadePages, [String: Int]) {
        let items = analyses.indices.map { index in
            (analyses[index].id, DocumentPagesInput(
                analysis: analyses[index], markdown: markdown[index], stale: report.documents[index].staleBlocks,
                rows: rowRevisions[analyses[index].id] ?? 0))
        }
        let builder = templates.builder
        let (pages, made) = memos.documentPages.values(for: items, in: shape) { input in
            Result { () throws(SiteError) in
                try builder.pages(for: RenderedDocument(analysis: input.analysis, markdown: input.markdown, stale: input.stale), in: context)
            }
        }
        return (try Self.merged(pages, made: made, step: .documents), ["made": made.count, "reused": items.count - made.count])
    }

    /// Home and group pages, the root and 404 pages and the sitemap: they list every document.
    private mutating func renderListings(_ analyses: [DocumentAnalysis], context: SiteContext, shape: SiteShape,
                                         templates: Templates) throws(PipelineError) -> (MadePages, [String: Int]) {
        let builder = templates.builder
        let (pages, made) = memos.listings.values(for: [("", analyses.map(\.document))], in: shape) { _ in
            Result { () throws(SiteError) in try builder.listingPages(in: context) }
        }
        return (try Self.merged(pages, made: made, step: .listings), ["made": made.count])
    }

    /// The report's overview, which lists every document, and each document's drill-down.
    private mutating func renderReport(_ report: AlignmentReport, analyses: [DocumentAnalysis], context: SiteContext,
                                       shape: SiteShape, rowRevisions: [String: Int], templates: Templates)
        throws(PipelineError) -> (MadePages, [String: Int]) {
        let builder = templates.builder
        let overview = memos.reportOverview.values(for: [("", ReportPagesInput(report: report, documents: analyses.map(\.document)))],
                                                   in: shape) { _ in
            Result { () throws(SiteError) in try builder.reportOverview(report, analyses: analyses, in: context) }
        }
        let rows = memos.navigationRows.everyPageRows(of: context.index, revisions: rowRevisions)
        let items = analyses.indices.map {
            (analyses[$0].id, DrillDownInput(report: report.documents[$0], analysis: analyses[$0], rows: rows))
        }
        let drillDowns = memos.reportDrillDowns.values(for: items, in: shape) { input in
            Result { () throws(SiteError) in try builder.reportDrillDown(input.report, analysis: input.analysis, context: context) }
        }
        return (try Self.merged(overview.values + drillDowns.values, made: overview.made + drillDowns.made.map { $0 + 1 }, step: .reportPages),
                ["made": overview.made.count + drillDowns.made.count, "reused": items.count - drillDowns.made.count])
    }

    /// The pages of a step, with the paths of those made this run (the others are the
    /// previous run's bytes).
    private static func merged(_ results: [Result<SiteOutput, SiteError>], made: [Int], step: PipelineStep) throws(PipelineError) -> MadePages {
        var pages = MadePages()
        let made = Set(made)
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let output):
                pages.output.merge(output)
                if made.contains(index) { pages.made.formUnion(output.files.keys) }
            case .failure(let error):
                throw PipelineError(step: step, error)
            }
        }
        return pages
    }
}
