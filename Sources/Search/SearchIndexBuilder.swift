import Model
import Support

/// Builds the static search index of a site: per site language a manifest, term shards and
/// a document table, plus the documents' plain text per language, shared by all of them.
/// Reads each document's `SearchDocumentText` (made from its analysis and the markdown
/// step's plain text, kept between serve runs), so building the index only sums and writes.
///
/// The page (`Templates/assets/search.js`) loads a language's manifest once, then only the
/// shards of the query's terms, then the texts of the documents it shows, which hold their
/// table rows too.
/// Output depends only on the documents and the URLs (same input, same bytes).
public struct SearchIndexBuilder: Sendable {
    /// The URL of a document's page in a language, relative to the site root
    /// (`ko/split-views/`): the Site stage supplies its path rule.
    public typealias DocumentURL = @Sendable (_ id: String, _ language: LanguageTag) -> String

    public var languages: [LanguageTag]
    public var documentURL: DocumentURL
    /// About how large a term shard grows before the terms are spread over more of them.
    public var shardBytes = 32 * 1024
    /// Documents per file of the document table.
    public var documentsPerChunk = 32
    /// Where the index's files go as soon as each is made, instead of into the index (`hig
    /// build` writes them at once): the documents' texts, most of the index's bytes, need not
    /// be held until the terms are summed, nor one language's shards while the next is cut.
    public var fileSink: (@Sendable (_ path: String, _ bytes: [UInt8]) -> Void)?

    public static let format = 1

    public init(languages: [LanguageTag], documentURL: @escaping DocumentURL) {
        self.languages = languages
        self.documentURL = documentURL
    }

    public func build(_ texts: [SearchDocumentText]) -> SearchIndex {
        build(texts, until: { false })!
    }

    /// As `build(_:)`, stopping between batches once `stopped` says so (serve, when a newer
    /// rebuild makes this index moot): nil then. `parallel` false keeps to the calling thread
    /// (serve sums in the background, on a thread of low priority).
    public func build(_ texts: [SearchDocumentText], parallel: Bool = true, until stopped: () -> Bool) -> SearchIndex? {
        let documents = texts.sorted { $0.id < $1.id }
        return build(count: documents.count, parallel: parallel, until: stopped) { documents[$0] }
    }

    /// The index of `count` documents, `text(n)` making the n-th in id order. It is called
    /// once per document, a batch at a time on every core, and each text is dropped with its
    /// batch: a build that keeps no texts (`hig build`) holds a batch of them, not a corpus
    /// of term tables at once (at 5,000 documents, a gigabyte of fresh pages to fault in).
    public func build(count: Int, text: @Sendable (Int) -> SearchDocumentText) -> SearchIndex {
        build(count: count, parallel: true, until: { false }, text: text)!
    }

    private func build(count: Int, parallel: Bool, until stopped: () -> Bool, text: @Sendable (Int) -> SearchDocumentText) -> SearchIndex? {
        var files: [String: [UInt8]] = [:]
        let postings = languages.map { _ in PostingsBox() }
        var rows = Dictionary(uniqueKeysWithValues: languages.map { ($0, [SearchJSON.Value]()) })
        var textCodes = Dictionary(uniqueKeysWithValues: languages.map { ($0, "") })
        var textSets = Dictionary(uniqueKeysWithValues: languages.map { ($0, [[LanguageTag]]()) })
        var statistics = Dictionary(uniqueKeysWithValues: languages.map { ($0, SearchIndex.Statistics()) })
        let languages = self.languages
        let documentURL = self.documentURL
        let fileSink = self.fileSink
        // In batches, so that only a batch's tokens are held at once (their tables are the
        // step's transient memory: 16 documents, not 32, kept 5 MiB off the peak at 1,000).
        let batchSize = 16
        for batchStart in stride(from: 0, to: count, by: batchSize) {
            if stopped() { return nil }
            let numbers = Array(batchStart..<min(batchStart + batchSize, count))
            let results = numbers.map(inParallel: parallel) { number in
                let text = text(number)
                let indexed = languages.map { SearchIndexedDocument(text, language: $0) }
                let rows = zip(languages, indexed).map { language, indexed in
                    Self.row(text, url: documentURL(text.id, language), language: language, indexed: indexed)
                }
                var textFiles = Self.textFiles(text, rows: rows, indexed: indexed, languages: languages)
                if let fileSink {
                    for (language, bytes) in textFiles { fileSink(SearchIndexLayout.text(document: number, language), bytes) }
                    textFiles = []
                }
                return (number, indexed, rows, textFiles)
            }
            // Each language's postings on its own core: no two tasks touch one box.
            _ = Array(languages.indices).map(inParallel: parallel) { index in
                for (number, indexed, _, _) in results { postings[index].postings.add(indexed[index], document: number) }
            }
            for (number, indexed, documentRows, textFiles) in results {
                for (index, language) in languages.enumerated() {
                    rows[language]!.append(documentRows[index])
                    textCodes[language]!.append(Self.textCode(indexed[index].textLanguages, language: language,
                                                              sets: &textSets[language]!))
                    statistics[language]!.indexedTextBytes += indexed[index].indexedBytes
                }
                for (language, bytes) in textFiles {
                    files[SearchIndexLayout.text(document: number, language)] = bytes
                }
            }
        }
        let shardBytes = self.shardBytes
        if stopped() { return nil }
        // The languages at once, each on one core, the longest to cut first (a single language on
        // every core, `SearchPostings.shards`); a language's postings go as they are grouped by
        // term, its files to the sink as they are made.
        let cuttingOrder = languages.indices.sorted {
            (postings[$0].postings.cuttingCost, $1) > (postings[$1].postings.cuttingCost, $0)
        }
        let (allRows, allCodes, allSets) = (rows, textCodes, textSets)
        let cut = cuttingOrder.map(inParallel: parallel) { index in
            let language = languages[index]
            let languagePostings = postings[index].postings
            postings[index].postings = SearchPostings()
            let shards = languagePostings.shards(targetBytes: shardBytes, parallel: parallel && languages.count == 1)
            var made = CutLanguage(language: language, shards: shards.files.count, terms: shards.terms)
            func add(_ path: String, _ bytes: [UInt8]) {
                if let fileSink { fileSink(path, bytes) } else { made.files.append((path, bytes)) }
                made.bytes += bytes.count
            }
            for (number, shard) in shards.files.enumerated() { add(SearchIndexLayout.shard(number, language), shard) }
            let languageRows = allRows[language]!
            for chunk in stride(from: 0, to: languageRows.count, by: documentsPerChunk) {
                let data = SearchJSON.data(.object([("documents", .array(Array(languageRows[chunk..<min(chunk + documentsPerChunk, languageRows.count)])))]))
                add(SearchIndexLayout.documentChunk(chunk / documentsPerChunk, language), data)
            }
            add(SearchIndexLayout.manifest(language), manifest(language, documents: count, shards: shards.files.count,
                                                               textCodes: allCodes[language]!, textSets: allSets[language]!))
            return made
        }
        for made in cut {
            for (path, bytes) in made.files { files[path] = bytes }
            statistics[made.language]!.indexBytes = made.bytes
            statistics[made.language]!.termShards = made.shards
            statistics[made.language]!.terms = made.terms
            statistics[made.language]!.documents = count
        }
        return SearchIndex(files: files, statistics: statistics)
    }

    /// Which text files a document's snippet needs, one letter per document in the manifest,
    /// so the page fetches them first (the first holds the document's row): `o` the page's
    /// language, `b` it and English, `e` English, `-` none; any other list (a page with blocks
    /// in neither the page's language nor English) gets a capital, the manifest's `textSets`
    /// naming its languages, in the order documents first need it; `x` (see the row) once
    /// the capitals run out.
    static func textCode(_ languages: [LanguageTag], language: LanguageTag, sets: inout [[LanguageTag]]) -> Character {
        switch languages {
        case [language]: return "o"
        case [language, .english]: return "b"
        case [.english]: return "e"
        case []: return "-"
        default:
            if let known = sets.firstIndex(of: languages) { return setLetters[known] }
            guard sets.count < setLetters.count else { return "x" }
            sets.append(languages)
            return setLetters[sets.count - 1]
        }
    }

    static let setLetters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The text files a document's snippets need, each holding the table rows of the page
    /// languages that read it first: `{"rows": {"ko": row}, "blocks": ...}`. A query then reads
    /// a result's row with its text, in one round of fetches after the shards, and the document
    /// table only for the rare letter `x` or `-`.
    private static func textFiles(_ text: SearchDocumentText, rows: [SearchJSON.Value], indexed: [SearchIndexedDocument],
                                  languages: [LanguageTag]) -> [(LanguageTag, [UInt8])] {
        var needed: [LanguageTag] = []
        var rowsByText: [LanguageTag: [(String, SearchJSON.Value)]] = [:]
        for (index, language) in languages.enumerated() {
            let textLanguages = indexed[index].textLanguages
            for textLanguage in textLanguages where !needed.contains(textLanguage) { needed.append(textLanguage) }
            if let first = textLanguages.first {
                rowsByText[first, default: []].append((language.rawValue, rows[index]))
            }
        }
        return needed.compactMap { language in
            guard let blocks = text.textFiles[language] else { return nil }
            guard let rows = rowsByText[language] else { return (language, blocks) }
            var bytes = Array(#"{"rows":"#.utf8)
            bytes.reserveCapacity(blocks.count + 256)
            SearchJSON.write(.object(rows), to: &bytes)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: blocks.dropFirst())  // past the `{` of `{"blocks": ...}`
            return (language, bytes)
        }
    }

    private func manifest(_ language: LanguageTag, documents: Int, shards: Int, textCodes: String,
                          textSets: [[LanguageTag]]) -> [UInt8] {
        SearchJSON.data(.object([
            ("format", .integer(Self.format)),
            ("tokenizer", .integer(SearchTokenizer.version)),
            ("lang", .string(language.rawValue)),
            ("documents", .integer(documents)),
            ("shards", .integer(shards)),
            ("documentsPerChunk", .integer(documentsPerChunk)),
            ("levels", .array(SearchWeights.levels.map { .number($0) })),
            ("titleWeight", .number(SearchWeights.title)),
            ("terms", .string("terms/")),
            ("docs", .string("docs/")),
            ("texts", .string("../text/")),
            ("textLanguages", .string(textCodes)),
            ("textSets", .object(zip(Self.setLetters, textSets).map { letter, set in
                (String(letter), .array(set.map { .string($0.rawValue) }))
            })),
        ]))
    }

    /// `[id, title, title language ("" when the page's), url, text languages]`.
    private static func row(_ text: SearchDocumentText, url: String, language: LanguageTag, indexed: SearchIndexedDocument) -> SearchJSON.Value {
        let title = text.title(in: language)
        return .array([
            .string(text.id),
            .string(title.text),
            .string(title.language == language ? "" : title.language.rawValue),
            .string(url),
            .array(indexed.textLanguages.map { .string($0.rawValue) }),
        ])
    }
}

/// What cutting one language's index made: its files (none with a file sink, which took
/// them), their bytes, and its shards and terms.
private struct CutLanguage: Sendable {
    var language: LanguageTag
    var files: [(String, [UInt8])] = []
    var bytes = 0
    var shards: Int
    var terms: Int
}

/// One language's postings, filled by one task at a time (see `build`): the only shared
/// mutable state of the build, and why it is `@unchecked Sendable`.
private final class PostingsBox: @unchecked Sendable {
    var postings = SearchPostings()
}
