import Foundation

/// Aligns a translation's blocks with the English blocks they translate.
///
/// Each candidate step is scored from evidence that survives translation: the length ratio the
/// corpus shows for the language pair, block kinds (a heading translates a heading, a list a
/// list with as many items), anchors (identifiers, numbers, URLs, English words kept), and, in
/// interleaved files, which English paragraph the translation was written under.
public struct TranslationAligner: Sendable {
    public var lengthModel: LengthModel

    static let shapes: [BeadShape] = [.oneToOne, .deletion, .insertion, .twoToOne, .oneToTwo]
    static let logPriors: [BeadShape: Double] = [
        .oneToOne: log(0.86), .deletion: log(0.045), .insertion: log(0.045), .twoToOne: log(0.025), .oneToTwo: log(0.025),
    ]

    public init(lengthModel: LengthModel) {
        self.lengthModel = lengthModel
    }

    func align(english: [AlignmentUnit], translation: [AlignmentUnit], language: LanguageTag) -> AlignmentOutcome {
        let aligner = MonotonicAligner(shapes: Self.shapes)
        return aligner.align(sourceCount: english.count, targetCount: translation.count) { sourceRange, targetRange in
            score(english: english[sourceRange], translation: translation[targetRange], language: language)
        }
    }

    /// Log-score of one step; nil when the step is impossible.
    func score(english: ArraySlice<AlignmentUnit>, translation: ArraySlice<AlignmentUnit>, language: LanguageTag) -> Double? {
        let shape = BeadShape(english.count, translation.count)
        let prior = Self.logPriors[shape]!
        if english.isEmpty || translation.isEmpty {
            // A label (an English heading kept in a translation-only text) that no English
            // heading matches is unremarkable; an unmatched paragraph is evidence of a gap.
            return prior
        }
        if english.count + translation.count > 2 {
            // Headings, code and notes are never merged with neighbours.
            for unit in english where unit.kind == .heading || unit.kind == .code { return nil }
            for unit in translation where unit.kind == .heading || unit.kind == .code { return nil }
        }
        let first = translation[translation.startIndex]
        if first.language == .english && first.kind == .heading {
            // A kept English label aligns only with the identical English heading.
            let englishHeading = english[english.startIndex]
            guard english.count == 1, translation.count == 1, englishHeading.kind == .heading,
                  SourceParser.normalisedTitle(englishHeading.text) == SourceParser.normalisedTitle(first.text) else { return nil }
            return prior + 4
        }
        let sourceLength = english.reduce(0) { $0 + $1.length }
        let targetLength = translation.reduce(0) { $0 + $1.length }
        var total = prior
        total += lengthModel.logProbability(sourceLength: sourceLength, targetLength: targetLength, language: language)
        total += kindScore(english: english, translation: translation)
        let englishAnchors = english.dropFirst().reduce(english[english.startIndex].anchors) { $0 + $1.anchors }
        let translationAnchors = translation.dropFirst().reduce(first.anchors) { $0 + $1.anchors }
        total += Self.anchorScore(english: englishAnchors, translation: translationAnchors)
        total += neighbourScore(english: english, translation: translation)
        return total
    }

    private func kindScore(english: ArraySlice<AlignmentUnit>, translation: ArraySlice<AlignmentUnit>) -> Double {
        let englishKind = english[english.startIndex].kind
        let translationKind = translation[translation.startIndex].kind
        if englishKind == translationKind {
            guard englishKind == .list else { return 0 }
            let englishItems = english.reduce(0) { $0 + $1.itemCount }
            let translationItems = translation.reduce(0) { $0 + $1.itemCount }
            return englishItems == translationItems ? 0.7 : -min(2.5, 0.6 * Double(abs(englishItems - translationItems)))
        }
        switch (englishKind, translationKind) {
        case (.paragraph, .list), (.list, .paragraph): return -2
        case (.paragraph, .quote), (.quote, .paragraph): return -1
        case (.heading, .paragraph), (.paragraph, .heading):
            // A short guideline sentence is sometimes written as a heading and vice versa.
            let shorter = min(english[english.startIndex].length, translation[translation.startIndex].length)
            return shorter < 40 ? -5 : -8
        case (.code, _), (_, .code): return -8
        default: return -5
        }
    }

    /// Anchors shared are strong evidence; an identifier or number of the English missing from
    /// the translation is weaker evidence against (translators do drop or rephrase them).
    static func anchorScore(english: Anchors, translation: Anchors) -> Double {
        var score = 0.0
        let strongShared = english.strong.intersection(translation.strong).count
        score += 2.0 * Double(strongShared)
        score -= 0.8 * Double(english.strong.count - strongShared)
        score -= 0.8 * Double(translation.strong.subtracting(english.strong).count)
        let numbersShared = english.numbers.intersection(translation.numbers).count
        score += 0.8 * Double(numbersShared)
        score -= 0.3 * Double(english.numbers.count - numbersShared)
        // English words a translator kept: "Popover는" keeps "popover".
        let keptWords = translation.words.intersection(english.words).count
        score += 1.0 * Double(keptWords)
        score -= 0.4 * Double(translation.words.count - keptWords)
        return score
    }

    /// In an interleaved file a translation sits next to its English paragraph: right after it
    /// (or right before, in files written that way). When it translates two English
    /// paragraphs, its neighbour is the one at the near end of the pair.
    private func neighbourScore(english: ArraySlice<AlignmentUnit>, translation: ArraySlice<AlignmentUnit>) -> Double {
        var score = 0.0
        for unit in translation {
            guard let neighbour = unit.neighbour else { continue }
            let nearEnd = unit.translationFollowsEnglish ? english.indices.last! : english.indices.first!
            if neighbour == nearEnd {
                score += 3.5
            } else if english.indices.contains(neighbour) {
                score -= 3
            } else {
                score -= 1.5
            }
        }
        return score
    }
}
