import Model

/// One word for how far a document is translated into a language.
public enum CoverageStatus: String, Sendable, Hashable, CaseIterable {
    /// Every English block is translated and the translation has nothing the English lacks.
    case complete
    /// Some English blocks are translated, some are missing.
    case partial
    /// Every English block is translated, but the translation has blocks the English lacks:
    /// the English source is partial.
    case englishPartial = "english-partial"
    /// The document has English and none of it is translated.
    case untranslated
    /// The document exists only as a translation, with no English to compare with.
    case translationOnly = "translation-only"
    /// Neither English content nor a translation in this language.
    case absent
}

/// The counts for one document in one translation language.
public struct DocumentCoverage: Hashable, Sendable {
    public var documentID: String
    public var language: LanguageTag
    /// Content blocks with English text (headings and notes are not content).
    public var englishBlocks: Int
    /// English blocks that have a translation (a 2-1 translation covers both blocks).
    public var translated: Int
    /// English blocks with no translation, in reading order.
    public var missing: [String]
    /// Translated content blocks with no English, in reading order.
    public var extra: [String]
    /// Translator's notes in this language.
    public var notes: [String]
    public var problems: [ReportProblem]

    public init(documentID: String, language: LanguageTag, englishBlocks: Int = 0, translated: Int = 0,
                missing: [String] = [], extra: [String] = [], notes: [String] = [], problems: [ReportProblem] = []) {
        self.documentID = documentID
        self.language = language
        self.englishBlocks = englishBlocks
        self.translated = translated
        self.missing = missing
        self.extra = extra
        self.notes = notes
        self.problems = problems
    }

    /// Percent of English blocks translated; nil when there is no English to translate.
    public var coverage: Double? {
        englishBlocks > 0 ? 100 * Double(translated) / Double(englishBlocks) : nil
    }

    public var status: CoverageStatus {
        if englishBlocks == 0 { return extra.isEmpty && notes.isEmpty ? .absent : .translationOnly }
        if translated == 0 { return .untranslated }
        if !missing.isEmpty { return .partial }
        if !extra.isEmpty { return .englishPartial }
        return .complete
    }

    public var errorCount: Int { problems.filter { $0.severity == .error }.count }
    public var warningCount: Int { problems.filter { $0.severity == .warning }.count }
}

/// One document's part of the report.
public struct DocumentReport: Hashable, Sendable {
    public var documentID: String
    public var title: String
    /// One entry per report language, in the report's language order.
    public var coverage: [DocumentCoverage]
    /// Problems that belong to no translation: sources of the same language that disagree.
    public var variants: [ReportProblem]

    public init(documentID: String, title: String, coverage: [DocumentCoverage], variants: [ReportProblem]) {
        self.documentID = documentID
        self.title = title
        self.coverage = coverage
        self.variants = variants
    }

    /// Whether a drill-down has anything to show: problems, source variants, or blocks
    /// missing, extra or annotated in some language.
    public var hasDetails: Bool {
        !variants.isEmpty || coverage.contains {
            !$0.problems.isEmpty || !$0.missing.isEmpty || !$0.extra.isEmpty || !$0.notes.isEmpty
        }
    }

    public func coverage(for language: LanguageTag) -> DocumentCoverage? {
        coverage.first { $0.language == language }
    }

    /// Every problem of the document, variants first, then by language.
    public var problems: [ReportProblem] { variants + coverage.flatMap(\.problems) }
}

/// The sums for one language over all documents.
public struct LanguageTotals: Hashable, Sendable {
    public var language: LanguageTag
    /// Documents with English content.
    public var documents: Int
    public var completeDocuments: Int
    public var englishBlocks: Int
    public var translated: Int
    public var missing: Int
    public var extra: Int
    public var notes: Int
    public var errors: Int
    public var warnings: Int
    public var stale: Int

    public var coverage: Double? {
        englishBlocks > 0 ? 100 * Double(translated) / Double(englishBlocks) : nil
    }
}
