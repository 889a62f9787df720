import Model

/// What a run found, for the lines `hig build` and `hig serve` print after building: the
/// documents and, per language of the site, how many are written in it (the others show the
/// best language available with a notice).
public struct SiteFindings: Sendable, Hashable, CustomStringConvertible {
    public var documents: Int
    /// Documents with text in each language of the site, in the site's language order.
    public var writtenIn: [(language: LanguageTag, documents: Int)]
    /// Local images and other files a page refers to, copied into the site; nil while no step
    /// copies them (the media step fills it in).
    public var resourcesCopied: Int?
    /// Links to pages or files that do not exist; nil while no step checks them.
    public var brokenLinks: Int?

    public init(run: PipelineRun) {
        documents = run.analyses.count
        var counts: [LanguageTag: Int] = [:]
        for analysis in run.analyses {
            for language in analysis.contentLanguages { counts[language, default: 0] += 1 }
        }
        writtenIn = run.languages.map { ($0, counts[$0] ?? 0) }
    }

    /// `3 documents; written in en 3, ja 2, ko 3, ru 2` (and the copied and broken counts
    /// when a step made them).
    public var description: String {
        var text = "\(documents) document\(documents == 1 ? "" : "s"); written in "
            + writtenIn.map { "\($0.language.rawValue) \($0.documents)" }.joined(separator: ", ")
        if let resourcesCopied { text += "; \(resourcesCopied) images and files copied" }
        if let brokenLinks { text += "; \(brokenLinks) broken link\(brokenLinks == 1 ? "" : "s")" }
        return text
    }

    public static func == (a: SiteFindings, b: SiteFindings) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
