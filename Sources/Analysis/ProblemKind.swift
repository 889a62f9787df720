import Model

/// What a report problem is about. The raw values are stable ids, used in text output
/// (`[anchor-missing]`), JSON, HTML and the string tables.
public enum ProblemKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The aligner was not sure the translation belongs to this English block.
    case lowConfidence = "low-confidence"
    /// Translation length far from what the language pair shows elsewhere in the corpus.
    case lengthRatio = "length-ratio"
    /// An identifier, number, URL, code span or name in the English is not in the translation.
    case anchorMissing = "anchor-missing"
    /// The "translation" is English text.
    case untranslatedEnglish = "untranslated-english"
    /// Two sources of the same language disagree on this block.
    case sourceVariant = "source-variant"
    /// The English changed since the pair was accepted into the lock file.
    case stale
    /// Headings, list items, links or code spans differ in number between English and translation.
    case structureMismatch = "structure-mismatch"

    /// Errors are what `--strict` fails on: text that is wrong or out of date. Warnings are
    /// worth a look but often fine (a terse translation, a tentative alignment, two English
    /// versions that the team has to reconcile, a list rewritten as prose).
    public var severity: Diagnostic.Severity {
        switch self {
        case .anchorMissing, .untranslatedEnglish, .stale: .error
        case .lowConfidence, .lengthRatio, .sourceVariant, .structureMismatch: .warning
        }
    }

    public static func < (lhs: ProblemKind, rhs: ProblemKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
