import Model

/// A block reduced to what the aligner compares: kind, length, anchors, and where an
/// interleaved file placed it.
struct AlignmentUnit: Sendable {
    var kind: BlockKind
    /// An English heading kept as a label in a translation-only text.
    var isLabel: Bool
    /// For English headings: the title normalised for comparison.
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
        // Only English headings are compared (with the English labels kept in a translation).
        headingKey = block.kind == .heading && block.language == .english ? TextNormalising.normalisedTitle(block.text) : nil
        length = Self.measure(block.text)
        anchors = Anchors(of: block.text, isEnglish: block.language == .english)
        itemCount = block.itemCount
        neighbour = nil
    }

    /// Counts characters a reader sees: no spaces, no Markdown punctuation, no link targets.
    static func measure(_ text: String) -> Double {
        var copy = text
        return copy.withUTF8 { bytes in
            measureClasses.withUnsafeBufferPointer { classes in
                var count = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    switch classes[Int(byte)] {
                    case .counted: count += 1
                    case .skipped: continue
                    case .openParenthesis:
                        guard index >= 2, bytes[index - 2] == UInt8(ascii: "]") else { count += 1; continue }
                        // A link destination: skip to its closing parenthesis.
                        while index < bytes.count && bytes[index] != UInt8(ascii: ")") { index += 1 }
                        index += 1
                    }
                }
                return Double(count)
            }
        }
    }

    private enum MeasureClass: UInt8 { case counted, skipped, openParenthesis }

    /// Per byte: continuation bytes do not start a character; white space and Markdown markup
    /// are not read.
    private static let measureClasses: [MeasureClass] = (0...255).map { (value: Int) -> MeasureClass in
        let byte = UInt8(value)
        if byte & 0xC0 == 0x80 { return .skipped }
        switch byte {
        case UInt8(ascii: "("): return .openParenthesis
        case 0x20, 0x0A, 0x09, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "#"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ">"):
            return .skipped
        default: return .counted
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
