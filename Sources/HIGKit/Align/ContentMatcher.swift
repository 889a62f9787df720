/// Finds the English document of a translation that names, keys, URLs and titles left alone:
/// the one its text aligns with clearly better than with nothing, and clearly better than
/// with any other.
struct ContentMatcher {
    let aligner: TranslationAligner
    let sources: [ParsedSource]

    /// Gain per translation unit over aligning with nothing, and share of units matched, that a
    /// join needs; a title of its own asks for more evidence, an explicit name rules it out.
    static let minimumGain = 3.0
    static let minimumMatched = 0.5
    static let minimumMargin = 1.0
    static let minimumMatchedUnitsWithTitle = 3

    struct Candidate {
        var cluster: Int
        var units: [AlignmentUnit]
        var englishKeys: Set<String>
    }

    struct Evidence {
        var gainPerUnit: Double
        var matchedFraction: Double
        var matchedUnits: Int
    }

    func join(_ clusters: inout SourceClusters) {
        let all = clusters.clusters()
        let hasEnglish = all.map { members in members.contains { sources[$0].hasEnglishProse } }
        let candidates = all.indices.filter { hasEnglish[$0] }.map { candidate(all[$0], cluster: $0) }
        guard !candidates.isEmpty else { return }
        var anchorIndex: [UInt64: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            for key in Self.indexKeys(candidate.units) { anchorIndex[key, default: []].append(position) }
        }
        for orphan in all.indices where !hasEnglish[orphan] {
            let members = all[orphan]
            // An explicit name says which document a file is; content never overrules it.
            guard !members.contains(where: { sources[$0].name.isExplicitDocumentName }) else { continue }
            guard let (language, units) = translationUnits(members), !units.isEmpty else { continue }
            let titled = members.contains { !sources[$0].titles.isEmpty }
            let orphanKeys = members.reduce(into: Set<String>()) { $0.formUnion(TitleKeys.englishKeys(of: sources[$1])) }
            var scored: [(position: Int, evidence: Evidence)] = []
            for position in candidatePositions(for: units, index: anchorIndex, count: candidates.count) {
                let candidate = candidates[position]
                // An English title of the translation that names another page rules that page out.
                if !orphanKeys.isEmpty && !candidate.englishKeys.isEmpty && orphanKeys.isDisjoint(with: candidate.englishKeys) { continue }
                scored.append((position, evidence(english: candidate.units, translation: units, language: language)))
            }
            scored.sort { $0.evidence.gainPerUnit != $1.evidence.gainPerUnit ? $0.evidence.gainPerUnit > $1.evidence.gainPerUnit : $0.position < $1.position }
            guard let best = scored.first else {
                for member in members { clusters.note(member, reason: "alone", explanation: "no English document with a compatible title") }
                continue
            }
            let runnerUp = scored.count > 1 ? scored[1].evidence.gainPerUnit : nil
            // Figures that depend on the corpus's calibration stay out of the model (they would
            // change with files elsewhere); what the evidence was, in words, goes in.
            let description = Self.describe(best.evidence, runnerUp: runnerUp, candidates: scored.count)
            guard best.evidence.gainPerUnit >= Self.minimumGain, best.evidence.matchedFraction >= Self.minimumMatched,
                  runnerUp.map({ best.evidence.gainPerUnit - $0 >= Self.minimumMargin }) ?? true,
                  !titled || best.evidence.matchedUnits >= Self.minimumMatchedUnitsWithTitle else {
                let target = sources[all[candidates[best.position].cluster][0]].path
                for member in members {
                    clusters.note(member, reason: "alone", explanation: "no English document matched (nearest: \(target), which it \(description))")
                }
                continue
            }
            let target = all[candidates[best.position].cluster][0]
            clusters.merge(target, members[0], reason: "content")
            for member in members {
                clusters.note(member, reason: "content", explanation: "content: \(description) (\(sources[target].path))")
            }
        }
    }

    static func describe(_ evidence: Evidence, runnerUp: Double?, candidates: Int) -> String {
        let strength = evidence.gainPerUnit >= 2 * minimumGain ? "strongly" : (evidence.gainPerUnit >= minimumGain ? "clearly" : "weakly")
        let others = candidates > 1 ? " of \(candidates) English documents" : ""
        return "aligns \(strength) with it, best\(others)"
    }

    /// A candidate's English units, from its member with the most English.
    private func candidate(_ members: [Int], cluster: Int) -> Candidate {
        let best = members.max { a, b in
            let ca = SourceStreams(sources[a]).english.count, cb = SourceStreams(sources[b]).english.count
            return ca != cb ? ca < cb : a > b
        }!
        let units = SourceStreams(sources[best]).english.map { AlignmentUnit(sources[best], $0, stream: .english) }
        let keys = members.reduce(into: Set<String>()) { $0.formUnion(TitleKeys.englishKeys(of: sources[$1])) }
        return Candidate(cluster: cluster, units: units, englishKeys: keys)
    }

    /// The orphan's main translation language and its units, as one stream.
    private func translationUnits(_ members: [Int]) -> (LanguageTag, [AlignmentUnit])? {
        var units: [AlignmentUnit] = []
        var language = LanguageTag.undetermined
        for member in members {
            let streams = SourceStreams(sources[member])
            guard let main = streams.translations.max(by: { $0.value.count < $1.value.count }) else { continue }
            language = main.key
            units += main.value.map { AlignmentUnit(sources[member], $0, stream: main.key) }
        }
        return language == .undetermined ? nil : (language, units)
    }

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

    /// Candidates sharing the most anchors; all of them when there are few.
    private func candidatePositions(for units: [AlignmentUnit], index: [UInt64: [Int]], count: Int) -> [Int] {
        if count <= 64 { return Array(0..<count) }
        var votes: [Int: Double] = [:]
        for key in Self.indexKeys(units) {
            guard let positions = index[key], positions.count <= 50 else { continue }
            let weight = 1.0 / Double(positions.count)
            for position in positions { votes[position, default: 0] += weight }
        }
        return votes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(8).map(\.key)
    }

    /// How much better the translation aligns with this English than with nothing at all.
    func evidence(english: [AlignmentUnit], translation: [AlignmentUnit], language: LanguageTag) -> Evidence {
        let outcome = aligner.align(english: english, translation: translation, language: language)
        let null = Double(translation.count) * aligner.priors.logProbability(.insertion)
            + Double(english.count) * aligner.priors.logProbability(.deletion)
        let matched = outcome.beads.filter { !$0.source.isEmpty && !$0.target.isEmpty }.reduce(0) { $0 + $1.target.count }
        return Evidence(gainPerUnit: (outcome.bestScore - null) / Double(translation.count),
                        matchedFraction: Double(matched) / Double(translation.count), matchedUnits: matched)
    }
}
