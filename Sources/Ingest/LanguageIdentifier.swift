import Align
import Model

/// Names the language of a block from its script evidence.
///
/// The four HIG languages have distinct scripts (Latin, Hangul, kana with kanji, Cyrillic), so
/// counting letters is both accurate and linear. Latin words inside a translation are expected
/// (product terms kept in English), hence a translation's own script wins as soon as it makes up
/// a modest share of the letters.
public enum LanguageIdentifier {
    /// Returns nil when the text has no letters at all (numbers, punctuation, identifiers only),
    /// and `und` when the letters are in a script none of the four languages uses.
    public static func identify<S: StringProtocol>(_ text: S) -> LanguageTag? {
        if let language = text.utf8.withContiguousStorageIfAvailable({ identify(bytes: $0) }) { return language }
        var copy = String(text)
        return copy.withUTF8 { identify(bytes: $0) }
    }

    static func identify(bytes: UnsafeBufferPointer<UInt8>) -> LanguageTag? {
        if let language = decidedByLeadBytes(bytes) { return language }
        // A long block is judged by its beginning and its end when both say the same
        // clearly; a block that changes language on the way is read whole.
        let sample = 384
        if bytes.count > 4 * sample {
            let head = ScriptProfile(bytes: bytes, range: 0..<sample)
            let tail = ScriptProfile(bytes: bytes, range: (bytes.count - sample)..<bytes.count)
            if let language = identify(head), language == identify(tail), isDecisive(head), isDecisive(tail) {
                return language
            }
        }
        return identify(ScriptProfile(bytes: bytes, range: 0..<bytes.count))
    }

    /// A-Z and a-z, here rather than from the aligner's module: called for every byte, and
    /// not inlined across modules.
    @inline(__always)
    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
    }

    /// Most blocks are settled by counting lead bytes: letters of Hangul, kana, kanji and
    /// Cyrillic, and too few ASCII letters to outweigh them even if none were part of an
    /// identifier; or no such letters and one plain English word. Returns nil, for the careful scan, whenever that shortcut could differ
    /// from it: another script, Latin letters that might count, code spans, link targets, URLs.
    static func decidedByLeadBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> LanguageTag? {
        var ascii = 0
        var plainWord = false
        var profile = ScriptProfile()
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if isASCIILetter(byte) {
                    // A word of letters between spaces, not all capitals and without an inner
                    // capital, is one the scan counts as Latin.
                    let start = index
                    var uppers = 0
                    var innerCapital = false, previousLower = false
                    while index < count, isASCIILetter(bytes[index]) {
                        let isUpper = bytes[index] <= 0x5A
                        if isUpper { uppers += 1; innerCapital = innerCapital || previousLower }
                        previousLower = !isUpper
                        index += 1
                    }
                    let length = index - start
                    ascii += length
                    if !plainWord, start == 0 || bytes[start - 1] == 0x20, index < count, bytes[index] == 0x20,
                       !innerCapital, uppers < length || length < 2 {
                        plainWord = true
                    }
                    continue
                }
                // What the careful scan leaves out, left out the same way: code spans, link
                // destinations and URLs.
                if byte == UInt8(ascii: "`") {
                    index += 1
                    while index < count && bytes[index] != UInt8(ascii: "`") { index += 1 }
                } else if byte == UInt8(ascii: "("), index > 0, bytes[index - 1] == UInt8(ascii: "]") {
                    while index < count && bytes[index] != UInt8(ascii: ")") { index += 1 }
                } else if byte == UInt8(ascii: ":"), index + 1 < count, bytes[index + 1] > 0x20 {
                    guard endsWithScheme(bytes, before: index) else { return nil }
                    index = endOfURL(bytes, from: index)
                    continue
                } else if byte == UInt8(ascii: "."), index >= 3, bytes[index - 1] | 0x20 == 0x77 {
                    // "www." starts a URL; another word ending in "w." is left to the careful scan.
                    guard bytes[index - 2] | 0x20 == 0x77, bytes[index - 3] | 0x20 == 0x77,
                          index == 3 || !AnchorExtractor.isWordByte(bytes[index - 4]) else { return nil }
                    index = endOfURL(bytes, from: index)
                    continue
                }
                index += 1
                continue
            }
            guard index + 2 < count || (byte < 0xE0 && index + 1 < count) else { return nil }
            let second = bytes[index + 1]
            switch byte {
            case 0xC2: index += 2 // U+0080...00BF: spaces and punctuation
            case 0xC3: ascii += 1; index += 2 // accented Latin may count as Latin
            case 0xD0, 0xD1: // U+0400...047F
                let end = cyrillicRunEnd(bytes, from: index)
                profile.cyrillic += (end - index) / 2
                index = end
            case 0xEB, 0xEC, 0xEA where second >= 0xB0, 0xED where second <= 0x9E: // U+AC00...D7BF
                let end = hangulRunEnd(bytes, from: index)
                profile.hangul += (end - index) / 3
                index = end
            case 0xE3 where second >= 0x81 && second <= 0x83: profile.kana += 1; index += 3 // U+3040...30FF
            case 0xE3 where second == 0x80: index += 3 // CJK punctuation
            case 0xE4 where second >= 0xB8, 0xE5...0xE9: profile.han += 1; index += 3 // U+4E00...9FFF
            case 0xE2 where second == 0x80 || (second == 0x81 && bytes[index + 2] <= 0xAF): index += 3 // U+2000...206F
            case 0xEF where second == 0xBC && bytes[index + 2] <= 0xA0: index += 3 // full-width punctuation, digits
            default: return nil
            }
        }
        let native = 2 * (profile.hangul + profile.kana + profile.han) + profile.cyrillic
        // Latin letters alone: English as soon as one word counts.
        if native == 0 { return plainWord ? .english : nil }
        // `identify` calls a text English only when its Latin letters exceed five times this.
        guard native * 5 >= ascii else { return nil }
        return identify(profile)
    }

    /// Where a run of Cyrillic letters (U+0400...047F) starting at `start` ends: a word in one
    /// loop, not a pass through the switch per letter.
    @inline(__always)
    private static func cyrillicRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count, bytes[index] == 0xD0 || bytes[index] == 0xD1 { index &+= 2 }
        return index
    }

    /// Where a run of Hangul syllables (U+AC00...D7BF, as the switch counts them) starting at
    /// `start` ends.
    @inline(__always)
    private static func hangulRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 2 < bytes.count {
            let lead = bytes[index], second = bytes[index + 1]
            guard lead == 0xEB || lead == 0xEC || (lead == 0xEA && second >= 0xB0) || (lead == 0xED && second <= 0x9E) else { break }
            index &+= 3
        }
        return index
    }

    /// "http:", "https:", "mailto:" (the scan's test: a word of four or more letters ending so).
    private static func endsWithScheme(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        guard index >= 4 else { return false }
        var last4: UInt32 = 0
        for offset in (index - 4)..<index {
            let folded = bytes[offset] | 0x20
            guard folded >= 0x61 && folded <= 0x7A else { return false }
            last4 = (last4 << 8) | UInt32(folded)
        }
        return ScriptProfile.isURLSchemeEnding(last4)
    }

    /// Where the scan ends a URL: white space, a closing bracket, or CJK text glued to it.
    private static func endOfURL(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte <= 0x20 || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]") || byte >= 0xE1 { break }
            index += 1
        }
        return index
    }

    /// Enough letters, and one script far ahead of the others.
    private static func isDecisive(_ profile: ScriptProfile) -> Bool {
        let cjk = profile.hangul + profile.kana + profile.han
        let native = 2 * cjk + profile.cyrillic + profile.other
        guard profile.latin + native >= 80 else { return false }
        return native == 0 || native >= 4 * profile.latin
    }

    public static func identify(_ profile: ScriptProfile) -> LanguageTag? {
        let cjk = profile.hangul + profile.kana + profile.han
        // CJK characters carry about as much as two Latin letters each.
        let native = 2 * cjk + profile.cyrillic + profile.other
        if native == 0 {
            return profile.latin > 0 ? .english : nil
        }
        if profile.latin > 0 && native * 5 < profile.latin {
            return .english
        }
        let japanese = profile.kana + profile.han
        let best = max(profile.hangul, japanese, profile.cyrillic, profile.other)
        if best == profile.hangul && profile.hangul > 0 { return .korean }
        if best == japanese && japanese > 0 {
            // Japanese prose always has kana; a long run of kanji alone is Chinese.
            if profile.kana == 0 && profile.han > 12 { return .undetermined }
            return .japanese
        }
        if best == profile.cyrillic && profile.cyrillic > 0 { return .russian }
        return .undetermined
    }
}
