import Testing
@testable import Model
@testable import Render

@Suite struct MarkdownOptionsTests {
    @Test func linkRewriterChangesLinksAndImages() {
        let renderer = MarkdownRenderer(options: .init(linkRewriter: { url in
            url.hasSuffix(".md") ? "/en/" + url.dropLast(3) + "/" : url
        }))
        let page = renderer.render("[Buttons](buttons.md) ![i](icon.png) [web](https://a.example)")
        #expect(page.html == "<p><a href=\"/en/buttons/\">Buttons</a> <img src=\"icon.png\" alt=\"i\" /> "
            + "<a href=\"https://a.example\">web</a></p>\n")
        // Statistics describe the source document, not the rewritten one.
        #expect(page.stats.linkDestinations == ["buttons.md", "https://a.example"])
    }

    @Test func rewrittenLinksAreStillCheckedAndEscaped() {
        let hostile = MarkdownRenderer(options: .init(linkRewriter: { _ in "JavaScript:alert(1)" }))
        #expect(hostile.render("[x](safe.md)").html == "<p><a href=\"\">x</a></p>\n")
        let spaced = MarkdownRenderer(options: .init(linkRewriter: { $0 + " x\"&'" }))
        #expect(spaced.render("[x](a)").html == "<p><a href=\"a%20x%22&amp;&#x27;\">x</a></p>\n")
    }

    @Test func headingLevelShiftClampsToValidLevels() {
        let down = MarkdownRenderer(options: .init(headingLevelShift: 1))
        #expect(down.render("# T\n\n## S\n\n###### Six").html == "<h2>T</h2>\n<h3>S</h3>\n<h6>Six</h6>\n")
        let up = MarkdownRenderer(options: .init(headingLevelShift: -2))
        #expect(up.render("# T\n\n### S").html == "<h1>T</h1>\n<h1>S</h1>\n")
    }

    @Test func slugAnchorsUsePrefixAndStayUnique() {
        let renderer = MarkdownRenderer(options: .init(headingAnchors: .slug(prefix: "sec-")))
        let html = renderer.render("# Hello, *World*!\n\n## Hello World\n\n## Hello   World\n\nSetext `Code` -- Part\n---").html
        #expect(html == """
            <h1 id="sec-hello-world">Hello, <em>World</em>!</h1>
            <h2 id="sec-hello-world-1">Hello World</h2>
            <h2 id="sec-hello-world-2">Hello   World</h2>
            <h2 id="sec-setext-code-part">Setext <code>Code</code> -- Part</h2>

            """)
    }

    @Test func slugsKeepNonLatinScripts() {
        let renderer = MarkdownRenderer(options: .init(headingAnchors: .slug(prefix: "")))
        let html = renderer.render("## 버튼 사용법\n\n## ボタンの使い方\n\n## Кнопки и Меню\n\n## !!!\n\n## Cafe\u{301} (decomposed)").html
        #expect(html == """
            <h2 id="버튼-사용법">버튼 사용법</h2>
            <h2 id="ボタンの使い方">ボタンの使い方</h2>
            <h2 id="кнопки-и-меню">Кнопки и Меню</h2>
            <h2 id="section">!!!</h2>
            <h2 id="cafe\u{301}-decomposed">Cafe\u{301} (decomposed)</h2>

            """)
    }

    @Test func numberedAnchorsCountHeadingsAndEscapePrefix() {
        let renderer = MarkdownRenderer(options: .init(headingAnchors: .numbered(prefix: "h\"")))
        #expect(renderer.render("# A\n\ntext\n\n## B").html
            == "<h1 id=\"h&quot;1\">A</h1>\n<p>text</p>\n<h2 id=\"h&quot;2\">B</h2>\n")
    }

    @Test func optionsCombine() {
        let renderer = MarkdownRenderer(options: .init(headingAnchors: .numbered(prefix: "s"), headingLevelShift: 1))
        #expect(renderer.render("# Title").html == "<h2 id=\"s1\">Title</h2>\n")
    }
}

@Suite struct MarkdownStatsTests {
    @Test func countsEveryKindOfNode() {
        let markdown = """
            # Title

            Intro with [a link](one.md "t"), [another](two.md), [again](one.md) and `code` and `more code`.

            ## Section

            - item ![pic](p.png)
            - item with <https://auto.example>
              1. nested

            ```swift
            let x = 1
            ```

                indented code

            <div>raw</div>
            """
        let stats = MarkdownRenderer().render(markdown).stats
        #expect(stats.headings == 2)
        #expect(stats.listItems == 3)
        #expect(stats.links == 4)
        #expect(stats.images == 1)
        #expect(stats.codeSpans == 2)
        #expect(stats.codeBlocks == 2)
        #expect(stats.linkDestinations == ["one.md", "two.md", "https://auto.example"])
        #expect(stats.codeSpanTexts == ["code", "more code"])
    }

    @Test func plainTextHasTextAndCodeButNoMarkup() {
        let markdown = "# Title *em*\n\nLine one\nline two  \nhard & <b>raw</b> `x < y`\n\n> ![alt text](a.png)\n\n```\ncode();\n```\n"
        let stats = MarkdownRenderer().render(markdown).stats
        #expect(stats.plainText == "Title em\nLine one line two\nhard & raw x < y\nalt text\ncode();\n")
    }

    @Test func entitiesAreDecodedInStats() {
        let stats = MarkdownRenderer().render("[x](a&amp;b) `&amp;` &copy;").stats
        #expect(stats.linkDestinations == ["a&b"])
        #expect(stats.codeSpanTexts == ["&amp;"])  // code spans keep entities literally
        #expect(stats.plainText == "x &amp; ©\n")
    }

    @Test func emptyDocumentHasEmptyStats() {
        let page = MarkdownRenderer().render("")
        #expect(page.html == "")
        #expect(page.stats == MarkdownStats())
    }
}
