import Foundation
import Testing
@testable import Render

/// Raw HTML in a page's text, as real repositories write it, is parsed by an HTML5 parser and
/// written back through an allowlist: its text and harmless markup stay, nothing that could
/// run script does, and whatever tag soup comes in, what goes out is balanced (it cannot close
/// the page's own elements).
@Suite struct InlineHTMLTests {
    static let renderer: MarkdownRenderer = {
        var options = MarkdownRenderer.Options(headingLevelShift: 1)
        options.allowsHTML = true
        return MarkdownRenderer(options: options)
    }()

    static func html(_ markdown: String) -> String { renderer.render(markdown).html }

    static let voidElements: Set<String> = ["br", "hr", "img", "wbr"]

    /// Every end tag closes the innermost open element, and none is left open.
    static func isBalanced(_ html: String) -> Bool {
        var open: [String] = []
        let tags = try! NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>")
        for match in tags.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let closing = !Range(match.range(at: 1), in: html)!.isEmpty
            let name = String(html[Range(match.range(at: 2), in: html)!]).lowercased()
            if voidElements.contains(name) { continue }
            if closing {
                guard open.popLast() == name else { return false }
            } else {
                open.append(name)
            }
        }
        return open.isEmpty
    }

    /// Nothing in the HTML can run: no script-bearing element, no event handler, no
    /// `javascript:`/`vbscript:`/`data:` URL but a picture's.
    static func problems(_ html: String) -> [String] {
        var found: [String] = []
        let lowered = html.lowercased()
        for element in ["<script", "<iframe", "<object", "<embed", "<style", "<svg", "<math", "<form", "<base", "<meta",
                        "<link", "<button", "<input", "<textarea", "<template", "<frame", "<applet", "<noscript"]
        where lowered.contains(element) { found.append(element) }
        let attributes = try! NSRegularExpression(pattern: #"<[^>]*\s(on[a-z]+|style|srcdoc|formaction|action|id|class)\s*="#,
                                                  options: .caseInsensitive)
        if attributes.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)) != nil { found.append("attribute") }
        let urls = try! NSRegularExpression(pattern: #"(href|src)="(?!data:image/)[^"]*?(javascript|vbscript|data):"#, options: .caseInsensitive)
        if urls.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)) != nil { found.append("url") }
        return found
    }

    @Test func theMarkupRepositoriesUseIsKept() {
        #expect(Self.html("<h2>색상은 앱의 상태를 알려 줍니다.</h2>") == "<h3>색상은 앱의 상태를 알려 줍니다.</h3>\n")
        #expect(Self.html(#"<p align="center"><img src="https://example.com/a.png" alt="A wheel" width="300"></p>"#)
            == #"<p align="center"><img src="https://example.com/a.png" alt="A wheel" width="300" /></p>"# + "\n")
        #expect(Self.html("<details>\n<summary>More</summary>\nHidden <b>text</b>\n</details>")
            == "<details>\n<summary>More</summary>\nHidden <b>text</b>\n</details>\n")
        #expect(Self.html("Press <kbd>⌘</kbd>+<kbd>C</kbd>: x<sup>2</sup>, H<sub>2</sub>O.<br />Next")
            == "<p>Press <kbd>⌘</kbd>+<kbd>C</kbd>: x<sup>2</sup>, H<sub>2</sub>O.<br />Next</p>\n")
        #expect(Self.renderer.render("<h2>요약 문장</h2>").stats.plainText.contains("요약 문장"), "the text counts for search")
    }

    @Test func withoutTheOptionRawHTMLIsOmittedAsCmarkDoes() {
        #expect(MarkdownRenderer().render("<h2>Summary</h2>").html == "<!-- raw HTML omitted -->\n")
    }

    static let hostile = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "<img src=\"https://example.com/a.png\" onerror=\"alert(1)\" style=\"x\" id=\"nav-toggle\" class=\"top-bar\">",
        "<a href=\"javascript:alert(1)\">a</a> <a href=\"JaVaScRiPt:alert(1)\">b</a> <a href=\" java&#9;script:alert(1)\">c</a>",
        "<a href=\"&#106;avascript:alert(1)\">d</a> <a href=\"vbscript:msgbox(1)\">e</a> <a href=\"data:text/html,<script>alert(1)</script>\">f</a>",
        "<svg onload=alert(1)><circle /></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
        "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe><object data=\"x.swf\"></object><embed src=\"x.swf\">",
        "<form action=\"javascript:alert(1)\"><button formaction=\"javascript:alert(1)\">go</button><input autofocus onfocus=alert(1)></form>",
        "<base href=\"https://evil.example/\"><meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\"><link rel=stylesheet href=x>",
        "<div style=\"background:url(javascript:alert(1))\" onmouseover=\"alert(1)\">hover</div>",
        "<details open ontoggle=alert(1)><summary>s</summary></details>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<textarea><script>alert(1)</script></textarea><template><script>alert(1)</script></template>",
        "<span title='a\"><script>alert(1)</script>'>quoted</span>",
        "<p>See <sup onclick=alert(1)>1</sup> and <span style=\"color:red\">red</span></p>",
        "Inline <img src=x onerror=alert(1)> and <svg/onload=alert(1)> and <a href=javascript:alert(1)>x</a>.",
    ]

    @Test(arguments: hostile)
    func hostileHTMLRunsNothing(_ payload: String) {
        let html = Self.html(payload)
        #expect(Self.problems(html).isEmpty, "\(html)")
        #expect(Self.isBalanced(html), "\(html)")
    }

    static let tagSoups = [
        "<div><div><p><b><i>never closed",
        "</div></div></main></body></html>closing what is not ours",
        "<table><td>cell</div><tr><th>head</table></p>",
        "text <b>bold <i>both</b> italic</i> and </span> stray",
        "<ul><li>one<li>two</ul></ol>",
        "<!-- a comment --> <![CDATA[x]]> <?php echo 1 ?> <!DOCTYPE html>",
        "<p><div>block in p</div></p>",
        String(repeating: "<div>", count: 5_000) + "deep" + String(repeating: "</span>", count: 100),
        String(repeating: "<b>", count: 2_000) + "inline",
        "<h2>Summary <div>split</h2> end",
    ]

    @Test(arguments: tagSoups)
    func tagSoupComesOutBalanced(_ soup: String) {
        let html = Self.html(soup)
        #expect(Self.isBalanced(html), "\(html.prefix(300))")
        #expect(Self.problems(html).isEmpty)
    }

    @Test func textInsideTagSoupIsKept() {
        #expect(Self.html(String(repeating: "<div>", count: 5_000) + "deep").contains("deep"))
        #expect(Self.html("</div></main>closing what is not ours").contains("closing what is not ours"))
        #expect(Self.html("<table><td>cell</div><tr><th>head</table>").contains("<td>cell</td>"))
    }
}
