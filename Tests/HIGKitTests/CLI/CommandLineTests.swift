import Foundation
import Testing
@testable import CLI

/// The `hig` command line, run in process with captured output.
@Suite struct CommandLineTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let io = CommandIO.capturing()
        let status = CommandLineTool.run(arguments: arguments, io: io)
        return (status, io.standardOutput, io.standardError)
    }

    @Test func rootHelpListsEveryCommand() {
        let result = run(["--help"])
        #expect(result.status == 0)
        for command in CommandLineTool.commands {
            #expect(result.out.contains("  \(command.spec.name)"), "\(command.spec.name) listed")
        }
    }

    @Test func everyCommandHasHelp() {
        for command in CommandLineTool.commands {
            for flag in ["--help", "-h"] {
                let result = run([command.spec.name, flag])
                #expect(result.status == 0)
                #expect(result.out.hasPrefix("OVERVIEW: "))
                #expect(result.out.contains("USAGE: hig \(command.spec.name)"))
                #expect(result.out.contains("--help"))
            }
        }
    }

    @Test func usageErrorsExitWith64() {
        #expect(run([]).status == 64)
        let unknownCommand = run(["frobnicate"])
        #expect(unknownCommand.status == 64 && unknownCommand.err.contains("unknown command 'frobnicate'"))
        let unknownOption = run(["ingest", "--frobnicate"])
        #expect(unknownOption.status == 64 && unknownOption.err.contains("unknown option '--frobnicate'"))
        #expect(run(["ingest", "--json=yes"]).status == 64)
    }

    @Test func ingestJSONFollowsTheContract() throws {
        let result = run(["ingest", Fixtures.contentDirectory.path, "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["languages"] as? [String] == ["en", "ja", "ko", "ru"])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["id"] as? String } == ["popovers", "split-views", "tables"])
        let splitViews = documents[1]
        #expect((splitViews["title"] as? [String: String]) == ["en": "Split Views", "ja": "スプリットビュー"])
        let sources = try #require(splitViews["sources"] as? [[String: Any]])
        #expect(sources.allSatisfy { ($0["path"] as? String)?.hasPrefix(Fixtures.contentDirectory.path + "/") == true })
        #expect(sources.contains { ($0["url"] as? String)?.hasPrefix("https://developer.apple.com/") == true })
        let sections = try #require(splitViews["sections"] as? [[String: Any]])
        let first = try #require((sections.first?["blocks"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "paragraph")
        let text = try #require(first["text"] as? [String: String])
        #expect(Set(text.keys) == ["en", "ja", "ko", "ru"])
        let confidence = try #require(first["confidence"] as? [String: Double])
        #expect(Set(confidence.keys) == ["ja", "ko", "ru"])
        #expect(confidence.values.allSatisfy { (0...1).contains($0) })
    }

    @Test func ingestOutputIsByteIdenticalAcrossRuns() {
        let first = run(["ingest", Fixtures.contentDirectory.path, "--json", "--pretty"])
        let second = run(["ingest", Fixtures.contentDirectory.path, "--json", "--pretty"])
        #expect(first.out == second.out && !first.out.isEmpty)
    }

    @Test func diagnosticsGoToStandardErrorAndErrorsFailTheCommand() {
        let directory = Fixtures.directory(withBytes: [
            "good.txt": Array(Fixtures.seed("popovers.ko.txt").utf8),
            "bad.txt": Array("Title\n\nbroken \u{FF}".utf8).map { $0 == 0xC3 ? 0xFF : $0 },
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run(["ingest", directory.path, "--json"])
        #expect(result.status == 1)
        #expect(result.err.contains("\(directory.path)/bad.txt:3: error: invalid UTF-8"))
        #expect(result.out.contains("\"popovers\""), "good files still reach stdout")
        // --quiet hides warnings, never the error that makes the status 1.
        let quiet = run(["ingest", directory.path, "--json", "--quiet"])
        #expect(quiet.status == 1)
        #expect(quiet.err == "\(directory.path)/bad.txt:3: error: invalid UTF-8 (byte 0xFF at column 8); save the file as UTF-8 [invalid-utf8]\nhig ingest: 0 warnings, 1 error\n")
    }

    @Test func summaryWithoutJSON() {
        let result = run(["ingest", Fixtures.contentDirectory.path])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("3 documents, languages: en, ja, ko, ru"))
        #expect(result.out.contains("split-views: Split Views"))
    }
}
