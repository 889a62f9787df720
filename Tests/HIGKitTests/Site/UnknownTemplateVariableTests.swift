import Foundation
import Testing
@testable import Model
@testable import Site
@testable import Pipeline
@testable import CLI

/// `hig build` warns about a template variable that no page has (issue 11, item 7): once per
/// tag, with the template's file and line, however many pages met it; the repository's own
/// templates, whose optional fields sit inside sections, give no such warning.
@Suite struct UnknownTemplateVariableTests {
    func buildWarnings(templates: URL) throws -> [Diagnostic] {
        var pipeline = SitePipeline(configuration: .init(content: Fixtures.contentDirectory.path, templates: templates.path))
        return try pipeline.build().site.diagnostics.filter { $0.id == "unknown-template-variable" }
    }

    @Test func theRepositoryTemplatesHaveNoUnknownVariable() throws {
        #expect(try buildWarnings(templates: SiteFixtures.templatesDirectory).isEmpty)
    }

    /// `tag` added as the last line of template `name` in `templates`: the file and that line.
    func appending(_ tag: String, to name: String, in templates: URL) throws -> (file: URL, line: Int) {
        let file = templates.appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "<p>\(tag)</p>\n").write(to: file, atomically: true, encoding: .utf8)
        return (file, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func aMisspeltVariableIsWarnedOnceWithFileAndLine() throws {
        let templates = SiteFixtures.templatesCopy()
        defer { try? FileManager.default.removeItem(at: templates.deletingLastPathComponent()) }
        // Every page of every language includes the footer: many renders, one warning.
        let (footer, line) = try appending("{{t.site_tilte}}", to: "footer.html", in: templates)
        let warnings = try buildWarnings(templates: templates)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(path: footer.path, line: line))
        #expect(warning.message.contains("'{{t.site_tilte}}'"))
    }

    @Test func theStandaloneHTMLReportWarnsToo() throws {
        let templates = SiteFixtures.templatesCopy()
        defer { try? FileManager.default.removeItem(at: templates.deletingLastPathComponent()) }
        let (page, line) = try appending("{{t.report_tilte}}", to: "report-standalone.html", in: templates)
        let io = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: ["report", Fixtures.contentDirectory.path, "--format", "html",
                                                "--templates", templates.path], io: io) == 0)
        #expect(io.standardError.contains("\(page.path):\(line): warning: '{{t.report_tilte}}' has no value"))
        #expect(io.standardError.contains("1 warning"))
    }
}
