import Support

/// How documents are grouped for navigation, built so that no page's navigation grows with
/// the number of documents.
///
/// Every page lists the section headers, but document rows only for its own part (at most
/// `limit` rows) and headers only for the neighbouring parts of its section. Sections are
/// content folders or front-matter groups when any document has one, otherwise initial
/// letters: one section per initial while the whole site fits in one part, then initials
/// packed into ranges (`A–C`), and an initial with more documents than a part holds split
/// into parts (`Ca–Co`, `Cr–Cu`). With at most 28 initial sections, a page's navigation has
/// at most 28 + 3 headers and `limit` rows, whatever the number of documents.
public struct NavigationTree: Sendable, Hashable {
    public let sections: [NavigationSection]
    /// True when every document fits in one part: then every page lists every row.
    public let showsAllRows: Bool
    /// For each document position: (section, part).
    let placement: [Placement]

    struct Placement: Sendable, Hashable {
        var section: Int
        var part: Int
    }

    /// `groups`: the configured groups' order, weights and titles (`hig.yaml`, `_index.LANG.md`).
    public init(entries: [DocumentEntry], limit: Int, groups: [String: SiteConfiguration.Group] = [:]) {
        let grouped = entries.contains { $0.groupName != nil }
        var sections = grouped ? Self.namedSections(entries, groups: groups) : Self.letterSections(entries, limit: limit)
        for index in sections.indices {
            sections[index].parts = Self.split(sections[index].parts[0].documents, entries: entries, limit: limit)
        }
        var placement = Array(repeating: Placement(section: 0, part: 0), count: entries.count)
        for (sectionIndex, section) in sections.enumerated() {
            for (partIndex, part) in section.parts.enumerated() {
                for document in part.documents { placement[document] = Placement(section: sectionIndex, part: partIndex) }
            }
        }
        self.sections = sections
        self.placement = placement
        showsAllRows = entries.count <= limit
    }

    /// Where the document at `position` is listed.
    func placement(of position: Int) -> Placement { placement[position] }

    /// The sections directly inside the section at `index` (`components/menus-and-actions`
    /// in `components`): nested sections follow their parent, one level deeper, until a
    /// section at the parent's depth or above.
    public func subsections(of index: Int) -> [Int] {
        let depth = sections[index].depth
        var found: [Int] = []
        for inner in sections.indices.dropFirst(index + 1) {
            guard sections[inner].depth > depth else { break }
            if sections[inner].depth == depth + 1 { found.append(inner) }
        }
        return found
    }

    /// The documents of the section at `index` and of every section inside it.
    public func documentCount(within index: Int) -> Int {
        sections[index].documentCount + subsections(of: index).reduce(0) { $0 + documentCount(within: $1) }
    }

    // MARK: - Grouping

    /// One section per folder or front-matter group, a nested folder under its parent (which
    /// is listed even with no pages of its own); siblings in the configured order, then by
    /// weight, then by name; ungrouped documents last. Pages by weight, then id.
    private static func namedSections(_ entries: [DocumentEntry], groups: [String: SiteConfiguration.Group]) -> [NavigationSection] {
        var byName: [String: [Int]] = [:]
        var ungrouped: [Int] = []
        for (position, entry) in entries.enumerated() {
            if let name = entry.groupName { byName[name, default: []].append(position) } else { ungrouped.append(position) }
        }
        for name in Array(byName.keys) {
            var parent = name
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                if byName[parent] == nil { byName[parent] = [] }
            }
        }
        for name in byName.keys {
            byName[name]!.sort { (entries[$0].weight ?? Int.max, $0) < (entries[$1].weight ?? Int.max, $1) }
        }
        var taken: Set<String> = ["other"]
        var sections: [NavigationSection] = byName.keys.sorted { groupPlace($0, groups) < groupPlace($1, groups) }.map { name in
            let id = Slug.unique(Slug.make(name.replacingOccurrences(of: "/", with: "-")), in: &taken)
            let last = name.split(separator: "/").last.map(String.init) ?? name
            let label = last.contains(where: { $0.isUppercase || $0 == " " }) ? last : Slug.humanize(last)
            var section = NavigationSection(id: id, label: label, parts: [.init(id: "1", label: "", documents: byName[name]!)])
            section.depth = name.split(separator: "/").count - 1
            section.titles = groups[name]?.titles ?? [:]
            section.intros = groups[name]?.intros ?? [:]
            return section
        }
        if !ungrouped.isEmpty {
            sections.append(NavigationSection(id: "other", label: "Other", parts: [.init(id: "1", label: "", documents: ungrouped)]))
        }
        return sections
    }

    /// Where a group sorts: for itself and each folder above it, its configured order, its
    /// weight and its slug, outermost first, so a nested folder follows its parent.
    struct GroupPlace: Comparable {
        var steps: [Step]
        struct Step: Comparable {
            var order: Int, weight: Int, slug: String, name: String
            static func < (a: Step, b: Step) -> Bool { (a.order, a.weight, a.slug, a.name) < (b.order, b.weight, b.slug, b.name) }
        }
        static func < (a: GroupPlace, b: GroupPlace) -> Bool { a.steps.lexicographicallyPrecedes(b.steps) }
    }

    static func groupPlace(_ name: String, _ groups: [String: SiteConfiguration.Group]) -> GroupPlace {
        let parts = name.split(separator: "/").map(String.init)
        return GroupPlace(steps: parts.indices.map { index in
            let path = parts[...index].joined(separator: "/")
            let group = groups[path]
            return .init(order: group?.order ?? Int.max, weight: group?.weight ?? Int.max, slug: Slug.make(parts[index]), name: parts[index])
        })
    }

    /// Where an initial sorts among the buckets: digits, A–Z, then every other script together.
    private enum Initial: Hashable, Comparable {
        case digit
        case letter(UInt8)
        case other

        init(of id: String) {
            guard let first = id.utf8.first else { self = .other; return }
            switch first {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .letter(first - 32)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .letter(first)
            default: self = .other
            }
        }

        var idPart: String {
            switch self {
            case .digit: return "0-9"
            case .letter(let byte): return String(UnicodeScalar(byte + 32))
            case .other: return "etc"
            }
        }
    }

    private static func letterSections(_ entries: [DocumentEntry], limit: Int) -> [NavigationSection] {
        var buckets: [Initial: [Int]] = [:]
        for (position, entry) in entries.enumerated() { buckets[Initial(of: entry.id), default: []].append(position) }
        let initials = buckets.keys.sorted()
        // While everything fits in one part, each initial is its own section (an A–Z index);
        // beyond, neighbouring small initials share a section so headers stay few.
        var runs: [[Initial]] = []
        var runCount = 0
        for initial in initials {
            let count = buckets[initial]!.count
            if entries.count > limit, let last = runs.last, runCount + count <= limit,
               !last.contains(.other), initial != .other {
                runs[runs.count - 1].append(initial)
                runCount += count
            } else {
                runs.append([initial])
                runCount = count
            }
        }
        return runs.map { run in
            let documents = run.flatMap { buckets[$0]! }
            let id = run.count == 1 ? run[0].idPart : run[0].idPart + "-" + run[run.count - 1].idPart
            return NavigationSection(id: id, label: label(for: run, documents: documents, entries: entries),
                                     parts: [.init(id: "1", label: "", documents: documents)])
        }
    }

    private static func label(for run: [Initial], documents: [Int], entries: [DocumentEntry]) -> String {
        func text(_ initial: Initial) -> String {
            switch initial {
            case .digit: return "0–9"
            case .letter(let byte): return String(UnicodeScalar(byte))
            case .other:
                let firsts = documents.compactMap { entries[$0].id.first.map { String($0).uppercased() } }
                guard let first = firsts.first, let last = firsts.last else { return "…" }
                return first == last ? first : "\(first)–\(last)"
            }
        }
        if run.count == 1 { return text(run[0]) }
        return "\(text(run[0]))–\(text(run[run.count - 1]))"
    }

    /// Splits a section's documents into balanced parts of at most `limit`.
    private static func split(_ documents: [Int], entries: [DocumentEntry], limit: Int) -> [NavigationSection.Part] {
        let partCount = max(1, (documents.count + limit - 1) / limit)
        if partCount == 1 { return [.init(id: "1", label: "", documents: documents)] }
        var slices: [[Int]] = []
        var start = 0
        for index in 0..<partCount {
            let size = documents.count / partCount + (index < documents.count % partCount ? 1 : 0)
            slices.append(Array(documents[start..<(start + size)]))
            start += size
        }
        let bounds = slices.map { (first: Array(entries[$0.first!].id), last: Array(entries[$0.last!].id)) }
        let length = labelLength(bounds)
        return slices.enumerated().map { index, slice in
            .init(id: String(index + 1), label: partLabel(bounds[index].first, bounds[index].last, length: length), documents: slice)
        }
    }

    /// The shortest prefix length (two or more) that gives every part a label of its own.
    private static func labelLength(_ bounds: [(first: [Character], last: [Character])]) -> Int {
        let longest = bounds.map { max($0.first.count, $0.last.count) }.max() ?? 2
        var length = 2
        while length < longest {
            let labels = bounds.map { partLabel($0.first, $0.last, length: length) }
            if Set(labels).count == labels.count { return length }
            length += 1
        }
        return length
    }

    /// `Ca–Co` for ids cut to `length` characters.
    static func partLabel(_ first: [Character], _ last: [Character], length: Int) -> String {
        func shown(_ characters: [Character]) -> String {
            let prefix = String(characters.prefix(length)).replacingOccurrences(of: "-", with: " ")
            return prefix.prefix(1).uppercased() + prefix.dropFirst()
        }
        let from = shown(first), to = shown(last)
        return from == to ? from : "\(from)–\(to)"
    }
}
