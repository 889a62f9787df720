import Model

/// Sources of one language that give a block differently (two English versions of a page):
/// one problem per other version, with the sentences only each one has.
enum SourceVariants {
    static func problems(documentID: String, blocks: [AnalysedBlock], languages: Set<LanguageTag>) -> [ReportProblem] {
        var problems: [ReportProblem] = []
        for block in blocks where block.kind.isTranslatable {
            for (language, text, location, variants) in versions(of: block) where languages.contains(language) {
                guard let location else { continue }
                for variant in variants {
                    problems.append(problem(documentID: documentID, block: block, language: language, text: text,
                                            location: location, variant: variant))
                }
            }
        }
        return problems
    }

    /// Each language's text with its location and other versions, sorted by language.
    private static func versions(of block: AnalysedBlock) -> [(LanguageTag, String, SourceLocation?, [TextVariant])] {
        var versions = block.translations.filter { !$0.variants.isEmpty }.map { ($0.language, $0.text, $0.location, $0.variants) }
        if let english = block.english, !english.variants.isEmpty {
            versions.append((.english, english.text, english.location, english.variants))
        }
        return versions.sorted { $0.0 < $1.0 }
    }

    private static func problem(documentID: String, block: AnalysedBlock, language: LanguageTag, text: String,
                                location: SourceLocation, variant: TextVariant) -> ReportProblem {
        let differences = sentenceDifferences(text, at: location, variant)
        let name = language == .english ? "English" : language.rawValue
        let summary = differences.map { difference in
            let other = difference.location == location ? variant.location : location
            let count = difference.sentences.count
            return "\(difference.location) has \(count) sentence\(count == 1 ? "" : "s") that \(other) lacks"
        }
        let message = "the \(name) sources differ: "
            + (summary.isEmpty ? "\(location) and \(variant.location) differ within sentences" : summary.joined(separator: "; "))
        return ReportProblem(kind: .sourceVariant, documentID: documentID, sectionID: block.sectionID, blockID: block.id,
                             language: language, message: message, locations: [language: location], detail: .sentences(differences))
    }

    /// The sentences only the reference has, then those only the variant has.
    private static func sentenceDifferences(_ text: String, at location: SourceLocation, _ variant: TextVariant) -> [SentenceDifference] {
        let reference = SentenceSplitter.sentences(text)
        let referenceKeys = reference.map(SentenceSplitter.normalised)
        let other = SentenceSplitter.sentences(variant.text)
        let otherKeys = other.map(SentenceSplitter.normalised)
        let referenceSet = Set(referenceKeys), otherSet = Set(otherKeys)
        let onlyReference = reference.indices.filter { !otherSet.contains(referenceKeys[$0]) }.map { reference[$0] }
        let onlyOther = other.indices.filter { !referenceSet.contains(otherKeys[$0]) }.map { other[$0] }
        var differences: [SentenceDifference] = []
        if !onlyReference.isEmpty { differences.append(SentenceDifference(location: location, sentences: onlyReference)) }
        if !onlyOther.isEmpty { differences.append(SentenceDifference(location: variant.location, sentences: onlyOther)) }
        return differences
    }
}
