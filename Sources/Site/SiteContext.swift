import Model
import Render

/// Everything shared by the pages of one build: the index and, per language, the values
/// every page in it uses. Made once by `SiteBuilder.context(for:)`; then any document's pages
/// render from it independently, in parallel or one at a time.
public struct SiteContext: Sendable {
    public private(set) var index: SiteIndex
    package let options: SiteOptions
    private(set) var languages: [LanguageTag: LanguageContext]
    private(set) var renderer: MarkdownRenderer
    let assets: TemplateValue
    /// What the context was made from, to make it again.
    let strings: StringTables
    let assetsSource: SiteAssets
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
        self.strings = strings
        assetsSource = assets
        var extras: [LanguageTag: [ExtraPage]] = [:]
        var translations: [String: [LanguageTag: ExtraPage]] = [:]
        for page in options.extraPages {
            extras[page.language, default: []].append(page)
            translations[page.languageIndependentPath, default: [:]][page.language] = page
        }
        extraPages = extras
        extraTranslations = translations
    }

    /// The context after some documents changed: the index and navigation rows are updated
    /// for those documents only (see `SiteIndex.init(updating:…)`).
    init(updating previous: SiteContext, corpus: Corpus, changed: Set<String>) {
        let index = SiteIndex(updating: previous.index, corpus: corpus, options: previous.options, changed: changed)
        guard index.languages == previous.index.languages, index.navigation == previous.index.navigation,
              index.documents.map(\.id) == previous.index.documents.map(\.id) else {
            self.init(index: index, options: previous.options, strings: previous.strings, assets: previous.assetsSource)
            return
        }
        self = previous
        self.index = index
        let positions = changed.compactMap { index.position(of: $0) }.sorted()
        for (tag, context) in previous.languages {
            languages[tag] = LanguageContext(updating: context, index: index, changed: positions)
        }
        if index.linkTargets != previous.index.linkTargets {
            let rewriter = LinkRewriter(targets: index.linkTargets)
            renderer = MarkdownRenderer(options: .init(linkRewriter: { rewriter.rewrite($0) }, headingLevelShift: 1))
        }
    }

    func language(_ tag: LanguageTag) -> LanguageContext {
        languages[tag]!
    }
}
