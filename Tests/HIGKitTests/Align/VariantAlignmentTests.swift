import Foundation
import Testing
@testable import Model

/// Alignment quality on variants derived from the interleaved seeds: the gold pairs come from
/// the interleaved original (each translation follows its English paragraph); the variants
/// take that adjacency away or disturb the text the way people do, and the aligner must still
/// find the same pairs.
@Suite struct VariantAlignmentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var seed: String
        var language: LanguageTag
        var testDescription: String { "\(seed) (\(language))" }
    }

    static let interleaved = [
        Case(seed: "split-views.ko.txt", language: .korean),
        Case(seed: "split-views.ja.txt", language: .japanese),
    ]

    /// Pairs compare by their words, not their spacing: a Japanese line wrapped at a space
    /// cannot tell whether the space was there.
    static func normalised(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined()
    }

    static func gold(_ seed: String) -> Set<[String]> {
        Set(SeedVariants.interleavedPairs(Fixtures.seed(seed)).map { [normalised($0.english), normalised($0.translation)] })
    }

    static func predicted(_ corpus: Corpus, language: LanguageTag) -> Set<[String]> {
        var pairs = Set<[String]>()
        for document in corpus.documents {
            for block in document.allBlocks {
                if let english = block.text[.english], let translation = block.text[language] {
                    pairs.insert([normalised(english), normalised(translation)])
                }
            }
        }
        return pairs
    }

    static func f1(predicted: Set<[String]>, gold: Set<[String]>) -> Double {
        guard !predicted.isEmpty, !gold.isEmpty else { return 0 }
        let correct = Double(predicted.intersection(gold).count)
        let precision = correct / Double(predicted.count), recall = correct / Double(gold.count)
        return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }

    @Test(arguments: interleaved)
    func goldIsWhatTheInterleavedSeedGives(_ testCase: Case) {
        let gold = Self.gold(testCase.seed)
        #expect(gold.count == 5)
        let corpus = Fixtures.ingest(["page.txt": Fixtures.seed(testCase.seed)])
        #expect(Self.predicted(corpus, language: testCase.language) == gold)
    }

    @Test(arguments: interleaved)
    func translationOnlyFileIsAlignedByContent(_ testCase: Case) {
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed(testCase.seed))
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": translation])
        #expect(corpus.documents.count == 1, "the title-less translation joins the English document")
        let f1 = Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed))
        #expect(f1 == 1, "F1 \(f1)")
        for block in corpus.documents[0].allBlocks where block.text[testCase.language] != nil && block.text[.english] != nil {
            #expect(block.confidence[testCase.language]! >= 0.8)
        }
    }

    @Test(arguments: interleaved)
    func deinterleavedWithinOneFile(_ testCase: Case) {
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed(testCase.seed))
        let corpus = Fixtures.ingest(["page.txt": english + "\n" + translation])
        #expect(Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed)) == 1)
    }

    @Test(arguments: interleaved)
    func translationBeforeEnglish(_ testCase: Case) {
        let corpus = Fixtures.ingest(["page.txt": SeedVariants.translationFirst(Fixtures.seed(testCase.seed))])
        #expect(Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed)) == 1)
    }

    @Test(arguments: interleaved)
    func blankLinesRemoved(_ testCase: Case) {
        let corpus = Fixtures.ingest(["page.txt": SeedVariants.withoutBlankLines(Fixtures.seed(testCase.seed))])
        #expect(Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed)) == 1)
    }

    @Test(arguments: interleaved, [40, 72, 100])
    func linesRewrapped(_ testCase: Case, width: Int) {
        let corpus = Fixtures.ingest(["page.txt": SeedVariants.rewrapped(Fixtures.seed(testCase.seed), width: width)])
        let predicted = Self.predicted(corpus, language: testCase.language)
        #expect(Self.f1(predicted: predicted, gold: Self.gold(testCase.seed)) == 1, "\(predicted.count) pairs")
    }

    @Test(arguments: interleaved)
    func rewrappedAndBlankLinesRemoved(_ testCase: Case) {
        let wrapped = SeedVariants.paragraphs(Fixtures.seed(testCase.seed)).map { SeedVariants.wrap($0, width: 72) }
        let corpus = Fixtures.ingest(["page.txt": wrapped.joined(separator: "\n")])
        #expect(Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed)) == 1)
    }

    @Test(arguments: interleaved)
    func droppedTranslationsLeaveTheirEnglishUntranslated(_ testCase: Case) throws {
        let seed = Fixtures.seed(testCase.seed)
        let (english, _) = SeedVariants.deinterleaved(seed)
        let (_, translation) = SeedVariants.deinterleaved(SeedVariants.droppingTranslations(seed, at: [2, 4]))
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": translation])
        let gold = Self.gold(testCase.seed)
        let remaining = Self.normalised(translation)
        let kept = Set(gold.filter { pair in remaining.contains(pair[1]) })
        #expect(kept.count == 3)
        #expect(Self.predicted(corpus, language: testCase.language) == kept)
        let document = try #require(corpus.documents.first)
        let untranslated = document.contentBlocks.filter { $0.text[.english] != nil && $0.text[testCase.language] == nil }
        #expect(untranslated.count == 3, "two dropped paragraphs and the developer-guidance line")
    }

    @Test(arguments: interleaved)
    func twoTranslatedParagraphsMergedIntoOne(_ testCase: Case) throws {
        let seed = Fixtures.seed(testCase.seed)
        let (english, translation) = SeedVariants.deinterleaved(seed)
        var parts = SeedVariants.paragraphs(translation)
        // Title lines (short) come first; merge the second and third long paragraphs.
        let long = parts.indices.filter { parts[$0].count > 60 }
        parts[long[1]] = parts[long[1]] + " " + parts[long[2]]
        parts.remove(at: long[2])
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": parts.joined(separator: "\n\n")])
        let document = try #require(corpus.documents.first)
        let blocks = document.contentBlocks
        // A 2-1 alignment: the two English paragraphs the merged translation covers are one block.
        let englishParagraphs = SeedVariants.paragraphs(english).filter { $0.count > 60 && !$0.hasPrefix("http") }
        let merged = try #require(blocks.first { $0.text[.english]?.contains("\n\n") == true }, "a 2-1 alignment")
        #expect(merged.id == blocks[1].id)
        #expect(Self.normalised(merged.text[.english]!) == Self.normalised(englishParagraphs[1] + englishParagraphs[2]))
        #expect(Self.normalised(merged.text[testCase.language]!) == Self.normalised(parts[long[1]]))
        #expect(merged.span.isEmpty, "the block is exactly what its translation covers")
        #expect(blocks[0].text[testCase.language] != nil && blocks[2].text[testCase.language] != nil && blocks[3].text[testCase.language] != nil)
    }

    @Test(arguments: interleaved)
    func leadSentencesWrittenAsParagraphsOfTheirOwn(_ testCase: Case) throws {
        // Some translators put each guideline's first sentence on its own: the translation of
        // one English paragraph becomes two paragraphs (1-2 steps throughout).
        let (english, translation) = SeedVariants.deinterleaved(Fixtures.seed(testCase.seed))
        let split = SeedVariants.paragraphs(translation).flatMap { paragraph -> [String] in
            guard paragraph.count > 80, let end = paragraph.range(of: testCase.language == .japanese ? "。" : ". ") else { return [paragraph] }
            return [String(paragraph[..<end.upperBound]), String(paragraph[end.upperBound...])]
        }
        #expect(split.count >= 10)
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": split.joined(separator: "\n\n")])
        #expect(corpus.documents.count == 1)
        #expect(Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed)) == 1)
    }

    @Test(arguments: interleaved)
    func oneSentencePerLine(_ testCase: Case) {
        // Paragraphs still separated by blank lines, but each sentence on a line of its own.
        let text = SeedVariants.paragraphs(Fixtures.seed(testCase.seed)).map { paragraph in
            paragraph.replacingOccurrences(of: "。 ", with: "。").replacingOccurrences(of: "。", with: "。\n")
                .replacingOccurrences(of: ". ", with: ".\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }.joined(separator: "\n\n")
        #expect(text.components(separatedBy: "\n").count > 40)
        let corpus = Fixtures.ingest(["page.txt": text])
        #expect(Self.f1(predicted: Self.predicted(corpus, language: testCase.language), gold: Self.gold(testCase.seed)) == 1)
    }

    @Test func englishParagraphDroppedLeavesItsTranslationUnpaired() throws {
        let seed = Fixtures.seed("split-views.ko.txt")
        var (english, translation) = SeedVariants.deinterleaved(seed)
        var parts = SeedVariants.paragraphs(english)
        let removed = parts.remove(at: 3) // the third guideline paragraph (after the title and two)
        english = parts.joined(separator: "\n\n")
        let corpus = Fixtures.ingest(["a.txt": english, "b.txt": translation])
        let gold = Self.gold("split-views.ko.txt").filter { $0[0] != Self.normalised(removed) }
        #expect(Self.predicted(corpus, language: .korean) == gold)
        let document = try #require(corpus.documents.first)
        #expect(document.contentBlocks.filter { $0.languages == [.korean] }.count == 1, "the orphaned translation stays, unpaired")
        translation = ""
    }

    @Test func russianTranslationOnlySeedAlignsParagraphByParagraph() throws {
        let corpus = Fixtures.ingest(["en.txt": Fixtures.seed("split-views.ko.txt"), "ru.txt": Fixtures.seed("split-views.ru.txt")])
        let document = try #require(corpus.documents.first)
        let russian = SeedVariants.paragraphs(Fixtures.seed("split-views.ru.txt"))
        let english = document.contentBlocks.compactMap { $0.text[.english] }
        #expect(english.count == russian.count)
        for (block, expected) in zip(document.contentBlocks, russian) {
            #expect(Self.normalised(block.text[.russian]!) == Self.normalised(expected))
        }
    }
}
