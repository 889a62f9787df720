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

    @Test func ingestWarningsGoToStderrUnlessQuiet() throws {
        let directory = try ReportFixtures.content(extra: ["empty.txt": ""])
        let loud = ReportFixtures.hig(["report", directory.path])
        #expect(loud.err.contains("empty.txt"))
        #expect(!loud.out.contains("empty.txt"))
        #expect(!ReportFixtures.hig(["report", directory.path, "-q"]).err.contains("empty.txt"))
    }
}
