import Foundation
import Testing
@testable import Model
@testable import Ingest

/// The kinds of mess real published translations have (issue 10), each made from the
/// interleaved seeds in code: the pairs the seed gives by its interleaving are the gold, and
/// each variant must still give them, with what is not content kept out of them.
@Suite struct MessKindTests {
    typealias Case = VariantAlignmentTests.Case
    static let interleaved = VariantAlignmentTests.interleaved

    static func gold(_ seed: String) -> Set<[String]> { VariantAlignmentTests.gold(seed) }

    static func pairs(_ corpus: Corpus, _ language: LanguageTag) -> Set<[String]> {
        VariantAlignmentTests.predicted(corpus, language: language)
    }

    static func allText(_ corpus: Corpus) -> [String] {
        corpus.documents.flatMap { document in document.allBlocks.flatMap { $0.text.values } + document.title.values }
    }

    // MARK: Interleaving that does not alternate

    @Test(arguments: interleaved)
    func allEnglishFirstThenAllTheTranslation(_ testCase: Case) {
        let corpus = Fixtures.ingest(["page.txt": MessVariants.englishThenTranslation(Fixtures.seed(testCase.seed))])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func translationFirstWithTheEnglishInQuotes(_ testCase: Case) {
        let corpus = Fixtures.ingest(["page.txt": MessVariants.translationFirstEnglishQuoted(Fixtures.seed(testCase.seed))])
        // The English keeps its quote marks; the pairs are the seed's.
        let unquoted = Set(Self.pairs(corpus, testCase.language).map { [$0[0].replacingOccurrences(of: ">", with: ""), $0[1]] })
        #expect(unquoted == Self.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func anImageBetweenAParagraphAndItsTranslation(_ testCase: Case) throws {
        let corpus = Fixtures.ingest(["page.txt": MessVariants.imagesBetween(Fixtures.seed(testCase.seed))])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
        let document = try #require(corpus.documents.first)
        // Every image is kept, as a figure, and none is paired with a translation.
        let figures = document.allBlocks.filter { $0.kind == .figure }
        #expect(figures.count == 5)
        for figure in figures { #expect(figure.confidence.isEmpty && figure.text.count == 1) }
        #expect(document.sources[0].url == nil, "an image URL is not the page the text comes from")
    }

    @Test(arguments: interleaved)
    func anInterleavedFileNamedForItsTranslation(_ testCase: Case) {
        // `x.ko.md` declares Korean, but the file holds both languages.
        let corpus = Fixtures.ingest(["split-views.\(testCase.language).md": Fixtures.seed(testCase.seed)])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func aMarkdownInterleavedFileNamedForItsTranslation(_ testCase: Case) {
        // The same, written in Markdown: a marked title glued to the first paragraph.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let text = "# Split Views\n" + pairs.map { $0.english + "\n\n" + $0.translation }.joined(separator: "\n\n") + "\n"
        let corpus = Fixtures.ingest(["split-views.\(testCase.language).md": text])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    // MARK: One line, both languages

    @Test(arguments: interleaved)
    func eachPairWrittenAsOneParagraph(_ testCase: Case) {
        let corpus = Fixtures.ingest(["page.txt": MessVariants.pairsOnOneLine(Fixtures.seed(testCase.seed))])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    @Test func aBoldLeadAndItsTranslatedLeadInOneSpan() throws {
        let text = "# Popovers\n\n**Use a popover to expose a small amount of information. 팝오버를 사용하여 소량의 정보를 노출하세요.**\n\n"
            + "Because a popover disappears after people interact with it, limit it to a few related tasks.\n\n"
            + "팝오버는 사용자가 상호 작용한 후에 사라지므로 관련 작업 몇 가지로 제한하세요.\n"
        let corpus = Fixtures.ingest(["page.txt": text])
        let lead = try #require(corpus.documents.first?.contentBlocks.first)
        #expect(lead.text[.english] == "**Use a popover to expose a small amount of information.**")
        #expect(lead.text[.korean] == "**팝오버를 사용하여 소량의 정보를 노출하세요.**")
    }

    @Test func aBilingualTitleLineGivesTheTitleInBothLanguages() throws {
        let seed = Fixtures.seed("split-views.ja.txt")
        let corpus = Fixtures.ingest(["page.txt": MessVariants.bilingualTitle(seed, english: "Split Views", translation: "スプリットビュー")])
        let document = try #require(corpus.documents.first)
        #expect(document.title == [.english: "Split Views", .japanese: "スプリットビュー"])
        #expect(Self.pairs(corpus, .japanese) == Self.gold("split-views.ja.txt"))
    }

    // MARK: What is not content

    @Test(arguments: interleaved)
    func aBlogsChromeIsNeverContentNorTitle(_ testCase: Case) throws {
        let intro = testCase.language == .korean ? "디자인 가이드를 읽고 정리하는 블로그입니다." : "デザインガイドを読んでまとめるブログです。"
        let corpus = Fixtures.ingest(["page.txt": MessVariants.withBlogChrome(Fixtures.seed(testCase.seed), intro: intro)])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
        let document = try #require(corpus.documents.first)
        #expect(document.title[.english] == "Split Views")
        let texts = Self.allText(corpus)
        for chrome in ["Field Notes Blog", "3 min read", "2019-03-04", "<br />", "****"] {
            #expect(!texts.contains { $0.contains(chrome) }, "\(chrome)")
        }
        // The author's intro is kept, as a note that pairs with nothing.
        let intros = document.allBlocks.filter { $0.text.values.contains(intro) }
        #expect(intros.count == 1 && intros[0].kind == .note)
    }

    @Test func documentationSiteChromeIsNotTheTitle() throws {
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        let chrome = "iOS Developer Library\n\nDeveloper\n\nDownload PDF\n\nOn This Page\n\n"
        let corpus = Fixtures.ingest(["a.txt": chrome + english, "b.txt": translation])
        let document = try #require(corpus.documents.first)
        #expect(corpus.documents.count == 1)
        #expect(document.title[.english] == "Split Views")
        #expect(!Self.allText(corpus).contains { $0.contains("Download PDF") || $0.contains("Developer Library") })
    }

    // MARK: Granularity

    @Test(arguments: interleaved)
    func aTranslationCutOffMidParagraphStillPairs(_ testCase: Case) throws {
        let (english, translation) = MessVariants.cutTranslation(Fixtures.seed(testCase.seed))
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": translation])
        let gold = Self.gold(testCase.seed)
        let predicted = Self.pairs(corpus, testCase.language)
        // Every whole paragraph pairs as in the seed; the cut one pairs with its English.
        let whole = predicted.filter { gold.contains($0) }
        #expect(whole.count == gold.count - 1)
        let cut = try #require(SeedVariants.paragraphs(translation).last)
        #expect(predicted.contains { $0[1] == VariantAlignmentTests.normalised(cut) && gold.contains { $0[0] == $0[0] } })
    }

    @Test func englishItemsTranslatedAsOneListPairAsOneBlock() throws {
        // An English list whose items are blocks of their own (blank lines between them),
        // translated as one list: one block holds both lists.
        let english = "- Use a split view to show two panes of content side by side.\n\n"
            + "- Keep the primary pane narrower than the secondary pane.\n\n- Highlight the current selection in the primary pane.\n"
        let korean = "- 스플릿뷰를 사용하여 두 개의 콘텐츠 창을 나란히 표시하세요.\n- 기본 창을 보조 창보다 좁게 유지하세요.\n- 기본 창에서 현재 선택 항목을 강조하세요.\n"
        let corpus = Fixtures.ingest(["a.txt": "Split Views\n\n" + english, "b.txt": korean])
        let blocks = try #require(corpus.documents.first).contentBlocks.filter { $0.text[.korean] != nil }
        #expect(blocks.count == 1)
        #expect(blocks.first?.text[.english]?.components(separatedBy: "- ").count == 4)
    }

    @Test func translatedListItemsEachPairWithTheirParagraph() throws {
        // Study notes: each English paragraph summed up as an item of one Korean list.
        let english = "Split Views\n\nA split view manages the presentation of two side-by-side panes of content.\n\n"
            + "Choose a split-view layout that works well with your content, and make sure the panes don't look unbalanced.\n\n"
            + "Persistently highlight the active selection in the primary pane, so people understand the relationship between the panes.\n"
        let korean = "- 스플릿뷰는 두 개의 나란히 배치된 창을 관리한다.\n- 콘텐츠에 잘 맞는 레이아웃을 고르고 창이 불균형해 보이지 않게 하라.\n"
            + "- 기본 창에서 현재 선택을 계속 강조하라.\n"
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": korean])
        let blocks = try #require(corpus.documents.first).contentBlocks
        #expect(blocks.count == 3)
        for (block, prefix) in zip(blocks, ["- 스플릿뷰는", "- 콘텐츠에", "- 기본 창에서"]) {
            #expect(block.text[.korean]?.hasPrefix(prefix) == true, "\(block.text)")
            #expect(block.text[.english] != nil)
        }
    }

    // MARK: Which files are one document

    @Test func twoTranslationsInOneLanguageAreTwoEditions() throws {
        // Two people's Korean translations of Split Views, each with the English copy it was
        // made from: each kept whole with its own English, no text of one mixed into the other.
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        let (englishCopy, _) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ja.txt"))
        let other = SeedVariants.paragraphs(translation).map { $0.replacingOccurrences(of: "스플릿뷰", with: "분할 보기") }.joined(separator: "\n\n")
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": translation, "c.txt": englishCopy, "d.txt": other])
        let korean = corpus.documents.filter { $0.contentLanguages.contains(.korean) }
        #expect(korean.count == 2)
        #expect(korean.allSatisfy { $0.contentBlocks.contains { $0.text[.english] != nil && $0.text[.korean] != nil } })
        let texts = korean.map { document in document.allBlocks.compactMap { $0.text[.korean] }.joined() }
        #expect(texts.filter { $0.contains("분할 보기") }.count == 1)
    }

    @Test func twoEnglishCopiesAndTwoLanguagesAreOneDocument() {
        let (english, korean) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        let (englishCopy, japanese) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ja.txt"))
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": korean, "c.txt": englishCopy, "d.txt": japanese])
        #expect(corpus.documents.count == 1)
        #expect(corpus.documents.first?.contentLanguages == [.english, .japanese, .korean])
    }

    @Test func aTranslationWhoseHeadingsStayInEnglishJoinsItsEnglish() throws {
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        // The Korean keeps the title and adds English sub-headings; the file looks half English.
        let headed = "Split Views\n\nOverview\n\n" + translation + "\n\nBest practices\n"
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": headed])
        #expect(corpus.documents.count == 1)
        let source = try #require(corpus.documents.first?.sources.first { $0.path.hasSuffix("b.txt") })
        #expect(source.role == "translation")
    }

    @Test func aTitledPageThatOnlyResemblesAnotherStaysApart() {
        // A short page with a title of its own is not merged into a document by content.
        let (english, _) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        let corpus = Fixtures.ingest(["a.txt": english, "faq.ko.md": "# 자주 묻는 질문\n\n스플릿뷰는 두 개의 창을 나란히 보여줍니다.\n"])
        #expect(corpus.documents.count == 2)
    }
}

/// Kinds that come together in real posts and repositories.
@Suite struct MessCombinationTests {
    @Test func aBlogPostWithOneSentencePerLineAndBilingualHeadings() throws {
        let seed = Fixtures.seed("split-views.ja.txt")
        let corpus = Fixtures.ingest(["post.txt": MessVariants.blogPostOneSentencePerLine(seed)])
        let document = try #require(corpus.documents.first)
        #expect(corpus.documents.count == 1)
        #expect(document.title == [.english: "Split Views", .japanese: "スプリットビュー"])
        #expect(document.sources[0].url?.hasSuffix("/split-views/") == true)
        // Each English paragraph pairs with its Japanese, whose sentences stay one block.
        let gold = MessKindTests.gold("split-views.ja.txt")
        let predicted = MessKindTests.pairs(corpus, .japanese)
        #expect(predicted.intersection(gold).count >= gold.count - 1, "the last, cut pair may differ")
        let layout = try #require(document.headings.first { $0.text[.english] == "Layout" })
        #expect(layout.text[.japanese] == "レイアウト")
        #expect(!MessKindTests.allText(corpus).contains { $0.contains("元ページ") || $0.contains("BLOG") })
        // The image token is kept, as a figure.
        #expect(document.allBlocks.filter { $0.kind == .figure }.map { $0.text.values.first } == ["[f:id:designer:20200628001413p:plain]"])
    }

    @Test func aGitHubTranslationWithHTMLAndLeadsOfTheirOwn() throws {
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        let paragraphs = SeedVariants.paragraphs(translation).filter { $0.count > 60 }
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": MessVariants.gitHubTranslation(paragraphs, title: "스플릿 뷰(Split Views)")])
        #expect(corpus.documents.count == 1)
        let document = try #require(corpus.documents.first)
        let paired = document.contentBlocks.filter { $0.text[.english] != nil && $0.text[.korean] != nil }
        #expect(paired.count == paragraphs.count)
        #expect(document.allBlocks.contains { $0.kind == .figure })
        #expect(!MessKindTests.allText(corpus).contains { $0.contains("<br />") || $0.contains("created-date") })
    }
}

/// Free translations: abridged study notes, each English paragraph summed up in a sentence.
@Suite struct AbridgedTranslationTests {
    @Test(arguments: VariantAlignmentTests.interleaved)
    func notesOfOneSentenceEachPairWithTheirParagraphs(_ testCase: VariantAlignmentTests.Case) throws {
        let seed = Fixtures.seed(testCase.seed)
        let pairs = SeedVariants.interleavedPairs(seed)
        let stop = testCase.language == .japanese ? "。" : ". "
        let notes = pairs.map { pair -> String in
            let first = pair.translation.components(separatedBy: stop)[0]
            return "- " + first + (testCase.language == .japanese ? "。" : ".")
        }
        let english = "Split Views\n\n" + pairs.map(\.english).joined(separator: "\n\n")
        // Notes keep the page's English title: content this short is not enough to join by.
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": "# Split Views\n\n" + notes.joined(separator: "\n") + "\n"])
        let document = try #require(corpus.documents.first)
        #expect(corpus.documents.count == 1)
        // Each note is paired with the paragraph it sums up, none with another.
        for (pair, note) in zip(pairs, notes) {
            let block = try #require(document.contentBlocks.first { $0.text[testCase.language] == note }, "\(note)")
            #expect(block.text[.english].map(VariantAlignmentTests.normalised) == VariantAlignmentTests.normalised(pair.english))
        }
    }
}
