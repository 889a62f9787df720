import Model
import Support

/// A unit (a block or a list item) reduced to what the aligner compares: kind, length, anchors,
/// and where an interleaved file placed it.
struct AlignmentUnit: Sendable {
    var kind: BlockKind
    /// One item of a list block.
    var isItem: Bool
    /// An English heading kept as a label in a translation-only text.
    var isLabel: Bool
    /// For English headings, and translated headings written with their English: the English
    /// title normalised for comparison.
    var headingKey: String?
    /// Characters without white space and Markdown markup, English kept in a translation
    /// weighed as its translation.
    var length: Double
    var anchors: Anchors
    var itemCount: Int
    /// For a translation unit in an interleaved file: the English units of the block next to
    /// which the translator wrote it.
    var neighbour: Range<Int>?
    /// Whether interleaved translations in this unit's file come after their English (the
    /// usual way) or before it.
    var translationFollowsEnglish = true
    /// The last unit of a text that stops mid-sentence (a page excerpt cut off): its length
    /// only says how much at most it covers.
    var mayBeCut = false
    /// Whether the unit opens with a bold sentence, or is one: HIG guidelines lead with one,
    /// and some translators set it as a paragraph of its own.
    var boldLead: BoldLead = .none

    enum BoldLead: Sendable {
        case none
        /// `**Lead.** Body`.
        case leads
        /// `**Lead.**` and nothing else.
        case whole

        init(_ text: String) {
            // On the bytes: most paragraphs fail the first test, and the rest are scanned once.
            self = text.withUTF8Bytes { bytes -> BoldLead in
                guard bytes.count > 4, bytes[0] == bytes[1], bytes[0] == UInt8(ascii: "*") || bytes[0] == UInt8(ascii: "_") else { return .none }
                let marker = bytes[0]
                var index = 2
                while index + 1 < bytes.count, !(bytes[index] == marker && bytes[index + 1] == marker) { index += 1 }
                guard index + 1 < bytes.count else { return .none }
                let rest = bytes[(index + 2)...]
                return rest.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } ? .whole : .leads
            }
        }
    }

    /// `stream` is the language of the stream the unit is aligned in: English, or the
    /// translation whose text it is (English kept in a translation weighs as that language).
    init(_ blocks: [SourceBlock], _ unit: UnitRef, stream: LanguageTag) {
        var extractor = AnchorExtractor()
        self.init(blocks, unit, stream: stream, extractor: &extractor)
    }

    /// As `init(_:_:stream:)`, with an extractor whose buffers the caller's next units reuse.
    init(_ blocks: [SourceBlock], _ unit: UnitRef, stream: LanguageTag, extractor: inout AnchorExtractor) {
        let inTranslationStream = stream != .english
        // Field by field rather than `let block = blocks[unit.block]`, which copies the block
        // (and retains each of its strings and arrays) for every unit of every alignment.
        let index = unit.block
        let blockKind = blocks[index].kind, blockLanguage = blocks[index].language
        let text = unit.item == nil ? blocks[index].text : Self.withoutMarker(blocks.text(of: unit))
        kind = unit.item == nil ? blockKind : .list
        isItem = unit.item != nil
        isLabel = inTranslationStream && blockLanguage == .english && blockKind == .heading
        if blockKind == .heading {
            if blockLanguage == .english {
                headingKey = TextNormalising.normalisedTitle(blocks[index].text)
            } else if let gloss = blocks[index].englishGloss {
                headingKey = TextNormalising.normalisedTitle(gloss)
            }
        }
        let visible = unit.item == nil ? blocks[index].visibleLength : VisibleLength(of: text)
        let language = inTranslationStream && blockLanguage == .english ? stream : blockLanguage
        length = language == .english || language == .undetermined ? visible.total : visible.inTranslation(ratio: language.typicalLengthRatio)
        anchors = extractor.anchors(of: text, isEnglish: blockLanguage == .english)
        itemCount = unit.item == nil ? blocks[index].itemCount : 1
        neighbour = nil
        boldLead = blockKind == .paragraph && unit.item == nil ? BoldLead(text) : .none
    }

    /// A list item's text without its bullet or number.
    static func withoutMarker(_ text: String) -> String {
        var rest = Substring(text)
        if rest.hasPrefix("- ") { return String(rest.dropFirst(2)) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return text }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(". ") || rest.hasPrefix(") ") else { return text }
        return String(rest.dropFirst(2))
    }

    /// Counts characters a reader sees: no spaces, no Markdown punctuation, no link targets.
    static func measure(_ text: String) -> Double {
        VisibleLength(of: text).total
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
    let neighbours: [Range<Int>?]
    let followsEnglish: [Bool]
    let isItem: [Bool]
    let mayBeCut: [Bool]
    let boldLeads: [AlignmentUnit.BoldLead]
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
        isItem = units.map(\.isItem)
        mayBeCut = units.map(\.mayBeCut)
        boldLeads = units.map(\.boldLead)
        anchors = units.map(\.anchors)
        pairAnchors = units.indices.dropLast().map { units[$0].anchors.union(units[$0 + 1].anchors) }
    }

    func withAnchors<T>(_ range: Range<Int>, _ body: (borrowing Anchors) -> T) -> T {
        switch range.count {
        case 1: return body(anchors[range.lowerBound])
        case 2: return body(pairAnchors[range.lowerBound])
        default: return body(pairAnchors[range.lowerBound].union(anchors[range.upperBound - 1]))
        }
    }
}
