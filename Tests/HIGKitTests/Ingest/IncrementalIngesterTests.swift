import Foundation
import Testing
@testable import Model
@testable import Ingest

/// The preview server's ingest: after an edit it must give exactly what a full ingest gives,
/// while re-aligning only what changed.
@Suite struct IncrementalIngesterTests {
    func copyOfContent() -> URL {
        Fixtures.directory(with: Fixtures.seeds)
    }

    func fullIngest(_ directory: URL) -> Corpus {
        Ingester().ingest(paths: [directory.path])
    }

    @Test func firstRunIsAFullIngest() {
        let directory = copyOfContent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let incremental = IncrementalIngester(paths: [directory.path])
        #expect(CorpusJSON.encode(incremental.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }

    @Test func editingOneFileChangesOnlyItsDocument() throws {
        let directory = copyOfContent()
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        let file = directory.appendingPathComponent("popovers.ko.txt")
        let edited = Fixtures.seed("popovers.ko.txt").replacingOccurrences(
            of: "A popover is a transient view", with: "A popover is a short-lived view")
        try Data(edited.utf8).write(to: file)
        let update = incremental.update(changed: [file.path])
        #expect(update.changed == ["popovers"])
        #expect(update.removed.isEmpty)
        // The other documents come from the previous run.
        #expect(update.aligned == 1)
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
        #expect(update.corpus.document(id: "popovers")?.contentBlocks.first?.text[.english]?.hasPrefix("A popover is a short-lived view") == true)
        // Nothing changed: nothing reported.
        let again = incremental.update(changed: [file.path])
        #expect(again.changed.isEmpty)
    }

    /// Each paragraph of `text` written twice: its lengths against its English double.
    static func doubled(_ text: String) -> String {
        SeedVariants.paragraphs(text).map { $0 + " " + $0 }.joined(separator: "\n\n") + "\n"
    }

    @Test func anEditOfACalibrationDocumentThatMovesTheModelGivesAFullIngestsResult() throws {
        // Russian comes only as a translation-only text: its length model is learnt from a
        // first alignment of a sample of documents, this one among them. Doubling its text
        // moves that model, and every document must then be aligned by the new one.
        let (english, _) = SeedVariants.deinterleaved(Fixtures.seed("split-views.ko.txt"))
        let directory = Fixtures.directory(with: ["split-views.en.md": english, "split-views.ru.md": Fixtures.seed("split-views.ru.txt")])
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        let file = directory.appendingPathComponent("split-views.ru.md")
        try Data(Self.doubled(Fixtures.seed("split-views.ru.txt")).utf8).write(to: file)
        let update = incremental.update(changed: [file.path])
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }

    @Test func editsThatChangeIdentityRegroup() throws {
        // Copies with opaque names: only titles and content hold the Split Views files together.
        let directory = Fixtures.directory(with: Fixtures.opaquelyNamedSeeds)
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        let name = Fixtures.opaquelyNamedSeeds.first { $0.value == Fixtures.seed("split-views.ja.txt") }!.key
        let file = directory.appendingPathComponent(name)
        // A new title: this file is no longer Split Views by title (its URL still says so).
        let retitled = Fixtures.seed("split-views.ja.txt").replacingOccurrences(of: "Split Views\n\nスプリットビュー", with: "Split Screens\n\nスプリットビュー")
        try Data(retitled.utf8).write(to: file)
        let update = incremental.update(changed: [file.path])
        #expect(update.regrouped)
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
        // Body text only: realigned in place, same result as a full ingest.
        let edited = retitled.replacingOccurrences(of: "Persistently highlight", with: "Always highlight")
        try Data(edited.utf8).write(to: file)
        let second = incremental.update(changed: [file.path])
        #expect(second.changed.count == 1)
        #expect(CorpusJSON.encode(second.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }

    @Test func aBodyEditIsAlignedInPlace() throws {
        let directory = copyOfContent()
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        // A word for one of the same length: names, titles and lengths stay, so nothing can
        // move to another document and the length model stays as it was.
        let file = directory.appendingPathComponent("split-views.ko.txt")
        let edited = Fixtures.seed("split-views.ko.txt").replacingOccurrences(of: "the active selection", with: "the chosen selection")
        try Data(edited.utf8).write(to: file)
        let update = incremental.update(changed: [file.path])
        #expect(!update.regrouped)
        #expect(update.aligned == 1)
        #expect(update.changed == ["split-views"])
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }

    @Test func anEditThatMovesTheLengthModelAlignsEveryDocumentAgain() throws {
        let directory = copyOfContent()
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        // Korean written three times as long under one English paragraph of an interleaved
        // file: the Korean length ratio the corpus teaches moves, and with it every Korean
        // alignment, as a full ingest would align them.
        let file = directory.appendingPathComponent("split-views.ko.txt")
        let seed = Fixtures.seed("split-views.ko.txt")
        let korean = try #require(seed.components(separatedBy: "\n\n").first { paragraph in
            paragraph.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } && paragraph.count > 60
        })
        try Data(seed.replacingOccurrences(of: korean, with: [korean, korean, korean].joined(separator: " ")).utf8).write(to: file)
        let update = incremental.update(changed: [file.path])
        #expect(update.regrouped)
        #expect(update.aligned == update.corpus.documents.count)
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }

    @Test func addingAndRemovingFiles() throws {
        let directory = copyOfContent()
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        // The Russian translation removed: Split Views loses its Russian text.
        let russian = directory.appendingPathComponent("split-views.ru.txt")
        try FileManager.default.removeItem(at: russian)
        var update = incremental.update(changed: [russian.path])
        #expect(update.changed == ["split-views"])
        #expect(!update.corpus.document(id: "split-views")!.contentLanguages.contains(.russian))
        // Put back under another name: merged again by content.
        let renamed = directory.appendingPathComponent("perevod.txt")
        try Data(Fixtures.seed("split-views.ru.txt").utf8).write(to: renamed)
        update = incremental.update(changed: [renamed.path])
        #expect(update.changed == ["split-views"])
        #expect(update.corpus.document(id: "split-views")!.contentLanguages.contains(.russian))
        // Tables removed: reported as removed.
        let tables = directory.appendingPathComponent("tables.ko.txt")
        try FileManager.default.removeItem(at: tables)
        update = incremental.update(changed: [tables.path])
        #expect(update.removed == ["tables"])
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }

    @Test func fullRescanFindsEverything() throws {
        let directory = copyOfContent()
        defer { try? FileManager.default.removeItem(at: directory) }
        var incremental = IncrementalIngester(paths: [directory.path])
        try Data(Fixtures.seed("tables.ko.txt").utf8).write(to: directory.appendingPathComponent("sub/notes.ko.txt").creatingParent())
        try FileManager.default.removeItem(at: directory.appendingPathComponent("popovers.ko.txt"))
        let update = incremental.update(changed: nil)
        #expect(update.removed == ["popovers"])
        // Split Views too: the pairs Popovers gave the length model are gone.
        #expect(update.changed == ["notes", "split-views"])
        #expect(CorpusJSON.encode(update.corpus) == CorpusJSON.encode(fullIngest(directory)))
    }
}

extension URL {
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
