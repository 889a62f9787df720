import Foundation
import Testing
@testable import CLI

/// A long document's report page stays bounded (issue 11, item 9): a table of a drill-down
/// shows its first rows and says how many there are, in the page's language; the JSON report
/// still has every one.
@Suite struct ReportSizeTests {
    @Test func aLongDrillDownIsCappedAndSaysSo() throws {
        let paragraphs = (0..<1200).map { "Paragraph number \($0) says something short." }
        let content = Fixtures.directory(with: [
            "long.en.md": "# Long\n\n" + paragraphs.joined(separator: "\n\n") + "\n",
            "long.ko.md": "# 긴 문서\n\n첫 문단은 짧은 것을 말합니다.\n",
        ])
        let work = Fixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: work)
        }
        let output = work.appendingPathComponent("Public")
        #expect(CommandLineTool.run(arguments: ["build", "--content", content.path, "--templates", SiteFixtures.templatesDirectory.path,
                                                "--output", output.path], io: .capturing()) == 0)
        for (language, note) in [("en", "The first 500 of 1201 rows; hig report --json lists them all."),
                                 ("ko", "1201개 행 중 처음 500개만 보여 줍니다. 전체 목록은 hig report --json에 있습니다.")] {
            let page = try String(contentsOf: output.appendingPathComponent("\(language)/reports/alignment/long/index.html"), encoding: .utf8)
            #expect(page.components(separatedBy: "<tbody id=").count - 1 == 500, "\(language)")
            #expect(page.contains("<p class=\"report-note\">\(note)</p>"), "\(language)")
            // 500 rows are ~200 kB; all 1,201 were ~460 kB.
            #expect(page.utf8.count < 250_000, "\(language): \(page.utf8.count) bytes")
        }
        let io = CommandIO.capturing()
        _ = CommandLineTool.run(arguments: ["report", content.path, "--format", "json"], io: io)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(io.standardOutput.utf8)) as? [String: Any])
        let documents = try #require(json["documents"] as? [[String: Any]])
        let languages = try #require(documents.first?["languages"] as? [[String: Any]])
        let korean = try #require(languages.first { $0["language"] as? String == "ko" })
        #expect((korean["missing"] as? [String])?.count == 1200, "every missing block in the JSON")
    }
}
