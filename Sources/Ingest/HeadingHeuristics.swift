import Model
import Support

/// Decides whether a line of free text is a heading: short, and not shaped like a sentence.
enum HeadingHeuristics {
    private static let terminalPunctuation: Set<Unicode.Scalar> = [
        ".", "。", "!", "?", "！", "？", ":", "：", ";", "；", ",", "、", "…", "．", "，",
    ]

    static func isHeadingLike(_ text: String, language: LanguageTag?) -> Bool {
        // Headings are short: look no further at anything long.
        guard let language, text.utf8.count <= 240, let last = text.unicodeScalars.last,
              !text.utf8.contains(0x0A), text.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2 else { return false }
        if text.containsBytes("://") || text.containsBytes("](") { return false }
        if let first = text.first, "([（【「\"'“‘*-".contains(first) { return false }
        if terminalPunctuation.contains(last) {
            // "Left Detail (Value 2)." — a Title Case label with a stray full stop is still a label.
            guard last == ".", language == .english, !text.hasSuffix(".."),
                  wordCount(text) <= 5, isTitleCase(text.dropLast()) else { return false }
        }
        switch language {
        case .korean:
            // Korean sentences end in a verb form (…다, …요); headings are noun phrases.
            if let final = text.last, "다요죠까".contains(final) { return false }
            return text.unicodeScalars.count <= 20
        case .japanese:
            return text.unicodeScalars.count <= 20
        default:
            // "iOS App Anatomy": a product name with an inner capital counts as capitalised.
            let firstWord = text.split(separator: " ").first ?? ""
            let innerCapital = firstWord.dropFirst().contains { $0.isUppercase }
            guard let firstLetter = text.first(where: { $0.isLetter || $0.isNumber }),
                  firstLetter.isUppercase || firstLetter.isNumber || innerCapital else { return false }
            return wordCount(text) <= 8 && text.count <= 70
        }
    }

    /// A heading that is really a sentence, as pages set their summary: long, and ending like one.
    static func isSentence(_ text: String) -> Bool {
        // Counted on bytes: this runs for every heading, and most are short.
        let words = text.withUTF8Bytes { bytes in bytes.split(separator: 0x20).count }
        guard words >= 8 || text.utf8.count >= 60 else { return false }
        let plain = text.filter { $0 != "*" && $0 != "_" }
        guard let last = plain.unicodeScalars.last else { return false }
        let ends = terminalPunctuation.contains(last)
        if words >= 14 { return true }
        let cjk = plain.unicodeScalars.filter { TextJoining.isCJKUnspaced($0) || (0xAC00...0xD7A3).contains($0.value) }.count
        return ends && last != ":" && last != "：" && (words >= 8 || cjk >= 24)
    }

    static func wordCount<S: StringProtocol>(_ text: S) -> Int {
        text.split(whereSeparator: { $0 == " " }).count
    }

    private static let minorWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "at", "by", "from", "vs", "as",
    ]

    /// Every significant word starts with a capital (or is a number or parenthesised detail).
    static func isTitleCase<S: StringProtocol>(_ text: S) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " })
        guard !words.isEmpty else { return false }
        for (index, word) in words.enumerated() {
            let letters = word.drop(while: { !$0.isLetter && !$0.isNumber })
            guard let first = letters.first else { continue }
            if first.isNumber || first.isUppercase { continue }
            if index > 0 && minorWords.contains(String(letters).lowercased()) { continue }
            return false
        }
        return true
    }
}
