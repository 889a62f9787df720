import Foundation
import Testing

/// `hig.yaml`, `_index.LANG.md`, `weight`, `title` and `draft` on a repository-shaped fixture
/// (issue 14), built by the hig binary as a user builds it.
@Suite(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"))
struct RepositoryConfigTests {
    struct Built {
        var run: HigProcess.Run
        var site: URL
        func page(_ path: String) -> String {
            (try? String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
    }

    static func build(_ files: [String: String] = RepositoryFixture.files) throws -> Built {
        let work = Fixtures.directory(with: Dictionary(uniqueKeysWithValues: files.map { ("mydocs/" + $0.key, $0.value) }))
        let run = try HigProcess.run(["build", "--content", "mydocs", "-o", "site"], in: work, seconds: 60)
        return Built(run: run, site: work.appendingPathComponent("site"))
    }

    /// The section headers of a page's navigation, in order, as `id:depth:label`.
    static func sections(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"<li class="table-section-header" data-group="([^"]+)"(?: data-depth="(\d+)")?><a [^>]*>([^<]*)</a>"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let text = { (index: Int) -> String in
                Range(match.range(at: index), in: html).map { String(html[$0]) } ?? "0"
            }
            return "\(text(1)):\(text(2)):\(text(3))"
        }
    }

    @Test func theNavigationFollowsTheFoldersTheConfigAndTheIndexPages() throws {
        let built = try Self.build()
        #expect(built.run.status == 0, "\(built.run.err)")
        // Configured order (patterns, foundations, components), nested folders under their parent.
        #expect(Self.sections(built.page("en/index.html")) == [
            "patterns:0:Patterns", "foundations:0:Foundations", "components:0:Components",
            "components-layout-and-organization:1:Layout And Organization", "components-menus-and-actions:1:Menus And Actions",
        ])
        // In Korean: hig.yaml's labels, the _index.ko.md title, English where the team wrote none.
        #expect(Self.sections(built.page("ko/index.html")) == [
            "patterns:0:패턴", "foundations:0:기초 원칙", "components:0:컴포넌트",
            "components-layout-and-organization:1:Layout And Organization", "components-menus-and-actions:1:Menus And Actions",
        ])
        // The group page shows the _index intro.
        #expect(built.page("ko/groups/foundations/index.html").contains("기초 그룹에는 색상과 동작이 있습니다."))
        #expect(built.page("en/groups/foundations/index.html").contains("Guidelines in this group: 2"))
    }

    /// The subgroup rows of a group page, as `id:href:label:count`.
    static func subgroups(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"<li class="cell value1 subgroup" data-group="([^"]+)"><a href="([^"]+)"><span class="cell-title">([^<]*)</span><span class="cell-detail">(\d+)</span>"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            (1...4).map { Range(match.range(at: $0), in: html).map { String(html[$0]) } ?? "" }.joined(separator: ":")
        }
    }

    /// A folder with folders inside (`components/` and `components/menus-and-actions/`): its
    /// page lists its subgroups, labelled in the reader's language and linked to their pages,
    /// and counts the pages in them, not "0".
    @Test func aParentGroupsPageListsItsSubgroups() throws {
        var files = RepositoryFixture.files
        files["components/menus-and-actions/_index.ko.md"] = "---\ntitle: 메뉴와 동작\n---\n"
        files["components/overview.md"] = RepositoryFixture.page("Components", "Components are the parts an interface is made of.")
        let built = try Self.build(files)
        #expect(built.run.status == 0, "\(built.run.err)")
        let english = built.page("en/groups/components/index.html")
        #expect(Self.subgroups(english) == [
            "components-layout-and-organization:../../groups/components-layout-and-organization/:Layout And Organization:1",
            "components-menus-and-actions:../../groups/components-menus-and-actions/:Menus And Actions:1",
        ], "\(english)")
        #expect(english.contains("Guidelines in this group: 3"))
        #expect(english.contains("href=\"../../components/\""), "its own page is still listed")
        let korean = built.page("ko/groups/components/index.html")
        #expect(Self.subgroups(korean) == [
            "components-layout-and-organization:../../groups/components-layout-and-organization/:Layout And Organization:1",
            "components-menus-and-actions:../../groups/components-menus-and-actions/:메뉴와 동작:1",
        ], "\(korean)")
        // A subgroup with no folder inside lists none.
        #expect(Self.subgroups(built.page("en/groups/components-menus-and-actions/index.html")).isEmpty)

        // Without a page of its own, the parent still shows what is in it.
        let parentOnly = try Self.build()
        let page = parentOnly.page("en/groups/components/index.html")
        #expect(Self.subgroups(page).count == 2)
        #expect(page.contains("Guidelines in this group: 2") && !page.contains("Guidelines in this group: 0"))
    }

    @Test func weightsOrderPagesDraftsAreLeftOutAndTheSiteIsConfigured() throws {
        let built = try Self.build()
        let english = built.page("en/index.html")
        let motion = try #require(english.range(of: "href=\"motion/\""))
        let color = try #require(english.range(of: "href=\"color/\""))
        #expect(motion.lowerBound < color.lowerBound, "weight 1 before weight 2")
        #expect(!FileManager.default.fileExists(atPath: built.site.appendingPathComponent("en/unfinished").path))
        #expect(built.run.err.contains("mydocs/foundations/unfinished.md: note: draft: true in the front matter; left out [draft]"))
        // languages: [en, ko] — the Japanese file is read but the site has no Japanese pages.
        #expect(FileManager.default.fileExists(atPath: built.site.appendingPathComponent("ko/color/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: built.site.appendingPathComponent("ja").path))
        #expect(built.page("ko/color/index.html").contains("팀의 휴먼 인터페이스 가이드라인"))
        #expect(built.page("en/color/index.html").contains("<link rel=\"canonical\" href=\"https://team.example/hig/en/color/\">"))
        // What the build found, per language of the site (ja is not one).
        #expect(built.run.err.contains("Found 5 documents; written in en 5, ko 3; the site is in site/"), "\(built.run.err)")
        // The _index files are not pages.
        #expect(!english.contains("index/\""))
    }

    /// The title is the team's for every language of the site: one given for a language with
    /// no string table of its own (German here) is its pages' title, and a language given none
    /// shows the English one, not the built-in string's.
    @Test func theConfiguredTitleAppliesToEveryLanguage() throws {
        var files = RepositoryFixture.files
        files["hig.yaml"] = "title: {en: HIG for Teams, de: HIG für Teams}\nlanguages: [en, ko, de]\n"
        files["foundations/color.de.md"] = "# Farbe\n\nFarbe mit Bedacht eingesetzt verbessert die Kommunikation.\n"
        let built = try Self.build(files)
        #expect(built.run.status == 0, "\(built.run.err)")
        #expect(built.page("de/color/index.html").contains("<a class=\"site-title\" href=\"../\">HIG für Teams</a>"),
                "\(built.page("de/color/index.html"))")
        #expect(built.page("de/index.html").contains("<title>HIG für Teams</title>") || built.page("de/index.html").contains("– HIG für Teams</title>"))
        #expect(built.page("ko/color/index.html").contains("<a class=\"site-title\" href=\"../\">HIG for Teams</a>"))
        #expect(built.page("en/color/index.html").contains("<a class=\"site-title\" href=\"../\">HIG for Teams</a>"))
        #expect(!built.page("ko/color/index.html").contains("휴먼 인터페이스 가이드라인</a>"))
    }

    @Test func unknownSettingsAndBrokenYAMLAreReportedWithFileAndLine() throws {
        let built = try Self.build()
        #expect(built.run.err.contains("mydocs/hig.yaml:14: warning: unknown setting 'colour'"), "\(built.run.err)")
        var files = RepositoryFixture.files
        files["hig.yaml"] = "title: Team\nlanguages: [en, ko\n"
        files["patterns/feedback.md"] = "---\ntitle: Feedback\nplatforms: [iOS\n---\n# Feedback\n\nFeedback helps people know what is happening.\n"
        let broken = try Self.build(files)
        #expect(broken.run.status == 1)
        #expect(broken.run.err.contains("mydocs/hig.yaml:3: error:"), "\(broken.run.err)")
        #expect(broken.run.err.contains("mydocs/patterns/feedback.md:4: error: front matter:"), "\(broken.run.err)")
        // Good files are still built.
        #expect(FileManager.default.fileExists(atPath: broken.site.appendingPathComponent("en/color/index.html").path))
    }
}
