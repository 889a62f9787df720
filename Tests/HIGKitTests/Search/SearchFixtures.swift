import Foundation
@testable import Analysis
@testable import Ingest
@testable import Model
@testable import Render
@testable import Search

/// Corpora the search tests index: the seeds as ingest makes them, and a document whose text
/// tries to be markup; each document analysed and its Markdown made plain as the pipeline does.
enum SearchFixtures {
    static let languages: [LanguageTag] = [.english, .japanese, .korean, .russian]

    static let seedCorpus: Corpus = Ingester().ingest(paths: [Fixtures.contentDirectory.path])

    /// Site-relative page URLs as the site makes them (`ko/split-views/`).
    static let builder = SearchIndexBuilder(languages: languages) { id, language in "\(language.rawValue)/\(id)/" }

    /// Each document as the search step reads it: its analysis and its texts' statistics.
    static func texts(_ documents: [Document]) -> [SearchDocumentText] {
        let analyzer = DocumentAnalyzer(languages: Corpus(documents: documents).languages.filter { $0 != .english })
        return documents.map { document in
            SearchDocumentText(analyzer.analyse(document, statistics: DocumentMarkdown(statisticsOf: document).statistics),
                               statistics: DocumentMarkdown(statisticsOf: document).statistics)
        }
    }

    static func index(_ documents: [Document], builder: SearchIndexBuilder = builder) -> SearchIndex {
        builder.build(texts(documents))
    }

    /// Markup in the title, raw HTML (dropped, as the page drops it), escaped markup and code
    /// (shown as text, as the page shows it), quotes of every kind.
    static let hostileDocument = Document(
        id: "hostile",
        title: [.english: "Hostile <img src=x onerror=alert(1)> \"title\"", .korean: "적대적 <img src=x onerror=alert(2)>"],
        sections: [Section(id: "intro", blocks: [
            Block(id: "intro-1", kind: .paragraph, text: [
                .english: "Popovers &lt;img src=x onerror=alert(3)&gt; and `<img src=x onerror=alert(4)>` with \"double\" and 'single' quotes <script>alert(5)</script>",
                .korean: "팝오버 &lt;img src=x onerror=alert(6)&gt; \"인용\" '따옴표' `<svg onload=alert(7)>` 경고",
            ]),
            Block(id: "intro-2", kind: .paragraph, text: [
                .english: "Quotes \" ' ` < > & close nothing: onerror=\"alert(8)\" javascript:alert(9)",
            ]),
        ])])

    /// Writes every file of `index` under `folder`.
    static func write(_ index: SearchIndex, to folder: URL) throws {
        for (path, bytes) in index.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }
}
