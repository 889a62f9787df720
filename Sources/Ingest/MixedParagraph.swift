import Model
import Support

/// A paragraph of an interleaved file that holds both languages: the English sentences and
/// then their translation (or the translation first), as when a bold lead and its translated
/// lead are written in one span. Split back into the two paragraphs it stands for.
enum MixedParagraph {
    /// The two parts, in the order written, each with a language; nil unless the paragraph is
    /// one run of English sentences and one run in one other language.
    static func split(_ text: String) -> [(text: String, language: LanguageTag)]? {
        guard text.utf8.count >= 40, !text.containsByte(0x0A), Self.beginsAndEndsApart(text) else { return nil }
        let sentences = Self.sentences(text)
        guard sentences.count >= 2 else { return nil }
        let languages = sentences.map { LanguageIdentifier.identify($0) }
        guard let boundary = (1..<sentences.count).first(where: { languages[$0] != languages[0] }) else { return nil }
        let firstLanguage = languages[0], secondLanguage = languages[boundary]
        guard let firstLanguage, let secondLanguage, firstLanguage == .english || secondLanguage == .english,
              firstLanguage != .undetermined, secondLanguage != .undetermined,
              languages[boundary...].allSatisfy({ $0 == secondLanguage || $0 == nil }) else { return nil }
        var first = sentences[..<boundary].joined(), second = sentences[boundary...].joined()
        first = first.trimmingWhitespace()
        second = second.trimmingWhitespace()
        // A translation and its English are of comparable length; English left in the middle
        // of a translation is not split off (it is one run of three, or much shorter).
        let english = VisibleLength(of: firstLanguage == .english ? first : second).total
        let translated = VisibleLength(of: firstLanguage == .english ? second : first)
        let other = firstLanguage == .english ? secondLanguage : firstLanguage
        let ratio = translated.inTranslation(ratio: other.typicalLengthRatio) / (english * other.typicalLengthRatio)
        guard english >= 12, ratio >= 0.4, ratio <= 2.5 else { return nil }
        // A bold span around both leads closes after the first and opens again before the second.
        if first.hasPrefix("**"), first.splitBytes("**").count % 2 == 0 {
            first += "**"
            second = "**" + second
        }
        return [(first, firstLanguage), (second, secondLanguage)]
    }

    /// An English run and a translation run differ at the two ends: read them first, and only
    /// such paragraphs sentence by sentence.
    static func beginsAndEndsApart(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            let edge = min(90, bytes.count / 2)
            var start = bytes.count - edge
            while start < bytes.count && bytes[start] & 0xC0 == 0x80 { start += 1 }
            let head = LanguageIdentifier.identify(bytes: UnsafeBufferPointer(rebasing: bytes[0..<edge]))
            let tail = LanguageIdentifier.identify(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
            return head != nil && tail != nil && head != tail
        }
    }

    /// Sentences with their closing punctuation and the space after it.
    static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            current.unicodeScalars.append(scalar)
            let ends = "。！？".unicodeScalars.contains(scalar)
                || (".!?".unicodeScalars.contains(scalar) && (index + 1 == scalars.count || scalars[index + 1] == " "
                    || (scalars[index + 1] == "*" && index + 2 < scalars.count && scalars[index + 2] == "*")))
            if ends {
                // The bold marks and the space that close the sentence stay with it.
                while index + 1 < scalars.count, scalars[index + 1] == "*" || scalars[index + 1] == " " {
                    index += 1
                    current.unicodeScalars.append(scalars[index])
                }
                result.append(current)
                current = ""
            }
            index += 1
        }
        if !current.trimmingWhitespace().isEmpty { result.append(current) }
        return result
    }
}
