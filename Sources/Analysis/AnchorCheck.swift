import Model

/// Which of an English block's anchors a translation lost.
///
/// Code, URLs, identifiers and numbers survive translation unchanged, so their absence is
/// evidence on its own. Names may be translated (Russian "Автоматическая раскладка" for Auto
/// Layout), so an absent name only counts as dropped when the translation also lacks a
/// sentence that could carry it: fewer cross-reference markers than the English has "see"
/// sentences, or, for names outside a cross-reference, fewer sentences than the English.
enum AnchorCheck {
    /// The words each language uses for "see" in a cross-reference; "see" itself is included
    /// for translations that keep the English phrase.
    static let crossReferenceMarkers: [LanguageTag: [[UInt8]]] = [
        .korean: ["참고", "참조", "see"].map { Array($0.utf8) },
        .japanese: ["参照", "参考", "ご覧", "see"].map { Array($0.utf8) },
        .russian: ["см.", "смотрите", "см ", "see"].map { Array($0.utf8) },
    ]

    static func missing(_ anchors: TextAnchors, translation: String, language: LanguageTag) -> [TextAnchors.Anchor] {
        guard !anchors.anchors.isEmpty else { return [] }
        let bytes = Array(translation.utf8)
        // Lowercased once, when an identifier or a name first needs it (most anchors are not).
        var loweredBytes: [UInt8]?
        func lowered() -> [UInt8] {
            if loweredBytes == nil { loweredBytes = UTF8Search.asciiLowercased(bytes) }
            return loweredBytes!
        }
        var numberRuns: Set<String>?
        var translationSentences: [String]?
        var markedSentences: Int?
        var dropped: [TextAnchors.Anchor] = []
        for anchor in anchors.anchors {
            switch anchor.kind {
            case .code, .url:
                if !UTF8Search.contains(bytes, Array(anchor.text.utf8)) { dropped.append(anchor) }
            case .identifier:
                let needle = Array(anchor.text.utf8)
                if !UTF8Search.contains(bytes, needle) && !UTF8Search.contains(lowered(), UTF8Search.asciiLowercased(needle)) {
                    dropped.append(anchor)
                }
            case .number:
                if numberRuns == nil { numberRuns = digitRuns(bytes) }
                if !digitRuns(Array(anchor.text.utf8)).isSubset(of: numberRuns!) { dropped.append(anchor) }
            case .name:
                if UTF8Search.contains(lowered(), UTF8Search.asciiLowercased(Array(anchor.text.utf8))) { continue }
                // Link text may be translated; the link itself still carries the reference.
                if let destination = anchor.linkDestination, UTF8Search.contains(bytes, Array(destination.utf8)) { continue }
                if translationSentences == nil { translationSentences = SentenceSplitter.sentences(translation) }
                let sentences = translationSentences!
                if anchor.inCrossReference, let markers = crossReferenceMarkers[language.primary] {
                    // The same for every name of the block: counted once.
                    if markedSentences == nil {
                        markedSentences = sentences.filter { sentence in
                            let sentenceBytes = UTF8Search.asciiLowercased(Array(sentence.utf8))
                            return markers.contains { UTF8Search.contains(sentenceBytes, $0) }
                        }.count
                    }
                    if markedSentences! < anchors.crossReferenceCount { dropped.append(anchor) }
                } else if sentences.count < anchors.sentenceCount {
                    dropped.append(anchor)
                }
            }
        }
        return dropped
    }

    /// Maximal runs of digits (full-width digits read as ASCII): "1,000" and "1 000" both give
    /// {"1", "000"}, "1/3" gives {"1", "3"}.
    static func digitRuns(_ bytes: [UInt8]) -> Set<String> {
        var runs = Set<String>()
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                current.append(byte)
                index += 1
                continue
            }
            // Full-width digits U+FF10...U+FF19: EF BC 90...99.
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBC, bytes[index + 2] >= 0x90, bytes[index + 2] <= 0x99 {
                current.append(bytes[index + 2] - 0x90 + 0x30)
                index += 3
                continue
            }
            if !current.isEmpty { runs.insert(String(decoding: current, as: UTF8.self)); current.removeAll() }
            index += 1
        }
        if !current.isEmpty { runs.insert(String(decoding: current, as: UTF8.self)) }
        return runs
    }
}
