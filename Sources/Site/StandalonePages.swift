import Render

/// Pages outside any language: the root page that sends readers to their language, the
/// 404 page, and the sitemap.
struct StandalonePages {
    let context: SiteContext

    /// Every language's entry point, each in its own language.
    private func languageList(root: String) -> [TemplateValue] {
        context.index.languages.map { tag in
            let strings = context.language(tag)
            return [
                "code": .string(tag.rawValue),
                "autonym": .string(strings.text("autonym")),
                "href": .string(root + SitePaths.url(SitePaths.home(in: tag))),
                "site_title": .string(strings.text("site_title")),
                "not_found_title": .string(strings.text("not_found_title")),
                "not_found_text": .string(strings.text("not_found_text")),
                "not_found_home": .string(strings.text("not_found_home")),
            ]
        }
    }

    private func fields(root: String, title: String) -> TemplateFields {
        let english = context.language(.english)
        return [
            "lang": "en",
            "dir": .string(english.strings["dir"] ?? "ltr"),
            "t": english.stringsValue,
            "root": .string(root),
            "assets": context.assets,
            "page_title": .string(title),
            "languages": .list(languageList(root: root)),
        ]
    }

    /// `/index.html`: plain links to every language; a deferred script picks the reader's.
    func root() -> TemplateValue {
        var fields = fields(root: "", title: context.language(.english).text("site_title"))
        fields["canonical"] = .string(context.options.baseURL)
        return .object(fields)
    }

    /// `/404.html`: served at any depth, so its links start from the base URL's path.
    func notFound() -> TemplateValue {
        .object(fields(root: context.options.basePath, title: context.language(.english).text("not_found_title")))
    }

    /// `sitemap.xml`: every page that exists in its language, with its translations as
    /// alternates. Pages that only show another language are left out (they are `noindex`).
    func sitemap() -> TemplateValue {
        let baseURL = context.options.baseURL
        var urls: [TemplateValue] = []
        let languages = context.index.languages
        let homeAlternates: [TemplateValue] = languages.map {
            ["hreflang": .string($0.rawValue), "href": .string(SitePaths.absolute(SitePaths.home(in: $0), baseURL: baseURL))]
        } + [["hreflang": "x-default", "href": .string(SitePaths.absolute(SitePaths.home(in: .english), baseURL: baseURL))]]
        for tag in languages {
            urls.append(["loc": .string(SitePaths.absolute(SitePaths.home(in: tag), baseURL: baseURL)), "alternates": .list(homeAlternates)])
        }
        for entry in context.index.documents {
            let existing = entry.translatedLanguages(in: languages)
            guard !existing.isEmpty else { continue }
            var alternates: [TemplateValue] = existing.map {
                ["hreflang": .string($0.rawValue), "href": .string(SitePaths.absolute(SitePaths.document(entry.id, in: $0), baseURL: baseURL))]
            }
            alternates.append(["hreflang": "x-default", "href": .string(SitePaths.absolute(entry.xDefaultPath, baseURL: baseURL))])
            for tag in existing {
                urls.append(["loc": .string(SitePaths.absolute(SitePaths.document(entry.id, in: tag), baseURL: baseURL)),
                             "alternates": .list(alternates)])
            }
        }
        return ["urls": .list(urls)]
    }
}
