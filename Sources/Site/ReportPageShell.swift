import Model
import Render

/// A report page's place in the site: its folder by the path rule, its layout fields, and
/// the same page in every other language as its translation.
struct ReportPageShell {
    let context: SiteContext
    let language: LanguageTag
    /// The drill-down's document; nil for the overview.
    let documentID: String?

    func folder(in tag: LanguageTag) -> String {
        documentID.map { SitePaths.reportDocument($0, in: tag) } ?? SitePaths.report(in: tag)
    }

    var file: String { SitePaths.file(folder(in: language)) }

    /// The layout's fields with the page's own: `overview` or `drill_down` (the other null).
    func fields(title: String, overview: TemplateValue = .null, drillDown: TemplateValue = .null) -> TemplateValue {
        let translations = Dictionary(uniqueKeysWithValues: context.index.languages.map { ($0, folder(in: $0)) })
        var fields = PageShell(context: context, language: context.language(language), folder: folder(in: language)).fields(
            kind: "extra",
            title: title,
            translations: translations,
            xDefault: translations[.english],
            targets: translations.mapValues { PageShell.Target(folder: $0) },
            navigation: .report)
        fields["overview"] = overview
        fields["drill_down"] = drillDown
        return .object(fields)
    }
}
