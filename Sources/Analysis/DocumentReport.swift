import Model

/// One document's part of the report: its analysis with the two corpus-level checks settled
/// (lengths against the corpus's ratios, pairs against the lock file).
public struct DocumentReport: Hashable, Sendable {
    public var documentID: String
    public var title: String
    /// One entry per report language, in the report's language order.
    public var coverage: [DocumentCoverage]
    /// Problems that belong to no translation: sources of the same language that disagree.
    public var variants: [ReportProblem]
    /// Its translation files, when none of its sources is the English original.
    public var unmatched: [UnmatchedTranslation]
    /// Links in its texts to pages that are not in the content (the analysis's).
    public var brokenLinks: [BrokenLink]

    public init(documentID: String, title: String, coverage: [DocumentCoverage], variants: [ReportProblem],
                unmatched: [UnmatchedTranslation] = [], brokenLinks: [BrokenLink] = []) {
        self.documentID = documentID
        self.title = title
        self.coverage = coverage
        self.variants = variants
        self.unmatched = unmatched
        self.brokenLinks = brokenLinks
    }

    /// `stale`: the stale pairs `StaleBlocks.check` found, by pair index.
    public init(_ analysis: DocumentAnalysis, lengthRatios: LengthRatioModel, stale: [Int: String], options: AlignmentReport.Options) {
        documentID = analysis.id
        title = analysis.document.title(in: .english)
        coverage = analysis.languages.map { language in
            DocumentCoverage(counts: analysis.coverage(in: language), problems: (analysis.findings[language] ?? []).compactMap { finding in
                switch finding {
                case .problem(let problem): problem
                case .length(let check): lengthRatios.fits[language].flatMap { check.problem($0, threshold: options.lengthRatioScore) }
                case .acceptance(let index): stale[index].map { Self.staleProblem(analysis, analysis.pairs[index], acceptedEnglish: $0) }
                }
            })
        }
        variants = analysis.variants
        unmatched = UnmatchedTranslation.all(in: analysis.document)
        brokenLinks = analysis.brokenLinks
    }

    private static func staleProblem(_ analysis: DocumentAnalysis, _ pair: TranslationPair, acceptedEnglish: String) -> ReportProblem {
        ReportProblem(kind: .stale, documentID: analysis.id, sectionID: pair.sectionID, blockID: pair.blockID,
                      language: pair.language, message: "the English changed since this \(pair.language) translation was accepted",
                      locations: analysis.blocks[pair.blockIndex].locations,
                      detail: .englishChange(WordDiff(from: acceptedEnglish, to: pair.english)))
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

    /// The translations the site marks stale.
    public var staleBlocks: Set<BlockKey> {
        Set(problems.lazy.filter { $0.kind == .stale }.compactMap { problem in
            problem.blockID.map { BlockKey(documentID: problem.documentID, blockID: $0, language: problem.language) }
        })
    }
}

/// One language of a document's report: its coverage (whose counts read as its own:
/// `entry.translated`) and its problems in reading order.
@dynamicMemberLookup
public struct DocumentCoverage: Hashable, Sendable {
    public var counts: Coverage
    public var problems: [ReportProblem]

    public init(counts: Coverage, problems: [ReportProblem] = []) {
        self.counts = counts
        self.problems = problems
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Coverage, Value>) -> Value { counts[keyPath: keyPath] }
    public var errorCount: Int { problems.filter { $0.severity == .error }.count }
    public var warningCount: Int { problems.filter { $0.severity == .warning }.count }
}

/// The sums for one language over all documents.
public struct LanguageTotals: Hashable, Sendable {
    public var language: LanguageTag
    /// Documents with English content.
    public var documents = 0
    public var completeDocuments = 0
    public var englishBlocks = 0
    public var translated = 0
    public var missing = 0
    public var extra = 0
    public var notes = 0
    public var errors = 0
    public var warnings = 0
    public var stale = 0

    /// Percent of English blocks translated; nil when no document has English.
    public var percent: Double? {
        englishBlocks > 0 ? 100 * Double(translated) / Double(englishBlocks) : nil
    }

    init(language: LanguageTag, documents: [DocumentReport]) {
        self.language = language
        for document in documents {
            guard let entry = document.coverage(for: language) else { continue }
            let coverage = entry.counts
            if coverage.englishBlocks > 0 { self.documents += 1 }
            if coverage.status == .complete { completeDocuments += 1 }
            englishBlocks += coverage.englishBlocks
            translated += coverage.translated
            missing += coverage.missing.count
            extra += coverage.extra.count
            notes += coverage.notes.count
            errors += entry.errorCount
            warnings += entry.warningCount
            stale += entry.problems.filter { $0.kind == .stale }.count
        }
    }
}
