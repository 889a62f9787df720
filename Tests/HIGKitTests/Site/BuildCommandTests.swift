import Foundation
import Testing
@testable import CLI

@Suite struct BuildCommandTests {
    /// A bad input file is reported with its path and makes the exit status 1, but the good
    /// files are still built into a whole site.
    @Test func badInputIsReportedAndTheRestIsBuilt() throws {
        var files = Fixtures.seeds.mapValues { Array($0.utf8) }
        files["broken.txt"] = [0x66, 0x6F, 0xFF, 0xFE, 0x00, 0x01, 0x80]
        let content = Fixtures.directory(withBytes: files)
        let work = Fixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: work)
        }
        let output = work.appendingPathComponent("site").path
        let io = CommandIO.capturing()
        let status = CommandLineTool.run(arguments: ["build", "--content", content.path, "--templates", SiteFixtures.templatesDirectory.path,
                                                     "--output", output, "--base-url", "https://hig.example.org/docs/"], io: io)
        #expect(status == 1)
        #expect(io.standardError.contains("\(content.path)/broken.txt"))
        #expect(io.standardError.contains(": error: "))
        // The bad file adds nothing: the same pages as the seed site.
        #expect(io.standardError.contains("Built \(SiteFixtures.seedSite.pageCount) pages in 4 languages (en, ja, ko, ru) from 3 documents into \(output)"))
        #expect(io.standardOutput.isEmpty)
        let page = try String(contentsOfFile: output + "/ko/split-views/index.html", encoding: .utf8)
        #expect(page.contains("<link rel=\"canonical\" href=\"https://hig.example.org/docs/ko/split-views/\">"))
        let notFound = try String(contentsOfFile: output + "/404.html", encoding: .utf8)
        #expect(notFound.contains("href=\"/docs/assets/site."))
    }

    @Test func usageErrorsExit64() {
        for arguments in [["build", "Content"], ["build", "--base-url", "localhost"], ["build", "--colour"]] {
            let io = CommandIO.capturing()
            #expect(CommandLineTool.run(arguments: arguments, io: io) == 64, "\(arguments)")
            #expect(!io.standardError.isEmpty)
        }
        let help = CommandIO.capturing()
        #expect(CommandLineTool.run(arguments: ["build", "--help"], io: help) == 0)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(help.standardOutput.contains("--base-url <URL>"))
    }
}
