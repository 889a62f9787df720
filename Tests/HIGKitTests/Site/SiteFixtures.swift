import Foundation
@testable import Model
@testable import Ingest
@testable import Analysis
@testable import Render
@testable import Site
@testable import Pipeline

/// The site built from the seeds in `Content/` with the repository's `Templates/`, and ways
/// to look into its pages.
enum SiteFixtures {
    static let templatesDirectory = Fixtures.repositoryRoot.appendingPathComponent("Templates")
    static let seedLanguages = ["en", "ja", "ko", "ru"]
    static let seedDocuments = ["popovers", "split-views", "tables"]

    static let seedCorpus: Corpus = Ingester().ingest(paths: [Fixtures.contentDirectory.path])

    static func builder(templates: URL = templatesDirectory, options: SiteOptions? = nil) throws -> SiteBuilder {
        try SiteBuilder.load(templates: templates, options: options ?? SiteOptions(contentRoot: Fixtures.contentDirectory.path))
    }

    /// Built once, as `hig build` makes it: most tests only read it.
    static let seedSite: SiteOutput = {
        do {
            var pipeline = SitePipeline(configuration: .init(content: Fixtures.contentDirectory.path, templates: templatesDirectory.path))
            return try pipeline.build().site
        } catch {
            fatalError("the seed site does not build: \(error)")
        }
    }()

    /// The site the pipeline makes of `corpus` with `builder`'s templates and options.
    static func site(_ corpus: Corpus, builder: SiteBuilder? = nil, lock: TranslationLock? = nil) throws -> SiteOutput {
        var pipeline = SitePipeline(configuration: .init(content: Fixtures.contentDirectory.path, templates: templatesDirectory.path))
        return try pipeline.make(corpus: corpus, templates: Templates(builder: builder ?? self.builder()), lock: lock).site
    }

    /// The pages of some documents only, as the build renders them (no report: no stale marks).
    static func documentPages(_ corpus: Corpus, ids: [String], builder: SiteBuilder, stale: Set<BlockKey> = []) throws -> SiteOutput {
        let analyses = analyses(corpus)
        let context = builder.context(for: analyses)
        let renderer = SiteBuilder.markdownRenderer(linkTargets: SiteIndex.linkTargets(corpus.documents))
        var output = SiteOutput()
        for analysis in analyses where ids.contains(analysis.id) {
            let rendered = RenderedDocument(analysis: analysis, markdown: DocumentMarkdown(analysis.document, renderer: renderer), stale: stale)
            output.merge(try builder.pages(for: rendered, in: context))
        }
        return output
    }

    /// Every document of `corpus` analysed, as the site build does.
    static func analyses(_ corpus: Corpus) -> [DocumentAnalysis] {
        ReportRecipe.analyse(corpus).analyses
    }

    static func page(_ path: String, in site: SiteOutput = seedSite) -> String {
        guard let text = site.text(path) else { fatalError("no page \(path)") }
        return text
    }

    /// One string table of the repository, read independently of the library.
    static func strings(_ language: String) -> [String: String] {
        let url = templatesDirectory.appendingPathComponent("strings/\(language).json")
        let data = try! Data(contentsOf: url)
        return try! JSONSerialization.jsonObject(with: data) as! [String: String]
    }

    /// A copy of the repository's Templates/ to break or change in a test.
    static func templatesCopy() -> URL {
        let copy = Fixtures.temporaryDirectory().appendingPathComponent("Templates")
        try! FileManager.default.copyItem(at: templatesDirectory, to: copy)
        return copy
    }
}
