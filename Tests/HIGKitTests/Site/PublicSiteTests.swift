import Foundation
import Testing
@testable import HIGKit

/// `Public/` in the repository is the site built from `Content/` with the default options,
/// committed so anyone can browse it without building. It must be exactly what a fresh build
/// gives.
@Suite struct PublicSiteTests {
    @Test func committedSiteMatchesAFreshBuild() throws {
        let fresh = SiteFixtures.seedSite
        let root = SiteFixtures.publicDirectory.path
        let refresh = "Public/ is out of date: run `swift run hig build` in the repository root and commit Public/"
        var committed: Set<String> = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: root), "no Public/ folder. \(refresh)")
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory)
            if !isDirectory.boolValue { committed.insert(relative) }
        }
        #expect(committed == Set(fresh.paths), "\(refresh) (files differ: \(committed.symmetricDifference(fresh.paths).sorted()))")
        for path in fresh.paths {
            let bytes = FileManager.default.contents(atPath: root + "/" + path).map { [UInt8]($0) }
            let same = bytes == fresh[path]
            #expect(same, "\(path) differs. \(refresh)")
        }
    }
}
