import Analysis
import Model
import Render

/// The parts every page has: `<head>` links, the top bar, the language picker and the
/// navigation pane, as template fields shared by all page templates.
struct PageShell {
    let context: SiteContext
    let language: LanguageContext
    /// The page's folder (`ko/split-views/`; empty for the root page).
    let folder: String

    var depth: Int { folder.split(separator: "/").count }
    var root: String { SitePaths.up(depth) }

    /// Where the picker sends a reader of this page who wants another language.
    struct Target {
        var folder: String
        /// The document's coverage in that language, when the page is a document.
        var coverage: Coverage?
    }

    /// - Parameters:
    ///   - translations: the folders of this page in the languages it really exists in
    ///     (alternate links); `xDefault` is the one for readers of other languages.
    ///   - targets: for every site language, where the picker goes.
    func fields(
        kind: String,
        title: String,
        translations: [LanguageTag: String],
        xDefault: String?,
        targets: [LanguageTag: Target],
        navigation: NavigationValue.Current,
        indexable: Bool = true
    ) -> TemplateFields {
        let baseURL = context.options.baseURL
        let siteTitle = language.text("site_title")
        return [
            "kind": .string(kind),
            "lang": .string(language.language.rawValue),
            "dir": .string(language.strings["dir"] ?? "ltr"),
            "t": language.stringsValue,
            "root": .string(root),
            // Pages of a language live under its folder: `../` from a document to its language's home.
            "lang_root": .string(SitePaths.up(max(depth - 1, 0))),
            "assets": context.assets,
            "title": .string(title),
            "page_title": .string(title == siteTitle ? siteTitle : "\(title) – \(siteTitle)"),
            "canonical": .string(SitePaths.absolute(folder, baseURL: baseURL)),
            "alternates": .list(alternates(translations, xDefault: xDefault)),
            "indexable": .bool(indexable),
            "autonym": .string(language.text("autonym")),
            "languages": .list(picker(targets)),
            "nav": NavigationValue(context: context, language: language).value(current: navigation),
        ]
    }

    /// `hreflang` links to the page in the languages it exists in, and the one for readers
    /// of other languages.
    private func alternates(_ translations: [LanguageTag: String], xDefault: String?) -> [TemplateValue] {
        let baseURL = context.options.baseURL
        var alternates: [TemplateValue] = translations.keys.sorted().map { tag in
            ["hreflang": .string(tag.rawValue), "href": .string(SitePaths.absolute(translations[tag]!, baseURL: baseURL))]
        }
        if let xDefault, !translations.isEmpty {
            alternates.append(["hreflang": "x-default", "href": .string(SitePaths.absolute(xDefault, baseURL: baseURL))])
        }
        return alternates
    }

    /// The language picker: every language of the site, where it goes, and the coverage there.
    private func picker(_ targets: [LanguageTag: Target]) -> [TemplateValue] {
        let coverageLabels = language.coverageLabels
        return context.index.languages.map { tag in
            let target = targets[tag] ?? Target(folder: SitePaths.home(in: tag))
            let coverage = target.coverage?.status
            return [
                "code": .string(tag.rawValue),
                "autonym": .string(context.language(tag).text("autonym")),
                "name": .string(language.languageName(tag)),
                "href": .string(root + SitePaths.url(target.folder)),
                "current": .bool(tag == language.language),
                "coverage": coverage.map { .string($0.rawValue) } ?? .null,
                // English complete is the original, not a translation.
                "coverage_label": coverage.map { coverage in
                    tag == .english && coverage == .complete && language.language != .english
                        ? .string(language.text("coverage_original")) : .string(coverageLabels[coverage] ?? "")
                } ?? .null,
            ]
        }
    }
}
