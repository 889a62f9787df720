import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Analysis
@testable import Site

@Suite struct SiteUnitTests {
    let rewriter = LinkRewriter(targets: ["popovers": "popovers", "tables": "tables", "table-views": "tables", "split-views": "split-views"])

    @Test(arguments: [
        ("popovers.md", "../popovers/"),
        ("../tables.ko.md#rows", "../tables/#rows"),
        ("./split-views.txt", "../split-views/"),
        ("../table-views/", "../tables/"),
        ("../popovers/", "../popovers/"),
        ("../unknown/", "../unknown/"),
        ("unknown.md", "unknown.md"),
        ("https://developer.apple.com/popovers.md", "https://developer.apple.com/popovers.md"),
        ("mailto:team@example.com", "mailto:team@example.com"),
        ("#best-practices", "#best-practices"),
        ("/en/popovers/", "/en/popovers/"),
    ])
    func linksBetweenContentFilesBecomePageLinks(destination: String, expected: String) {
        #expect(rewriter.rewrite(destination) == expected)
    }

    /// A Markdown link to another seed's file reaches that document's page.
    @Test func renderedLinksPointAtPages() throws {
        let text = Fixtures.seed("popovers.ko.txt") + "\n\nSee [tables](tables.ko.txt) and [split views](../split-views/#b-intro-2).\n"
        let corpus = Fixtures.ingest(["popovers.ko.txt": text, "tables.ko.txt": Fixtures.seed("tables.ko.txt"),
                                      "split-views.ko.txt": Fixtures.seed("split-views.ko.txt")])
        let site = try SiteFixtures.site(corpus)
        let page = try #require(site.text("en/popovers/index.html"))
        #expect(page.contains("<a href=\"../tables/\">tables</a>"))
        #expect(page.contains("<a href=\"../split-views/#b-intro-2\">split views</a>"))
    }

    /// Coverage of the seeds, worked out from the texts: Split Views has six English blocks,
    /// the last (developer guidance) only in Russian; Tables is 13 Korean blocks; Popovers has
    /// one English paragraph among 23 content blocks: its blank-line separated paragraphs after
    /// the title, less the "Best practices" heading, the note not counted. The status is the
    /// report's word; the figures are what a page in the language shows of the document.
    @Test(arguments: [
        ("split-views", "en", CoverageStatus.complete, 6, 6), ("split-views", "ko", .partial, 5, 6),
        ("split-views", "ja", .partial, 5, 6), ("split-views", "ru", .complete, 6, 6),
        ("tables", "ko", .translationOnly, 13, 13), ("tables", "en", .untranslated, 0, 13), ("tables", "ja", .absent, 0, 13),
        ("popovers", "en", .partial, 1, 23), ("popovers", "ko", .englishPartial, 1, 1), ("popovers", "ru", .untranslated, 0, 1),
    ])
    func seedCoverage(document: String, language: String, status: CoverageStatus, done: Int, total: Int) throws {
        let analysis = try #require(SiteFixtures.analyses(SiteFixtures.seedCorpus).first { $0.id == document })
        let coverage = analysis.coverage(in: LanguageTag(language))
        #expect(coverage.status == status)
        #expect(coverage.shown == (done, total))
        // The site shows the same word as the report.
        let page = try #require(SiteFixtures.seedSite.text("\(language)/\(document)/index.html"))
        #expect(page.contains("data-coverage=\"\(status.rawValue)\""))
    }

    /// A translation aligned 2-1 covers both English blocks; the page shows it once and keeps
    /// both anchors.
    @Test func spanningTranslationCoversItsEnglishBlocks() throws {
        let blocks = [
            Block(id: "intro-1", kind: .paragraph, text: [.english: "One.", .korean: "하나와 둘."], confidence: [.korean: 0.9], span: [.korean: 2]),
            Block(id: "intro-2", kind: .paragraph, text: [.english: "Two."]),
            Block(id: "intro-3", kind: .paragraph, text: [.english: "Three.", .korean: "셋."], confidence: [.korean: 0.5]),
        ]
        let document = Document(id: "numbers", title: [.english: "Numbers"], sections: [Section(id: "intro", blocks: blocks)])
        let coverage = try #require(SiteFixtures.analyses(Corpus(documents: [document])).first).coverage(in: .korean)
        #expect(coverage.status == .complete && coverage.shown == (3, 3))
        let site = try SiteFixtures.site(Corpus(documents: [document]))
        let page = try #require(site.text("ko/numbers/index.html"))
        let row = try #require(HTMLProbe.row("intro-1", in: page))
        #expect(row.contains("<span class=\"anchor\" id=\"b-intro-2\"></span>"))
        #expect(row.contains("<div class=\"cell cell-src\" lang=\"en\"><p>One.</p>\n<p>Two.</p>\n</div>"))
        #expect(!page.contains("<div class=\"pair\" id=\"b-intro-2\""))
        // Below the threshold: marked, with the confidence in the label.
        let low = try #require(HTMLProbe.row("intro-3", in: page))
        #expect(BlockStatus.lowConfidenceThreshold == 0.8)
        #expect(low.contains("data-status=\"low-confidence\""))
        #expect(low.contains("(50%)"))
    }

    @Test func staleBlocksAreMarked() throws {
        let stale: Set<BlockKey> = [BlockKey(documentID: "split-views", blockID: "intro-2", language: .japanese)]
        let site = try SiteFixtures.documentPages(SiteFixtures.seedCorpus, ids: ["split-views"], builder: SiteFixtures.builder(), stale: stale)
        let japanesePage = try #require(site.text("ja/split-views/index.html"))
        let japanese = try #require(HTMLProbe.row("intro-2", in: japanesePage))
        #expect(japanese.contains("data-status=\"stale\""))
        #expect(japanese.contains(SiteFixtures.strings("ja")["status_stale"]!))
        let koreanPage = try #require(site.text("ko/split-views/index.html"))
        let korean = try #require(HTMLProbe.row("intro-2", in: koreanPage))
        #expect(korean.contains("data-status=\"translated\""))
    }

    /// The report's pages get the site's layout, alternates between their translations and a
    /// row in every language's navigation.
    @Test func reportPagesAreWrappedAndListed() throws {
        let site = SiteFixtures.seedSite
        let korean = SiteFixtures.strings("ko")["report_title"]!
        let report = try #require(site.text("ko/reports/alignment/index.html"))
        #expect(report.contains("<h1>\(korean)</h1>"))
        #expect(report.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"http://localhost:8000/en/reports/alignment/\">"))
        #expect(HTMLProbe.navigation(report).contains("<a href=\"../../../ko/reports/alignment/\" aria-current=\"page\"><span class=\"cell-title\">\(korean)</span>"))
        let document = try #require(site.text("ko/split-views/index.html"))
        #expect(HTMLProbe.navigation(document).contains("<a href=\"../../ko/reports/alignment/\"><span class=\"cell-title\">\(korean)</span>"))
        // The picker offers the report in the other languages.
        #expect(report.contains("<a href=\"../../../ja/reports/alignment/\" hreflang=\"ja\" data-lang=\"ja\">"))
        // A drill-down keeps the overview selected in the navigation.
        let drillDown = try #require(site.text("ko/reports/alignment/split-views/index.html"))
        #expect(HTMLProbe.navigation(drillDown).contains("<a href=\"../../../../ko/reports/alignment/\" aria-current=\"page\">"))
    }

    @Test func missingStringsFallBackToEnglishWithAWarning() {
        let tables = StringTables([
            StringTable(language: .english, entries: ["a": "A", "b": "B"], file: "Templates/strings/en.json"),
            StringTable(language: .korean, entries: ["a": "가"], file: "Templates/strings/ko.json"),
        ])
        #expect(tables.table(for: .korean)["a"] == "가")
        #expect(tables.table(for: .korean)["b"] == "B")
        #expect(tables.table(for: .russian)["a"] == "A")
        let warnings = tables.diagnostics(for: [.english, .korean, .russian]).map(\.description)
        #expect(warnings == [
            "Templates/strings/ko.json: warning: 1 interface string(s) missing, shown in English: b [missing-string]",
            "Templates/strings/ru.json: warning: no string table for 'ru'; its pages use the English interface strings [missing-string-table]",
        ])
    }

    /// The repository's tables are complete: every language has every English key.
    @Test func repositoryStringTablesAreComplete() throws {
        let english = Set(SiteFixtures.strings("en").keys)
        for language in ["ja", "ko", "ru"] {
            #expect(Set(SiteFixtures.strings(language).keys) == english, "\(language).json")
        }
        let builder = try SiteFixtures.builder()
        #expect(builder.strings.diagnostics(for: [.english, .japanese, .korean, .russian]).isEmpty)
    }

    @Test func placeholdersAreFilled() {
        #expect(StringTable.fill("{done} of {total}", ["done": "5", "total": "6"]) == "5 of 6")
        #expect(StringTable.fill("{total}개 중 {done}개", ["done": "5", "total": "6"]) == "6개 중 5개")
        #expect(StringTable.fill("keep {unknown} and {", ["done": "1"]) == "keep {unknown} and {")
    }

    /// FNV-1a 64 test vectors from its authors' reference.
    @Test func contentHashIsFNV1a() {
        #expect(ContentHash.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(ContentHash.hex(Array("foobar".utf8)) == "85944171f7")
        let assets = SiteAssets(files: ["site.css": Array("body{}".utf8)])
        #expect(assets.assets[0].hashedName == "site.\(ContentHash.hex(Array("body{}".utf8))).css")
    }

    @Test func urlsArePercentEncoded() {
        #expect(SitePaths.url("ko/스플릿-뷰/") == "ko/%EC%8A%A4%ED%94%8C%EB%A6%BF-%EB%B7%B0/")
        #expect(SitePaths.absolute("en/a b/", baseURL: "https://hig.example/") == "https://hig.example/en/a%20b/")
        #expect(SiteOptions(baseURL: "https://example.org/hig").basePath == "/hig/")
    }
}
