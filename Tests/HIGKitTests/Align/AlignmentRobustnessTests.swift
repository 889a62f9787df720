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
        let navigation = "Skip Navigation\n\nDiscover\n\nDesign\n\nDevelop\n\nDistribute\n\nSupport\n\nAccount\n\nNews\n\n"
        let corpus = Fixtures.ingest(["a.txt": navigation + english, "b.txt": translation])
        #expect(corpus.documents.count == 1)
        let whole = SeedVariants.paragraphs(translation).dropLast()
        let expected = Self.gold(testCase.seed, keeping: Array(whole))
        #expect(expected.count == 4)
        #expect(Self.pairs(corpus, testCase.language).isSuperset(of: expected))
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
}
