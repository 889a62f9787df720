import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The site built from the five seed texts, checked page by page against what the issue asks
/// for: every page in four languages, alternates, one current row, fallback notices in the
/// reader's language, `lang` on text in another language, the same anchors everywhere.
@Suite struct SeedSiteTests {
    let site = SiteFixtures.seedSite

    @Test func everyDocumentHasAPageInEveryLanguage() {
        for document in SiteFixtures.seedDocuments {
            for language in SiteFixtures.seedLanguages {
                let path = "\(language)/\(document)/index.html"
                guard let page = site.text(path) else {
                    Issue.record("missing \(path)")
                    continue
                }
                #expect(page.contains("<html lang=\"\(language)\""), "\(path) is not marked as \(language)")
            }
        }
        for language in SiteFixtures.seedLanguages {
            #expect(site["\(language)/index.html"] != nil, "no home page for \(language)")
        }
        for path in ["index.html", "404.html", "sitemap.xml"] {
            #expect(site[path] != nil, "no \(path)")
        }
    }

    /// hreflang alternates name exactly the languages a document has text in, and x-default
    /// its reference language: English, or Korean for the Korean-only Tables notes.
    @Test(arguments: [
        ("split-views", ["en", "ja", "ko", "ru"], "en"),
        ("popovers", ["en", "ko"], "en"),
        ("tables", ["ko"], "ko"),
    ])
    func alternatesNameTheExistingTranslations(document: String, languages: [String], xDefault: String) {
        for language in SiteFixtures.seedLanguages {
            let page = SiteFixtures.page("\(language)/\(document)/index.html")
            let links = HTMLProbe.matches("<link rel=\"alternate\" hreflang=\"([^\"]+)\" href=\"([^\"]+)\">", in: page)
            let expected = languages.map { ($0, "http://localhost:8000/\($0)/\(document)/") }
                + [("x-default", "http://localhost:8000/\(xDefault)/\(document)/")]
            #expect(links.map { $0[1] } == expected.map(\.0), "\(language)/\(document)")
            #expect(links.map { $0[2] } == expected.map(\.1), "\(language)/\(document)")
            #expect(page.contains("<link rel=\"canonical\" href=\"http://localhost:8000/\(language)/\(document)/\">"))
            // A page that only shows another language is not offered to search engines.
            #expect(page.contains("<meta name=\"robots\" content=\"noindex\">") == !languages.contains(language))
        }
    }

    @Test func navigationMarksExactlyOneRowCurrentOnEveryPage() {
        for path in site.paths where path.hasSuffix(".html") {
            let page = SiteFixtures.page(path)
            let navigation = HTMLProbe.navigation(page)
            if path == "index.html" || path == "404.html" {
                #expect(navigation.isEmpty, "\(path) has no split view")
                continue
            }
            let current = HTMLProbe.matches("<a href=\"([^\"]*)\" aria-current=\"page\">", in: navigation)
            #expect(current.count == 1, "\(path): \(current.count) current rows")
            #expect(page.components(separatedBy: "aria-current=\"page\"").count == 2, "\(path): aria-current=page outside the navigation")
            let parts = path.split(separator: "/")
            if parts.count == 3, let document = parts.dropFirst().first, parts[1] != "groups" {
                // A document page's current row links to the page itself.
                #expect(current.first?[1] == "../\(document)/", "\(path) highlights \(current.first?[1] ?? "nothing")")
            }
            if parts.count == 2 {
                #expect(current.first?[1] == "", "\(path): the home row is current on the home page")
            }
        }
    }

    /// Navigation lives in the primary pane only: the content pane has no navigation element.
    @Test func contentPaneHoldsNoNavigation() {
        for language in SiteFixtures.seedLanguages {
            let page = SiteFixtures.page("\(language)/split-views/index.html")
            let main = page.components(separatedBy: "<main id=\"content\"")[1].components(separatedBy: "</main>")[0]
            #expect(!main.contains("<nav"))
            #expect(HTMLProbe.navigation(page).contains("class=\"table-view grouped nav-table\""))
        }
    }

    /// Tables is Korean only and Popovers has no Japanese or Russian: their pages say so in
    /// the reader's language and show the best language there is.
    @Test(arguments: [
        ("tables", "en", "ko"), ("tables", "ja", "ko"), ("tables", "ru", "ko"),
        ("popovers", "ja", "en"), ("popovers", "ru", "en"),
    ])
    func missingTranslationShowsANoticeInTheReadersLanguage(document: String, language: String, shown: String) {
        let page = SiteFixtures.page("\(language)/\(document)/index.html")
        let strings = SiteFixtures.strings(language)
        let expected = strings["notice_missing"]!.replacingOccurrences(of: "{in_language}", with: strings["in_lang_\(shown)"]!)
        #expect(HTMLProbe.text(ofID: "fallback-notice", in: page) == expected)
        // The shown text carries its language.
        let langs = HTMLProbe.matches("<div class=\"cell cell-main\" lang=\"([a-z]+)\">", in: page).map { $0[1] }
        #expect(langs.contains(shown), "\(language)/\(document) marks no text as \(shown)")
        #expect(!langs.contains(language))
    }

    @Test func completeAndPartialPagesHaveNoFallbackNotice() {
        for (document, language) in [("split-views", "en"), ("split-views", "ko"), ("split-views", "ru"), ("tables", "ko"),
                                     ("popovers", "ko"), ("popovers", "en")] {
            let page = SiteFixtures.page("\(language)/\(document)/index.html")
            #expect(!page.contains("id=\"fallback-notice\""), "\(language)/\(document)")
        }
        // Japanese Split Views lacks the closing developer-guidance line: partly translated.
        #expect(SiteFixtures.page("ja/split-views/index.html").contains("id=\"partial-notice\""))
        #expect(!SiteFixtures.page("ru/split-views/index.html").contains("id=\"partial-notice\""))
    }

    /// The developer-guidance line of Split Views has English and Russian only: the Korean
    /// and Japanese pages show the English, marked as English and as a fallback, with the
    /// status label from their own string table.
    @Test(arguments: ["ko", "ja"])
    func untranslatedBlockShowsEnglishMarked(language: String) throws {
        let corpus = SiteFixtures.seedCorpus
        let document = try #require(corpus.document(id: "split-views"))
        let block = try #require(document.allBlocks.first { $0.text[.english] != nil && $0.text[.russian] != nil && $0.text[.korean] == nil })
        let page = SiteFixtures.page("\(language)/split-views/index.html")
        let row = try #require(HTMLProbe.row(block.id, in: page))
        #expect(row.contains("data-status=\"fallback\""))
        #expect(row.contains("data-show=\"src\""))
        #expect(row.contains("<div class=\"cell cell-src\" lang=\"en\"><p>For developer guidance, see UISplitViewController.</p>"))
        let strings = SiteFixtures.strings(language)
        let label = strings["status_fallback"]!.replacingOccurrences(of: "{in_language}", with: strings["in_lang_en"]!)
        #expect(row.contains("<p class=\"status-label\">\(label)</p>"))
        // The Russian page has it translated.
        let russian = try #require(HTMLProbe.row(block.id, in: SiteFixtures.page("ru/split-views/index.html")))
        #expect(russian.contains("data-status=\"translated\""))
        #expect(russian.contains("Руководство для разработчиков"))
    }

    /// Every block has the same `#b-…` anchor on every language's page, so the language
    /// picker can land on the paragraph being read.
    @Test func blockAnchorsAreTheSameInEveryLanguage() throws {
        for document in SiteFixtures.seedCorpus.documents {
            let expected = Set(document.allBlocks.map { "b-" + $0.id })
            for language in SiteFixtures.seedLanguages {
                let page = SiteFixtures.page("\(language)/\(document.id)/index.html")
                let anchors = Set(HTMLProbe.values(of: "id", in: page).filter { $0.hasPrefix("b-") })
                #expect(anchors == expected, "\(language)/\(document.id)")
            }
        }
    }

    /// The Popovers translator's note is Korean and comments on Korean text: it shows where
    /// that text shows, with its language, as a note.
    @Test func translatorNoteIsMarkedAndKeepsItsLanguage() throws {
        let document = try #require(SiteFixtures.seedCorpus.document(id: "popovers"))
        let note = try #require(document.allBlocks.first { $0.kind == .note })
        let korean = try #require(HTMLProbe.row(note.id, in: SiteFixtures.page("ko/popovers/index.html")))
        #expect(korean.contains("data-status=\"note\""))
        #expect(korean.contains("<div class=\"cell cell-main\"><p>(닫기 버튼은"))
        #expect(korean.contains(SiteFixtures.strings("ko")["status_note"]!))
        let english = try #require(HTMLProbe.row(note.id, in: SiteFixtures.page("en/popovers/index.html")))
        #expect(english.contains("<div class=\"cell cell-main\" lang=\"ko\"><p>(닫기 버튼은"))
    }

    /// Parallel mode exists on translated pages only, with one row per block holding both sides.
    @Test func parallelMarkupOnTranslatedPagesOnly() throws {
        for (path, parallel) in [("ko/split-views/index.html", true), ("ru/split-views/index.html", true),
                                 ("ko/tables/index.html", true), ("en/split-views/index.html", false),
                                 ("ja/popovers/index.html", false), ("en/tables/index.html", false)] {
            let page = SiteFixtures.page(path)
            #expect(page.contains(" data-parallel>") == parallel, "\(path)")
            #expect(page.contains("id=\"reading-toggle\"") == parallel, "\(path)")
        }
        let page = SiteFixtures.page("ko/split-views/index.html")
        let row = try #require(HTMLProbe.row("intro-2", in: page))
        #expect(row.contains("<div class=\"cell cell-src\" lang=\"en\"><p>Choose a split-view layout"))
        #expect(row.contains("<div class=\"cell cell-main\"><p>컨텐츠와 잘 어울리는"))
        // Korean-only Tables notes: the English side of a row is empty and says so.
        let tables = try #require(HTMLProbe.row("plain-1", in: SiteFixtures.page("ko/tables/index.html")))
        #expect(tables.contains("<span class=\"cell-empty\">\(SiteFixtures.strings("ko")["cell_missing_english"]!)</span>"))
        #expect(tables.contains("data-status=\"extra\""))
    }

    /// Each navigation row: the title in the page's language, the English title under it,
    /// and the coverage in the page's language with an accessible label.
    @Test func navigationRowsShowTitlesAndCoverage() throws {
        let navigation = HTMLProbe.navigation(SiteFixtures.page("ja/tables/index.html"))
        let strings = SiteFixtures.strings("ja")
        #expect(navigation.contains("<span class=\"cell-title\">スプリットビュー</span><span class=\"cell-subtitle\" lang=\"en\">Split Views</span>"))
        #expect(navigation.contains("<li class=\"cell subtitle\"><a href=\"../split-views/\">"))
        #expect(navigation.contains("data-coverage=\"partial\" role=\"img\" aria-label=\"\(strings["coverage_partial"]!)\""))
        // Tables has no Japanese title: English, marked as English, and no subtitle repeating it;
        // it has nothing in Japanese (nor English to translate): absent, in the report's word.
        #expect(navigation.contains("<li class=\"cell basic\"><a href=\"../tables/\" aria-current=\"page\"><span class=\"cell-title\" lang=\"en\">Tables</span><span class=\"status-mark\" data-coverage=\"absent\" role=\"img\" aria-label=\"\(strings["coverage_absent"]!)\""))
    }

    /// Scripts come from templates only: a deferred one and the inline one that applies saved
    /// settings before the first paint; stylesheets and scripts have content-hashed names.
    @Test func pagesLoadOnlyTheTemplatesScripts() throws {
        let page = SiteFixtures.page("ko/split-views/index.html")
        let scripts = HTMLProbe.matches("<script([^>]*)>", in: page).map { $0[1] }
        #expect(scripts.count == 2)
        let external = try #require(scripts.first { $0.contains("src=") })
        #expect(external.contains(" defer"))
        // The stylesheet, the script, the icon and the search script (which site.js loads on
        // the search field's first focus), each referenced by the page.
        let assets = site.paths.filter { $0.hasPrefix("assets/") }
        #expect(assets.count == 4)
        #expect(page.contains("data-script=\"../../assets/search."))
        for asset in assets {
            let name = String(asset.dropFirst("assets/".count))
            let parts = name.split(separator: ".")
            #expect(parts.count == 3 && parts[1].count == 10 && parts[1].allSatisfy(\.isHexDigit), "\(asset)")
            #expect(page.contains("../../\(asset)"))
        }
    }

    @Test func rootPageLinksEveryLanguageAndPicksOneWithoutBlocking() throws {
        let root = SiteFixtures.page("index.html")
        for language in SiteFixtures.seedLanguages {
            #expect(root.contains("<a href=\"\(language)/\" hreflang=\"\(language)\" data-lang=\"\(language)\">"))
        }
        // The only script comes after the links.
        let script = try #require(root.range(of: "<script>"))
        let lastLink = try #require(root.range(of: "data-lang=\"ru\"", options: .backwards))
        #expect(lastLink.upperBound < script.lowerBound)
        #expect(root.contains("navigator.languages"))
        #expect(!root.contains("<script src"))
    }

    @Test func notFoundPageSpeaksEveryLanguageFromTheSiteRoot() {
        let page = SiteFixtures.page("404.html")
        for language in SiteFixtures.seedLanguages {
            let strings = SiteFixtures.strings(language)
            #expect(page.contains("<section lang=\"\(language)\""))
            #expect(page.contains(strings["not_found_title"]!))
            #expect(page.contains("<a href=\"/\(language)/\" hreflang=\"\(language)\">"))
        }
        #expect(page.contains("href=\"/assets/site."))
    }

    /// sitemap.xml parses as XML and lists every page that exists in its language, each with
    /// its translations and x-default.
    @Test func sitemapIsValidXMLWithAlternates() throws {
        let data = Data(try #require(site["sitemap.xml"]))
        let reader = SitemapReader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        #expect(parser.parse(), "sitemap.xml: \(parser.parserError.map { "\($0)" } ?? "")")
        // Homes in four languages; Split Views in four, Popovers in two, Tables in one.
        #expect(reader.urls.count == 4 + 4 + 2 + 1)
        for (location, alternates) in reader.urls {
            #expect(location.hasPrefix("http://localhost:8000/"))
            #expect(alternates.contains { $0.0 == "x-default" }, "\(location)")
            #expect(alternates.contains { $0.1 == location }, "\(location) is not among its own alternates")
        }
        let tables = try #require(reader.urls.first { $0.0.hasSuffix("/tables/") })
        #expect(tables.0 == "http://localhost:8000/ko/tables/")
        #expect(tables.1.map(\.0) == ["ko", "x-default"])
    }
}
