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
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty, words.count <= 8 else { return false }
        var naming = false
        for word in words {
            let word = String(word)
            if word.allSatisfy(\.isNumber) { continue } // "iOS 7 Design Resources"
            guard siteWords.contains(word) else { return false }
            if siteNamingWords.contains(word) { naming = true }
        }
        return naming
    }
}
