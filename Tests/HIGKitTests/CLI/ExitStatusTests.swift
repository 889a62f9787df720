import Foundation
import Testing
@testable import CLI

/// One exit-status rule for every command (`CommandLog`): 0; 1 when anything was an error —
/// an input that could not be used (a missing path, an invalid or binary file), a failed
/// gate, output that could not be written; 64 for a bad command line. Every run ends with its
/// count of warnings and errors.
@Suite struct ExitStatusTests {
    func hig(_ arguments: [String]) -> ReportFixtures.Run { ReportFixtures.hig(arguments) }

    /// The seeds plus one binary file.
    func contentWithABinaryFile() -> URL {
        var files: [String: [UInt8]] = ["image.md": [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0x0D]]
        for (name, text) in Fixtures.seeds { files[name] = Array(text.utf8) }
        return Fixtures.directory(withBytes: files)
    }

    @Test(arguments: [["ingest"], ["report"], ["report", "--format", "json"], ["export", "--format", "tmx"]])
    func aBinaryFileIsAnErrorForEveryCommand(_ command: [String]) {
        let directory = contentWithABinaryFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = hig(command + [directory.path])
        #expect(run.status == 1, "\(command)")
        #expect(run.err.contains("image.md:1: error: file looks binary (NUL byte); skipped [binary-file]"))
        #expect(run.err.hasSuffix("hig \(command[0]): 0 warnings, 1 error\n"))
        #expect(!run.out.isEmpty, "the good files are still processed")
    }

    @Test func aBinaryFileFailsTheBuildButTheSiteIsBuilt() throws {
        let directory = contentWithABinaryFile()
        let output = Fixtures.temporaryDirectory().appendingPathComponent("site")
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
        }
        let run = hig(["build", "--content", directory.path, "--templates", SiteFixtures.templatesDirectory.path, "-o", output.path])
        #expect(run.status == 1)
        #expect(run.err.contains(", 0 warnings, 1 error, "))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("en/popovers/index.html").path))
    }

    @Test(arguments: [["report", "/nonexistent"], ["report", "Contnet", "--min-coverage", "90"], ["export", "/nonexistent", "--format", "tmx"],
                      ["ingest", "/nonexistent"]])
    func aMissingPathIsAnError(_ arguments: [String]) {
        let run = hig(arguments)
        #expect(run.status == 1, "\(arguments)")
        #expect(run.err.hasPrefix("\(arguments[1]): error: no such file or directory [missing-path]\n"))
    }

    @Test func strictSaysWhatItFailsOn() {
        let run = hig(["report", Fixtures.contentDirectory.path, "--strict"])
        #expect(run.status == 1)
        #expect(run.err.contains("hig report: --strict: the report has 2 error-severity problems\n"))
        #expect(run.err.hasSuffix("hig report: 0 warnings, 1 error\n"))
    }

    @Test(arguments: ["report", "export"])
    func aLanguageTheTextsDoNotHaveIsAUsageError(_ command: String) {
        let run = hig([command, Fixtures.contentDirectory.path, "--format", command == "report" ? "text" : "tmx", "--lang", "xx"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("hig \(command): --lang xx: the texts have no xx translation (they have: ja, ko, ru)\n"))
        #expect(run.out.isEmpty)
    }

    @Test(arguments: [["ingest"], ["ingest", "--json"], ["report"], ["export", "--format", "tmx"]])
    func everyRunEndsWithItsCount(_ command: [String]) {
        let run = hig(command + [Fixtures.contentDirectory.path])
        #expect(run.status == 0)
        #expect(run.err.hasSuffix("hig \(command[0]): 0 warnings, 0 errors\n"), "\(command)")
    }

    @Test(arguments: [["ingest", "-q"], ["report", "-q"]])
    func quietRunsStaySilentWhenThereIsNothingToCount(_ command: [String]) {
        #expect(hig(command + [Fixtures.contentDirectory.path]).err.isEmpty)
    }
}
