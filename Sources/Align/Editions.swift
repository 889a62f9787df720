import Model
import Support

/// Two people's translations of one page into one language are two editions of it: each is
/// kept whole, in a document of its own, with the English copy it was made from. A page
/// shows one text per language, and a second translator's text mixed into the first's
/// block by block would be neither's.
///
/// A second translation without an English copy of its own stays with the first, as the
/// variants of its blocks.
struct Editions {
    let aligner: TranslationAligner
    let sources: [ParsedSource]

    func split(_ groups: [DocumentGrouper.Group]) -> [DocumentGrouper.Group] {
        // Each group on its own, on every core, in the groups' order.
        groups.parallelMap { split($0) }.flatMap { $0 }
    }

    private func split(_ group: DocumentGrouper.Group) -> [DocumentGrouper.Group] {
        let translators = group.members.filter { sources[$0].role != .english }
        let byLanguage = Dictionary(grouping: translators) { translationLanguage(sources[$0]) }
        guard let (language, editionSources) = byLanguage.max(by: { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : a.key > b.key }),
              editionSources.count > 1 else { return [group] }
        var unassignedEnglish = group.members.filter { sources[$0].role == .english }
        var editions: [[Int]] = []
        for member in editionSources.sorted(by: { sources[$0].path < sources[$1].path }) {
            if sources[member].role == .interleaved {
                editions.append([member])
            } else if let english = bestEnglish(for: member, among: unassignedEnglish, language: language) {
                unassignedEnglish.removeAll { $0 == english }
                editions.append([member, english])
            }
        }
        guard editions.count > 1 else { return [group] }
        // What is not an edition of its own belongs to the first.
        let placed = Set(editions.flatMap { $0 })
        editions[0] += group.members.filter { !placed.contains($0) }
        let firstPath = sources[editions[0].min()!].path
        return editions.enumerated().map { index, members in
            var edition = DocumentGrouper.Group(members: members.sorted(), reasons: [:], explanations: [:])
            for member in members {
                edition.reasons[member] = group.reasons[member] ?? "alone"
                var explanation = group.explanations[member]
                if index > 0 {
                    let note = "another edition: a second \(language) translation of the page of \(firstPath)"
                    explanation = explanation.map { "\($0); \(note)" } ?? note
                }
                if let explanation { edition.explanations[member] = explanation }
            }
            return edition
        }
    }

    /// The language a translation or interleaved file translates into.
    private func translationLanguage(_ source: ParsedSource) -> LanguageTag {
        SourceStreams(source).translations.max { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : a.key > b.key }?.key
            ?? .undetermined
    }

    /// The English copy this translation aligns with best.
    private func bestEnglish(for member: Int, among english: [Int], language: LanguageTag) -> Int? {
        guard english.count > 1 else { return english.first }
        let matcher = ContentMatcher(aligner: aligner, sources: sources)
        let translation = SourceStreams(sources[member]).translations[language] ?? []
        let units = translation.map { AlignmentUnit(sources[member].blocks, $0, stream: language) }
        return english.max { a, b in
            let ua = SourceStreams(sources[a]).english.map { AlignmentUnit(sources[a].blocks, $0, stream: .english) }
            let ub = SourceStreams(sources[b]).english.map { AlignmentUnit(sources[b].blocks, $0, stream: .english) }
            let sa = matcher.evidence(english: ua, translation: units, language: language).rankingScore
            let sb = matcher.evidence(english: ub, translation: units, language: language).rankingScore
            return sa != sb ? sa < sb : a > b
        }
    }
}
