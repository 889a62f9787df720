import Testing
@testable import Align

/// The word sets that tell two English copies apart and match English variants: letters and
/// digits lowercased, everything else a separator, the same on the ASCII fast path as on the
/// Unicode one.
@Suite struct EnglishWordSetTests {
    @Test func asciiTextSplitsOnEveryNonAlphanumeric() {
        #expect(EnglishMerger.wordSet("Split Views, iOS 17 & UISplitViewController_x (v2.0)") ==
                ["split", "views", "ios", "17", "uisplitviewcontroller", "x", "v2", "0"])
        #expect(EnglishMerger.wordSet("") == [])
        #expect(EnglishMerger.wordSet("  --  ") == [])
        #expect(EnglishMerger.wordSet("end") == ["end"])
    }

    @Test func aTextWithAnyOtherScalarTakesTheUnicodeRules() {
        #expect(EnglishMerger.wordSet("Café DÉJÀ vu, 2 Über") == ["café", "déjà", "vu", "2", "über"])
        // Kana and Hangul are letters; the ideographic full stop is not.
        #expect(EnglishMerger.wordSet("Split分割ビュー。분할 View") == ["split分割ビュー", "분할", "view"])
    }

    /// Every ASCII text gives what the scalar-by-scalar rules give, checked against them
    /// directly on texts that mix every ASCII class.
    @Test func theASCIIPathAgreesWithTheScalarRules() {
        let alphabet = Array("aZ09 _-.,;:'\"!?()[]{}<>/\\|@#$%^&*+=~`\t\n")
        var generator = SplitMix64(seed: 17)
        for _ in 0..<200 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(EnglishMerger.wordSet(text) == EnglishMerger.unicodeWordSet(text), "\(text.debugDescription)")
        }
    }
}
