import Foundation
import Testing
@testable import Model
@testable import Ingest
@testable import Analysis
@testable import CLI
@testable import Pipeline
@testable import Report
@testable import Site

/// Shared by the report and export tests: seed corpora, temporary copies of Content/, and a
/// way to run `hig` commands in-process.
enum ReportFixtures {
    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `hig <arguments>` in-process with captured output.
    static func hig(_ arguments: [String]) -> Run {
        let io = CommandIO.capturing()
        let status = CommandLineTool.run(arguments: arguments, io: io)
        return Run(status: status, out: io.standardOutput, err: io.standardError)
    }

    static func seedCorpus() -> Corpus {
        Ingester().ingest(paths: [Fixtures.contentDirectory.path])
    }

    /// A temporary directory holding the seeds plus `extra` files, with `edits` applied to the
    /// seeds (file name → (old, new) replacements that must each match once).
    static func content(extra: [String: String] = [:], edits: [String: [(String, String)]] = [:]) throws -> URL {
        var files = Fixtures.seeds
        for (name, replacements) in edits {
            var text = try #require(files[name], "no seed \(name)")
            for (old, new) in replacements {
                try #require(text.components(separatedBy: old).count == 2, "'\(old.prefix(40))' occurs once in \(name)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            files[name] = text
        }
        files.merge(extra) { $1 }
        return Fixtures.directory(with: files)
    }

    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.components(separatedBy: old).count == 2, "'\(old.prefix(40))' occurs once in \(file.lastPathComponent)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    static func report(_ directory: URL, lock: TranslationLock? = nil, languages: [LanguageTag]? = nil) -> (Corpus, AlignmentReport) {
        let corpus = Ingester().ingest(paths: [directory.path])
        return (corpus, AlignmentReport.make(corpus: corpus, lock: lock, options: .init(languages: languages)))
    }

    /// The report's pages in one language of the site the pipeline makes of `corpus`, by path:
    /// the overview, then the drill-downs.
    static func pages(_ corpus: Corpus, language: LanguageTag) throws -> [(path: String, html: String)] {
        let site = try SiteFixtures.site(corpus)
        return site.paths.filter { $0.hasPrefix("\(language)/reports/alignment/") }.map { ($0, site.text($0)!) }
    }

    /// The paragraph of a seed's text that starts with `prefix`.
    static func paragraph(_ seed: String, startingWith prefix: String) throws -> String {
        let paragraphs = SeedVariants.paragraphs(Fixtures.seed(seed))
        return try #require(paragraphs.first { $0.hasPrefix(prefix) }, "no paragraph starting '\(prefix)' in \(seed)")
    }
}

extension AlignmentReport {
    func document(_ id: String) -> DocumentReport? { documents.first { $0.documentID == id } }

    func problems(_ kind: ProblemKind) -> [ReportProblem] { problems.filter { $0.kind == kind } }
}

extension Document {
    /// The content block whose English starts with `prefix`.
    func reportBlock(englishStartingWith prefix: String) -> Block? {
        allBlocks.first { $0.text[.english]?.hasPrefix(prefix) == true }
    }
}

extension ExportUnit {
    /// The units of `corpus` analysed for `languages`, as `hig export` collects them.
    static func collect(from corpus: Corpus, languages: [LanguageTag]) -> [ExportUnit] {
        collect(from: ReportRecipe.analyse(corpus, languages: languages).analyses, languages: languages)
    }
}
