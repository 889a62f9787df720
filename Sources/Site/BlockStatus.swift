import Model

/// What the reader of a page should know about one block, shown as `data-status` and as a
/// label from the string tables.
public enum BlockStatus: String, Sendable, CaseIterable {
    /// English text on an English page.
    case original
    /// A translation aligned to its English block.
    case translated
    /// A translation the aligner was not sure belongs to its English block.
    case lowConfidence = "low-confidence"
    /// A translation whose English changed after the translation was accepted.
    case stale
    /// No text in the page's language: shown in another language.
    case fallback
    /// A translation with no English counterpart.
    case extra
    /// A translator's note.
    case note

    /// Alignment confidence below this marks a pair as low-confidence.
    public static let lowConfidenceThreshold = Block.lowConfidenceThreshold

    /// The string-table key of the status's label (`status_low_confidence`).
    var stringKey: String {
        switch self {
        case .original: return "status_original"
        case .translated: return "status_translated"
        case .lowConfidence: return "status_low_confidence"
        case .stale: return "status_stale"
        case .fallback: return "status_fallback"
        case .extra: return "status_extra"
        case .note: return "status_note"
        }
    }
}
