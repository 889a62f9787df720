import Testing
@testable import Render

/// Markdown covering every construct cmark 0.30 renders, plus the edge cases where
/// a hand-written walker most easily drifts from cmark's `html.c`.
let markdownCorpus: [String] = [
    "",
    "\n\n\n",
    "Hello, world.",
    "One line\nsoft break\nthree lines",
    "Hard break with spaces  \nand with backslash\\\nend",
    "# H1\n## H2\n### H3\n#### H4\n##### H5\n###### H6",
    "Setext one\n===\n\nSetext two\n---",
    "# Heading with *emphasis* and `code` #",
    "#\n\n##   \n",
    "> quote\n> more\n\n> second quote\n>\n> with two paragraphs",
    "> > > nested\n> > quotes\n> back",
    ">",
    "- a\n- b\n- c",
    "* a\n\n* loose\n* list",
    "1. one\n2. two\n3. three",
    "7. seven\n8. eight",
    "0. zero start",
    "003) parenthesis delimiter\n004) next",
    "- a\n  - nested\n    - deeper\n- b\n\n  second paragraph in b",
    "1. tight\n   - inner\n2. item\n\n   > quote in item",
    "- \n- empty items\n-",
    "-   indented content\n\n    still in item",
    "    indented code\n    <tag> & \"quotes\"\n\n    after blank",
    "```\nfenced without info\n```",
    "```swift\nlet x = \"<y>\" && z\n```",
    "```  rust extra words\nfn main() {}\n```",
    "~~~ python\n# comment\n~~~",
    "```a&b\"c<d>\ncode\n```",
    "```\nunclosed fence\n\ncontinues",
    "``` {.class #id}\nattr-like info\n```",
    "***\n---\n___\n* * *",
    "*emphasis* _also_ **strong** __also__ ***both*** *nested **strong** inside*",
    "`code span` `` with ` backtick `` `  spaced  ` `<b>&amp;`",
    "[link](http://example.com) [with title](http://example.com \"Title & <more>\") [single](/a 'quoted')",
    "[empty title](x \"\") [no title](x) [empty dest]() [angle](<>) [angle title](<> \"t\")",
    "<http://example.com/a?b=c&d=e> <mailto:someone@example.com> <someone@example.com>",
    "[ref link][ref] and [collapsed][] and [shortcut]\n\n[ref]: /url \"ref title\"\n[collapsed]: /c\n[shortcut]: /s",
    "![alt text](image.png) ![alt *with* **markup** `code`](i.png \"img title\")",
    "![outer ![inner](in.png) text](out.png)",
    "![line\nbreak alt](x.png) ![hard  \nbreak](y.png)",
    "[![image link](i.png)](/target)",
    "[link with `code` and *em*](/u)",
    "URL chars: [a](/path with space) [b](<path with space>) [c](/ü/ümlaut?q=ä#frag) [d](/a'b&c~d[e]{f}|g^h`i)",
    "[q](/x?a=\"b\") [bs](/a\\b) [pct](/a%20b%zz) [ctl](/a\u{7F}b)",
    "Entities: &copy; &amp; &lt; &gt; &quot; &#35; &#x41; &#0; &#xFFFFFF; &nosuch; &ThisIsNotDefined;",
    "Escapes: \\* \\_ \\` \\\\ \\[ \\] \\< \\> \\& \\# \\!",
    "Special chars: < > & \" ' / = in text",
    "<div>\nraw block\n</div>",
    "<!-- comment -->\n\ntext <span>inline</span> and <b>bold</b>.",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "inline <img src=x onerror=alert(1)> html",
    "<?php echo 1; ?>\n\n<!DOCTYPE html>\n\n<![CDATA[ x ]]>",
    "![<b>html in alt</b>](x.png)",
    "[x](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [x](vbscript:msgbox) [x](file:///etc/passwd)",
    "[x](data:text/html,<script>alert(1)</script>) [x](data:image/png;base64,iVBOR) [x](DATA:IMAGE/GIF;x)",
    "[x](data:image/jpeg;x) [x](data:image/webp;x) [x](data:image/svg+xml,x) [x](data:image/pngx)",
    "[x](&#106;avascript:alert(1)) [x](java&#115;cript:alert(1)) [x](javascript&#58;alert(1))",
    "[x](\\javascript:alert(1)) [x]( javascript:alert(1)) [x](<javascript:alert(1)>)",
    "<javascript:alert(1)> <JAVASCRIPT:alert(1)> <vbscript:x> <data:text/html,x>",
    "![x](javascript:alert(1)) ![x](data:image/png;base64,AAAA \"t\")",
    "[x][bad]\n\n[bad]: javascript:alert(1) \"title\"",
    "Unicode: 한국어 日本語 русский émoji 🎉 combining é",
    "Line with NUL \u{0} inside and U+FFFD \u{FFFD}",
    "Tabs\tin\ttext\n\n\tcode with tab",
    "Trailing spaces   \n",
    "Windows\r\nline\r\nendings\r\n\r\n- item\r\n",
    "* * *\n- - -\n\n1. a\n1. b\n\n- a\n+ b\n* c",
    "> - list in quote\n>   continued\n> 1. ordered",
    "- > quote in list\n  > more",
    "10. ten\n11. eleven\n\n   paragraph",
    "a *b **c* d** e",
    "**unclosed *emphasis",
    "[unclosed link(",
    "[a](b \"c\n\nd\")",
    "* list\n\n\n* after two blank lines",
    "Heading\n=======\nParagraph right after",
    "- a\n-\n  b",
    "2147483647. huge start",
    "999999999. max start\n\n1234567890. too long",
]

@Suite struct MarkdownOracleTests {
    let renderer = MarkdownRenderer()

    @Test(.enabled(if: CmarkOracle.isAvailable, "the cmark CLI is not installed"))
    func corpusMatchesCmarkCLI() throws {
        for markdown in markdownCorpus {
            let expected = try CmarkOracle.html(for: markdown)
            #expect(renderer.render(markdown).html == expected, "input: \(String(reflecting: markdown))")
        }
    }

    /// The same corpus against libcmark's own renderer in-process, which also
    /// documents that the CLI and the library agree.
    @Test func corpusMatchesLibcmarkRenderer() {
        for markdown in markdownCorpus {
            #expect(renderer.render(markdown).html == CmarkHTMLWriter.referenceHTML(markdown),
                    "input: \(String(reflecting: markdown))")
        }
    }

    /// Random documents assembled from Markdown fragments, so combinations nobody
    /// wrote down by hand are compared too. Seeded, so failures reproduce.
    @Test func randomDocumentsMatchLibcmarkRenderer() {
        let fragments = [
            "# ", "## ", "###### ", "> ", "- ", "* ", "1. ", "3) ", "    ", "  ", "\n", "\n\n", "```", "~~~ js\n",
            "*", "**", "_", "__", "`", "``", "[", "]", "(", ")", "![", "](", "<", ">", "&amp;", "&#106;", "&",
            "\"", "'", "\\", "text", "한국어", "日本語", "слово", " ", "\t", "---", "===", "<b>", "</b>",
            "<div>", "javascript:", "data:image/png", "http://x.y/?a=b&c", " \"title\"", "[r]: /ref\n", "[r]",
            "  \n", "<http://a.b>", "<a@b.c>", "|", "~", "🎉",
        ]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<3000 {
            var markdown = ""
            for _ in 0..<Int(generator.next() % 40) {
                markdown += fragments[Int(generator.next() % UInt64(fragments.count))]
            }
            let html = renderer.render(markdown).html
            let expected = CmarkHTMLWriter.referenceHTML(markdown)
            if html != expected {
                Issue.record("input: \(String(reflecting: markdown))\nours:  \(html)\ncmark: \(expected)")
                return
            }
        }
    }

    /// Every ASCII byte in a destination, so the href escaping table is checked
    /// character by character rather than trusted.
    @Test func everyASCIICharacterInDestinationMatches() {
        for byte in UInt8(0x21)...UInt8(0x7E) {
            let character = String(UnicodeScalar(byte))
            let markdown = "[x](<a\\\(character)b>) [y](a\(character)b)"
            #expect(renderer.render(markdown).html == CmarkHTMLWriter.referenceHTML(markdown),
                    "character: \(character)")
        }
    }
}

/// A small deterministic generator (public-domain SplitMix64) for reproducible random inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
