import Analysis
import Model
import Support

/// One document's text as search sees it: the plain text the markdown step made of each block
/// (`MarkdownStats.plainText`, so nothing is parsed again), tokenised once per block and
/// language, and summed per language, ready to be combined per site language.
public struct SearchDocumentText: Sendable {
    /// The fields, in one box its copies share: a copy costs one retain, not one per field.
    struct Fields: Sendable {
        var id: String
        var title: [LanguageTag: String]
        var textFiles: [LanguageTag: [UInt8]] = [:]
        var prose: [LanguageTag: Terms] = [:]
        var notes: [LanguageTag: Terms] = [:]
        var others: [Int: [(LanguageTag, Terms)]] = [:]
        var titles: [LanguageTag: (text: String, terms: [SearchTerm])] = [:]
    }

    private var fields: Shared<Fields>

    private struct BlockText {
        /// The block's position in `Document.allBlocks`: the same in every language.
        var block: Int
        var anchor: String
        var kind: BlockKind
        /// As the markdown step made it; collapsed as the text file is written.
        var text: String
    }

    /// Term frequencies summed over blocks (headings counted twice), with what they cover.
    struct Terms: Sendable {
        var frequencies: SearchTermCounts<Int>
        var length: Int
        /// UTF-8 bytes of the plain text, white space not collapsed.
        var bytes: Int
    }

    /// A language's `Terms` while its blocks are counted.
    fileprivate struct Tally {
        var table: SearchTermTable<Int>
        var length = 0
        var bytes = 0

        init(capacity: Int = 8) { table = SearchTermTable(capacity: capacity) }

        var terms: Terms { Terms(frequencies: SearchTermCounts(table), length: length, bytes: bytes) }
    }

    var id: String {
        get { fields.value.id }
        _modify { yield &fields.value.id }
    }
    var title: [LanguageTag: String] {
        get { fields.value.title }
        _modify { yield &fields.value.title }
    }
    /// Per language with text, its blocks as the page reads them for snippets
    /// (`search/text/LANG/N.json`), made here so a document that did not change keeps them.
    var textFiles: [LanguageTag: [UInt8]] {
        get { fields.value.textFiles }
        _modify { yield &fields.value.textFiles }
    }
    /// Per language: the terms of its blocks other than notes, and of its notes.
    var prose: [LanguageTag: Terms] {
        get { fields.value.prose }
        _modify { yield &fields.value.prose }
    }
    var notes: [LanguageTag: Terms] {
        get { fields.value.notes }
        _modify { yield &fields.value.notes }
    }
    /// Blocks with neither the page's language nor English: language and terms per position.
    var others: [Int: [(LanguageTag, Terms)]] {
        get { fields.value.others }
        _modify { yield &fields.value.others }
    }
    var titles: [LanguageTag: (text: String, terms: [SearchTerm])] {
        get { fields.value.titles }
        _modify { yield &fields.value.titles }
    }

    /// `statistics` is the markdown step's, by block position and language.
    public init(_ analysis: DocumentAnalysis, statistics: [[LanguageTag: MarkdownStats]]) {
        fields = Shared(Fields(id: analysis.id, title: analysis.document.title))
        // One scan for the whole document: its buffers are made once, not once per block.
        var scan = SearchScan()
        // The texts first, in reading order, with each language's bytes of prose: its table is
        // made for that size (growing once or not at all rather than doubling from a handful
        // of terms), then counts them.
        var found: [(language: LanguageTag, text: BlockText, countedAlone: Bool)] = []
        var proseBytes: [LanguageTag: Int] = [:]
        for block in analysis.blocks {
            for language in block.languages {
                // Not collapsed: the scan reads any run of white space as one space, and the
                // text file collapses it as it is written, so no collapsed copy is made.
                guard let text = statistics[block.index][language]?.plainText, !SearchText.isBlank(text) else { continue }
                found.append((language, BlockText(block: block.index, anchor: block.id, kind: block.kind, text: text),
                              block.kind != .note && block.english == nil))
                if block.kind != .note { proseBytes[language, default: 0] += text.utf8.count }
            }
        }
        var blocks: [LanguageTag: [BlockText]] = [:]
        var proseTallies = proseBytes.mapValues { Tally(capacity: $0 / Self.bytesPerDistinctTerm) }
        var noteTallies: [LanguageTag: Tally] = [:]
        for (language, blockText, countedAlone) in found {
            let weight = blockText.kind == .heading ? SearchWeights.headingTermFrequency : 1
            blocks[language, default: []].append(blockText)
            // Counted straight into the language's table: no table per block to merge.
            if blockText.kind == .note {
                Self.count(blockText.text, weight: weight, into: &noteTallies, language, &scan)
            } else {
                Self.count(blockText.text, weight: weight, into: &proseTallies, language, &scan)
                if countedAlone {
                    var own: [LanguageTag: Tally] = [:]
                    Self.count(blockText.text, weight: weight, into: &own, language, &scan)
                    others[blockText.block, default: []].append((language, own[language]!.terms))
                }
            }
        }
        prose = proseTallies.mapValues(\.terms)
        notes = noteTallies.mapValues(\.terms)
        textFiles = blocks.mapValues(Self.textFile)
        for (language, title) in analysis.document.title {
            // Titles are plain text on the page (markup in one shows as characters), not Markdown.
            let text = SearchText.collapsed(title)
            var collector = TermCollector()
            scan.scan(text, into: &collector)
            titles[language] = (text, collector.terms.terms)
        }
    }

    /// About how many bytes of text bring one new term (fewer in CJK, more in English).
    private static let bytesPerDistinctTerm = 8

    private static func count(_ text: String, weight: Int, into tallies: inout [LanguageTag: Tally], _ language: LanguageTag,
                              _ scan: inout SearchScan) {
        // Taken out of the dictionary while counting, so the table is not copied.
        var counter = TermCounter(tally: tallies.removeValue(forKey: language) ?? Tally(), weight: weight)
        scan.scan(text, into: &counter)
        counter.tally.bytes += text.utf8.count
        tallies[language] = counter.tally
    }

    /// `{"blocks": [[position, anchor id, kind, text], ...]}`, kind `h` heading, `n` note, `` else;
    /// written straight, as `SearchJSON` would write the value: these are most of the index's bytes.
    private static func textFile(_ blocks: [BlockText]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(blocks.reduce(16) { $0 + $1.text.utf8.count + $1.anchor.utf8.count + 16 })
        bytes.append(contentsOf: #"{"blocks":["#.utf8)
        for (index, block) in blocks.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            SearchJSON.writeInteger(block.block, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            SearchJSON.writeString(block.anchor, to: &bytes)
            bytes.append(contentsOf: block.kind == .heading ? #","h","#.utf8 : block.kind == .note ? #","n","#.utf8 : #","","#.utf8)
            var text = block.text
            text.withUTF8 { SearchJSON.writeString($0, collapsingSpaces: true, to: &bytes) }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(contentsOf: "]}\n".utf8)
        return bytes
    }

    /// What the page in `language` shows or translates: its own text, the English of every
    /// block (so English finds translated pages, and pages shown in English are found at
    /// all), and for a block with neither, the first language it has. Notes count only in
    /// their own language, where the page shows them. Returns the tables whose sum is the
    /// page's text (summed as the postings take them, not into one more table) and the
    /// languages they came from, in the order the page reads their text files.
    func terms(for language: LanguageTag) -> ([Terms], [LanguageTag]) {
        var parts = [prose[language], notes[language]].compactMap { $0 }
        var languages: [LanguageTag] = []
        if textFiles[language] != nil { languages.append(language) }
        if language != .english, let english = prose[.english] {
            parts.append(english)
            languages.append(.english)
        }
        var fallbacks = Set<LanguageTag>()
        for (_, texts) in others where !texts.contains(where: { $0.0 == language }) {
            guard let (other, otherTerms) = texts.first else { continue }
            parts.append(otherTerms)
            fallbacks.insert(other)
        }
        return (parts, languages + fallbacks.sorted())
    }

    /// The title terms for the page in `language` (a term may come twice): its own title
    /// and the English one, or the first there is.
    func titleTerms(for language: LanguageTag) -> (terms: [SearchTerm], bytes: Int) {
        var chosen = [language, .english].compactMap { titles[$0] }
        if chosen.isEmpty, let first = titles.keys.sorted().first { chosen = [titles[first]!] }
        return (chosen.flatMap(\.terms), chosen.reduce(0) { $0 + $1.text.utf8.count })
    }

    /// The title the page in `language` shows (its own, else English, else any), collapsed.
    func title(in language: LanguageTag) -> (text: String, language: LanguageTag) {
        if let own = titles[language] { return (own.text, language) }
        if let english = titles[.english] { return (english.text, .english) }
        if let first = titles.keys.sorted().first { return (titles[first]!.text, first) }
        return (id, language)
    }
}

/// Counts a block's terms into its frequency table as the scan finds them.
private struct TermCounter: SearchTokenSink {
    var tally: SearchDocumentText.Tally
    let weight: Int

    mutating func token(_ term: SearchTerm, kind: SearchToken.Kind, start: Int, end: Int) {
        tally.table.update(term, initial: 0) { $0 += weight }
        tally.length += 1
    }
}

/// The set of a title's terms.
private struct TermCollector: SearchTokenSink {
    var terms = SearchTermTable<Bool>()

    mutating func token(_ term: SearchTerm, kind: SearchToken.Kind, start: Int, end: Int) {
        terms.update(term, initial: true) { _ in }
    }
}

/// Text as the index stores and the page shows it: white space runs as single spaces.
enum SearchText {
    static func collapsed(_ text: String) -> String {
        String(decoding: collapsedUTF8(text), as: UTF8.self)
    }

    /// The collapsed text's UTF-8, made on the bytes: valid UTF-8 when `text` is (only whole
    /// white space characters are dropped or replaced), so it is not made a `String`, which
    /// would validate it again.
    static func collapsedUTF8(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { utf8 in
            [UInt8](unsafeUninitializedCapacity: utf8.count) { output, initialized in
                var count = 0
                var space = false
                var index = 0
                while index < utf8.count {
                    let byte = utf8[index]
                    // Most bytes: printable ASCII, or a byte of a character that is no space;
                    // only the others are looked at as a possible space.
                    if !((byte > 0x20 && byte < 0x80) || (byte >= 0x80 && byte < 0xC2) || byte > 0xE3) {
                        let width = spaceWidth(utf8, at: index)
                        if width > 0 {
                            space = count > 0
                            index += width
                            continue
                        }
                    }
                    if space {
                        output[count] = 0x20
                        count += 1
                        space = false
                    }
                    output[count] = byte
                    count += 1
                    index += 1
                }
                initialized = count
            }
        }
    }

    /// Whether the text is empty or white space alone (nothing to index or show).
    static func isBlank(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let width = mayStartSpace(utf8[index]) ? spaceWidth(utf8, at: index) : 0
                guard width > 0 else { return false }
                index += width
            }
            return true
        }
    }

    /// Whether a character starting with this byte may be white space (`spaceWidth` says).
    @inline(__always)
    static func mayStartSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || byte == 0xC2 || (byte >= 0xE1 && byte <= 0xE3)
    }

    /// The UTF-8 length of the white space character at `index`, or 0: U+0009-000D, U+0020,
    /// U+0085, U+00A0, U+1680, U+2000-200A, U+2028, U+2029, U+202F, U+205F, U+3000.
    @inline(__always)
    static func spaceWidth(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
        guard byte >= 0xC2 && byte <= 0xE3, index + 1 < utf8.count else { return 0 }
        let second = utf8[index + 1]
        if byte == 0xC2 { return second == 0x85 || second == 0xA0 ? 2 : 0 }
        guard index + 2 < utf8.count else { return 0 }
        let third = utf8[index + 2]
        switch (byte, second) {
        case (0xE1, 0x9A): return third == 0x80 ? 3 : 0
        case (0xE2, 0x80): return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
        case (0xE2, 0x81): return third == 0x9F ? 3 : 0
        case (0xE3, 0x80): return third == 0x80 ? 3 : 0
        default: return 0
        }
    }
}
