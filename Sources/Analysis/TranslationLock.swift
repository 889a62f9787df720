import Foundation
import Model
import Support

/// The accepted state of every translation: for each accepted pair, hashes of the English and
/// of the translation at the time it was accepted, and the accepted English text itself (to
/// show later what changed). Written by `hig report --accept` to `Content/hig.lock`.
///
/// Hashes are SHA-256 (see `SHA256`) of the text with white space collapsed to single spaces
/// and trimmed, so re-wrapping a paragraph does not make it stale.
///
/// The file is JSON with sorted keys and one pair per line, sorted by document, language and
/// block, so that accepting a change shows in `git diff` as the few lines that changed:
///
///     {
///       "format": "hig-translation-lock",
///       "hash": "sha256",
///       "pairs": [
///         {"block":"intro-1","document":"split-views","english":"9f2c…","englishText":"A split view …","language":"ko","translation":"41ab…"},
///         …
///       ],
///       "version": 1
///     }
public struct TranslationLock: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: BlockKey
        public var englishHash: String
        public var translationHash: String
        public var englishText: String

        public init(key: BlockKey, englishHash: String, translationHash: String, englishText: String) {
            self.key = key
            self.englishHash = englishHash
            self.translationHash = translationHash
            self.englishText = englishText
        }
    }

    /// Sorted by key.
    public private(set) var entries: [Entry]

    public static let fileName = "hig.lock"
    public static let formatName = "hig-translation-lock"
    public static let version = 1

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.key < $1.key }
    }

    /// The hash the lock records for a text.
    public static func hash(_ text: String) -> String {
        SHA256.hex(normalised(text))
    }

    /// The UTF-8 bytes with runs of white space (space, tab, line breaks, no-break space)
    /// collapsed to one space and the ends trimmed. Byte-level: this runs for every pair.
    static func normalised(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        var previousC2 = false
        for byte in text.utf8 {
            if previousC2 {
                previousC2 = false
                if byte == 0xA0 { pendingSpace = true; continue }
                if pendingSpace && !result.isEmpty { result.append(0x20) }
                pendingSpace = false
                result.append(0xC2)
            } else if byte == 0xC2 {
                previousC2 = true
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = true
                continue
            }
            if pendingSpace && !result.isEmpty { result.append(0x20) }
            pendingSpace = false
            result.append(byte)
        }
        if previousC2 {
            if pendingSpace && !result.isEmpty { result.append(0x20) }
            result.append(0xC2)
        }
        return result
    }

    /// The lock after accepting every current pair in `languages` (the analyses' pairs); the
    /// previous lock's entries for other languages are kept.
    public static func accepting(_ analyses: [DocumentAnalysis], languages: [LanguageTag], keeping previous: TranslationLock?) -> TranslationLock {
        let accepted = Set(languages)
        let perDocument: [[Entry]] = analyses.parallelMap { analysis in
            var englishHashes = EnglishHashes()
            return analysis.pairs.filter { accepted.contains($0.language) }.map { pair in
                Entry(key: pair.key, englishHash: englishHashes.hash(pair), translationHash: hash(pair.translation.text),
                      englishText: pair.english)
            }
        }
        var entries = perDocument.flatMap { $0 }
        if let previous {
            entries += previous.entries.filter { !accepted.contains($0.key.language) }
        }
        return TranslationLock(entries: entries)
    }

    /// Where the lock lives for the given content paths: in the first path if it is a
    /// directory, else next to the first file.
    public static func defaultPath(for contentPaths: [String]) -> String {
        let first = contentPaths.first ?? "Content"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
            return (first as NSString).appendingPathComponent(fileName)
        }
        let parent = (first as NSString).deletingLastPathComponent
        return parent.isEmpty ? fileName : (parent as NSString).appendingPathComponent(fileName)
    }
}
