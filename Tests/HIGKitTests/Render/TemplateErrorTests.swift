import Testing
@testable import Render

@Suite struct TemplateErrorTests {
    /// Compiles `text` as `file` (with optional other templates) and returns the error.
    func compileError(
        _ text: String,
        file: String = "Templates/page.html",
        others: [TemplateSource] = []
    ) -> TemplateError? {
        do {
            _ = try TemplateSet([TemplateSource(name: "page", file: file, text: text)] + others)
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedTagReportsWhereItOpened() throws {
        let error = try #require(compileError("<html>\n<title>{{title</title>\n"))
        #expect(error.kind == .unclosedTag)
        #expect(error.line == 2)
        #expect(error.column == 8)
        #expect(error.description == "Templates/page.html:2: error: unclosed tag: '{{' has no matching '}}'")
    }

    @Test func unclosedTripleMustache() throws {
        let error = try #require(compileError("a\nb\n{{{body}}\n"))
        #expect(error.kind == .unclosedTag)
        #expect(error.line == 3)
    }

    @Test func unclosedSectionReportsTheLineItOpened() throws {
        let text = "<body>\n{{> header}}\n<main>\n  {{#nav}}\n  <a>{{title}}</a>\n</main>\n</body>\n"
        let error = try #require(compileError(text, others: [TemplateSource(name: "header", text: "")]))
        #expect(error.kind == .unclosedSection("nav"))
        #expect(error.line == 4)
        #expect(error.column == 3)
        #expect(error.description == "Templates/page.html:4: error: unclosed section 'nav' opened here")
    }

    @Test func innermostUnclosedSectionIsReported() throws {
        let error = try #require(compileError("{{#a}}\n{{^b}}\n{{/b}}\n{{#c}}\n"))
        #expect(error.kind == .unclosedSection("c"))
        #expect(error.line == 4)
    }

    @Test func mismatchedCloseNamesBothSections() throws {
        let error = try #require(compileError("{{#list}}\n  {{#item}}\n  {{/list}}\n{{/item}}"))
        #expect(error.kind == .mismatchedClose(open: "item", openLine: 2, closed: "list"))
        #expect(error.line == 3)
        #expect(error.description
            == "Templates/page.html:3: error: '{{/list}}' does not match open section 'item' (opened on line 2)")
    }

    @Test func closeWithoutOpenSection() throws {
        let error = try #require(compileError("text\n\n{{/a}}"))
        #expect(error.kind == .unexpectedClose("a"))
        #expect(error.line == 3)
    }

    @Test func unknownPartialIsACompileError() throws {
        let error = try #require(compileError("<body>\n\n  {{> footer }}\n</body>",
                                              others: [TemplateSource(name: "header", text: "")]))
        #expect(error.kind == .unknownPartial("footer"))
        #expect(error.line == 3)
        #expect(error.column == 3)
        #expect(error.description == "Templates/page.html:3: error: unknown partial 'footer'")
    }

    @Test func unknownPartialInAnotherTemplateNamesThatFile() throws {
        let error = try #require(compileError(
            "{{> nav}}", others: [TemplateSource(name: "nav", file: "Templates/nav.html", text: "x\n{{> menu}}")]))
        #expect(error.file == "Templates/nav.html")
        #expect(error.line == 2)
    }

    @Test(arguments: ["{{}}", "{{ }}", "{{#}}", "{{^ }}", "{{/}}", "{{>}}", "{{&}}", "{{{}}}", "{{{ }}}"])
    func emptyTagName(_ text: String) throws {
        let error = try #require(compileError("line one\n" + text))
        #expect(error.kind == .emptyTagName)
        #expect(error.line == 2)
    }

    @Test(arguments: ["{{a b}}", "{{a..b}}", "{{.a}}", "{{a.}}", "{{#a b}}{{/a b}}", "{{ {a} }}"])
    func invalidTagName(_ text: String) throws {
        let error = try #require(compileError(text))
        guard case .invalidTagName = error.kind else {
            Issue.record("expected invalidTagName, got \(error)")
            return
        }
    }

    @Test func setDelimiterIsRejectedClearly() throws {
        let error = try #require(compileError("{{=<% %>=}}"))
        #expect(error.kind == .unsupportedTag("{{=<% %>=}}"))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(compileError("제목: {{#a}}"))
        #expect(error.kind == .unclosedSection("a"))
        #expect(error.column == 5)
    }

    @Test func duplicateNamesAreRejected() throws {
        let sources = [TemplateSource(name: "nav", file: "T/nav.html", text: ""),
                       TemplateSource(name: "nav", file: "T/nav.txt", text: "")]
        #expect(throws: TemplateError(.duplicateTemplate("nav"), file: "T/nav.txt", line: 1, column: 1)) {
            try TemplateSet(sources)
        }
    }

    @Test func runawayRecursionStopsWithAnError() throws {
        let set = try TemplateSet([TemplateSource(name: "loop", file: "Templates/loop.html", text: "x\n{{> loop}}")])
        let error = try #require(throws: TemplateError.self) { try set["loop"]!.render([:]) }
        #expect(error.kind == .partialDepthExceeded("loop", limit: TemplateRendering.partialDepthLimit, cycle: ["loop", "loop"]))
        #expect(error.file == "Templates/loop.html")
        #expect(error.line == 2)
    }

    /// The message names the partials of the loop, not only the one the limit stopped at
    /// (issue 11, item 7): `page` includes `footer`, which includes `shell`, which includes `footer`.
    @Test func aPartialCycleIsNamedInFull() throws {
        let set = try TemplateSet([TemplateSource(name: "page", file: "T/page.html", text: "{{> footer}}"),
                                   TemplateSource(name: "footer", file: "T/footer.html", text: "f\n{{> shell}}"),
                                   TemplateSource(name: "shell", file: "T/shell.html", text: "s\n\n{{> footer}}")])
        let error = try #require(throws: TemplateError.self) { try set["page"]!.render([:]) }
        #expect(error.description.contains("the partials include each other without end: footer → shell → footer"), "\(error)")
        #expect(error.file == "T/shell.html")
        #expect(error.line == 3)
    }

    @Test func recursionWithinTheLimitWorks() throws {
        // A navigation tree 20 levels deep: recursion is allowed, only runaway depth is not.
        var tree: TemplateValue = ["title": "leaf", "children": []]
        for level in (0..<20).reversed() { tree = ["title": .string("n\(level)"), "children": [tree]] }
        let set = try TemplateSet(templates: ["tree": "{{title}}({{#children}}{{> tree}}{{/children}})"])
        let output = try set["tree"]!.render(tree)
        #expect(output.hasPrefix("n0(n1(n2("))
        #expect(output.hasSuffix("leaf()" + String(repeating: ")", count: 20)))
    }
}
