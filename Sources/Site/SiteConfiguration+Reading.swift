import Foundation
import Ingest
import Model
import Support

extension SiteConfiguration {
    /// The configuration file's name, in the content folder beside `hig.lock`, so that a
    /// translation repository used as `--content` carries its settings with it.
    public static let fileName = "hig.yaml"

    /// Reads `root/hig.yaml` (absent: defaults) and every `_index.md` / `_index.LANG.md` below
    /// `root`. Problems are diagnostics with file and line; what could be read is kept.
    public static func load(contentRoot root: String) -> (SiteConfiguration, [Diagnostic]) {
        var configuration = SiteConfiguration()
        var diagnostics: [Diagnostic] = []
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        let path = base + "/" + fileName
        if FileManager.default.fileExists(atPath: path) {
            switch ContentDiscovery.readBytes(atPath: path) {
            case .success(let bytes):
                configuration.read(String(decoding: bytes, as: UTF8.self), file: path, into: &diagnostics)
            case .failure(let failure):
                diagnostics.append(.error("config", "cannot read \(fileName): \(failure)", at: SourceLocation(path: path)))
            }
        }
        configuration.readGroupIndexes(below: base, into: &diagnostics)
        return (configuration, diagnostics)
    }

    /// The settings in `text`, the contents of `file`.
    mutating func read(_ text: String, file: String, into diagnostics: inout [Diagnostic]) {
        func problem(_ line: Int, _ message: String, _ severity: Diagnostic.Severity = .error) {
            diagnostics.append(Diagnostic(severity, "config", message, at: SourceLocation(path: file, line: line)))
        }
        let (value, error) = YAMLDocument.parse(text)
        if let error { problem(error.line, error.message) }
        guard let entries = value?.entries else {
            if let value { problem(value.line, "\(Self.fileName) is a mapping of settings (title:, languages:, groups: ...)") }
            return
        }
        for entry in entries {
            switch entry.key {
            case "title":
                titles = Self.perLanguage(entry.value, file: file, into: &diagnostics)
            case "base-url", "baseURL":
                guard let url = entry.value.text, url.hasPrefix("http://") || url.hasPrefix("https://") else {
                    problem(entry.line, "base-url must be an absolute http:// or https:// URL")
                    continue
                }
                baseURL = url.hasSuffix("/") ? url : url + "/"
            case "languages":
                for item in entry.value.texts ?? [] {
                    if let tag = LanguageTag.parse(item) { languages.append(tag) } else { problem(entry.line, "'\(item)' is not a language tag") }
                }
            case "source-language":
                // Every translation is aligned against English: the only source hig knows.
                if entry.value.text.flatMap(LanguageTag.parse) != .english {
                    problem(entry.line, "source-language must be en: hig aligns every translation with its English original")
                }
            case "groups":
                readGroups(entry.value, file: file, into: &diagnostics)
            default:
                problem(entry.line, "unknown setting '\(entry.key)' (known: title, base-url, languages, source-language, groups); ignored", .warning)
            }
        }
    }

    /// `groups:` — folder paths (or group names) in the order they are shown, each with its
    /// `title` (one text, or one per language).
    private mutating func readGroups(_ value: YAMLValue, file: String, into diagnostics: inout [Diagnostic]) {
        guard let entries = value.entries else {
            diagnostics.append(.error("config", "groups: is a mapping of folder paths to their settings", at: SourceLocation(path: file, line: value.line)))
            return
        }
        for (order, entry) in entries.enumerated() {
            let key = entry.key.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            var group = groups[key] ?? Group()
            group.order = order
            for setting in entry.value.entries ?? [] {
                switch setting.key {
                case "title": group.titles.merge(Self.perLanguage(setting.value, file: file, into: &diagnostics)) { configured, _ in configured }
                default:
                    diagnostics.append(.warning("config", "unknown group setting '\(setting.key)' (known: title); ignored",
                                                at: SourceLocation(path: file, line: setting.line)))
                }
            }
            groups[key] = group
        }
    }

    /// `Foundations` (the English) or `{en: Foundations, ko: 기초}`.
    private static func perLanguage(_ value: YAMLValue, file: String, into diagnostics: inout [Diagnostic]) -> [LanguageTag: String] {
        if let text = value.text { return [.english: text] }
        var result: [LanguageTag: String] = [:]
        for entry in value.entries ?? [] {
            guard let tag = LanguageTag.parse(entry.key), let text = entry.value.text else {
                diagnostics.append(.warning("config", "'\(entry.key)' is not a language tag with a text; ignored", at: SourceLocation(path: file, line: entry.line)))
                continue
            }
            result[tag] = text
        }
        return result
    }

    /// Each folder's `_index.md` (English) and `_index.LANG.md`: the group's title (front
    /// matter `title`, else its first heading), `weight`, and intro (the first paragraph).
    mutating func readGroupIndexes(below root: String, into diagnostics: inout [Diagnostic]) {
        // The walk ingest makes (readdir's file types, no `stat` per entry): at 5,000 documents
        // Foundation's enumerator took a tenth of a second before anything else began.
        let (indexes, _) = FolderWalker(root: root).files(below: root, wantsFile: ContentDiscovery.isGroupIndexName)
        let found = indexes.map { String($0.path.dropFirst(root.count + 1)) }
        for relative in found.sorted() {
            let folder = (relative as NSString).deletingLastPathComponent
            let name = (relative as NSString).lastPathComponent
            let parts = name.split(separator: ".")
            let language = parts.count > 2 ? LanguageTag.parse(String(parts[1])) : .english
            guard let language, !folder.isEmpty else { continue }
            guard case .success(let bytes) = ContentDiscovery.readBytes(atPath: root + "/" + relative) else { continue }
            let (front, body) = FrontMatter.split(Substring(String(decoding: bytes, as: UTF8.self)))
            for problem in front?.problems ?? [] {
                diagnostics.append(.error("front-matter", "front matter: \(problem.message)", at: SourceLocation(path: root + "/" + relative, line: problem.line)))
            }
            var group = groups[folder] ?? Group()
            let paragraphs = body.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            let heading = paragraphs.first { $0.hasPrefix("# ") }
            if group.titles[language] == nil, let title = front?["title"] ?? heading.map({ String($0.dropFirst(2)) }) {
                group.titles[language] = title
            }
            if let intro = paragraphs.first(where: { !$0.hasPrefix("#") }) {
                group.intros[language] = intro.replacingOccurrences(of: "\n", with: " ")
            }
            if group.weight == nil { group.weight = front?["weight"].flatMap { Int($0) } }
            groups[folder] = group
        }
    }
}
