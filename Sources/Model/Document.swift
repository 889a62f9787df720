import Support

/// One guideline page in every language it exists in.
public struct Document: Hashable, Sendable {
    /// The fields, in one box its copies share: a copy costs one retain, not one per field.
    struct Fields: Hashable, Sendable {
        var id: String
        var title: [LanguageTag: String]
        var sources: [SourceFile]
        var sections: [Section]
        var group: String?
        var weight: Int?
    }

    private var fields: Shared<Fields>

    /// Stable slug used in URLs (`split-views`).
    public var id: String {
        get { fields.value.id }
        _modify { yield &fields.value.id }
    }
    public var title: [LanguageTag: String] {
        get { fields.value.title }
        _modify { yield &fields.value.title }
    }
    public var sources: [SourceFile] {
        get { fields.value.sources }
        _modify { yield &fields.value.sources }
    }
    public var sections: [Section] {
        get { fields.value.sections }
        _modify { yield &fields.value.sections }
    }
    /// The navigation group a source declares in its front matter (`group:` or `section:`);
    /// nil lets the site group by folder or by initial letter.
    public var group: String? {
        get { fields.value.group }
        _modify { yield &fields.value.group }
    }
    /// Hugo's `weight:` in a source's front matter: lighter first in its navigation group.
    public var weight: Int? {
        get { fields.value.weight }
        _modify { yield &fields.value.weight }
    }

    public init(id: String, title: [LanguageTag: String] = [:], sources: [SourceFile] = [], sections: [Section] = [],
                group: String? = nil) {
        fields = Shared(Fields(id: id, title: title, sources: sources, sections: sections, group: group))
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
