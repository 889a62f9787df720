import Foundation
import Model

/// Every language's string table, with English as the fallback for keys (and languages)
/// a translation team has not written yet.
public struct StringTables: Sendable {
    /// The tables, each already completed from English.
    public private(set) var tables: [LanguageTag: StringTable]
    /// Keys missing per language, reported once per build.
    let missingKeys: [LanguageTag: [String]]
    /// Texts set for languages with no table of their own (`hig.yaml`'s title for one), laid
    /// over the English they are shown in.
    private var overrides: [LanguageTag: [String: String]] = [:]

    /// `tables` must contain English: it is the reference for keys and the fallback text.
    public init(_ tables: [StringTable]) {
        let english = tables.first { $0.language == .english }?.entries ?? [:]
        var completed: [LanguageTag: StringTable] = [:]
        var missing: [LanguageTag: [String]] = [:]
        for table in tables {
            var table = table
            let absent = english.keys.filter { table.entries[$0] == nil }.sorted()
            for key in absent { table.entries[key] = english[key] }
            if !absent.isEmpty { missing[table.language] = absent }
            completed[table.language] = table
        }
        self.tables = completed
        missingKeys = missing
    }

    /// Parses string table files (`en.json`, `ko.json`, ...) given by file name, each a flat JSON
    /// object of strings.
    static func parse(_ files: [String: TemplateFiles.File]) throws(SiteError) -> StringTables {
        var tables: [StringTable] = []
        for name in files.keys.sorted() {
            let path = files[name]!.path
            guard let language = LanguageTag.parse(String(name.dropLast(5))) else {
                throw .unreadableFile(path: path, reason: "string tables are named by language, e.g. ko.json")
            }
            let data = Data(files[name]!.bytes)
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data)
            } catch {
                throw .unreadableFile(path: path, reason: "invalid JSON: \(Self.describe(error))")
            }
            guard let dictionary = object as? [String: Any] else {
                throw .unreadableFile(path: path, reason: "a string table is one JSON object of \"key\": \"text\" pairs")
            }
            var entries: [String: String] = [:]
            for (key, value) in dictionary {
                guard let text = value as? String else {
                    throw .unreadableFile(path: path, reason: "the value of '\(key)' is not a string")
                }
                entries[key] = text
            }
            tables.append(StringTable(language: language, entries: entries, file: path))
        }
        guard tables.contains(where: { $0.language == .english }) else {
            throw .unreadableFile(path: "strings", reason: "no en.json: English is every other table's fallback")
        }
        return StringTables(tables)
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    /// These tables with `key` set to `values[language]` where given (`hig.yaml`'s site title),
    /// for every language of the site: a language without a table of its own gets its text
    /// too, and a language given no text gets the English one (the team named its site; the
    /// built-in tables name Apple's guidelines).
    func replacing(_ key: String, with values: [LanguageTag: String]) -> StringTables {
        guard !values.isEmpty else { return self }
        var copy = self
        if let english = values[.english] {
            for language in copy.tables.keys { copy.tables[language]!.entries[key] = english }
        }
        for (language, text) in values.sorted(by: { $0.key < $1.key }) {
            if let table = copy.tables[language] ?? copy.tables[language.primary] {
                copy.tables[table.language]!.entries[key] = text
            } else {
                copy.overrides[language, default: [:]][key] = text
            }
        }
        return copy
    }

    /// The table for `language`: its own, or English when the team has none yet (with the
    /// texts set for that language in `hig.yaml`).
    public func table(for language: LanguageTag) -> StringTable {
        if let table = tables[language] ?? tables[language.primary] { return table }
        var english = tables[.english] ?? StringTable(language: .english, entries: [:])
        english.language = language
        for (key, text) in overrides[language] ?? overrides[language.primary] ?? [:] { english.entries[key] = text }
        return english
    }

    /// Warnings for the languages a site is built in: keys a table lacks, languages with no table.
    func diagnostics(for languages: [LanguageTag]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for language in languages {
            if let table = tables[language] ?? tables[language.primary] {
                if let keys = missingKeys[table.language], !keys.isEmpty {
                    let list = keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", ..." : "")
                    result.append(.warning("missing-string", "\(keys.count) interface string(s) missing, shown in English: \(list)",
                                           at: SourceLocation(path: table.file)))
                }
            } else {
                let file = tables[.english]?.file ?? "strings"
                let folder = (file as NSString).deletingLastPathComponent
                result.append(.warning("missing-string-table", "no string table for '\(language)'; its pages use the English interface strings",
                                       at: SourceLocation(path: folder.isEmpty ? "\(language).json" : "\(folder)/\(language).json")))
            }
        }
        return result
    }
}
