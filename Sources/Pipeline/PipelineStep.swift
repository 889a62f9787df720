/// The steps of a site build, in the order they run. Each is one function of `SitePipeline`;
/// a new step (copied images) is one more case and one more function.
public enum PipelineStep: String, Sendable, CaseIterable {
    /// Templates, string tables and assets.
    case templates
    /// Files to aligned documents (`Ingester`, or `IncrementalIngester` in serve).
    case ingest
    /// `Content/hig.lock`, the accepted translations.
    case lock
    /// The names links between content files may use: file stems and document ids.
    case links
    /// Every block text through cmark, once: HTML and Markdown statistics (per document).
    case markdown
    /// The corpus's languages, from each document's.
    case languages
    /// Reading order, pairs, coverage and checks (per document).
    case analyse
    /// Pairs against the lock file: which translations are stale (per document).
    case staleness
    /// The corpus's length ratios settle the length checks; totals per language.
    case report
    /// Titles, coverage and navigation of every document, shared by all pages.
    case index
    /// Each document's page in every language (per document).
    case documents
    /// Home and group pages, root, 404 and sitemap.
    case listings
    /// The alignment report's overview and drill-downs in every language.
    case reportPages = "report-pages"
    /// The search index of every page language, from each document's plain text and terms
    /// (per document).
    case search
    /// The local files pages refer to (images, downloads) under content-hashed names.
    case media
    /// Stylesheets and scripts under content-hashed names.
    case assets
    /// The site written next to the output folder and swapped in (`hig build`), or the
    /// changed files swapped into the served snapshot (`hig serve`).
    case write
}
