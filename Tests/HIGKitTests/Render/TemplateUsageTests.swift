import Foundation
import Testing
@testable import Render

@Suite struct TemplateUsageTests {
    @Test func valuesContainingTagsAreNotInterpreted() throws {
        let template = try Template("{{a}}|{{{a}}}|{{#list}}{{.}}{{/list}}|{{body}}")
        let output = try template.render([
            "a": "{{b}} {{#b}}x{{/b}} {{> p}}",
            "b": "SHOULD NOT APPEAR",
            "list": ["{{b}}"],
            "body": .html("<p>{{b}}</p>"),
        ])
        #expect(output == "{{b}} {{#b}}x{{/b}} {{&gt; p}}|{{b}} {{#b}}x{{/b}} {{> p}}|{{b}}|<p>{{b}}</p>")
    }

    @Test func renderAppendsToAnExistingBuffer() throws {
        let template = try Template("<b>{{x}}</b>")
        var buffer = Array("prefix:".utf8)
        try template.render(["x": "1"], into: &buffer)
        try template.render(["x": "2"], into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "prefix:<b>1</b><b>2</b>")
    }

    @Test func aTemplateCanIncludeItselfByName() throws {
        let template = try Template("{{n}}{{#next}}-{{> self}}{{/next}}", name: "self")
        // The innermost `next` must be false: a missing one would be found further out.
        #expect(try template.render(["n": 1, "next": ["n": 2, "next": ["n": 3, "next": false]]]) == "1-2-3")
    }

    @Test func compiledTemplateIsReusedWithDifferentData() throws {
        let template = try Template("{{#langs}}<a hreflang=\"{{code}}\">{{name}}</a>{{/langs}}")
        let korean = try template.render(["langs": [["code": "ko", "name": "한국어"]]])
        let japanese = try template.render(["langs": [["code": "ja", "name": "日本語"]]])
        #expect(korean == "<a hreflang=\"ko\">한국어</a>")
        #expect(japanese == "<a hreflang=\"ja\">日本語</a>")
    }

    @Test func literalsAndInitialisersBuildTheExpectedValues() {
        let value: TemplateValue = ["s": "x", "n": 1, "d": 1.5, "b": true, "l": [1], "o": ["k": nil]]
        #expect(value["s"] == .string("x"))
        #expect(value["n"] == .int(1))
        #expect(value["d"] == .double(1.5))
        #expect(value["b"] == .bool(true))
        #expect(value["l"] == .list([.int(1)]))
        #expect(value["o"] == .object(["k": .null]))
        #expect(TemplateValue(strings: ["a", "b"]) == .list([.string("a"), .string("b")]))
        #expect(TemplateValue(nil as String?) == .null)
        #expect(TemplateValue("x" as String?) == .string("x"))
    }

    @Test func loaderCompilesTemplateFilesByName() throws {
        let directory = try Self.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("<html>\n  {{> nav}}\n{{{body}}}\n</html>\n", to: directory, "page.html")
        try Self.write("<nav>{{#links}}<a href=\"{{url}}\">{{title}}</a>{{/links}}</nav>\n", to: directory, "nav.html")
        try Self.write("{{title}}\n", to: directory, "feed.mustache")
        try Self.write("{{title}}", to: directory, "robots.txt")
        try Self.write("{{not a template", to: directory, "README.md")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub.html"),
                                                withIntermediateDirectories: true)

        let templates = try TemplateSet(directory: directory)
        #expect(templates.names == ["feed", "nav", "page", "robots"])
        let page = try #require(templates["page"])
        let html = try page.render([
            "links": [["url": "/ko/buttons/", "title": "버튼"]],
            "body": .html("<p>Body</p>"),
        ])
        #expect(html == "<html>\n  <nav><a href=\"/ko/buttons/\">버튼</a></nav>\n<p>Body</p>\n</html>\n")
        #expect(templates["README"] == nil)
    }

    @Test func loaderErrorsNameTheFileRelativeToTheGivenDirectory() throws {
        let parent = try Self.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.write("<main>\n{{#nav}}\n</main>\n", to: directory, "page.html")

        let base = URL(fileURLWithPath: parent.path, isDirectory: true)
        let relative = URL(fileURLWithPath: "Templates", isDirectory: true, relativeTo: base)
        #expect(throws: TemplateError(.unclosedSection("nav"), file: "Templates/page.html", line: 2, column: 1)) {
            try TemplateSet(directory: relative)
        }
    }

    @Test func loaderRejectsTwoFilesWithTheSameName() throws {
        let directory = try Self.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("a", to: directory, "nav.html")
        try Self.write("b", to: directory, "nav.txt")
        #expect {
            try TemplateSet(directory: directory)
        } throws: { error in
            (error as? TemplateError)?.kind == .duplicateTemplate("nav")
        }
    }

    @Test func loaderRejectsInvalidUTF8() throws {
        let directory = try Self.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x3C, 0xFF, 0xFE, 0x3E]).write(to: directory.appendingPathComponent("bad.html"))
        #expect {
            try TemplateSet(directory: directory)
        } throws: { error in
            (error as? TemplateError)?.kind == .invalidEncoding
        }
    }

    @Test func concurrentRendersShareOneCompiledSet() async throws {
        let templates = try TemplateSet(templates: [
            "page": "<h1>{{title}}</h1>\n{{#items}}\n  {{> item}}\n{{/items}}\n",
            "item": "<li>{{.}}</li>\n",
        ])
        let page = try #require(templates["page"])
        let outputs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let items = TemplateValue(strings: (0..<index % 5).map { "item \($0)" })
                    return (index, try page.render(["title": .string("Page \(index)"), "items": items]))
                }
            }
            var outputs: [Int: String] = [:]
            for try await (index, output) in group { outputs[index] = output }
            return outputs
        }
        #expect(outputs.count == 64)
        for (index, output) in outputs {
            let items = (0..<index % 5).map { "  <li>item \($0)</li>\n" }.joined()
            #expect(output == "<h1>Page \(index)</h1>\n" + items)
        }
    }

    static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to directory: URL, _ name: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
}
