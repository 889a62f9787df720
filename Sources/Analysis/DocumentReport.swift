import Model
import Support

/// One document's part of the report: its analysis with the two corpus-level checks settled
/// (lengths against the corpus's ratios, pairs against the lock file).
public struct DocumentReport: Hashable, Sendable {
    /// The fields, in one box its copies share: a copy costs one retain, not one per field.
    struct Fields: Hashable, Sendable {
        var documentID: String
        var title: String
        var coverage: [DocumentCoverage]
        var variants: [ReportProblem]
        var unmatched: [UnmatchedTranslation]
        var brokenLinks: [BrokenLink]
    }

    private var fields: Shared<Fields>

    public var documentID: String {
        get { fields.value.documentID }
        _modify { yield &fields.value.documentID }
    }
    public var title: String {
        get { fields.value.title }
        _modify { yield &fields.value.title }
    }
    /// One entry per report language, in the report's language order.
    public var coverage: [DocumentCoverage] {
        get { fields.value.coverage }
        _modify { yield &fields.value.coverage }
    }
    /// Problems that belong to no translation: sources of the same language that disagree.
    public var variants: [ReportProblem] {
        get { fields.value.variants }
        _modify { yield &fields.value.variants }
    }
    /// Its translation files, when none of its sources is the English original.
    public var unmatched: [UnmatchedTranslation] {
        get { fields.value.unmatched }
        _modify { yield &fields.value.unmatched }
    }
    /// Links in its texts to pages that are not in the content (the analysis's).
    public var brokenLinks: [BrokenLink] {
        get { fields.value.brokenLinks }
        _modify { yield &fields.value.brokenLinks }
    }

    public init(documentID: String, title: String, coverage: [DocumentCoverage], variants: [ReportProblem],
                unmatched: [UnmatchedTranslation] = [], brokenLinks: [BrokenLink] = []) {
        fields = Shared(Fields(documentID: documentID, title: title, coverage: coverage, variants: variants,
                               unmatched: unmatched, brokenLinks: brokenLinks))
    }

    /// `stale`: the stale pairs `StaleBlocks.check` found, by pair index.
    public init(_ analysis: DocumentAnalysis, lengthRatios: LengthRatioModel, stale: [Int: String], options: AlignmentReport.Options) {
        let coverage = analysis.languages.map { language in
            DocumentCoverage(counts: analysis.coverage(in: language), problems: (analysis.findings[language] ?? []).compactMap { finding in
                switch finding {
                case .problem(let problem): problem
                case .length(let check): lengthRatios.fits[language].flatMap { check.problem($0, threshold: options.lengthRatioScore) }
                case .acceptance(let index): stale[index].map { Self.staleProblem(analysis, analysis.pairs[index], acceptedEnglish: $0) }
                }
            })
        }
        self.init(documentID: analysis.id, title: analysis.document.title(in: .english), coverage: coverage,
                  variants: analysis.variants, unmatched: UnmatchedTranslation.all(in: analysis.document),
                  brokenLinks: analysis.brokenLinks)
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

    /// How many of `problems` have `severity`, counted where they are (the overview counts
    /// every document's after each edit in serve).
    public func problemCount(_ severity: Diagnostic.Severity) -> Int {
        variants.count { $0.severity == severity } + coverage.reduce(0) { $0 + $1.problemCount(severity) }
    }

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
    public var errorCount: Int { problemCount(.error) }
    public var warningCount: Int { problemCount(.warning) }

    public func problemCount(_ severity: Diagnostic.Severity) -> Int { problems.count { $0.severity == severity } }
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

    init(language: LanguageTag) {
        self.language = language
    }

    /// The totals of each of `languages` over the documents, in one pass: each document's
    /// report is read once, not once per language (serve sums them after every edit).
    static func totals(of documents: [DocumentReport], in languages: [LanguageTag]) -> [LanguageTotals] {
        var totals = languages.map(LanguageTotals.init(language:))
        for document in documents {
            // A document's report has one entry per language.
            for entry in document.coverage {
                guard let index = languages.firstIndex(of: entry.language) else { continue }
                totals[index].add(entry)
            }
        }
        return totals
    }

    private mutating func add(_ entry: DocumentCoverage) {
        let coverage = entry.counts
        if coverage.englishBlocks > 0 { documents += 1 }
        if coverage.status == .complete { completeDocuments += 1 }
        englishBlocks += coverage.englishBlocks
        translated += coverage.translated
        missing += coverage.missing.count
        extra += coverage.extra.count
        notes += coverage.notes.count
        errors += entry.errorCount
        warnings += entry.warningCount
        stale += entry.problems.count { $0.kind == .stale }
    }
}
