import Testing
@testable import Model

@Suite struct VisibleLengthTests {
    @Test func countsLatinAndOtherCharactersWithoutSpacesOrMarkup() {
        let length = VisibleLength(of: "**Split** views_ 분할 `뷰`\n# Ё")
        #expect(length.latin == 10)
        #expect(length.other == 4)
    }

    @Test func leavesOutImagesLinkDestinationsAndTags() {
        let length = VisibleLength(of: "See ![a chart](img/chart.png) [the guide](https://example.com/x) <br /> 끝</h2>")
        // "See", "the", "guide" and "끝": the image, the destination and both tags are not read.
        #expect(length.latin == 11)
        #expect(length.other == 1)
    }

    @Test func readsMarkupCharactersThatStartNothing() {
        // A "(" not after "]", a "!" not before "[" and a "<" not starting a tag.
        let length = VisibleLength(of: "(a) ! 3 < 4")
        #expect(length.latin == 6)
        #expect(length.other == 0)
    }
}
