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
}
