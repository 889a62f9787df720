import Foundation
import Testing
@testable import Model
@testable import Render
import Ingest

/// Plain prose is written without cmark (`PlainProseHTML`): its HTML must be what cmark
/// writes for it, byte for byte, or pages would change with the shortcut.
@Suite struct PlainProseHTMLTests {
    /// Edge cases of the shortcut: final white space, the characters cmark escapes, markers
    /// that only mean something at a line's start, scripts, and control characters.
    static let edgeCases = [
        "", "a", "Hello, world.", "Trailing spaces   ", "Trailing tab\t", "Mixed end \t \t",
        "Inner  double  spaces and\ttabs", "Quotes \"like this\" and 'this'.", "a > b, c >= d",
        "Ends with a quote\"", "Price: $5 (or 10%) / item; a | b; x = y; a - b + c # d",
        "스플릿 뷰는 콘텐츠를 2개 또는 3개의 열로 보여 줍니다.  ", "分割ビューは、階層的なコンテンツを表示します。",
        "Используйте разделённое представление «для» навигации.", "Emoji 👍🏽 and e\u{301}.",
        "No-break space at the end\u{00A0}", "Ideographic space at the end\u{3000}", "Form feed\u{000C} inside",
        "Vertical tab at the end\u{000B}", "NUL \u{0000} inside", "Escape \u{001B} inside", "Ends with a colon:",
        "a.", "1a", "Z 1. not a list", "Dots... and ellipses…", "Braces {x} and at@sign ^caret",
    ]

    @Test func writesWhatCmarkWritesForEdgeCases() {
        var shortcuts = 0
        for text in Self.edgeCases where MarkdownStats(plainProse: text) != nil {
            guard let html = PlainProseHTML.html(ofPlainProse: text) else { continue }
            shortcuts += 1
            #expect(html == MarkdownRenderer().render(text).html, "\(text.debugDescription)")
        }
        #expect(shortcuts >= 20, "most edge cases take the shortcut")
    }

    @Test func writesWhatCmarkWritesForRandomProse() {
        // Letters, spaces and tabs, punctuation (the escaped ones too), digits and line-start
        // markers in the middle, and several scripts, in a fixed pseudo-random order.
        let alphabet = Array("abcXYZ  \t\"'>.,;:?()/%$@^{}=|#-+0123456789한국어日本語ロシアяё€…").map(String.init)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var checked = 0
        for _ in 0..<2000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<(1 + Int(state >> 58)) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += alphabet[Int(state >> 33) % alphabet.count]
            }
            guard MarkdownStats(plainProse: text) != nil, let html = PlainProseHTML.html(ofPlainProse: text) else { continue }
            checked += 1
            #expect(html == MarkdownRenderer().render(text).html, "\(text.debugDescription)")
        }
        #expect(checked > 500)
    }

    @Test func writesWhatCmarkWritesForTheSeedsBlocks() throws {
        let corpus = Ingester().ingest(paths: [Fixtures.contentDirectory.path])
        var checked = 0
        for block in corpus.documents.flatMap(\.allBlocks) {
            for text in block.text.values where MarkdownStats(plainProse: text) != nil {
                guard let html = PlainProseHTML.html(ofPlainProse: text) else { continue }
                checked += 1
                #expect(html == MarkdownRenderer().render(text).html, "\(text.debugDescription)")
            }
        }
        #expect(checked > 20)
    }

    /// Every byte that can start Markdown structure keeps a text from being plain prose, so
    /// the shortcut never sees markup: inline markup anywhere, block markers at the start.
    @Test func markupIsNeverPlainProse() {
        let markup = ["a *b*", "a _b_", "see [x](y)", "![i](p)", "`code`", "a <b> c", "a &amp; b", "a \\* b", "~~s~~",
                      "two\nlines", "cr\rhere", "- item", "+ item", "1. one", "3) three", "# Title", "> quote", "| a | b |",
                      "    indented", "\tindented", "=== under", "--- rule"]
        for text in markup { #expect(MarkdownStats(plainProse: text) == nil, "\(text.debugDescription)") }
        for text in ["a - b", "x = 1", "a > b", "Z 1. not a list", "C# and F#", "a | b", "tab\tinside"] {
            #expect(MarkdownStats(plainProse: text) != nil, "\(text.debugDescription)")
        }
    }

    /// Text the shortcut cannot vouch for goes to cmark.
    @Test func controlCharactersAreLeftToCmark() {
        #expect(PlainProseHTML.html(ofPlainProse: "NUL \u{0000} inside") == nil)
        #expect(PlainProseHTML.html(ofPlainProse: "Vertical tab at the end\u{000B}") == nil)
        #expect(PlainProseHTML.html(ofPlainProse: "Tab\tinside") != nil)
    }
}
