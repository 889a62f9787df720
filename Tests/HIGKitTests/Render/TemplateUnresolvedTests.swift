import Testing
@testable import Render

/// A variable tag no context has a value for renders as nothing (Mustache), and is reported
/// with its file, line and column so a misspelt name is found (issue 11, item 7).
@Suite struct TemplateUnresolvedTests {
    func unresolved(_ text: String, _ context: TemplateValue) throws -> [UnresolvedVariable] {
        let template = try Template(text, name: "page", file: "Templates/page.html")
        var bytes: [UInt8] = []
        return try template.render(context, into: &bytes)
    }

    @Test func aMisspeltVariableIsReportedWithItsPlace() throws {
        let found = try unresolved("<title>{{title}}</title>\n<h1>{{tilte}}</h1>\n{{{bdoy}}}", ["title": "Buttons"])
        #expect(found == [
            UnresolvedVariable(name: "tilte", file: "Templates/page.html", line: 2, column: 5),
            UnresolvedVariable(name: "bdoy", file: "Templates/page.html", line: 3, column: 1),
        ])
    }

    @Test func columnsCountCharactersAndLinesCountFromTheStart() throws {
        let found = try unresolved("한국어\n  é {{a}} {{b}}", ["a": "x"])
        #expect(found.map { [$0.line, $0.column] } == [[2, 11]])
    }

    @Test func aDottedNameWhoseFieldIsMissingIsReported() throws {
        let found = try unresolved("{{doc.title}} {{doc.tilte}}", ["doc": ["title": "T"]])
        #expect(found.map(\.name) == ["doc.tilte"])
    }

    @Test func valuesThatArePresentButEmptyAreNotReported() throws {
        // A null, empty or false value was given: the page has the field, it is just empty.
        let found = try unresolved("{{a}}{{b}}{{c}}{{d}}", ["a": nil, "b": "", "c": false, "d": .list([])])
        #expect(found.isEmpty)
    }

    @Test func aSectionOverAMissingNameIsHowATemplateSaysIfPresent() throws {
        let found = try unresolved("{{#subtitle}}<p>{{subtitle}}</p>{{/subtitle}}{{^draft}}ok{{/draft}}", ["title": "T"])
        #expect(found.isEmpty)
    }

    @Test func aTagMissedInEveryItemOfAListIsReportedOnce() throws {
        let found = try unresolved("{{#rows}}{{name}}{{nmae}}\n{{/rows}}", ["rows": [["name": "a"], ["name": "b"], ["name": "c"]]])
        #expect(found == [UnresolvedVariable(name: "nmae", file: "Templates/page.html", line: 1, column: 18)])
    }

    @Test func aTagInAPartialNamesThePartialsFile() throws {
        let set = try TemplateSet([
            TemplateSource(name: "page", file: "Templates/page.html", text: "{{> nav}}\n{{title}}"),
            TemplateSource(name: "nav", file: "Templates/nav.html", text: "<nav>\n{{#items}}{{lable}}{{/items}}</nav>"),
        ])
        var bytes: [UInt8] = []
        let found = try set["page"]!.render(["title": "T", "items": [["label": "Home"]]], into: &bytes)
        #expect(found == [UnresolvedVariable(name: "lable", file: "Templates/nav.html", line: 2, column: 11)])
    }
}
