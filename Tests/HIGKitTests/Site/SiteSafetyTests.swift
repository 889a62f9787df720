import Foundation
import Testing
@testable import Model
@testable import Ingest
@testable import Site
@testable import CLI
@testable import Pipeline

/// Content cannot put script into the site, and builds are deterministic and atomic.
@Suite struct SiteSafetyTests {
    /// The Popovers seed with hostile Markdown added: raw script, an event handler on an
    /// image, `javascript:` and `data:` links, and a title that tries to close its attribute.
    static func hostileCorpus() -> Corpus {
        var text = Fixtures.seed("popovers.ko.txt")
        text += "\n\n<script>alert('content')</script>\n\n"
        text += "Popovers can be dismissed. <img src=x onerror=\"alert('img')\"> See [alerts](javascript:alert('link')).\n\n"
        text += "팝오버는 닫을 수 있습니다. [경고](data:text/html;base64,PHNjcmlwdD4=) 와 <iframe src=\"https://example.invalid\"></iframe>\n"
        return Fixtures.ingest(["popovers.ko.txt": text, "tables.ko.txt": Fixtures.seed("tables.ko.txt")])
    }

    @Test func contentCannotAddScripts() throws {
        let corpus = Self.hostileCorpus()
        #expect(corpus.documents.contains { $0.id == "popovers" })
        let site = try SiteFixtures.site(corpus)
        var checked = 0
        for path in site.paths where path.hasSuffix(".html") && !path.hasPrefix("index") && path != "404.html" {
            let page = try #require(site.text(path))
            // The two scripts every page has, from the templates; nothing else.
            #expect(page.components(separatedBy: "<script").count - 1 == 2, "\(path)")
            #expect(!page.lowercased().contains("onerror=\""), "\(path)")
            #expect(!page.contains("href=\"javascript:") && !page.contains("href=\"data:"), "\(path)")
            #expect(!page.contains("<iframe") && !page.contains("<img"), "\(path)")
            // The report shows the source as text, escaped; pages show it rendered, without the markup.
            if !path.contains("/reports/") { #expect(!page.contains("alert("), "\(path)") }
            checked += 1
        }
        // Popovers and Tables have English and Korean only: two documents, a home and two
        // group pages (P, T), the report's overview and a drill-down per document, in two
        // languages.
        #expect(checked == (2 + 1 + 2 + 1 + 2) * 2)
        // The text around the dropped markup is still there.
        #expect(site.text("en/popovers/index.html")!.contains("Popovers can be dismissed."))
    }

    /// Titles and other values placed in templates are escaped.
    @Test func valuesInTemplatesAreEscaped() throws {
        let corpus = Corpus(documents: [Document(
            id: "quotes", title: [.english: "Say \"hi\" <b>&</b> 'bye'"],
            sections: [Section(id: "intro", blocks: [Block(id: "intro-1", kind: .paragraph, text: [.english: "Text."])])])])
        let site = try SiteFixtures.site(corpus)
        let page = try #require(site.text("en/quotes/index.html"))
        #expect(page.contains("<h1 class=\"doc-title\">Say &quot;hi&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;bye&#39;</h1>"))
        #expect(!page.contains("<b>&</b>"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let directory = Fixtures.directory(with: Fixtures.seeds)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try SiteFixtures.site(Ingester().ingest(paths: [directory.path]))
        let second = try SiteFixtures.site(Ingester().ingest(paths: [directory.path]))
        #expect(first.paths == second.paths)
        for path in first.paths where first[path] != second[path] {
            Issue.record("\(path) differs between two builds")
        }
    }

    @Test func writerReplacesTheWholeFolder() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("Public")
        try SiteWriter().write(SiteOutput(files: ["a/index.html": Array("one".utf8), "old.txt": [1]]), to: output)
        try SiteWriter().write(SiteOutput(files: ["a/index.html": Array("two".utf8), "b/c/index.html": [2]]), to: output)
        #expect(try String(contentsOf: output.appendingPathComponent("a/index.html"), encoding: .utf8) == "two")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("b/c/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old.txt").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Public"])
    }

    @Test func failedWriteLeavesTheOldSiteWhole() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("Public")
        try SiteWriter().write(SiteOutput(files: ["index.html": Array("old".utf8)]), to: output)
        // A file and a folder cannot have the same path: the write fails half way.
        let broken = SiteOutput(files: ["x": [1], "x/index.html": [2], "index.html": Array("new".utf8)])
        #expect(throws: SiteError.self) { try SiteWriter().write(broken, to: output) }
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Public"])
    }

    /// `hig build` with a template that does not compile: exit 1, the error names the file and
    /// line, and the previous site is untouched.
    @Test func brokenTemplateLeavesTheOldSiteUntouched() throws {
        let work = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let output = work.appendingPathComponent("Public").path
        let content = Fixtures.contentDirectory.path
        let first = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: ["build", "--content", content, "--templates", SiteFixtures.templatesDirectory.path,
                                                "--output", output], io: first) == 0)
        let before = try snapshot(output)
        #expect(before.count == SiteFixtures.seedSite.count + 2, "the site, its .hig-site marker and its .hig-build manifest")

        let templates = SiteFixtures.templatesCopy()
        let block = templates.appendingPathComponent("block.html")
        var text = try String(contentsOf: block, encoding: .utf8)
        text = text.replacingOccurrences(of: "{{/main}}", with: "")
        try text.write(to: block, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("{{#main}}") }! + 1

        let second = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: ["build", "--content", content, "--templates", templates.path, "--output", output], io: second) == 1)
        #expect(second.standardError.contains("\(templates.path)/block.html:\(line): error: unclosed section 'main' opened here"))
        #expect(try snapshot(output) == before)
    }

    /// A template that fails only when rendered, in a step after the documents' pages were
    /// written into the staging folder (the home page includes itself without end): exit 1,
    /// the previous site untouched, and no staging folder left.
    @Test func aFailureAfterPagesWereWrittenLeavesTheOldSiteUntouched() throws {
        let work = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let output = work.appendingPathComponent("Public").path
        let content = Fixtures.contentDirectory.path
        #expect(CommandLineTool.run(arguments: ["build", "--content", content, "--templates", SiteFixtures.templatesDirectory.path,
                                                "--output", output], io: .capturing()) == 0)
        let before = try snapshot(output)

        let templates = SiteFixtures.templatesCopy()
        try "{{> loop}}".write(to: templates.appendingPathComponent("loop.html"), atomically: true, encoding: .utf8)
        let home = templates.appendingPathComponent("home.html")
        try (try String(contentsOf: home, encoding: .utf8) + "{{> loop}}").write(to: home, atomically: true, encoding: .utf8)
        let second = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: ["build", "--full", "--content", content, "--templates", templates.path, "--output", output], io: second) == 1)
        #expect(second.standardError.contains("loop"), "\(second.standardError)")
        #expect(try snapshot(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["Public"])
    }

    @Test func unknownPartialIsNamedAndAMissingPageTemplateIsTheBuiltInOne() throws {
        let templates = SiteFixtures.templatesCopy()
        let home = templates.appendingPathComponent("home.html")
        let text = try String(contentsOf: home, encoding: .utf8).replacingOccurrences(of: "{{> footer}}", with: "{{> foter}}")
        try text.write(to: home, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("{{> foter}}") }! + 1
        do {
            _ = try SiteFixtures.builder(templates: templates)
            Issue.record("an unknown partial compiled")
        } catch {
            #expect("\(error)" == "\(templates.path)/home.html:\(line): error: unknown partial 'foter'")
        }
        try FileManager.default.removeItem(at: templates.appendingPathComponent("sitemap.xml"))
        try FileManager.default.removeItem(at: home)
        // A page template the folder lacks is the built-in one (issue 14: a folder overrides
        // the built-in templates file by file).
        let builder = try SiteFixtures.builder(templates: templates)
        #expect(builder.templates["home"] != nil && builder.templates["sitemap"] != nil)
    }

    private func snapshot(_ path: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)!
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[relative] = FileManager.default.contents(atPath: path + "/" + relative) }
        }
        return files
    }
}
