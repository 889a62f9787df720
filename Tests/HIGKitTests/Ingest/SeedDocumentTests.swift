import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Ingest

/// What ingest must give on the five seed texts, as the ingest issue states it. Each test runs
/// on `Content/` as committed and on the same texts under opaque file names, so that no file
/// name can be what decides.
@Suite struct SeedDocumentTests {
    enum Naming: String, CaseIterable, CustomTestStringConvertible {
        /// `Content/` as committed.
        case contentDirectory
        /// Names that say nothing.
        case opaqueNames
        /// The same names with `.md`: free text in a Markdown-named file is still free text.
        case markdownExtension
        var testDescription: String { rawValue }

        func corpus() -> Corpus {
            switch self {
            case .contentDirectory: return Ingester().ingest(paths: [Fixtures.contentDirectory.path])
            case .opaqueNames: return Fixtures.ingest(Fixtures.opaquelyNamedSeeds)
            case .markdownExtension:
                var files: [String: String] = [:]
                for (name, text) in Fixtures.seeds { files[String(name.dropLast(4)) + ".md"] = text }
                return Fixtures.ingest(files)
            }
        }
    }

    static let languages: [LanguageTag] = [.english, .korean, .japanese, .russian]

    @Test(arguments: Naming.allCases)
    func splitViewsIsOneDocumentInFourLanguages(naming: Naming) throws {
        let corpus = naming.corpus()
        let splitViews = corpus.documents.filter { $0.title[.english] == "Split Views" }
        try #require(splitViews.count == 1)
        let document = splitViews[0]
        #expect(document.id == "split-views")
        #expect(document.title == [.english: "Split Views", .japanese: "スプリットビュー"])
        #expect(document.sources.count == 3)

        let paragraphs = document.contentBlocks
        try #require(paragraphs.count == 6, "five guideline paragraphs and the developer-guidance line")
        for block in paragraphs.prefix(5) {
            #expect(block.languages == Self.languages.sorted(), "\(block.text[.english] ?? "")")
            for language in [LanguageTag.korean, .japanese, .russian] {
                #expect((block.confidence[language] ?? 0) >= 0.8, "\(language) confidence of \(block.id)")
            }
        }
        // Each translation belongs to its own English paragraph, checked by content the
        // translators kept: numbers in the second paragraph, the developer class in the last.
        #expect(paragraphs[1].text[.korean]!.contains("1/3"))
        #expect(paragraphs[1].text[.japanese]!.contains("3分の1"))
        #expect(paragraphs[0].text[.russian]!.hasPrefix("Разделенный просмотр управляет"))
        #expect(paragraphs[4].text[.russian]!.hasPrefix("Предоставьте несколько способов"))

        let developerLine = paragraphs[5]
        #expect(developerLine.text[.english] == "For developer guidance, see UISplitViewController.")
        #expect(developerLine.languages == [.english, .russian])
        #expect(developerLine.text[.russian]!.contains("UISplitViewController"))
    }

    @Test(arguments: Naming.allCases)
    func titleLessRussianFileIsMergedByContent(naming: Naming) throws {
        let corpus = naming.corpus()
        let document = try #require(corpus.document(titled: "Split Views"))
        let russian = try #require(document.sources.first { $0.languages == [.russian] })
        if naming == .opaqueNames {
            #expect(russian.matchedBy == "content")
        }
        #expect(!corpus.documents.contains { $0.id != document.id && $0.contentLanguages.contains(.russian) })
    }

    @Test(arguments: Naming.allCases)
    func twoEnglishVersionsAreMergedWithTheirDifferenceKept(naming: Naming) throws {
        let document = try #require(naming.corpus().document(titled: "Split Views"))
        let first = document.contentBlocks[0]
        let variants = try #require(first.variants[.english])
        #expect(variants.count == 1)
        let texts = [first.text[.english]!, variants[0].text]
        #expect(texts.filter { $0.contains("For related guidance, see Auto Layout.") }.count == 1,
                "one English version has the Auto Layout sentence, the other does not")
        // The other paragraphs only differ by non-breaking spaces, which are not differences.
        for block in document.contentBlocks.dropFirst() {
            #expect(block.variants[.english] == nil, "\(block.id)")
        }
    }

    @Test(arguments: Naming.allCases)
    func tablesIsKoreanOnlyWithEnglishSubheadings(naming: Naming) throws {
        let corpus = naming.corpus()
        let tables = try #require(corpus.documents.first { document in
            document.headings.contains { $0.text[.english] == "Inset Group" }
        })
        #expect(tables.contentLanguages == [.korean])
        let headings = tables.headings.compactMap { $0.text[.english] }
        for expected in ["Plain", "Group", "Inset Group", "Table Rows", "Basic (Default)", "Subtitle",
                         "Right Detail (Value 1)", "Left Detail (Value 2)."] {
            #expect(headings.contains(expected), "section heading \(expected)")
        }
        #expect(tables.headings.contains { $0.text[.korean] == "고려사항" })
        // The notes under "Plain" are the Plain section's content.
        let plain = try #require(tables.sections.first { $0.heading?.text[.english] == "Plain" })
        #expect(plain.blocks.count == 1 && plain.blocks[0].kind == .list)
        #expect(plain.blocks[0].text[.korean]!.hasPrefix("- 행은 라벨이 지정된 섹션으로"))
        if naming != .opaqueNames { #expect(tables.id == "tables") }
    }

    @Test(arguments: Naming.allCases)
    func popoversIsPartlyEnglishWithTranslatorNote(naming: Naming) throws {
        let corpus = naming.corpus()
        let popovers = try #require(corpus.document(titled: "Popovers"))
        #expect(popovers.id == "popovers")
        #expect(popovers.sources[0].authors == ["ffalswo2"])
        let blocks = popovers.contentBlocks
        #expect(blocks[0].languages == [.english, .korean])
        #expect(blocks[0].text[.english]!.hasPrefix("A popover is a transient view"))
        for block in blocks.dropFirst() {
            #expect(block.languages == [.korean], "\(block.id): \(block.text)")
        }
        let notes = blocks.filter { $0.kind == .note }
        try #require(notes.count == 1)
        #expect(notes[0].text[.korean]!.hasPrefix("(닫기 버튼은 명확한 수정사항이"))
        #expect(popovers.headings.map { $0.text[.english] } == ["Best practices"])
        // The note sits right after the paragraph it comments on.
        let noteIndex = blocks.firstIndex { $0.kind == .note }!
        #expect(blocks[noteIndex - 1].text[.korean]!.hasPrefix("취소 또는 완료를 포함한 닫기 버튼은"))
    }

    @Test(arguments: Naming.allCases)
    func strayLinesNeverReachBlockText(naming: Naming) {
        let corpus = naming.corpus()
        #expect(corpus.documents.count == 3)
        for document in corpus.documents {
            for block in document.allBlocks {
                for text in block.text.values {
                    #expect(!text.contains("http://") && !text.contains("https://developer.apple.com/design"), "\(text)")
                    #expect(!text.contains("[ffalswo2]"))
                    #expect(!text.contains("Human Interface Guidelines - Apple Developer"))
                    #expect(!text.contains("HIG - Popover"))
                    #expect(!text.contains("⇒"))
                    #expect(!text.contains("\u{00A0}"), "NBSP becomes a space")
                }
            }
        }
        let splitViews = corpus.document(titled: "Split Views")
        #expect(splitViews?.sources.compactMap(\.url) == ["https://developer.apple.com/design/human-interface-guidelines/ios/views/split-views/"])
    }
}
