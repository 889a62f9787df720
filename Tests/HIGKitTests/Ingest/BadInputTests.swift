import Foundation
import Testing
@testable import Model
@testable import Ingest

/// Bad files get a diagnostic naming them (and the line), never a crash, and never take the
/// good files down with them.
@Suite struct BadInputTests {
    func ingest(_ files: [String: [UInt8]]) -> Corpus {
        let directory = Fixtures.directory(withBytes: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        return Ingester().ingest(paths: [directory.path])
    }

    static let goodFile = Array(Fixtures.seed("popovers.ko.txt").utf8)

    @Test func invalidUTF8IsAnErrorWithItsLine() throws {
        var bytes = Array("Title\n\nA first paragraph.\n\nA second paragraph with a ".utf8)
        bytes += [0xE9] // Latin-1 "é"
        bytes += Array("t\u{E9} byte.\n".utf8)
        let corpus = ingest(["latin1.txt": bytes, "good.txt": Self.goodFile])
        let diagnostic = try #require(corpus.diagnostics.first { $0.id == "invalid-utf8" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path.hasSuffix("latin1.txt") == true)
        #expect(diagnostic.location?.line == 5)
        #expect(diagnostic.message.contains("0xE9"))
        #expect(corpus.documents.map(\.id) == ["popovers"], "the good file is still processed")
        #expect(corpus.diagnostics.hasErrors)
    }

    /// Front matter that never closes would be read as body: its `title:` and keys shown as
    /// page text and the file's identity lost. An error naming the file and the fence's line,
    /// the file skipped, the others built (issue 11, item 4).
    @Test(arguments: ["---\ntitle: 팝오버\ntranslationKey: popovers\n\n팝오버는 일시적인 보기입니다.\n",
                      "+++\ntitle = \"팝오버\"\n\n팝오버는 일시적인 보기입니다.\n", "---"])
    func unclosedFrontMatterIsAnErrorNotBodyText(_ text: String) throws {
        let corpus = ingest(["unclosed.ko.md": Array(text.utf8), "good.txt": Self.goodFile])
        let diagnostic = try #require(corpus.diagnostics.first { $0.id == "unclosed-front-matter" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path.hasSuffix("unclosed.ko.md") == true)
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.message.contains("'\(text.prefix(3))'"))
        #expect(corpus.documents.map(\.id) == ["popovers"], "the good file is still processed")
        #expect(!corpus.documents.flatMap(\.sources).contains { $0.path.hasSuffix("unclosed.ko.md") })
    }

    @Test func closedFrontMatterAndALaterRuleAreNotErrors() throws {
        let closed = "---\ntitle: 팝오버\n---\n\n팝오버는 일시적인 보기입니다.\n"
        let rule = "Popovers\n\nA first paragraph.\n\n---\n\nA second paragraph.\n"
        let corpus = ingest(["closed.ko.md": Array(closed.utf8), "rule.md": Array(rule.utf8)])
        #expect(!corpus.diagnostics.contains { $0.id == "unclosed-front-matter" })
    }

    @Test func binaryFileIsSkippedWithAnError() {
        var bytes: [UInt8] = Array("PNG".utf8)
        bytes += [0, 1, 2, 3, 0, 255, 254]
        let corpus = ingest(["image.txt": bytes, "good.txt": Self.goodFile])
        #expect(corpus.diagnostics.contains { $0.id == "binary-file" && $0.location?.path.hasSuffix("image.txt") == true })
        #expect(corpus.documents.count == 1)
    }

    @Test func emptyFilesAreWarnedAboutAndSkipped() {
        let corpus = ingest(["empty.txt": [], "blank.md": Array("\n\n   \n".utf8), "good.txt": Self.goodFile])
        let warned = corpus.diagnostics.filter { $0.id == "empty-file" }.compactMap { $0.location?.path }
        #expect(warned.count == 2)
        #expect(!corpus.diagnostics.hasErrors)
        #expect(corpus.documents.count == 1)
    }

    @Test func utf16FileIsNamed() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "Split Views".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let corpus = ingest(["utf16.txt": bytes])
        #expect(corpus.diagnostics.contains { $0.id == "utf16-file" })
    }

    @Test func fiveMegabyteSingleParagraph() throws {
        // One paragraph of 5 MB: English sentences from the seed repeated without a line break.
        let sentence = "Persistently highlight the active selection in the primary pane. "
        var text = "Huge Page\n\n"
        text.reserveCapacity(5_300_000)
        while text.utf8.count < 5_000_000 { text += sentence }
        let corpus = ingest(["huge.txt": Array(text.utf8), "good.txt": Self.goodFile])
        let huge = try #require(corpus.document(titled: "Huge Page"))
        #expect(huge.contentBlocks.count == 1)
        #expect(huge.contentBlocks[0].text[.english]!.utf8.count >= 5_000_000 - sentence.utf8.count)
        #expect(corpus.documents.count == 2)
    }

    @Test func unknownScriptBlockIsUndWithWarningNamingTheLine() throws {
        let greek = "Η διαιρεμένη προβολή διαχειρίζεται την παρουσίαση δύο πλαισίων περιεχομένου."
        let text = Fixtures.seed("split-views.ko.txt").replacingOccurrences(
            of: "\n\nChoose a split-view layout", with: "\n\n\(greek)\n\nChoose a split-view layout")
        let corpus = ingest(["mixed.txt": Array(text.utf8)])
        let warning = try #require(corpus.diagnostics.first { $0.id == "unknown-script" })
        #expect(warning.severity == .warning)
        let line = text.components(separatedBy: "\n").firstIndex(of: greek)! + 1
        #expect(warning.location?.line == line)
        let document = try #require(corpus.documents.first)
        #expect(document.allBlocks.contains { $0.text[.undetermined] == greek })
        // The rest is aligned as before.
        #expect(document.contentBlocks.filter { $0.text[.korean] != nil && $0.text[.english] != nil }.count == 5)
    }

    @Test func missingPathIsAnError() {
        let corpus = Ingester().ingest(paths: ["/nonexistent/hig-content"])
        #expect(corpus.diagnostics.contains { $0.id == "missing-path" && $0.severity == .error })
    }
}
