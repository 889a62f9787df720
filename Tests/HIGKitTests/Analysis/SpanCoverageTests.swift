import Foundation
import Testing
@testable import Model
@testable import Analysis
@testable import Report
@testable import Site
@testable import Pipeline

/// A translation aligned 2-1 with blocks between its English blocks that are not English (a
/// paragraph only the Japanese has), as `DocumentAssembler` places them: every stage reads
/// what the translation covers from the one analysis, so the site, the report, the lock and
/// the exports agree.
@Suite struct SpanCoverageTests {
    /// [A (English, Korean covering A and B), X (Japanese only), B (English)].
    static let document = Document(id: "spans", title: [.english: "Spans"], sections: [Section(id: "intro", blocks: [
        Block(id: "intro-1", kind: .paragraph, text: [.english: "Alpha.", .korean: "알파와 베타."], confidence: [.korean: 0.9],
              span: [.korean: 2]),
        Block(id: "intro-2", kind: .paragraph, text: [.japanese: "日本語だけの段落。"]),
        Block(id: "intro-3", kind: .paragraph, text: [.english: "Beta."]),
    ])])

    static var analysis: DocumentAnalysis {
        SiteFixtures.analyses(Corpus(documents: [document]))[0]
    }

    @Test func theTranslationCoversBothEnglishBlocksAndNotTheOneBetween() {
        let blocks = Self.analysis.blocks
        #expect(blocks[0].translation(.korean)?.covers == ["intro-1", "intro-3"])
        #expect(blocks[1].coveredBy.isEmpty)
        #expect(blocks[2].coveredBy == [.korean: "intro-1"])
        let pair = Self.analysis.pairs.first { $0.language == .korean }
        #expect(pair?.english == "Alpha.\n\nBeta.")
    }

    @Test func siteAndReportCountTheSame() throws {
        let coverage = Self.analysis.coverage(in: .korean)
        #expect(coverage.translated == 2 && coverage.englishBlocks == 2 && coverage.missing.isEmpty)
        let site = try SiteFixtures.site(Corpus(documents: [Self.document]))
        let home = try #require(site.text("ko/index.html"))
        #expect(home.contains("title=\"" + StringTable.fill(SiteFixtures.strings("ko")["coverage_detail"]!, ["done": "2", "total": "2"]) + "\""))
        let report = AlignmentReport.make(corpus: Corpus(documents: [Self.document]), lock: nil)
        let korean = try #require(report.document("spans")?.coverage(for: .korean))
        #expect(korean.translated == 2 && korean.englishBlocks == 2)
        #expect(korean.status == .complete)
    }

    @Test func theKoreanPageKeepsTheBlockBetweenAndShowsNoEnglishLeftOver() throws {
        let site = try SiteFixtures.site(Corpus(documents: [Self.document]))
        let page = try #require(site.text("ko/spans/index.html"))
        let spanning = try #require(HTMLProbe.row("intro-1", in: page))
        #expect(spanning.contains("<span class=\"anchor\" id=\"b-intro-3\"></span>"))
        #expect(spanning.contains("<p>Alpha.</p>\n<p>Beta.</p>"))
        // The Japanese paragraph keeps its own row and anchor, shown in Japanese.
        let between = try #require(HTMLProbe.row("intro-2", in: page))
        #expect(between.contains("data-status=\"fallback\"") && between.contains("lang=\"ja\""))
        // B is not a row of its own shown in English as untranslated.
        #expect(!page.contains("<div class=\"pair\" id=\"b-intro-3\""))
        #expect(!page.contains("notice-partial"))
    }

    @Test func theExportUnitNamesBothEnglishBlocks() throws {
        let units = ExportUnit.collect(from: [Self.analysis], languages: [.korean])
        let spanning = try #require(units.first { $0.unitID.contains("..") })
        #expect(spanning.unitID == "intro-1..intro-3")
        #expect(spanning.english == "Alpha.\n\nBeta.")
        #expect(units.first { $0.unitID == "intro-3" }?.coveredLanguages == [.korean])
    }
}
