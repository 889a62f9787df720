import Foundation
import Model

/// Aligns a translation's blocks with the English blocks they translate.
///
/// Each candidate step is scored from evidence that survives translation: the length ratio the
/// corpus shows for the language pair, block kinds (a heading translates a heading, a list a
/// list with as many items), anchors (identifiers, numbers, URLs, English words kept, the
/// sound of loanwords), and, in interleaved files, which English paragraph the translation was
/// written under.
public struct TranslationAligner: Sendable {
    public var lengthModel: LengthModel
    public var priors: BeadPriors

    static let shapes: [BeadShape] = [.oneToOne, .deletion, .insertion, .twoToOne, .oneToTwo]

    public init(lengthModel: LengthModel, priors: BeadPriors = .standard) {
        self.lengthModel = lengthModel
        self.priors = priors
    }

    /// Aligns, then, if the steps found differ much from the priors (a translator who splits
    /// every lead sentence off), aligns again with priors learnt from them. The steps' evidence
    /// does not depend on the priors, so it is scored once for both passes.
    func alignAdapting(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag) -> AlignmentOutcome {
        let table = evidence(english: english, translation: translation, language: language)
        let aligner = MonotonicAligner(shapes: Self.shapes)
        // The first pass only needs its path's steps, not their posteriors.
        let first = aligner.align(table, logPriors: Self.logPriors(priors), posteriors: false)
        let final = priors.reestimated(from: first.beads) ?? priors
        return aligner.align(table, logPriors: Self.logPriors(final))
    }

    func align(english: [AlignmentUnit], translation: [AlignmentUnit], language: LanguageTag) -> AlignmentOutcome {
        align(english: AlignmentSequence(english), translation: AlignmentSequence(translation), language: language)
    }

    func align(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag) -> AlignmentOutcome {
        MonotonicAligner(shapes: Self.shapes).align(evidence(english: english, translation: translation, language: language),
                                                    logPriors: Self.logPriors(priors))
    }

    static func logPriors(_ priors: BeadPriors) -> [Double] { shapes.map(priors.logProbability) }

    /// The evidence of every step in the band, before the step priors are added.
    func evidence(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag) -> StepScores {
        let model = lengthModel.parameters(for: language)
        return MonotonicAligner(shapes: Self.shapes).stepScores(sourceCount: english.count, targetCount: translation.count) {
            sourceRange, targetRange in
            evidence(english: english, sourceRange, translation: translation, targetRange, model: model)
        }
    }

    /// Log-score of one step without its prior; nil when the step is impossible.
    func evidence(english: AlignmentSequence, _ sourceRange: Range<Int>, translation: AlignmentSequence, _ targetRange: Range<Int>,
               model: LengthModel.Parameters) -> Double? {
        if sourceRange.isEmpty || targetRange.isEmpty { return 0 }
        let merged = sourceRange.count + targetRange.count > 2
        let englishKind = english.kinds[sourceRange.lowerBound]
        if merged {
            // Headings and code are never merged with neighbours.
            for index in sourceRange where english.kinds[index] == .heading || english.kinds[index] == .code { return nil }
            for index in targetRange where translation.kinds[index] == .heading || translation.kinds[index] == .code { return nil }
        }
        if translation.isLabel[targetRange.lowerBound] {
            // A kept English label aligns only with the identical English heading.
            guard !merged, englishKind == .heading,
                  english.headingKeys[sourceRange.lowerBound] == translation.headingKeys[targetRange.lowerBound] else { return nil }
            return 4
        }
        var sourceLength = 0.0, targetLength = 0.0
        for index in sourceRange { sourceLength += english.lengths[index] }
        for index in targetRange { targetLength += translation.lengths[index] }
        let lengthScore = LengthModel.logProbability(sourceLength: sourceLength, targetLength: targetLength, parameters: model)
        // Lengths this far apart are not a translation whatever else agrees; skipping them
        // early keeps the grid cheap (their probability would vanish in the sums anyway).
        if lengthScore < -20 { return nil }
        var total = lengthScore
        total += kindScore(english: english, sourceRange, translation: translation, targetRange)
        total += english.withAnchors(sourceRange) { englishAnchors in
            translation.withAnchors(targetRange) { translationAnchors in
                Self.anchorScore(english: englishAnchors, translation: translationAnchors)
            }
        }
        total += neighbourScore(sourceRange, translation: translation, targetRange)
        if merged { total += mergePenalty(english: english, sourceRange, translation: translation, targetRange) }
        return total
    }

    private func kindScore(english: AlignmentSequence, _ sourceRange: Range<Int>,
                           translation: AlignmentSequence, _ targetRange: Range<Int>) -> Double {
        let englishKind = english.kinds[sourceRange.lowerBound], translationKind = translation.kinds[targetRange.lowerBound]
        if englishKind == translationKind {
            guard englishKind == .list else { return 0 }
            var englishItems = 0, translationItems = 0
            for index in sourceRange { englishItems += english.itemCounts[index] }
            for index in targetRange { translationItems += translation.itemCounts[index] }
            return englishItems == translationItems ? 0.7 : -min(2.5, 0.6 * Double(abs(englishItems - translationItems)))
        }
        switch (englishKind, translationKind) {
        case (.paragraph, .list), (.list, .paragraph): return -2
        case (.paragraph, .quote), (.quote, .paragraph): return -1
        case (.heading, .paragraph), (.paragraph, .heading):
            // A short guideline sentence is sometimes written as a heading and vice versa.
            return min(english.lengths[sourceRange.lowerBound], translation.lengths[targetRange.lowerBound]) < 40 ? -5 : -8
        case (.code, _), (_, .code): return -8
        default: return -5
        }
    }

    /// Anchors shared are strong evidence; an identifier or number of the English missing from
    /// the translation is weaker evidence against (translators do drop or rephrase them).
    static func anchorScore(english: borrowing Anchors, translation: borrowing Anchors) -> Double {
        var score = 0.0
        let strongShared = Anchors.sharedCount(english.strong, translation.strong)
        score += 2.0 * Double(strongShared)
        score -= 1.5 * Double(english.strong.count - strongShared)
        score -= 1.0 * Double(translation.strong.count - strongShared)
        if !english.numbers.isEmpty {
            let numbersShared = Anchors.sharedCount(english.numbers, translation.numbers)
            score += 0.8 * Double(numbersShared)
            score -= 0.3 * Double(english.numbers.count - numbersShared)
        }
        // English words a translator kept: "Popover는" keeps "popover".
        let keptWords = Anchors.sharedCount(translation.words, english.words)
        score += 1.0 * Double(keptWords)
        score -= 0.4 * Double(translation.words.count - keptWords)
        // Loanwords that sound like the English (a full match shares two keys, see PhoneticKey).
        let sounds = Anchors.sharedCount(english.sounds, translation.sounds)
        score += min(6, 0.35 * Double(sounds))
        return score
    }

    /// In a two-block step, a block whose identifiers all fail to appear on the other side was
    /// most likely not translated there: "For developer guidance, see UISplitViewController."
    /// is not part of a translation that never mentions the class.
    private func mergePenalty(english: AlignmentSequence, _ sourceRange: Range<Int>,
                              translation: AlignmentSequence, _ targetRange: Range<Int>) -> Double {
        var penalty = 0.0
        if sourceRange.count == 2 {
            let other = translation.anchors[targetRange.lowerBound]
            for index in sourceRange where !english.anchors[index].strong.isEmpty
                && Anchors.sharedCount(english.anchors[index].strong, other.strong) == 0 { penalty -= 2.5 }
        } else {
            let other = english.anchors[sourceRange.lowerBound]
            for index in targetRange where !translation.anchors[index].strong.isEmpty
                && Anchors.sharedCount(translation.anchors[index].strong, other.strong) == 0 { penalty -= 2.5 }
        }
        return penalty
    }

    /// In an interleaved file a translation sits next to its English paragraph: right after it
    /// (or right before, in files written that way). When it translates two English
    /// paragraphs, its neighbour is the one at the near end of the pair.
    private func neighbourScore(_ sourceRange: Range<Int>, translation: AlignmentSequence, _ targetRange: Range<Int>) -> Double {
        var score = 0.0
        for index in targetRange {
            guard let neighbour = translation.neighbours[index] else { continue }
            let nearEnd = translation.followsEnglish[index] ? sourceRange.upperBound - 1 : sourceRange.lowerBound
            if neighbour == nearEnd {
                score += 3.5
            } else if sourceRange.contains(neighbour) {
                score -= 3
            } else {
                score -= 1.5
            }
        }
        return score
    }
}
