import Analysis
import Model
import Render
import Site

/// What a pipeline remembers between runs, per step. Each memo's environment is what all its
/// values depend on; each item's input is what its document's value depends on besides.
/// `Document` values compare in constant time when unchanged (their arrays share storage
/// with the previous run's), so checking every document costs little.
struct PipelineMemos: Sendable {
    /// Environment: the link targets the renderer rewrites to.
    var markdown = DocumentMemo<[String: String], Document, DocumentMarkdown>()
    /// Environment: the translation languages.
    var analysis = DocumentMemo<[LanguageTag], AnalysisInput, DocumentAnalysis>()
    /// Environment: the lock file.
    var staleness = DocumentMemo<TranslationLock, AnalysisOf, [Int: String]>()
    var navigationRows = NavigationRowRevisions()
    var documentPages = DocumentMemo<SiteShape, DocumentPagesInput, Result<SiteOutput, SiteError>>()
    var listings = DocumentMemo<SiteShape, [Document], Result<SiteOutput, SiteError>>()
    var reportOverview = DocumentMemo<SiteShape, ReportPagesInput, Result<SiteOutput, SiteError>>()
    var reportDrillDowns = DocumentMemo<SiteShape, DrillDownInput, Result<SiteOutput, SiteError>>()
}

/// What every page depends on besides its document: the templates, the site's languages and
/// options, the navigation's shape and the link targets the HTML was rendered with.
struct SiteShape: Equatable, Sendable {
    var templates: Int
    var options: SiteOptions
    var languages: [LanguageTag]
    var navigation: NavigationTree
    var links: [String: String]

    init(context: SiteContext, templates: Templates, links: [String: String]) {
        self.templates = templates.revision
        options = templates.builder.options
        languages = context.index.languages
        navigation = context.index.navigation
        self.links = links
    }
}

/// A document with its texts' statistics; the statistics follow from the document.
struct AnalysisInput: Equatable, Sendable {
    var document: Document
    var statistics: [[LanguageTag: MarkdownStats]]

    static func == (a: Self, b: Self) -> Bool { a.document == b.document }
}

/// An analysis, compared by the document it was made from.
struct AnalysisOf: Equatable, Sendable {
    var analysis: DocumentAnalysis

    static func == (a: Self, b: Self) -> Bool { a.analysis.document == b.analysis.document }
}

/// What a document's pages show: the document (its analysis and HTML follow from it), its
/// stale marks, and the navigation rows of its part (by revision).
struct DocumentPagesInput: Equatable, Sendable {
    var analysis: DocumentAnalysis
    var markdown: DocumentMarkdown
    var stale: Set<BlockKey>
    var rows: Int

    static func == (a: Self, b: Self) -> Bool {
        a.analysis.document == b.analysis.document && a.stale == b.stale && a.rows == b.rows
    }
}

/// A revision number per navigation part, raised when a row in it changed (a title, a
/// coverage): the pages of the part's documents show those rows. Compared part by part, so a
/// run compares each entry once, not once per page that lists it.
struct NavigationRowRevisions: Sendable {
    private var parts: [[String]: (entries: [DocumentEntry], revision: Int)] = [:]
    private var next = 1

    /// The revision of the rows every page lists, when there are so few documents that every
    /// page lists them all (pages that are not a document's list no rows otherwise).
    func everyPageRows(of index: SiteIndex, revisions: [String: Int]) -> Int {
        index.navigation.showsAllRows ? index.documents.first.flatMap { revisions[$0.id] } ?? 0 : 0
    }

    /// The revision of each document's part, by document id.
    mutating func revisions(of index: SiteIndex) -> [String: Int] {
        var kept: [[String]: (entries: [DocumentEntry], revision: Int)] = [:]
        var revisions: [String: Int] = [:]
        for part in index.navigationParts {
            let entries = part.map { index.documents[$0] }
            let ids = entries.map(\.id)
            var revision = parts[ids].flatMap { $0.entries == entries ? $0.revision : nil }
            if revision == nil {
                revision = next
                next += 1
            }
            kept[ids] = (entries, revision!)
            for id in ids { revisions[id] = revision }
        }
        parts = kept
        return revisions
    }
}

/// What the report's pages show: the report and the documents' texts.
struct ReportPagesInput: Equatable, Sendable {
    var report: AlignmentReport
    var documents: [Document]
}

/// What a document's drill-down in the report shows: its part of the report, its texts, and
/// the navigation rows when every page lists every row (by revision).
struct DrillDownInput: Equatable, Sendable {
    var report: DocumentReport
    var analysis: DocumentAnalysis
    var rows: Int

    static func == (a: Self, b: Self) -> Bool {
        a.report == b.report && a.analysis.document == b.analysis.document && a.rows == b.rows
    }
}
