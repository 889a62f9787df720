import Foundation
import Testing
@testable import Model
@testable import Analysis
@testable import Report

/// Each suspicious-pair check on variants of the seeds made to have exactly that problem, and
/// the same texts without it as the control.
@Suite struct ReportCheckTests {
    /// The seed corpus with the Korean translation of the paragraph starting `prefix` replaced.
    /// Made on the model: given such a file, the aligner itself would refuse to pair a
    /// one-sentence paragraph with a five-sentence one; the report must catch pairs that
    /// slipped through anyway (Markdown pairs, hand-made alignments).
    static func seedsWithKorean(of prefix: String, _ change: (String) -> String) throws -> (Corpus, Block) {
        var corpus = ReportFixtures.seedCorpus()
        let index = try #require(corpus.documents.firstIndex { $0.id == "split-views" })
        let position = try #require(corpus.documents[index].sections[0].blocks.firstIndex { $0.text[.english]?.hasPrefix(prefix) == true })
        let korean = try #require(corpus.documents[index].sections[0].blocks[position].text[.korean])
        corpus.documents[index].sections[0].blocks[position].text[.korean] = change(korean)
        return (corpus, corpus.documents[index].sections[0].blocks[position])
    }

    @Test func aTranslationOfTwoEnglishBlocksIsComparedWithBoth() throws {
        // Two seed paragraphs, the second given a link in both languages, translated as one
        // Korean block (a 2-1 alignment): its structure matches the two English blocks together.
        var corpus = ReportFixtures.seedCorpus()
        let index = try #require(corpus.documents.firstIndex { $0.id == "split-views" })
        var blocks = corpus.documents[index].sections[0].blocks
        let first = try #require(blocks.firstIndex { $0.text[.korean] != nil && $0.kind == .paragraph })
        let second = first + 1
        let link = " See [Auto Layout](https://developer.apple.com/documentation/uikit/auto_layout)."
        blocks[second].text[.english]! += link
        let koreanSecond = try #require(blocks[second].text[.korean]) + link
        blocks[first].text[.korean]! += "\n\n" + koreanSecond
        blocks[first].span[.korean] = 2
        blocks[second].text[.korean] = nil
        corpus.documents[index].sections[0].blocks = blocks
        let report = AlignmentReport.make(corpus: corpus, lock: nil)
        #expect(!report.problems(.structureMismatch).contains { $0.documentID == "split-views" && $0.language == .korean },
                "\(report.problems(.structureMismatch).map(\.message))")
        // The control: the link only in the translation is a mismatch.
        corpus.documents[index].sections[0].blocks[second].text[.english] = ReportFixtures.seedCorpus()
            .documents[index].sections[0].blocks[second].text[.english]
        let control = AlignmentReport.make(corpus: corpus, lock: nil)
        #expect(control.problems(.structureMismatch).contains { $0.documentID == "split-views" && $0.language == .korean })
    }

    @Test func aTranslationCutToOneSentenceIsFarShorterThanTheCorpusUsually() throws {
        let (corpus, block) = try Self.seedsWithKorean(of: "Choose a split-view layout") { SentenceSplitter.sentences($0)[0] }
        let report = AlignmentReport.make(corpus: corpus, lock: nil)
        let flagged = report.problems(.lengthRatio)
        #expect(flagged.map(\.blockID) == [block.id])
        #expect(flagged.map(\.language) == [.korean])
        guard case .lengthRatio(let ratio, let median, let score)? = flagged.first?.detail else {
            Issue.record("no length ratio detail")
            return
        }
        #expect(score < -3.5 && ratio < median / 3)
        #expect(flagged[0].message.contains("shorter"))
        #expect(flagged[0].severity == .warning)
        // The unchanged corpus has no such problem (see ReportSeedTests).
    }

    @Test func aTranslationWrittenThreeTimesIsFarLonger() throws {
        let (corpus, block) = try Self.seedsWithKorean(of: "Persistently highlight") { [String](repeating: $0, count: 3).joined(separator: " ") }
        let report = AlignmentReport.make(corpus: corpus, lock: nil)
        let flagged = report.problems(.lengthRatio)
        #expect(flagged.map(\.blockID) == [block.id])
        #expect(flagged.first?.message.contains("longer") == true)
    }

    @Test func aTranslationAThirdLongerIsWithinTheUsualSpread() throws {
        let (corpus, _) = try Self.seedsWithKorean(of: "Persistently highlight") { $0 + " " + SentenceSplitter.sentences($0)[0] }
        #expect(AlignmentReport.make(corpus: corpus, lock: nil).problems(.lengthRatio).isEmpty)
    }

    @Test func russianWithoutItsCrossReferenceSentenceLosesAutoLayout() throws {
        let directory = try ReportFixtures.content(edits: [
            "split-views.ru.txt": [(" Дополнительные сведения см. в разделе Автоматическая раскладка.", "")],
        ])
        let (_, report) = ReportFixtures.report(directory)
        let russian = report.problems(.anchorMissing).filter { $0.language == .russian }
        #expect(russian.count == 1)
        guard case .anchors(let anchors)? = russian.first?.detail else {
            Issue.record("no Russian anchor problem")
            return
        }
        #expect(anchors.map(\.text) == ["Auto Layout"])
    }

    @Test func aClassNameTheTranslationLostIsReported() throws {
        let directory = try ReportFixtures.content(edits: [
            "split-views.ru.txt": [("Руководство для разработчиков см. в UISplitViewController.", "Руководство для разработчиков см. в описании контроллера.")],
        ])
        let (_, report) = ReportFixtures.report(directory)
        let russian = report.problems(.anchorMissing).filter { $0.language == .russian }
        #expect(russian.count == 1)
        #expect(russian.first?.message == "identifier 'UISplitViewController' from the English is not in the ru text")
    }

    @Test func aNumberTheTranslationLacksIsReported() throws {
        let directory = try ReportFixtures.content(edits: [
            "split-views.ko.txt": [("a split view devotes a third of the screen", "a split view devotes 33 percent of the screen")],
        ])
        let (corpus, report) = ReportFixtures.report(directory)
        let block = try #require(corpus.document(titled: "Split Views")?.reportBlock(englishStartingWith: "Choose a split-view layout"))
        let problems = report.problems(.anchorMissing).filter { $0.blockID == block.id }
        // Korean writes "1/3", Japanese "3分の1", Russian "одну треть": none has 33.
        #expect(Set(problems.map(\.language)) == [.korean, .japanese, .russian])
        #expect(problems.allSatisfy { $0.message.hasPrefix("number '33' from the English is not in the \($0.language) text") })
    }

    /// A Markdown pair (Hugo style) made of seed sentences: the Korean drops a list item with
    /// its link, translates a link's text while keeping the link, and leaves one paragraph in
    /// English.
    static let checklist: [String: String] = [
        "checklist.en.md": """
        # Split view checklist

        Choose a split-view layout that works well with your content. By default, a split view devotes a third of the screen to the primary pane and two-thirds to the secondary pane.

        - Choose a split-view layout that works well with your content.
        - Persistently highlight the active selection in the primary pane.
        - In general, restrict navigation to one side of a split view. See [Auto Layout](https://developer.apple.com/design/human-interface-guidelines/layout).

        For related guidance, see [Auto Layout](https://developer.apple.com/design/human-interface-guidelines/layout).

        In general, restrict navigation to one side of a split view. Placing navigation in both panes of a split view makes it hard for people to stay oriented.

        """,
        "checklist.ko.md": """
        # 스플릿뷰 점검표

        컨텐츠와 잘 어울리는 스플릿뷰 레이아웃을 선택하십시오. 기본적으로 스플릿뷰는 화면의 1/3을 기본 분할 창에, 2/3를 보조 분할 창에 할당합니다.

        - 컨텐츠와 잘 어울리는 스플릿뷰 레이아웃을 선택하십시오.
        - 기본 창에서 활성화된 선택 항목을 지속적으로 강조 표시하십시오.

        관련 지침은 [자동 레이아웃](https://developer.apple.com/design/human-interface-guidelines/layout)을 확인하세요.

        In general, restrict navigation to one side of a split view. Placing navigation in both panes makes it hard for people to stay oriented.

        """,
    ]

    @Test func checklistPairProblems() throws {
        let directory = Fixtures.directory(with: Self.checklist)
        let (corpus, report) = ReportFixtures.report(directory)
        let document = try #require(corpus.documents.first)
        let list = try #require(document.allBlocks.first { $0.kind == .list })
        let crossReference = try #require(document.reportBlock(englishStartingWith: "For related guidance"))
        let english = try #require(document.reportBlock(englishStartingWith: "In general, restrict"))

        // The dropped list item took its link and name with it.
        let dropped = report.problems(.anchorMissing)
        #expect(dropped.map(\.blockID) == [list.id])
        guard case .anchors(let anchors)? = dropped.first?.detail else {
            Issue.record("anchor-missing has no anchors detail: \(String(describing: dropped.first?.detail))")
            return
        }
        #expect(Set(anchors.map(\.kind)) == [.url, .name])
        // The translated link text is carried by the link: not reported.
        #expect(!dropped.contains { $0.blockID == crossReference.id })

        let untranslated = report.problems(.untranslatedEnglish)
        #expect(untranslated.map(\.blockID) == [english.id])
        #expect(untranslated.first?.message == "the ko text is in English, not translated")

        let structure = report.problems(.structureMismatch)
        #expect(structure.count == 1)
        #expect(structure.first?.blockID == nil)
        guard case .structure(let counts)? = structure.first?.detail else {
            Issue.record("structure-mismatch has no counts detail: \(String(describing: structure.first?.detail))")
            return
        }
        #expect(counts == [StructureCount(item: .listItems, english: 3, translation: 2),
                           StructureCount(item: .links, english: 2, translation: 1)])
    }

    @Test func aCopyOfTheEnglishIsUntranslatedButAListOfAPILinksIsNot() throws {
        let links = "- [UISplitViewController](https://developer.apple.com/documentation/uikit/uisplitviewcontroller)\n- [NavigationSplitView](https://developer.apple.com/documentation/swiftui/navigationsplitview)"
        let english = "Persistently highlight the active selection in the primary pane. This helps people understand the relationship between the panes."
        let directory = Fixtures.directory(with: [
            "panes.en.md": "# Panes\n\n\(english)\n\n\(links)\n",
            "panes.ru.md": "# Панели\n\n\(english)\n\n\(links)\n",
        ])
        let (corpus, report) = ReportFixtures.report(directory)
        let document = try #require(corpus.documents.first)
        let paragraph = try #require(document.reportBlock(englishStartingWith: "Persistently"))
        let flagged = report.problems(.untranslatedEnglish)
        #expect(flagged.map(\.blockID) == [paragraph.id])
        #expect(flagged.first?.message == "the ru text is a copy of the English")
        #expect(report.problems(.lengthRatio).isEmpty)
    }

    @Test func lowConfidencePairsAreReportedBelowTheThreshold() throws {
        var corpus = ReportFixtures.seedCorpus()
        let index = try #require(corpus.documents.firstIndex { $0.id == "split-views" })
        corpus.documents[index].sections[0].blocks[2].confidence[.russian] = 0.62
        corpus.documents[index].sections[0].blocks[3].confidence[.russian] = 0.8
        let report = AlignmentReport.make(corpus: corpus, lock: nil)
        let low = report.problems(.lowConfidence)
        #expect(low.map(\.blockID) == [corpus.documents[index].sections[0].blocks[2].id], "0.8 itself is not low")
        #expect(low.first?.message.hasPrefix("alignment confidence 0.62 is below 0.8") == true)
        #expect(low.first?.severity == .warning)
    }

    @Test func aTranslationSpanningTwoEnglishBlocksCoversBoth() throws {
        var corpus = ReportFixtures.seedCorpus()
        let index = try #require(corpus.documents.firstIndex { $0.id == "split-views" })
        var blocks = corpus.documents[index].sections[0].blocks
        blocks[1].text[.korean] = blocks[1].text[.korean]! + " " + blocks[2].text[.korean]!
        blocks[1].span[.korean] = 2
        blocks[2].text[.korean] = nil
        corpus.documents[index].sections[0].blocks = blocks
        let report = AlignmentReport.make(corpus: corpus, lock: nil)
        let korean = try #require(report.document("split-views")?.coverage(for: .korean))
        #expect(korean.translated == 5 && korean.missing == [blocks[5].id])
        #expect(report.problems(.lengthRatio).isEmpty, "the joined English is what the 2-1 translation is measured against")

        let units = ExportUnit.collect(from: corpus, languages: [.korean])
        let spanning = try #require(units.first { $0.unitID == "\(blocks[1].id)..\(blocks[2].id)" })
        #expect(spanning.english == blocks[1].text[.english]! + "\n\n" + blocks[2].text[.english]!)
        #expect(spanning.translations[.korean]?.text == blocks[1].text[.korean])
        let second = try #require(units.first { $0.documentID == "split-views" && $0.unitID == blocks[2].id })
        #expect(second.coveredLanguages == [.korean])
    }
}
