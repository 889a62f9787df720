import Model
import Support

/// Decides which source files are the same document.
///
/// Explicit identity first: Hugo's `NAME.LANG.md` names, a front-matter `translationKey`, the
/// source URL. Then titles, in any language and in the English a translated title carries,
/// where they do not contradict explicit names. Then two English copies of one page, by their
/// words. Last, translations that found no English document by then are matched by content:
/// the English they align with clearly best. A file with an explicit name never joins by
/// content, and one with a title only on strong evidence.
package struct DocumentGrouper {
    let aligner: TranslationAligner

    package init(aligner: TranslationAligner) {
        self.aligner = aligner
    }

    package struct Group: Sendable {
        package var members: [Int]
        /// Per member: why it belongs (`name`, `key`, `url`, `title`, `copy`, `content`, `alone`).
        package var reasons: [Int: String]
        /// Per member: the evidence, in words, for `hig ingest -v`.
        package var explanations: [Int: String] = [:]
    }

    package func group(_ sources: [ParsedSource]) -> [Group] {
        var clusters = SourceClusters(sources)
        clusters.joinByIdentity()
        clusters.joinEnglishCopies()
        clusters.joinTranslationsByTitle()
        ContentMatcher(aligner: aligner, sources: sources).join(&clusters)
        return Editions(aligner: aligner, sources: sources).split(clusters.groups())
    }

    package static func normalisedURL(_ url: String) -> String {
        var text = Substring(url.lowercased())
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("www.") { text = text.dropFirst(4) }
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<cut] }
        while text.last == "/" { text = text.dropLast() }
        return String(text)
    }
}

/// Sources joined into clusters, with what each cluster holds and why each member is in it.
struct SourceClusters {
    let sources: [ParsedSource]
    /// Per source, what identity and titles join it by, worked out for all sources at once
    /// (in parallel) so that the joins below only look things up.
    let keys: [SourceKeys]
    private var sets: DisjointSets
    private(set) var reasons: [Int: String] = [:]
    private(set) var explanations: [Int: String] = [:]
    /// Explicit document names held by each cluster, kept at its root.
    private var rootNames: [Int: Set<String>] = [:]

    init(_ sources: [ParsedSource]) {
        self.sources = sources
        // Title keys join translations by title and tell English copies apart. An English file
        // with an explicit name takes part in neither, and where every file has one, names
        // decide every title join (two names conflict or are already one cluster): the keys,
        // the costliest part of these, are then not worked out.
        let allExplicit = sources.allSatisfy(\.name.isExplicitDocumentName)
        keys = sources.parallelMap { source in
            let usesTitles = source.carriesEnglish ? !source.name.isExplicitDocumentName : !allExplicit
            return SourceKeys(source, titles: usesTitles)
        }
        sets = DisjointSets(count: sources.count)
        for (index, keys) in keys.enumerated() {
            if keys.isExplicitName { rootNames[index] = [keys.stem] }
        }
    }

    mutating func root(_ index: Int) -> Int { sets.find(index) }

    mutating func names(of index: Int) -> Set<String> { rootNames[sets.find(index)] ?? [] }

    /// Whether two clusters carry different explicit names (`a.ko.md` and `b.en.md`).
    mutating func namesConflict(_ a: Int, _ b: Int) -> Bool {
        let namesA = names(of: a), namesB = names(of: b)
        return !namesA.isEmpty && !namesB.isEmpty && namesA.isDisjoint(with: namesB)
    }

    /// Joins the clusters of `a` and `b`; `evidence` says what they share, and each member's
    /// explanation names the other file.
    mutating func merge(_ a: Int, _ b: Int, reason: String, evidence: String? = nil) {
        let ra = sets.find(a), rb = sets.find(b)
        guard ra != rb else { return }
        let names = (rootNames.removeValue(forKey: ra) ?? []).union(rootNames.removeValue(forKey: rb) ?? [])
        sets.union(ra, rb)
        if !names.isEmpty { rootNames[sets.find(ra)] = names }
        for (member, other) in [(a, b), (b, a)] where reasons[member] == nil {
            reasons[member] = reason
            if let evidence { explanations[member] = "\(evidence) with \(sources[other].path)" }
        }
    }

    /// Marks how a member joined when the join was decided for its whole cluster.
    mutating func note(_ member: Int, reason: String, explanation: String) {
        reasons[member] = reason
        explanations[member] = explanation
    }

    mutating func clusters() -> [[Int]] { sets.groups() }

    mutating func groups() -> [DocumentGrouper.Group] {
        clusters().map { members in
            DocumentGrouper.Group(
                members: members, reasons: Dictionary(uniqueKeysWithValues: members.map { ($0, reasons[$0] ?? "alone") }),
                explanations: Dictionary(uniqueKeysWithValues: members.compactMap { member in explanations[member].map { (member, $0) } }))
        }
    }

    // MARK: Steps

    mutating func joinByIdentity() {
        var owners: [String: Int] = [:]
        func join(_ index: Int, key: String, reason: String) {
            if let owner = owners[key] { merge(owner, index, reason: reason) } else { owners[key] = index }
        }
        let folderNames = Set(keys.filter(\.isExplicitName).map(\.folderName))
        for (index, source) in sources.enumerated() {
            let keys = keys[index]
            if keys.isExplicitName { join(index, key: "name:" + keys.stem, reason: "name") }
            // Hugo's default-language file: an English `color.md` beside `color.ko.md` in the
            // same folder is that document's English, though its name declares no language.
            if !keys.isExplicitName && source.carriesEnglish && folderNames.contains(keys.folderName) {
                join(index, key: "name:" + keys.stem, reason: "name")
            }
            if let key = source.frontMatter["translationKey"], !key.isEmpty { join(index, key: "key:" + key, reason: "key") }
            if let url = keys.url, !url.isEmpty { join(index, key: "url:" + url, reason: "url") }
        }
    }

    /// Translations of one page into different languages, none with English, share its title
    /// where they keep it (in English, mostly). Which English document they translate is
    /// decided by content, where a shared title counts as evidence.
    ///
    /// Two translations into one language are not joined by title: two editions of one page
    /// are rare, and a blog's or site's name read as the title of each of its pages is not.
    /// Content puts each with its English, editions included.
    mutating func joinTranslationsByTitle() {
        var owners: [String: Int] = [:]
        var clusterLanguages: [Int: Set<LanguageTag>] = [:]
        func languages(of index: Int) -> Set<LanguageTag> {
            clusterLanguages[root(index)] ?? Set(sources[index].languages.filter { $0 != .english && $0 != .undetermined })
        }
        for (index, source) in sources.enumerated() where !source.carriesEnglish {
            for key in keys[index].titles.sorted() {
                guard let owner = owners[key] else { owners[key] = index; continue }
                let ownerLanguages = languages(of: owner), ownLanguages = languages(of: index)
                if namesConflict(owner, index) || !ownerLanguages.isDisjoint(with: ownLanguages) { continue }
                merge(owner, index, reason: "title", evidence: "title '\(key)' shared")
                clusterLanguages[root(index)] = ownerLanguages.union(ownLanguages)
            }
        }
    }

    /// Two English originals of one page (copies from different sites, or eras) share most of
    /// their words; files with explicit names are already grouped by them.
    mutating func joinEnglishCopies() {
        let english = sources.indices.filter { sources[$0].carriesEnglish && !keys[$0].isExplicitName }
        guard english.count > 1, english.count <= 400 else { return }
        let all = sources
        let words = english.parallelMap { EnglishCopies.words(of: all[$0]) }
        let titles = english.map { keys[$0].titles }
        for a in english.indices {
            for b in english.indices where b > a {
                // Hugo's default-language files have their folder's names, and a title names a
                // page: two pages of similar words with names or titles of their own stay two.
                guard root(english[a]) != root(english[b]), !namesConflict(english[a], english[b]),
                      titles[a].isEmpty || titles[b].isEmpty || !titles[a].isDisjoint(with: titles[b]) else { continue }
                let similarity = EnglishCopies.similarity(words[a], words[b])
                guard similarity >= EnglishCopies.threshold else { continue }
                merge(english[a], english[b], reason: "copy", evidence: "\(Int(similarity * 100))% of English words shared")
            }
        }
    }
}

/// What a source is joined by: its name's stem (lowercased), whether the name is an explicit
/// document name (`NAME.LANG`), its folder and stem (the pair Hugo matches translations by),
/// its normalised URL and its title keys.
struct SourceKeys: Sendable {
    let stem: String
    let isExplicitName: Bool
    let folderName: String
    let url: String?
    /// Empty when not needed (see `SourceClusters.init`).
    let titles: Set<String>

    init(_ source: ParsedSource, titles usesTitles: Bool) {
        let name = source.name
        stem = name.stem.lowercased()
        isExplicitName = name.isExplicitDocumentName
        folderName = source.path.split(separator: "/").dropLast().joined(separator: "/") + "/" + stem
        url = source.url.map(DocumentGrouper.normalisedURL)
        titles = usesTitles ? TitleKeys.keys(of: source) : []
    }
}

/// The words of a file's English, to tell two copies of one page.
enum EnglishCopies {
    static let threshold = 0.8

    static func words(of source: ParsedSource) -> Set<String> {
        var words = Set<String>()
        for block in source.blocks where block.language == .english && block.isProse {
            words.formUnion(EnglishMerger.wordSet(block.text).filter { $0.count >= 4 })
        }
        return words
    }

    static func similarity(_ a: Set<String>, _ b: Set<String>) -> Double {
        guard a.count >= 20, b.count >= 20 else { return 0 }
        return Double(a.intersection(b).count) / Double(min(a.count, b.count))
    }
}

/// Union-find over indices.
struct DisjointSets {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var current = index
        while parent[current] != root {
            let next = parent[current]
            parent[current] = root
            current = next
        }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }

    /// Members of each set, sets ordered by their smallest member.
    mutating func groups() -> [[Int]] {
        var byRoot: [Int: [Int]] = [:]
        for index in parent.indices { byRoot[find(index), default: []].append(index) }
        return byRoot.keys.sorted().map { byRoot[$0]! }
    }
}
