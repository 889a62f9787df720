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

    /// As `build(_:)`, stopping between documents once `stopped` says so (serve, when a newer
    /// rebuild makes this index moot): nil then. `parallel` false keeps to the calling thread
    /// (serve sums in the background, on a thread of low priority).
    public func build(_ texts: [SearchDocumentText], parallel: Bool = true, until stopped: () -> Bool) -> SearchIndex? {
        let documents = texts.sorted { $0.id < $1.id }
        return build(count: documents.count, parallel: parallel, until: stopped) { documents[$0] }
    }

    /// The index of `count` documents, `text(n)` making the n-th in id order. It is called
    /// once per document, on every core, and each text is dropped once its terms are summed: a
    /// build that keeps no texts (`hig build`) holds a few of them, not a corpus of term
    /// tables at once (at 5,000 documents, a gigabyte of fresh pages to fault in).
    public func build(count: Int, text: @Sendable (Int) -> SearchDocumentText) -> SearchIndex {
        build(count: count, parallel: true, until: { false }, text: text)!
    }

    private func build(count: Int, parallel: Bool, until stopped: () -> Bool, text: @Sendable (Int) -> SearchDocumentText) -> SearchIndex? {
        let languages = self.languages
        let documentURL = self.documentURL
        let fileSink = self.fileSink
        let sums = IndexSums(languages: languages)
        // Each document's terms are made on any core and summed in document order by whichever
        // core completes the next one, as soon as it can: no core waits at the end of a batch
        // for the others, nor for the sums (batches of 16 documents, summed one language per
        // core after each and merged on one, left a core idle for a tenth of the time). A
        // document's tables are held only until the ones before it are made.
        let inOrder = InOrder<MadeDocument> { number, made in sums.add(made, document: number) }
        @Sendable func make(_ number: Int) -> MadeDocument {
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
            return MadeDocument(indexed: indexed, rows: rows, textFiles: textFiles)
        }
        // `stopped` is asked between documents, or between runs of a few hundred on every core.
        let run = parallel ? 256 : 1
        for start in stride(from: 0, to: count, by: run) {
            if stopped() { return nil }
            _ = Array(start..<min(start + run, count)).map(inParallel: parallel) { number in inOrder.offer(number, make(number)) }
        }
        precondition(inOrder.consumed == count, "every document is summed")
        let (postings, rows, textCodes, textSets) = (sums.postings, sums.rows, sums.textCodes, sums.textSets)
        var (files, statistics) = (sums.files, sums.statistics)
        let shardBytes = self.shardBytes
        if stopped() { return nil }
        // The languages at once, each on one core, the longest to cut first (a single language on
        // every core, `SearchPostings.shards`); a language's postings go as they are grouped by
        // term, its files to the sink as they are made.
        let cuttingOrder = languages.indices.sorted {
            (postings[$0].postings.cuttingCost, $1) > (postings[$1].postings.cuttingCost, $0)
        }
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
            let languageRows = rows[language]!
            for chunk in stride(from: 0, to: languageRows.count, by: documentsPerChunk) {
                let data = SearchJSON.data(.object([("documents", .array(Array(languageRows[chunk..<min(chunk + documentsPerChunk, languageRows.count)])))]))
                add(SearchIndexLayout.documentChunk(chunk / documentsPerChunk, language), data)
            }
            add(SearchIndexLayout.manifest(language), manifest(language, documents: count, shards: shards.files.count,
                                                               textCodes: textCodes[language]!, textSets: textSets[language]!))
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

/// One language's postings, filled by one task at a time (see `build`), then cut by one.
private final class PostingsBox: @unchecked Sendable {
    var postings = SearchPostings()
}

/// What a document brings to the index: its terms, its table row and its text files (none
/// when a file sink took them) per site language, in the builder's order of languages.
private struct MadeDocument: Sendable {
    var indexed: [SearchIndexedDocument]
    var rows: [SearchJSON.Value]
    var textFiles: [(LanguageTag, [UInt8])]
}

/// The index's sums over the documents, added to in document order by one thread at a time
/// (`InOrder`, whose lock orders the additions): the only shared mutable state of the build,
/// and why it is `@unchecked Sendable`.
private final class IndexSums: @unchecked Sendable {
    let languages: [LanguageTag]
    let postings: [PostingsBox]
    var rows: [LanguageTag: [SearchJSON.Value]]
    var textCodes: [LanguageTag: String]
    var textSets: [LanguageTag: [[LanguageTag]]]
    var statistics: [LanguageTag: SearchIndex.Statistics]
    var files: [String: [UInt8]] = [:]

    init(languages: [LanguageTag]) {
        self.languages = languages
        postings = languages.map { _ in PostingsBox() }
        rows = Dictionary(uniqueKeysWithValues: languages.map { ($0, []) })
        textCodes = Dictionary(uniqueKeysWithValues: languages.map { ($0, "") })
        textSets = Dictionary(uniqueKeysWithValues: languages.map { ($0, []) })
        statistics = Dictionary(uniqueKeysWithValues: languages.map { ($0, SearchIndex.Statistics()) })
    }

    func add(_ made: MadeDocument, document number: Int) {
        for (index, language) in languages.enumerated() {
            let indexed = made.indexed[index]
            postings[index].postings.add(indexed, document: number)
            rows[language]!.append(made.rows[index])
            textCodes[language]!.append(SearchIndexBuilder.textCode(indexed.textLanguages, language: language, sets: &textSets[language]!))
            statistics[language]!.indexedTextBytes += indexed.indexedBytes
        }
        for (language, bytes) in made.textFiles { files[SearchIndexLayout.text(document: number, language)] = bytes }
    }
}
