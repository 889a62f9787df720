import Testing
@testable import Analysis
@testable import Ingest

/// The length and untranslated-English checks measure a block's letters with its inline links
/// left out. The profile reads the text around the links in place; it must count what the
/// text with the links cut out would count.
@Suite struct LinkFreeProfileTests {
    static func cut(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return MarkdownLinkScanner.rangesOutsideLinks(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }.joined()
    }

    @Test func inlineLinksAreLeftOutAndEverythingElseKept() {
        #expect(Self.cut("See [Auto Layout](https://x.example/a) for more.") == "See  for more.")
        #expect(Self.cut("[a](b)[c](d)") == "")
        #expect(Self.cut("no links, [brackets] and (parens) stay") == "no links, [brackets] and (parens) stay")
        // No nesting: a link runs from the first `[` to the first `](`...`)`.
        #expect(Self.cut("[open [inner](x) tail") == " tail")
        #expect(Self.cut("분할 [보기](x)입니다 [끝") == "분할 입니다 [끝")
        #expect(Self.cut("") == "")
    }

    /// Letters either side of a cut link join into one word, as in the cut text: `iPad` is an
    /// identifier whether or not a link stood inside it.
    @Test func theProfileCountsTheCutTextAsOneText() {
        for text in ["See [Auto Layout](x) for more.", "i[link](x)Pad and UI[x](y)Kit", "분할 [보기](x)입니다 and more",
                     "`code [a](b) span` words", "https://a.example/[x](y)path rest", "[a](b)",
                     "No link here, read whole", "링크 없는 문장 with UIKit", ""] {
            let bytes = Array(text.utf8)
            let kept = MarkdownLinkScanner.rangesOutsideLinks(in: bytes)
            let inPlace = bytes.withUnsafeBufferPointer { ScriptProfile(bytes: $0, segments: kept) }
            #expect(inPlace == ScriptProfile(of: Self.cut(text)), "\(text)")
            #expect(DocumentProfiles.profile(text) == inPlace)
        }
        #expect(DocumentProfiles.profile("i[link](x)Pad").latin == 0)
        #expect(DocumentProfiles.profile("Read [the guide](x) now").latin == "Readnow".count)
    }
}
