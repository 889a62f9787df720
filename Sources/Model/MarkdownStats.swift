/// What a Markdown document contains, for translation reports that compare a
/// translation with its English source.
///
/// Counts are over the parsed document tree, so a link inside an image's
/// description still counts as a link even though it renders as alt text.
public struct MarkdownStats: Sendable, Equatable {
    public var headings = 0
    public var listItems = 0
    public var links = 0
    public var images = 0
    public var codeSpans = 0
    public var codeBlocks = 0
    /// Link destinations as written in the source (entities and escapes decoded),
    /// before any link rewriting. Image sources are not included.
    public var linkDestinations: Set<String> = []
    /// The text of every code span, in document order.
    public var codeSpanTexts: [String] = []
    /// Text and code without markup: each block ends with a newline, a soft break
    /// becomes a space and a hard break a newline. Image descriptions are included;
    /// raw HTML is not.
    public var plainText = ""
    /// Local references (pages, images, downloads) as the site resolved them, in document
    /// order; empty when rendered without a resolver.
    public var references: [LocalReference] = []

    public init() {}
}

extension MarkdownStats {
    /// The statistics of a text with none of the bytes that can start Markdown structure (most
    /// blocks: plain prose), known without a parser: no links, code, lists or headings, and
    /// the text is its own plain text. Nil when the text may have structure.
    public init?(plainProse text: String) {
        guard Self.isPlainProse(text) else { return nil }
        self.init()
        plainText = text
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

    /// The statistics of several blocks read as one text (a translation aligned with two
    /// English blocks is compared with both): counts added, texts in order.
    public static func joined(_ parts: [MarkdownStats]) -> MarkdownStats {
        guard parts.count != 1 else { return parts[0] }
        var joined = MarkdownStats()
        for part in parts {
            joined.headings += part.headings
            joined.listItems += part.listItems
            joined.links += part.links
            joined.images += part.images
            joined.codeSpans += part.codeSpans
            joined.codeBlocks += part.codeBlocks
            joined.linkDestinations.formUnion(part.linkDestinations)
            joined.codeSpanTexts += part.codeSpanTexts
            joined.references += part.references
            if !joined.plainText.isEmpty && !joined.plainText.hasSuffix("\n") { joined.plainText += "\n" }
            joined.plainText += part.plainText
        }
        return joined
    }
}
