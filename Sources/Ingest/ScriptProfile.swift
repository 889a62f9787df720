import Align

/// How many letters of each script a text has, leaving out what survives translation
/// unchanged (URLs, code spans, link destinations, identifiers such as `UISplitViewController`,
/// numbers), so that those cannot make a Korean paragraph look English.
public struct ScriptProfile: Hashable, Sendable {
    public var latin = 0
    public var hangul = 0
    public var kana = 0
    public var han = 0
    public var cyrillic = 0
    /// Letters of scripts none of the identifiable languages use (Greek, Arabic, Thai, ...).
    public var other = 0

    public init() {}

    public var totalLetters: Int { latin + hangul + kana + han + cyrillic + other }

    public init<S: StringProtocol>(of text: S) {
        var copy = String(text)
        self = copy.withUTF8 { ScriptProfile(bytes: $0, range: 0..<$0.count) }
    }

    /// The profile of `range` (UTF-8 offsets; a range starting inside a character skips its
    /// continuation bytes).
    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        var scanner = Scanner()
        var index = range.lowerBound
        while index < range.upperBound && bytes[index] & 0xC0 == 0x80 { index += 1 }
        feed(bytes, index..<range.upperBound, to: &scanner)
        scanner.finish(into: &self)
    }

    /// The profile of `segments` of `bytes` read one after another as one text (each
    /// starting and ending at a character boundary): a text with parts left out, without
    /// making it.
    public init(bytes: UnsafeBufferPointer<UInt8>, segments: [Range<Int>]) {
        var scanner = Scanner()
        for segment in segments { feed(bytes, segment, to: &scanner) }
        scanner.finish(into: &self)
    }

    private mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to scanner: inout Scanner) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x80 {
                if Self.isLowercase(byte) && scanner.isInText {
                    // A run of lowercase letters, most of any Latin text, in a loop of its own.
                    repeat {
                        scanner.feedLowercase(bytes[index])
                        index += 1
                    } while index < range.upperBound && Self.isLowercase(bytes[index])
                    continue
                }
                scanner.feed(UInt32(byte), into: &self)
                index += 1
            } else if (byte == 0xD0 || byte == 0xD1) && index + 1 < range.upperBound
                        && scanner.feedCyrillic(UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), into: &self) {
                index += 2
            } else if byte >= 0xE3 && byte <= 0xED && index + 2 < range.upperBound,
                      let script = Self.cjkScript(lead: byte, second: bytes[index + 1]),
                      scanner.feedCJK(UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F),
                                      script, into: &self) {
                index += 3
            } else {
                let (value, length) = AnchorExtractor.decode(bytes, at: index)
                scanner.feed(value, into: &self)
                index += length
            }
        }
    }

    @inline(__always)
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// The rule at its plainest, a code point at a time through `Scanner.feed`: what the
    /// shortcuts of `feed(_:_:to:)` must count alike (the tests compare them).
    static func scalarByScalar(_ text: String) -> ScriptProfile {
        var profile = ScriptProfile()
        var scanner = Scanner()
        for scalar in text.unicodeScalars { scanner.feed(scalar.value, into: &profile) }
        scanner.finish(into: &profile)
        return profile
    }

    /// Letters most of a Korean or Japanese text is made of, told by their first two UTF-8
    /// bytes: Hangul syllables (U+AC00-D7FF), kana (U+3040-30FF) and kanji (U+4E00-9FFF); CJK
    /// punctuation (U+3000-303F) counts as nothing. Nil for the rest, which `Scanner.feed` reads.
    @inline(__always)
    private static func cjkScript(lead: UInt8, second: UInt8) -> Scanner.CJKScript? {
        switch lead {
        case 0xEA: return second >= 0xB0 ? .hangul : nil
        case 0xEB, 0xEC: return .hangul
        case 0xED: return second <= 0x9F ? .hangul : nil
        case 0xE3: return second == 0x80 ? .punctuation : second >= 0x81 && second <= 0x83 ? .kana : nil
        case 0xE4: return second >= 0xB8 ? .han : nil
        case 0xE5...0xE9: return .han
        default: return nil
        }
    }

    /// Whether four lowercase letters (packed one per byte) end a URL scheme before its colon:
    /// "http", "https", "mailto".
    static func isURLSchemeEnding(_ last4: UInt32) -> Bool {
        last4 == 0x68747470 /* http */ || last4 == 0x74747073 /* ttps */ || last4 == 0x6D61696C /* mail */
    }

    /// A streaming pass that keeps the state needed to skip URLs, code spans and identifiers.
    private struct Scanner {
        var inCode = false
        var inURL = false
        var inLinkDestination = false
        var previous: UInt32 = 0x20
        // The current run of ASCII word characters, judged when it ends.
        var wordLetters = 0
        var wordHasDigit = false
        var wordHasUnderscore = false
        var wordHasInnerCapital = false
        var wordAllCaps = true
        var wordPreviousLower = false
        // Recent characters, to spot "http" / "www." starting a URL.
        var recent: UInt32 = 0

        mutating func feed(_ value: UInt32, into profile: inout ScriptProfile) {
            defer { previous = value }
            if inCode {
                if value == 0x60 { inCode = false }
                return
            }
            if inURL {
                if value <= 0x20 || value == 0x29 || value == 0x3E || value == 0x5D || value >= 0x80 && isBreakingNonASCII(value) {
                    inURL = false
                } else {
                    return
                }
            }
            if inLinkDestination {
                if value == 0x29 { inLinkDestination = false }
                return
            }
            if value == 0x60 {
                endWord(into: &profile)
                inCode = true
                return
            }
            if value == 0x28 && previous == 0x5D {
                endWord(into: &profile)
                inLinkDestination = true
                return
            }
            if value == 0x3A && wordLetters >= 4 && recentIsURLScheme() {
                // "http:" / "https:" — drop the scheme word and the rest of the URL.
                resetWord()
                inURL = true
                return
            }
            if value < 0x80 {
                let isUpper = value >= 0x41 && value <= 0x5A
                let isLower = value >= 0x61 && value <= 0x7A
                if isUpper || isLower {
                    wordLetters += 1
                    if isUpper {
                        if wordPreviousLower { wordHasInnerCapital = true }
                    } else {
                        wordAllCaps = false
                    }
                    wordPreviousLower = isLower
                    recent = (recent << 8) | (value | 0x20)
                    return
                }
                if value >= 0x30 && value <= 0x39 { wordHasDigit = true; wordPreviousLower = false; return }
                if value == 0x5F { wordHasUnderscore = true; return }
                if value == 0x2E && wordLetters == 3 && recent & 0xFFFFFF == 0x777777 {
                    resetWord()
                    inURL = true // www.
                    return
                }
                endWord(into: &profile)
                recent = 0
                return
            }
            endWord(into: &profile)
            recent = 0
            switch value {
            case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
                profile.hangul += 1
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D:
                // The prolonged sound mark and middle dot are shared by scripts but used by Japanese.
                profile.kana += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FFFF:
                profile.han += 1
            case 0x0400...0x052F, 0x2DE0...0x2DFF, 0xA640...0xA69F:
                profile.cyrillic += 1
            case 0x00C0...0x024F, 0x1E00...0x1EFF:
                if value != 0xD7 && value != 0xF7 { profile.latin += 1 }
            case 0xFF21...0xFF3A, 0xFF41...0xFF5A:
                profile.latin += 1
            default:
                // General and CJK punctuation are the common cases here and have no letters.
                if value >= 0x0370, !(0x2000...0x206F).contains(value), !isCombiningOrModifier(value), let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic {
                    profile.other += 1
                }
            }
        }

        /// Outside code spans, URLs and link destinations: where letters count.
        var isInText: Bool { !inCode && !inURL && !inLinkDestination }

        /// What `feed` does with a lowercase ASCII letter in text, without its checks.
        @inline(__always)
        mutating func feedLowercase(_ byte: UInt8) {
            wordLetters += 1
            wordAllCaps = false
            wordPreviousLower = true
            recent = (recent << 8) | UInt32(byte)
            previous = UInt32(byte)
        }

        /// What `feed` does with a Cyrillic letter (U+0400-047F) in text, without its checks;
        /// false elsewhere, where `feed` decides.
        @inline(__always)
        mutating func feedCyrillic(_ value: UInt32, into profile: inout ScriptProfile) -> Bool {
            guard isInText else { return false }
            endWord(into: &profile)
            recent = 0
            previous = value
            profile.cyrillic += 1
            return true
        }

        enum CJKScript { case hangul, kana, han, punctuation }

        /// What `feed` does with a character of `script` (above U+1100, so it ends a URL and
        /// a word), without its checks: false inside a code span or a link destination, where
        /// `feed` decides.
        @inline(__always)
        mutating func feedCJK(_ value: UInt32, _ script: CJKScript, into profile: inout ScriptProfile) -> Bool {
            guard !inCode && !inLinkDestination else { return false }
            inURL = false
            endWord(into: &profile)
            recent = 0
            previous = value
            switch script {
            case .hangul: profile.hangul += 1
            case .kana: profile.kana += 1
            case .han: profile.han += 1
            case .punctuation: break
            }
            return true
        }

        private func isBreakingNonASCII(_ value: UInt32) -> Bool {
            // A URL glued to CJK text ends where the CJK text starts.
            value >= 0x1100
        }

        private func isCombiningOrModifier(_ value: UInt32) -> Bool {
            (0x0300...0x036F).contains(value) || (0x3000...0x303F).contains(value) || (0xFF00...0xFF20).contains(value)
        }

        private func recentIsURLScheme() -> Bool {
            ScriptProfile.isURLSchemeEnding(recent & 0xFFFFFFFF)
        }

        private mutating func resetWord() {
            wordLetters = 0
            wordHasDigit = false
            wordHasUnderscore = false
            wordHasInnerCapital = false
            wordAllCaps = true
            wordPreviousLower = false
        }

        /// Counts a finished ASCII word as Latin letters unless it is an identifier.
        mutating func endWord(into profile: inout ScriptProfile) {
            if wordLetters > 0 {
                let identifier = wordHasDigit || wordHasUnderscore || wordHasInnerCapital || (wordAllCaps && wordLetters >= 2)
                if !identifier { profile.latin += wordLetters }
            }
            resetWord()
        }

        mutating func finish(into profile: inout ScriptProfile) {
            if !inCode && !inURL { endWord(into: &profile) }
        }
    }
}
