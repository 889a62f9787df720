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
        var copy = String(text)
        return copy.withUTF8 { bytes in
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
