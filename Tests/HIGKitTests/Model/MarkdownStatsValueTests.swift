import Testing
@testable import Model

/// Statistics keep their markup in a box their copies share: still values (a copy changed
/// leaves the original as it was), and a text whose markup is all zero and empty equals one
/// that never had any.
@Suite struct MarkdownStatsValueTests {
    @Test func aChangedCopyLeavesTheOriginal() {
        var original = MarkdownStats()
        original.links = 2
        original.linkDestinations = ["a.md"]
        original.codeSpanTexts.append("x")
        var copy = original
        copy.links += 1
        copy.linkDestinations.insert("b.md")
        copy.codeSpanTexts.append("y")
        #expect(original.links == 2 && original.linkDestinations == ["a.md"] && original.codeSpanTexts == ["x"])
        #expect(copy.links == 3 && copy.linkDestinations == ["a.md", "b.md"] && copy.codeSpanTexts == ["x", "y"])
        #expect(copy != original)
    }

    @Test func noMarkupEqualsEmptyMarkup() {
        var plain = MarkdownStats()
        plain.plainText = "Split views"
        var emptied = plain
        emptied.headings = 1
        emptied.headings = 0
        #expect(emptied == plain)
        emptied.images = 1
        #expect(emptied != plain)
        #expect(MarkdownStats(plainProse: "Split views") == plain)
    }
}
