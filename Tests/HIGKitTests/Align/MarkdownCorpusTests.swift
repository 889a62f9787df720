import Foundation
import Testing
@testable import Model

/// Content in Hugo's convention (`NAME.LANG.md` with front matter), made from the seeds: each
/// language of the interleaved texts written to its own Markdown file.
@Suite struct MarkdownCorpusTests {
    /// The seed's paragraphs of one script, as a Markdown file with front matter and a heading
    /// inserted after the first paragraph.
    static func markdownFile(from seed: String, script: SeedVariants.Script, title: String, heading: String,
                             extraFrontMatter: String = "") -> String {
        let paragraphs = SeedVariants.paragraphs(Fixtures.seed(seed)).filter {
            SeedVariants.script(of: $0) == script && $0.count > 60 && ($0.hasSuffix(".") || $0.hasSuffix("。"))
        }
        var body = "---\ntitle: \"\(title)\"\n\(extraFrontMatter)---\n\n"
        for (index, paragraph) in paragraphs.enumerated() {
            body += paragraph.replacingOccurrences(of: "\u{00A0}", with: " ") + "\n\n"
            if index == 0 { body += "## \(heading)\n\n" }
        }
        return body
    }

    static var files: [String: String] {
        [
            "split-views.en.md": markdownFile(from: "split-views.ko.txt", script: .latin, title: "Split Views", heading: "Best practices"),
            "split-views.ko.md": markdownFile(from: "split-views.ko.txt", script: .hangul, title: "스플릿 뷰", heading: "모범 사례"),
            "split-views.ja.md": markdownFile(from: "split-views.ja.txt", script: .kana, title: "スプリットビュー", heading: "ベストプラクティス"),
        ]
    }

    @Test func filesOfOneNameAreOneDocumentAligned() throws {
        let corpus = Fixtures.ingest(Self.files)
        try #require(corpus.documents.count == 1)
        let document = corpus.documents[0]
        #expect(document.id == "split-views")
        #expect(document.title == [.english: "Split Views", .korean: "스플릿 뷰", .japanese: "スプリットビュー"])
        #expect(document.sources.allSatisfy { $0.format == .markdown && $0.matchedBy == "name" })
        // The heading is a section in every language.
        let heading = try #require(document.sections.first { $0.heading != nil }?.heading)
        #expect(heading.text == [.english: "Best practices", .korean: "모범 사례", .japanese: "ベストプラクティス"])
        #expect(document.sections.map(\.id) == ["intro", "best-practices"])
        // Both seeds have the same five guideline paragraphs in the same order, so the n-th
        // translation paragraph belongs to the n-th English one.
        let english = SeedVariants.paragraphs(Fixtures.seed("split-views.ko.txt"))
            .filter { SeedVariants.script(of: $0) == .latin && $0.count > 60 && $0.hasSuffix(".") }
        for (seed, language, script) in [("split-views.ko.txt", LanguageTag.korean, SeedVariants.Script.hangul),
                                         ("split-views.ja.txt", .japanese, .kana)] {
            let translation = SeedVariants.paragraphs(Fixtures.seed(seed))
                .filter { SeedVariants.script(of: $0) == script && $0.count > 60 && ($0.hasSuffix(".") || $0.hasSuffix("。")) }
            #expect(english.count == 5 && translation.count == 5)
            let gold = Set(zip(english, translation).map { [VariantAlignmentTests.normalised($0), VariantAlignmentTests.normalised($1)] })
            let predicted = Set(document.contentBlocks.compactMap { block -> [String]? in
                guard let en = block.text[.english], let other = block.text[language] else { return nil }
                return [VariantAlignmentTests.normalised(en), VariantAlignmentTests.normalised(other)]
            })
            #expect(predicted == gold, "\(language)")
        }
    }

    @Test func translationKeyJoinsFilesWithDifferentNames() throws {
        var files = Self.files
        files["bunkatsu.ja.md"] = files.removeValue(forKey: "split-views.ja.md")!
            .replacingOccurrences(of: "title: \"スプリットビュー\"\n", with: "title: \"分割ビュー\"\ntranslationKey: split\n")
        files["split-views.en.md"] = files["split-views.en.md"]!
            .replacingOccurrences(of: "title: \"Split Views\"\n", with: "title: \"Split Views\"\ntranslationKey: split\n")
        let corpus = Fixtures.ingest(files)
        #expect(corpus.documents.count == 1)
        #expect(corpus.documents.first?.title[.japanese] == "分割ビュー")
    }

    @Test func sameTitleDifferentNamesStayApart() {
        // Two different documents that happen to share an English title (the bench corpus has
        // such) must not merge when their names say they differ.
        var files = Self.files
        files["other-page.en.md"] = files["split-views.en.md"]!
        let corpus = Fixtures.ingest(files)
        #expect(corpus.documents.map(\.id).sorted() == ["other-page", "split-views"])
    }

    @Test func missingTranslationParagraphLeavesAGap() throws {
        var files = Self.files
        let korean = files["split-views.ko.md"]!
        let third = SeedVariants.paragraphs(Fixtures.seed("split-views.ko.txt")).filter { SeedVariants.script(of: $0) == .hangul }[2]
        files["split-views.ko.md"] = korean.replacingOccurrences(of: third + "\n\n", with: "")
        let corpus = Fixtures.ingest(files)
        let document = try #require(corpus.documents.first)
        let untranslated = document.contentBlocks.filter { $0.text[.english] != nil && $0.text[.korean] == nil }
        #expect(untranslated.count == 1)
        #expect(untranslated.first?.text[.english]?.hasPrefix("Persistently highlight") == true)
    }
}
