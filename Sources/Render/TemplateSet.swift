import Foundation

/// Templates compiled together so they can include each other: `{{> nav}}` in one
/// refers to the template named `nav`. Unknown partials are compile errors.
///
///     let templates = try TemplateSet(directory: URL(fileURLWithPath: "Templates"))
///     let page = try templates["page"]!.render(["title": "Buttons", "body": .html(html)])
public struct TemplateSet: Sendable {
    let library: TemplateLibrary

    public init(_ sources: [TemplateSource]) throws(TemplateError) {
        library = try TemplateLibrary(sources)
    }

    /// Templates given as name → text; the name is also used as the file in errors.
    public init(templates: [String: String]) throws(TemplateError) {
        try self.init(templates.sorted { $0.key < $1.key }.map { TemplateSource(name: $0.key, text: $0.value) })
    }

    /// The file extensions `init(directory:)` reads.
    public static let defaultExtensions: Set<String> = ["css", "html", "mustache", "txt", "xml"]

    /// Compiles every file in `directory` (not its subdirectories) whose extension is
    /// in `extensions`, named by its file name without extension: `nav.html` is `nav`.
    /// Errors name files by `directory`'s relative path, e.g. `Templates/page.html`.
    public init(directory: URL, extensions: Set<String> = TemplateSet.defaultExtensions) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        var sources: [TemplateSource] = []
        for fileName in files {
            let url = directory.appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(.invalidEncoding, file: url.relativePath, line: 1, column: 1)
            }
            sources.append(TemplateSource(
                name: (fileName as NSString).deletingPathExtension, file: url.relativePath, text: text))
        }
        try self.init(sources)
    }

    public subscript(name: String) -> Template? {
        library.indexByName[name].map { Template(library: library, index: $0) }
    }

    /// The names of all templates, sorted.
    public var names: [String] {
        library.entries.map(\.name).sorted()
    }
}
