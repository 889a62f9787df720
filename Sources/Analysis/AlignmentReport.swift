import Model
import Support

/// What is translated, what is missing and what looks wrong, for every document and every
/// translation language against the English reference.
///
///     let lock = try TranslationLock.load(path: "Content/hig.lock")
///     let report = AlignmentReport.make(corpus: corpus, lock: lock)
///     report.summary        // "3 documents; ja 71.4% (5/7), ko 85.7% (6/7), ru 85.7% (6/7); 2 errors, 1 warning"
///     report.hasErrors      // what `hig report --strict` fails on
public struct AlignmentReport: Hashable, Sendable {
    public struct Options: Hashable, Sendable {
        /// The translation languages to report on; nil for every non-English language in the corpus.
        public var languages: [LanguageTag]?
        /// Pairs below this alignment confidence are reported.
        public var lowConfidence: Double
        /// Pairs whose length ratio is further than this many robust standard deviations from
        /// the language's median are reported.
        public var lengthRatioScore: Double

        public init(languages: [LanguageTag]? = nil, lowConfidence: Double = AlignmentReport.lowConfidenceThreshold,
                    lengthRatioScore: Double = 3.5) {
            self.languages = languages
            self.lowConfidence = lowConfidence
            self.lengthRatioScore = lengthRatioScore
        }
    }

    /// Below this confidence a pair is "low confidence", in the report and on the site.
    public static let lowConfidenceThreshold = Block.lowConfidenceThreshold

    public var options: Options
    /// The translation languages reported, sorted.
    public var languages: [LanguageTag]
    public var documents: [DocumentReport]
    public var totals: [LanguageTotals]
    /// The corpus's own length ratios per language, as used for `length-ratio`.
    public var lengthRatios: LengthRatioModel
    /// Whether a lock file was given (without one, nothing can be stale).
    public var checkedStaleness: Bool

    public static func make(corpus: Corpus, lock: TranslationLock?, options: Options = Options()) -> AlignmentReport {
        let languages = (options.languages ?? corpus.languages).filter { $0 != .english && $0 != .undetermined }
        let sortedLanguages = Array(Set(languages)).sorted()
        // Two passes: the corpus's length ratios first (they judge every pair), then each
        // document, both in parallel; the profiles measured in the first are reused.
        let languageSet = Set(sortedLanguages)
        let measured: [(DocumentProfiles, [LanguageTag: [Double]])] = corpus.documents.parallelMap { document in
            let profiles = DocumentProfiles(document, languages: languageSet)
            return (profiles, profiles.lengthSamples(document, languages: sortedLanguages, minimumConfidence: options.lowConfidence))
        }
        var samples: [LanguageTag: [Double]] = [:]
        for (_, part) in measured {
            for (language, values) in part { samples[language, default: []] += values }
        }
        let lengthRatios = LengthRatioModel(samples: samples)
        let staleIndex = lock.map(StaleIndex.init)
        let analyzer = DocumentAnalyzer(languages: sortedLanguages, options: options, lengthRatios: lengthRatios, staleIndex: staleIndex)
        let documents = Array(zip(corpus.documents, measured.map(\.0))).parallelMap { analyzer.analyze($0.0, profiles: $0.1) }
        return AlignmentReport(options: options, languages: sortedLanguages, documents: documents,
                               totals: totals(documents, languages: sortedLanguages), lengthRatios: lengthRatios,
                               checkedStaleness: lock != nil)
    }

    /// Every problem, document by document.
    public var problems: [ReportProblem] { documents.flatMap(\.problems) }

    /// The stale translations (the site marks them), as the report found them.
    public var staleBlocks: Set<BlockKey> {
        Set(problems.lazy.filter { $0.kind == .stale }.compactMap { problem in
            problem.blockID.map { BlockKey(documentID: problem.documentID, blockID: $0, language: problem.language) }
        })
    }

    public var errorCount: Int { problems.filter { $0.severity == .error }.count }
    public var warningCount: Int { problems.filter { $0.severity == .warning }.count }
    public var hasErrors: Bool { errorCount > 0 }

    /// Languages whose overall coverage is below `percent` (languages with no English to
    /// translate have no coverage and are never below).
    public func languages(withCoverageBelow percent: Double) -> [LanguageTag] {
        totals.filter { ($0.coverage ?? 100) < percent }.map(\.language)
    }

    /// One line: documents, coverage per language, problem counts.
    public var summary: String {
        var parts: [String] = []
        for total in totals {
            let coverage = total.coverage.map { ReportFormat.percent($0) } ?? "no English"
            parts.append("\(total.language) \(coverage) (\(total.translated)/\(total.englishBlocks))")
        }
        let errors = errorCount, warnings = warningCount
        var line = "\(documents.count) document\(documents.count == 1 ? "" : "s")"
        if !parts.isEmpty { line += "; " + parts.joined(separator: ", ") }
        line += "; \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        let stale = totals.reduce(0) { $0 + $1.stale }
        if stale > 0 { line += ", \(stale) stale" }
        return line
    }

    static func totals(_ documents: [DocumentReport], languages: [LanguageTag]) -> [LanguageTotals] {
        languages.map { language in
            var total = LanguageTotals(language: language, documents: 0, completeDocuments: 0, englishBlocks: 0, translated: 0,
                                       missing: 0, extra: 0, notes: 0, errors: 0, warnings: 0, stale: 0)
            for document in documents {
                guard let coverage = document.coverage(for: language) else { continue }
                if coverage.englishBlocks > 0 { total.documents += 1 }
                if coverage.status == .complete { total.completeDocuments += 1 }
                total.englishBlocks += coverage.englishBlocks
                total.translated += coverage.translated
                total.missing += coverage.missing.count
                total.extra += coverage.extra.count
                total.notes += coverage.notes.count
                total.errors += coverage.errorCount
                total.warnings += coverage.warningCount
                total.stale += coverage.problems.filter { $0.kind == .stale }.count
            }
            return total
        }
    }
}

/// Number formats shared by the text, JSON and HTML outputs.
package enum ReportFormat {
    /// "85.7%", "100%", "0%".
    package static func percent(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return "\(Int(rounded))%" }
        return JSONWriter.format(rounded, decimals: 1) + "%"
    }

    package static func decimal(_ value: Double, _ decimals: Int = 2) -> String {
        JSONWriter.format(value, decimals: decimals)
    }
}
