import Foundation
import Support

/// Recognises lines that are not guideline text: source URLs, author tags, page titles copied
/// from a browser tab, link placeholders, translator notes.
enum StrayLines {
    /// A line that is only a URL (possibly in angle brackets).
    static func url(in text: String) -> String? {
        guard let first = text.utf8.first, first == UInt8(ascii: "h") || first == UInt8(ascii: "w") || first == UInt8(ascii: "<") else { return nil }
        var candidate = Substring(text)
        if candidate.hasBytePrefix("<") && candidate.utf8.last == UInt8(ascii: ">") { candidate = candidate.dropFirst().dropLast() }
        guard candidate.hasBytePrefix("http://") || candidate.hasBytePrefix("https://") || candidate.hasBytePrefix("www.") else { return nil }
        guard !candidate.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
        return String(candidate)
    }

    /// `[ffalswo2]`, `@someone`, `Translated by …`, `번역: …`.
    static func author(in text: String) -> String? {
        guard text.utf8.count <= 64, !text.utf8.contains(0x0A) else { return nil }
        if text.utf8.first == UInt8(ascii: "["), text.utf8.last == UInt8(ascii: "]"), text.count <= 42 {
            let inner = text.dropFirst().dropLast()
            if !inner.isEmpty, !inner.contains(where: { $0 == " " || $0 == "[" || $0 == "]" }),
               inner.contains(where: { $0.isLetter }),
               inner.allSatisfy({ $0.isLetter || $0.isNumber || "_.-".contains($0) }) {
                return String(inner)
            }
        }
        if text.utf8.first == UInt8(ascii: "@"), text.count <= 40, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || "_.-".contains($0) }),
           text.count > 2 {
            return String(text.dropFirst())
        }
        // Every prefix below ends in a colon or in "by": most lines need no lowercasing.
        guard text.utf8.contains(UInt8(ascii: ":")) || text.containsBytes("：") || text.containsBytes(" by")
                || text.containsBytes(" By") || text.containsBytes(" BY") else { return nil }
        let lowered = text.lowercased()
        for prefix in authorPrefixes where lowered.hasBytePrefix(prefix) {
            let name = text.dropFirst(prefix.count).drop(while: { $0 == " " || $0 == ":" || $0 == "：" })
            if !name.isEmpty, name.count <= 40, !name.contains(where: { ".。".contains($0) }) {
                return String(name)
            }
        }
        return nil
    }

    private static let authorPrefixes = [
        "translated by", "translation by", "written by", "author:", "translator:",
        "번역:", "번역자:", "번역 :", "작성자:", "글쓴이:", "翻訳:", "翻訳：", "翻訳者:", "訳:", "перевод:", "переводчик:", "автор:",
    ]

    /// A browser tab's title pasted with the text: `Split Views - Views - iOS - Human Interface
    /// Guidelines - Apple Developer`, `HIG - Popover`. Recognised by the site name among its parts.
    static func isPageTitle(_ text: String) -> Bool {
        guard text.utf8.count <= 240, !text.utf8.contains(0x0A) else { return false }
        // Cheap screen before splitting: a separator and a letter pair every site name has.
        guard text.containsBytes(" - ") || text.containsBytes(" | ") || text.containsBytes(" — ") || text.containsBytes(" – ")
                || text.containsBytes(" · ") || text.containsBytes(" :: ") else { return false }
        var parts: [String] = [text]
        for separator in [" - ", " | ", " — ", " – ", " · ", " :: "] {
            parts = parts.flatMap { $0.splitBytes(separator) }
        }
        guard parts.count >= 2 else { return false }
        // A series number glued to the site's name ("Human Interface Guidelines⑥") is still the name.
        return parts.contains { part in
            let name = part.trimmingWhitespace().lowercased()
            return siteNames.contains(name) || siteNames.contains(String(name.unicodeScalars.filter {
                $0.properties.isAlphabetic || $0 == " " || $0 == "."
            }).trimmingWhitespace())
        }
    }

    private static let siteNames: Set<String> = [
        "hig", "human interface guidelines", "apple developer", "apple developer documentation",
        "apple", "apple developer documentation archive", "developer.apple.com",
    ]

    /// A label that introduces the link to the original page ("元ページ", "원문:", "Source:"):
    /// the link is the source URL, the label says nothing of its own.
    static func isSourceLabel(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        // Most short lines are headings: rejected by their first byte before lowercasing.
        let trimmed = text.trimmingWhitespace()
        guard let first = trimmed.utf8.first, sourceLabelLeads.contains(first) else { return false }
        var label = trimmed.lowercased()
        while let last = label.last, isLabelTrail(last) || last == " " { label.removeLast() }
        return sourceLabels.contains(label)
    }

    /// What may follow a source label (a switch: `String.contains` would break the string into
    /// characters on every call).
    private static func isLabelTrail(_ character: Character) -> Bool {
        switch character {
        case ":", "：", "-", "–", "—", "»", ">", "→": true
        default: false
        }
    }

    /// The first bytes of the labels, in either case.
    private static let sourceLabelLeads: Set<UInt8> = Set(sourceLabels.flatMap { [$0.utf8.first!, $0.uppercased().utf8.first!] })

    private static let sourceLabels: Set<String> = [
        "source", "original", "original page", "original article", "reference", "link",
        "元ページ", "元記事", "原文", "出典", "参考", "参照", "リンク", "원문", "출처", "원본", "참고", "원문 링크",
        "источник", "оригинал", "ссылка",
    ]

    /// `⇒ 참고 문서`: an arrow and a few words where a link was meant to go.
    static func isPlaceholder(_ text: String) -> Bool {
        guard text.utf8.count <= 120 else { return false }
        guard let first = text.unicodeScalars.first else { return false }
        var rest = Substring(text)
        if placeholderArrows.contains(first) {
            rest = rest.dropFirst()
        } else if text.hasBytePrefix("->") || text.hasBytePrefix("=>") {
            rest = rest.dropFirst(2)
        } else {
            return false
        }
        let words = rest.trimmingWhitespace()
        return words.count <= 24 && !words.containsBytes("](") && !words.containsBytes("://")
    }

    private static let placeholderArrows: Set<Unicode.Scalar> = ["⇒", "→", "➡", "➔", "⟶", "⟹", "⇨", "☞", "▶", "►", "➜"]

    /// A translator's comment: a paragraph wholly in parentheses, or one that starts with a
    /// translator-note marker.
    static func isTranslatorNote(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "(") || first >= 0xC0 || first == UInt8(ascii: "[") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "T") || first == UInt8(ascii: "N") else { return false }
        for marker in noteMarkers where text.hasBytePrefix(marker) { return true }
        return isWhollyParenthesised(text)
    }

    private static let noteMarkers = [
        "※", "역주", "역자 주", "역자주", "[역주", "(역주", "역자설명", "역자 설명", "옮긴이", "- 역자설명", "- 역자 설명", "- 역주", "訳注", "訳者注", "（訳注", "(訳注", "［訳注", "[訳注",
        "Прим. пер", "Примечание переводчика", "Прим. перев", "(Прим. пер", "TN:", "T/N", "Translator's note", "Translator’s note",
    ]

    static func isWhollyParenthesised(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "(") || first == 0xEF else { return false }
        var body = Substring(text)
        while let last = body.last, last == "." || last == "。" { body = body.dropLast() }
        guard let first = body.first, let last = body.last, body.count >= 3 else { return false }
        let pairs: [Character: Character] = ["(": ")", "（": "）"]
        guard let close = pairs[first], last == close else { return false }
        // The opening parenthesis must close at the very end, not earlier: "(a) and (b)" is not a note.
        var depth = 0
        for (offset, character) in body.enumerated() {
            if character == "(" || character == "（" { depth += 1 }
            if character == ")" || character == "）" {
                depth -= 1
                if depth == 0 && offset != body.count - 1 { return false }
            }
        }
        return depth == 0
    }
}
