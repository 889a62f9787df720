import Foundation
import Testing
@testable import Model
@testable import Ingest

/// Two files that claim one page are said, naming both (issue 11, item 4), and a page keeps
/// its id when a file that only shares its title appears.
@Suite struct SourceCollisionTests {
    static let korean = "# 팝오버\n\n팝오버는 사용자가 컨트롤을 누르면 나타나는 일시적인 보기입니다.\n"

    @Test(arguments: [["x.ko.md", "sub/x.ko.md"], ["a.ko.md", "a.ko.txt"]])
    func theSameNameInTheSameLanguageTwiceIsSaid(_ names: [String]) throws {
        let corpus = Fixtures.ingest([names[0]: Self.korean, names[1]: Self.korean.replacingOccurrences(of: "일시적인", with: "잠깐 보이는")])
        let warnings = corpus.diagnostics.filter { $0.id == "duplicate-source" }
        try #require(warnings.count == 1)
        let paths = corpus.documents.flatMap(\.sources).map(\.path).sorted()
        #expect(warnings[0].location?.path == paths[1])
        #expect(warnings[0].message.contains("besides \(paths[0])"))
        #expect(warnings[0].severity == .warning)
    }

    @Test func aPageKeepsItsIdWhenAFileSharingItsTitleArrives() throws {
        let before = Fixtures.ingest(Fixtures.seeds)
        let popovers = try #require(before.documents.first { $0.id == "popovers" })
        // An unrelated Korean text whose file name (no language in it) slugs to the same id;
        // `Popovers.txt` sorts before `popovers.ko.txt`: by path alone it would take the id.
        var files = Fixtures.seeds
        files["Popovers.txt"] = "# 쇼핑 목록\n\n주말 쇼핑 목록: 사과, 빵, 그리고 새 우산.\n"
        let after = Fixtures.ingest(files)
        let kept = try #require(after.documents.first { $0.id == "popovers" })
        #expect(kept.sources.map(\.name) == popovers.sources.map(\.name))
        let newcomer = try #require(after.documents.first { $0.sources.contains { $0.path.hasSuffix("/Popovers.txt") } })
        #expect(newcomer.id == "popovers-2")
        let warning = try #require(after.diagnostics.first { $0.id == "id-collision" })
        #expect(warning.location?.path.hasSuffix("/Popovers.txt") == true)
        #expect(warning.message.hasPrefix("its pages are named 'popovers-2': 'popovers' is the document of "))
        #expect(warning.message.contains("popovers.ko.txt"))
        #expect(Set(after.documents.map(\.id)).isSuperset(of: before.documents.map(\.id)), "no existing page renamed")
    }
}
