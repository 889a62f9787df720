import Testing
@testable import Model
@testable import Align

@Suite struct MonotonicAlignerTests {
    let aligner = MonotonicAligner(shapes: [.oneToOne, .deletion, .insertion, .twoToOne, .oneToTwo], minimumBand: 4)

    /// Scores that make equal numbers match: the best path is the obvious one.
    func align(_ source: [Int], _ target: [Int]) -> [AlignedBead] {
        aligner.align(sourceCount: source.count, targetCount: target.count) { s, t in
            if s.isEmpty || t.isEmpty { return -3 }
            let left = s.map { source[$0] }.reduce(0, +), right = t.map { target[$0] }.reduce(0, +)
            let shapePenalty = s.count + t.count > 2 ? -1.0 : 0
            return left == right ? 2 + shapePenalty : -10
        }.beads
    }

    @Test func diagonal() {
        let beads = align([1, 2, 3, 4], [1, 2, 3, 4])
        #expect(beads.map(\.source) == [0..<1, 1..<2, 2..<3, 3..<4])
        #expect(beads.map(\.target) == [0..<1, 1..<2, 2..<3, 3..<4])
        #expect(beads.allSatisfy { $0.posterior > 0.9 })
    }

    @Test func mergesSplitsAndGaps() {
        // 1 2 | 3 | 4 | 5 6   against   3 | 3 | 9 | 5 | 6   (2-1, 1-1, deletion of 4 and insertion of 9, 1-2)
        let beads = align([1, 2, 3, 4, 11], [3, 3, 9, 5, 6])
        let shapes = beads.map { BeadShape($0.source.count, $0.target.count) }
        #expect(shapes.contains(.twoToOne))
        #expect(shapes.contains(.oneToTwo))
        #expect(beads.first?.source == 0..<2 && beads.first?.target == 0..<1)
        #expect(beads.last?.source == 4..<5 && beads.last?.target == 3..<5)
        // Every unit is covered exactly once, in order.
        #expect(beads.flatMap { Array($0.source) } == Array(0..<5))
        #expect(beads.flatMap { Array($0.target) } == Array(0..<5))
    }

    @Test func ambiguousStepsHaveLowPosteriors() {
        // Two identical candidates: the aligner cannot know which one the target matches.
        let beads = align([5, 5], [5])
        let matched = beads.filter { !$0.source.isEmpty && !$0.target.isEmpty }
        #expect(matched.count == 1)
        #expect(matched[0].posterior < 0.6 && matched[0].posterior > 0.4)
    }

    @Test func emptySides() {
        #expect(align([], []).isEmpty)
        #expect(align([1, 2], []).map(\.source) == [0..<1, 1..<2])
        #expect(align([], [1]).map(\.target) == [0..<1])
    }

    @Test func priorsAddedToAScoredTableMatchPriorsInTheScores() {
        // One table scored once and aligned under two sets of priors gives what scoring the
        // priors into every step gives: the second pass of the adapting aligner relies on it.
        let source = [1, 2, 3, 4, 11, 7, 7, 2], target = [3, 3, 9, 5, 6, 7, 7, 1, 1]
        let evidence: (Range<Int>, Range<Int>) -> Double? = { s, t in
            if s.isEmpty || t.isEmpty { return 0 }
            let left = s.map { source[$0] }.reduce(0, +), right = t.map { target[$0] }.reduce(0, +)
            return left == right ? 2 : -Double(abs(left - right))
        }
        let table = aligner.stepScores(sourceCount: source.count, targetCount: target.count, score: evidence)
        for priors in [BeadPriors.standard, BeadPriors([.oneToOne: 0.5, .deletion: 0.1, .insertion: 0.1, .twoToOne: 0.15, .oneToTwo: 0.15])] {
            let logPriors = aligner.shapes.map(priors.logProbability)
            let reused = aligner.align(table, logPriors: logPriors)
            let direct = aligner.align(sourceCount: source.count, targetCount: target.count) { s, t in
                let shape = aligner.shapes.firstIndex(of: BeadShape(s.count, t.count))!
                return evidence(s, t).map { $0 + logPriors[shape] }
            }
            #expect(reused.beads.map(\.source) == direct.beads.map(\.source))
            #expect(reused.beads.map(\.target) == direct.beads.map(\.target))
            #expect(abs(reused.bestScore - direct.bestScore) < 1e-9)
            for (a, b) in zip(reused.beads, direct.beads) { #expect(abs(a.posterior - b.posterior) < 1e-9) }
            // The Viterbi-only pass finds the same path.
            let pathOnly = aligner.align(table, logPriors: logPriors, posteriors: false)
            #expect(pathOnly.beads.map(\.source) == direct.beads.map(\.source))
            #expect(abs(pathOnly.bestScore - direct.bestScore) < 1e-9)
        }
    }

    @Test func longSequencesStayWithinTheBand() {
        // 3,000 units each side: banded, so this is quick; the diagonal is found.
        let values = (0..<3000).map { $0 % 97 + 1 }
        let beads = align(values, values)
        #expect(beads.count == 3000)
        #expect(beads.allSatisfy { $0.source.count == 1 && $0.target.count == 1 && $0.source == $0.target })
    }
}

@Suite struct LengthModelTests {
    @Test func calibrationLearnsTheRatio() {
        // Pairs whose translation is 0.6 times as long, with some noise and one outlier.
        var pairs: [(Double, Double)] = []
        for index in 0..<40 {
            let english = Double(100 + index * 13)
            pairs.append((english, english * 0.6 * (index % 2 == 0 ? 1.05 : 0.95)))
        }
        pairs.append((300, 20)) // a misaligned pair
        let model = LengthModel.calibrated(from: [.japanese: pairs])
        let parameters = model.parameters(for: .japanese)
        #expect(abs(parameters.ratio - 0.6) < 0.03)
        // A pair at the learnt ratio is far more likely than one at twice the length.
        #expect(model.logProbability(sourceLength: 300, targetLength: 180, language: .japanese)
                > model.logProbability(sourceLength: 300, targetLength: 360, language: .japanese) + 5)
    }

    @Test func oneMorePairSeldomMovesTheFigures() {
        // Rounded to two significant figures: the 41st pair at the corpus's own ratio leaves
        // the model as it was, so serve need not align every document again after the edit.
        var pairs: [(Double, Double)] = (0..<40).map { index in
            let english = Double(100 + index * 13)
            return (english, english * 0.6 * (index % 2 == 0 ? 1.05 : 0.95))
        }
        let before = LengthModel.calibrated(from: [.japanese: pairs])
        pairs.append((250, 152))
        #expect(LengthModel.calibrated(from: [.japanese: pairs]) == before)
        #expect(LengthModel.rounded(0.61234) == 0.61)
        #expect(LengthModel.rounded(12.345) == 12)
    }

    @Test func uncalibratedLanguagesUsePriors() {
        let model = LengthModel()
        #expect(model.parameters(for: .korean).ratio == LengthModel.priors[.korean])
        #expect(model.parameters(for: LanguageTag("ko-KR")).ratio == LengthModel.priors[.korean])
        #expect(model.parameters(for: LanguageTag("de")).ratio == 1.0)
    }
}

@Suite struct AnchorsTests {
    @Test func sharedCountIsTheIntersectionSizeWhateverTheLengths() {
        // Sizes from equal to very skewed (a few kept words against a whole vocabulary), so
        // both the merge and the search by halves are checked against a set intersection.
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 33) % bound
        }
        for (shortCount, longCount) in [(0, 0), (0, 50), (1, 1), (3, 200), (20, 25), (2, 1000), (40, 320), (9, 73)] {
            for _ in 0..<20 {
                let a = Array(Set((0..<shortCount).map { _ in next(400) })).sorted()
                let b = Array(Set((0..<longCount).map { _ in next(400) })).sorted()
                let expected = Set(a).intersection(b).count
                #expect(Anchors.sharedCount(a[...], b[...]) == expected)
                #expect(Anchors.sharedCount(b[...], a[...]) == expected)
            }
        }
    }

    @Test func stopWordsAreFoundAndOtherWordsAreNot() {
        // The stop list answers through a bit filter first: every listed word must still be
        // found, and content words (some sharing a filter bit with a stop word) must not.
        let stops = ["that", "people", "consider", "example", "need", "use", "because"]
        for word in stops { #expect(PhoneticKey.stopWords.contains(AnchorExtractor.hash(Array(word.utf8))), "\(word)") }
        let content = ["content", "sidebar", "toolbar", "popover", "navigation", "button", "window", "column", "layout",
                       "symbol", "gesture", "keyboard", "pointer", "widget", "control", "display", "screen", "system"]
        for word in content { #expect(!PhoneticKey.stopWords.contains(AnchorExtractor.hash(Array(word.utf8))), "\(word)") }
    }

    @Test func unionAndSharedCountsAreTheSetOperationsKindByKind() {
        // Kept in one array, the four kinds must neither mix nor lose members when two blocks'
        // anchors are merged or compared.
        let texts = [
            "Use `UISplitViewController` in iPadOS 17 with 3 columns; see https://developer.apple.com/design for the sidebar layout.",
            "Split views show content 2 ways: `UISplitViewController` or a sidebar, in 17 and 18, from www.apple.com.",
            "Используйте `UISplitViewController` с 3 колонками: контент и сайдбар в iPadOS.",
            "스플릿 뷰는 콘텐츠를 2개의 `NavigationSplitView` 열로 보여 줍니다.",
            "",
        ]
        let anchors = texts.enumerated().map { Anchors(of: $1, isEnglish: $0 < 2) }
        func kinds(_ a: Anchors) -> [[UInt64]] { [Array(a.strong), Array(a.numbers), Array(a.words), Array(a.sounds)] }
        #expect(kinds(anchors[0]).allSatisfy { !$0.isEmpty }, "every kind is exercised")
        for a in anchors {
            for b in anchors {
                let union = kinds(a.union(b))
                let shared = a.shared(with: b)
                #expect(a.sharedStrongCount(with: b) == shared.strong)
                for (kind, (x, y)) in zip(kinds(a), kinds(b)).enumerated() {
                    #expect(union[kind] == Set(x).union(y).sorted())
                    #expect([shared.strong, shared.numbers, shared.words, shared.sounds][kind] == Set(x).intersection(y).count)
                }
            }
        }
    }

    @Test func identifiersNumbersAndURLs() {
        let english = Anchors(of: "For developer guidance, see `UISplitViewController` and https://developer.apple.com/x. Use 2 panes.", isEnglish: true)
        let russian = Anchors(of: "Руководство для разработчиков см. в `UISplitViewController` и https://developer.apple.com/x. 2 панели.", isEnglish: false)
        #expect(Anchors.sharedCount(english.strong, russian.strong) == 2)
        #expect(Anchors.sharedCount(english.numbers, russian.numbers) == 1)
    }

    @Test func loanwordsSoundLikeTheirEnglish() {
        // Interface terms as the seeds' translators wrote them.
        let pairs: [(String, String, Bool)] = [
            ("navigation", "네비게이션", false), ("navigation", "ナビゲーション", false), ("navigation", "навигация", false),
            ("content", "컨텐츠", false), ("content", "コンテンツ", false), ("content", "контент", false),
            ("split", "스플릿뷰는", false), ("toolbars", "ツールバー", false), ("collections", "コレクション", false),
            ("primary", "プライマリ", false), ("secondary", "セカンダリ", false), ("table", "테이블을", false),
        ]
        for (english, translated, _) in pairs {
            let a = Anchors(of: english, isEnglish: true)
            let b = Anchors(of: translated, isEnglish: false)
            #expect(Anchors.sharedCount(a.sounds, b.sounds) >= 1, "\(english) ~ \(translated)")
        }
        // Unrelated words do not.
        for (english, translated) in [("navigation", "컨텐츠"), ("content", "プライマリ"), ("table", "навигация")] {
            let a = Anchors(of: english, isEnglish: true)
            let b = Anchors(of: translated, isEnglish: false)
            #expect(Anchors.sharedCount(a.sounds, b.sounds) == 0, "\(english) !~ \(translated)")
        }
    }
}
