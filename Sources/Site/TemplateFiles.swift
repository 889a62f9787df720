import Foundation
import Model
import Render
import Support

/// The files a site is made with: hig's built-in templates, string tables and assets
/// (`BuiltinTemplates`, a copy of the repository's `Templates/`), each replaced by the file of
/// the same name in a templates folder when there is one, so a team overrides only what it
/// changes (`nav.html`, `strings/ko.json`, `assets/site.css`) and `hig` works in any folder.
struct TemplateFiles {
    struct File {
        /// Shown in diagnostics: `Templates/strings/ko.json`, or `(built-in)/strings/ko.json`.
        var path: String
        var bytes: [UInt8]
    }

    /// Page templates and partials by name (`nav` for `nav.html`).
    var templates: [String: TemplateSource] = [:]
    /// String tables by file name (`ko.json`).
    var strings: [String: File] = [:]
    /// Assets by file name (`site.css`).
    var assets: [String: [UInt8]] = [:]
    /// Warnings from reading a folder: files skipped.
    var diagnostics: [Diagnostic] = []

    /// The prefix built-in files are shown under in diagnostics.
    static let builtinFolder = "(built-in)"

    /// hig's own templates, string tables and assets.
    static var builtin: TemplateFiles {
        var files = TemplateFiles()
        for (path, text) in BuiltinTemplates.files {
            let shown = builtinFolder + "/" + path
            if path.hasPrefix("strings/") {
                files.strings[String(path.dropFirst(8))] = File(path: shown, bytes: Array(text.utf8))
            } else if path.hasPrefix("assets/") {
                files.assets[String(path.dropFirst(7))] = Array(text.utf8)
            } else {
                let name = (path as NSString).deletingPathExtension
                files.templates[name] = TemplateSource(name: name, file: shown, text: text)
            }
        }
        return files
    }

    /// Replaces the files `directory` has (`*.html|*.xml|*.css`, `strings/*.json`, `assets/*`).
    mutating func override(with directory: URL) throws(SiteError) {
        do {
            for source in try TemplateSet.sources(in: directory) { templates[source.name] = source }
        } catch let error as TemplateError {
            throw .template(error)
        } catch {
            throw .unreadableFile(path: directory.relativePath, reason: "cannot read templates: \((error as NSError).localizedDescription)")
        }
        let stringsFolder = directory.appendingPathComponent("strings")
        for (name, file) in try Self.read(stringsFolder, boundary: directory, what: "string table", into: &diagnostics, wants: { $0.hasSuffix(".json") }) {
            strings[name] = file
        }
        let assetsFolder = directory.appendingPathComponent("assets")
        for (name, file) in try Self.read(assetsFolder, boundary: directory, what: "asset", into: &diagnostics, wants: { _ in true }) {
            assets[name] = file.bytes
        }
    }

    /// The files directly in `folder` (none when it does not exist), by name.
    private static func read(_ folder: URL, boundary: URL, what: String, into diagnostics: inout [Diagnostic],
                             wants: (String) -> Bool) throws(SiteError) -> [(String, File)] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let (entries, skipped) = TemplateFolder.files(in: folder, boundary: boundary, wants: wants)
        diagnostics += skipped
        var files: [(String, File)] = []
        for entry in entries {
            let bytes = try TemplateFolder.read(entry, in: folder, what: what)
            files.append((entry.name, File(path: folder.appendingPathComponent(entry.name).relativePath, bytes: bytes)))
        }
        return files
    }
}
