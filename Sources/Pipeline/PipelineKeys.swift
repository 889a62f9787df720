import Analysis
import Model
import Render
import Site

// What each memo's values depend on: environments and per-document keys.

/// What a document's entry depends on besides the document.
struct EntryEnvironment: Equatable, Sendable {
    var languages: [LanguageTag]
    var contentRoot: String?
}

/// What a document's analysis depends on besides its document: the links of its texts that
/// the markdown step found to go to no page (they change when pages come or go).
struct AnalysisKey: Equatable, Sendable {
    var document: Document
    var missingPages: [LocalReference]

    init(document: Document, markdown: DocumentMarkdown) {
        self.document = document
        // From the references the markdown step listed once, not by walking every block's
        // statistics again: this key is made for every document on every run.
        missingPages = markdown.localReferences.filter { $0.outcome == .missingPage }
    }
}

/// What a document's report depends on besides its document and stale pairs.
struct ReportEnvironment: Equatable, Sendable {
    var lengthRatios: LengthRatioModel
    var languages: [LanguageTag]
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

/// What a document's pages show besides the templates: the document (its analysis and HTML
/// follow from it), the local files its HTML links (by content-hashed name), its stale marks,
/// and the navigation rows of its part (by revision).
struct DocumentPagesKey: Equatable, Sendable {
    var document: Document
    var references: [LocalReference]
    var stale: Set<BlockKey>
    var rows: Int

    /// Whether only the navigation rows differ: another document's title or coverage changed.
    func differsInRowsAlone(from other: DocumentPagesKey) -> Bool {
        rows != other.rows && document == other.document && references == other.references && stale == other.stale
    }
}

/// What the report's overview shows, and only that: the totals, and each document's title,
/// coverage and problem counts (a problem's wording, which changes with every edit elsewhere
/// in the corpus, is on the drill-downs).
struct ReportOverviewKey: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        var id: String
        var title: [LanguageTag: String]
        var englishTitle: String
        var coverage: [Coverage]
        var errors: Int
        var warnings: Int
        var hasDetails: Bool
    }

    var languages: [LanguageTag]
    var totals: [LanguageTotals]
    var errors: Int
    var warnings: Int
    var checkedStaleness: Bool
    var brokenLinks: [BrokenLink]
    var rows: [Row]

    init(report: AlignmentReport, entries: [DocumentEntry]) {
        // Entries and report documents come in one order; a lookup only where they differ.
        let titles = entries.map(\.id) == report.documents.map(\.documentID) ? nil
            : Dictionary(entries.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        languages = report.languages
        totals = report.totals
        errors = report.errorCount
        warnings = report.warningCount
        checkedStaleness = report.checkedStaleness
        brokenLinks = report.brokenLinks
        rows = report.documents.indices.map { index in
            let document = report.documents[index]
            let title = titles.map { $0[document.documentID] ?? [:] } ?? entries[index].title
            return Row(id: document.documentID, title: title, englishTitle: document.title,
                       coverage: document.coverage.map(\.counts), errors: document.problemCount(.error),
                       warnings: document.problemCount(.warning), hasDetails: document.hasDetails)
        }
    }
}

/// What a document's part of the report depends on besides the length ratios.
struct ReportKey: Equatable, Sendable {
    var document: Document
    var stale: [Int: String]
    var brokenLinks: [BrokenLink]
}

/// What a document's drill-down in the report shows: its part of the report, its texts, and
/// the navigation rows when every page lists every row (by revision).
struct DrillDownKey: Equatable, Sendable {
    var report: DocumentReport
    var document: Document
    var rows: Int
}
