import Foundation
import Testing
@testable import Ingest
@testable import Model

/// YAML front matter read with libyaml (issue 14): lists, quoted and multi-line strings,
/// nested keys; errors at the file's line; aliases and deep nesting refused.
@Suite struct YAMLFrontMatterTests {
    @Test func listsQuotedMultiLineAndNestedValues() throws {
        let text = """
        ---
        title: "Color: \\"accent\\" colours"   # a comment
        summary: >
          Folded lines
          become one.
        notes: |
          kept
          as lines
        supported-platforms:
          - iOS
          - macOS
        tags: [design, color]
        params:
          group: foundations
          weight: 3
        quote: 'It''s'
        ---
        Body
        """
        let (front, body) = FrontMatter.split(Substring(text))
        let matter = try #require(front)
        #expect(matter.problems.isEmpty)
        #expect(matter["title"] == "Color: \"accent\" colours")
        #expect(matter["summary"] == "Folded lines become one.\n")
        #expect(matter["notes"] == "kept\nas lines\n")
        #expect(matter.list("supported-platforms") == ["iOS", "macOS"])
        #expect(matter.list("tags") == ["design", "color"])
        #expect(matter["params.group"] == "foundations" && matter["params.weight"] == "3")
        #expect(matter["quote"] == "It's")
        #expect(matter.lineCount == 17 && body == "Body")
    }

    @Test func aSyntaxErrorIsReportedAtTheFilesLineAndThePageStillBuilds() {
        let text = "---\ntitle: Buttons\nlang: ko\nbad: [unclosed\n---\n# 버튼\n\n본문입니다.\n"
        let source = SourceParser().parse(text: text, path: "docs/buttons.md", fileName: "buttons.md")
        let problems = source.diagnostics.filter { $0.id == "front-matter" }
        #expect(problems.count == 1)
        #expect(problems.first?.severity == .error)
        #expect(problems.first?.location?.path == "docs/buttons.md")
        // libyaml finds the unclosed list at the end of the text it was given: the closing fence's line.
        #expect((problems.first?.location?.line ?? 0) >= 4)
        // What was read before the error still counts: the title.
        #expect(source.titles.values.contains { $0.text == "Buttons" })
        #expect(!source.blocks.isEmpty)
    }

    @Test func aliasesAndDeepNestingAreRefused() {
        let bomb = "---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n---\n"
        let (aliased, _) = FrontMatter.split(Substring(bomb))
        #expect(aliased?.problems.map(\.line) == [3])
        #expect(aliased?.problems.first?.message.contains("aliases") == true)
        let deep = "---\nkey: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n---\n"
        let (nested, _) = FrontMatter.split(Substring(deep))
        #expect(nested?.problems.first?.message.contains("nested more than") == true)
        #expect(nested?.problems.first?.line == 2)
    }

    @Test func duplicateKeysAndNonMappingsAreErrors() {
        #expect(FrontMatter.split(Substring("---\ntitle: A\ntitle: B\n---\n")).0?.problems.first?.line == 3)
        #expect(FrontMatter.split(Substring("---\njust a sentence\n---\n")).0?.problems.count == 1)
    }
}
