import Model
import Support

/// What is translated, what is missing and what looks wrong, for every document and every
/// translation language against the English reference.
///
///     let analyses = corpus.documents.map { analyzer.analyse($0, statistics: DocumentMarkdown(statisticsOf: $0).statistics) }
///     let report = AlignmentReport(analyses: analyses, languages: analyzer.languages,
///                                  stale: lock.map { StaleBlocks.check(analyses, against: StaleIndex($0)) }, options: options)
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

    /// Translations that joined no English document, in document order.
    public var unmatchedTranslations: [UnmatchedTranslation] { documents.flatMap(\.unmatched) }

    /// Links to pages that are not in the content, in document order.
    public var brokenLinks: [BrokenLink] { documents.flatMap(\.brokenLinks) }

    /// The report of documents already analysed for `languages`. `stale` holds each
    /// document's stale pairs (`StaleBlocks.check`), nil without a lock file. The corpus's
    /// length ratios are learnt from every document's samples first; they judge every pair.
    public init(analyses: [DocumentAnalysis], languages: [LanguageTag], stale: [[Int: String]]?, options: Options) {
        let lengthRatios = Self.lengthRatios(of: analyses)
        let documents = analyses.indices.map { index in
            DocumentReport(analyses[index], lengthRatios: lengthRatios, stale: stale?[index] ?? [:], options: options)
        }
        self.init(documents: documents, languages: languages, lengthRatios: lengthRatios, checkedStaleness: stale != nil,
                  options: options)
    }

    /// The report of documents whose parts are made (`DocumentReport.init`): the totals.
    public init(documents: [DocumentReport], languages: [LanguageTag], lengthRatios: LengthRatioModel, checkedStaleness: Bool,
                options: Options) {
        self.init(options: options, languages: languages, documents: documents,
                  totals: LanguageTotals.totals(of: documents, in: languages),
                  lengthRatios: lengthRatios, checkedStaleness: checkedStaleness)
    }

    /// The corpus's length ratios, from every document's confident pairs.
    public static func lengthRatios(of analyses: [DocumentAnalysis]) -> LengthRatioModel {
        var samples: [LanguageTag: [Double]] = [:]
        for analysis in analyses {
            for (language, values) in analysis.lengthSamples { samples[language, default: []] += values }
        }
        return LengthRatioModel(samples: samples)
    }

    init(options: Options, languages: [LanguageTag], documents: [DocumentReport], totals: [LanguageTotals],
         lengthRatios: LengthRatioModel, checkedStaleness: Bool) {
        self.options = options
        self.languages = languages
        self.documents = documents
        self.totals = totals
        self.lengthRatios = lengthRatios
        self.checkedStaleness = checkedStaleness
    }

    /// Every problem, document by document.
    public var problems: [ReportProblem] { documents.flatMap(\.problems) }

    public var errorCount: Int { documents.reduce(0) { $0 + $1.problemCount(.error) } }
    public var warningCount: Int { documents.reduce(0) { $0 + $1.problemCount(.warning) } }
    public var hasErrors: Bool { errorCount > 0 }

    /// Languages whose overall coverage is below `percent` (languages with no English to
    /// translate have no coverage and are never below).
    public func languages(withCoverageBelow percent: Double) -> [LanguageTag] {
        totals.filter { ($0.percent ?? 100) < percent }.map(\.language)
    }

    /// One line: documents, coverage per language, problem counts.
    public var summary: String {
        var parts: [String] = []
        for total in totals {
            let coverage = total.percent.map { ReportFormat.percent($0) } ?? "no English"
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
