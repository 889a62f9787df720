import Model
import Support

/// The names Apple's documentation sites give themselves ("iOS Developer Library", "Download
/// PDF", "On This Page"): never a document's title, and left out when titles are compared.
/// Here, before ingest, because both the parser and the grouper's title keys ask.
package enum DocumentationChrome {
    /// Words Apple's documentation sites put around a page. A line made only of them, with at
    /// least one word that names the site rather than a topic, is the site's navigation.
    private static let siteWords: Set<String> = [
        "ios", "ipados", "macos", "os", "x", "tvos", "watchos", "visionos", "mac", "safari", "apple", "developer", "library",
        "human", "interface", "guidelines", "guideline", "hig", "design", "resources", "download", "pdf", "on", "this", "page",
        "documentation", "archive", "the", "in", "contents", "table", "of", "next", "previous", "retired", "document",
        "revision", "history", "app", "programming", "guide",
    ]
    private static let siteNamingWords: Set<String> = [
        "developer", "library", "guidelines", "pdf", "documentation", "archive", "page", "contents", "revision",
    ]

    package static func isSiteNavigation(_ text: String) -> Bool {
        // The site's words are English: anything else is not its navigation.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        // In ASCII the letters and digits are A-Z, a-z and 0-9: words are cut and lowercased on
        // the bytes (Character's properties cost a lookup each).
        return text.withUTF8Bytes { bytes in
            func isWordByte(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
            var count = 0, naming = false, index = 0
            while index < bytes.count {
                guard isWordByte(bytes[index]) else { index += 1; continue }
                let start = index
                var digitsOnly = true
                while index < bytes.count, isWordByte(bytes[index]) {
                    digitsOnly = digitsOnly && bytes[index] <= 0x39
                    index += 1
                }
                count += 1
                guard count <= 8 else { return false }
                if digitsOnly { continue } // "iOS 7 Design Resources"
                // Lowercased: `| 0x20` leaves digits as they are.
                let word = String(decoding: bytes[start..<index].map { $0 | 0x20 }, as: UTF8.self)
                guard siteWords.contains(word) else { return false }
                if siteNamingWords.contains(word) { naming = true }
            }
            return naming
        }
    }
}
