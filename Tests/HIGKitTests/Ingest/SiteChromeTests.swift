import Testing
@testable import Align
@testable import Ingest

/// The lines a copied page brings from its site, told from guideline text that looks like them.
@Suite struct SiteChromeTests {
    @Test func documentationSiteNavigationIsChrome() {
        #expect(DocumentationChrome.isSiteNavigation("iOS Developer Library"))
        #expect(DocumentationChrome.isSiteNavigation("Download PDF"))
        // Numbers between the site's words, and any punctuation, cut words as letters do.
        #expect(DocumentationChrome.isSiteNavigation("iOS 7 Developer Library"))
        #expect(DocumentationChrome.isSiteNavigation("DEVELOPER/LIBRARY"))
    }

    @Test func navigationNeedsOnlySiteWordsAndOneThatNamesTheSite() {
        #expect(!DocumentationChrome.isSiteNavigation("Use a split view to manage content"))
        #expect(!DocumentationChrome.isSiteNavigation("7 2018"))
        #expect(!DocumentationChrome.isSiteNavigation(""))
        #expect(!DocumentationChrome.isSiteNavigation("Developer Library 라이브러리"))
        // More than eight words is a sentence, whatever its words.
        #expect(!DocumentationChrome.isSiteNavigation("developer library developer library developer library developer library developer"))
    }

    @Test func blogNamesEndOrBeginWithTheWordForBlog() {
        #expect(SiteChrome.isBlogName("KDE BLOG"))
        #expect(SiteChrome.isBlogName("デザイン開発ブログ"))
        #expect(SiteChrome.isBlogName("디자인 블로그"))
        #expect(SiteChrome.isBlogName("Блог дизайнера"))
        #expect(SiteChrome.isBlogName("designblog"))
        #expect(!SiteChrome.isBlogName("Read more on the blog about how split views adapt to every size class"))
        #expect(!SiteChrome.isBlogName("Split views"))
        #expect(!SiteChrome.isBlogName("blo"))
    }

    @Test func datesAndReadingTimesInEveryScript() {
        #expect(SiteChrome.isDateOrReadingTime("Aug 15, 2018 · 3 min read"))
        #expect(SiteChrome.isDateOrReadingTime("2018年8月15日"))
        #expect(SiteChrome.isDateOrReadingTime("2018년 8월 15일"))
        #expect(SiteChrome.isDateOrReadingTime("15 августа 2018 г."))
        #expect(SiteChrome.isDateOrReadingTime("5 мин чтения"))
        // Numbers written outside ASCII count as numbers: full-width digits.
        #expect(SiteChrome.isDateOrReadingTime("２０１８-０８-１５"))
    }

    @Test func textWithoutANumberOrWithWordsIsNotADate() {
        #expect(!SiteChrome.isDateOrReadingTime("분할 뷰는 두 개의 창을 나란히 보여줍니다"))
        #expect(!SiteChrome.isDateOrReadingTime("Разделённый вид"))
        #expect(!SiteChrome.isDateOrReadingTime("スプリットビュー"))
        #expect(!SiteChrome.isDateOrReadingTime("Use 2 columns in 2018 designs"))
    }

    @Test func readingTimesAsBlogsWriteThem() {
        for line in ["Reading time: 3 min", "Время на прочтение 5 мин", "약 3분 소요", "읽는 데 4분", "読了時間 3分", "5 минут чтения"] {
            #expect(SiteChrome.isChrome(line), "\(line)")
        }
        #expect(!SiteChrome.isChrome("Reading a table takes 3 steps"))
        #expect(!SiteChrome.isChrome("읽는 데 도움이 되는 3가지"))
    }

    @Test func skipLinksAndCopyrightLinesAreChrome() {
        #expect(SiteChrome.isChrome("Skip Navigation"))
        #expect(SiteChrome.isChrome("Skip to main content"))
        #expect(!SiteChrome.isChrome("Skip a step when people can"))
        #expect(SiteChrome.isChrome("© 2020 Все права защищены"))
        #expect(SiteChrome.isChrome("Copyright © 2024 Apple Inc. All rights reserved."))
        #expect(SiteChrome.isChrome("Copyright 2023. 개발 일기장 무단 전재 금지"))
        #expect(!SiteChrome.isChrome("Respect copyright when you show people's photos."))
    }

    @Test func aPostsFooterIsCutOnlyAfterItsLastParagraph() {
        let text = "Split Views\n\nA split view manages the presentation of two side-by-side panes of content.\n\n"
            + "Share\n\nThe second pane shows the details of what the first one selects, and changes with it.\n\n"
            + "공유하기\n\n댓글 0\n\nПоделиться\n\nКомментарии (3)\n\nシェアする\n"
        let source = SourceParser().parse(text: text, path: "page.txt", fileName: "page.txt")
        let texts = source.blocks.map(\.text)
        #expect(texts.contains("Share"), "a line inside the page stays, whatever it says")
        #expect(texts.last == "The second pane shows the details of what the first one selects, and changes with it.")
        #expect(SiteChrome.isPostFooter("Комментарии (3)") && SiteChrome.isPostFooter("댓글 12") && !SiteChrome.isPostFooter("Share a photo"))
    }

    @Test func aMenuWrittenLineByLineStaysLines() {
        // In a file whose paragraphs are runs of lines, short lines one under another are a
        // menu's items, not a paragraph wrapped after every word.
        let menu = "Discover\nDesign\nDevelop\nDistribute\nSupport\n\n"
        let text = "A split view manages the presentation of two side-by-side panes of content.\n\n"
            + "The second pane shows the details of what the first one selects.\n"
        let titled = SourceParser().parse(text: menu + "Split Views\n\n" + text, path: "page.txt", fileName: "page.txt")
        #expect(titled.titles[.english]?.text == "Split Views")
        let untitled = SourceParser().parse(text: menu + text, path: "page.txt", fileName: "page.txt")
        #expect(!(untitled.blocks.map(\.text) + untitled.titles.values.map(\.text)).contains { $0.contains("Discover Design") })
    }
}
