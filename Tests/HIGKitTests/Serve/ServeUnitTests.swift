import Foundation
import Testing
@testable import Serve

@Suite("Serve: paths, types, tags")
struct ServeUnitTests {
    @Test(arguments: [
        ("/", [String](), true),
        ("/index.html", ["index.html"], false),
        ("/guides/buttons/", ["guides", "buttons"], true),
        ("/a%20b/c.html", ["a b", "c.html"], false),
        ("/%ED%95%9C", ["한"], false),
        ("/a+b", ["a+b"], false),
    ])
    func acceptsOrdinaryPaths(raw: String, segments: [String], slash: Bool) throws {
        let path = try RequestPath(raw: raw)
        #expect(path.segments == segments)
        #expect(path.hasTrailingSlash == slash)
    }

    @Test(arguments: [
        "", "index.html", "/..", "/../x", "/a/../b", "/./a", "/a/.", "/%2e%2e/x", "/%2E/x",
        "/a%2fb", "/a%2Fb", "/a%5cb", "/a\\b", "/a%00b", "/a%0ab", "/a%7fb", "/a\u{1}b",
        "//a", "/a//b", "/%", "/%4", "/%zz", "/%ff",
    ])
    func rejectsHostilePaths(raw: String) {
        #expect(throws: RequestPath.Rejection.badRequest) { try RequestPath(raw: raw) }
    }

    @Test func refusesOverlongPaths() throws {
        #expect(throws: RequestPath.Rejection.tooLong) { try RequestPath(raw: "/" + String(repeating: "a", count: 3000)) }
        _ = try RequestPath(raw: "/" + String(repeating: "a", count: RequestPath.maximumLength - 1))
    }

    @Test func hidesDotFiles() {
        #expect(throws: RequestPath.Rejection.hidden) { try RequestPath(raw: "/.git/config") }
        #expect(throws: RequestPath.Rejection.hidden) { try RequestPath(raw: "/a/.env") }
    }

    @Test func contentTypes() {
        #expect(ContentType.forPath("a/b.HTML") == "text/html; charset=utf-8")
        #expect(ContentType.forPath("app.js.map") == "application/json; charset=utf-8")
        #expect(ContentType.forPath("icon.svg") == "image/svg+xml; charset=utf-8")
        #expect(ContentType.forPath("font.woff2") == "font/woff2")
        #expect(ContentType.forPath("photo.webp") == "image/webp")
        #expect(ContentType.forPath("favicon.ico") == "image/x-icon")
        #expect(ContentType.forPath("README") == "application/octet-stream")
        #expect(ContentType.forPath(".htaccess") == "application/octet-stream")
        #expect(ContentType.forPath("archive.tar.gz") == "application/octet-stream")
    }

    @Test func ifNoneMatchLists() {
        let tag = "\"3-abc\""
        #expect(EntityTag.ifNoneMatch(tag, matches: tag))
        #expect(EntityTag.ifNoneMatch("*", matches: tag))
        #expect(EntityTag.ifNoneMatch("\"x\" ,\t\"3-abc\"", matches: tag))
        #expect(EntityTag.ifNoneMatch("W/\"3-abc\"", matches: tag))
        #expect(!EntityTag.ifNoneMatch("\"3-abd\"", matches: tag))
        #expect(!EntityTag.ifNoneMatch("3-abc", matches: tag))
        #expect(!EntityTag.ifNoneMatch("", matches: tag))
    }

    @Test func strongTagsFollowContent() {
        #expect(EntityTag.strong(for: Data("a".utf8)) == EntityTag.strong(for: Data("a".utf8)))
        #expect(EntityTag.strong(for: Data("a".utf8)) != EntityTag.strong(for: Data("b".utf8)))
        #expect(EntityTag.strong(for: Data()) .hasPrefix("\"0-"))
    }

    @Test func scriptGoesBeforeTheLastBodyEnd() {
        let insert = { (html: String) in
            String(decoding: HTMLTransform.insertBeforeBodyEnd(Data(html.utf8), snippet: "<S>"), as: UTF8.self)
        }
        #expect(insert("<body>x</body>") == "<body>x<S></body>")
        #expect(insert("<pre>&lt;/body&gt;</pre></Body >") == "<pre>&lt;/body&gt;</pre><S></Body >")
        #expect(insert("<p>x</p>") == "<p>x</p><S>")
        #expect(insert("") == "<S>")
        #expect(HTMLTransform.liveReload.etag(from: "\"1-ab\"") == "\"1-ab-live\"")
    }

    @Test func eventFormat() {
        #expect(String(decoding: EventStream.format(event: "reload", data: "{}"), as: UTF8.self)
            == "event: reload\ndata: {}\n\n")
        #expect(String(decoding: EventStream.format(event: "a\nb", data: "1\r\n2\r3"), as: UTF8.self)
            == "event: ab\ndata: 1\ndata: 2\ndata: 3\n\n")
    }
}
