import Foundation
import Testing
@testable import Render

@Suite struct MarkdownRobustnessTests {
    let renderer = MarkdownRenderer()

    @Test func whitespaceOnlyInputRendersNothing() {
        #expect(renderer.render("   \n\n\t\n").html == "")
    }

    @Test func fiveMegabyteParagraph() {
        let word = "lorem *ipsum* & <dolor> `sit` [amet](u) "
        let markdown = String(repeating: word, count: 5_000_000 / word.utf8.count)
        let page = renderer.render(markdown)
        #expect(page.html == CmarkHTMLWriter.referenceHTML(markdown))
        #expect(page.stats.links == 5_000_000 / word.utf8.count)
    }

    /// Far deeper than any Swift stack would survive with one frame per level.
    @Test func thousandsOfNestedBlockQuotes() {
        let markdown = String(repeating: ">", count: 20_000) + " deep"
        let html = renderer.render(markdown).html
        #expect(html == CmarkHTMLWriter.referenceHTML(markdown))
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == 20_000)
    }

    @Test func thousandsOfNestedListItems() {
        let markdown = (0..<3_000).map { String(repeating: "  ", count: $0) + "- item \($0)\n" }.joined()
        let html = renderer.render(markdown).html
        #expect(html == CmarkHTMLWriter.referenceHTML(markdown))
        #expect(html.components(separatedBy: "<ul>").count - 1 == 3_000)
    }

    @Test func deeplyNestedInlines() {
        let emphasis = String(repeating: "*", count: 10_000) + "a" + String(repeating: "*", count: 10_000)
        #expect(renderer.render(emphasis).html == CmarkHTMLWriter.referenceHTML(emphasis))
        let brackets = String(repeating: "[", count: 10_000) + "a" + String(repeating: "](u)", count: 10_000)
        #expect(renderer.render(brackets).html == CmarkHTMLWriter.referenceHTML(brackets))
        let images = String(repeating: "![", count: 5_000) + "a" + String(repeating: "](u)", count: 5_000)
        #expect(renderer.render(images).html == CmarkHTMLWriter.referenceHTML(images))
    }

    @Test func oddUnicode() {
        let markdown = "\u{0}NUL \u{FEFF}BOM \u{200B}ZWSP \u{202E}RLO \u{10FFFF} e\u{301}\u{301} 🏳️‍🌈 \u{FFFD}\n# \u{0}"
        let page = renderer.render(markdown)
        #expect(page.html == CmarkHTMLWriter.referenceHTML(markdown))
        #expect(!page.html.utf8.contains(0))
    }

    @Test func concurrentRenderingGivesSequentialResults() async {
        let documents = markdownCorpus + (0..<64).map { "# Doc \($0)\n\n" + String(repeating: "- [l\($0)](u\($0)) `c`\n", count: $0) }
        let renderer = MarkdownRenderer(options: .init(headingAnchors: .slug(prefix: "x-")))
        let expected = documents.map { renderer.render($0) }
        let results = await withTaskGroup(of: (Int, RenderedMarkdown).self) { group in
            for round in 0..<8 {
                for (index, document) in documents.enumerated() where index % 8 == round % 8 || round >= 4 {
                    group.addTask { (index, renderer.render(document)) }
                }
            }
            var results: [(Int, RenderedMarkdown)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(!results.isEmpty)
        for (index, rendered) in results where rendered != expected[index] {
            Issue.record("document \(index) differed under concurrency")
        }
    }
}
