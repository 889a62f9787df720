import Foundation
import Testing
@testable import Render

@Suite struct MarkdownSafetyTests {
    let renderer = MarkdownRenderer()

    @Test func scriptBlockIsOmitted() {
        let html = renderer.render("<script>alert(1)</script>\n\nafter").html
        #expect(html == "<!-- raw HTML omitted -->\n<p>after</p>\n")
    }

    @Test func inlineEventHandlerHTMLIsOmitted() {
        let html = renderer.render("look <img src=x onerror=alert(1)> here").html
        #expect(html == "<p>look <!-- raw HTML omitted --> here</p>\n")
    }

    @Test(arguments: [
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "[x](vbscript:msgbox(1))",
        "[x](VBScript:msgbox(1))",
        "[x](file:///etc/passwd)",
        "[x](data:text/html,<script>alert(1)</script>)",
        "[x](data:image/svg+xml,<svg/onload=alert(1)>)",
        // cmark decodes the entity before the check, so this is `javascript:` too.
        "[x](&#106;avascript:alert(1))",
        "[x](java&#x73;cript:alert(1))",
        "[x](<javascript:alert(1)>)",
        "[x][r]\n\n[r]: javascript:alert(1)",
    ])
    func dangerousLinkDestinationsBecomeEmpty(markdown: String) {
        let html = renderer.render(markdown).html
        #expect(html.hasPrefix("<p><a href=\"\">x</a></p>"), "got \(html)")
    }

    @Test func dangerousAutolinkKeepsTextButNotTarget() {
        let html = renderer.render("<javascript:alert(1)>").html
        #expect(html == "<p><a href=\"\">javascript:alert(1)</a></p>\n")
    }

    @Test func dangerousImageSourceBecomesEmpty() {
        #expect(renderer.render("![x](javascript:alert(1))").html == "<p><img src=\"\" alt=\"x\" /></p>\n")
        #expect(renderer.render("![x](data:text/html;base64,PHNjcmlwdD4=)").html
            == "<p><img src=\"\" alt=\"x\" /></p>\n")
    }

    @Test(arguments: ["data:image/png;base64,AAAA", "data:image/gif;x", "data:image/jpeg;x", "DATA:Image/WebP;x"])
    func rasterDataImagesAreAllowed(url: String) {
        let html = renderer.render("![x](\(url))").html
        #expect(html == "<p><img src=\"\(url)\" alt=\"x\" /></p>\n")
    }

    @Test func safeSchemesPass() {
        #expect(renderer.render("[x](https://a.example/p?q=1)").html
            == "<p><a href=\"https://a.example/p?q=1\">x</a></p>\n")
        // Only a scheme at the very start counts.
        #expect(renderer.render("[x](/javascript:alert)").html
            == "<p><a href=\"/javascript:alert\">x</a></p>\n")
    }

    @Test func attributeBreakoutIsEscaped() {
        // A quote in the destination is percent-escaped, in the title entity-escaped.
        let link = renderer.render("[x](<a\"onmouseover=alert(1)> \"t\\\" onmouseover=\\\"y\")").html
        #expect(link == "<p><a href=\"a%22onmouseover=alert(1)\" title=\"t&quot; onmouseover=&quot;y\">x</a></p>\n")
        let code = renderer.render("```js\"onclick=x\n</code><script>\n```").html
        #expect(code == "<pre><code class=\"language-js&quot;onclick=x\">&lt;/code&gt;&lt;script&gt;\n</code></pre>\n")
    }

    @Test func htmlInsideAltTextIsEscapedNotOmitted() {
        // cmark writes inline HTML in alt text as escaped text; it can never form a tag.
        let html = renderer.render("![<img src=x onerror=y>](a.png)").html
        #expect(html == "<p><img src=\"a.png\" alt=\"&lt;img src=x onerror=y&gt;\" /></p>\n")
    }

    /// Hostile and random documents: every `<` in the output must open a tag the
    /// renderer itself writes, and no `href`/`src` may carry a dangerous scheme.
    @Test func outputOnlyContainsRendererTagsAndSafeURLs() {
        let hostile = [
            "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<a href=\"javascript:x\">y</a>",
            "<svg onload=alert(1)>", "<iframe src=//evil>", "<style>*{}</style>", "<!-- -->", "<![CDATA[<script>]]>",
            "[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](data:text/html,<b>)",
            "[x](&#106;avascript:alert(1))", "<javascript:alert(1)>", "![a](vbscript:x)", "`<script>`",
            "&lt;script&gt;", "&#60;script&#62;", "\\<script>", "<scr<script>ipt>", "<", ">", "\"", "'",
            "&", "\n", "\n\n", "> ", "- ", "# ", "*", "[", "](", ")", "![", "```\n", "<http://x>", "text",
        ]
        var generator = SplitMix64(seed: 42)
        var documents = hostile
        for _ in 0..<2000 {
            var markdown = ""
            for _ in 0..<Int(generator.next() % 24) {
                markdown += hostile[Int(generator.next() % UInt64(hostile.count))]
            }
            documents.append(markdown)
        }
        for markdown in documents {
            let html = renderer.render(markdown).html
            if let problem = Self.unsafeConstruct(in: html) {
                Issue.record("\(problem) in \(html) from \(String(reflecting: markdown))")
                return
            }
        }
    }

    /// The checker above must itself catch what it is meant to catch.
    @Test func unsafeConstructCheckerDetectsProblems() {
        #expect(Self.unsafeConstruct(in: "<p>ok &lt;script&gt;</p>\n") == nil)
        #expect(Self.unsafeConstruct(in: "<p><script>x</script></p>") != nil)
        #expect(Self.unsafeConstruct(in: "<p><!-- x --></p>") != nil)
        #expect(Self.unsafeConstruct(in: "<a href=\"JavaScript:x\">") != nil)
        #expect(Self.unsafeConstruct(in: "<img src=\"data:text/html,x\" />") != nil)
    }

    static let allowedTags: Set<String> = [
        "p", "/p", "h1", "/h1", "h2", "/h2", "h3", "/h3", "h4", "/h4", "h5", "/h5", "h6", "/h6",
        "blockquote", "/blockquote", "ul", "/ul", "ol", "/ol", "li", "/li", "pre", "/pre", "code", "/code",
        "hr", "em", "/em", "strong", "/strong", "a", "/a", "img", "br", "!--",
    ]

    static func unsafeConstruct(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: ">") { end += 1 }
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if !allowedTags.contains(name) { return "tag <\(name)" }
                if name == "!--" && !bytes[index...].starts(with: Array("<!-- raw HTML omitted -->".utf8)) {
                    return "comment"
                }
            }
            index += 1
        }
        for attribute in ["href=\"", "src=\""] {
            for part in html.components(separatedBy: attribute).dropFirst() {
                let value = part.prefix(while: { $0 != "\"" }).lowercased()
                for scheme in ["javascript:", "vbscript:", "file:"] where value.hasPrefix(scheme) {
                    return "\(attribute)\(value)"
                }
                if value.hasPrefix("data:") && !value.hasPrefix("data:image/") { return "\(attribute)\(value)" }
            }
        }
        return nil
    }
}
