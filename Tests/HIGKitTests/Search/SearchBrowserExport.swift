import Foundation
import Testing
@testable import Ingest
@testable import Model
@testable import Search

/// Not a check of its own: with `HIG_SEARCH_EXPORT=DIR` set, writes what the browser suite's
/// search checks (`Tests/browser/search/run`) compare the page script with: `tokens.json`
/// (Swift's tokens for the edge cases, every paragraph of the seeds and of the bench sample
/// named by `HIG_SEARCH_BENCH`), and the indexes the Swift builder makes of those corpora.
@Suite struct SearchBrowserExport {
    static let output = ProcessInfo.processInfo.environment["HIG_SEARCH_EXPORT"]
    static let bench = ProcessInfo.processInfo.environment["HIG_SEARCH_BENCH"]

    @Test(.enabled(if: output != nil, "only for Tests/browser/search/run"))
    func export() throws {
        let folder = URL(fileURLWithPath: try #require(Self.output))
        var cases: [SearchEdgeCases.Case] = SearchEdgeCases.all
        for name in Fixtures.seeds.keys.sorted() {
            let language = LanguageTag(String(name.split(separator: ".").dropFirst().first ?? "en"))
            cases += Self.paragraphs(Fixtures.seed(name)).map { SearchEdgeCases.Case(text: $0, language: language) }
        }
        if let bench = Self.bench {
            for path in try FileManager.default.contentsOfDirectory(atPath: bench).sorted() where path.hasSuffix(".md") {
                let text = try String(contentsOfFile: bench + "/" + path, encoding: .utf8)
                let language = LanguageTag(String(path.split(separator: ".").dropLast().last ?? "en"))
                cases += Self.paragraphs(text).map { SearchEdgeCases.Case(text: $0, language: language) }
            }
        }
        let tokenizer = SearchTokenizer()
        let rows: [[String: Any]] = cases.map { item in
            ["text": item.text, "lang": item.language.rawValue,
             "tokens": tokenizer.tokens(in: item.text).map {
                 ["term": $0.term, "kind": $0.kind.rawValue, "start": $0.start, "end": $0.end] as [String: Any]
             }]
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys]).write(to: folder.appendingPathComponent("tokens.json"))

        try SearchFixtures.write(SearchFixtures.index(SearchFixtures.seedCorpus.documents), to: folder.appendingPathComponent("seeds"))
        try SearchFixtures.write(SearchFixtures.index(SearchFixtures.seedCorpus.documents + [SearchFixtures.hostileDocument]),
                                 to: folder.appendingPathComponent("hostile"))
        if let bench = Self.bench {
            let corpus = Ingester().ingest(paths: [bench])
            try SearchFixtures.write(SearchFixtures.index(corpus.documents), to: folder.appendingPathComponent("bench"))
            try JSONSerialization.data(withJSONObject: Self.titleQueries(corpus.documents), options: [.sortedKeys])
                .write(to: folder.appendingPathComponent("bench-queries.json"))
        }
    }

    /// For the bench corpus, whose text is generated: each document whose title in a language
    /// no other document shares is a query that must find it first, in that language's index.
    static func titleQueries(_ documents: [Document]) -> [[String: String]] {
        var queries: [[String: String]] = []
        for language in SearchFixtures.languages {
            var count: [String: Int] = [:]
            for document in documents { if let title = document.title[language] { count[title, default: 0] += 1 } }
            for document in documents.sorted(by: { $0.id < $1.id }) {
                guard let title = document.title[language], count[title] == 1 else { continue }
                queries.append(["lang": language.rawValue, "query": title, "doc": document.id])
            }
        }
        return queries
    }

    /// Paragraphs as the files have them (blank-line separated), whatever ingest makes of them.
    static func paragraphs(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
