import Testing
@testable import Model
@testable import Align

/// A study-notes translation keeps a sentence of one paragraph and most of the next: its
/// lengths follow the English far more loosely than the corpus's faithful translations taught
/// the length model. Its own first pairs show that spread, and the aligner widens the model
/// for it rather than merging and skipping paragraphs to make the lengths fit.
@Suite struct FreeTranslationTests {
    static let englishLengths = [220, 90, 310, 140, 260, 120, 280, 180, 240, 150]
    /// How much of each paragraph the notes keep, in the language's usual length.
    static let kept = [0.6, 1.45, 0.65, 1.4, 0.6, 1.5, 0.65, 1.4, 0.6, 1.45]

    /// A paragraph of about `count` visible characters: words of five letters, and a number
    /// the translation keeps (as translations keep names, numbers and identifiers).
    static func english(_ count: Int, paragraph: Int) -> String {
        (0..<(count / 5 - 1)).map { word in
            String((0..<5).map { letter in Character(Unicode.Scalar(UInt8(97 + (paragraph * 7 + word * 3 + letter) % 26))) })
        }.joined(separator: " ") + " \(1990 + paragraph)."
    }

    static func korean(_ count: Int, paragraph: Int) -> String {
        String(repeating: "가나다라마바사", count: count / 7 + 1).prefix(max(1, count - 4)) + " \(1990 + paragraph)."
    }

    static func sequence(_ texts: [String], language: LanguageTag) -> AlignmentSequence {
        let blocks = texts.enumerated().map { SourceBlock(kind: .paragraph, text: $1, language: language, line: $0 + 1) }
        return AlignmentSequence(blocks.indices.map { AlignmentUnit(blocks, UnitRef(block: $0, item: nil), stream: language) })
    }

    @Test func aLooseTranslationIsAlignedParagraphByParagraph() {
        let english = Self.sequence(Self.englishLengths.enumerated().map { Self.english($1, paragraph: $0) }, language: .english)
        let translation = Self.sequence(zip(Self.englishLengths, Self.kept).enumerated().map { Self.korean(Int(Double($1.0) * 0.45 * $1.1), paragraph: $0) },
                                        language: .korean)
        // A tight model, as faithful interleaved pages give.
        let aligner = TranslationAligner(lengthModel: LengthModel(parameters: [.korean: .init(ratio: 0.45, variance: 3)]))
        let outcome = aligner.alignAdapting(english: english, translation: translation, language: .korean,
                                            shapes: TranslationAligner.blockShapes)
        let pairs = outcome.beads.filter { !$0.source.isEmpty && !$0.target.isEmpty }
        #expect(pairs.map(\.source) == (0..<10).map { $0..<($0 + 1) })
        #expect(pairs.map(\.target) == (0..<10).map { $0..<($0 + 1) })
    }

    @Test func theSpreadIsMeasuredOnTheMedianPair() {
        let english = Self.sequence(Self.englishLengths.map { Self.english($0, paragraph: 0) }, language: .english)
        let faithful = Self.sequence(Self.englishLengths.enumerated().map { Self.korean(Int(Double($1) * 0.45), paragraph: $0) }, language: .korean)
        let beads = (0..<10).map { AlignedBead(source: $0..<($0 + 1), target: $0..<($0 + 1), score: 0, posterior: 1) }
        let tight = TranslationAligner.textVariance(beads, english: english, translation: faithful, ratio: 0.45)
        #expect(tight != nil && tight! < 1)
        // One pair far off (a first alignment's mistake) does not widen it.
        var lengths = Self.englishLengths.map { Double($0) * 0.45 }
        lengths[3] *= 3
        let oneOff = Self.sequence(lengths.enumerated().map { Self.korean(Int($1), paragraph: $0) }, language: .korean)
        let robust = TranslationAligner.textVariance(beads, english: english, translation: oneOff, ratio: 0.45)
        #expect(robust != nil && robust! < 1)
        #expect(TranslationAligner.textVariance(Array(beads.prefix(4)), english: english, translation: faithful, ratio: 0.45) == nil)
    }
}
