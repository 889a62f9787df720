import Analysis
import Model

/// What the report stage adds to the site: the alignment report pages in every language
/// (`/LANG/reports/alignment/`, linked from the nav) and the stale marks the lock file gives.
/// `hig build`, `hig serve` and the tests all go through here, so they build the same site.
extension SiteBuilder {
    /// This builder with the report pages and stale blocks of `corpus`, and the lock file's
    /// diagnostics (a missing lock file is fine: staleness is then not checked).
    public func includingReport(for corpus: Corpus, lockPath: String) -> (SiteBuilder, [Diagnostic]) {
        let (lock, diagnostics) = Self.loadLock(path: lockPath)
        return (includingReport(for: corpus, lock: lock), diagnostics)
    }

    /// The lock file at `path`: nil when there is none, nil and an error when it cannot be read.
    public static func loadLock(path: String) -> (TranslationLock?, [Diagnostic]) {
        do {
            return (try TranslationLock.load(path: path), [])
        } catch {
            return (nil, [.error("lock-file", "\(error)", at: SourceLocation(path: path))])
        }
    }

    /// This builder with the report pages and stale blocks of `corpus` checked against `lock`.
    public func includingReport(for corpus: Corpus, lock: TranslationLock?) -> SiteBuilder {
        var builder = self
        let report = AlignmentReport.make(corpus: corpus, lock: lock)
        // The report has checked every pair against the lock already.
        builder.options.staleBlocks = report.staleBlocks
        builder.options.extraPages.removeAll { $0.path.contains("/" + ReportPages.directory + "/") }
        for language in SiteIndex.languages(of: corpus) {
            let table = strings.table(for: language).entries
            let pages = ReportPages.render(report: report, corpus: corpus, language: language, strings: table)
            for (index, page) in pages.enumerated() {
                builder.options.extraPages.append(ExtraPage(
                    path: page.path, language: language, title: page.title, body: page.bodyHTML,
                    // The overview is the nav's entry; drill-downs are reached from it.
                    navigationTitle: index == 0 ? page.title : nil))
            }
        }
        return builder
    }
}
