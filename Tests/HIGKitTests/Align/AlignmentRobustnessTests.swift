import Foundation
import Testing
@testable import Model

/// Kinds of mess that made whole documents fail rather than single pairs: a cut translation
/// against an English page that opens with its site's navigation, a blog translation whose
/// header lines outnumber its paragraphs, free text under a blog post's front matter, and
/// translations written before their English where every one sits between two English
/// paragraphs. Each variant is made from the interleaved seeds; their pairs are the gold.
@Suite struct AlignmentRobustnessTests {
    typealias Case = VariantAlignmentTests.Case
    static let interleaved = VariantAlignmentTests.interleaved

    static func pairs(_ corpus: Corpus, _ language: LanguageTag) -> Set<[String]> {
        VariantAlignmentTests.predicted(corpus, language: language)
    }

    /// The gold pairs whose translation is among `paragraphs` (for texts that lost some).
    static func gold(_ seed: String, keeping paragraphs: [String]) -> Set<[String]> {
        let kept = Set(paragraphs.map(VariantAlignmentTests.normalised))
        return VariantAlignmentTests.gold(seed).filter { kept.contains($0[1]) }
    }

    @Test(arguments: interleaved)
    func aCutTranslationAgainstAnEnglishPageThatOpensWithItsNavigation(_ testCase: Case) {
        // Skipping the whole translation and then the whole English past its end, for free,
        // must not beat pairing it after the navigation's unpaired lines.
        let (english, translation) = MessVariants.cutTranslation(Fixtures.seed(testCase.seed))
        let navigation = "Skip Navigation\n\nDiscover\nDesign\nDevelop\nDistribute\nSupport\nAccount\nNews\n\n"
        let corpus = Fixtures.ingest(["a.txt": navigation + english, "b.txt": translation])
        #expect(corpus.documents.count == 1)
        let whole = SeedVariants.paragraphs(translation).dropLast()
        let expected = Self.gold(testCase.seed, keeping: Array(whole))
        #expect(expected.count == 4)
        #expect(Self.pairs(corpus, testCase.language).isSuperset(of: expected))
        // The skip link and the menu are the site's, not the page's title.
        #expect(corpus.documents.first?.title[.english] == "Split Views")
    }

    @Test(arguments: interleaved)
    func anEnglishPageWithItsMenuButNoTitleGetsNoneFromTheMenu(_ testCase: Case) {
        // A title read from the menu ("News") would name another page and keep the
        // translation, whose title says "Split Views", from its English.
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed(testCase.seed))
        let untitled = SeedVariants.paragraphs(english).dropFirst().joined(separator: "\n\n")
        let menu = "Discover\nDesign\nDevelop\nDistribute\nSupport\nAccount\nNews\n\n"
        let corpus = Fixtures.ingest(["a.txt": menu + untitled, "b.txt": "Split Views\n\n" + translation])
        #expect(corpus.documents.count == 1)
        #expect(corpus.documents.first?.title[.english] != "News")
    }

    @Test(arguments: interleaved)
    func aBlogTranslationBesideTheOnlyEnglishPageJoinsIt(_ testCase: Case) throws {
        // The blog's name, a disclaimer, a post title and a heading are four units; two
        // paragraphs of text follow, and the English page has no more than those two.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let header = testCase.language == .korean
            ? ["디자인 노트", "이 계정은 가이드라인을 번역해 적어 두는 곳입니다. 오역이 있을 수 있으니 알려 주시면 고맙겠습니다.", "Split Views", "스플릿 뷰"]
            : ["デザインノート", "このアカウントはガイドラインを翻訳して書き留めておくだけのものです。誤訳が多いと思います。", "Split Views", "分割ビュー"]
        let translation = header + [pairs[0].translation, pairs[1].translation]
        let english = ["Split Views", pairs[0].english, pairs[1].english]
        let corpus = Fixtures.ingest(["a.txt": translation.joined(separator: "\n\n") + "\n", "b.txt": english.joined(separator: "\n\n") + "\n"])
        #expect(corpus.documents.count == 1, "a translation with one English text beside it is that text's translation")
        #expect(Self.pairs(corpus, testCase.language).isSuperset(of: Self.gold(testCase.seed, keeping: [pairs[0].translation, pairs[1].translation])))
    }

    @Test(arguments: interleaved)
    func freeTextUnderABlogPostsFrontMatter(_ testCase: Case) {
        // A front matter says nothing of how the text under it is written: these plain lines
        // are a title and paragraphs, not one Markdown paragraph after another.
        let text = "---\nlayout: post\ndate: 2021-04-05\ncategories: [design, ios]\n---\n\n" + Fixtures.seed(testCase.seed)
        let corpus = Fixtures.ingest(["page.txt": text])
        #expect(Self.pairs(corpus, testCase.language) == VariantAlignmentTests.gold(testCase.seed))
        #expect(corpus.documents.first?.title[.english] == "Split Views")
    }

    @Test(arguments: interleaved)
    func translationsBeforeTheirEnglishAfterAnUntranslatedLead(_ testCase: Case) {
        // An English lead nobody translated comes first, so every translation has English on
        // both sides: as many before as after. The lengths say which one it translates.
        let (title, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let lead = "This page describes how split views behave on every platform that supports them."
        let body = [lead] + pairs.flatMap { [$0.translation, $0.english] }
        let corpus = Fixtures.ingest(["page.txt": (title + body).joined(separator: "\n\n") + "\n"])
        #expect(Self.pairs(corpus, testCase.language) == VariantAlignmentTests.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func aBoldLeadSetApartPairsWithItsBodyWhereOnlyOneIs(_ testCase: Case) throws {
        // Each English guideline leads with its first sentence in bold; the translator set one
        // lead apart as a paragraph of its own. One 1-2 step is too few to teach the priors.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let stop = testCase.language == .japanese ? "。" : ". "
        func bolded(_ text: String, stop: String) -> String {
            guard let end = text.range(of: stop) else { return text }
            let lead = text[..<end.upperBound].trimmingCharacters(in: .whitespaces)
            return "**" + lead + "** " + text[end.upperBound...]
        }
        let english = pairs.map { bolded($0.english, stop: ". ") }
        var translation = pairs.map(\.translation)
        let end = try #require(translation[2].range(of: stop))
        let lead = "**" + translation[2][..<end.upperBound].trimmingCharacters(in: .whitespaces) + "**"
        let body = String(translation[2][end.upperBound...]).trimmingCharacters(in: .whitespaces)
        translation[2...2] = [lead, body]
        let corpus = Fixtures.ingest(["a.txt": "Split Views\n\n" + english.joined(separator: "\n\n") + "\n",
                                      "b.txt": translation.joined(separator: "\n\n") + "\n"])
        let document = try #require(corpus.documents.first)
        let normalised = VariantAlignmentTests.normalised
        let split = try #require(document.allBlocks.first { $0.text[.english].map(normalised) == normalised(english[2]) })
        #expect(split.text[testCase.language].map(normalised) == normalised(lead + "\n\n" + body))
        // and surely so: the bold lead is evidence of its own, not only the lengths.
        #expect((split.confidence[testCase.language] ?? 0) >= 0.95)
    }

    @Test(arguments: interleaved)
    func anInterleavedPostCutOffInItsFirstTranslation(_ testCase: Case) throws {
        // A blog's header, the title, an English paragraph and the start of its translation:
        // the page excerpt ends there. The one English paragraph is the original, quoted, not
        // a paragraph the translator left in English.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let header = testCase.language == .korean ? ["디자인 노트", "가이드라인을 번역해 적어 두는 곳입니다. 오역이 있을 수 있습니다."]
                                                  : ["デザインノート", "ガイドラインを翻訳して書き留めておくだけのものです。誤訳が多いと思います。"]
        let cut = String(pairs[0].translation.prefix(pairs[0].translation.count / 3))
        let text = (header + ["Split Views", pairs[0].english, cut]).joined(separator: "\n\n") + "\n"
        let corpus = Fixtures.ingest(["page.txt": text])
        let document = try #require(corpus.documents.first)
        #expect(document.sources.first?.role == "interleaved")
        let normalised = VariantAlignmentTests.normalised
        let paired = document.allBlocks.first { $0.text[.english].map(normalised) == normalised(pairs[0].english) }
        #expect(paired?.text[testCase.language].map(normalised) == normalised(cut))
    }

    @Test func translationsThatShareABlogsNameAsTitleStayApart() throws {
        // Two Korean translations of two pages from one blog, each titled by the blog's name:
        // a name shared by two translations into one language is the blog's, not a page's.
        let (_, pairs) = MessVariants.parts(Fixtures.seed("split-views.ko.txt"))
        let first = pairs.prefix(3), second = pairs.dropFirst(3)
        func translation(_ part: ArraySlice<MessVariants.Pair>) -> String {
            (["디자인 노트"] + part.map(\.translation)).joined(separator: "\n\n") + "\n"
        }
        let corpus = Fixtures.ingest([
            "a.txt": translation(first), "b.txt": translation(second),
            "c.txt": (["Split Views"] + first.map(\.english)).joined(separator: "\n\n") + "\n",
            "d.txt": (["Split View Layout"] + second.map(\.english)).joined(separator: "\n\n") + "\n",
        ])
        #expect(corpus.documents.count == 2)
        #expect(Self.pairs(corpus, .korean) == VariantAlignmentTests.gold("split-views.ko.txt"))
    }

    @Test(arguments: interleaved)
    func anEnglishPageCopiedWithItsSkipLink(_ testCase: Case) {
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed(testCase.seed))
        let corpus = Fixtures.ingest(["a.txt": "Skip to main content\n\n" + english, "b.txt": translation])
        #expect(corpus.documents.first?.title[.english] == "Split Views")
    }

    @Test(arguments: interleaved)
    func anInterleavedPageAsAnHTMLFragment(_ testCase: Case) throws {
        // The HTML of a post, an element a line: each `<p>` a paragraph, `<h1>` the title.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let body = pairs.flatMap { ["<p>" + $0.english + "</p>", "<p>" + $0.translation + "</p>"] }
        let text = (["<h1>Split Views</h1>", #"<p align="center"><img src="https://example.com/split.png" alt="Split"></p>"#] + body)
            .joined(separator: "\n") + "\n"
        let corpus = Fixtures.ingest(["page.txt": text])
        #expect(Self.pairs(corpus, testCase.language) == VariantAlignmentTests.gold(testCase.seed))
        let document = try #require(corpus.documents.first)
        #expect(document.title[.english] == "Split Views")
        #expect(document.allBlocks.contains { $0.kind == .figure && $0.text.values.contains { $0.hasPrefix("<p align") } })
    }

    @Test(arguments: interleaved)
    func anInterleavedPageAsHTMLWithEachPairInOneParagraph(_ testCase: Case) {
        // English and its translation as two lines of one `<p>`, broken by `<br>`.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let body = pairs.map { "<p>" + $0.english + "<br>" + $0.translation + "</p>" }
        let corpus = Fixtures.ingest(["page.txt": (["<h1>Split Views</h1>"] + body).joined(separator: "\n") + "\n"])
        #expect(Self.pairs(corpus, testCase.language) == VariantAlignmentTests.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func anInterleavedPageAsPrettyPrintedHTML(_ testCase: Case) {
        // Each paragraph's `<p>` and `</p>` on lines of their own, its text indented between.
        let (_, pairs) = MessVariants.parts(Fixtures.seed(testCase.seed))
        let body = pairs.flatMap { ["<p>\n    " + $0.english + "\n</p>", "<p>\n    " + $0.translation + "<br>\n</p>"] }
        let corpus = Fixtures.ingest(["page.txt": (["<div>", "<h1>Split Views</h1>"] + body + ["</div>"]).joined(separator: "\n") + "\n"])
        #expect(Self.pairs(corpus, testCase.language) == VariantAlignmentTests.gold(testCase.seed))
        #expect(!(corpus.documents.first?.allBlocks.contains { $0.text.values.contains { $0.contains("<p>") || $0.contains("<br>") } } ?? true))
    }
}
