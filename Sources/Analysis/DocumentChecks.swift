import Ingest
import Model

/// The report's checks of one document, run in reading order and collected per language.
/// Within a block, findings keep the order the checks ran in.
struct DocumentChecks {
    let documentID: String
    let blocks: [AnalysedBlock]
    let languages: [LanguageTag]
    let options: AlignmentReport.Options
    /// Reading position of each block (headings and blocks; a note shares the next one's).
    let positions: [Int]
    private var found: [LanguageTag: [(position: Int, finding: Finding)]] = [:]

    /// The languages whose script is not Latin: a Latin-script text in one of them is English
    /// left untranslated (for other languages a script check cannot tell).
    static let nonLatinLanguages: Set<LanguageTag> = [.korean, .japanese, .russian]
    /// Fewer Latin letters than this (outside identifiers, URLs and code) is not English prose.
    static let minimumEnglishLetters = 12

    init(documentID: String, blocks: [AnalysedBlock], languages: [LanguageTag], options: AlignmentReport.Options) {
        self.documentID = documentID
        self.blocks = blocks
        self.languages = languages
        self.options = options
        var position = 0
        positions = blocks.map { block in
            defer { if block.kind.isTranslatable { position += 1 } }
            return position
        }
    }

    /// Per language, sorted by reading position (stable).
    func findings() -> [LanguageTag: [Finding]] {
        var result: [LanguageTag: [Finding]] = [:]
        for language in languages {
            result[language] = (found[language] ?? []).enumerated()
                .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
                .map(\.element.finding)
        }
        return result
    }

    mutating func add(_ finding: Finding, _ language: LanguageTag, at position: Int) {
        found[language, default: []].append((position, finding))
    }

    func problem(_ kind: ProblemKind, _ block: AnalysedBlock, _ language: LanguageTag, _ message: String,
                         _ detail: ProblemDetail? = nil) -> ReportProblem {
        ReportProblem(kind: kind, documentID: documentID, sectionID: block.sectionID, blockID: block.id,
                      language: language, message: message, locations: block.locations, detail: detail)
    }

    // MARK: Untranslated text

    /// A "translation" that is a copy of the English, or English prose in a language written
    /// in another script. Only text a translator would translate counts: a list of API links
    /// is the same in every language (the profile leaves out identifiers, URLs, code and links).
    mutating func findUntranslatedEnglish(profiles: DocumentProfiles) {
        for block in blocks where block.isContent {
            for language in languages {
                guard let translation = block.translation(language) else { continue }
                let profile = profiles.profile(block.id, language) ?? DocumentProfiles.profile(translation.text)
                guard profile.latin >= Self.minimumEnglishLetters else { continue }
                let copied = block.english.map { TranslationLock.normalised($0.text) == TranslationLock.normalised(translation.text) } ?? false
                let latin = Self.nonLatinLanguages.contains(language.primary) && LanguageIdentifier.identify(profile) == .english
                guard copied || latin else { continue }
                let message = copied ? "the \(language) text is a copy of the English" : "the \(language) text is in English, not translated"
                add(.problem(problem(.untranslatedEnglish, block, language, message)), language, at: positions[block.index])
            }
        }
    }
}
