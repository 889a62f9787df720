import Foundation
import Testing
@testable import Serve
@testable import Site

/// `hig serve` reads `hig.yaml` and the `_index` files again when one changes (issue 14): the
/// navigation's labels and order follow at once, as after a fresh start.
@Suite struct PreviewSettingsTests {
    @Test func aChangedConfigurationOrIndexPageRelabelsTheNavigation() async throws {
        let root = Fixtures.directory(with: Dictionary(uniqueKeysWithValues: RepositoryFixture.files.map { ("Content/" + $0.key, $0.value) }))
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        let store = MemorySiteStore()
        let site = try PreviewSite(content: content.path, templates: SiteFixtures.templatesDirectory.path,
                                   baseURL: SiteOptions.defaultBaseURL, store: store)
        func page(_ path: String) -> String {
            guard let file = store.snapshot[path] else { return "" }
            return String(decoding: file.bytes, as: UTF8.self)
        }
        func korean() -> String { page("ko/index.html") }
        #expect(korean().contains(">패턴</a>") && korean().contains(">기초 원칙</a>"))

        let config = content.appendingPathComponent("hig.yaml")
        let text = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(of: "ko: 패턴", with: "ko: 디자인 패턴")
        try Data(text.utf8).write(to: config)
        let index = content.appendingPathComponent("foundations/_index.ko.md")
        try Data("---\ntitle: 기초\n---\n새 소개입니다.\n".utf8).write(to: index)
        let rebuild = await site.update(changed: [config.standardizedFileURL.path, index.standardizedFileURL.path])
        #expect(rebuild.failure == nil)
        #expect(korean().contains(">디자인 패턴</a>") && korean().contains(">기초</a>"), "\(korean())")
        let group = page("ko/groups/foundations/index.html")
        #expect(group.contains("새 소개입니다."))
        // Its warnings (the unknown setting) come with the rebuild.
        let lines = rebuild.diagnostics.filter { $0.id == "config" }.map { $0.location?.line ?? 0 }
        #expect(lines == [14])
    }
}
