import Model

/// How the report's pages link, by the site's one path rule (`SitePaths`) or within the one
/// page of `hig report --format html`.
enum ReportLinks {
    /// Pages of the site: the overview, a drill-down per document, the documents' pages.
    case site
    /// One page holding the overview and every drill-down: links are anchors on it, and ids
    /// name their document.
    case standalone

    /// From the overview to a document: its drill-down, or its page when it has nothing to drill into.
    func document(_ id: String, detailed: Bool, in language: LanguageTag) -> String {
        switch self {
        case .site:
            SitePaths.relative(from: SitePaths.report(in: language),
                               to: detailed ? SitePaths.reportDocument(id, in: language) : SitePaths.document(id, in: language))
        case .standalone: "#" + sectionID(id)
        }
    }

    /// From a drill-down back to the overview.
    func overview(from id: String, in language: LanguageTag) -> String {
        switch self {
        case .site: SitePaths.relative(from: SitePaths.reportDocument(id, in: language), to: SitePaths.report(in: language))
        case .standalone: "#report-top"
        }
    }

    /// From a drill-down to the document's page; none within the one page.
    func documentPage(of id: String, in language: LanguageTag) -> String? {
        switch self {
        case .site: SitePaths.relative(from: SitePaths.reportDocument(id, in: language), to: SitePaths.document(id, in: language))
        case .standalone: nil
        }
    }

    /// From a drill-down to the block on the document's page (`page`: `documentPage(of:in:)`,
    /// the same for every block of the drill-down, so made once).
    func block(_ blockID: String, onPage page: String?) -> String? {
        page.map { $0 + "#b-" + SitePaths.percentEncoded(blockID) }
    }

    /// The id of a document's part of the one page.
    func sectionID(_ id: String) -> String { "doc-" + SitePaths.percentEncoded(id) }

    /// Ids unique on the page: the one page holds every document, so its ids name it.
    private func prefix(_ id: String) -> String {
        switch self {
        case .site: ""
        case .standalone: sectionID(id) + "-"
        }
    }

    func languageAnchor(_ id: String, _ language: LanguageTag) -> String {
        prefix(id) + "lang-" + language.rawValue
    }

    func rowID(_ id: String, _ blockID: String, _ language: LanguageTag) -> String {
        prefix(id) + "\(language.rawValue)-b-" + SitePaths.percentEncoded(blockID)
    }
}
