import Model

/// A group of documents in the navigation and on the home page: a content folder, a
/// front-matter group, or a range of initial letters.
public struct NavigationSection: Sendable, Hashable {
    /// A run of at most `SiteOptions.groupLimit` documents; a section with more is split.
    public struct Part: Sendable, Hashable {
        /// Unique within the section; the anchor on its group page is `p-<id>`.
        public var id: String
        /// `Co–Cu` from its first and last document ids; empty when the section has one part.
        public var label: String
        /// Positions in `SiteIndex.documents`.
        public var documents: [Int]
    }

    /// Unique slug: the group page is `/LANG/groups/<id>/`.
    public var id: String
    /// Shown as is (`A–C`, a front-matter group name) unless the string table has
    /// `group_<id>` for the page's language.
    public var label: String
    public var parts: [Part]
    /// 0 for a top-level group; 1 for a folder inside it (`components/menus`), and so on.
    public var depth = 0
    /// Titles and intros the team wrote (`hig.yaml`, `_index.LANG.md`), per language.
    public var titles: [LanguageTag: String] = [:]
    public var intros: [LanguageTag: String] = [:]

    public var documentCount: Int { parts.reduce(0) { $0 + $1.documents.count } }

    /// The string-table key that translates the label: `group_<id>` with `_` for `-`.
    var stringKey: String { "group_" + snakeCase(id) }
}
