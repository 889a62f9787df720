/// What the report stage adds to the site: the alignment report pages in every language
/// (`/LANG/reports/alignment/`, linked from the nav) and the stale marks the lock file gives.
/// `hig build` and `hig serve` both go through here, so the preview shows what a build writes.
public enum ReportIntegration {
    /// Adds report pages and stale blocks to `options`; returns the lock file's diagnostics.
    public static func apply(to options: inout SiteOptions, corpus: Corpus, strings: StringTables,
                             lockPath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var lock: TranslationLock?
        do {
            lock = try TranslationLock.load(path: lockPath)
        } catch {
            diagnostics.append(.error("lock-file", "\(error)", at: SourceLocation(path: lockPath)))
        }
        let report = AlignmentReport.make(corpus: corpus, lock: lock)
        if let lock { options.staleBlocks = StaleBlocks.find(corpus: corpus, lock: lock) }
        for language in SiteIndex.languages(of: corpus) {
            let table = strings.table(for: language).entries
            let pages = ReportPages.render(report: report, corpus: corpus, language: language, strings: table)
            for (index, page) in pages.enumerated() {
                options.extraPages.append(ExtraPage(
                    path: page.path, language: language, title: page.title, body: page.bodyHTML,
                    // The overview is the nav's entry; drill-downs are reached from it.
                    navigationTitle: index == 0 ? page.title : nil))
            }
        }
        return diagnostics
    }
}
