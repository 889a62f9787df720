import Support

/// What a Markdown document contains, for translation reports that compare a
/// translation with its English source.
///
/// Counts are over the parsed document tree, so a link inside an image's
/// description still counts as a link even though it renders as alt text.
public struct MarkdownStats: Sendable, Equatable {
    /// Text and code without markup: each block ends with a newline, a soft break
    /// becomes a space and a hard break a newline. Image descriptions are included;
    /// raw HTML is not.
    public var plainText = ""
    /// What the markup holds besides the words, in one shared box made on the first change;
    /// nil for a text with none (plain prose, most texts). A build keeps one of these per text of every block and copies
    /// them from step to step: 24 bytes and two retains, not 88 bytes and four.
    private var markup: Shared<Markup>?

    struct Markup: Sendable, Equatable {
        var headings = 0
        var listItems = 0
        var links = 0
        var images = 0
        var codeSpans = 0
        var codeBlocks = 0
        var linkDestinations: Set<String> = []
        var codeSpanTexts: [String] = []
        var references: [LocalReference] = []
    }

    public init() {}

    public var headings: Int {
        get { self[markup: \.headings] }
        _modify { yield &self[markup: \.headings] }
    }
    public var listItems: Int {
        get { self[markup: \.listItems] }
        _modify { yield &self[markup: \.listItems] }
    }
    public var links: Int {
        get { self[markup: \.links] }
        _modify { yield &self[markup: \.links] }
    }
    public var images: Int {
        get { self[markup: \.images] }
        _modify { yield &self[markup: \.images] }
    }
    public var codeSpans: Int {
        get { self[markup: \.codeSpans] }
        _modify { yield &self[markup: \.codeSpans] }
    }
    public var codeBlocks: Int {
        get { self[markup: \.codeBlocks] }
        _modify { yield &self[markup: \.codeBlocks] }
    }
    /// Link destinations as written in the source (entities and escapes decoded),
    /// before any link rewriting. Image sources are not included.
    public var linkDestinations: Set<String> {
        get { self[markup: \.linkDestinations] }
        _modify { yield &self[markup: \.linkDestinations] }
    }
    /// The text of every code span, in document order.
    public var codeSpanTexts: [String] {
        get { self[markup: \.codeSpanTexts] }
        _modify { yield &self[markup: \.codeSpanTexts] }
    }
    /// Local references (pages, images, downloads) as the site resolved them, in document
    /// order; empty when rendered without a resolver.
    public var references: [LocalReference] {
        get { self[markup: \.references] }
        _modify { yield &self[markup: \.references] }
    }

    /// A field of the markup: its empty value without a box, the box made on the first change.
    private subscript<Value>(markup field: WritableKeyPath<Markup, Value>) -> Value {
        get { (markup?.value ?? Markup())[keyPath: field] }
        _modify {
            if markup == nil { markup = Shared(Markup()) }
            yield &markup!.value[keyPath: field]
        }
    }

    /// A text with no markup equals one whose markup is all zero and empty.
    public static func == (lhs: MarkdownStats, rhs: MarkdownStats) -> Bool {
        lhs.plainText == rhs.plainText && (lhs.markup?.value ?? Markup()) == (rhs.markup?.value ?? Markup())
    }
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
    /// byte, and no block marker at the start. On the bytes, by a table: every block text of
    /// a build is asked.
    static func isPlainProse(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            plainProseBytes.withUnsafeBufferPointer { table in
                guard let first = bytes.first else { return true }
                if table[Int(first)] != 0 { return false }
                for byte in bytes.dropFirst() where table[Int(byte)] == 2 { return false }
                return true
            }
        }
    }

    /// Per byte: 0 plain, 1 structure only at the very start ("- item", "1. item", "# Title",
    /// "    code"), 2 markup anywhere.
    private static let plainProseBytes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in "\n\r[`<*_&\\!~".utf8 { table[Int(byte)] = 2 }
        for byte in "#-+>|0123456789 \t=".utf8 { table[Int(byte)] = 1 }
        return table
    }()

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
