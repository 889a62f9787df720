import Foundation
import Testing
@testable import Model
@testable import Ingest
@testable import Pipeline
@testable import Render
@testable import Serve
@testable import Site

/// `hig serve` rebuilds with the pipeline kept between runs: after any sequence of edits, the
/// site it holds must be byte for byte the site a fresh `hig build` makes of the same files,
/// while a run does only the work the edit asks for.
@Suite struct IncrementalBuildTests {
    /// A folder with a copy of the seeds and of `Templates/`, served as `hig serve` serves it.
    final class Workspace: @unchecked Sendable {
        let root = Fixtures.temporaryDirectory()
        var content: URL { root.appendingPathComponent("Content") }
        var templates: URL { root.appendingPathComponent("Templates") }
        let store = MemorySiteStore()
        var site: PreviewSite!

        init() throws {
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            for (name, text) in Fixtures.seeds { try Data(text.utf8).write(to: content.appendingPathComponent(name)) }
            try FileManager.default.copyItem(at: SiteFixtures.templatesDirectory, to: templates)
            site = try PreviewSite(content: content.path, templates: templates.path, baseURL: SiteOptions.defaultBaseURL, store: store)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func contentFiles() -> [URL] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: content.path)) ?? []
            return names.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".md") }.sorted().map { content.appendingPathComponent($0) }
        }

        /// Differences between the served site, once its report and search index are in place, and a fresh
        /// build of the same files (`hig build`).
        func differencesFromAFreshBuild() async throws -> [String] {
            await site.settled()
            var pipeline = SitePipeline(configuration: configuration)
            return differences(from: try pipeline.build().site)
        }

        /// Differences between the served site and what a pipeline that remembers nothing makes
        /// of serve's own corpus, with the same templates and lock.
        func differencesFromAFreshRun() async throws -> [String] {
            await site.settled()
            var pipeline = SitePipeline(configuration: configuration)
            let run = try pipeline.make(corpus: await site.corpus, templates: try configuration.loadTemplates(),
                                        lock: configuration.loadLock().lock)
            return differences(from: run.site)
        }

        /// Whether serve's corpus is what a full ingest of the files gives.
        func corpusIsAFullIngest() async -> Bool {
            CorpusJSON.encode(await site.corpus) == CorpusJSON.encode(Ingester().ingest(paths: [content.path]))
        }

        private var configuration: PipelineConfiguration { .init(content: content.path, templates: templates.path) }

        private func differences(from fresh: SiteOutput) -> [String] {
            let served = store.snapshot
            var differences = Set(served.paths).symmetricDifference(fresh.files.keys).sorted().map { "only one has \($0)" }
            for path in fresh.paths where served[path].map({ Array($0.bytes) != fresh[path]! }) ?? false {
                differences.append("\(path) differs")
            }
            return differences
        }
    }

    enum Edit: CaseIterable {
        case change, add, delete, rename, template, accept, breakFile, breakTemplate
    }

    /// One random edit: the absolute paths it touched, and what to write back to mend it when
    /// it broke something (the build stops or keeps the last good text until then).
    static func apply(_ edit: Edit, step: Int, in workspace: Workspace,
                      random: inout SplitMix64) throws -> (paths: Set<String>, mend: (URL, Data)?) {
        let files = workspace.contentFiles()
        let file = files.randomElement(using: &random)!
        switch edit {
        case .change:
            var paragraphs = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n\n")
            let index = Int.random(in: 0..<paragraphs.count, using: &random)
            paragraphs[index] += Bool.random(using: &random) ? " Step \(step) changes this." : "\n\n단계 \(step)의 새 문단입니다."
            try Data(paragraphs.joined(separator: "\n\n").utf8).write(to: file)
            return ([file.path], nil)
        case .add:
            let added = workspace.content.appendingPathComponent("added-\(step).\(Bool.random(using: &random) ? "en" : "ko").md")
            try Data("---\ntitle: Added \(step)\n---\nA guideline added at step \(step), with a [link](popovers.ko.txt).\n\nA second paragraph.\n".utf8)
                .write(to: added)
            return ([added.path], nil)
        case .delete where files.count > 2:
            try FileManager.default.removeItem(at: file)
            return ([file.path], nil)
        case .rename, .delete:
            let renamed = workspace.content.appendingPathComponent("renamed-\(step)-" + file.lastPathComponent)
            try FileManager.default.moveItem(at: file, to: renamed)
            return ([file.path, renamed.path], nil)
        case .template:
            let footer = workspace.templates.appendingPathComponent("footer.html")
            try Data((try String(contentsOf: footer, encoding: .utf8) + "<!-- step \(step) -->\n").utf8).write(to: footer)
            return ([footer.path], nil)
        case .accept:
            #expect(ReportFixtures.hig(["report", workspace.content.path, "--accept", "--quiet"]).status == 0)
            return ([workspace.content.appendingPathComponent("hig.lock").path], nil)
        case .breakFile:
            let good = try Data(contentsOf: file)
            try Data([0x54, 0x69, 0x74, 0x6C, 0x65, 0x0A, 0x0A, 0xFF, 0x0A]).write(to: file)
            return ([file.path], (file, good))
        case .breakTemplate:
            let block = workspace.templates.appendingPathComponent("block.html")
            let good = try Data(contentsOf: block)
            try Data("{{#src}}\n".utf8).write(to: block)
            return ([block.path], (block, good))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func serveHoldsWhatAFreshBuildMakes(seed: UInt64) async throws {
        let workspace = try Workspace()
        // The same seed gives the same edits, so a failure can be replayed.
        var random = SplitMix64(seed: seed)
        var history: [Edit] = []
        for step in 1...12 {
            let edit = Edit.allCases.randomElement(using: &random)!
            history.append(edit)
            let (paths, mend) = try Self.apply(edit, step: step, in: workspace, random: &random)
            let rebuild = await workspace.site.update(changed: paths)
            if let (file, good) = mend {
                // Broken: the last good site stays. Mended: the site is whole again.
                if edit == .breakTemplate { #expect(rebuild.failure != nil, "seed \(seed), step \(step): \(history)") }
                if edit == .breakFile { #expect(rebuild.diagnostics.hasErrors, "seed \(seed), step \(step): \(history)") }
                try good.write(to: file)
                _ = await workspace.site.update(changed: [file.path])
            }
            let context = "seed \(seed), step \(step), edits \(history)"
            // What serve holds is what the pipeline makes of serve's corpus from scratch: the
            // memos reuse only what the edit left as it was.
            let fromScratch = try await workspace.differencesFromAFreshRun()
            #expect(fromScratch.isEmpty, "\(context): \(fromScratch.prefix(5))")
            // And so a fresh `hig build`: serve's ingest gives what a full one gives.
            #expect(await workspace.corpusIsAFullIngest(), "\(context): serve's corpus is not a full ingest of the files")
            let fromBuild = try await workspace.differencesFromAFreshBuild()
            #expect(fromBuild.isEmpty, "\(context): \(fromBuild.prefix(5))")
        }
    }

    /// An edit that changes a document's coverage changes the pages that show it through other
    /// documents: the home and group pages and the report's overview, which list every
    /// document, and the other documents' pages, whose navigation shows its coverage. The
    /// rebuild reloads the document's own pages without them, and they follow
    /// (`makeFollowingPages`), as a fresh build makes them.
    @Test func pagesThatShowADocumentsCoverageFollowTheReload() async throws {
        let workspace = try Workspace()
        let file = workspace.content.appendingPathComponent("split-views.ko.txt")
        let overview = "ko/reports/alignment/index.html", home = "ko/index.html"
        func isOtherDocumentsPage(_ path: String) -> Bool {
            ["popovers", "tables"].contains { path.hasSuffix("/\($0)/index.html") && !path.contains("reports/") }
        }
        let before = Dictionary(uniqueKeysWithValues: workspace.store.snapshot.paths.map { ($0, workspace.store.snapshot[$0]!.bytes) })
        let added = "\n\nA new paragraph of English that nobody has translated yet, long enough to be one.\n"
        try (try Data(contentsOf: file) + Data(added.utf8)).write(to: file)
        let rebuild = await workspace.site.update(changed: [file.path])
        #expect(rebuild.changedPaths.contains("ko/split-views/index.html"))
        #expect(!rebuild.changedPaths.contains { isOtherDocumentsPage($0) || $0 == overview || $0 == home }, "\(rebuild.changedPaths)")
        #expect(rebuild.log.count("deferred", in: .documents) == 2)
        let followed = await workspace.site.makeFollowingPages()
        #expect(followed.contains(overview) && followed.contains(home) && followed.contains(where: isOtherDocumentsPage), "\(followed)")
        #expect(followed.allSatisfy { workspace.store.snapshot[$0]?.bytes != before[$0] }, "each changed")
        #expect(await workspace.site.makeFollowingPages().isEmpty, "made once")
        #expect(try await workspace.differencesFromAFreshBuild().isEmpty)
    }

    /// Editing one document's text makes that document's work again and reuses the others':
    /// the counts would show every document made if the memos were not used.
    @Test func anEditRedoesOnlyItsDocument() async throws {
        let workspace = try Workspace()
        let file = workspace.content.appendingPathComponent("popovers.ko.txt")
        let before = Dictionary(uniqueKeysWithValues: workspace.store.snapshot.paths.map { ($0, Array(workspace.store.snapshot[$0]!.bytes)) })
        try ReportFixtures.edit(file, replacing: "A popover is a transient view", with: "A popover is a short-lived view")
        let rebuild = await workspace.site.update(changed: [file.path])
        let popovers = try #require(await workspace.site.corpus.document(id: "popovers"))
        #expect(rebuild.log.count("made", in: .markdown) == 1)
        #expect(rebuild.log.count("reused", in: .markdown) == 2)
        // Each of its texts through cmark once, but plain prose, which needs no parser.
        #expect(rebuild.log.count("parsed", in: .markdown) == popovers.allBlocks.flatMap(\.text.values).filter { DocumentMarkdown.plainProse($0)?.html == nil }.count)
        #expect(rebuild.log.count("made", in: .analyse) == 1)
        #expect(rebuild.log.count("reused", in: .analyse) == 2)
        // Its title and coverage did not change: the other documents' pages are left as they were.
        #expect(rebuild.log.count("made", in: .documents) == 1)
        #expect(rebuild.log.count("made", in: .search) == 1)
        #expect(rebuild.log.count("reused", in: .search) == 2)
        // The report's overview is left for after the reload, without being compared, and
        // found unchanged then.
        #expect(rebuild.log.count("deferred", in: .reportPages) == 1)
        // The pages reload without waiting for the search index: the rebuild changed only them.
        #expect(rebuild.changedPaths.allSatisfy { $0.contains("popovers/") }, "\(rebuild.changedPaths)")
        #expect(await workspace.site.makeFollowingPages().isEmpty, "the overview made again, the same")
        // The index is summed again after them; only the files the edit changed change.
        await workspace.site.searchIndexed()
        let searchChanged = before.filter { $0.key.hasPrefix("search/") && workspace.store.snapshot[$0.key].map { Array($0.bytes) } != $0.value }.keys
        #expect(searchChanged.contains { $0.hasPrefix("search/text/") }, "\(searchChanged.sorted())")
        #expect(!searchChanged.contains { $0.hasSuffix("manifest.json") })
        #expect(try await workspace.differencesFromAFreshBuild().isEmpty)
    }
}
