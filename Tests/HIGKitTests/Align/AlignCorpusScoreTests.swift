import Foundation
import Testing

/// The real published translations of `../shared/aligncorpus`, scored by its own `score.py`
/// as issue 10 is judged: link F1 each document alone, with Hugo names, and all in one
/// folder, and how often a confident link is right. Runs where that folder exists (CI has it).
enum AlignCorpus {
    static let folder = Fixtures.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/aligncorpus")
    static let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent("score.py").path)

    /// What a Python script prints, run with hig's built binary as its first argument.
    static func run(_ script: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, PublicSiteTests.executable.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite(.enabled(if: AlignCorpus.exists, "../shared/aligncorpus is not here"))
struct AlignCorpusScoreTests {
    static let corpus = AlignCorpus.folder

    struct Score {
        var f1: Double
        var confidentRight: Int
        var confident: Int
        var report: String
    }

    struct Mode: CustomTestStringConvertible, Sendable {
        var flags: [String]
        var minimumF1: Double
        var testDescription: String { flags.isEmpty ? "each alone" : flags.joined(separator: " ") }
    }

    static let modes = [
        Mode(flags: [], minimumF1: 0.95), Mode(flags: ["--named"], minimumF1: 0.95), Mode(flags: ["--together"], minimumF1: 0.93),
    ]

    static func score(_ flags: [String]) throws -> Score {
        let report = try AlignCorpus.run(corpus.appendingPathComponent("score.py"), flags)
        let lines = report.split(separator: "\n")
        let f1Line = try #require(lines.last { $0.hasPrefix("link F1 ") }, "score.py printed no F1:\n\(report)")
        let f1 = try #require(Double(f1Line.dropFirst("link F1 ".count).prefix { $0 != " " }))
        let confidentLine = try #require(lines.last { $0.hasPrefix("confident links") })
        // "confident links (>= 0.9): 119/121 right (0.983)"
        let counts = confidentLine.split(separator: ":")[1].split(separator: " ")[0].split(separator: "/").compactMap { Int($0) }
        try #require(counts.count == 2)
        return Score(f1: f1, confidentRight: counts[0], confident: counts[1], report: report)
    }

    @Test(arguments: modes)
    func linkF1MeetsTheTarget(_ mode: Mode) throws {
        let score = try Self.score(mode.flags)
        #expect(score.f1 >= mode.minimumF1, "link F1 \(score.f1) below \(mode.minimumF1):\n\(score.report)")
        // Links made with confidence ≥ 0.9 are right at least 98% of the time.
        #expect(Double(score.confidentRight) >= 0.98 * Double(score.confident),
                "\(score.confidentRight) of \(score.confident) confident links right")
    }
}

/// The same texts with the kinds of mess `Tests/Benchmarks/align-robustness.py` adds to each
/// (blog headers and footers, site chrome, front matter, cut texts, sentences on lines of
/// their own, interleaving reordered or split into two files): no kind may cost much.
@Suite(.enabled(if: AlignCorpus.exists, "../shared/aligncorpus is not here"))
struct AlignCorpusRobustnessTests {
    /// Each kind's link F1, alone and together, stays above this, and the share of its
    /// confident links that are right above the other (gluing lines that the gold keeps apart
    /// costs some: the gold was made on the texts as published).
    static let floor = 0.88
    static let confidentFloor = 0.93

    @Test func everyKindOfMessKeepsMostLinks() throws {
        let script = Fixtures.repositoryRoot.appendingPathComponent("Tests/Benchmarks/align-robustness.py")
        let lines = try AlignCorpus.run(script, ["--corpus", AlignCorpus.folder.path]).split(separator: "\n")
        #expect(lines.count >= 16, "align-robustness.py printed \(lines.count) lines")
        for line in lines {
            // "blog-header   alone 0.950 (confident 135/136)  together 0.940 (confident 126/127)  weak: …"
            let words = line.split(separator: " ")
            for mode in ["alone", "together"] {
                let index = try #require(words.firstIndex(of: Substring(mode)), "no \(mode) figure in: \(line)")
                let f1 = try #require(Double(words[index + 1]))
                #expect(f1 >= Self.floor, "\(line)")
                let counts = words[index + 3].dropLast().split(separator: "/").compactMap { Int($0) }
                #expect(counts.count == 2 && Double(counts[0]) >= Self.confidentFloor * Double(counts[1]), "\(line)")
            }
        }
    }
}
