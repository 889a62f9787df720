import Render

/// The Markdown statistics of one block's text, without calling cmark for the common case of
/// a plain prose paragraph (most blocks): a text with none of the bytes that can start
/// Markdown structure has no links, code, lists or headings, and is its own plain text.
struct MarkdownFacts: Sendable {
    var stats: MarkdownStats
    /// For English text: what a translation must keep.
    var anchors: TextAnchors?

    init(_ text: String, renderer: MarkdownRenderer, english: Bool = false) {
        if MarkdownFacts.isPlainProse(text) {
            var stats = MarkdownStats()
            stats.plainText = text
            self.stats = stats
        } else {
            stats = renderer.render(text).stats
        }
        anchors = english ? TextAnchors(markdown: text, stats: stats) : nil
    }

    /// No newline (lists and headings need a line start after the first), no inline markup
    /// byte, and no block marker at the start.
    static func isPlainProse(_ text: String) -> Bool {
        var first = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "["), UInt8(ascii: "`"), UInt8(ascii: "<"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "&"), UInt8(ascii: "\\"), UInt8(ascii: "!"),
                 UInt8(ascii: "~"):
                return false
            case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ">"), UInt8(ascii: "|"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "="):
                // Only structural at the very start ("- item", "1. item", "# Title", "    code").
                if first { return false }
            default:
                break
            }
            first = false
        }
        return true
    }
}

/// Substring search over UTF-8 bytes for needles known only at run time (Foundation's
/// `contains(_:)` is slow and serialises threads).
enum UTF8Search {
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// ASCII letters lowercased; other bytes unchanged.
    static func asciiLowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }
}
