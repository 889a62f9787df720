import Model

/// The files of a built search index, by path relative to the site root, and their sizes.
public struct SearchIndex: Sendable {
    /// `search/ko/manifest.json`, `search/ko/terms/12.bin`, `search/ko/docs/0.json`,
    /// `search/text/en/7.json`, ...
    public var files: [String: [UInt8]]
    public var statistics: [LanguageTag: Statistics]

    public struct Statistics: Sendable, Hashable {
        /// UTF-8 bytes of the plain text this language's index covers (English counted here
        /// too when its blocks are indexed for this language).
        public var indexedTextBytes = 0
        /// Manifest, term shards and document table: what ranking reads.
        public var indexBytes = 0
        public var termShards = 0
        public var documents = 0
        public var terms = 0
    }

    /// Bytes of the text files (`search/text/`), shared by every language's index.
    public var textBytes: Int {
        files.filter { $0.key.hasPrefix(SearchIndexLayout.textFolder) }.reduce(0) { $0 + $1.value.count }
    }
}

/// Where the files go.
public enum SearchIndexLayout {
    public static let root = "search/"
    static let textFolder = "search/text/"

    public static func manifest(_ language: LanguageTag) -> String { "\(root)\(language.rawValue)/manifest.json" }
    static func shard(_ number: Int, _ language: LanguageTag) -> String { "\(root)\(language.rawValue)/terms/\(number).bin" }
    static func documentChunk(_ number: Int, _ language: LanguageTag) -> String { "\(root)\(language.rawValue)/docs/\(number).json" }
    static func text(document: Int, _ language: LanguageTag) -> String { "\(textFolder)\(language.rawValue)/\(document).json" }
}
