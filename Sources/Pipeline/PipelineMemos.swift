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
/// stale marks, and the documents whose navigation rows its pages list.
struct DocumentPagesInput: Equatable, Sendable {
    var analysis: DocumentAnalysis
    var markdown: DocumentMarkdown
    var stale: Set<BlockKey>
    var neighbours: [Document]

    static func == (a: Self, b: Self) -> Bool {
        a.analysis.document == b.analysis.document && a.stale == b.stale && a.neighbours == b.neighbours
    }
}

/// What the report's pages show: the report and the documents' texts.
struct ReportPagesInput: Equatable, Sendable {
    var report: AlignmentReport
    var documents: [Document]
}

/// What a document's drill-down in the report shows: its part of the report and its texts.
struct DrillDownInput: Equatable, Sendable {
    var report: DocumentReport
    var analysis: DocumentAnalysis

    static func == (a: Self, b: Self) -> Bool { a.report == b.report && a.analysis.document == b.analysis.document }
}
