import Foundation
import Testing
@testable import Analysis

/// `hig report` and `hig export` as a user runs them: help, usage errors, exit status.
@Suite struct ReportCommandTests {
    @Test(arguments: ["report", "export"])
    func helpDescribesTheCommand(command: String) {
        let run = ReportFixtures.hig([command, "--help"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("OVERVIEW: "))
        #expect(run.out.contains("\nUSAGE: hig \(command) [PATH ...]"))
        #expect(run.out.contains("\nOPTIONS:\n") && run.out.contains("--format <format>") && run.out.contains("--lang <lang>"))
        #expect(ReportFixtures.hig(["help", command]).out == run.out)
        #expect(ReportFixtures.hig(["--help"]).out.contains("\n  \(command)"))
    }

    @Test func reportHelpListsEveryProblemIdAndTheExitStatus() {
        let help = ReportFixtures.hig(["report", "--help"]).out
        for kind in ProblemKind.allCases { #expect(help.contains(kind.rawValue)) }
        for option in ["--min-coverage <pct>", "--strict", "--accept", "--lock <file>", "-o, --output <file>"] {
            #expect(help.contains(option))
        }
        #expect(help.contains("Exit status: 0; 1 when an input file had an error, with --strict when an error-severity"))
    }

    @Test(arguments: [
        (["--format", "yaml"], "--format must be text, json or html, not 'yaml'"),
        (["--min-coverage", "abc"], "--min-coverage must be a percentage from 0 to 100, not 'abc'"),
        (["--min-coverage", "101"], "--min-coverage must be a percentage from 0 to 100, not '101'"),
        (["--lang", "en"], "--lang names a translation language; English is the reference"),
        (["--lang", "k"], "--lang takes a language tag such as ko, ja or ru, not 'k'"),
        (["--colour"], "unknown option '--colour'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = ReportFixtures.hig(["report", Fixtures.contentDirectory.path] + arguments)
        #expect(run.status == 64)
        #expect(run.err.contains(message), "\(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test func minimumCoverageFailsForTheLanguagesBelowIt() {
        // ja 71.4%, ko 85.7%, ru 85.7% on the seeds.
        let strict = ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "--min-coverage", "80", "-q"])
        #expect(strict.status == 1)
        #expect(strict.err == "hig report: ja coverage 71.4% is below --min-coverage 80%\nhig report: 0 warnings, 1 error\n")
        #expect(ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "--min-coverage", "70%", "-q"]).status == 0)
        #expect(ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "--min-coverage", "86", "-q", "--lang", "ko,ru"]).status == 1)
    }

    @Test func strictFailsOnErrorsOnly() {
        // The seeds have errors (the dropped Auto Layout sentences), in ko and ja only.
        #expect(ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "-q"]).status == 0)
        let strict = ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "-q", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.err.contains("--strict: the report has 2 error-severity problems"))
        // Russian has only the variant, a warning.
        #expect(ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "-q", "--strict", "--lang", "ru"]).status == 0)
    }

    @Test func langFiltersTheReport() throws {
        let run = ReportFixtures.hig(["report", Fixtures.contentDirectory.path, "-q", "--format", "json", "--lang", "ja", "--lang", "ru"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(root["languages"] as? [String] == ["ja", "ru"])
    }

    @Test func outputFileGetsTheReportAndStderrTheSummary() throws {
        let directory = try ReportFixtures.content()
        let file = directory.appendingPathComponent("report.html")
        let run = ReportFixtures.hig(["report", directory.path, "--format", "html", "-o", file.path, "-q"])
        #expect(run.status == 0)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("3 documents; ja 71.4% (5/7)"))
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    /// `-o` naming a file the command reads (a text, in any spelling; the lock file) would replace
    /// what the user wrote, and a new text among the folders read would be read as one next
    /// time; a folder or an empty name is a mistake; so is `--accept --lock` naming a text.
    /// Each is refused before anything is read, with a status of 1, and no file is touched.
    @Test func anOutputThatWouldReplaceWhatTheCommandReadsIsRefused() throws {
        let directory = try ReportFixtures.content()
        let text = directory.appendingPathComponent("tables.ko.txt")
        let before = try Data(contentsOf: text)
        let lock = directory.appendingPathComponent("hig.lock"), newText = directory.appendingPathComponent("coverage.md")
        let cases: [([String], String)] = [
            (["report", directory.path, "--format", "json", "-o", text.path], "which this command reads"),
            (["report", directory.path, "-o", directory.appendingPathComponent("missing/../tables.ko.txt").path], "which this command reads"),
            (["export", directory.path, "--format", "tmx", "-o", text.path], "which this command reads"),
            (["export", directory.path, "--format", "xliff", "--lang", "ko", "-o", text.path], "which this command reads"),
            (["report", directory.path, "-o", lock.path], "which this command reads"),
            (["report", directory.path, "-o", newText.path], "would read it as a text"),
            (["export", directory.path, "--format", "tmx", "-o", directory.path], "it is a folder"),
            (["export", directory.path, "--format", "xliff", "--lang", "ko", "-o", directory.path], "it is a folder"),
            (["report", directory.path, "-o", ""], "the output file name is empty"),
            // The lock `--accept` writes: not a text, nor a new one among the texts.
            (["report", directory.path, "--accept", "--lock", text.path], "the lock file '\(text.path)': it is '"),
            (["report", directory.path, "--accept", "--lock", newText.path], "would read it as a text"),
        ]
        for (arguments, reason) in cases {
            let run = ReportFixtures.hig(arguments + ["-q"])
            #expect(run.status == 1, "\(arguments)")
            #expect(run.err.contains("[unsafe-output]") && run.err.contains(reason), "\(arguments): \(run.err)")
        }
        #expect(try Data(contentsOf: text) == before)
        #expect(!FileManager.default.fileExists(atPath: lock.path) && !FileManager.default.fileExists(atPath: newText.path))
        // Beside the texts, a file no run reads is written as before.
        #expect(ReportFixtures.hig(["export", directory.path, "--format", "tmx", "-o", directory.appendingPathComponent("pairs.tmx").path, "-q"]).status == 0)
    }

    @Test func ingestWarningsGoToStderrUnlessQuiet() throws {
        let directory = try ReportFixtures.content(extra: ["empty.txt": ""])
        let loud = ReportFixtures.hig(["report", directory.path])
        #expect(loud.err.contains("empty.txt"))
        #expect(!loud.out.contains("empty.txt"))
        #expect(!ReportFixtures.hig(["report", directory.path, "-q"]).err.contains("empty.txt"))
    }
}
