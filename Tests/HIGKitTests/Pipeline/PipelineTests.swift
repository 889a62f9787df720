import Foundation
import Testing
@testable import Model
@testable import Pipeline
@testable import Render

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
}
