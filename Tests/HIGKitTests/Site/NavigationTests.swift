import Foundation
import Testing
@testable import Model
@testable import Ingest
@testable import Site

@Suite struct NavigationTests {
    static let limit = SiteOptions().groupLimit

    /// The seeds fit in one part: each initial is a section and every page lists every row.
    @Test func seedsAreGroupedByInitial() {
        let index = SiteIndex(analyses: SiteFixtures.analyses(SiteFixtures.seedCorpus), options: SiteOptions(contentRoot: Fixtures.contentDirectory.path))
        #expect(index.navigation.showsAllRows)
        #expect(index.navigation.sections.map(\.label) == ["P", "S", "T"])
        #expect(index.navigation.sections.map { $0.parts.flatMap(\.documents).map { index.documents[$0].id } }
                == [["popovers"], ["split-views"], ["tables"]])
    }

    /// Past one part, initials share sections up to the limit; an initial with more documents
    /// is split into parts. Every document is listed exactly once, in id order.
    @Test(arguments: [120, 600, 2400])
    func largeCorporaAreGroupedWithinTheLimit(count: Int) {
        let index = SiteIndex(analyses: SiteFixtures.analyses(GeneratedCorpus.make(documents: count)), options: SiteOptions(contentRoot: nil))
        let navigation = index.navigation
        #expect(!navigation.showsAllRows)
        #expect(navigation.sections.count <= 28)
        let listed = navigation.sections.flatMap { $0.parts.flatMap(\.documents) }
        #expect(listed == Array(0..<count))
        for section in navigation.sections {
            for part in section.parts { #expect(part.documents.count <= Self.limit, "\(section.label) \(part.label)") }
            if section.parts.count > 1 {
                // Only one initial can overflow a part; its parts are told apart by their labels.
                #expect(!section.label.contains("–"), "\(section.label)")
                #expect(Set(section.parts.map(\.label)).count == section.parts.count)
            }
        }
    }

    /// What the preview server re-renders when one document's title or coverage changes:
    /// the pages that list its row, which is its own part, not the whole site.
    @Test func documentsSharingNavigationAreItsPart() throws {
        let corpus = GeneratedCorpus.make(documents: 600)
        let index = SiteIndex(analyses: SiteFixtures.analyses(corpus), options: SiteOptions(contentRoot: nil))
        let id = corpus.documents[123].id
        let sharing = Self.sharing(id, in: index)
        #expect(sharing.contains(id))
        #expect(sharing.count <= Self.limit)
        // On the built pages: every page of a sharing document lists the row, others do not.
        let builder = try SiteFixtures.builder(options: SiteOptions(contentRoot: nil))
        let others = corpus.documents.map(\.id).filter { !sharing.contains($0) }.enumerated()
            .filter { $0.offset % 40 == 0 }.map(\.element)
        let output = try SiteFixtures.documentPages(corpus, ids: sharing + others, builder: builder)
        for other in sharing + others {
            let page = try #require(output.text("en/\(other)/index.html"))
            let listsRow = HTMLProbe.navigation(page).contains("href=\"../\(id)/\"")
            #expect(listsRow == sharing.contains(other), "\(other)'s page lists \(id): \(listsRow)")
        }
        #expect(others.count >= 10)
        // Small sites list every row everywhere.
        let seeds = SiteIndex(analyses: SiteFixtures.analyses(SiteFixtures.seedCorpus), options: SiteOptions())
        #expect(Self.sharing("tables", in: seeds) == ["popovers", "split-views", "tables"])
    }

    /// The documents of `id`'s navigation part.
    static func sharing(_ id: String, in index: SiteIndex) -> [String] {
        let position = index.position(of: id)!
        return index.navigationParts.first { $0.contains(position) }!.map { index.documents[$0].id }
    }

    @Test func partLabelsAreShortAndDistinct() {
        func entry(_ id: String) -> DocumentEntry {
            DocumentEntry(analysis: SiteFixtures.analyses(Corpus(documents: [Document(id: id, title: [.english: id])]))[0],
                          siteLanguages: [.english], contentRoot: nil)
        }
        // Ninety "co…" documents in two parts, told apart by their third letter.
        let ids = (0..<45).map { "color-wells-\(100 + $0)" } + (0..<45).map { "combo-boxes-\(100 + $0)" }
        let tree = NavigationTree(entries: ids.map(entry), limit: 50)
        #expect(tree.sections.map(\.label) == ["C"])
        #expect(tree.sections[0].parts.map(\.label) == ["Col", "Com"])
        // Ids that share long prefixes get longer labels rather than equal ones.
        let same = (0..<120).map { "sheets-\(1000 + $0)" }
        let parts = NavigationTree(entries: same.map(entry), limit: 50).sections[0].parts
        #expect(parts.count == 3)
        #expect(Set(parts.map(\.label)).count == 3)
        #expect(parts[0].label == "Sheets 100–Sheets 103")
    }

    /// Folders under the content root and front-matter groups become sections; documents
    /// outside any folder are "Other", translated by the string table's `group_other`.
    @Test func foldersAndFrontMatterGroupsAreSections() throws {
        let directory = Fixtures.directory(with: [
            "views/split-views.ko.txt": Fixtures.seed("split-views.ko.txt"),
            "views/tables.ko.txt": Fixtures.seed("tables.ko.txt"),
            "popovers.ko.txt": Fixtures.seed("popovers.ko.txt"),
            "buttons.en.md": "---\ntitle: Buttons\ngroup: Controls & Inputs\n---\nA button starts an action.\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Ingester().ingest(paths: [directory.path])
        let options = SiteOptions(contentRoot: directory.path)
        let index = SiteIndex(analyses: SiteFixtures.analyses(corpus), options: options)
        let sections = index.navigation.sections.map { ($0.id, $0.label, $0.parts.flatMap(\.documents).map { index.documents[$0].id }) }
        #expect(sections.map(\.0) == ["controls-inputs", "views", "other"])
        #expect(sections.map(\.1) == ["Controls & Inputs", "Views", "Other"])
        #expect(sections.map(\.2) == [["buttons"], ["split-views", "tables"], ["popovers"]])
        let site = try SiteFixtures.site(corpus, builder: SiteFixtures.builder(options: options))
        let navigation = HTMLProbe.navigation(try #require(site.text("ko/popovers/index.html")))
        #expect(navigation.contains(">\(SiteFixtures.strings("ko")["group_other"]!)</a>"))
        #expect(site["ko/groups/views/index.html"] != nil)
    }

    /// The navigation of a page lists the section headers, the neighbouring parts of its own
    /// section and its own part's rows: at most 28 + 3 headers and `limit` rows, whatever the
    /// number of documents. Measured on 600 and 1,800 generated documents: both stay under the
    /// bound made of the longest row and header seen, where a list of every document would
    /// be 12 and 36 times the row limit.
    @Test func navigationSizeDoesNotGrowWithTheSite() throws {
        let small = try measure(documents: 600, everyPage: true)
        let large = try measure(documents: 1800, everyPage: false)
        let row = max(small.longestRow, large.longestRow)
        let header = max(small.longestHeader, large.longestHeader)
        let bound = 1_000 + row * Self.limit + header * (28 + 3)
        print("navigation per page: bound \(bound) B; 600 documents: max \(small.maxNavigation) B (\(small.maxRows) rows), "
              + "mean page \(small.meanPage) B, site \(small.total) B in \(small.pages) pages; "
              + "1,800 documents: max \(large.maxNavigation) B (\(large.maxRows) rows), mean page \(large.meanPage) B")
        for measurement in [small, large] {
            #expect(measurement.maxRows <= Self.limit)
            #expect(measurement.maxHeaders <= 28 + 3)
            #expect(measurement.maxNavigation <= bound)
        }
        // Listing every document would not fit the bound.
        #expect(600 * small.shortestRow > bound)
        // The whole site is linear: pages times a bounded size, the home pages' full lists aside.
        let homes = small.homeBytes
        #expect(small.total - homes <= small.pages * (bound + small.maxContent))
    }

    private struct Measurement {
        var maxNavigation = 0, maxRows = 0, maxHeaders = 0, maxContent = 0
        var longestRow = 0, shortestRow = Int.max, longestHeader = 0
        var meanPage = 0, total = 0, pages = 0, homeBytes = 0
    }

    private func measure(documents count: Int, everyPage: Bool) throws -> Measurement {
        let corpus = GeneratedCorpus.make(documents: count)
        let builder = try SiteFixtures.builder(options: SiteOptions(contentRoot: nil))
        var output = SiteOutput()
        if everyPage {
            output = try SiteFixtures.site(corpus, builder: builder)
        } else {
            let ids = corpus.documents.enumerated().filter { $0.offset % 9 == 0 }.map(\.element.id)
            output = try SiteFixtures.documentPages(corpus, ids: ids, builder: builder)
        }
        var result = Measurement()
        var documentPageBytes = 0
        var documentPages = 0
        for path in output.paths where path.hasSuffix("/index.html") && !path.contains("/groups/") && path.split(separator: "/").count == 3 {
            let page = try #require(output.text(path))
            let navigation = HTMLProbe.navigation(page)
            let rows = HTMLProbe.matches("<li class=\"cell [^\"]*\"><a href=\"\\.\\./[^\"]*/\".*?</li>", in: navigation).map { $0[0].utf8.count }
            let headers = HTMLProbe.matches("<li class=\"table-(section|part)-header\".*?</li>", in: navigation).map { $0[0].utf8.count }
            result.maxNavigation = max(result.maxNavigation, navigation.utf8.count)
            result.maxRows = max(result.maxRows, rows.count)
            result.maxHeaders = max(result.maxHeaders, headers.count)
            result.longestRow = max(result.longestRow, rows.max() ?? 0)
            result.shortestRow = min(result.shortestRow, rows.min() ?? Int.max)
            result.longestHeader = max(result.longestHeader, headers.max() ?? 0)
            result.maxContent = max(result.maxContent, page.utf8.count - navigation.utf8.count)
            documentPageBytes += page.utf8.count
            documentPages += 1
        }
        result.meanPage = documentPageBytes / max(documentPages, 1)
        result.total = output.totalBytes
        result.pages = output.pageCount
        result.homeBytes = output.paths.filter { $0.split(separator: "/").count == 2 && $0.hasSuffix("/index.html") }
            .reduce(0) { $0 + (output[$1]?.count ?? 0) }
        return result
    }
}
