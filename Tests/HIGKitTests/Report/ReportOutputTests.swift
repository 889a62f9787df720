import Foundation
import Testing
@testable import Ingest
@testable import Analysis
@testable import Report
@testable import Site

/// The three output formats: deterministic, in the documented shape, and safe with hostile
/// content.
@Suite struct ReportOutputTests {
    /// A Markdown pair whose text tries to inject markup into the HTML report.
    static let hostile: [String: String] = [
        "hostile.en.md": "# Hostile\n\nClick <script>alert(1)</script> or [this](javascript:alert(2)) & \"quote\" 'it'. See Auto Layout for <b>details</b>.\n",
        "hostile.ko.md": "# 적대적\n\n<script>alert(1)</script> 또는 [이것](javascript:alert(2))을 클릭하세요 & \"따옴표\". <img src=x onerror=alert(3)>\n",
    ]

    @Test func everyFormatIsByteIdenticalAcrossRuns() throws {
        let directory = try ReportFixtures.content(extra: Self.hostile)
        for format in ["text", "json", "html"] {
            let first = ReportFixtures.hig(["report", directory.path, "--format", format, "--quiet"])
            let second = ReportFixtures.hig(["report", directory.path, "--format", format, "--quiet"])
            #expect(first.status == 0)
            #expect(!first.out.isEmpty)
            #expect(first.out == second.out, "\(format)")
        }
        let corpus = Ingester().ingest(paths: [directory.path])
        let pages = try ReportFixtures.pages(corpus, language: .korean)
        #expect(pages.map(\.html) == (try ReportFixtures.pages(corpus, language: .korean)).map(\.html))
    }

    @Test func textOutputHasTheTablesProblemsAndSummary() throws {
        let report = AlignmentReport.make(corpus: ReportFixtures.seedCorpus(), lock: nil)
        let text = ReportTextFormatter.format(report, colour: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!text.contains("\u{1B}"))
        #expect(lines.contains { $0.hasPrefix("DOCUMENT     LANG  STATUS") })
        let rows = lines.map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["split-views", "ru", "complete", "6", "6", "100%", "0", "0", "0", "0", "0", "Split", "Views"]))
        #expect(rows.contains(["split-views", "ko", "partial", "6", "5", "83.3%", "1", "0", "0", "1", "0", "Split", "Views"]))
        #expect(rows.contains(["tables", "ko", "translation-only", "0", "0", "-", "0", "13", "0", "0", "0", "Tables"]))
        // Problems as compilers print them, so editors can jump to the line.
        for problem in report.problems {
            #expect(lines.contains(problem.diagnostic.description))
        }
        // The seed corpus is read from an absolute path: the location is its file and line.
        #expect(lines.contains { $0.hasSuffix("/split-views.ko.txt:5: error: name 'Auto Layout' from the English is not in the ko text [anchor-missing]") })
        #expect(lines.contains { $0.hasPrefix("    only in ") && $0.hasSuffix(": For related guidance, see Auto Layout.") })
        #expect(lines.contains { $0.hasPrefix("LANG  DOCS  COMPLETE") })
        #expect(lines.last { !$0.isEmpty } == report.summary)
        // Every row of the table ends its right-aligned WARNINGS column at the same place.
        let table = lines.drop { !$0.hasPrefix("DOCUMENT") }.prefix { !$0.isEmpty }
        let header = try #require(table.first)
        let end = DisplayWidth.of(String(header[..<header.range(of: "WARNINGS")!.upperBound]))
        for row in table.dropFirst() {
            let head = String(row.unicodeScalars.prefix(end).map(Character.init))
            #expect(head.last?.isNumber == true && row.dropFirst(head.count).hasPrefix("  "), "\(row)")
        }

        let coloured = ReportTextFormatter.format(report, colour: true)
        #expect(coloured.contains("\u{1B}[31merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32mcomplete"))
    }

    @Test func translationsWithoutTheirEnglishAreListedInEveryFormat() throws {
        // The seeds' Tables and Popovers come as Korean texts alone; Split Views has its English.
        let report = AlignmentReport.make(corpus: ReportFixtures.seedCorpus(), lock: nil)
        #expect(report.unmatchedTranslations.map(\.documentID) == ["popovers", "tables"])
        #expect(report.unmatchedTranslations.allSatisfy { $0.languages == [.korean] && !$0.reason.isEmpty })
        let text = ReportTextFormatter.format(report, colour: false)
        let section = try #require(text.components(separatedBy: "TRANSLATIONS WITHOUT AN ENGLISH DOCUMENT\n").last)
        let rows = section.split(separator: "\n").prefix(3).map { $0.split(separator: " ").prefix(3).map(String.init) }
        #expect(rows.dropFirst().map { [($0[0] as NSString).lastPathComponent, $0[1], $0[2]] }
                == [["popovers.ko.txt", "ko", "popovers"], ["tables.ko.txt", "ko", "tables"]])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(ReportJSON.encode(report))) as? [String: Any])
        let unmatched = try #require(root["unmatchedTranslations"] as? [[String: Any]])
        #expect(unmatched.map { $0["document"] as? String } == ["popovers", "tables"])
        #expect(unmatched.allSatisfy { Set($0.keys) == ["path", "languages", "document", "reason"] })
        let overview = try #require(try ReportFixtures.pages(ReportFixtures.seedCorpus(), language: .korean)
            .first { $0.path == "ko/reports/alignment/index.html" })
        #expect(overview.html.contains("report-unmatched"))
        #expect(overview.html.contains("tables.ko.txt</code>"))
        // With its English beside it, a translation is not listed.
        let english = Fixtures.ingest(["tables.en.md": "# Tables\n\nA table presents data as a scrolling, single-column list of rows.\n",
                                       "tables.ko.md": "# 테이블\n\n테이블은 데이터를 스크롤되는 단일 열의 행 목록으로 표시합니다.\n"])
        #expect(AlignmentReport.make(corpus: english, lock: nil).unmatchedTranslations.isEmpty)
    }

    @Test func columnsLineUpWithWideCharacters() {
        var table = TextTable([("TITLE", .left), ("N", .right), ("END", .left)])
        table.add([.init("스플릿 뷰"), .init("12"), .init("x")])
        table.add([.init("Split Views"), .init("3"), .init("y")])
        table.add([.init("スプリットビュー"), .init("100"), .init("z")])
        let lines = table.render(colour: false).split(separator: "\n").map(String.init)
        // The last column starts at the same display column on every line.
        let starts = lines.map { line -> Int in
            let head = line.dropLast(line.hasSuffix("END") ? 3 : 1)
            return DisplayWidth.of(String(head))
        }
        #expect(Set(starts).count == 1, "\(lines)")
        #expect(DisplayWidth.of("スプリットビュー") == 16 && DisplayWidth.of("Split") == 5 && DisplayWidth.of("é") == 1)
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let directory = try ReportFixtures.content(extra: ReportCheckTests.checklist)
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--quiet"]).status == 0)
        try ReportFixtures.edit(directory.appendingPathComponent("split-views.ko.txt"),
                                replacing: StaleTranslationTests.oldSentence, with: StaleTranslationTests.newSentence)
        let run = ReportFixtures.hig(["report", directory.path, "--format", "json", "--quiet"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["schema", "version", "summary", "languages", "stalenessChecked", "thresholds",
                                   "lengthRatios", "totals", "unmatchedTranslations", "brokenLinks", "documents"])
        #expect(root["brokenLinks"] as? [Any] != nil)
        #expect(root["schema"] as? String == "hig-alignment-report" && root["version"] as? Int == 1)
        #expect(root["stalenessChecked"] as? Bool == true)
        let languages = try #require(root["languages"] as? [String])
        #expect(languages == ["ja", "ko", "ru"])
        let ratios = try #require(root["lengthRatios"] as? [String: [String: Any]])
        for (_, fit) in ratios { #expect(Set(fit.keys) == ["pairs", "median", "spread"]) }
        for total in try #require(root["totals"] as? [[String: Any]]) {
            #expect(Set(total.keys) == ["language", "documents", "completeDocuments", "englishBlocks", "translated", "coverage",
                                        "missing", "extra", "notes", "errors", "warnings", "stale"])
        }
        var seenKinds = Set<String>()
        for document in try #require(root["documents"] as? [[String: Any]]) {
            #expect(Set(document.keys) == ["id", "title", "variants", "languages"])
            var problems = try #require(document["variants"] as? [[String: Any]])
            for entry in try #require(document["languages"] as? [[String: Any]]) {
                #expect(Set(entry.keys) == ["language", "status", "englishBlocks", "translated", "coverage", "missing", "extra", "notes", "problems"])
                #expect(CoverageStatus(rawValue: entry["status"] as! String) != nil)
                #expect(entry["coverage"] is NSNull || entry["coverage"] is Double || entry["coverage"] is Int)
                #expect(entry["missing"] is [String] && entry["extra"] is [String] && entry["notes"] is [String])
                problems += try #require(entry["problems"] as? [[String: Any]])
            }
            for problem in problems {
                let kind = try #require(ProblemKind(rawValue: problem["id"] as! String))
                seenKinds.insert(kind.rawValue)
                let common: Set<String> = ["id", "severity", "document", "section", "block", "language", "message", "location", "locations"]
                let detailKey: String? = switch kind {
                case .anchorMissing: "anchors"
                case .lengthRatio: "lengthRatio"
                case .stale: "englishChange"
                case .sourceVariant: "sentences"
                case .structureMismatch: "structure"
                case .lowConfidence, .untranslatedEnglish: nil
                }
                #expect(Set(problem.keys) == common.union(detailKey.map { [$0] } ?? []), "\(kind)")
                #expect(problem["severity"] as? String == kind.severity.rawValue)
                #expect(problem["location"] is String)
                #expect(problem["block"] is String || (kind == .structureMismatch && problem["block"] is NSNull))
                if kind == .stale, problem["document"] as? String == "split-views" {
                    let change = try #require(problem["englishChange"] as? [String: Any])
                    #expect((change["diff"] as? String)?.hasPrefix("[-Persistently-]{+Always+}") == true)
                    let segments = try #require(change["segments"] as? [[String: String]])
                    #expect(segments.allSatisfy { ["same", "removed", "added"].contains($0["op"]!) })
                }
            }
        }
        // The checklist brings the Markdown-pair problems; the aligner may add low-confidence
        // or length-ratio ones for it depending on calibration, which the schema also covers.
        #expect(seenKinds.isSuperset(of: ["anchor-missing", "source-variant", "stale", "structure-mismatch", "untranslated-english"]))
    }

    @Test func standalonePageIsACompleteDocumentThatEscapesContent() throws {
        let directory = try ReportFixtures.content(extra: Self.hostile)
        let run = ReportFixtures.hig(["report", directory.path, "--format", "html", "--quiet"])
        let html = run.out
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(html.contains("<style>") && html.contains(".inset-grouped"))
        #expect(html.hasSuffix("</html>\n"))
        // The content's markup appears only as text.
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(3)&gt;"))
        #expect(!html.contains("href=\"javascript"))
        // Each document has its section, linked from the overview.
        for id in ["popovers", "split-views", "tables", "hostile"] {
            #expect(html.contains("<section class=\"report-document\" id=\"doc-\(id)\">"))
            #expect(html.contains("href=\"#doc-\(id)\""))
        }
        // Ids are unique on the one page.
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    @Test func sitePagesUseTheSharedTableClassesAndTheStringTable() throws {
        let corpus = ReportFixtures.seedCorpus()
        let korean = SiteFixtures.strings("ko")
        let pages = try ReportFixtures.pages(corpus, language: .korean)
        #expect(pages.map(\.path) == ["ko/reports/alignment/index.html", "ko/reports/alignment/popovers/index.html",
                                      "ko/reports/alignment/split-views/index.html", "ko/reports/alignment/tables/index.html"])
        let overview = pages[0].html
        #expect(overview.contains("<title>\(korean["report_title"]!) – \(korean["site_title"]!)</title>"))
        #expect(overview.contains("<article class=\"report\">\n<h1>\(korean["report_title"]!)</h1>"))
        #expect(overview.contains("<ul class=\"table-view inset-grouped report-totals\">\n<li class=\"cell value1\"><span class=\"cell-title\">\(korean["lang_ja"]!) (ja)</span>"))
        #expect(overview.contains("<span class=\"cell-title\">\(korean["lang_ko"]!) (ko)</span><span class=\"cell-detail\">85.7% · 6/7"))
        #expect(overview.contains("<table class=\"data-table inset-grouped report-coverage\">"))
        #expect(overview.contains("<li class=\"cell subtitle\"><a href=\"split-views/\">"))
        #expect(overview.contains("83.3% <span class=\"status\">\(korean["coverage_partial"]!)</span>"))

        // The drill-down shows the flagged pair side by side, with the problem below it.
        let splitViews = pages[2].html
        #expect(splitViews.contains("<title>" + StringTable.fill(korean["report_document_title"]!, ["title": "Split Views"])))
        let first = try #require(corpus.document(id: "split-views")?.allBlocks.first)
        #expect(splitViews.contains("<p class=\"report-back\"><a href=\"../\">"))
        let row = try #require(splitViews.components(separatedBy: "<tbody id=\"ko-b-\(first.id)\">").dropFirst().first)
        let englishCell = try #require(row.range(of: "<td lang=\"en\">"))
        let koreanCell = try #require(row.range(of: "<td lang=\"ko\">"))
        #expect(englishCell.lowerBound < koreanCell.lowerBound)
        #expect(row.contains("href=\"../../../split-views/#b-\(first.id)\""))
        #expect(row.contains("For related guidance, see Auto Layout."))
        #expect(row.contains("data-problem=\"anchor-missing\""))
        // The variant: the two English sources side by side.
        #expect(splitViews.contains("<table class=\"data-table inset-grouped side-by-side report-variants\">"))
    }

    @Test func staleEnglishIsShownAsDeletionsAndInsertions() throws {
        let directory = try ReportFixtures.content()
        #expect(ReportFixtures.hig(["report", directory.path, "--accept", "--quiet"]).status == 0)
        try ReportFixtures.edit(directory.appendingPathComponent("split-views.ko.txt"),
                                replacing: StaleTranslationTests.oldSentence, with: StaleTranslationTests.newSentence)
        let html = ReportFixtures.hig(["report", directory.path, "--format", "html", "--quiet"]).out
        #expect(html.contains("<del>Persistently</del> <ins>Always</ins> highlight the <del>active</del> <ins>current</ins> selection"))
    }
}
