import Foundation
import Testing
@testable import Model
@testable import Ingest

/// The kinds of mess of issue 10 that live in how a translation and its English original are
/// written as files: front matter without a title, an English original without one or with a
/// setext title, an image URL where a page URL would be, captions only the English has, an
/// English of another era. Each is made from the interleaved seeds, whose interleaving gives
/// the gold pairs.
@Suite struct MessKindFileTests {
    typealias Case = VariantAlignmentTests.Case
    static let interleaved = VariantAlignmentTests.interleaved

    static func gold(_ seed: String) -> Set<[String]> { VariantAlignmentTests.gold(seed) }

    static func pairs(_ corpus: Corpus, _ language: LanguageTag) -> Set<[String]> {
        VariantAlignmentTests.predicted(corpus, language: language)
    }

    /// The seed as two files, English original and translation, without their title lines.
    static func bodies(_ seed: String) -> (english: [String], translation: [String]) {
        let pairs = MessVariants.parts(Fixtures.seed(seed)).pairs
        return (pairs.map(\.english), pairs.map(\.translation))
    }

    @Test(arguments: interleaved)
    func frontMatterWithoutATitleAndAnH1InTheTranslation(_ testCase: Case) throws {
        let (english, translation) = Self.bodies(testCase.seed)
        let corpus = Fixtures.ingest([
            "original.txt": (["Split Views"] + english).joined(separator: "\n\n") + "\n",
            "translated.md": "---\ndate: 2021-03-01\ntags:\n  - hig\n---\n\n# " + (testCase.language == .korean ? "스플릿 뷰" : "分割ビュー")
                + "\n\n" + translation.joined(separator: "\n\n") + "\n",
        ])
        #expect(corpus.documents.count == 1)
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
        #expect(corpus.documents.first?.title[.english] == "Split Views")
    }

    @Test(arguments: interleaved)
    func anEnglishOriginalWithASetextTitle(_ testCase: Case) throws {
        let (english, translation) = Self.bodies(testCase.seed)
        let corpus = Fixtures.ingest([
            "original.md": "Split Views\n===========\n\n" + english.joined(separator: "\n\n") + "\n",
            "translated.txt": translation.joined(separator: "\n\n") + "\n",
        ])
        #expect(corpus.documents.count == 1)
        #expect(corpus.documents.first?.title[.english] == "Split Views")
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func anEnglishOriginalWithNoTitleAtAll(_ testCase: Case) throws {
        let (english, translation) = Self.bodies(testCase.seed)
        let corpus = Fixtures.ingest([
            "original.txt": english.joined(separator: "\n\n") + "\n",
            "translated.txt": translation.joined(separator: "\n\n") + "\n",
        ])
        #expect(corpus.documents.count == 1)
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func anImageURLNamesNeitherTheDocumentNorItsSource(_ testCase: Case) throws {
        let (english, translation) = Self.bodies(testCase.seed)
        let image = "https://example.com/images/split-view-overview_2x.png"
        let corpus = Fixtures.ingest([
            "original.txt": (["Split Views", image] + english).joined(separator: "\n\n") + "\n",
            "translated.txt": ([image] + translation).joined(separator: "\n\n") + "\n",
        ])
        let document = try #require(corpus.documents.first)
        #expect(corpus.documents.count == 1)
        #expect(document.id == "split-views")
        #expect(document.sources.allSatisfy { $0.url == nil })
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
    }

    @Test(arguments: interleaved)
    func imagesWithCaptionsOnlyInTheEnglishAreFigures(_ testCase: Case) throws {
        var (english, translation) = Self.bodies(testCase.seed)
        english.insert("![A split view with a sidebar and a detail pane](https://example.com/art/split.png)", at: 1)
        english.insert("<img src=\"panes.png\" alt=\"Two panes\"> The primary pane beside the secondary pane", at: 3)
        translation.insert("<hr class=\"icon\">", at: 2)
        let corpus = Fixtures.ingest([
            "original.txt": (["Split Views"] + english).joined(separator: "\n\n") + "\n",
            "translated.txt": translation.joined(separator: "\n\n") + "\n",
        ])
        #expect(Self.pairs(corpus, testCase.language) == Self.gold(testCase.seed))
        let blocks = try #require(corpus.documents.first).allBlocks
        let figures = blocks.filter { $0.kind == .figure }
        // Kept as figures, never paired, never lost.
        #expect(figures.count == 2)
        #expect(figures.allSatisfy { $0.text.keys.sorted() == [.english] })
        #expect(figures.contains { $0.text[.english]!.contains("The primary pane beside the secondary pane") })
        #expect(!blocks.contains { $0.text.values.contains { $0.contains("hr class") } })
    }

    @Test(arguments: interleaved)
    func anEnglishOfAnotherEraStillPairs(_ testCase: Case) throws {
        // The English original a few years on: a sentence added to one paragraph, a platform
        // to another; the translation was made from the older text.
        var (english, translation) = Self.bodies(testCase.seed)
        english[1] += " Consider how the layout adapts when people resize the window in visionOS."
        english[3] = english[3].replacingOccurrences(of: "In general, ", with: "In general, in iOS, iPadOS and visionOS, ")
        let corpus = Fixtures.ingest([
            "original.txt": (["Split Views"] + english).joined(separator: "\n\n") + "\n",
            "translated.txt": translation.joined(separator: "\n\n") + "\n",
        ])
        let expected = Set(zip(english, translation).map { [VariantAlignmentTests.normalised($0), VariantAlignmentTests.normalised($1)] })
        #expect(Self.pairs(corpus, testCase.language) == expected)
    }
}
