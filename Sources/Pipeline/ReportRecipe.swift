import Analysis
import Model
import Render
import Site
import Support

/// The analysis without a site, for `hig report` and `hig export`: the same markdown and
/// analyse steps as the site build, with statistics only (plain prose needs no parser) and
/// page links resolved against the same link targets (nothing is copied), then the lock and
/// the corpus's length ratios.
public enum ReportRecipe {
    /// Every document analysed for `languages` (every translation language of the corpus when nil).
    public static func analyse(_ corpus: Corpus, languages: [LanguageTag]? = nil,
                               options: AlignmentReport.Options = .init()) -> (analyses: [DocumentAnalysis], languages: [LanguageTag]) {
        let analyzer = DocumentAnalyzer(languages: languages ?? corpus.languages, options: options)
        let pages = SiteLinkResolver(linkTargets: SiteIndex.linkTargets(corpus.documents.sorted { $0.id < $1.id }), media: nil)
        let analyses = corpus.documents.parallelMap { document in
            analyzer.analyse(document, statistics: DocumentMarkdown(statisticsOf: document, links: pages).statistics)
        }
        return (analyses, analyzer.languages)
    }

    public static func report(_ analyses: [DocumentAnalysis], languages: [LanguageTag], lock: TranslationLock?,
                              options: AlignmentReport.Options = .init()) -> AlignmentReport {
        let stale = lock.map { StaleBlocks.check(analyses, against: StaleIndex($0)) }
        return AlignmentReport(analyses: analyses, languages: languages, stale: stale, options: options)
    }
}

extension AlignmentReport {
    /// The report of `corpus`, analysed from its texts' statistics.
    public static func make(corpus: Corpus, lock: TranslationLock?, options: Options = Options()) -> AlignmentReport {
        let (analyses, languages) = ReportRecipe.analyse(corpus, languages: options.languages, options: options)
        return ReportRecipe.report(analyses, languages: languages, lock: lock, options: options)
    }
}
