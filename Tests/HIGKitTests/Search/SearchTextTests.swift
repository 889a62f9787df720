import Foundation
import Testing
@testable import Search

/// The byte-level helpers of the index: collapsing white space and writing JSON strings, each
/// against what it must equal (a scalar-by-scalar collapse; what a JSON parser reads back).
@Suite struct SearchTextTests {
    /// The rule, scalar by scalar, as it was written before the byte-level version.
    static func collapsedByScalars(_ text: String) -> String {
        let spaces: Set<UInt32> = Set([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000]
                                      + Array(0x2000...0x200A))
        var result = "", space = false
        for scalar in text.unicodeScalars {
            if spaces.contains(scalar.value) {
                space = !result.isEmpty
            } else {
                if space { result.append(" ") }
                space = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let cases = [
        "", " ", "a", "a b", " a", "a ", "a  b", "a\tb", "a\nb\n", "\u{3000}스플릿\u{3000}뷰\u{3000}", "x\u{A0}y\u{85}z",
        "\u{1680}a\u{2000}b\u{200A}c\u{2028}d\u{2029}e\u{202F}f\u{205F}g", "a\u{200B}b\u{FEFF}c", "é ё \u{1F600} 分割",
        "\u{2010}\u{2030}\u{2080}\u{2100}\u{3001}\u{1681}", "  many   spaces\t\t and\r\nlines  ",
    ]

    @Test func collapsedAsScalarByScalar() {
        for text in Self.cases {
            #expect(SearchText.collapsed(text) == Self.collapsedByScalars(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Random mixes of spaces, letters and CJK.
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "  ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2003}", "\u{200B}", "a", "Ж", "한", "分", "\u{1F600}", "\u{2010}"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SearchText.collapsed(text) == Self.collapsedByScalars(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The text files are written from the markdown step's text, collapsed as each string is
    /// written, and its terms counted from it uncollapsed: both must be what the collapsed text
    /// gives.
    @Test func collapsingAsItIsWrittenAndScanningUncollapsedAgreeWithTheCollapsedText() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "  ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2003}", "\u{200B}", "a", "Word", "Ж", "한", "분할", "分",
                      "\u{1F600}", "\u{2010}", "<", "\"", "\u{1}", "\u{2028}", "'", "don't", "뷰는"]
        let mixes = (0..<500).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        let tokenizer = SearchTokenizer()
        for text in Self.cases + mixes {
            let collapsed = SearchText.collapsed(text)
            var expected: [UInt8] = [], written: [UInt8] = []
            SearchJSON.writeString(collapsed, to: &expected)
            var copy = text
            copy.withUTF8 { SearchJSON.writeString($0, collapsingSpaces: true, to: &written) }
            #expect(written == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(tokenizer.tokens(in: text).map(\.term) == tokenizer.tokens(in: collapsed).map(\.term), "\(text)")
            #expect(SearchText.isBlank(text) == collapsed.isEmpty, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func jsonStringsReadBackAndHoldNoMarkup() throws {
        for text in Self.cases + ["<img src=x onerror=alert(1)>", "\"quoted\" \\ back\\slash & more", "\u{0}\u{1}\u{1F}\u{7F}",
                                  "line\u{2028}separator\u{2029}paragraph", "\u{E2}\u{80}", "tail <"] {
            var bytes: [UInt8] = []
            SearchJSON.write(.array([.string(text)]), to: &bytes)
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String])
            #expect(decoded == [text])
            for forbidden: UInt8 in [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x0A, 0x00] {
                #expect(!bytes.contains(forbidden), "\(text)")
            }
            #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{2028}"))
        }
    }

    @Test func termTableKeepsEveryTermThroughGrowth() {
        var table = SearchTermTable<Int>()
        let terms = (0..<5000).map { SearchTerm("term\($0)") } + [SearchTerm(String(repeating: "ы", count: 40))]
        for (number, term) in terms.enumerated() {
            #expect(table.update(term, initial: 0) { $0 += number } == number)
        }
        for (number, term) in terms.enumerated() {
            table.update(term, initial: -1) { $0 += 1 }
            #expect(table[term] == number + 1)
        }
        #expect(table.count == terms.count && table.terms == terms)
        #expect(table[SearchTerm("absent")] == nil)
    }
}
