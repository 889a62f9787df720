import Foundation
import Testing
@testable import Model
@testable import Ingest

/// A file that says which document it is (a `NAME.LANG.md` name, a title of its own) is never
/// merged into another document by a weak likeness of content, and never renames one; a file
/// that joins by content alone is said so (issue 11, item 2).
@Suite struct GroupingIdentityTests {
    static func seedsWith(_ extra: [String: String]) -> Corpus {
        Fixtures.ingest(Fixtures.seeds.merging(extra) { _, new in new })
    }

    static func seedDocumentsUnchanged(in corpus: Corpus) {
        #expect(corpus.document(id: "split-views")?.title[.english] == "Split Views")
        #expect(corpus.document(id: "popovers")?.title[.english] == "Popovers")
        #expect(corpus.document(id: "split-views")?.sources.count == 3)
        #expect(corpus.document(id: "popovers")?.sources.count == 1)
    }

    static let englishColor = "---\ntitle: Color\n---\n# Color\n\nJudicious use of color can enhance communication, evoke your brand and help people understand information.\n\nThe system defines colors that adapt to appearance modes and accessibility settings.\n"
    static let koreanColor = "---\ntitle: 색상\n---\n# 색상\n\n색상을 신중하게 사용하면 커뮤니케이션을 강화하고 브랜드를 떠올리게 하며 사람들이 정보를 이해하도록 돕습니다.\n\n시스템은 모양 모드와 손쉬운 사용 설정에 적응하는 색상을 정의합니다.\n"

    @Test func hugosDefaultLanguageFileIsTheEnglishOfItsNamedTranslations() throws {
        // Hugo's layout: `color.md` is the default language's file of `color.ko.md`.
        let corpus = Fixtures.ingest(["foundations/color.md": Self.englishColor, "foundations/color.ko.md": Self.koreanColor])
        let color = try #require(corpus.document(id: "color"))
        #expect(corpus.documents.count == 1)
        #expect(color.sources.count == 2)
        #expect(color.title[.english] == "Color")
        #expect(color.title[.korean] == "색상")
        #expect(!corpus.diagnostics.contains { $0.id == "id-collision" })
    }

    @Test func aDefaultLanguageFileInAnotherFolderIsAnotherPage() throws {
        // Hugo matches translations by folder and name; the same name elsewhere is another page.
        let corpus = Fixtures.ingest(["guide/color.md": Self.englishColor, "foundations/color.ko.md": Self.koreanColor])
        let korean = try #require(corpus.documents.first { $0.title[.korean] == "색상" })
        #expect(korean.sources.count == 1)
    }

    /// Two pages of one team's repository written in much the same words (the pages of one
    /// component family are), each with its own English and Korean files.
    static func page(_ title: String, _ korean: String) -> (english: String, korean: String) {
        let body = "Judicious use of color can enhance communication, evoke your brand and help people understand information quickly. "
            + "The system defines colors that adapt to appearance modes, accessibility settings, vibrancy and different display environments. "
            + "Consider choosing a limited palette that coordinates with your icon, and avoid using similar colors for interactive and noninteractive elements."
        return ("---\ntitle: \(title)\n---\n# \(title)\n\n\(body)\n\n\(body.replacingOccurrences(of: "color", with: title.lowercased()))\n",
                "---\ntitle: \(korean)\n---\n# \(korean)\n\n" + Self.koreanColor.split(separator: "\n").dropFirst(4).joined(separator: "\n") + "\n")
    }

    @Test func namedPagesOfSimilarWordsAreNotCopiesOfOnePage() throws {
        // English copies of one page join by their words; pages with names or titles of their
        // own never do, and each translation stays with the English of its own name.
        let pages = [("buttons", "Buttons", "버튼"), ("toggles", "Toggles", "토글"), ("sliders", "Sliders", "슬라이더"),
                     ("steppers", "Steppers", "스테퍼")]
        var files: [String: String] = [:]
        for (index, (stem, title, korean)) in pages.enumerated() {
            let page = Self.page(title, korean)
            files["group\(index)/\(stem).md"] = page.english
            files["group\(index)/\(stem).ko.md"] = page.korean
        }
        // A page not translated yet, in the same words but with a title of its own: not a copy
        // of one of them, and no bridge between them.
        files["group9/overview.md"] = Self.page("Overview", "개요").english
        let corpus = Fixtures.ingest(files)
        #expect(corpus.documents.count == pages.count + 1, "\(corpus.documents.map { ($0.id, $0.sources.map(\.path)) })")
        for (stem, _, _) in pages {
            let document = try #require(corpus.documents.first { $0.sources.contains { $0.path.hasSuffix("/\(stem).ko.md") } })
            let named = Set(document.sources.map { ($0.path as NSString).lastPathComponent.split(separator: ".")[0] })
            #expect(named == [Substring(stem)], "\(stem): \(document.sources.map(\.path))")
            #expect(document.sources.contains { $0.path.hasSuffix("/\(stem).md") && $0.matchedBy == "name" },
                    "\(document.sources.map { ($0.path, $0.matchedBy) })")
        }
    }

    @Test func aShortPageWithItsOwnNameAndTitleStaysItsOwnDocument() throws {
        let corpus = Self.seedsWith(["faq.ko.md": "# 자주 묻는 질문\n\n이 문서는 분할 보기와 팝오버에 대해 자주 묻는 질문에 답합니다.\n"])
        let faq = try #require(corpus.document(id: "faq"))
        #expect(faq.sources.map(\.path).allSatisfy { $0.hasSuffix("faq.ko.md") })
        #expect(faq.title[.korean] == "자주 묻는 질문")
        Self.seedDocumentsUnchanged(in: corpus)
    }

    @Test func aFrontMatterTitleNamingNoDocumentJoinsNone() throws {
        // Its one sentence is close to the Popovers text, but its title says it is another page.
        let corpus = Self.seedsWith(["faq.md": "---\ntitle: FAQ\n---\n\n팝오버는 다른 콘텐츠 위에 나타나는 일시적인 보기입니다.\n"])
        let faq = try #require(corpus.documents.first { $0.title.values.contains("FAQ") })
        #expect(faq.sources.count == 1)
        Self.seedDocumentsUnchanged(in: corpus)
    }

    @Test func explicitNamesDoNotJoinByContentAndAContentJoinIsSaid() throws {
        // Two interleaved texts of one page under different Hugo names stay two documents; a
        // Russian text whose name says nothing joins one of them by content, with a note.
        let corpus = Fixtures.ingest(["a.ko.md": Fixtures.seed("popovers.ko.txt"), "b.ko.md": Fixtures.seed("split-views.ko.txt"),
                                      "c.md": Fixtures.seed("split-views.ru.txt")])
        #expect(corpus.documents.map(\.id) == ["a", "b"])
        #expect(corpus.document(id: "a")?.sources.count == 1)
        let joined = try #require(corpus.document(id: "b"))
        #expect(joined.sources.map { ($0.path as NSString).lastPathComponent } == ["b.ko.md", "c.md"])
        let notes = corpus.diagnostics.filter { $0.id == "joined-by-content" }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.location?.path.hasSuffix("c.md") == true)
        #expect(notes.first?.message.contains("'b'") == true)
    }

    @Test func anExplicitlyNamedTranslationNeverJoinsByContent() throws {
        // The Russian Split Views under a Hugo name of its own: its content matches Split
        // Views, but the name says it is the page `perevod`, which has no English.
        var files = Fixtures.seeds
        files["perevod.ru.md"] = files.removeValue(forKey: "split-views.ru.txt")
        let corpus = Fixtures.ingest(files)
        let russian = try #require(corpus.document(id: "perevod"))
        #expect(russian.sources.count == 1)
        #expect(corpus.document(id: "split-views")?.contentLanguages == [.english, .japanese, .korean])
        #expect(corpus.diagnostics.filter { $0.id == "joined-by-content" }.isEmpty)
    }

    @Test func differentExplicitNamesStayApartEvenWithOneTitle() {
        let corpus = Fixtures.ingest(["a.ko.md": Fixtures.seed("split-views.ko.txt"), "b.ko.md": Fixtures.seed("split-views.ja.txt")])
        #expect(corpus.documents.map(\.id) == ["a", "b"])
        #expect(corpus.diagnostics.filter { $0.id == "joined-by-content" }.isEmpty)
    }
}

/// Title keys are worked out only where a title join can change something; these pin what
/// that must not change.
@Suite struct TitleJoinTests {
    static let korean = "# Color\n\n색상을 신중하게 사용하면 커뮤니케이션을 강화하고 브랜드를 떠올리게 하며 사람들이 정보를 이해하도록 돕습니다.\n\n시스템은 모양 모드와 손쉬운 사용 설정에 적응하는 색상을 정의합니다.\n"
    static let japanese = "# Color\n\n色を慎重に使うと、コミュニケーションが強まり、ブランドを思い起こさせ、情報の理解を助けます。\n\nシステムは外観モードとアクセシビリティ設定に適応する色を定めています。\n"

    /// A named translation and an unnamed one keep the English title: one document.
    @Test func aNamedTranslationJoinsAnUnnamedOneByTheirTitle() {
        let corpus = Fixtures.ingest(["a/color.ko.md": Self.korean, "b/notes.txt": Self.japanese])
        #expect(corpus.documents.count == 1)
        #expect(corpus.documents.first?.sources.count == 2)
    }

    /// Where every file has a name, names decide: two names, two documents, whatever the titles.
    @Test func namedTranslationsOfOneTitleStayApartByTheirNames() {
        let corpus = Fixtures.ingest(["a/color.ko.md": Self.korean, "b/colour.ja.md": Self.japanese])
        #expect(corpus.documents.count == 2)
    }
}
