import Foundation
import Testing
@testable import Ingest

/// Random and mutated seed bytes: ingest must always finish, report bad files, keep good ones,
/// and give the same result twice.
@Suite struct FuzzTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static let seedBytes: [[UInt8]] = Fixtures.seeds.keys.sorted().map { Array(Fixtures.seeds[$0]!.utf8) }

    /// Flips, deletes, duplicates and inserts bytes, including newlines and multi-byte lead bytes.
    static func mutate(_ bytes: [UInt8], random: inout Random) -> [UInt8] {
        var result = bytes
        let edits = 1 + random.below(40)
        let interesting: [UInt8] = [0x0A, 0x0D, 0x20, 0x2D, 0x28, 0x29, 0x5B, 0x5D, 0x23, 0x60, 0xC2, 0xA0, 0xE2, 0x80, 0xED, 0xF4, 0xFF, 0x00]
        for _ in 0..<edits where !result.isEmpty {
            let position = random.below(result.count)
            switch random.below(5) {
            case 0: result[position] = UInt8(truncatingIfNeeded: random.next())
            case 1: result.remove(at: position)
            case 2: result.insert(interesting[random.below(interesting.count)], at: position)
            case 3:
                let length = min(200, result.count - position)
                result.insert(contentsOf: result[position..<(position + random.below(length + 1))], at: random.below(result.count))
            default:
                // Swap two lines' worth of bytes: reorders paragraphs.
                let other = random.below(result.count)
                result.swapAt(position, other)
            }
        }
        return result
    }

    @Test(arguments: 0..<12)
    func mutatedSeedsNeverCrashAndAreDeterministic(round: Int) throws {
        var random = Random(state: UInt64(round) &* 7919 &+ 17)
        var files: [String: [UInt8]] = [:]
        for (index, bytes) in Self.seedBytes.enumerated() {
            files["mutated-\(index).txt"] = Self.mutate(bytes, random: &random)
        }
        var noise = [UInt8]()
        for _ in 0..<(random.below(4000)) { noise.append(UInt8(truncatingIfNeeded: random.next())) }
        files["noise.md"] = noise
        files["intact.txt"] = Self.seedBytes[0]
        let directory = Fixtures.directory(withBytes: files)
        defer { try? FileManager.default.removeItem(at: directory) }

        let first = Ingester().ingest(paths: [directory.path])
        let second = Ingester().ingest(paths: [directory.path])
        #expect(CorpusJSON.encode(first) == CorpusJSON.encode(second))
        #expect(first.diagnostics == second.diagnostics)
        // The intact seed is still there whatever happened to the others.
        #expect(first.documents.contains { $0.sources.contains { $0.path.hasSuffix("intact.txt") } })
        // Every rejected file is named.
        for diagnostic in first.diagnostics where diagnostic.severity == .error {
            #expect(diagnostic.location?.path.isEmpty == false)
        }
        // Invariants of the model.
        for document in first.documents {
            #expect(!document.id.isEmpty)
            var ids = Set<String>()
            for block in document.allBlocks {
                #expect(ids.insert(block.id).inserted, "block ids are unique: \(block.id)")
                #expect(!block.text.isEmpty)
                for (_, confidence) in block.confidence { #expect((0...1).contains(confidence)) }
            }
        }
    }

    @Test(arguments: 0..<4)
    func randomBytesAreRejectedOrIngested(round: Int) {
        var random = Random(state: UInt64(round) &+ 99)
        var files: [String: [UInt8]] = [:]
        for index in 0..<8 {
            var bytes = [UInt8]()
            let length = random.below(3000)
            // Half the files are printable ASCII with newlines, half arbitrary bytes.
            for _ in 0..<length {
                bytes.append(index % 2 == 0 ? UInt8(0x20 + random.below(0x5F)) : UInt8(truncatingIfNeeded: random.next()))
                if index % 2 == 0 && random.below(60) == 0 { bytes.append(0x0A) }
            }
            files["random-\(index).txt"] = bytes
        }
        let directory = Fixtures.directory(withBytes: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Ingester().ingest(paths: [directory.path])
        let named = Set(corpus.diagnostics.compactMap { $0.location?.path })
        let ingested = Set(corpus.documents.flatMap { $0.sources.map(\.path) })
        // Every file either became (part of) a document or has a diagnostic.
        for name in files.keys {
            let path = directory.path + "/" + name
            #expect(named.contains(path) || ingested.contains(path), "\(name) vanished silently")
        }
    }
}
