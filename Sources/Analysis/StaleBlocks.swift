import Model
import Support

/// Which translations are stale: unchanged since they were accepted, while their English
/// changed. The site marks these blocks; the report lists them with what changed.
///
/// A lock entry is found by its translation's hash (within the document and language), not by
/// block id, so inserting a paragraph above, which renumbers the blocks below, does not make
/// their translations stale. A translation that changed since it was accepted is not stale:
/// it is a new translation, waiting to be accepted.
public enum StaleBlocks {
    /// Every document's stale pairs, in the order of `analyses`.
    public static func check(_ analyses: [DocumentAnalysis], against index: StaleIndex) -> [[Int: String]] {
        analyses.parallelMap { check($0, against: index) }
    }

    /// The document's stale pairs: pair index (in `analysis.pairs`) → the English accepted then.
    public static func check(_ analysis: DocumentAnalysis, against index: StaleIndex) -> [Int: String] {
        var englishHashes = EnglishHashes()
        var stale: [Int: String] = [:]
        for (position, pair) in analysis.pairs.enumerated() {
            let status = index.status(of: pair.key, translation: pair.translation.text, englishHash: { englishHashes.hash(pair) })
            if case .stale(let acceptedEnglish) = status { stale[position] = acceptedEnglish }
        }
        return stale
    }
}

/// The lock's entries looked up by document, language and translation hash.
public struct StaleIndex: Sendable {
    enum Status: Equatable {
        /// The pair is in the lock as it is now.
        case accepted
        /// The translation is as accepted, but the English was this text then.
        case stale(acceptedEnglish: String)
        /// Not in the lock (new, or the translation changed since).
        case unaccepted
    }

    private struct Slot: Hashable {
        var documentID: String
        var language: LanguageTag
        var translationHash: String
    }

    private let entries: [Slot: [TranslationLock.Entry]]

    public init(_ lock: TranslationLock) {
        var entries: [Slot: [TranslationLock.Entry]] = [:]
        for entry in lock.entries {
            entries[Slot(documentID: entry.key.documentID, language: entry.key.language, translationHash: entry.translationHash), default: []]
                .append(entry)
        }
        self.entries = entries
    }

    /// `englishHash` is asked for only when the translation is in the lock, so callers can
    /// compute it once per block for all its languages.
    func status(of key: BlockKey, translation: String, englishHash hashEnglish: () -> String) -> Status {
        let slot = Slot(documentID: key.documentID, language: key.language, translationHash: TranslationLock.hash(translation))
        guard let candidates = entries[slot] else { return .unaccepted }
        let englishHash = hashEnglish()
        if candidates.contains(where: { $0.englishHash == englishHash }) { return .accepted }
        // The same translation accepted for several blocks (a repeated list item): prefer the
        // entry of this block id.
        let entry = candidates.first { $0.key.blockID == key.blockID } ?? candidates[0]
        return .stale(acceptedEnglish: entry.englishText)
    }
}

/// The English hash of each pair, computed once per block for all its languages.
struct EnglishHashes {
    private var hashes: [String: String] = [:]

    mutating func hash(_ pair: TranslationPair) -> String {
        let key = pair.span == 1 ? pair.blockID : "\(pair.blockID)+\(pair.span)"
        if let hash = hashes[key] { return hash }
        let hash = TranslationLock.hash(pair.english)
        hashes[key] = hash
        return hash
    }
}
