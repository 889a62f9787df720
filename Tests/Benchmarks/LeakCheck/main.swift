// Leak check driver: renders the kinds of nodes that allocate in cmark.
let renderer = MarkdownRenderer(options: .init(linkRewriter: { $0 + "#x" }, headingAnchors: .slug(prefix: "h-")))
let inputs = [
    "", "# Title\n\n## Sub *em*\n\nText with [link](a.md \"t\") and ![img](i.png \"T\") and `code` and <b>raw</b>.\n\n```swift\nlet x = 1\n```\n\n> quote\n\n- a\n- b\n\n1. x\n2. y\n\n<div>\nblock\n</div>\n\n[x](javascript:alert(1)) <http://auto> &copy;",
    String(repeating: ">", count: 2000) + " deep",
    String(repeating: "- x\n  ", count: 500),
]
var total = 0
for _ in 0..<3 {
    for input in inputs {
        let page = renderer.render(input)
        total += page.html.utf8.count + page.stats.plainText.utf8.count
        total += CmarkHTMLWriter.referenceHTML(input).utf8.count
    }
}
let set = try! TemplateSet(templates: ["page": "{{#items}}\n  {{> item}}\n{{/items}}\n{{{body}}}", "item": "<li>{{.}}</li>\n"])
total += try! set["page"]!.render(["items": ["a", "<b>"], "body": .html("<p>x</p>")]).utf8.count
do { _ = try set["page"]!.render(["items": .list([])]) } catch { print(error) }
do { _ = try TemplateSet(templates: ["p": "{{#a}}"]) } catch { total += 1 }
print("rendered \(total) bytes")
