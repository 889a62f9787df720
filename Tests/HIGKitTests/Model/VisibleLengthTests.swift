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

    @Test func longTextCountsAsItsPartsWhereverTheEightByteStepsFall() {
        // Read eight bytes at a time where no markup starts: a part repeated after 0...8 spaces
        // must count the same at every offset, markup (a link, a tag) included.
        let part = "분할 뷰 Split view [the guide](https://example.com/a) <br /> Ёлка (c) 12"
        let one = VisibleLength(of: part)
        for padding in 0...8 {
            let text = Array(repeating: part, count: 5).joined(separator: String(repeating: " ", count: padding + 1))
            let length = VisibleLength(of: text)
            #expect(length.latin == one.latin * 5)
            #expect(length.other == one.other * 5)
        }
        #expect(one.latin == 22)
        #expect(one.other == 7)
    }
}
