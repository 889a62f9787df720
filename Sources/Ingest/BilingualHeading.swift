import Model
import Support

/// A heading written in both languages on one line, the English beside its translation in
/// parentheses: `Navigation(ナビゲーション)`, `양식(Modality)`, `Terminology（用語）`.
struct BilingualHeading: Equatable {
    var english: String
    var translation: String
    var language: LanguageTag
    /// The English came first on the line.
    var englishFirst: Bool

    init?(_ text: String) {
        guard text.utf8.count <= 200, let last = text.last, last == ")" || last == "）" else { return nil }
        guard let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }), open > text.startIndex else { return nil }
        let outside = text[..<open].trimmingWhitespace()
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingWhitespace()
        guard !outside.isEmpty, !inside.isEmpty, !inside.contains("(") && !inside.contains("（") else { return nil }
        let outsideLanguage = LanguageIdentifier.identify(outside), insideLanguage = LanguageIdentifier.identify(inside)
        guard let outsideLanguage, let insideLanguage, outsideLanguage != insideLanguage,
              outsideLanguage == .english || insideLanguage == .english,
              outsideLanguage != .undetermined, insideLanguage != .undetermined else { return nil }
        // Both halves must be pure: "Bars (Панели)" is a term and its gloss, but a Korean
        // heading that merely contains an English word in parentheses is not bilingual.
        let englishPart = outsideLanguage == .english ? outside : inside
        guard !englishPart.unicodeScalars.contains(where: { $0.value >= 0x0370 }) else { return nil }
        english = englishPart
        translation = outsideLanguage == .english ? inside : outside
        language = outsideLanguage == .english ? insideLanguage : outsideLanguage
        englishFirst = outsideLanguage == .english
    }

    /// English written in parentheses anywhere in a translated title (`앱 아키텍처: 양식(Modality)`):
    /// what the title says in English, for finding its English document.
    static func englishGlosses(in title: String) -> [String] {
        var glosses: [String] = []
        var rest = Substring(title)
        while let open = rest.firstIndex(where: { $0 == "(" || $0 == "（" }) {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == ")" || $0 == "）" }) else { break }
            let inner = after[..<close].trimmingWhitespace()
            if inner.count >= 3, LanguageIdentifier.identify(inner) == .english,
               !inner.unicodeScalars.contains(where: { $0.value >= 0x0370 }) {
                glosses.append(inner)
            }
            rest = after[after.index(after: close)...]
        }
        if let whole = BilingualHeading(title), !glosses.contains(whole.english) { glosses.append(whole.english) }
        return glosses
    }
}
