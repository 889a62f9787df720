import Model

/// What a run found, for the lines `hig build` and `hig serve` print after building: the
/// documents and, per language of the site, how many are written in it (the others show the
/// best language available with a notice).
public struct SiteFindings: Sendable, Hashable, CustomStringConvertible {
    public var documents: Int
    /// Documents with text in each language of the site, in the site's language order.
    public var writtenIn: [(language: LanguageTag, documents: Int)]

    public init(run: PipelineRun) {
        documents = run.analyses.count
        var counts: [LanguageTag: Int] = [:]
        // The languages as the analysis counts them, not `contentLanguages`, a sorted copy:
        // serve finds this after every rebuild, for every document.
        for analysis in run.analyses {
            for language in analysis.contentBlockCounts.keys { counts[language, default: 0] += 1 }
        }
        writtenIn = run.languages.map { ($0, counts[$0] ?? 0) }
    }

    /// `3 documents; written in en 3, ja 2, ko 3, ru 2` (the files copied and broken links
    /// are on the summary line before it, `PipelineRun.found`).
    public var description: String {
        "\(documents) document\(documents == 1 ? "" : "s"); written in "
            + writtenIn.map { "\($0.language.rawValue) \($0.documents)" }.joined(separator: ", ")
    }

    public static func == (a: SiteFindings, b: SiteFindings) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
