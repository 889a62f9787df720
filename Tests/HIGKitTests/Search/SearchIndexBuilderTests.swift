import Foundation
import Testing
@testable import Model
@testable import Search
@testable import Support

@Suite struct SearchIndexBuilderTests {
    static let seeds = SearchFixtures.seedCorpus.documents
    static let index = SearchFixtures.index(seeds)

    static func number(of id: String, in documents: [Document] = seeds) -> Int {
        documents.map(\.id).sorted().firstIndex(of: id)!
    }

    @Test func sameInputSameBytesWhateverTheOrder() {
        let again = SearchFixtures.index(Self.seeds.reversed())
        #expect(again.files == Self.index.files)
        #expect(!Self.index.files.isEmpty)
    }

    /// With a file sink (`hig build`), every file of the index goes to it as it is made (the
    /// texts batch by batch, each language's shards once cut) and the index holds none: the
    /// same files as without one.
    @Test func aFileSinkTakesEveryFileAndTheIndexKeepsNone() {
        let taken = Locked<[String: [UInt8]]>([:])
        var builder = SearchFixtures.builder
        builder.fileSink = { path, bytes in taken.withLock { $0[path] = bytes } }
        let sunk = SearchFixtures.index(Self.seeds, builder: builder)
        let files = taken.withLock { $0 }
        #expect(sunk.files.isEmpty)
        #expect(files == Self.index.files)
        #expect(sunk.statistics == Self.index.statistics)
    }

    @Test func filesForEveryLanguage() throws {
        for language in SearchFixtures.languages {
            let manifest = try #require(Self.index.files["search/\(language.rawValue)/manifest.json"])
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
            #expect(fields["documents"] as? Int == Self.seeds.count)
            #expect(fields["tokenizer"] as? Int == SearchTokenizer.version)
            // One letter per document: the texts its snippet needs (Korean and English for the
            // Korean Split Views page, only English for English pages).
            let codes = try #require(fields["textLanguages"] as? String)
            #expect(codes.count == Self.seeds.count)
            let split = codes[codes.index(codes.startIndex, offsetBy: Self.number(of: "split-views"))]
            #expect(split == (language == .english ? "o" : "b"))
            #expect(Self.index.files["search/\(language.rawValue)/docs/0.json"] != nil)
            #expect(Self.index.files["search/\(language.rawValue)/terms/0.bin"] != nil)
        }
        // The text of a block is stored once per language, whichever indexes read it.
        let split = Self.number(of: "split-views")
        for language in SearchFixtures.languages {
            #expect(Self.index.files["search/text/\(language.rawValue)/\(split).json"] != nil)
        }
        #expect(Self.index.files["search/text/ja/\(Self.number(of: "popovers")).json"] == nil)
    }

    @Test func everyTermIsInTheShardItsKeyNames() throws {
        var builder = SearchFixtures.builder
        builder.shardBytes = 512
        let small = SearchFixtures.index(Self.seeds, builder: builder)
        let terms = try SearchShardReader.read(small, .korean)
        let shards = Set(terms.values.map(\.shard))
        #expect(shards.count > 8)
        for (term, entry) in terms {
            #expect(SearchShard.shard(of: SearchTerm(term), count: small.statistics[.korean]!.termShards) == entry.shard, "\(term)")
        }
        // All bigrams that start with one character share its shard: a one-character query reads one file.
        let starting = terms.filter { $0.key.hasPrefix("창") }
        #expect(starting.count > 2 && Set(starting.values.map(\.shard)).count == 1)
    }

    @Test func theKoreanIndexHasEnglishAndTheJapaneseOneUntranslatedPages() throws {
        let korean = try SearchShardReader.read(Self.index, .korean)
        let split = Self.number(of: "split-views"), popovers = Self.number(of: "popovers")
        #expect(korean["스플"]?.postings.map(\.document) == [split])
        // intro-6 has no Korean: its English identifier still finds the Korean page.
        #expect(korean["uisplitviewcontroller"]?.postings.map(\.document).contains(split) == true)
        // Popovers has no Japanese: the Japanese index has its English, title included.
        let japanese = try SearchShardReader.read(Self.index, .japanese)
        let popover = try #require(japanese["popover"]?.postings.first { $0.document == popovers })
        #expect(popover.inTitle && popover.level > 0)
        #expect(japanese["スプ"]?.postings.first?.inTitle == true)
        // English pages do not index translations.
        let english = try SearchShardReader.read(Self.index, .english)
        #expect(english["스플"] == nil && english["split"] != nil)
    }

    /// A page's text is the sum of parts (its own blocks, their English, its title): a term
    /// in several of them is one posting, which keeps the title flag and the text's weight.
    @Test func aTermInSeveralPartsOfAPageIsOnePosting() throws {
        let split = Self.number(of: "split-views")
        for language in SearchFixtures.languages {
            for (term, entry) in try SearchShardReader.read(Self.index, language) {
                let documents = entry.postings.map(\.document)
                #expect(documents == Array(Set(documents)).sorted(), "\(language) \(term)")
            }
        }
        // In the Japanese page's title and text; in the Korean page's English and Korean.
        let japanese = try SearchShardReader.read(Self.index, .japanese)
        let splitView = try #require(japanese["スプ"]?.postings.first { $0.document == split })
        #expect(splitView.inTitle && splitView.level > 0)
        let korean = try SearchShardReader.read(Self.index, .korean)
        #expect(korean["uisplitviewcontroller"]?.postings.filter { $0.document == split }.count == 1)
    }

    /// English that is only markup (no text on the page) gives the Korean page no English to
    /// read: its snippets need the Korean text file alone.
    @Test func englishWithoutTextIsNoTextLanguage() throws {
        let document = Document(id: "markup", title: [.english: "Markup", .korean: "마크업"], sections: [
            Section(id: "intro", blocks: [
                Block(id: "intro-1", kind: .paragraph, text: [.english: "<div></div>", .korean: "한국어 본문입니다"]),
            ]),
        ])
        let index = SearchFixtures.index([document])
        let manifest = try #require(index.files["search/ko/manifest.json"])
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
        #expect(fields["textLanguages"] as? String == "o")
        #expect(index.files["search/text/en/0.json"] == nil)
    }

    @Test func hostileTextIsStoredAsEscapedText() throws {
        let documents = Self.seeds + [SearchFixtures.hostileDocument]
        let index = SearchFixtures.index(documents)
        let number = Self.number(of: "hostile", in: documents)
        let english = try #require(index.files["search/text/en/\(number).json"])
        #expect(!english.contains(UInt8(ascii: "<")) && !english.contains(UInt8(ascii: ">")))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(english)) as? [String: Any])
        let blocks = try #require(decoded["blocks"] as? [[Any]])
        let text = try #require(blocks.first?[3] as? String)
        #expect(text.contains("<img src=x onerror=alert(3)>") && text.contains("<img src=x onerror=alert(4)>"))
        #expect(!text.contains("<script>"))
        let table = try #require(index.files["search/ko/docs/0.json"])
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(table)) as? [String: Any])?["documents"] as? [[Any]])
        #expect(rows[number][1] as? String == "적대적 <img src=x onerror=alert(2)>")
    }

    /// A result's row comes with its text: the first text file its manifest letter names holds
    /// the row of the document table, for every page language and document.
    @Test func theFirstTextFileOfAResultHoldsItsRow() throws {
        var checked = 0
        for language in SearchFixtures.languages {
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(Self.index.files["search/\(language.rawValue)/manifest.json"]!)) as? [String: Any])
            let codes = Array(try #require(manifest["textLanguages"] as? String))
            let perChunk = try #require(manifest["documentsPerChunk"] as? Int)
            let sets = try #require(manifest["textSets"] as? [String: [String]])
            for (number, code) in codes.enumerated() {
                let first: LanguageTag? = switch code {
                case "o", "b": language
                case "e": .english
                default: sets[String(code)].flatMap { $0.first.map(LanguageTag.init(rawValue:)) }
                }
                guard let first else { continue }
                let chunk = try #require(Self.index.files["search/\(language.rawValue)/docs/\(number / perChunk).json"])
                let table = try #require((try JSONSerialization.jsonObject(with: Data(chunk)) as? [String: Any])?["documents"] as? [[Any]])
                let text = try #require(Self.index.files["search/text/\(first.rawValue)/\(number).json"])
                let decoded = try #require(try JSONSerialization.jsonObject(with: Data(text)) as? [String: Any])
                let rows = try #require(decoded["rows"] as? [String: [Any]], "\(language) \(number)")
                let row = try #require(rows[language.rawValue])
                #expect(NSArray(array: row).isEqual(to: table[number % perChunk]), "\(language) \(number)")
                #expect(decoded["blocks"] is [[Any]])
                checked += 1
            }
        }
        // Every document with text: the seeds' lists of languages all have a letter.
        #expect(checked == SearchFixtures.languages.count * Self.seeds.count)
    }

    @Test func statisticsCountWhatWasWritten() throws {
        let statistics = try #require(Self.index.statistics[.korean])
        let written = Self.index.files.filter { $0.key.hasPrefix("search/ko/") }.reduce(0) { $0 + $1.value.count }
        #expect(statistics.indexBytes == written)
        #expect(statistics.indexedTextBytes > Self.index.statistics[.english]!.indexedTextBytes)
        #expect(Self.index.textBytes > 0)
    }
}
