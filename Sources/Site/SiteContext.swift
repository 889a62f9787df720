import Model
import Render
import Support

/// Everything shared by the pages of one build: the index and, per language, the values
/// every page in it uses. Made once by `SiteBuilder.context(for:)`; then any document's pages
/// render from it independently, in parallel or one at a time.
public struct SiteContext: Sendable {
    public let index: SiteIndex
    let options: SiteOptions
    let languages: [LanguageTag: LanguageContext]
    let assets: TemplateValue
    /// Whether the site has the alignment report: its overview is then in every navigation.
    let listsReport: Bool

    /// `previous`: the context of the previous run with the same templates, whose navigation
    /// rows are kept where their documents' entries did not change.
    init(index: SiteIndex, options: SiteOptions, strings: StringTables, assets: SiteAssets, listsReport: Bool,
         previous: SiteContext? = nil) {
        self.index = index
        self.options = options
        var languages: [LanguageTag: LanguageContext] = [:]
        let contexts = index.languages.parallelMap { language in
            LanguageContext(language: language, strings: strings.table(for: language), index: index,
                            previous: previous.flatMap { old in old.languages[language].map { (old.index, $0) } })
        }
        for context in contexts { languages[context.language] = context }
        self.languages = languages
        self.assets = assets.templateValue
        self.listsReport = listsReport
    }

    func language(_ tag: LanguageTag) -> LanguageContext {
        languages[tag]!
    }
}
