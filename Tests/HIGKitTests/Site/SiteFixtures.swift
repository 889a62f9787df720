import Foundation
@testable import Model
@testable import Ingest
@testable import Analysis
@testable import Site

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

    /// Built once: most tests only read it.
    static let seedSite: SiteOutput = {
        do {
            // As `hig build` makes it: with the alignment report pages.
            let lock = TranslationLock.defaultPath(for: [Fixtures.contentDirectory.path])
            return try builder().includingReport(for: seedCorpus, lockPath: lock).0.build(corpus: seedCorpus)
        } catch {
            fatalError("the seed site does not build: \(error)")
        }
    }()

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
