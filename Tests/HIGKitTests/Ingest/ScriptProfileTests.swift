import Testing
@testable import Ingest

/// Letters per script, counted the way the language checks read them: what survives
/// translation unchanged (code, URLs, link destinations, identifiers) is left out.
@Suite struct ScriptProfileTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var latin = 0, hangul = 0, kana = 0, han = 0, cyrillic = 0
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "스플릿 뷰", hangul: 4),
        Case(text: "分割ビュー。「表示」", kana: 3, han: 4),
        Case(text: "Разделённое представление", cyrillic: 24),
        // CJK right after a word ends the word: "API" is an identifier, "table" a word.
        Case(text: "API한국 table日本", latin: 5, hangul: 2, han: 2),
        // Inside a code span or a link destination nothing counts; a URL ends at CJK text.
        Case(text: "`한국語 カナ` 뷰", hangul: 1),
        Case(text: "[뷰](https://example.com/한국語)끝", hangul: 2),
        Case(text: "https://example.com/path한국 語", hangul: 2, han: 1),
        Case(text: "www.example.com日本", han: 2),
        // Hangul compatibility jamo and the kana and kanji block edges.
        Case(text: "ㄱㅏ \u{AC00}\u{D7A3}\u{D7B0} \u{3041}\u{30FF} \u{4E00}\u{9FFF} \u{3400}", hangul: 5, kana: 2, han: 3),
    ]

    @Test(arguments: cases) func countsEachScriptsLetters(_ sample: Case) {
        let profile = ScriptProfile(of: sample.text)
        #expect([profile.latin, profile.hangul, profile.kana, profile.han, profile.cyrillic]
                == [sample.latin, sample.hangul, sample.kana, sample.han, sample.cyrillic])
    }

    /// The byte-level shortcuts (runs of lowercase letters, Cyrillic, CJK) count as the rule
    /// does a code point at a time, whatever surrounds them: URLs, code spans, link targets.
    @Test func shortcutsCountAsTheRuleScalarByScalar() {
        let pieces = ["table", "Table", "TABLE", "iPadOS", "x2", "snake_case", " ", "  ", "\n", ".", ":", "(", ")", "[", "]",
                      "`", "http", "https://", "http://ex.com/раз", "www.", "ww", "mailto:", "вид", "Ёлка", "ё", "\u{510}",
                      "뷰", "分割", "カナ", "。", "é", "ß", "\u{1F600}", "(https://a.b)", "[ссылка](адрес)", "таблица:"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(ScriptProfile(of: text) == ScriptProfile.scalarByScalar(text), "\(text)")
        }
    }
}
