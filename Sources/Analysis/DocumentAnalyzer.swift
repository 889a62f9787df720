import Foundation
import Ingest
import Model
import Render

/// Builds one document's part of the report: coverage counts per language and the problems of
/// each pair and section. Holds only immutable inputs, so documents run in parallel.
struct DocumentAnalyzer: Sendable {
    let languages: [LanguageTag]
    let options: AlignmentReport.Options
    let lengthRatios: LengthRatioModel
    let staleIndex: StaleIndex?
    let renderer = MarkdownRenderer()

    /// The languages whose script is not Latin: a Latin-script text in one of them is English
    /// left untranslated (for other languages a script check cannot tell).
    static let nonLatinLanguages: Set<LanguageTag> = [.korean, .japanese, .russian]
    /// Fewer Latin letters than this (outside identifiers, URLs and code) is not English prose.
    static let minimumEnglishLetters = 12

    func analyze(_ document: Document, profiles: DocumentProfiles) -> DocumentReport {
        var coverage = languages.map { DocumentCoverage(documentID: document.id, language: $0) }
        let languageIndex = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        // Problems per language with the reading position they belong to, sorted at the end.
        var found = [[(position: Int, problem: ReportProblem)]](repeating: [], count: languages.count)
        // How many following English blocks a 2-1 translation still covers, per language.
        var spanRemaining = [Int](repeating: 0, count: languages.count)
        var englishFacts: [String: MarkdownFacts] = [:]
        var position = 0
        var sectionPositions: [String: Int] = [:]

        for section in document.sections {
            sectionPositions[section.id] = position
            if section.heading != nil { position += 1 }
            for block in section.blocks {
                if block.kind == .note {
                    for (index, language) in languages.enumerated() where block.text[language] != nil {
                        coverage[index].notes.append(block.id)
                    }
                    continue
                }
                defer { position += 1 }
                let english = block.text[.english]
                for (index, language) in languages.enumerated() {
                    let translation = block.text[language]
                    if english != nil {
                        coverage[index].englishBlocks += 1
                        if translation != nil || spanRemaining[index] > 0 {
                            coverage[index].translated += 1
                        } else {
                            coverage[index].missing.append(block.id)
                        }
                        if spanRemaining[index] > 0 && translation == nil { spanRemaining[index] -= 1 }
                    } else if translation != nil {
                        coverage[index].extra.append(block.id)
                    }
                    guard let translation else { continue }
                    let span = max(1, block.span[language] ?? 1)
                    if span > 1 { spanRemaining[index] = span - 1 }
                    for problem in untranslatedProblems(document, section, block, language, translation,
                                                        profile: profiles.profile(block.id, language) ?? DocumentProfiles.profile(translation)) {
                        found[index].append((position, problem))
                    }
                }
            }
        }

        var englishHashes = EnglishHashes()
        let pairs = TranslationPair.all(in: document, languages: Set(languages))
        for pair in pairs {
            guard let index = languageIndex[pair.language] else { continue }
            var problems: [ReportProblem] = []
            if pair.block.kind != .heading {
                let facts = pair.span == 1
                    ? cachedFacts(&englishFacts, pair.block.id, pair.english)
                    : MarkdownFacts(pair.english, renderer: renderer, english: true)
                let letters = pair.span == 1
                    ? profiles.profile(pair.block.id, .english)?.totalLetters
                    : DocumentProfiles.profile(pair.english).totalLetters
                problems = pairProblems(document, pair.section, pair.block, pair.language, english: pair.english,
                                        englishFacts: facts, englishLetters: letters ?? 0,
                                        translationLetters: profiles.profile(pair.block.id, pair.language)?.totalLetters ?? 0,
                                        translation: pair.translation)
            }
            if let stale = staleProblem(document, pair, &englishHashes) { problems.append(stale) }
            for problem in problems { found[index].append((pair.position, problem)) }
        }

        let pairsBySection = Dictionary(grouping: pairs, by: \.section.id)
        for section in document.sections {
            for (index, language) in languages.enumerated() {
                let sectionPairs = (pairsBySection[section.id] ?? []).filter { $0.language == language && $0.block.id != section.heading?.id }
                if let problem = structureProblem(document, section, language, pairs: sectionPairs, englishFacts: &englishFacts) {
                    found[index].append((sectionPositions[section.id] ?? 0, problem))
                }
            }
        }
        for index in languages.indices {
            // Stable: within a block, problems keep the order the checks ran in.
            coverage[index].problems = found[index].enumerated()
                .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
                .map(\.element.problem)
        }
        return DocumentReport(documentID: document.id, title: document.title(in: .english), coverage: coverage,
                              variants: variantProblems(document))
    }

    private func cachedFacts(_ cache: inout [String: MarkdownFacts], _ id: String, _ text: String) -> MarkdownFacts {
        if let facts = cache[id] { return facts }
        let facts = MarkdownFacts(text, renderer: renderer, english: true)
        cache[id] = facts
        return facts
    }

    // MARK: Pair checks

    private func pairProblems(_ document: Document, _ section: Section, _ block: Block, _ language: LanguageTag,
                              english: String, englishFacts: MarkdownFacts, englishLetters: Int, translationLetters: Int,
                              translation: String) -> [ReportProblem] {
        var problems: [ReportProblem] = []
        func problem(_ kind: ProblemKind, _ message: String, _ detail: ProblemDetail? = nil) {
            problems.append(ReportProblem(kind: kind, documentID: document.id, sectionID: section.id, blockID: block.id,
                                          language: language, message: message, locations: block.locations, detail: detail))
        }
        if let confidence = block.confidence[language], confidence < options.lowConfidence {
            problem(.lowConfidence, "alignment confidence \(ReportFormat.decimal(confidence)) is below \(ReportFormat.decimal(options.lowConfidence)): check that this \(language) text translates this English block")
        }
        if let fit = lengthRatios.fits[language],
           let logRatio = LengthRatioModel.logRatio(english: englishLetters, translation: translationLetters) {
            let score = fit.score(logRatio)
            if abs(score) > options.lengthRatioScore {
                let ratio = exp(logRatio)
                let relation = score < 0 ? "shorter" : "longer"
                problem(.lengthRatio, "the \(language) text is much \(relation) than usual: \(ReportFormat.decimal(ratio)) times the English length where the corpus's \(language) median is \(ReportFormat.decimal(fit.medianRatio)) (z = \(ReportFormat.decimal(score, 1)))",
                        .lengthRatio(ratio: ratio, median: fit.medianRatio, score: score))
            }
        }
        let anchors = englishFacts.anchors ?? TextAnchors(markdown: english, stats: englishFacts.stats)
        let dropped = AnchorCheck.missing(anchors, translation: translation, language: language)
        if !dropped.isEmpty {
            let list = dropped.map { "'\($0.text)'" }.joined(separator: ", ")
            var message = dropped.count == 1
                ? "\(dropped[0].kind.rawValue) \(list) from the English is not in the \(language) text"
                : "\(list) from the English are not in the \(language) text"
            if let note = ownSourceNote(block, language, dropped) { message += " (\(note))" }
            problem(.anchorMissing, message, .anchors(dropped))
        }
        return problems
    }

    /// When the translation's own file carries an English version (a variant) that lacks the
    /// anchors too, the translator did not drop them: their English was older or different.
    private func ownSourceNote(_ block: Block, _ language: LanguageTag, _ dropped: [TextAnchors.Anchor]) -> String? {
        guard let path = block.locations[language]?.path,
              let own = block.variants[.english]?.first(where: { $0.location.path == path }) else { return nil }
        let ownBytes = UTF8Search.asciiLowercased(Array(own.text.utf8))
        let lacking = dropped.allSatisfy { !UTF8Search.contains(ownBytes, UTF8Search.asciiLowercased(Array($0.text.utf8))) }
        return lacking ? "the English in \(own.location) lacks it too" : nil
    }

    private func untranslatedProblems(_ document: Document, _ section: Section, _ block: Block, _ language: LanguageTag,
                                      _ translation: String, profile: ScriptProfile) -> [ReportProblem] {
        // Only text a translator would translate counts: a list of API links is the same in
        // every language (the profile leaves out identifiers, URLs, code and links).
        guard profile.latin >= Self.minimumEnglishLetters else { return [] }
        let copied = block.text[.english].map { TranslationLock.normalised($0) == TranslationLock.normalised(translation) } ?? false
        let latin = Self.nonLatinLanguages.contains(language.primary) && LanguageIdentifier.identify(profile) == .english
        guard copied || latin else { return [] }
        let message = copied ? "the \(language) text is a copy of the English" : "the \(language) text is in English, not translated"
        return [ReportProblem(kind: .untranslatedEnglish, documentID: document.id, sectionID: section.id, blockID: block.id,
                              language: language, message: message, locations: block.locations)]
    }

    private func staleProblem(_ document: Document, _ pair: TranslationPair, _ englishHashes: inout EnglishHashes) -> ReportProblem? {
        guard let staleIndex else { return nil }
        let key = BlockKey(documentID: document.id, blockID: pair.block.id, language: pair.language)
        let status = staleIndex.status(of: key, translation: pair.translation, englishHash: { englishHashes.hash(pair) })
        guard case .stale(let acceptedEnglish) = status else { return nil }
        let diff = WordDiff(from: acceptedEnglish, to: pair.english)
        return ReportProblem(kind: .stale, documentID: document.id, sectionID: pair.section.id, blockID: pair.block.id,
                             language: pair.language, message: "the English changed since this \(pair.language) translation was accepted",
                             locations: pair.block.locations, detail: .englishChange(diff))
    }

    // MARK: Section checks

    /// Compares headings, list items, links and code spans over the section's translated
    /// pairs (missing blocks are already counted as missing, not as structure). A translation
    /// of two English blocks is compared with both.
    private func structureProblem(_ document: Document, _ section: Section, _ language: LanguageTag, pairs: [TranslationPair],
                                  englishFacts: inout [String: MarkdownFacts]) -> ReportProblem? {
        var english = [0, 0, 0, 0], translated = [0, 0, 0, 0]
        var firstPair: Block?
        for pair in pairs {
            if firstPair == nil { firstPair = pair.block }
            let e = (pair.span == 1 ? cachedFacts(&englishFacts, pair.block.id, pair.english)
                                    : MarkdownFacts(pair.english, renderer: renderer, english: true)).stats
            let t = MarkdownFacts(pair.translation, renderer: renderer).stats
            english[0] += e.headings; english[1] += e.listItems; english[2] += e.links; english[3] += e.codeSpans
            translated[0] += t.headings; translated[1] += t.listItems; translated[2] += t.links; translated[3] += t.codeSpans
        }
        guard let firstPair else { return nil }
        if let heading = section.heading, heading.text[.english] != nil {
            english[0] += 1
            if heading.text[language] != nil { translated[0] += 1 }
        }
        let items: [StructureCount.Item] = [.headings, .listItems, .links, .codeSpans]
        let counts = items.indices.filter { english[$0] != translated[$0] }
            .map { StructureCount(item: items[$0], english: english[$0], translation: translated[$0]) }
        guard !counts.isEmpty else { return nil }
        let list = counts.map { "\($0.item.rawValue.replacingOccurrences(of: "-", with: " ")): en \($0.english), \(language) \($0.translation)" }
        let name = section.heading?.text[.english].map { "'\($0)'" } ?? "'\(section.id)'"
        return ReportProblem(kind: .structureMismatch, documentID: document.id, sectionID: section.id, blockID: nil,
                             language: language, message: "section \(name) differs in structure: " + list.joined(separator: "; "),
                             locations: section.heading?.locations ?? firstPair.locations, detail: .structure(counts))
    }

    // MARK: Source variants

    private func variantProblems(_ document: Document) -> [ReportProblem] {
        var problems: [ReportProblem] = []
        let reported = Set(languages + [.english])
        for section in document.sections {
            for block in [section.heading].compactMap({ $0 }) + section.blocks {
                for (language, variants) in block.variants.sorted(by: { $0.key < $1.key }) where reported.contains(language) {
                    guard let text = block.text[language], let location = block.locations[language] else { continue }
                    let reference = SentenceSplitter.sentences(text)
                    let referenceKeys = reference.map(SentenceSplitter.normalised)
                    let referenceSet = Set(referenceKeys)
                    for variant in variants {
                        let other = SentenceSplitter.sentences(variant.text)
                        let otherKeys = other.map(SentenceSplitter.normalised)
                        let otherSet = Set(otherKeys)
                        let onlyReference = reference.indices.filter { !otherSet.contains(referenceKeys[$0]) }.map { reference[$0] }
                        let onlyOther = other.indices.filter { !referenceSet.contains(otherKeys[$0]) }.map { other[$0] }
                        var differences: [SentenceDifference] = []
                        if !onlyReference.isEmpty { differences.append(SentenceDifference(location: location, sentences: onlyReference)) }
                        if !onlyOther.isEmpty { differences.append(SentenceDifference(location: variant.location, sentences: onlyOther)) }
                        let name = language == .english ? "English" : language.rawValue
                        let summary = differences.map { difference in
                            let other = difference.location == location ? variant.location : location
                            let count = difference.sentences.count
                            return "\(difference.location) has \(count) sentence\(count == 1 ? "" : "s") that \(other) lacks"
                        }
                        let message = "the \(name) sources differ: "
                            + (summary.isEmpty ? "\(location) and \(variant.location) differ within sentences" : summary.joined(separator: "; "))
                        problems.append(ReportProblem(kind: .sourceVariant, documentID: document.id, sectionID: section.id,
                                                      blockID: block.id, language: language, message: message,
                                                      locations: [language: location], detail: .sentences(differences)))
                    }
                }
            }
        }
        return problems
    }
}
