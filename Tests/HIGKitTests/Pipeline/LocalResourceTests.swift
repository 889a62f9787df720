import Foundation
import Testing
import Analysis
@testable import Model
@testable import Pipeline

/// Local files a page refers to (pictures beside the page or in `images/`, downloads) are
/// copied into the site under content-hashed names and linked there; references to pages or
/// files that are not there, or that leave the content folder, are warnings with file and
/// line; a serve-style pipeline re-renders only the pages that show a changed picture.
@Suite struct LocalResourceTests {
    /// A small repository laid out as translation teams keep theirs.
    static func repository() throws -> URL {
        let root = Fixtures.directory(with: [
            "Content/foundations/color.md": """
                # Color

                Color helps people see what is going on in an app, and what they can do next.

                ![A colour wheel](../images/wheel.png)

                See [layout](./layout.md), [haptics](./playing-haptics.md) and [the guide](../files/guide.pdf).

                Also [motion](../foundations/motion.md), ![gone](missing.png) and ![escape](../../outside.png).
                """,
            "Content/foundations/color.ko.md": """
                # 색상

                색상은 앱에서 무슨 일이 일어나고 있는지, 다음에 무엇을 할 수 있는지 알려 줍니다.

                ![색상환](../images/wheel.png)
                """,
            "Content/foundations/layout.md": """
                # Layout

                Layout places things where people expect them. Back to [color](color.md).

                ![Grid](grid.png)

                <p align="center"><img src="../images/centred.png" alt="Centred" width="300"><img src="gone.png" onerror="alert(1)"></p>
                """,
            "Content/files/guide.pdf": "%PDF-1.4 guide",
            "outside.png": "not content",
        ])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content/images"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: root.appendingPathComponent("Content/images/wheel.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 9]).write(to: root.appendingPathComponent("Content/foundations/grid.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 5]).write(to: root.appendingPathComponent("Content/images/centred.png"))
        return root
    }

    static func pipeline(_ root: URL, remembers: Bool = true) -> SitePipeline {
        SitePipeline(configuration: .init(content: root.appendingPathComponent("Content").path, templates: SiteFixtures.templatesDirectory.path),
                     remembers: remembers)
    }

    static func page(_ run: PipelineRun, _ path: String) throws -> String {
        String(decoding: try #require(run.site[path]), as: UTF8.self)
    }

    static func mediaPath(_ run: PipelineRun, _ prefix: String) -> String? {
        run.site.paths.first { $0.hasPrefix("media/" + prefix + ".") }
    }

    @Test func localFilesAreCopiedUnderHashedNamesAndLinkedThere() throws {
        let root = try Self.repository()
        var pipeline = Self.pipeline(root, remembers: false)
        let run = try pipeline.build()
        let wheel = try #require(Self.mediaPath(run, "wheel"))
        #expect(wheel.range(of: #"^media/wheel\.[0-9a-f]{12}\.png$"#, options: .regularExpression) != nil, "\(wheel)")
        #expect(run.site[wheel] == [0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        let guide = try #require(Self.mediaPath(run, "guide"))
        #expect(run.site[guide] == Array("%PDF-1.4 guide".utf8))
        #expect(Self.mediaPath(run, "grid") != nil, "a picture beside its page")
        let color = try Self.page(run, "en/color/index.html")
        let korean = try Self.page(run, "ko/color/index.html")
        #expect(color.contains("src=\"../../\(wheel)\""))
        #expect(korean.contains("src=\"../../\(wheel)\""), "the translation beside the English shows the same copy")
        #expect(color.contains("href=\"../../\(guide)\""))
        #expect(color.contains("href=\"../layout/\""), "a link to a known page goes to the page")
        // Nothing from outside the content folder reaches the site.
        #expect(!run.site.paths.contains { $0.contains("outside") || $0.contains("missing") })
        #expect(run.mediaFiles == 4)
        #expect(run.found == "4 media files copied, 5 broken links")
    }

    /// Inline HTML's pictures are copied like Markdown's; one that is not there is left out.
    @Test func anHTMLPictureIsCopiedAndAMissingOneLeftOut() throws {
        let root = try Self.repository()
        var pipeline = Self.pipeline(root, remembers: false)
        let run = try pipeline.build()
        let centred = try #require(Self.mediaPath(run, "centred"))
        let layout = try Self.page(run, "en/layout/index.html")
        #expect(layout.contains(#"<p align="center"><img src="../../\#(centred)" alt="Centred" width="300" /></p>"#), "\(layout)")
        #expect(!layout.contains("gone.png") && !layout.contains("onerror"))
        let file = root.appendingPathComponent("Content/foundations/layout.md").path
        #expect(run.diagnostics.contains { $0.id == "missing-file" && $0.location == SourceLocation(path: file, line: 7) })
    }

    @Test func aFigureShowsItsAltTextAsCaptionAndIsNoTranslationBlock() throws {
        let root = try Self.repository()
        var pipeline = Self.pipeline(root, remembers: false)
        let run = try pipeline.build()
        let korean = try Self.page(run, "ko/color/index.html")
        #expect(korean.contains("alt=\"색상환\" /><figcaption>색상환</figcaption></figure>"), "\(korean)")
        let document = try #require(run.corpus.documents.first { $0.id == "color" })
        #expect(document.allBlocks.filter { $0.kind == .figure }.count == 2)
        let analysis = try #require(run.analyses.first { $0.id == "color" })
        // The English has two paragraphs beside the first, the Korean one: the figure counts for neither.
        #expect(analysis.contentBlockCounts[.korean] == 1)
    }

    @Test func brokenReferencesAreWarningsWithFileAndLine() throws {
        let root = try Self.repository()
        var pipeline = Self.pipeline(root, remembers: false)
        let run = try pipeline.build()
        let file = root.appendingPathComponent("Content/foundations/color.md").path
        let warnings = run.diagnostics.filter { $0.location?.path == file }.map { "\($0.location!.line) \($0.id) \($0.message)" }
        #expect(warnings == [
            "7 broken-link link to './playing-haptics.md': no such page in the content",
            "9 broken-link link to '../foundations/motion.md': no such page in the content",
            "9 missing-file 'missing.png' does not exist or cannot be read; not copied",
            "9 outside-content '../../outside.png' is outside the content folder; not copied",
        ])
    }

    /// A link to a page that is not there is one fact, resolved once: the warning, the
    /// report's text, JSON and HTML and the site's report page all show the same links.
    @Test func linksToMissingPagesAreListedInTheReport() throws {
        let root = try Self.repository()
        let content = root.appendingPathComponent("Content").path
        let file = content + "/foundations/color.md"
        let text = ReportFixtures.hig(["report", content, "-q"]).out
        let section = try #require(text.range(of: "\nLINKS TO MISSING PAGES\n")).upperBound
        let rows = text[section...].split(separator: "\n").dropFirst().prefix(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(rows == ["\(file):7 ./playing-haptics.md color", "\(file):9 ../foundations/motion.md color"], "\(text)")

        let json = ReportFixtures.hig(["report", content, "-q", "--format", "json"]).out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let links = try #require(object["brokenLinks"] as? [[String: Any]])
        #expect(links.map { "\($0["file"]!):\($0["line"]!) \($0["target"]!) \($0["document"]!)" }
                == ["\(file):7 ./playing-haptics.md color", "\(file):9 ../foundations/motion.md color"])
        let html = ReportFixtures.hig(["report", content, "-q", "--format", "html"]).out
        #expect(html.contains("<code>./playing-haptics.md</code></span><span class=\"cell-detail\"><code>\(file):7</code> · color"))

        var pipeline = Self.pipeline(root, remembers: false)
        let run = try pipeline.build()
        #expect(run.report.brokenLinks.map(\.diagnostic) == run.diagnostics.filter { $0.id == "broken-link" })
        #expect(run.report.brokenLinks.map(\.target) == ["./playing-haptics.md", "../foundations/motion.md"])
        let page = try Self.page(run, "en/reports/alignment/index.html")
        #expect(page.contains("<code>../foundations/motion.md</code></span><span class=\"cell-detail\"><code>\(file):9</code> · color"))
    }

    /// Serve keeps one pipeline: a page that appears mends the links to it, in the warnings and
    /// the report alike, though the linking document did not change.
    @Test func aPageThatAppearsLeavesTheReportsListOfMissingPages() throws {
        let root = try Self.repository()
        var pipeline = Self.pipeline(root)
        let first = try pipeline.build()
        #expect(first.report.brokenLinks.count == 2)
        try Data("# Motion\n\nMotion shows how things relate.\n".utf8)
            .write(to: root.appendingPathComponent("Content/foundations/motion.md"))
        let second = try pipeline.build()
        #expect(second.report.brokenLinks.map(\.target) == ["./playing-haptics.md"])
        #expect(second.diagnostics.filter { $0.id == "broken-link" }.count == 1)
        #expect(!(try Self.page(second, "en/reports/alignment/index.html")).contains("motion.md</code>"))
        var fresh = Self.pipeline(root, remembers: false)
        let full = try fresh.build()
        #expect(second.report == full.report)
        #expect(second.site.paths == full.site.paths)
        let differing = full.site.paths.filter { second.site[$0] != full.site[$0] }
        #expect(differing.isEmpty, "differ from a fresh run: \(differing)")
    }

    @Test func aLinkOutOfTheContentFolderIsNotFollowed() throws {
        let root = try Self.repository()
        try Fixtures.link(in: root.appendingPathComponent("Content/images"), ["secret.png": root.appendingPathComponent("outside.png").path])
        try Data("![Secret](../images/secret.png)\n".utf8).write(to: root.appendingPathComponent("Content/foundations/layout.md"), options: [])
        var pipeline = Self.pipeline(root, remembers: false)
        let run = try pipeline.build()
        #expect(!run.site.paths.contains { $0.contains("secret") })
        #expect(!run.site.files.values.contains(Array("not content".utf8)))
        #expect(run.diagnostics.contains { $0.id == "outside-content" && $0.message.contains("secret.png") })
    }

    /// Serve keeps one pipeline: a changed picture makes again the pages that show it, and
    /// only those, and the site is what a fresh run makes.
    @Test func aChangedPictureRemakesOnlyThePagesThatShowIt() throws {
        let root = try Self.repository()
        var pipeline = Self.pipeline(root)
        let first = try pipeline.build()
        let oldWheel = try #require(Self.mediaPath(first, "wheel"))

        try Data([0x89, 0x50, 0x4E, 0x47, 7, 7, 7, 7]).write(to: root.appendingPathComponent("Content/images/wheel.png"))
        let second = try pipeline.build()
        let newWheel = try #require(Self.mediaPath(second, "wheel"))
        #expect(newWheel != oldWheel)
        #expect(second.site[oldWheel] == nil, "the old copy goes")
        #expect(second.madePaths.contains("en/color/index.html"))
        #expect(second.madePaths.contains("ko/color/index.html"))
        #expect(!second.madePaths.contains("en/layout/index.html"))
        #expect(second.log.count("made", in: .markdown) == 1)
        #expect(try Self.page(second, "en/color/index.html").contains(newWheel))

        // A missing picture that appears is copied, and its page shows it.
        try Data([1, 2]).write(to: root.appendingPathComponent("Content/foundations/missing.png"))
        let third = try pipeline.build()
        let appeared = try #require(Self.mediaPath(third, "missing"))
        #expect(try Self.page(third, "en/color/index.html").contains(appeared))
        #expect(third.log.count("made", in: .markdown) == 1)

        var fresh = Self.pipeline(root, remembers: false)
        let full = try fresh.build()
        #expect(third.site.paths == full.site.paths)
        for path in full.site.paths { #expect(third.site[path] == full.site[path], "\(path) differs from a fresh run") }
    }
}
