import Foundation
import Testing
@testable import Model
@testable import Analysis
@testable import Pipeline

/// Accepting translations into the lock file, then changing the English in a temporary copy of
/// Content/: the pairs whose translation did not change are stale, with a word diff, until
/// accepted again.
@Suite struct StaleTranslationTests {
    static let oldSentence = "Persistently highlight the active selection in the primary pane."
    static let newSentence = "Always highlight the current selection in the primary pane."

    @Test func editedEnglishMakesUnchangedTranslationsStaleUntilAcceptedAgain() throws {
        let directory = try ReportFixtures.content()
        let lockPath = directory.appendingPathComponent("hig.lock").path
        let accepted = ReportFixtures.hig(["report", directory.path, "--accept", "--quiet", "--format", "json"])
        #expect(accepted.status == 0)
        #expect(accepted.err.contains("accepted 17 translation pairs (ja, ko, ru) into \(lockPath)"))
        #expect(FileManager.default.fileExists(atPath: lockPath))
        #expect(!accepted.out.contains("\"id\": \"stale\""))

        // The English of the third paragraph changes in the Korean file, which holds the
        // English every translation is aligned to; no translation changes.
        try ReportFixtures.edit(directory.appendingPathComponent("split-views.ko.txt"), replacing: Self.oldSentence, with: Self.newSentence)
        let lock = try #require(try TranslationLock.load(path: lockPath))
        let (corpus, report) = ReportFixtures.report(directory, lock: lock)
        let block = try #require(corpus.document(titled: "Split Views")?.reportBlock(englishStartingWith: "Always highlight"))
        let stale = report.problems(.stale)
        #expect(stale.map(\.blockID) == [block.id, block.id, block.id])
        #expect(Set(stale.map(\.language)) == [.japanese, .korean, .russian])
        for problem in stale {
            #expect(problem.severity == .error)
            #expect(problem.primaryLocation == block.locations[problem.language])
            guard case .englishChange(let diff) = problem.detail else {
                Issue.record("no diff for \(problem.language)")
                continue
            }
            #expect(diff.segments.prefix(4) == [.removed("Persistently"), .added("Always"), .same("highlight the"), .removed("active")])
            #expect(diff.plainText.hasPrefix("[-Persistently-]{+Always+} highlight the [-active-]{+current+} selection in the primary pane. Although"))
        }
        // The site marks the same blocks stale, in every language.
        var pipeline = SitePipeline(configuration: .init(content: directory.path, templates: SiteFixtures.templatesDirectory.path))
        let site = try pipeline.build().site
        for problem in stale {
            let page = try #require(site.text("\(problem.language)/split-views/index.html"))
            #expect(try #require(HTMLProbe.row(block.id, in: page)).contains("data-status=\"stale\""))
        }
        #expect(report.totals.allSatisfy { $0.stale == 1 })

        // Through the command line: the text output shows the diff; --strict fails.
        let text = ReportFixtures.hig(["report", directory.path, "--quiet", "--lang", "ru", "--strict"])
        #expect(text.status == 1)
        #expect(text.out.contains("error: the English changed since this ru translation was accepted [stale]"))
        #expect(text.out.contains("    English now: [-Persistently-]{+Always+} highlight the [-active-]{+current+} selection"))
        #expect(text.err.contains("hig report: --strict: the report has 1 error-severity problem\n"))

        // Accepting again clears it.
        let again = ReportFixtures.hig(["report", directory.path, "--quiet", "--lang", "ru", "--strict", "--accept"])
        #expect(again.status == 0, "\(again.out)")
        #expect(!again.out.contains("[stale]"))
        // Only Russian was accepted: Korean and Japanese are still stale.
        let rest = ReportFixtures.report(directory, lock: try TranslationLock.load(path: lockPath)).1
        #expect(Set(rest.problems(.stale).map(\.language)) == [.japanese, .korean])
    }

    @Test func aRetranslatedPairIsNotStale() throws {
        let directory = try ReportFixtures.content()
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--quiet"]).status == 0)
        let file = directory.appendingPathComponent("split-views.ko.txt")
        try ReportFixtures.edit(file, replacing: Self.oldSentence, with: Self.newSentence)
        // The Korean translator follows the change.
        try ReportFixtures.edit(file, replacing: "기본 창에서 활성화된 선택 항목을", with: "기본 창에서 현재 선택 항목을 항상")
        let lock = try TranslationLock.load(path: directory.appendingPathComponent("hig.lock").path)
        let report = ReportFixtures.report(directory, lock: lock).1
        #expect(Set(report.problems(.stale).map(\.language)) == [.japanese, .russian])
    }

    /// Entries are found by translation hash, so a paragraph inserted above (which renumbers
    /// every block below it) does not make the translations below stale.
    @Test func renumberedBlocksAreNotStale() throws {
        let directory = try ReportFixtures.content()
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--quiet"]).status == 0)
        let second = try ReportFixtures.paragraph("split-views.ko.txt", startingWith: "Choose a split-view layout")
        try ReportFixtures.edit(directory.appendingPathComponent("split-views.ko.txt"), replacing: second,
                                with: "Use split views for content with a clear hierarchy. Keep the primary pane focused on navigation.\n\n스플릿뷰는 계층이 분명한 콘텐츠에 사용하십시오. 기본 창은 탐색에 집중하십시오.\n\n" + second)
        let lock = try TranslationLock.load(path: directory.appendingPathComponent("hig.lock").path)
        let (corpus, report) = ReportFixtures.report(directory, lock: lock)
        let inserted = try #require(corpus.document(titled: "Split Views")?.reportBlock(englishStartingWith: "Use split views"))
        let moved = try #require(corpus.document(titled: "Split Views")?.reportBlock(englishStartingWith: "Choose a split-view"))
        #expect(inserted.text[.korean] != nil && moved.id != "intro-2", "the blocks below were renumbered")
        #expect(report.problems(.stale).isEmpty)
    }

    @Test func lockFileIsDeterministicSortedAndOnePairPerLine() throws {
        let directory = try ReportFixtures.content()
        let lockURL = directory.appendingPathComponent("hig.lock")
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--quiet"]).status == 0)
        let first = try Data(contentsOf: lockURL)
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--quiet"]).status == 0)
        #expect(try Data(contentsOf: lockURL) == first)

        let text = String(decoding: first, as: UTF8.self)
        let pairLines = text.split(separator: "\n").filter { $0.hasPrefix("    {") }
        let root = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        let pairs = try #require(root["pairs"] as? [[String: Any]])
        #expect(pairLines.count == pairs.count && pairs.count == 17)
        #expect(root["version"] as? Int == 1 && root["hash"] as? String == "sha256")

        let corpus = ReportFixtures.seedCorpus()
        var keys: [BlockKey] = []
        for (line, pair) in zip(pairLines, pairs) {
            // Keys in sorted order within each line.
            let keyOrder = ["block", "document", "english", "englishText", "language", "translation"]
            let positions = keyOrder.map { line.range(of: "\"\($0)\":")!.lowerBound }
            #expect(positions == positions.sorted())
            let document = try #require(corpus.document(id: pair["document"] as! String))
            let block = try #require(document.allBlocks.first { $0.id == pair["block"] as! String })
            let language = LanguageTag(pair["language"] as! String)
            #expect(pair["englishText"] as? String == block.text[.english])
            #expect(pair["english"] as? String == SHA256.hex(block.text[.english]!))
            #expect(pair["translation"] as? String == SHA256.hex(block.text[language]!))
            keys.append(BlockKey(documentID: document.id, blockID: block.id, language: language))
        }
        #expect(keys == keys.sorted())
    }

    @Test func aDamagedLockFileIsAnErrorNamingTheFile() throws {
        let directory = try ReportFixtures.content()
        let lock = directory.appendingPathComponent("hig.lock")
        try Data("{\"pairs\": [".utf8).write(to: lock)
        let run = ReportFixtures.hig(["report", directory.path, "--quiet"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(lock.path): error: not valid JSON"))

        try Data("{\"format\": \"hig-translation-lock\", \"version\": 1, \"pairs\": [{\"document\": \"x\"}]}".utf8).write(to: lock)
        let missing = ReportFixtures.hig(["report", directory.path, "--quiet"])
        #expect(missing.status == 1)
        #expect(missing.err.contains("pair 1 lacks one of document, block, language"))
    }

    @Test func lockPathDefaultsToTheContentDirectoryOrBesideTheFile() throws {
        let directory = try ReportFixtures.content()
        #expect(TranslationLock.defaultPath(for: [directory.path]) == directory.appendingPathComponent("hig.lock").path)
        let file = directory.appendingPathComponent("popovers.ko.txt").path
        #expect(TranslationLock.defaultPath(for: [file, directory.path]) == directory.appendingPathComponent("hig.lock").path)
        let custom = directory.appendingPathComponent("elsewhere.lock").path
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--lock", custom, "--quiet"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: custom))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("hig.lock").path))
    }

    @Test func whiteSpaceChangesAreNotChanges() {
        #expect(TranslationLock.hash("A  split\nview\u{A0}manages ") == TranslationLock.hash("A split view manages"))
        #expect(TranslationLock.hash("A split view") != TranslationLock.hash("A split views"))
    }
}
