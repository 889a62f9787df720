import Foundation
import Testing

/// `Public/` in the repository is the site built from `Content/` with the default options,
/// committed so anyone can browse it without building. It must be exactly what a fresh
/// `hig build` gives, run the way a user runs it: from the repository root.
@Suite struct PublicSiteTests {
    static let executable = Fixtures.repositoryRoot.appendingPathComponent(".build/debug/hig")

    /// The site's files; the build manifest (`.hig-build`, ignored by git) is not part of it.
    static func files(under root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
        while let relative = enumerator.nextObject() as? String {
            if relative == ".hig-build" { continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[relative] = FileManager.default.contents(atPath: root + "/" + relative) }
        }
        return files
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs `swift build` first"))
    func committedSiteMatchesAFreshBuild() throws {
        let output = Fixtures.temporaryDirectory().appendingPathComponent("Public")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["build", "--output", output.path, "--quiet"]
        process.currentDirectoryURL = Fixtures.repositoryRoot
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let refresh = "Public/ is out of date: run `swift run hig build` in the repository root and commit Public/"
        let fresh = Self.files(under: output.path)
        let committed = Self.files(under: Fixtures.repositoryRoot.appendingPathComponent("Public").path)
        #expect(!fresh.isEmpty)
        #expect(Set(committed.keys) == Set(fresh.keys),
                "\(refresh) (files differ: \(Set(committed.keys).symmetricDifference(fresh.keys).sorted()))")
        for (path, bytes) in fresh.sorted(by: { $0.key < $1.key }) {
            #expect(committed[path] == bytes, "\(path) differs. \(refresh)")
        }
    }
}
