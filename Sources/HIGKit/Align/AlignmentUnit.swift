/// A block reduced to what the aligner compares: kind, length, anchors, and where an
/// interleaved file placed it.
struct AlignmentUnit {
    var kind: BlockKind
    var language: LanguageTag
    var text: String
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

    init(_ block: SourceBlock) {
        kind = block.kind
        language = block.language
        text = block.text
        length = Self.measure(block.text)
        anchors = Anchors(of: block.text)
        itemCount = block.itemCount
        neighbour = nil
    }

    /// Counts characters a reader sees: no spaces, no Markdown punctuation, no link targets.
    static func measure(_ text: String) -> Double {
        var count = 0
        var inDestination = false
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if inDestination {
                if scalar == ")" { inDestination = false }
                continue
            }
            if scalar == "(" && previous == "]" {
                inDestination = true
                continue
            }
            switch scalar {
            case " ", "\n", "\t", "*", "_", "`", "#", "[", "]", ">", "\u{3000}":
                continue
            default:
                count += 1
            }
        }
        return Double(count)
    }
}
