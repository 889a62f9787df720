import Foundation
import Model

/// Cuts text into search terms, the same way for the index (here, at build time) and for the
/// query (`HIGSearch.tokenize` in `Templates/assets/search.js`, which mirrors this file and
/// `SearchScan` rule for rule; the browser suite requires identical tokens from both).
///
/// 1. NFKC: full-width `ＵＩＫｉｔ` and half-width `ｽﾌﾟﾘｯﾄ` become `UIKit` and `スプリット`.
/// 2. Words (Latin, Cyrillic, digits, `_`, other spaced scripts): lowercased code point by code
///    point, `ё` → `е`, apostrophes dropped, stopwords and one-letter words skipped; words
///    with Cyrillic letters get `RussianStemmer`, words of a-z `EnglishStemmer`. An
///    identifier inside CJK text (`UISplitViewController를`) is a word like any other.
/// 3. Hangul, kana and Han, which need no spaces between words: overlapping bigrams over the
///    run with white space removed, so `스플릿 뷰` gives `스플`, `플릿`, `릿뷰` like `스플릿뷰`.
///    The bigram across a removed space is a `join`; the bigrams covering a particle at the
///    end of a space-separated chunk are `tail`s (see `SearchToken.Kind`); a particle glued
///    to a Latin word (`Popover는`) or standing alone is dropped; a run of one character is a
///    `single`.
///
/// Rules follow the script, not the document's language, because translations mix scripts
/// (English identifiers in Korean, English queries on the Korean site).
public struct SearchTokenizer: Sendable {
    /// Changes whenever a rule changes, so an index and a page script that disagree can tell.
    public static let version = 1

    /// Words longer than this (base64, hashes) are not terms.
    static let maximumWordLength = 64

    public init() {}

    /// The tokens of `text`, with offsets in UTF-16 units of `normalized(text)`.
    public func tokens(in text: String) -> [SearchToken] {
        var sink = TokenList()
        scan(text, into: &sink)
        return sink.tokens
    }

    /// Hands every token of `text` to `sink`, in order.
    func scan<Sink: SearchTokenSink>(_ text: String, into sink: inout Sink) {
        var scan = SearchScan()
        scan.scan(text, into: &sink)
    }

    /// The text the offsets of `tokens(in:)` count in: NFKC, as `String.prototype.normalize`
    /// gives it.
    public static func normalized(_ text: String) -> String {
        knownNormalized(text) == nil ? foundationNormalized(text) : text
    }

    /// Foundation on Linux leaves a half-width voiced mark beside its kana (`ﾌﾟ` → `フ` +
    /// U+309A, not `プ`), so its result is composed once more (NFC).
    static func foundationNormalized(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
    }

    /// `text` itself when every character is one NFKC leaves alone or maps to one character of
    /// the same class that the scan maps too (full-width ASCII, spaces), and none could
    /// combine with another; nil when Foundation must normalise it first (rare).
    static func knownNormalized(_ text: String) -> String? {
        var text = text
        return text.withUTF8(isKnownNormalized) ? text : nil
    }

    /// Whether `knownNormalized` would keep these bytes as they are.
    static func isKnownNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let table = SearchCharacterClass.basicPlane
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let (value, width) = SearchScan.decode(bytes, at: index)
            guard value < 0x10000, table[Int(value)] & SearchCharacterClass.knownNFKC != 0 else { return false }
            index += width
        }
        return true
    }
}

/// Receives the tokens of a scan, in order.
protocol SearchTokenSink {
    mutating func token(_ term: SearchTerm, kind: SearchToken.Kind, start: Int, end: Int)
}

/// The tokens as values, for tests and the page-script comparison.
private struct TokenList: SearchTokenSink {
    var tokens: [SearchToken] = []

    mutating func token(_ term: SearchTerm, kind: SearchToken.Kind, start: Int, end: Int) {
        tokens.append(SearchToken(term: term.text, kind: kind, start: start, end: end))
    }
}
