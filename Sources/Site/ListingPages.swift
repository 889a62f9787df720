import Model
import Render

/// The pages that list documents: each language's home page (every document, grouped, with
/// a section index) and a page per navigation section (its subgroups, then its own pages).
struct ListingPages {
    let context: SiteContext

    func home(in tag: LanguageTag) -> TemplateValue {
        let language = context.language(tag)
        let navigation = context.index.navigation
        let everyLanguage = Dictionary(uniqueKeysWithValues: context.index.languages.map { ($0, SitePaths.home(in: $0)) })
        var fields = PageShell(context: context, language: language, folder: SitePaths.home(in: tag)).fields(
            kind: "home",
            title: language.text("home_title"),
            translations: everyLanguage,
            xDefault: SitePaths.home(in: .english),
            targets: everyLanguage.mapValues { PageShell.Target(folder: $0) },
            navigation: .home)
        let sections: [TemplateValue] = navigation.sections.enumerated().map { index, section in
            [
                "id": .string(section.id),
                "anchor": .string("g-" + section.id),
                "label": .string(language.sectionLabels[index]),
                "rows": .list(section.parts.flatMap(\.documents).map { language.rows[$0] }),
            ]
        }
        let index: [TemplateValue] = navigation.sections.enumerated().map { position, section in
            ["href": .string("#g-" + section.id), "label": .string(language.sectionLabels[position])]
        }
        fields["home"] = [
            "intro": .string(StringTable.fill(language.text("home_intro"), [
                "count": String(context.index.documents.count),
                "languages": String(context.index.languages.count),
            ])),
            "sections": .list(sections),
            "index": .list(index),
        ]
        return .object(fields)
    }

    func group(_ sectionIndex: Int, in tag: LanguageTag) -> TemplateValue {
        let language = context.language(tag)
        let section = context.index.navigation.sections[sectionIndex]
        let everyLanguage = Dictionary(uniqueKeysWithValues: context.index.languages.map {
            ($0, SitePaths.group(section.id, in: $0))
        })
        var fields = PageShell(context: context, language: language, folder: SitePaths.group(section.id, in: tag)).fields(
            kind: "group",
            title: language.sectionLabels[sectionIndex],
            translations: everyLanguage,
            xDefault: SitePaths.group(section.id, in: .english),
            targets: everyLanguage.mapValues { PageShell.Target(folder: $0) },
            navigation: .section(sectionIndex))
        let navigation = context.index.navigation
        let total = navigation.documentCount(within: sectionIndex)
        let subgroups: [TemplateValue] = navigation.subsections(of: sectionIndex).map { inner in
            [
                "id": .string(navigation.sections[inner].id),
                "href": .string("groups/\(navigation.sections[inner].id)/"),
                "label": .string(language.sectionLabels[inner]),
                "count": .int(navigation.documentCount(within: inner)),
            ]
        }
        fields["group"] = [
            "id": .string(section.id),
            "label": .string(language.sectionLabels[sectionIndex]),
            "count": .int(total),
            "intro": .string(section.intros[tag] ?? StringTable.fill(language.text("group_intro"), ["count": String(total)])),
            "has_subgroups": .bool(!subgroups.isEmpty),
            "subgroups": .list(subgroups),
            "has_pages": .bool(section.documentCount > 0),
            "parts": .list(section.parts.map { part in
                [
                    "anchor": .string("p-" + part.id),
                    "label": .string(part.label),
                    "rows": .list(part.documents.map { language.rows[$0] }),
                ]
            }),
        ]
        return .object(fields)
    }
}
