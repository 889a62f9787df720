import Model

/// Decides which source files are the same document.
///
/// Explicit identity first: Hugo's `NAME.LANG.md` names, a front-matter `translationKey`, the
/// source URL. Then titles, in any language, where they do not contradict explicit names. Files
/// with neither (a translation pasted without title, like a lone Russian text) are matched by
/// content: the document whose English they align with best, if the evidence is clear.
package struct DocumentGrouper {
    let aligner: TranslationAligner

    package init(aligner: TranslationAligner) {
        self.aligner = aligner
    }

    package struct Group: Sendable {
        package var members: [Int]
        /// Per member: why it belongs (`name`, `key`, `url`, `title`, `content`, `alone`).
        package var reasons: [Int: String]
    }

    package func group(_ sources: [ParsedSource]) -> [Group] {
        var sets = DisjointSets(count: sources.count)
        var reasons: [Int: String] = [:]
        // Explicit document names held by each set, kept at its root.
        var rootNames: [Int: Set<String>] = [:]
        var keyOwner: [String: Int] = [:]

        func merge(_ a: Int, _ b: Int, reason: String) {
            let ra = sets.find(a), rb = sets.find(b)
            guard ra != rb else { return }
            let names = (rootNames.removeValue(forKey: ra) ?? []).union(rootNames.removeValue(forKey: rb) ?? [])
            sets.union(ra, rb)
            if !names.isEmpty { rootNames[sets.find(ra)] = names }
            reasons[a] = reasons[a] ?? reason
            reasons[b] = reasons[b] ?? reason
        }

        func join(_ index: Int, key: String, reason: String) {
            if let owner = keyOwner[key] {
                merge(owner, index, reason: reason)
            } else {
                keyOwner[key] = index
            }
        }

        for (index, source) in sources.enumerated() where source.name.isExplicitDocumentName {
            rootNames[index] = [source.name.stem.lowercased()]
        }
        for (index, source) in sources.enumerated() {
            if source.name.isExplicitDocumentName {
                join(index, key: "name:" + source.name.stem.lowercased(), reason: "name")
            }
            if let key = source.frontMatter["translationKey"], !key.isEmpty {
                join(index, key: "key:" + key, reason: "key")
            }
            if let url = source.url.map(Self.normalisedURL), !url.isEmpty {
                join(index, key: "url:" + url, reason: "url")
            }
        }
        // Titles join groups unless both carry different explicit names.
        var titleOwner: [String: Int] = [:]
        for (index, source) in sources.enumerated() {
            for language in source.titles.keys.sorted() {
                let title = TextNormalising.normalisedTitle(source.titles[language]!.text)
                guard !title.isEmpty else { continue }
                guard let owner = titleOwner[title] else { titleOwner[title] = index; continue }
                let namesA = rootNames[sets.find(owner)] ?? []
                let namesB = rootNames[sets.find(index)] ?? []
                if !namesA.isEmpty && !namesB.isEmpty && namesA.isDisjoint(with: namesB) { continue }
                merge(owner, index, reason: "title")
            }
        }

        var groups = sets.groups()
        groups = matchByContent(groups, sources: sources, reasons: &reasons)
        return groups.map { members in
            Group(members: members, reasons: Dictionary(uniqueKeysWithValues: members.map { ($0, reasons[$0] ?? "alone") }))
        }
    }

    package static func normalisedURL(_ url: String) -> String {
        var text = Substring(url.lowercased())
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("www.") { text = text.dropFirst(4) }
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<cut] }
        while text.last == "/" { text = text.dropLast() }
        return String(text)
    }

    // MARK: Content evidence

    /// Groups that have no English prose are offered to the documents that have English; a
    /// group joins the one its translation aligns with clearly best.
    private func matchByContent(_ groups: [[Int]], sources: [ParsedSource], reasons: inout [Int: String]) -> [[Int]] {
        let hasEnglish = groups.map { members in members.contains { sources[$0].hasEnglishProse } }
        // A translation whose name, key or URL matched no English document is still offered
        // by content: people name a Japanese file in Japanese.
        let englishGroups = groups.indices.filter { hasEnglish[$0] }
        let orphans = groups.indices.filter { !hasEnglish[$0] }
        guard !englishGroups.isEmpty, !orphans.isEmpty else { return groups }

        // English units of each candidate, from its source with the most English blocks.
        var englishUnits: [Int: [AlignmentUnit]] = [:]
        var anchorIndex: [UInt64: [Int]] = [:]
        for group in englishGroups {
            let best = groups[group].max { a, b in
                let ca = sources[a].blocks.filter { $0.language == .english }.count
                let cb = sources[b].blocks.filter { $0.language == .english }.count
                return ca != cb ? ca < cb : a > b
            }!
            let units = SourceStreams(sources[best]).english.map { AlignmentUnit(sources[best].blocks[$0]) }
            englishUnits[group] = units
            for key in Self.indexKeys(units) { anchorIndex[key, default: []].append(group) }
        }

        var result = groups
        var absorbed = Set<Int>()
        for orphan in orphans {
            // The orphan's main language and its blocks, as one stream.
            var units: [AlignmentUnit] = []
            var language = LanguageTag.undetermined
            for member in groups[orphan] {
                let streams = SourceStreams(sources[member])
                guard let main = streams.translations.max(by: { $0.value.count < $1.value.count }) else { continue }
                language = main.key
                units += main.value.map { AlignmentUnit(sources[member].blocks[$0], inTranslationStream: true) }
            }
            guard !units.isEmpty, language != .undetermined else { continue }
            let candidates = candidateGroups(for: units, index: anchorIndex, all: englishGroups)
            var scored: [(group: Int, score: Double, matched: Double)] = []
            for candidate in candidates {
                guard let english = englishUnits[candidate], !english.isEmpty else { continue }
                let evidence = self.evidence(english: english, translation: units, language: language)
                scored.append((candidate, evidence.gainPerBlock, evidence.matchedFraction))
            }
            scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.group < $1.group }
            guard let best = scored.first, best.score >= 3.0, best.matched >= 0.5 else { continue }
            if scored.count > 1 && best.score - scored[1].score < 1.0 { continue } // ambiguous
            result[best.group].append(contentsOf: groups[orphan])
            for member in groups[orphan] { reasons[member] = "content" }
            absorbed.insert(orphan)
        }
        return result.indices.filter { !absorbed.contains($0) }.map { result[$0].sorted() }
    }

    /// Candidates sharing the most anchors; all documents when the corpus is small.
    /// Anchors that can find a document: identifiers, kept words, loanword sounds.
    static func indexKeys(_ units: [AlignmentUnit]) -> Set<UInt64> {
        var keys = Set<UInt64>()
        for unit in units {
            keys.formUnion(unit.anchors.strong)
            keys.formUnion(unit.anchors.words)
            keys.formUnion(unit.anchors.sounds.map { UInt64($0) | (1 << 63) })
        }
        return keys
    }

    private func candidateGroups(for units: [AlignmentUnit], index: [UInt64: [Int]], all: [Int]) -> [Int] {
        if all.count <= 64 { return all }
        var votes: [Int: Double] = [:]
        for key in Self.indexKeys(units) {
            guard let groups = index[key], groups.count <= 50 else { continue }
            let weight = 1.0 / Double(groups.count)
            for group in groups { votes[group, default: 0] += weight }
        }
        return votes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(8).map(\.key)
    }

    struct Evidence {
        var gainPerBlock: Double
        var matchedFraction: Double
    }

    /// How much better the translation aligns with this English than with nothing at all.
    func evidence(english: [AlignmentUnit], translation: [AlignmentUnit], language: LanguageTag) -> Evidence {
        let outcome = aligner.align(english: english, translation: translation, language: language)
        let null = Double(translation.count) * aligner.priors.logProbability(.insertion)
            + Double(english.count) * aligner.priors.logProbability(.deletion)
        let matched = outcome.beads.filter { !$0.source.isEmpty && !$0.target.isEmpty }.reduce(0) { $0 + $1.target.count }
        return Evidence(gainPerBlock: (outcome.bestScore - null) / Double(translation.count),
                        matchedFraction: Double(matched) / Double(translation.count))
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
