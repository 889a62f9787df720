/// One guideline page in every language it exists in.
public struct Document: Hashable, Sendable {
    /// Stable slug used in URLs (`split-views`).
    public var id: String
    public var title: [LanguageTag: String]
    public var sources: [SourceFile]
    public var sections: [Section]
    /// The navigation group a source declares in its front matter (`group:` or `section:`);
    /// nil lets the site group by folder or by initial letter.
    public var group: String?
    /// Hugo's `weight:` in a source's front matter: lighter first in its navigation group.
    public var weight: Int?

    public init(id: String, title: [LanguageTag: String] = [:], sources: [SourceFile] = [], sections: [Section] = [],
                group: String? = nil) {
        self.id = id
        self.title = title
        self.sources = sources
        self.sections = sections
        self.group = group
    }

    /// Headings and blocks in reading order.
    public var allBlocks: [Block] {
        var result: [Block] = []
        for section in sections {
            if let heading = section.heading { result.append(heading) }
            result.append(contentsOf: section.blocks)
        }
        return result
    }

    /// Languages with at least one non-heading block (English sub-headings kept in a Korean
    /// text do not make the page English).
    public var contentLanguages: [LanguageTag] {
        var found = Set<LanguageTag>()
        for section in sections {
            for block in section.blocks where block.kind.isTranslatable {
                found.formUnion(block.text.keys)
            }
        }
        return found.sorted()
    }

    /// The title in the given language, else English, else any.
    public func title(in language: LanguageTag) -> String {
        title[language] ?? title[.english] ?? title.sorted { $0.key < $1.key }.first?.value ?? id
    }
}
