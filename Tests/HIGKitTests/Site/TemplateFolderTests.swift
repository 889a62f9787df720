import Foundation
import Testing
@testable import Model
@testable import Site

/// The templates folder is read like the content (issue 11): no symbolic link out of it
/// reaches the site (a template is then an error; a string table or asset a warning), a FIFO
/// does not hang the build, and a templates path that is not a folder is said to be one.
@Suite struct TemplateFolderTests {
    /// A copy of the repository's templates, changed by `make`, removed after.
    func withTemplates(_ make: (URL) throws -> Void, _ check: (URL) throws -> Void) throws {
        let work = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let templates = work.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: SiteFixtures.templatesDirectory, to: templates)
        try make(templates)
        try check(templates)
    }

    @Test func linksOutOfTheTemplatesAreSkippedWithAWarning() throws {
        try withTemplates({
            // A link that stays in the templates folder (copy.css) is fine.
            try Fixtures.link(in: $0, ["assets/passwd.css": "/etc/passwd", "strings/xx.json": "/etc/hostname", "assets/copy.css": "../report-style.css"])
        }) { templates in
            let builder = try SiteBuilder.load(templates: templates, options: SiteOptions())
            let warned = builder.loadDiagnostics.filter { $0.id == "outside-link" }.compactMap { $0.location?.path }
            #expect(warned.map { ($0 as NSString).lastPathComponent }.sorted() == ["passwd.css", "xx.json"])
            #expect(builder.loadDiagnostics.allSatisfy { $0.severity == .warning })
            let published = builder.assetFiles().files
            #expect(!published.values.contains { String(decoding: $0, as: UTF8.self).contains("root:x:0:0") })
            #expect(published.keys.contains { $0.hasPrefix("assets/copy.") })
            #expect(builder.strings.tables[LanguageTag("xx")] == nil)
        }
    }

    @Test func aTemplateLinkedFromOutsideIsAnError() throws {
        try withTemplates({ try Fixtures.link(in: $0, ["leak.html": "/etc/passwd"]) }) { templates in
            #expect {
                try SiteBuilder.load(templates: templates, options: SiteOptions())
            } throws: { error in
                (error as? SiteError)?.description.hasPrefix("\(templates.relativePath)/leak.html: error: symbolic link to '/etc/passwd', outside") == true
            }
        }
    }

    @Test(.enabled(if: HigProcess.isBuilt, "needs `swift build` first"))
    func aFIFOTemplateIsNamedAndDoesNotHang() throws {
        try withTemplates({ templates in
            try FileManager.default.removeItem(at: templates.appendingPathComponent("footer.html"))
            #expect(mkfifo(templates.appendingPathComponent("footer.html").path, 0o644) == 0)
        }) { templates in
            let work = templates.deletingLastPathComponent()
            try FileManager.default.copyItem(at: Fixtures.contentDirectory, to: work.appendingPathComponent("Content"))
            let run = try HigProcess.run(["build", "-o", "site"], in: work, seconds: 30)
            #expect(!run.timedOut, "the build waited on the FIFO")
            #expect(run.status == 1)
            #expect(run.err.hasPrefix("Templates/footer.html: error: a FIFO (named pipe), not a regular file [template]\n"))
        }
    }

    @Test func aTemplatesPathThatIsAFileSaysSo() throws {
        let file = Fixtures.temporaryDirectory().appendingPathComponent("templates.html")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data("<html></html>".utf8).write(to: file)
        #expect {
            try SiteBuilder.load(templates: file, options: SiteOptions())
        } throws: { error in
            (error as? SiteError)?.description == "\(file.relativePath): error: the templates path is a file, not a folder (--templates DIR)"
        }
        let missing = file.deletingLastPathComponent().appendingPathComponent("nothing")
        #expect {
            try SiteBuilder.load(templates: missing, options: SiteOptions())
        } throws: { error in
            (error as? SiteError)?.description == "\(missing.relativePath): error: cannot read the templates folder: No such file or directory"
        }
    }
}
