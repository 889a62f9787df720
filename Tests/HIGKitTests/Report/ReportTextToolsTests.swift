import Foundation
import Testing
@testable import Analysis
@testable import Render
@testable import Support
@testable import Report
@testable import Site

/// The small text tools the report is built on, each against independent expectations.
@Suite struct ReportTextToolsTests {
    /// FIPS 180-4 test vectors.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func sha256(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha256OfMultiByteText() {
        // `printf '스플릿뷰' | sha256sum`
        #expect(SHA256.hex("스플릿뷰") == "bf4dd60013673c51b1d3b528d73eaa9649d9d96d9568cbeb63a744c69e5c5c2a")
        #expect(SHA256.hex(Array("스플릿뷰".utf8)) == SHA256.hex("스플릿뷰"))
    }

    @Test func wordDiffShowsReplacementsInsertionsAndDeletions() {
        let diff = WordDiff(from: "Persistently highlight the active selection in the primary pane.",
                            to: "Always highlight the current selection in the primary pane, and more.")
        #expect(diff.plainText == "[-Persistently-]{+Always+} highlight the [-active-]{+current+} selection in the primary [-pane.-]{+pane, and more.+}")
        #expect(WordDiff(from: "a b c", to: "a b c").segments == [.same("a b c")])
        #expect(!WordDiff(from: "a  b\nc", to: "a b c").hasChanges, "white space is not a change")
        #expect(WordDiff(from: "", to: "new words").segments == [.added("new words")])
        #expect(WordDiff(from: "one two three", to: "one three").segments == [.same("one"), .removed("two"), .same("three")])
    }

    @Test func sentencesSplitOnTerminatorsButNotAbbreviationsOrNumbers() {
        #expect(SentenceSplitter.sentences("This is one. This is 1.5 times two! Is it? e.g. not here. Done")
                == ["This is one.", "This is 1.5 times two!", "Is it? e.g. not here.", "Done"])
        #expect(SentenceSplitter.sentences("Дополнительные сведения см. в разделе Автоматическая раскладка. Конец.")
                == ["Дополнительные сведения см. в разделе Автоматическая раскладка.", "Конец."])
        #expect(SentenceSplitter.sentences("分割ビューは管理します。プライマリペインには。 各ペインには")
                == ["分割ビューは管理します。", "プライマリペインには。", "各ペインには"])
        #expect(SentenceSplitter.sentences("관리합니다. 각 창에는 \"따옴표.\" 끝") == ["관리합니다.", "각 창에는 \"따옴표.\"", "끝"])
    }

    /// The splitter reads UTF-8 bytes a scalar at a time; it must give what the scalar-array
    /// rules give on texts that mix every case: terminators of both widths, closers, spaces
    /// of one to three bytes around them, lowercase and capital letters in three scripts.
    @Test func sentencesOnBytesAgreeWithTheScalarRules() {
        let pieces = ["Word", "word", " ", "  ", "\n", "\t", "\u{A0}", "\u{3000}", ".", "!", "?", "。", "！", "？", "\"", "'", ")",
                      "”", "’", "」", "』", "）", "»", "*", "_", "émile", "Émile", "см", "См", "분할", "分割", "1.5", "😀"]
        var generator = SplitMix64(seed: 5)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SentenceSplitter.sentences(text) == Self.scalarSentences(text), "\(text.debugDescription)")
        }
    }

    /// The rules on an array of scalars, as the splitter first had them.
    private static func scalarSentences(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [String] = [], start = 0, index = 0
        func emit(upTo end: Int) {
            var first = start, last = end
            while first < last && SentenceSplitter.isSpace(scalars[first]) { first += 1 }
            while last > first && SentenceSplitter.isSpace(scalars[last - 1]) { last -= 1 }
            if last > first { result.append(String(String.UnicodeScalarView(scalars[first..<last]))) }
            start = end
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let isFullWidthEnd = scalar == "。" || scalar == "！" || scalar == "？"
            guard isFullWidthEnd || scalar == "." || scalar == "!" || scalar == "?" else { continue }
            while index < scalars.count && SentenceSplitter.isCloser(scalars[index]) { index += 1 }
            if isFullWidthEnd { emit(upTo: index); continue }
            guard index == scalars.count || SentenceSplitter.isSpace(scalars[index]) else { continue }
            var next = index
            while next < scalars.count && SentenceSplitter.isSpace(scalars[next]) { next += 1 }
            if next == scalars.count || !scalars[next].properties.isLowercase { emit(upTo: index) }
        }
        emit(upTo: scalars.count)
        return result
    }

    @Test func anchorsOfAnEnglishBlock() {
        let text = "Use `UIView.animate(withDuration:)` with UISplitViewController on iPad and the HIG API. "
            + "Split views devote 33 percent to the primary pane; see [Human Interface Guidelines](https://developer.apple.com/design/). "
            + "Sign In With Apple is optional. For related guidance, see Auto Layout."
        let anchors = TextAnchors(markdown: text, stats: MarkdownRenderer().render(text).stats)
        let byKind = Dictionary(grouping: anchors.anchors, by: \.kind).mapValues { $0.map(\.text) }
        #expect(byKind[.code] == ["UIView.animate(withDuration:)"])
        #expect(byKind[.url] == ["https://developer.apple.com/design/"])
        #expect(byKind[.identifier] == ["UISplitViewController", "iPad", "HIG", "API"])
        #expect(byKind[.number] == ["33"])
        // "Split" opens a sentence and "Sign" too: a sentence-initial capital is not part of a name.
        #expect(byKind[.name] == ["Human Interface Guidelines", "In With Apple", "Auto Layout"])
        #expect(anchors.anchors.first { $0.text == "Human Interface Guidelines" }?.linkDestination == "https://developer.apple.com/design/")
        #expect(anchors.anchors.first { $0.text == "Auto Layout" }?.inCrossReference == true)
        #expect(anchors.sentenceCount == 4 && anchors.crossReferenceCount == 2)
    }

    @Test func numbersMatchAcrossSeparatorsAndFullWidthDigits() {
        let english = "Up to 1,000 items and 2 panes."
        let anchors = TextAnchors(markdown: english, stats: MarkdownRenderer().render(english).stats)
        #expect(AnchorCheck.missing(anchors, translation: "До 1 000 элементов и 2 панели.", language: .russian).isEmpty)
        #expect(AnchorCheck.missing(anchors, translation: "最大１,０００項目と２つのペイン。", language: .japanese).isEmpty)
        #expect(AnchorCheck.missing(anchors, translation: "최대 100개 항목과 2개 창.", language: .korean).map(\.text) == ["1,000"])
    }

    @Test func naturalOrderSortsNumbersByValue() {
        let ids = ["intro-10", "intro-2", "best-practices-1", "intro-1", "intro-02x", "intro"]
        #expect(ids.sorted(by: NaturalOrder.precedes) == ["best-practices-1", "intro", "intro-1", "intro-2", "intro-02x", "intro-10"])
    }

    @Test func displayWidthCountsWideCharactersTwice() {
        #expect(DisplayWidth.of("Split Views") == 11)
        #expect(DisplayWidth.of("스플릿뷰") == 8)
        #expect(DisplayWidth.of("スプリットビュー") == 16)
        #expect(DisplayWidth.of("Разделенный") == 11)
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent takes no column")
        #expect(DisplayWidth.padded("표", to: 4) == "표  ")
    }

    @Test func xmlTextEscapesAndLeavesOutWhatXMLCannotCarry() {
        let escaped = XMLText.escape("a < b && \"c\" > d\r\n\u{1}\u{B}\t\u{FFFE}e")
        #expect(escaped.text == "a &lt; b &amp;&amp; &quot;c&quot; &gt; d&#13;\n\t" + "e")
        #expect(escaped.removed == 3)
        #expect(XMLText.escape("x\ty\nz", attribute: true).text == "x&#9;y&#10;z")
        #expect(XMLText.allowed("ok\u{0}\u{1F}\u{7F}") == "ok\u{7F}", "DEL is allowed in XML 1.0")
    }

    /// The escape works on UTF-8 bytes; it must agree with the rule read character by
    /// character: neighbours of the refused U+FFFE/U+FFFF (U+FFFD, U+FEFF, a kanji in EF),
    /// escapes next to multi-byte letters, refused characters at either end.
    @Test func xmlTextEscapeAgreesWithTheRuleCharacterByCharacter() {
        func byCharacter(_ text: String, attribute: Bool) -> (String, Int) {
            var out = "", removed = 0
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "\r": out += "&#13;"
                case "\n" where attribute: out += "&#10;"
                case "\t" where attribute: out += "&#9;"
                default: if XMLText.isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { removed += 1 }
                }
            }
            return (out, removed)
        }
        let cases = ["\u{FFFF}스플릿&뷰\u{FFFE}", "\u{FFFD}\u{FEFF}\u{FFEE}\u{F900}<\u{FFFF}", "\u{0}", "Разделенный \"вид\"\r\n\t",
                     "分割ビュー\u{1F}>\u{10FFFF}😀", "", "plain text only", "\u{EFFF}\u{FFBE}\u{FFFF}\u{FFFF}x"]
        for text in cases {
            for attribute in [false, true] {
                let escaped = XMLText.escape(text, attribute: attribute)
                let expected = byCharacter(text, attribute: attribute)
                #expect(escaped.text == expected.0, "\(text.debugDescription), attribute \(attribute)")
                #expect(escaped.removed == expected.1, "\(text.debugDescription), attribute \(attribute)")
            }
        }
    }

    @Test func templateTextEscapesEverythingThatCouldBeMarkup() throws {
        let template = try Template("{{text}}")
        #expect(try template.render(["text": "<a href=\"x\" title='y'>&</a>"]) == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
        #expect(try template.render(["text": "스플릿뷰"]) == "스플릿뷰")
        #expect(SitePaths.percentEncoded("split views/ü") == "split%20views%2F%C3%BC")
        #expect(SitePaths.relative(from: "ko/reports/alignment/tables/", to: "ko/tables/") == "../../../tables/")
        #expect(SitePaths.relative(from: "ko/reports/alignment/", to: "ko/reports/alignment/한/") == "%ED%95%9C/")
    }

    @Test func lengthRatioModelIsRobustToOneOutlier() {
        let values = [0.42, 0.45, 0.40, 0.47, 0.43, 0.44, 3.0].map { log($0) }
        let fit = LengthRatioModel(samples: [.korean: values]).fits[.korean]!
        #expect(abs(fit.medianRatio - 0.44) < 0.001)
        #expect(fit.spread == LengthRatioModel.minimumSpread, "the outlier does not widen the spread")
        #expect(fit.score(log(3.0)) > 10)
        #expect(LengthRatioModel(samples: [.korean: Array(values.prefix(4))]).fits.isEmpty, "too few pairs to judge")
    }

    /// The median found by selection is the median of the sorted values, for odd and even
    /// counts, repeated values and runs of one value.
    @Test func medianBySelectionIsTheSortedMedian() {
        var random = SplitMix64(seed: 7)
        for count in [1, 2, 3, 4, 5, 10, 11, 100, 101, 1_000] {
            for _ in 0..<5 {
                let values = (0..<count).map { _ in Double(Int.random(in: 0..<20, using: &random)) / 4 }
                let sorted = values.sorted()
                let expected = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
                #expect(LengthRatioModel.median(values) == expected, "\(values)")
            }
        }
    }
}
