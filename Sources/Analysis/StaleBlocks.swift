import Model

/// Which translations are stale: unchanged since they were accepted, while their English
/// changed. The site marks these blocks; the report lists them with what changed.
///
/// A lock entry is found by its translation's hash (within the document and language), not by
/// block id, so inserting a paragraph above, which renumbers the blocks below, does not make
/// their translations stale. A translation that changed since it was accepted is not stale:
/// it is a new translation, waiting to be accepted.
public enum StaleBlocks {
    /// Every stale translation in the corpus.
    public static func find(corpus: Corpus, lock: TranslationLock) -> Set<BlockKey> {
        let index = StaleIndex(lock)
        let perDocument: [[BlockKey]] = corpus.documents.parallelMap { document in
            var englishHashes = EnglishHashes()
            return TranslationPair.all(in: document, languages: nil).compactMap { pair in
                let key = BlockKey(documentID: document.id, blockID: pair.block.id, language: pair.language)
                let status = index.status(of: key, translation: pair.translation, englishHash: { englishHashes.hash(pair) })
                guard case .stale = status else { return nil }
                return key
            }
        }
        return Set(perDocument.joined())
    }
}

/// The lock's entries looked up by document, language and translation hash.
struct StaleIndex: Sendable {
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

    init(_ lock: TranslationLock) {
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
        let key = pair.span == 1 ? pair.block.id : "\(pair.block.id)+\(pair.span)"
        if let hash = hashes[key] { return hash }
        let hash = TranslationLock.hash(pair.english)
        hashes[key] = hash
        return hash
    }
}
