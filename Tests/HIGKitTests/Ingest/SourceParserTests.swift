import Testing
@testable import Model
@testable import Ingest

/// Block splitting and classification on single files.
@Suite struct SourceParserTests {
    func parse(_ text: String, name: String = "page.txt") -> ParsedSource {
        SourceParser().parse(text: text, path: "Content/\(name)", fileName: name)
    }

    @Test func interleavedSeedSplitsIntoAlternatingLanguages() {
        let source = parse(Fixtures.seed("split-views.ko.txt"))
        #expect(source.titles[.english]?.text == "Split Views")
        let languages = source.blocks.map(\.language)
        #expect(languages == [.english, .korean, .english, .korean, .english, .korean, .english, .korean, .english, .korean, .english])
        // Lines are counted from 1, title included.
        #expect(source.blocks[0].line == 3)
    }

    @Test func pageTitleJunkGluedToTheEndIsDropped() {
        let source = parse(Fixtures.seed("split-views.ko.txt"))
        #expect(source.blocks.last?.text == "For developer guidance, see UISplitViewController.")
    }

    @Test func urlTitleAndJapaneseTitleAreMetadata() {
        let source = parse(Fixtures.seed("split-views.ja.txt"))
        #expect(source.url == "https://developer.apple.com/design/human-interface-guidelines/ios/views/split-views/")
        #expect(source.titles[.english]?.text == "Split Views")
        #expect(source.titles[.japanese]?.text == "スプリットビュー")
        #expect(source.blocks.first?.text.hasPrefix("A split view manages") == true)
    }

    @Test func nonBreakingSpacesBecomeSpaces() {
        let source = parse(Fixtures.seed("split-views.ja.txt"))
        let choose = source.blocks.first { $0.text.hasPrefix("Choose a split-view layout") }
        #expect(choose?.text.hasPrefix("Choose a split-view layout that works well with your content. By default") == true)
        #expect(!source.blocks.contains { $0.text.unicodeScalars.contains("\u{00A0}") })
    }

    @Test func notesStyleListsAndSubheadings() {
        let source = parse(Fixtures.seed("tables.ko.txt"))
        #expect(source.titles.isEmpty, "the notes start with a list, not a title")
        let headings = source.blocks.filter { $0.kind == .heading }.map(\.text)
        #expect(headings.prefix(4) == ["Plain", "Group", "Inset Group", "고려사항"])
        let lists = source.blocks.filter { $0.kind == .list }
        #expect(lists.first?.itemCount == 3)
        // "- ⇒ 참고 문서" placeholders are removed from the lists, and the trailing one too.
        #expect(!source.blocks.contains { $0.text.contains("⇒") })
        // The list under the first "고려사항" has every bullet of the seed up to "Table Rows",
        // placeholders excepted.
        let seedLines = Fixtures.seed("tables.ko.txt").components(separatedBy: "\n")
        let start = seedLines.firstIndex(of: "고려사항")!, end = seedLines.firstIndex(of: "Table Rows")!
        let bullets = seedLines[(start + 1)..<end].filter { $0.hasPrefix("- ") && !$0.contains("⇒") }
        let considerations = source.blocks[source.blocks.firstIndex { $0.text == "고려사항" }! + 1]
        #expect(considerations.kind == .list && considerations.itemCount == bullets.count)
        #expect(bullets.count > 10)
    }

    @Test func aListWrittenAsLinesOfOneHTMLParagraphIsAList() {
        // The notes' first list, as a page's HTML writes it: one `<p>` on a line, its items
        // broken by `<br>`.
        let notes = parse(Fixtures.seed("tables.ko.txt"))
        let list = notes.blocks.first { $0.kind == .list }!
        let items = list.text.components(separatedBy: "\n").filter { !$0.isEmpty }
        let html = "<p>" + items.joined(separator: "<br>") + "</p>\n<p>" + items.joined(separator: "<br />") + "</p>\n"
        let blocks = parse(html).blocks
        #expect(blocks.map(\.kind) == [.list, .list], "\(blocks.map(\.text))")
        #expect(blocks.allSatisfy { $0.items.map(\.text) == list.items.map(\.text) })
    }

    @Test func aListInAPrettyPrintedHTMLParagraphIsAList() {
        // `<p>` and `</p>` on lines of their own, the items indented under it, each line ending
        // in `<br>`: the browser shows the list the notes have.
        let notes = parse(Fixtures.seed("tables.ko.txt"))
        let list = notes.blocks.first { $0.kind == .list }!
        let items = list.text.components(separatedBy: "\n").filter { !$0.isEmpty }
        let html = "<div>\n<p>\n" + items.enumerated().map { "  " + String(repeating: "  ", count: $0.offset) + $0.element + "<br>" }
            .joined(separator: "\n") + "\n</p>\n</div>\n"
        let blocks = parse(html).blocks
        #expect(blocks.map(\.kind) == [.list], "\(blocks.map(\.text))")
        #expect(blocks.first?.items.map(\.text) == list.items.map(\.text))
    }

    @Test func aMarkdownParagraphOfEnglishLinesAndThenTranslationLinesIsTwo() {
        // Markdown joins a paragraph's lines, but a translation on lines of its own after its
        // English (or before it) is its own paragraph: also one stopped halfway, too short for
        // the two to be read as one paragraph's two halves.
        let pairs = SeedVariants.interleavedPairs(Fixtures.seed("split-views.ko.txt"))
        let english = pairs[0].english, translation = String(pairs[0].translation.prefix(pairs[0].translation.count / 3))
        for (first, second) in [(english, translation), (translation, english)] {
            let blocks = parse("# Split Views\n\n" + first + "\n" + second + "\n", name: "page.md").blocks
            #expect(blocks.map { VariantAlignmentTests.normalised($0.text) } == [first, second].map(VariantAlignmentTests.normalised))
            #expect(Set(blocks.map(\.language)) == [.english, .korean])
        }
    }

    @Test func authorTagAndBrowserTitleAreNotContent() {
        let source = parse(Fixtures.seed("popovers.ko.txt"))
        #expect(source.authors == ["ffalswo2"])
        #expect(source.titles[.english]?.text == "Popovers")
        #expect(source.blocks.first?.text.hasPrefix("A popover is a transient view") == true)
        let note = source.blocks.filter { $0.kind == .note }
        #expect(note.count == 1 && note[0].language == .korean)
    }

    @Test func parenthesisedTranslationOfParenthesisedEnglishIsNotANote() {
        let text = "Title Here\n\n(Not available in iOS 13.)\n\n(iOS 13에서는 사용할 수 없습니다.)\n\nA plain paragraph that is long enough to be a paragraph.\n\n(번역하면서 덧붙인 설명입니다.)\n"
        let source = parse(text)
        let kinds = source.blocks.map(\.kind)
        #expect(kinds == [.paragraph, .paragraph, .paragraph, .note])
    }

    @Test func crlfByteOrderMarkAndMissingFinalNewline() {
        let original = Fixtures.seed("popovers.ko.txt")
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array(original.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        guard case .text(let decoded, _) = SourceDecoder.decode(bytes, path: "p.txt") else {
            Issue.record("decoding failed")
            return
        }
        let a = parse(original), b = parse(decoded)
        #expect(a.blocks.map(\.text) == b.blocks.map(\.text))
        #expect(a.blocks.map(\.line) == b.blocks.map(\.line))
        #expect(!original.hasSuffix("\n"), "the seed itself has no final newline")
    }

    @Test func bulletsPeopleTypeBecomeMarkdownLists() {
        let source = parse("• first point in Korean 첫 번째\n• 두 번째 항목\n・ 세 번째 항목\n")
        #expect(source.blocks.count == 1)
        #expect(source.blocks[0].kind == .list)
        #expect(source.blocks[0].text == "- first point in Korean 첫 번째\n- 두 번째 항목\n- 세 번째 항목")
    }

    @Test func listItemsAlternatingLanguagesBecomeTwoLists() {
        let source = parse("- Use a sidebar for navigation.\n- Keep titles short.\n- 탐색에는 사이드바를 사용하세요.\n- 제목은 짧게 유지하세요.\n")
        #expect(source.blocks.map(\.language) == [.english, .korean])
        #expect(source.blocks.map(\.itemCount) == [2, 2])
    }

    @Test func markdownFileWithFrontMatter() {
        let text = "---\ntitle: \"팝오버\"\ntranslationKey: popovers\n---\n\n## 모범 사례\n\n팝오버를 사용하여 소량의 정보를 노출하세요.\n이 줄은 같은 문단입니다.\n\n- 항목 하나\n이어지는 줄\n- 항목 둘\n"
        let source = parse(text, name: "popovers.ko.md")
        #expect(source.format == .markdown)
        #expect(source.name.stem == "popovers" && source.name.language == .korean)
        #expect(source.titles[.korean]?.text == "팝오버")
        #expect(source.frontMatter["translationKey"] == "popovers")
        #expect(source.blocks.map(\.kind) == [.heading, .paragraph, .list])
        #expect(source.blocks[0].line == 6)
        #expect(source.blocks[1].text == "팝오버를 사용하여 소량의 정보를 노출하세요. 이 줄은 같은 문단입니다.")
        #expect(source.blocks[2].itemCount == 2, "a lazy continuation line stays in its item")
    }

    @Test func frontMatterFieldsQuotesAndFences() {
        let yaml = "---\ntitle:  \"The \\\"Split\\\" View\"  \n# comment: skipped\nsource: 'https://example.com/a'\nlang: ko\n---\nbody\n"
        let (front, body) = FrontMatter.split(Substring(yaml))
        #expect(front?.fields == ["title": "The \"Split\" View", "source": "https://example.com/a", "lang": "ko"])
        #expect(front?.problems == [])
        #expect(front?.lineCount == 6)
        // Real YAML (libyaml): an indented line under a scalar is an error at its line, not skipped.
        #expect(FrontMatter.split(Substring("---\ntitle: A\n  indented: x\n---\n")).0?.problems.map(\.line) == [3])
        #expect(body == "body\n")
        let toml = "+++\ntitle = \"분할 보기\"\n+++\n"
        #expect(FrontMatter.split(Substring(toml)).0?["title"] == "분할 보기")
        // An empty value reads as absent; a fence that never closes is no front matter at all.
        #expect(FrontMatter.split(Substring("---\ntitle:\n---\n")).0?["title"] == nil)
        let unclosed = "---\ntitle: x\nno closing fence\n"
        #expect(FrontMatter.split(Substring(unclosed)).0 == nil)
        #expect(FrontMatter.split(Substring(unclosed)).1 == Substring(unclosed))
    }

    @Test func untranslatedEnglishParagraphInAKoreanMarkdownFileStaysKorean() {
        let text = "# 팝오버\n\n첫 번째 문단은 번역되었습니다.\n\nThis paragraph was left in English by the translator.\n\n세 번째 문단도 번역되었습니다.\n"
        let source = parse(text, name: "popovers.ko.md")
        #expect(source.blocks.map(\.language) == [.korean, .korean, .korean])
        #expect(source.blocks[1].detectedLanguage == .english)
    }

    @Test func unknownScriptIsUndeterminedWithAWarning() {
        let source = parse("Title Here\n\nΗ διαιρεμένη προβολή διαχειρίζεται δύο πλαίσια περιεχομένου.\n")
        #expect(source.blocks.first?.language == .undetermined)
        #expect(source.diagnostics.contains { $0.id == "unknown-script" && $0.location?.line == 3 })
    }
}
