import Analysis
import Model
import Render
import Search
import Site

/// What a pipeline remembers between runs, per step. Each memo's environment is what all its
/// values depend on; each document's key is what its value depends on besides.
/// `Document` values compare in constant time when unchanged (their arrays share storage
/// with the previous run's), so checking every document costs little.
struct PipelineMemos: Sendable {
    /// Environment: the link targets the renderer rewrites to; each value also depends on
    /// the local files its texts show.
    var markdown = MarkdownMemo()
    /// Environment: the translation languages.
    var analysis = DocumentMemo<[LanguageTag], AnalysisKey, DocumentAnalysis>()
    /// Environment: the lock file.
    var staleness = DocumentMemo<TranslationLock, Document, [Int: String]>()
    /// Environment: the corpus's length ratios and translation languages (a document's report
    /// lists every language, also those it has no text in).
    var documentReports = DocumentMemo<ReportEnvironment, ReportKey, DocumentReport>()
    /// The corpus's length samples kept sorted between runs; nil for a single build, which
    /// selects over them once.
    var lengthSamples: SortedLengthSamples? = SortedLengthSamples()
    var navigationRows = NavigationRowRevisions()
    var documentPages = DocumentMemo<SiteShape, DocumentPagesKey, Result<SiteOutput, SiteError>>()
    var listings = DocumentMemo<SiteShape, [DocumentEntry], Result<SiteOutput, SiteError>>()
    var reportOverview = DocumentMemo<SiteShape, ReportOverviewKey, Result<SiteOutput, SiteError>>()
    var reportDrillDowns = DocumentMemo<SiteShape, DrillDownKey, Result<SiteOutput, SiteError>>()
    /// Each document's languages (titles and blocks), whose union is the corpus's.
    var documentLanguages = DocumentMemo<Unchanging, Document, [LanguageTag]>()
    /// The names each document's files give it, for links between content files.
    var linkNames = DocumentMemo<Unchanging, Document, [String]>()
    /// The last run's link targets and the ids and names they were made from.
    var lastLinkTargets: (ids: [String], names: [[String]], targets: [String: String])?
    /// Each document's entry in the site index (titles, coverage, group).
    var entries = DocumentMemo<EntryEnvironment, Document, DocumentEntry>()
    /// Environment: the translation languages (the analysis's). Each document's plain text
    /// and terms for the search index.
    var searchTexts = DocumentMemo<[LanguageTag], Document, SearchDocumentText>()
    /// The last run's site context and the templates it was made with.
    var context: (templates: Int, context: SiteContext)?

    /// Memos that keep nothing, for a single run.
    static var forgetful: PipelineMemos {
        var memos = PipelineMemos()
        memos.markdown.remembers = false
        memos.analysis.remembers = false
        memos.staleness.remembers = false
        memos.documentReports.remembers = false
        memos.lengthSamples = nil
        memos.documentPages.remembers = false
        memos.listings.remembers = false
        memos.reportOverview.remembers = false
        memos.reportDrillDowns.remembers = false
        memos.documentLanguages.remembers = false
        memos.linkNames.remembers = false
        memos.entries.remembers = false
        memos.searchTexts.remembers = false
        return memos
    }
}

extension PipelineMemos {
    /// `SiteIndex.linkTargets`, each document's names remembered.
    mutating func linkTargets(_ documents: [Document]) -> [String: String] {
        let ids = documents.map(\.id)
        let names = linkNames.values(ids: ids, keys: documents, in: Unchanging()) { SiteIndex.linkNames(of: documents[$0]) }.values
        // The same names, the previous run's dictionary itself: the memos whose environment
        // holds it (the markdown's, the pages' `SiteShape`) then find it equal without looking
        // up each of its entries, which took a one-edit rebuild of 5,000 documents 10 ms.
        if let last = lastLinkTargets, last.ids == ids, last.names == names { return last.targets }
        let targets = SiteIndex.linkTargets(zip(ids, names).map { ($0, $1) }.sorted { $0.0 < $1.0 })
        if linkNames.remembers { lastLinkTargets = (ids, names, targets) }
        return targets
    }

    /// The report: the corpus's length ratios from every document's samples, then each
    /// document's part, remembered while its document, its stale pairs and the ratios stay.
    mutating func report(_ analyses: [DocumentAnalysis], languages: [LanguageTag], stale: [[Int: String]]?) -> AlignmentReport {
        let options = AlignmentReport.Options()
        let ratios = lengthSamples?.update(analyses) ?? AlignmentReport.lengthRatios(of: analyses)
        let keys = analyses.indices.map {
            ReportKey(document: analyses[$0].document, stale: stale?[$0] ?? [:], brokenLinks: analyses[$0].brokenLinks)
        }
        let environment = ReportEnvironment(lengthRatios: ratios, languages: languages)
        let documents = documentReports.values(ids: analyses.map(\.id), keys: keys, in: environment) { index in
            DocumentReport(analyses[index], lengthRatios: ratios, stale: keys[index].stale, options: options)
        }.values
        return AlignmentReport(documents: documents, languages: languages, lengthRatios: ratios, checkedStaleness: stale != nil,
                               options: options)
    }

    /// The languages of the corpus (`Corpus.languages`), from each document's, remembered.
    mutating func corpusLanguages(_ documents: [Document]) -> [LanguageTag] {
        let perDocument = documentLanguages.values(ids: documents.map(\.id), keys: documents, in: Unchanging()) {
            Corpus(documents: [documents[$0]]).languages
        }.values
        // Most documents have the languages of the one before: compared, not hashed again.
        var languages = Set<LanguageTag>()
        var previous: [LanguageTag] = []
        for list in perDocument where list != previous {
            languages.formUnion(list)
            previous = list
        }
        return languages.sorted()
    }
}
