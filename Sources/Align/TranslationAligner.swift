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

    /// Steps between blocks; and, for list items and short lines, three pieces to one as well.
    static let blockShapes: [BeadShape] = [.oneToOne, .deletion, .insertion, .twoToOne, .oneToTwo]
    static let shapes: [BeadShape] = blockShapes + [.threeToOne, .oneToThree]

    public init(lengthModel: LengthModel, priors: BeadPriors = .standard) {
        self.lengthModel = lengthModel
        self.priors = priors
    }

    /// Aligns, then, if the steps found differ much from the priors (a translator who splits
    /// every lead sentence off), aligns again with priors learnt from them. The steps' evidence
    /// does not depend on the priors, so it is scored once for both passes.
    func alignAdapting(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag,
                       shapes: [BeadShape] = TranslationAligner.shapes) -> AlignmentOutcome {
        beginAdapting(english: english, translation: translation, language: language, shapes: shapes).finish()
    }

    /// The first, path-only pass of `alignAdapting`, to look at before paying for the second.
    struct AdaptingAlignment {
        let aligner: TranslationAligner
        let shapes: [BeadShape]
        let table: StepScores
        let first: AlignmentOutcome
        let final: BeadPriors

        func finish() -> AlignmentOutcome {
            MonotonicAligner(shapes: shapes).align(table, logPriors: TranslationAligner.logPriors(final, shapes: shapes))
        }
    }

    func beginAdapting(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag,
                       shapes: [BeadShape]) -> AdaptingAlignment {
        var model = lengthModel.parameters(for: language)
        var table = evidence(english: english, translation: translation, model: model, shapes: shapes)
        // The first pass only needs its path's steps, not their posteriors.
        var first = MonotonicAligner(shapes: shapes).align(table, logPriors: Self.logPriors(priors, shapes: shapes), posteriors: false)
        // A translation much shorter than its English throughout (study notes, an abridged
        // version) has a ratio of its own, and a free one a wider spread of lengths than the
        // corpus's faithful ones: both measured on its first pairs, it is aligned again by them
        // (once, whichever changed).
        var remeasured = false
        if let ratio = Self.textRatio(first.beads, english: english, translation: translation),
           ratio < model.ratio / 1.6 || ratio > model.ratio * 1.6 {
            model.ratio = ratio
            // A summary's length follows its paragraph's loosely.
            model.variance *= 2
            remeasured = true
        }
        if let variance = Self.textVariance(first.beads, english: english, translation: translation, ratio: model.ratio),
           variance > model.variance * Self.looserVariance {
            // Halfway (geometrically): a first alignment's pairs are not all right.
            model.variance = min((variance * model.variance).squareRoot(), model.variance * Self.widestVariance)
            remeasured = true
        }
        if remeasured {
            table = evidence(english: english, translation: translation, model: model, shapes: shapes)
            first = MonotonicAligner(shapes: shapes).align(table, logPriors: Self.logPriors(priors, shapes: shapes), posteriors: false)
        }
        // Steps past the end of a cut text say nothing of the translator's habits.
        let habits = first.beads.filter { !($0.target.isEmpty && $0.target.lowerBound == translation.count && translation.mayBeCut.last == true)
            && !($0.source.isEmpty && $0.source.lowerBound == english.count && english.mayBeCut.last == true) }
        return AdaptingAlignment(aligner: self, shapes: shapes, table: table, first: first, final: priors.reestimated(from: habits) ?? priors)
    }

    func align(english: [AlignmentUnit], translation: [AlignmentUnit], language: LanguageTag) -> AlignmentOutcome {
        align(english: AlignmentSequence(english), translation: AlignmentSequence(translation), language: language)
    }

    func align(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag) -> AlignmentOutcome {
        MonotonicAligner(shapes: Self.shapes).align(evidence(english: english, translation: translation, language: language),
                                                    logPriors: Self.logPriors(priors))
    }

    static func logPriors(_ priors: BeadPriors, shapes: [BeadShape] = shapes) -> [Double] { shapes.map(priors.logProbability) }

    /// The evidence of every step in the band, before the step priors are added.
    func evidence(english: AlignmentSequence, translation: AlignmentSequence, language: LanguageTag,
                  shapes: [BeadShape] = TranslationAligner.shapes) -> StepScores {
        evidence(english: english, translation: translation, model: lengthModel.parameters(for: language), shapes: shapes)
    }

    /// How much more a text's own length spread must be than the model's to replace it, and
    /// how far at most it widens the model.
    static let looserVariance = 3.0
    static let widestVariance = 6.0

    /// The spread of a first alignment's one-to-one pairs of prose, as `LengthModel.calibrated`
    /// measures it, but from the median square: a pair the first alignment got wrong must not
    /// widen the model by itself. Nil with too few pairs to say.
    static func textVariance(_ beads: [AlignedBead], english: AlignmentSequence, translation: AlignmentSequence,
                             ratio: Double) -> Double? {
        var squares: [Double] = []
        for bead in beads where bead.source.count == 1 && bead.target.count == 1 {
            let e = bead.source.lowerBound, t = bead.target.lowerBound
            guard english.kinds[e] == .paragraph || english.kinds[e] == .list, english.lengths[e] >= 20,
                  !translation.mayBeCut[t], !english.mayBeCut[e] else { continue }
            let expected = translation.lengths[t] / ratio
            let mean = (english.lengths[e] + expected) / 2
            squares.append((expected - english.lengths[e]) * (expected - english.lengths[e]) / mean)
        }
        guard squares.count >= 5 else { return nil }
        squares.sort()
        // Of a normal variable's squares, the median is 0.455 times the variance.
        return squares[squares.count / 2] / 0.455
    }

    /// How long the translation is for the English it covers: all its prose against the
    /// English prose up to the last pair of a first alignment. (The pairs alone
    /// would not tell: a first alignment with the corpus's ratio pairs a summary with two
    /// paragraphs' worth of notes.) Nil with too few pairs to say.
    static func textRatio(_ beads: [AlignedBead], english: AlignmentSequence, translation: AlignmentSequence) -> Double? {
        let pairs = beads.filter { !$0.source.isEmpty && !$0.target.isEmpty }
        // From the start: translations begin where their page does, and a first alignment that
        // misjudged the ratio skips the first paragraphs as easily as it pairs them.
        guard pairs.count >= 3, let last = pairs.last?.source.upperBound else { return nil }
        let covered = (0..<last).filter { english.kinds[$0] != .heading }.reduce(0.0) { $0 + english.lengths[$1] }
        let written = (0..<translation.count).filter { translation.kinds[$0] != .heading && !translation.isLabel[$0] }
            .reduce(0.0) { $0 + translation.lengths[$1] }
        guard covered >= 400 else { return nil }
        return written / covered
    }

    func evidence(english: AlignmentSequence, translation: AlignmentSequence, model: LengthModel.Parameters,
                  shapes: [BeadShape]) -> StepScores {
        var table = MonotonicAligner(shapes: shapes).stepScores(sourceCount: english.count, targetCount: translation.count) {
            sourceRange, targetRange in
            evidence(english: english, sourceRange, translation: translation, targetRange, model: model)
        }
        let translationCut = translation.mayBeCut.last == true, englishCut = english.mayBeCut.last == true
        if translationCut || englishCut {
            table.freeTail(afterTarget: translationCut ? Self.cutReach(of: translation, against: english, ratio: 1 / model.ratio) : nil,
                           afterSource: englishCut ? Self.cutReach(of: english, against: translation, ratio: model.ratio) : nil)
        }
        return table
    }

    /// Where the other side's free tail may begin when `cut` stops early: once the other side
    /// has gone on for half of what the cut text holds (`ratio` turns the cut text's lengths
    /// into the other side's). A text cut off still covers about its own length of the other
    /// side; without this bound, skipping all of the cut text at the start and then leaving
    /// the whole of the other side for free would beat pairing it after a few unpaired lines.
    static func cutReach(of cut: AlignmentSequence, against other: AlignmentSequence, ratio: Double) -> Int {
        let needed = 0.5 * cut.lengths.reduce(0, +) * ratio
        var reached = 0.0
        for index in 0..<other.count {
            if reached >= needed { return index }
            reached += other.lengths[index]
        }
        return other.count
    }

    /// What a bold lead sentence set apart from its body adds to the 1-2 step that joins them.
    static let boldLeadSplitBonus = 2.5

    /// Log-score of one step without its prior; nil when the step is impossible.
    func evidence(english: AlignmentSequence, _ sourceRange: Range<Int>, translation: AlignmentSequence, _ targetRange: Range<Int>,
               model: LengthModel.Parameters) -> Double? {
        if sourceRange.isEmpty || targetRange.isEmpty { return 0 }
        let merged = sourceRange.count + targetRange.count > 2
        let englishKind = english.kinds[sourceRange.lowerBound]
        var leadMadeHeading = false
        if merged {
            // Headings and code are never merged with neighbours, but for a translation that
            // sets the lead sentence of a paragraph as a heading of its own.
            for index in sourceRange where english.kinds[index] == .heading || english.kinds[index] == .code { return nil }
            for index in targetRange where translation.kinds[index] == .heading || translation.kinds[index] == .code {
                guard index == targetRange.lowerBound, translation.kinds[index] == .heading, sourceRange.count == 1,
                      englishKind == .paragraph, !translation.isLabel[index] else { return nil }
                leadMadeHeading = true
            }
        }
        if translation.isLabel[targetRange.lowerBound] {
            // A kept English label aligns only with the identical English heading.
            guard !merged, englishKind == .heading,
                  english.headingKeys[sourceRange.lowerBound] == translation.headingKeys[targetRange.lowerBound] else { return nil }
            return 4
        }
        if sourceRange.count + targetRange.count > 3 {
            // Three blocks to one only for pieces of one thought: list items or short lines.
            for index in sourceRange where !english.isItem[index] && english.lengths[index] > 160 { return nil }
            for index in targetRange where !translation.isItem[index] && translation.lengths[index] > 160 * model.ratio { return nil }
        }
        var sourceLength = 0.0, targetLength = 0.0
        for index in sourceRange { sourceLength += english.lengths[index] }
        for index in targetRange { targetLength += translation.lengths[index] }
        var lengthScore = LengthModel.logProbability(sourceLength: sourceLength, targetLength: targetLength, parameters: model)
        // A text cut off mid-sentence covers less than its English: only a surplus counts.
        let cutShort = (translation.mayBeCut[targetRange.upperBound - 1] && targetLength < sourceLength * model.ratio)
            || (english.mayBeCut[sourceRange.upperBound - 1] && sourceLength * model.ratio < targetLength)
        if cutShort { lengthScore = max(lengthScore, -1.5) }
        if englishKind == .heading, let key = english.headingKeys[sourceRange.lowerBound], !merged,
           key == translation.headingKeys[targetRange.lowerBound] {
            // A translated heading written with the English it translates.
            lengthScore = max(lengthScore, 0) + 4
        }
        // Lengths this far apart are not a translation whatever else agrees; skipping them
        // early keeps the grid cheap (their probability would vanish in the sums anyway).
        // (Free translations widen the lengths' tail, so the bound is tighter than a faithful
        // one alone would need.)
        if lengthScore < -7 { return nil }
        var total = lengthScore
        total += leadMadeHeading ? -1 : kindScore(english: english, sourceRange, translation: translation, targetRange)
        total += english.withAnchors(sourceRange) { englishAnchors in
            translation.withAnchors(targetRange) { translationAnchors in
                // What a cut text lacks may have been in the part that was cut: only what it
                // shares counts.
                cutShort ? Self.sharedAnchorScore(english: englishAnchors, translation: translationAnchors)
                    : Self.anchorScore(english: englishAnchors, translation: translationAnchors)
            }
        }
        total += neighbourScore(sourceRange, translation: translation, targetRange)
        if sourceRange.count == 1, targetRange.count == 2, english.boldLeads[sourceRange.lowerBound] == .leads,
           translation.boldLeads[targetRange.lowerBound] == .whole {
            // A guideline's bold lead set as a paragraph of its own, its body after it.
            total += Self.boldLeadSplitBonus
        }
        if merged { total += mergePenalty(english: english, sourceRange, translation: translation, targetRange) }
        return total
    }

    private func kindScore(english: AlignmentSequence, _ sourceRange: Range<Int>,
                           translation: AlignmentSequence, _ targetRange: Range<Int>) -> Double {
        let englishKind = english.kinds[sourceRange.lowerBound], translationKind = translation.kinds[targetRange.lowerBound]
        let englishItem = english.isItem[sourceRange.lowerBound], translationItem = translation.isItem[targetRange.lowerBound]
        if englishItem || translationItem {
            // Items are paragraphs set as a list: translators turn one into the other.
            if englishItem && translationItem { return 0.3 }
            let other = englishItem ? translationKind : englishKind
            return other == .paragraph || other == .list ? -0.5 : (other == .heading ? -3 : -2)
        }
        if englishKind == translationKind {
            guard englishKind == .list else { return 0 }
            var englishItems = 0, translationItems = 0
            for index in sourceRange { englishItems += english.itemCounts[index] }
            for index in targetRange { translationItems += translation.itemCounts[index] }
            return englishItems == translationItems ? 0.7 : -min(2.5, 0.6 * Double(abs(englishItems - translationItems)))
        }
        switch (englishKind, translationKind) {
        case (.paragraph, .list), (.list, .paragraph): return -2
        case (.paragraph, .quote), (.quote, .paragraph): return -0.3 // one side quotes what the other writes plainly
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
        let shared = english.shared(with: translation)
        var score = 0.0
        score += 2.0 * Double(shared.strong)
        score -= 1.5 * Double(english.strongCount - shared.strong)
        score -= 1.0 * Double(translation.strongCount - shared.strong)
        if english.numbersCount > 0 {
            score += 0.8 * Double(shared.numbers)
            score -= 0.3 * Double(english.numbersCount - shared.numbers)
        }
        // English words a translator kept: "Popover는" keeps "popover".
        score += 1.0 * Double(shared.words)
        score -= 0.4 * Double(translation.wordsCount - shared.words)
        // Loanwords that sound like the English (a full match shares two keys, see PhoneticKey).
        score += min(6, 0.35 * Double(shared.sounds))
        return score
    }

    /// The positive part of `anchorScore`: what two blocks share, without what one lacks.
    static func sharedAnchorScore(english: borrowing Anchors, translation: borrowing Anchors) -> Double {
        let shared = english.shared(with: translation)
        return 2.0 * Double(shared.strong) + 0.8 * Double(shared.numbers) + 1.0 * Double(shared.words)
            + min(6, 0.35 * Double(shared.sounds))
    }

    /// In a two-block step, a block whose identifiers all fail to appear on the other side was
    /// most likely not translated there: "For developer guidance, see UISplitViewController."
    /// is not part of a translation that never mentions the class.
    private func mergePenalty(english: AlignmentSequence, _ sourceRange: Range<Int>,
                              translation: AlignmentSequence, _ targetRange: Range<Int>) -> Double {
        var penalty = 0.0
        if sourceRange.count == 2 {
            let other = translation.anchors[targetRange.lowerBound]
            for index in sourceRange where english.anchors[index].strongCount > 0
                && english.anchors[index].sharedStrongCount(with: other) == 0 { penalty -= 2.5 }
        } else {
            let other = english.anchors[sourceRange.lowerBound]
            for index in targetRange where translation.anchors[index].strongCount > 0
                && translation.anchors[index].sharedStrongCount(with: other) == 0 { penalty -= 2.5 }
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
            if neighbour.contains(nearEnd) {
                score += 3.5
            } else if sourceRange.overlaps(neighbour) {
                score -= 3
            } else {
                score -= 1.5
            }
        }
        return score
    }
}
