import Foundation
import Testing
@testable import Ingest
@testable import Model
@testable import Render

/// Link reference definitions work across a document's blocks (issue 11, item 10): each block
/// is parsed alone, so before, `[Apple][a]` stayed literal text and the definitions block was
/// shown as a paragraph.
@Suite struct LinkReferenceTests {
    static let english = """
    # Links

    See [Apple][a] and [the guide][B], or just [a].

    [a]: https://apple.com
    [b]: <https://developer.apple.com/design> "HIG"
    [evil]: javascript:alert(1)

    A [trap][evil] and an [undefined][none] one.
    """

    func rendered(_ files: [String: String]) throws -> (Document, DocumentMarkdown) {
        let corpus = Fixtures.ingest(files)
        try #require(corpus.documents.count == 1)
        let document = corpus.documents[0]
        return (document, DocumentMarkdown(document, renderer: MarkdownRenderer()))
    }

    func html(_ markdown: DocumentMarkdown, _ document: Document, containing text: String, _ language: LanguageTag = .english) -> String? {
        document.allBlocks.indices.lazy.compactMap { markdown.html(at: $0, language) }.first { $0.contains(text) }
    }

    @Test func referencesResolveAcrossBlocks() throws {
        let (document, markdown) = try rendered(["links.md": Self.english])
        let see = try #require(html(markdown, document, containing: "See "))
        #expect(see == "<p>See <a href=\"https://apple.com\">Apple</a> and <a href=\"https://developer.apple.com/design\" title=\"HIG\">the guide</a>, or just <a href=\"https://apple.com\">a</a>.</p>\n")
        #expect(html(markdown, document, containing: "[a]:") == nil, "the definitions are not shown as text")
    }

    @Test func aDefinedDangerousLinkStaysSafeAndUndefinedOnesStayText() throws {
        let (document, markdown) = try rendered(["links.md": Self.english])
        let trap = try #require(html(markdown, document, containing: "A "))
        #expect(!trap.contains("javascript"))
        #expect(trap.contains("<a href=\"\">trap</a>"))
        #expect(trap.contains("[undefined][none]"))
    }

    @Test func aTranslationUsesTheEnglishDefinitions() throws {
        let korean = "# Links\n\n[애플][a]과 [가이드][b]를 보세요.\n"
        let (document, markdown) = try rendered(["links.en.md": Self.english, "links.ko.md": korean])
        let see = try #require(html(markdown, document, containing: "애플", .korean))
        #expect(see == "<p><a href=\"https://apple.com\">애플</a>과 <a href=\"https://developer.apple.com/design\" title=\"HIG\">가이드</a>를 보세요.</p>\n")
    }

    /// cmark keeps a label's first definition: a language's own comes before the others'.
    @Test func aLanguagesOwnDefinitionComesFirst() {
        let blocks = [
            Block(id: "p", kind: .paragraph, text: [.english: "[Apple][a]", .korean: "[애플][a]"], confidence: [:]),
            Block(id: "d", kind: .paragraph, text: [.english: "[a]: https://apple.com", .korean: "[a]: https://apple.com/kr"], confidence: [:]),
        ]
        let document = Document(id: "x", title: [.english: "X"], sources: [], sections: [Section(id: "s", blocks: blocks)])
        let markdown = DocumentMarkdown(document, renderer: MarkdownRenderer())
        #expect(markdown.html(at: 0, .english) == "<p><a href=\"https://apple.com\">Apple</a></p>\n")
        #expect(markdown.html(at: 0, .korean) == "<p><a href=\"https://apple.com/kr\">애플</a></p>\n")
        #expect(markdown.html(at: 1, .korean) == "")
    }
}
