import Model
import Support

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
    /// Share of the translation's length that, matched, makes two matched units enough.
    static let mostlyMatched = 0.6
    /// The gain a translation needs where it and its candidate are the only ones.
    static let minimumSoleGain = 1.0
    /// What each English unit skipped inside the paired run costs a candidate's ranking.
    static let skipCost = 1.5

    struct Candidate {
        var cluster: Int
        var firstMember: Int
        var units: [AlignmentUnit]
        var englishKeys: Set<String>
        var titleKeys: Set<String>
    }

    struct Evidence {
        var gainPerUnit: Double
        /// The gain less the English paragraphs skipped between the first and the last pair:
        /// what candidates are ranked by. Chance finds pairs anywhere in a long page; a
        /// translation covers a run of it.
        var rankingScore: Double
        var matchedFraction: Double
        var matchedUnits: Int
        /// What the pairs share that survives translation (identifiers, kept words, loanword
        /// sounds, numbers), per translation unit: lengths fit many an English page, words do not.
        var lexicalPerUnit: Double
        var englishCoverage: Double
        /// Share of the translation's length in matched units: a blog's header lines and a
        /// disclaimer are units too, but short ones.
        var matchedLength: Double = 0

        /// The share matched, by units or by length, whichever is more: a blog's header
        /// lines must not outvote its paragraphs.
        var matched: Double { max(matchedFraction, matchedLength) }

        /// What candidates are compared by: the ranking score, and the lexical evidence,
        /// since short texts fit many pages by their lengths alone.
        var rank: Double { rankingScore + ContentMatcher.lexicalWeight * lexicalPerUnit }
    }

    /// How much a shared title adds to a candidate's ranking, and the margin and gain that
    /// suffice when the title agrees with the content.
    static let titleBonus = 1.0
    static let lexicalWeight = 3.0
    static let marginWithTitle = 0.3
    static let minimumGainWithTitle = 1.0

    func join(_ clusters: inout SourceClusters) {
        let all = clusters.clusters()
        let hasEnglish = all.map { members in members.contains { sources[$0].carriesEnglish } }
        // Candidates cost their alignment units: made only when some translation needs them.
        guard hasEnglish.contains(false) else { return }
        let candidates = all.indices.filter { hasEnglish[$0] }.map { candidate(all[$0], cluster: $0) }
        guard !candidates.isEmpty else { return }
        var anchorIndex: [UInt64: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            for key in Self.indexKeys(candidate.units) { anchorIndex[key, default: []].append(position) }
        }
        var titleIndex: [String: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            for key in candidate.titleKeys { titleIndex[key, default: []].append(position) }
        }
        let orphans = all.indices.filter { !hasEnglish[$0] }
        for orphan in orphans {
            let members = all[orphan]
            let decision = decide(members, candidates: candidates, anchorIndex: anchorIndex, titleIndex: titleIndex,
                                  soleOrphan: orphans.count == 1, clusters: &clusters)
            switch decision {
            case .join(let position, let reason, let explanation):
                let target = all[candidates[position].cluster][0]
                clusters.merge(target, members[0], reason: reason)
                for member in members { clusters.note(member, reason: reason, explanation: "\(explanation) (\(sources[target].path))") }
            case .alone(let explanation):
                for member in members { clusters.note(member, reason: "alone", explanation: explanation) }
            }
        }
    }

    enum Decision {
        case join(position: Int, reason: String, explanation: String)
        case alone(String)
    }

    /// Where a translation without English goes: the English document its content aligns with
    /// clearly best, a shared title counting for it; failing content evidence, the one English
    /// document with its title. A file with an explicit name joins by title or not at all.
    private func decide(_ members: [Int], candidates: [Candidate], anchorIndex: [UInt64: [Int]], titleIndex: [String: [Int]],
                        soleOrphan: Bool, clusters: inout SourceClusters) -> Decision {
        let explicit = members.contains { sources[$0].name.isExplicitDocumentName }
        let titleKeys = members.reduce(into: Set<String>()) { $0.formUnion(TitleKeys.keys(of: sources[$1])) }
        let englishKeys = members.reduce(into: Set<String>()) { $0.formUnion(TitleKeys.englishKeys(of: sources[$1])) }
        var byTitle = Set(titleKeys.flatMap { titleIndex[$0] ?? [] })
        byTitle = byTitle.filter { !clusters.namesConflict(members[0], candidates[$0].firstMember) }
        guard let (language, units) = translationUnits(members), !units.isEmpty else {
            return byTitle.count == 1 ? .join(position: byTitle.first!, reason: "title", explanation: "title shared") : .alone("no text to align")
        }
        var positions = Set(candidatePositions(for: units, index: anchorIndex, count: candidates.count)).union(byTitle)
        // An English title of the translation that names another page rules that page out.
        positions = positions.filter { position in
            englishKeys.isEmpty || candidates[position].englishKeys.isEmpty || !englishKeys.isDisjoint(with: candidates[position].englishKeys)
        }
        var scored: [(position: Int, evidence: Evidence, rank: Double)] = positions.sorted().map { position in
            let found = evidence(english: candidates[position].units, translation: units, language: language)
            return (position, found, found.rank + (byTitle.contains(position) ? Self.titleBonus : 0))
        }
        scored.sort { $0.rank != $1.rank ? $0.rank > $1.rank : $0.position < $1.position }
        guard let best = scored.first else { return .alone("no English document with a compatible title") }
        let margin = scored.count > 1 ? best.rank - scored[1].rank : .infinity
        let description = Self.describe(best.evidence, candidates: scored.count)
        if byTitle.contains(best.position), margin >= Self.marginWithTitle, best.evidence.gainPerUnit >= Self.minimumGainWithTitle {
            return .join(position: best.position, reason: "title", explanation: "title shared, and its content \(description)")
        }
        let titled = members.contains { !sources[$0].titles.isEmpty }
        if !explicit, !byTitle.contains(best.position), best.evidence.gainPerUnit >= Self.minimumGain,
           best.evidence.matched >= Self.minimumMatched, margin >= Self.minimumMargin,
           !titled || best.evidence.matchedUnits >= Self.minimumMatchedUnitsWithTitle
            || best.evidence.matchedUnits >= 2 && best.evidence.matchedLength >= Self.mostlyMatched {
            return .join(position: best.position, reason: "content", explanation: "content \(description)")
        }
        // A translation-only text with one English text beside it and nothing else to choose
        // from: that is its original unless their contents disagree.
        if !explicit, soleOrphan, candidates.count == 1, best.evidence.gainPerUnit >= Self.minimumSoleGain,
           best.evidence.matchedUnits >= 1 {
            return .join(position: best.position, reason: "content", explanation: "content \(description), the only English text")
        }
        if byTitle.count == 1, let only = byTitle.first, scored.first(where: { $0.position == only }).map({ best.rank - $0.rank < Self.minimumMargin }) ?? true {
            return .join(position: only, reason: "title", explanation: "title shared")
        }
        return .alone(explicit ? "an explicit name, and no English document of that name or title"
                               : "no English document matched: its content aligns with none clearly better than with the others")
    }


    static func describe(_ evidence: Evidence, candidates: Int) -> String {
        let strength = evidence.gainPerUnit >= 2 * minimumGain ? "strongly" : (evidence.gainPerUnit >= minimumGain ? "clearly" : "weakly")
        return candidates > 1 ? "aligns \(strength) with it, better than with any other English document" : "aligns \(strength) with it"
    }


    /// A candidate's English units, from its member with the most English.
    private func candidate(_ members: [Int], cluster: Int) -> Candidate {
        let best = members.filter { sources[$0].carriesEnglish }.max { a, b in
            let ca = SourceStreams(sources[a]).english.count, cb = SourceStreams(sources[b]).english.count
            return ca != cb ? ca < cb : a > b
        }!
        let units = SourceStreams(sources[best]).english.map { AlignmentUnit(sources[best].blocks, $0, stream: .english) }
        let keys = members.reduce(into: Set<String>()) { $0.formUnion(TitleKeys.englishKeys(of: sources[$1])) }
        let titles = members.reduce(into: Set<String>()) { $0.formUnion(TitleKeys.keys(of: sources[$1])) }
        return Candidate(cluster: cluster, firstMember: members[0], units: units, englishKeys: keys, titleKeys: titles)
    }

    /// The orphan's main translation language and its units, as one stream.
    /// The orphan's longest translation stream: two translations of one page, or of one page
    /// into two languages, are each its text.
    private func translationUnits(_ members: [Int]) -> (LanguageTag, [AlignmentUnit])? {
        var best: (member: Int, language: LanguageTag, units: [UnitRef])?
        for member in members {
            for (language, units) in SourceStreams(sources[member]).translations where language != .undetermined {
                if best == nil || units.count > best!.units.count { best = (member, language, units) }
            }
        }
        guard let best else { return nil }
        return (best.language, best.units.map { AlignmentUnit(sources[best.member].blocks, $0, stream: best.language) })
    }

    /// Anchors that can find a document: identifiers, kept words, loanword sounds.
    static func indexKeys(_ units: [AlignmentUnit]) -> Set<UInt64> {
        var keys = Set<UInt64>()
        for unit in units {
            keys.formUnion(unit.anchors.strong)
            keys.formUnion(unit.anchors.words)
            keys.formUnion(unit.anchors.sounds.map { $0 | (1 << 63) })
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
        let englishSequence = AlignmentSequence(english), translationSequence = AlignmentSequence(translation)
        let outcome = aligner.align(english: englishSequence, translation: translationSequence, language: language)
        var lexical = 0.0
        for bead in outcome.beads where !bead.source.isEmpty && !bead.target.isEmpty {
            lexical += englishSequence.withAnchors(bead.source) { e in
                translationSequence.withAnchors(bead.target) { t in TranslationAligner.sharedAnchorScore(english: e, translation: t) }
            }
        }
        let null = Double(translation.count) * aligner.priors.logProbability(.insertion)
            + Double(english.count) * aligner.priors.logProbability(.deletion)
        let matchedBeads = outcome.beads.filter { !$0.source.isEmpty && !$0.target.isEmpty }
        let matched = matchedBeads.reduce(0) { $0 + $1.target.count }
        // How much of the English between the first and the last pair is paired: a translation
        // covers its page's run of paragraphs, chance picks them here and there.
        let covered = matchedBeads.reduce(0) { $0 + $1.source.count }
        let span = (matchedBeads.last?.source.upperBound ?? 0) - (matchedBeads.first?.source.lowerBound ?? 0)
        let skipped = Double(span - covered)
        let totalLength = translationSequence.lengths.reduce(0, +)
        let matchedLength = matchedBeads.reduce(0.0) { sum, bead in bead.target.reduce(sum) { $0 + translationSequence.lengths[$1] } }
        return Evidence(gainPerUnit: (outcome.bestScore - null) / Double(translation.count),
                        rankingScore: (outcome.bestScore - null - Self.skipCost * skipped) / Double(translation.count),
                        matchedFraction: Double(matched) / Double(translation.count), matchedUnits: matched,
                        lexicalPerUnit: lexical / Double(translation.count),
                        englishCoverage: span > 0 ? Double(covered) / Double(span) : 0,
                        matchedLength: totalLength > 0 ? matchedLength / totalLength : 0)
    }
}
