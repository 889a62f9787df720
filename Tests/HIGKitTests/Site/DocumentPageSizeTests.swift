import Foundation
import Testing
@testable import Ingest
@testable import Site

/// A document of very many tiny blocks makes pages in proportion to its text (issue 11,
/// item 9): past `DocumentPage.rowLimit` rows the rest is one row of its text, so a block
/// more adds its HTML, not a row's 150-330 bytes of markup; nothing of the text is lost.
@Suite struct DocumentPageSizeTests {
    /// The English page and the Korean (translated, side by side) page of a document of
    /// `count` one-line paragraphs in English and Korean.
    func pages(paragraphs count: Int) throws -> (english: String, korean: String) {
        let content = Fixtures.directory(with: [
            "tiny.en.md": "# Tiny\n\n" + (0..<count).map { "Line \($0) here." }.joined(separator: "\n\n") + "\n",
            "tiny.ko.md": "# 작은 문서\n\n" + (0..<count).map { "\($0)번째 줄입니다." }.joined(separator: "\n\n") + "\n",
        ])
        defer { try? FileManager.default.removeItem(at: content) }
        let site = try SiteFixtures.site(Ingester().ingest(paths: [content.path]))
        return (SiteFixtures.page("en/tiny/index.html", in: site), SiteFixtures.page("ko/tiny/index.html", in: site))
    }

    @Test func pagesPastTheRowLimitGrowByTheirTextOnly() throws {
        let limit = DocumentPage.rowLimit
        let short = try pages(paragraphs: limit + 500)
        let long = try pages(paragraphs: limit + 1_500)
        for (language, small, large) in [("en", short.english, long.english), ("ko", short.korean, long.korean)] {
            #expect(large.components(separatedBy: "<div class=\"pair\"").count - 1 == limit + 1, "\(language): rows")
            // A paragraph is `<p>1234번째 줄입니다.</p>\n` (~30 bytes), where a row of its own was 190-310.
            let perBlock = Double(large.utf8.count - small.utf8.count) / 1_000
            #expect(perBlock < 40, "\(language): \(perBlock) bytes a block past the limit")
        }
        // Every paragraph is still on its page, the last ones in the one row, which says so.
        #expect(long.english.contains("<p>Line \(limit + 1_499) here.</p>"))
        #expect(long.korean.contains("<p>\(limit + 1_499)번째 줄입니다.</p>"))
        #expect(long.english.contains("its last 1500 blocks are shown together"))
        #expect(long.korean.contains("마지막 1500개 블록은"))
    }

    @Test func aPageWithinTheLimitKeepsARowPerBlock() throws {
        let page = try pages(paragraphs: 300).korean
        #expect(page.components(separatedBy: "<div class=\"pair\"").count - 1 == 300)
        #expect(!page.contains("shown together"))
    }
}
