import Foundation
@testable import Model
@testable import Ingest

/// Paths and files the tests work on: the seed texts in `Content/` and temporary copies or
/// variants of them.
enum Fixtures {
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    static let contentDirectory = repositoryRoot.appendingPathComponent("Content")

    /// The seed texts, by their file names in Content/.
    static let seeds: [String: String] = {
        var result: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contentDirectory.path)) ?? []
        for name in names where name.hasSuffix(".txt") {
            result[name] = try? String(contentsOf: contentDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }()

    static func seed(_ name: String) -> String {
        guard let text = seeds[name] else { fatalError("no seed \(name) in Content/") }
        return text
    }

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes the files into a new temporary directory and returns it.
    static func directory(with files: [String: String]) -> URL {
        let directory = temporaryDirectory()
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
        return directory
    }

    static func directory(withBytes files: [String: [UInt8]]) -> URL {
        let directory = temporaryDirectory()
        for (name, bytes) in files {
            try! Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    /// Symbolic links in `directory`: name → target.
    static func link(in directory: URL, _ links: [String: String]) throws {
        for (name, target) in links.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
        }
    }

    /// Ingests the given files (written to a temporary directory), then removes them.
    static func ingest(_ files: [String: String]) -> Corpus {
        let directory = directory(with: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        return Ingester().ingest(paths: [directory.path])
    }

    /// The seeds under names that say nothing about their content, so that only the texts
    /// themselves can decide which files are the same document.
    static var opaquelyNamedSeeds: [String: String] {
        var files: [String: String] = [:]
        for (index, name) in seeds.keys.sorted().enumerated() {
            files["text-\(index).txt"] = seeds[name]
        }
        return files
    }
}

extension Corpus {
    func document(titled title: String) -> Document? {
        documents.first { $0.title[.english] == title }
    }
}

extension Document {
    /// Non-heading blocks in reading order.
    var contentBlocks: [Block] { allBlocks.filter { $0.kind != .heading } }

    var headings: [Block] { sections.compactMap(\.heading) }
}
