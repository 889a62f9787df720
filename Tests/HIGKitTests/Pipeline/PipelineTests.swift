import Foundation
import Testing
@testable import Model
@testable import Pipeline
@testable import Render
@testable import Site

/// The build as a recipe of named steps, run in order, each block's text parsed once.
@Suite struct PipelineTests {
    static func seedBuild() throws -> PipelineRun {
        var pipeline = SitePipeline(configuration: .init(content: Fixtures.contentDirectory.path, templates: SiteFixtures.templatesDirectory.path),
                                    remembers: false)
        return try pipeline.build()
    }

    @Test func stepsRunInTheRecipesOrder() throws {
        let steps = try Self.seedBuild().log.entries.map(\.step)
        let order = steps.compactMap { PipelineStep.allCases.firstIndex(of: $0) }
        #expect(order == order.sorted(), "\(steps)")
        #expect(Set(steps) == Set(PipelineStep.allCases).subtracting([.write]), "every step but the write runs in a build")
    }

    /// A step that runs twice (the index does) is one line of `--verbose`, its times and counts summed.
    @Test func aStepRunTwiceIsOneLine() throws {
        let log = try Self.seedBuild().log
        let runs = log.entries.filter { $0.step == .index }
        #expect(runs.count > 1, "the index runs twice, or this test no longer shows anything")
        let lines = log.description.split(separator: "\n").filter { $0.contains(" \(PipelineStep.index.rawValue) ") }
        #expect(lines.count == 1, "\(log.description)")
        let summed = try #require(log.summed.first { $0.step == .index })
        #expect(abs(summed.seconds - runs.reduce(0) { $0 + $1.seconds }) < 1e-9)
        #expect(log.summed.count == Set(log.entries.map(\.step)).count)
        #expect(log.summed.map(\.step) == log.entries.map(\.step).reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    /// cmark sees each text of each block once at most: the markdown step parses every one
    /// but plain prose (written without a parser, see `PlainProseHTML`), and no later step
    /// parses again (the analysis reads their statistics; it cannot reach cmark).
    @Test func cmarkParsesEachTextOnce() throws {
        let run = try Self.seedBuild()
        let texts = run.corpus.documents.flatMap(\.allBlocks).flatMap(\.text.values)
        let plainProse = texts.filter { DocumentMarkdown.plainProse($0)?.html != nil }
        #expect(texts.count > 50)
        #expect(!plainProse.isEmpty && plainProse.count < texts.count)
        #expect(run.log.count("parsed", in: .markdown) == texts.count - plainProse.count)
    }

    /// What `hig build` writes is what the recipe makes.
    @Test func theRecipeMakesTheCommittedSite() throws {
        let site = try Self.seedBuild().site
        #expect(site.paths == SiteFixtures.seedSite.paths)
        #expect(site.paths.allSatisfy { site[$0] == SiteFixtures.seedSite[$0] })
    }

    /// `hig build` puts the pages into its staging folder as they are made and keeps no bytes:
    /// what it writes is what a run in memory holds, file for file.
    @Test func aStagedRunWritesWhatARunInMemoryHolds() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("Public")
        let inMemory = try Self.seedBuild().site
        var pipeline = SitePipeline(configuration: .init(content: Fixtures.contentDirectory.path, templates: SiteFixtures.templatesDirectory.path),
                                    remembers: false)
        let staged = try StagedSite(output, reusing: false)
        pipeline.staging = staged
        let run = try pipeline.build()
        #expect(run.site.count == 0, "the run keeps no files")
        #expect(staged.tally == StagedSite.Tally(files: inMemory.count, pages: inMemory.pageCount, bytes: inMemory.totalBytes))
        #expect(run.log.entries.map(\.step).contains(.write))
        _ = try staged.finish()
        var written: [String: [UInt8]] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: output.path) where path != OutputFolderGuard.markerName {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output.path + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                written[path] = Array(try Data(contentsOf: output.appendingPathComponent(path)))
            }
        }
        #expect(written.keys.sorted() == inMemory.paths)
        #expect(inMemory.paths.allSatisfy { written[$0] == inMemory[$0] })
    }

    /// The pages are written as the documents step makes them, not at the end: a run whose
    /// home page fails later (it includes itself without end) has already put every document's
    /// pages, and abandoning the staged site leaves nothing behind.
    @Test func documentPagesAreWrittenBeforeTheLaterSteps() throws {
        let ids = Set(try Self.seedBuild().corpus.documents.map(\.id))
        let documentPages = SiteFixtures.seedSite.paths.filter { path in
            let parts = path.split(separator: "/")
            return parts.count == 3 && parts[2] == "index.html" && ids.contains(String(parts[1]))
        }
        #expect(!documentPages.isEmpty)
        try Self.failingBuild(template: "home.html") { staged in
            #expect(staged.tally.pages == documentPages.count)
        }
    }

    /// So are the listings (home, group, root and 404 pages, the sitemap): a run whose report
    /// pages fail has put every page but the report's.
    @Test func listingPagesAreWrittenBeforeTheReportAndSearch() throws {
        let pages = SiteFixtures.seedSite.paths.filter { $0.hasSuffix(".html") }
        let reportPages = pages.filter { $0.contains("/reports/") }
        #expect(!reportPages.isEmpty && pages.contains("index.html"))
        try Self.failingBuild(template: "report.html") { staged in
            #expect(staged.tally.pages == pages.count - reportPages.count)
        }
    }

    /// A staged build of the seeds whose `template` includes itself without end: `check` sees
    /// the staged site it left, which is then abandoned, leaving nothing behind.
    private static func failingBuild(template: String, check: (StagedSite) throws -> Void) throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let templates = SiteFixtures.templatesCopy()
        try "{{> loop}}".write(to: templates.appendingPathComponent("loop.html"), atomically: true, encoding: .utf8)
        let file = templates.appendingPathComponent(template)
        try (try String(contentsOf: file, encoding: .utf8) + "{{> loop}}").write(to: file, atomically: true, encoding: .utf8)
        var pipeline = SitePipeline(configuration: .init(content: Fixtures.contentDirectory.path, templates: templates.path), remembers: false)
        let staged = try StagedSite(parent.appendingPathComponent("Public"), reusing: false)
        pipeline.staging = staged
        #expect(throws: PipelineError.self) { try pipeline.build() }
        try check(staged)
        staged.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }
}
