/// A block reduced to what the aligner compares: kind, length, anchors, and where an
/// interleaved file placed it.
struct AlignmentUnit: Sendable {
    var kind: BlockKind
    /// An English heading kept as a label in a translation-only text.
    var isLabel: Bool
    /// For headings: the title normalised for comparison.
    var headingKey: String?
    /// Characters without white space and Markdown markup.
    var length: Double
    var anchors: Anchors
    var itemCount: Int
    /// For a translation block in an interleaved file: the index of the English unit next to
    /// which the translator wrote it.
    var neighbour: Int?
    /// Whether interleaved translations in this unit's file come after their English (the
    /// usual way) or before it.
    var translationFollowsEnglish = true

    init(_ block: SourceBlock, inTranslationStream: Bool = false) {
        kind = block.kind
        isLabel = inTranslationStream && block.language == .english && block.kind == .heading
        headingKey = block.kind == .heading ? SourceParser.normalisedTitle(block.text) : nil
        length = Self.measure(block.text)
        anchors = Anchors(of: block.text, isEnglish: block.language == .english)
        itemCount = block.itemCount
        neighbour = nil
    }

    /// Counts characters a reader sees: no spaces, no Markdown punctuation, no link targets.
    static func measure(_ text: String) -> Double {
        var copy = text
        return copy.withUTF8 { bytes in
            var count = 0
            var inDestination = false
            var previous: UInt8 = 0x20
            for byte in bytes {
                defer { previous = byte }
                // Continuation bytes do not start a character.
                if byte & 0xC0 == 0x80 { continue }
                if inDestination {
                    if byte == UInt8(ascii: ")") { inDestination = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "("):
                    if previous == UInt8(ascii: "]") { inDestination = true } else { count += 1 }
                case 0x20, 0x0A, 0x09, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "#"),
                     UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ">"):
                    continue
                default:
                    count += 1
                }
            }
            return Double(count)
        }
    }
}

/// A sequence of units stored field by field, with the anchors of each adjacent pair merged
/// once for two-block steps. The aligner's inner loop reads plain arrays of numbers instead of
/// copying unit structs (each copy would retain their arrays).
struct AlignmentSequence: Sendable {
    let count: Int
    let kinds: [BlockKind]
    let lengths: [Double]
    let itemCounts: [Int]
    let isLabel: [Bool]
    let headingKeys: [String?]
    let neighbours: [Int?]
    let followsEnglish: [Bool]
    let anchors: [Anchors]
    /// `pairAnchors[i]` = anchors of units i and i+1.
    let pairAnchors: [Anchors]

    init(_ units: [AlignmentUnit]) {
        count = units.count
        kinds = units.map(\.kind)
        lengths = units.map(\.length)
        itemCounts = units.map(\.itemCount)
        isLabel = units.map(\.isLabel)
        headingKeys = units.map(\.headingKey)
        neighbours = units.map(\.neighbour)
        followsEnglish = units.map(\.translationFollowsEnglish)
        anchors = units.map(\.anchors)
        pairAnchors = units.indices.dropLast().map { units[$0].anchors.union(units[$0 + 1].anchors) }
    }

    func withAnchors<T>(_ range: Range<Int>, _ body: (borrowing Anchors) -> T) -> T {
        range.count == 1 ? body(anchors[range.lowerBound]) : body(pairAnchors[range.lowerBound])
    }
}
