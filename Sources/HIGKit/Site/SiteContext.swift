/// Everything shared by the pages of one build: the index and, per language, the values
/// every page in it uses. Made once by `SiteBuilder.context(for:)`; then any document's pages
/// render from it independently, in parallel or one at a time.
public struct SiteContext: Sendable {
    public let index: SiteIndex
    let options: SiteOptions
    let languages: [LanguageTag: LanguageContext]
    let renderer: MarkdownRenderer
    let assets: TemplateValue
    /// Extra pages by language, in the order given.
    let extraPages: [LanguageTag: [ExtraPage]]
    /// Extra pages by their path without language: a page's translations.
    let extraTranslations: [String: [LanguageTag: ExtraPage]]

    init(index: SiteIndex, options: SiteOptions, strings: StringTables, assets: SiteAssets) {
        self.index = index
        self.options = options
        var languages: [LanguageTag: LanguageContext] = [:]
        let contexts = index.languages.parallelMap { LanguageContext(language: $0, strings: strings.table(for: $0), index: index) }
        for context in contexts { languages[context.language] = context }
        self.languages = languages
        let rewriter = LinkRewriter(targets: index.linkTargets)
        renderer = MarkdownRenderer(options: .init(linkRewriter: { rewriter.rewrite($0) }, headingLevelShift: 1))
        self.assets = assets.templateValue
        var extras: [LanguageTag: [ExtraPage]] = [:]
        var translations: [String: [LanguageTag: ExtraPage]] = [:]
        for page in options.extraPages {
            extras[page.language, default: []].append(page)
            translations[page.languageIndependentPath, default: [:]][page.language] = page
        }
        extraPages = extras
        extraTranslations = translations
    }

    func language(_ tag: LanguageTag) -> LanguageContext {
        languages[tag]!
    }
}
