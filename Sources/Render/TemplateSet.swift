import Foundation
import Support

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
    /// Regular files only, and no symbolic link out of `directory`.
    public init(directory: URL, extensions: Set<String> = TemplateSet.defaultExtensions) throws {
        try self.init(Self.sources(in: directory, extensions: extensions))
    }

    /// The sources `init(directory:)` compiles, uncompiled, so that a folder can override
    /// built-in templates file by file.
    public static func sources(in directory: URL, extensions: Set<String> = TemplateSet.defaultExtensions) throws -> [TemplateSource] {
        let (entries, problems) = FolderWalker(root: directory.path).entries(of: directory.path) {
            extensions.contains(($0 as NSString).pathExtension.lowercased())
        }
        // A template that cannot be read leaves the set incomplete: an error, like one that
        // does not compile (a FIFO, a link out of the folder, a link to nothing).
        if let unreadable = problems.first {
            let file = directory.relativePath + unreadable.path.dropFirst(directory.path.count)
            throw TemplateError(.unreadable(unreadable.message.replacingOccurrences(of: "; skipped", with: "")), file: file, line: 0, column: 0)
        }
        var sources: [TemplateSource] = []
        for entry in entries.filter({ !$0.isFolder }).sorted(by: { $0.name < $1.name }) {
            let file = directory.appendingPathComponent(entry.name).relativePath
            let bytes: [UInt8]
            switch FileBytes.read(entry.path) {
            case .success(let read): bytes = read
            case .failure(let failure): throw TemplateError(.unreadable("cannot read template: \(failure)"), file: file, line: 0, column: 0)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw TemplateError(.invalidEncoding, file: file, line: 1, column: 1)
            }
            sources.append(TemplateSource(name: (entry.name as NSString).deletingPathExtension, file: file, text: text))
        }
        return sources
    }

    public subscript(name: String) -> Template? {
        library.indexByName[name].map { Template(library: library, index: $0) }
    }

    /// The names of all templates, sorted.
    public var names: [String] {
        library.entries.map(\.name).sorted()
    }
}
