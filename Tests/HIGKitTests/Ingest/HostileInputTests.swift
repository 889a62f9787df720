import Foundation
import Testing
@testable import Model
@testable import Ingest
@testable import Support

/// Inputs a hostile or careless user feeds hig (issue 11): what used to hang, read the wrong
/// thing or publish a file from outside the content folder. Each is named in a diagnostic,
/// and the good files next to it are still read.
@Suite struct HostileInputTests {
    static let goodFile = Array(Fixtures.seed("popovers.ko.txt").utf8)

    /// A content folder holding the good file plus what `make` adds (links, FIFOs), removed after.
    func withContent(_ make: (URL) throws -> Void, _ check: (URL, Corpus) throws -> Void) throws {
        let directory = Fixtures.directory(withBytes: ["good.txt": Self.goodFile])
        defer { try? FileManager.default.removeItem(at: directory) }
        try make(directory)
        try check(directory, Ingester().ingest(paths: [directory.path]))
    }

    func diagnostic(_ id: String, endingWith name: String, in corpus: Corpus) -> Diagnostic? {
        corpus.diagnostics.first { $0.id == id && $0.location?.path.hasSuffix("/" + name) == true }
    }

    // MARK: Hangs

    @Test(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"),
          arguments: [["ingest", "pipe.md"], ["report", "pipe.md"], ["export", "pipe.md", "--format", "tmx"],
                      ["build", "--content", "pipe.md", "-o", "site"]])
    func fifoNamedOnTheCommandLineIsRefusedAtOnce(_ arguments: [String]) throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: SiteFixtures.templatesDirectory, to: directory.appendingPathComponent("Templates"))
        #expect(mkfifo(directory.appendingPathComponent("pipe.md").path, 0o644) == 0)
        let run = try HigProcess.run(arguments, in: directory, seconds: 20)
        #expect(!run.timedOut, "hig \(arguments[0]) waited for a writer on the FIFO")
        #expect(run.status == 1)
        #expect(run.err.contains("pipe.md: error: cannot read file: a FIFO (named pipe), not a regular file [unreadable-file]"))
    }

    @Test func fifoInAContentFolderIsNamedAndSkipped() throws {
        try withContent({ #expect(mkfifo($0.appendingPathComponent("pipe.md").path, 0o644) == 0) }) { _, corpus in
            let warning = try #require(diagnostic("not-regular-file", endingWith: "pipe.md", in: corpus))
            #expect(warning.message == "a FIFO (named pipe), not a regular file; skipped")
            #expect(corpus.documents.map(\.id) == ["popovers"])
        }
    }

    @Test func procFilesAreReadToTheirEnd() throws {
        // `stat` gives /proc files a size of 0; the text is there all the same.
        let bytes = try FileBytes.read("/proc/self/status").get()
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
        let corpus = Ingester().ingest(paths: ["/proc/self/status"])
        #expect(!corpus.diagnostics.contains { $0.id == "empty-file" })
        #expect(corpus.documents.count == 1)
    }

    // MARK: Links

    @Test func linksOutOfTheContentFolderAreRefused() throws {
        try withContent({
            try Fixtures.link(in: $0, ["passwd.md": "/etc/passwd", "escape.md": "../../etc/hostname", "inside.txt": "good.txt"])
        }) { directory, corpus in
            let passwd = try #require(diagnostic("outside-link", endingWith: "passwd.md", in: corpus))
            #expect(passwd.severity == .warning && passwd.message.contains("'/etc/passwd'"))
            #expect(diagnostic("outside-link", endingWith: "escape.md", in: corpus) != nil)
            let texts = corpus.documents.flatMap(\.allBlocks).flatMap(\.text.values)
            #expect(!texts.contains { $0.contains("root:") })
            // A link that stays inside is followed: the same text twice, one document.
            #expect(corpus.documents.flatMap(\.sources).map { ($0.path as NSString).lastPathComponent }.sorted() == ["good.txt", "inside.txt"])
        }
    }

    @Test func danglingLoopingAndFolderLinksAreReported() throws {
        try withContent({ directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try Fixtures.link(in: directory, ["gone.md": "nowhere.md", "loop.md": "loop.md", "again.md": "sub"])
        }) { _, corpus in
            #expect(diagnostic("dangling-link", endingWith: "gone.md", in: corpus)?.message == "symbolic link to 'nowhere.md', which does not exist; skipped")
            #expect(diagnostic("link-loop", endingWith: "loop.md", in: corpus)?.message == "symbolic link loop (to 'loop.md'); skipped")
            #expect(diagnostic("folder-link", endingWith: "again.md", in: corpus) != nil)
            #expect(corpus.documents.map(\.id) == ["popovers"])
        }
    }

    @Test func serveRefusesALinkOutAddedOrSwappedInWhileItRuns() throws {
        let directory = Fixtures.directory(withBytes: ["good.txt": Self.goodFile, "other.md": Array("# Other\n\nA short English page.\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        var ingester = IncrementalIngester(paths: [directory.path])
        let added = directory.appendingPathComponent("passwd.md").path
        let swapped = directory.appendingPathComponent("other.md").path
        try FileManager.default.removeItem(atPath: swapped)
        try Fixtures.link(in: directory, ["passwd.md": "/etc/passwd", "other.md": "/etc/passwd"])
        let update = ingester.update(changed: [added, swapped])
        let refused = update.corpus.diagnostics.filter { $0.id == "outside-link" }.compactMap { $0.location?.path }
        #expect(refused.map { ($0 as NSString).lastPathComponent }.sorted() == ["other.md", "passwd.md"])
        #expect(!update.corpus.documents.flatMap(\.allBlocks).flatMap(\.text.values).contains { $0.contains("root:") })
    }

    // MARK: Names and folders

    @Test(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"))
    func unreadableSubfolderIsNamedWithTheReason() throws {
        let directory = Fixtures.directory(with: ["Content/good.txt": Fixtures.seed("popovers.ko.txt"),
                                                  "Content/locked/hidden.txt": Fixtures.seed("tables.ko.txt")])
        defer {
            chmod(directory.appendingPathComponent("Content/locked").path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        #expect(chmod(directory.appendingPathComponent("Content/locked").path, 0) == 0)
        // Root reads any folder: run as nobody then.
        let run = try HigProcess.run(["ingest"], in: directory, asUser: getuid() == 0 ? 65534 : nil)
        #expect(run.err.contains("Content/locked: warning: cannot read folder: Permission denied; skipped [unreadable-folder]"))
        #expect(run.out.contains("popovers: Popovers"))
    }

    @Test func fileNameThatIsNotUTF8IsNamedWithItsBytes() throws {
        try withContent({ directory in
            var raw = Array((directory.path + "/bad-").utf8)
            raw += [0xFF, 0x2E, 0x6D, 0x64, 0] // "\xFF.md"
            let descriptor = raw.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
            #expect(descriptor >= 0)
            _ = Self.goodFile.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }) { _, corpus in
            let warning = try #require(diagnostic("file-name-encoding", endingWith: "bad-\\xFF.md", in: corpus))
            #expect(warning.message == "file name is not UTF-8; skipped (rename it)")
            #expect(corpus.documents.map(\.id) == ["popovers"])
        }
    }

    // MARK: Encodings and white space

    static let wideEncodings: [(name: String, bytes: [UInt8], id: String)] = {
        let text = "Split Views\n\nA split view manages the presentation of content.\n"
        func units(_ values: [UInt32], width: Int, bigEndian: Bool) -> [UInt8] {
            values.flatMap { value -> [UInt8] in
                let little = (0..<width).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
                return bigEndian ? little.reversed() : little
            }
        }
        let scalars = text.unicodeScalars.map(\.value)
        let utf16 = text.utf16.map { UInt32($0) }
        return [
            ("utf32-le-bom.md", [0xFF, 0xFE, 0, 0] + units(scalars, width: 4, bigEndian: false), "utf32-file"),
            ("utf32-be-bom.md", [0, 0, 0xFE, 0xFF] + units(scalars, width: 4, bigEndian: true), "utf32-file"),
            ("utf32-le.md", units(scalars, width: 4, bigEndian: false), "utf32-file"),
            ("utf32-be.md", units(scalars, width: 4, bigEndian: true), "utf32-file"),
            ("utf16-le.md", units(utf16, width: 2, bigEndian: false), "utf16-file"),
            ("utf16-be-bom.md", [0xFE, 0xFF] + units(utf16, width: 2, bigEndian: true), "utf16-file"),
        ]
    }()

    @Test func utf16AndUTF32AreNamedWithOrWithoutAByteOrderMark() throws {
        var files = ["good.txt": Self.goodFile]
        for encoding in Self.wideEncodings { files[encoding.name] = encoding.bytes }
        let directory = Fixtures.directory(withBytes: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Ingester().ingest(paths: [directory.path])
        for encoding in Self.wideEncodings {
            let error = diagnostic(encoding.id, endingWith: encoding.name, in: corpus)
            #expect(error?.severity == .error, "\(encoding.name)")
            #expect(error?.message == "file is \(encoding.id == "utf32-file" ? "UTF-32" : "UTF-16"); save it as UTF-8")
        }
        #expect(corpus.documents.map(\.id) == ["popovers"])
    }

    @Test(arguments: ["\u{3000}\n", "\u{2028}", "\u{2029}\u{2029}", "\u{A0} \u{3000}\n\u{200B}\n", "\u{FEFF}\u{2028}\n"])
    func fileOfUnicodeWhiteSpaceIsEmpty(_ text: String) throws {
        try withContent({ try Data(text.utf8).write(to: $0.appendingPathComponent("blank.md")) }) { _, corpus in
            #expect(diagnostic("empty-file", endingWith: "blank.md", in: corpus)?.severity == .warning)
            #expect(corpus.documents.map(\.id) == ["popovers"], "no empty document")
        }
    }

    // MARK: Control characters

    @Test func controlsAreTakenOutOfTheTextAndNamedByLine() throws {
        let text = "# Split\u{202E} Vi\u{200B}ews\u{1B}]0;owned\u{07} \u{1B}[31mnow\n\nA split view manages\u{9B}31m the presentation of content.\n"
        try withContent({ try Data(text.utf8).write(to: $0.appendingPathComponent("x.md")) }) { _, corpus in
            let warning = try #require(diagnostic("control-characters", endingWith: "x.md", in: corpus))
            #expect(warning.location?.line == 1)
            #expect(warning.message.hasPrefix("5 control characters"))
            let document = try #require(corpus.documents.first { $0.id != "popovers" })
            #expect(document.title[.english] == "Split Views]0;owned [31mnow")
            #expect(document.id == "split-views-0-owned-31mnow")
            let texts = document.allBlocks.flatMap(\.text.values) + document.title.values
            #expect(!texts.contains { $0.unicodeScalars.contains(where: TextControls.isInvisible) })
        }
    }

    @Test func invisibleCharactersLeaveTitlesAndIdsWhole() throws {
        // Direction marks and joiners in a title: not in its page's name, not splitting its id.
        let text = "# Split\u{200F} Vie\u{200D}ws\u{2060}\n\nA split view manages the presentation of content.\n"
        try withContent({ try Data(text.utf8).write(to: $0.appendingPathComponent("x.md")) }) { _, corpus in
            let document = try #require(corpus.documents.first { $0.id != "popovers" })
            #expect(document.title[.english] == "Split Views")
            #expect(document.id == "split-views")
        }
    }

    @Test func aFileNameCannotForgeADiagnosticLine() {
        let diagnostic = Diagnostic.error("binary-file", "file looks \u{1B}[2Jbinary", at: SourceLocation(path: "Content/a\nb:1: error: forged.md", line: 1))
        #expect(diagnostic.description == "Content/a\\nb:1: error: forged.md:1: error: file looks \\u{1B}[2Jbinary [binary-file]")
        #expect(!diagnostic.description.contains("\n"))
    }
}
