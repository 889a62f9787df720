import Model

/// The site's settings from `hig.yaml` in the content folder and the groups' `_index.LANG.md`
/// files (`SiteConfiguration+Reading.swift`): what a translation team says about its site
/// beyond the pages.
public struct SiteConfiguration: Sendable, Hashable {
    /// A navigation group (a content folder, or a front-matter `group:` name) as configured.
    public struct Group: Sendable, Hashable {
        /// Its title per language (`hig.yaml`'s `title`, or an `_index.LANG.md`'s).
        public var titles: [LanguageTag: String] = [:]
        /// The intro shown on its group page, per language (an `_index.LANG.md`'s text).
        public var intros: [LanguageTag: String] = [:]
        /// Its place among its sibling groups: the order `hig.yaml` lists it in.
        public var order: Int?
        /// Hugo's `weight` from `_index.md`: lighter first, after the listed groups' order.
        public var weight: Int?
    }

    /// The site title per language (`site_title` in the interface strings).
    public var titles: [LanguageTag: String] = [:]
    /// Where the site is published, when `--base-url` does not say.
    public var baseURL: String?
    /// The site's languages in the order the language picker shows them; empty: the
    /// documents' languages, sorted.
    public var languages: [LanguageTag] = []
    /// Groups by folder path below the content folder (`components/menus`) or group name.
    public var groups: [String: Group] = [:]

    public init() {}

    /// The site's languages: the configured ones in their order (English always, first when
    /// not listed), else `found`.
    public func siteLanguages(found: [LanguageTag]) -> [LanguageTag] {
        guard !languages.isEmpty else { return found }
        return languages.contains(.english) ? languages : [.english] + languages
    }
}
