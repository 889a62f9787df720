import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Model
@testable import Ingest
@testable import Report

/// TMX and XLIFF exports: well-formed, every aligned pair present with its exact text, control
/// characters left out with a warning, states from confidence; and, when translate-toolkit is
/// installed, loaded by that real reader with identical text.
@Suite struct ExportTests {
    /// Collects, from a TMX or XLIFF document, the text of every `seg`, `source` and `target`
    /// with the ids around it. XMLParser fails on anything not well-formed.
    final class SegmentCollector: NSObject, XMLParserDelegate {
        struct Segment: Hashable {
            var container: String   // tuid, or file id + "#" + unit id
            var element: String     // seg, source, target
            var language: String
            var state: String?
            var text: String
        }

        var segments: [Segment] = []
        var error: Error?
        private var tuid = "", file = "", unit = "", language = "", state: String?
        private var text: String?
        var rootAttributes: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "tmx", "xliff": rootAttributes = attributes
            case "tu": tuid = attributes["tuid"] ?? ""
            case "tuv": language = attributes["xml:lang"] ?? ""
            case "file": file = attributes["id"] ?? ""
            case "unit": unit = attributes["id"] ?? ""
            case "segment": state = attributes["state"]
            case "seg", "source", "target": text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard ["seg", "source", "target"].contains(name), let collected = text else { return }
            let container = name == "seg" ? tuid : file + "#" + unit
            let segmentLanguage = name == "seg" ? language : (name == "source" ? rootAttributes["srcLang"] ?? "" : rootAttributes["trgLang"] ?? "")
            segments.append(Segment(container: container, element: name, language: segmentLanguage, state: state, text: collected))
            text = nil
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

        static func parse(_ xml: String) throws -> SegmentCollector {
            let collector = SegmentCollector()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = collector
            let ok = parser.parse()
            if let error = collector.error ?? parser.parserError { throw error }
            try #require(ok)
            return collector
        }
    }

    /// The seeds with control characters injected into an English paragraph and its Korean
    /// translation, plus a Markdown pair with lists, links, code and markup characters.
    static func fixtureContent() throws -> URL {
        try ReportFixtures.content(extra: ReportCheckTests.checklist.merging([
            "escapes.en.md": "# Escapes\n\nUse `a < b && c > d` when \"quotes\" & <tags> appear.\n\n- First item with `code`\n- Second item, 50% & more\n  continued line\n",
            "escapes.ko.md": "# 이스케이프\n\n\"따옴표\" & <태그>가 나타나면 `a < b && c > d`를 사용하세요.\n\n- `code`가 있는 첫 항목\n- 두 번째 항목, 50% 이상\n  이어지는 줄\n",
        ]) { $1 }, edits: [
            "split-views.ko.txt": [
                ("Choose a split-view layout", "Choose a split\u{1}view <layout> & \"stuff\"\u{B}\u{1F}"),
                ("컨텐츠와 잘", "컨텐츠와\u{7} 잘 <b>&amp;"),
            ],
        ])
    }

    /// Ingest takes control characters out as it decodes (with a warning of its own); the
    /// export's guard is for texts that reach it another way, so they are put back here: three
    /// in the English of the edited paragraph, one in its Korean.
    static func withControlsPutBack(_ corpus: Corpus) -> Corpus {
        var corpus = corpus
        for d in corpus.documents.indices {
            for s in corpus.documents[d].sections.indices {
                for b in corpus.documents[d].sections[s].blocks.indices {
                    var block = corpus.documents[d].sections[s].blocks[b]
                    guard let english = block.text[.english], english.hasPrefix("Choose a split"), english.contains("<layout>"), let korean = block.text[.korean] else { continue }
                    block.text[.english] = english.replacingOccurrences(of: "Choose a split", with: "Choose a split\u{1}") + "\u{B}\u{1F}"
                    block.text[.korean] = korean.replacingOccurrences(of: "컨텐츠와", with: "컨텐츠와\u{7}")
                    corpus.documents[d].sections[s].blocks[b] = block
                }
            }
        }
        return corpus
    }

    @Test func tmxHasEveryAlignedPairWithItsExactText() throws {
        let directory = try Self.fixtureContent()
        let corpus = Self.withControlsPutBack(Ingester().ingest(paths: [directory.path]))
        let languages: [LanguageTag] = [.japanese, .korean, .russian]
        let output = TMXWriter(languages: languages).write(ExportUnit.collect(from: corpus, languages: languages))
        let collector = try SegmentCollector.parse(output.xml)
        #expect(collector.rootAttributes["version"] == "1.4")
        #expect(output.xml.contains("srclang=\"en\"") && output.xml.contains("datatype=\"plaintext\"") && output.xml.contains("creationtool=\"hig\""))

        // Expected: every block with English and a translation, texts as XML 1.0 can carry them.
        var expected = Set<SegmentCollector.Segment>()
        for document in corpus.documents {
            for block in document.allBlocks where block.kind != .note && block.text[.english] != nil {
                let present = languages.filter { block.text[$0] != nil }
                guard !present.isEmpty else { continue }
                for language in [LanguageTag.english] + present {
                    expected.insert(.init(container: "\(document.id)#\(block.id)", element: "seg", language: language.rawValue,
                                          state: nil, text: XMLText.allowed(block.text[language]!)))
                }
            }
        }
        #expect(Set(collector.segments) == expected)
        #expect(collector.segments.count == expected.count, "one tuv per language per unit")
        #expect(collector.segments.contains { $0.text.hasPrefix("Choose a split\u{0}".replacingOccurrences(of: "\u{0}", with: "")) && $0.text.contains("<layout> & \"stuff\"") })
        #expect(collector.segments.contains { $0.text == "- First item with `code`\n- Second item, 50% & more\n  continued line" })

        // The removed characters are reported where they were.
        let block = try #require(corpus.document(titled: "Split Views")?.reportBlock(englishStartingWith: "Choose a split"))
        #expect(output.diagnostics.map(\.description).sorted() == [
            "\(block.locations[.english]!): warning: 3 control characters that XML 1.0 cannot carry left out of the export [xml-invalid-character]",
            "\(block.locations[.korean]!): warning: 1 control character that XML 1.0 cannot carry left out of the export [xml-invalid-character]",
        ].sorted())
    }

    /// The writers make each unit's XML on any core: units, files and warnings must still come
    /// in the units' order, on more units than there are cores many times over.
    @Test func writersKeepTheUnitsOrderAndTheirWarningsOrder() throws {
        let units = (0..<600).map { number in
            ExportUnit(documentID: "doc-\(number / 7)", unitID: "b-\(number)", english: "English \(number)\u{1}",
                       englishLocation: SourceLocation(path: "doc-\(number / 7).en.md", line: number + 1),
                       translations: number % 5 == 4 ? [:] : [.korean: .init(text: "번역 \(number)", confidence: 0.9, location: nil)])
        }
        let tmx = TMXWriter(languages: [.korean]).write(units)
        let tuids = try SegmentCollector.parse(tmx.xml).segments.filter { $0.language == "en" }.map(\.container)
        let translated = units.filter { !$0.translations.isEmpty }
        #expect(tuids == translated.map { "\($0.documentID)#\($0.unitID)" })
        #expect(tmx.units == translated.count)
        #expect(tmx.diagnostics.map { $0.location?.line ?? 0 } == translated.map { $0.englishLocation!.line })

        let xliff = XLIFFWriter(language: .korean).write(units)
        let containers = try SegmentCollector.parse(xliff.xml).segments.filter { $0.element == "source" }.map(\.container)
        #expect(containers == units.map { "\($0.documentID)#\($0.unitID)" }, "English waiting for a translation is a unit too")
        #expect(xliff.xml.components(separatedBy: "<file id=").count - 1 == Set(units.map(\.documentID)).count)
        #expect(xliff.diagnostics.map { $0.location?.line ?? 0 } == units.map { $0.englishLocation!.line })
    }

    @Test func xliffHasOneFilePerDocumentAndStatesFromConfidence() throws {
        var corpus = ReportFixtures.seedCorpus()
        let index = try #require(corpus.documents.firstIndex { $0.id == "split-views" })
        let blocks = corpus.documents[index].sections[0].blocks
        corpus.documents[index].sections[0].blocks[2].confidence[.russian] = 0.85
        corpus.documents[index].sections[0].blocks[3].confidence[.russian] = 0.5
        let output = XLIFFWriter(language: .russian).write(ExportUnit.collect(from: corpus, languages: [.russian]))
        #expect(output.xml.contains("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"ru\">"))
        let collector = try SegmentCollector.parse(output.xml)
        let targets = Dictionary(uniqueKeysWithValues: collector.segments.filter { $0.element == "target" }.map { ($0.container, $0) })
        let sources = Dictionary(uniqueKeysWithValues: collector.segments.filter { $0.element == "source" }.map { ($0.container, $0) })
        #expect(targets["split-views#\(blocks[0].id)"]?.state == "final")
        #expect(targets["split-views#\(blocks[2].id)"]?.state == "reviewed")
        #expect(targets["split-views#\(blocks[3].id)"]?.state == "translated")
        #expect(targets["split-views#\(blocks[5].id)"]?.text == blocks[5].text[.russian])
        // Popovers' English has no Russian: its unit is initial, with no target.
        let popovers = try #require(corpus.document(id: "popovers")?.allBlocks.first { $0.text[.english] != nil && $0.kind != .heading })
        #expect(sources["popovers#\(popovers.id)"]?.state == "initial")
        #expect(targets["popovers#\(popovers.id)"] == nil)
        // Tables has no English text, only English sub-headings: they are its units, all
        // waiting for a translation.
        let tables = collector.segments.filter { $0.container.hasPrefix("tables#") }
        let headings = try #require(corpus.document(id: "tables")?.headings.compactMap { $0.text[.english] })
        #expect(tables.map(\.text) == headings)
        #expect(tables.allSatisfy { $0.element == "source" && $0.state == "initial" })
        #expect(output.xml.components(separatedBy: "<file id=").count - 1 == 3)
        #expect(XLIFFWriter.state(confidence: nil) == "translated")
    }

    @Test func exportsAreDeterministic() throws {
        let directory = try Self.fixtureContent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hig-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for run in 1...2 {
            #expect(ReportFixtures.hig(["export", directory.path, "--format", "tmx", "-o", out.appendingPathComponent("\(run).tmx").path, "-q"]).status == 0)
            let dir = out.appendingPathComponent("x\(run)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            #expect(ReportFixtures.hig(["export", directory.path, "--format", "xliff", "-o", dir.path, "-q"]).status == 0)
        }
        #expect(try Data(contentsOf: out.appendingPathComponent("1.tmx")) == Data(contentsOf: out.appendingPathComponent("2.tmx")))
        for language in ["ja", "ko", "ru"] {
            let first = try Data(contentsOf: out.appendingPathComponent("x1/\(language).xlf"))
            #expect(first == (try Data(contentsOf: out.appendingPathComponent("x2/\(language).xlf"))))
        }
    }

    @Test func xliffWithSeveralLanguagesNeedsLangOrADirectory() {
        let run = ReportFixtures.hig(["export", Fixtures.contentDirectory.path, "--format", "xliff"])
        #expect(run.status == 64)
        #expect(run.err.contains("XLIFF 2.0 holds one target language per file, and the corpus has ja, ko, ru: pass --lang LANG"))
        let one = ReportFixtures.hig(["export", Fixtures.contentDirectory.path, "--format", "xliff", "--lang", "ja", "-q"])
        #expect(one.status == 0)
        #expect(one.out.contains("trgLang=\"ja\""))
        #expect(ReportFixtures.hig(["export", Fixtures.contentDirectory.path]).status == 64, "--format is required")
        #expect(ReportFixtures.hig(["export", Fixtures.contentDirectory.path, "--format", "po"]).status == 64)
    }

    @Test func aCorpusWithNothingToExportIsAnError() {
        let directory = Fixtures.directory(with: ["tables.ko.txt": Fixtures.seed("tables.ko.txt")])
        let tmx = ReportFixtures.hig(["export", directory.path, "--format", "tmx", "--lang", "ko", "-q"])
        #expect(tmx.status == 1)
        #expect(tmx.err.contains("nothing to export: no English block with a translation in"))
        #expect(tmx.out.isEmpty)
    }

    // MARK: translate-toolkit

    static let translateToolkitAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import translate.storage.tmx, translate.storage.xliff2"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// `Tests/tools/check_exports.py` loads the exports with translate-toolkit and compares
    /// every text with `hig ingest --json`. Skipped (with this reason) when translate-toolkit
    /// is not installed: `pip install translate-toolkit==3.20.4`.
    @Test("translate-toolkit reads the exports back unchanged",
          .enabled(if: translateToolkitAvailable, "translate-toolkit not installed (pip install translate-toolkit==3.20.4)"))
    func translateToolkitReadsTheExportsBack() throws {
        let directory = try Self.fixtureContent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hig-toolkit-\(UUID().uuidString)")
        let xliff = out.appendingPathComponent("xliff")
        try FileManager.default.createDirectory(at: xliff, withIntermediateDirectories: true)
        let ingest = ReportFixtures.hig(["ingest", directory.path, "--json"])
        try Data(ingest.out.utf8).write(to: out.appendingPathComponent("corpus.json"))
        #expect(ReportFixtures.hig(["export", directory.path, "--format", "tmx", "-o", out.appendingPathComponent("memory.tmx").path, "-q"]).status == 0)
        #expect(ReportFixtures.hig(["export", directory.path, "--format", "xliff", "-o", xliff.path, "-q"]).status == 0)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot.appendingPathComponent("Tests/tools/check_exports.py").path,
                             "--json", out.appendingPathComponent("corpus.json").path,
                             "--tmx", out.appendingPathComponent("memory.tmx").path]
            + ["ja", "ko", "ru"].flatMap { ["--xliff", xliff.appendingPathComponent("\($0).xlf").path] }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        let summary = try #require(output.split(separator: "\n").last)
        #expect(summary.hasSuffix(" passed, 0 failed"), "\(output)")
        #expect((Int(summary.split(separator: " ")[0]) ?? 0) > 100, "the check compared every text")
    }
}
