/// A BCP 47 language tag such as `en`, `ko`, `ja`, `ru`; `und` when the language is unknown.
///
/// Open rather than an enum: content may declare any tag in a file name (`page.zh.md`), and
/// the model must carry it even though identification only recognises the four HIG languages.
public struct LanguageTag: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue.lowercased()
    }

    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    public static let english = LanguageTag("en")
    public static let korean = LanguageTag("ko")
    public static let japanese = LanguageTag("ja")
    public static let russian = LanguageTag("ru")
    public static let undetermined = LanguageTag("und")

    /// The languages the identifier recognises from script evidence.
    public static let identifiable: [LanguageTag] = [.english, .japanese, .korean, .russian]

    public var isEnglish: Bool { self == .english }

    public var description: String { rawValue }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Parses a tag as written in a file name or front matter (`ko`, `ja-JP`, `pt-br`),
    /// returning nil for strings that are not shaped like a language tag.
    public static func parse(_ text: String) -> LanguageTag? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...3).contains(primary.count),
              primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        for subtag in parts.dropFirst() {
            guard (2...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return nil
            }
        }
        return LanguageTag(text)
    }

    /// Characters of this language per English character (white space excluded) that HIG
    /// translations typically have; each corpus calibrates its own figures from here.
    public var typicalLengthRatio: Double {
        switch primary {
        case .korean: 0.45
        case .japanese: 0.55
        case .russian: 1.15
        default: 1.0
        }
    }

    /// The primary language subtag: `ja` for `ja-jp`.
    public var primary: LanguageTag {
        // Most tags have no subtag: say so from the bytes (the length ratio asks on every block).
        guard rawValue.utf8.contains(UInt8(ascii: "-")), let dash = rawValue.firstIndex(of: "-") else { return self }
        return LanguageTag(String(rawValue[..<dash]))
    }
}
