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
        let english = group.members.filter { sources[$0].role == .english }
        let ordered = editionSources.sorted { sources[$0].path < sources[$1].path }
        let pairs = Dictionary(uniqueKeysWithValues: pairedEnglish(ordered.filter { sources[$0].role != .interleaved }, english, language: language))
        var editions: [[Int]] = []
        for member in ordered {
            if sources[member].role == .interleaved {
                editions.append([member])
            } else if let english = pairs[member] {
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

    /// Each translation with the English copy it was made from: the pairs that align best,
    /// best first, so that one translation's second choice does not take another's first.
    private func pairedEnglish(_ translations: [Int], _ english: [Int], language: LanguageTag) -> [(Int, Int)] {
        // One copy: the first translation is the one made from it.
        guard english.count > 1 else { return Array(zip(translations, english)) }
        let matcher = ContentMatcher(aligner: aligner, sources: sources)
        let englishUnits = english.map { member in
            SourceStreams(sources[member]).english.map { AlignmentUnit(sources[member].blocks, $0, stream: .english) }
        }
        var scored: [(translation: Int, english: Int, rank: Double)] = []
        for member in translations {
            let units = (SourceStreams(sources[member]).translations[language] ?? []).map {
                AlignmentUnit(sources[member].blocks, $0, stream: language)
            }
            for (index, copy) in english.enumerated() {
                scored.append((member, copy, matcher.evidence(english: englishUnits[index], translation: units, language: language).rank))
            }
        }
        scored.sort { $0.rank != $1.rank ? $0.rank > $1.rank : ($0.translation, $0.english) < ($1.translation, $1.english) }
        var pairs: [(Int, Int)] = [], usedTranslations = Set<Int>(), usedEnglish = Set<Int>()
        for candidate in scored where !usedTranslations.contains(candidate.translation) && !usedEnglish.contains(candidate.english) {
            pairs.append((candidate.translation, candidate.english))
            usedTranslations.insert(candidate.translation)
            usedEnglish.insert(candidate.english)
        }
        return pairs
    }
}
