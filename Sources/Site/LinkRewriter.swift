import Model
import Support

/// Makes links written between content files work between pages.
///
/// Authors link the way their editor or Hugo taught them: to a file (`popovers.md`,
/// `../tables.ko.md#rows`) or to a page folder (`../popovers/`, as Hugo's pretty URLs and the
/// benchmark corpus do). A document page is `/LANG/ID/`, so both become `../ID/` when they name
/// a known document; everything else (absolute URLs, anchors, unknown files) is left alone.
struct LinkRewriter: Sendable {
    /// File stems and ids → document id.
    let targets: [String: String]

    /// Whether a path names a content file (`color.ko.md`), which is a page, not a download.
    static func isPageFileName(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return ["md", "markdown", "txt"].contains(path[path.index(after: dot)...].lowercased())
    }

    func rewrite(_ destination: String) -> String {
        let bytes = destination.utf8
        guard let first = bytes.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/"),
              first != UInt8(ascii: "?") else { return destination }
        // A scheme (`https:`, `mailto:`) before any `/` makes the link absolute.
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return destination }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?") { break }
        }
        // By bytes: `/`, `#` and `?` are ASCII, so never inside a multi-byte character, and
        // this runs for every link of every text.
        let all = Array(bytes)
        let cut = all.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? all.count
        let path = all[..<cut]
        let suffix = String(decoding: all[cut...], as: UTF8.self)
        let segments = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        let dots = Array("..".utf8)
        guard let last = segments.last(where: { !$0.isEmpty && !$0.elementsEqual(dots.prefix(1)) && !$0.elementsEqual(dots) }) else {
            return destination
        }
        let name = String(decoding: last, as: UTF8.self)
        let isFolder = path.last == UInt8(ascii: "/")
        let stem: String
        if !isFolder, Self.isPageFileName(name) {
            stem = SourceName(fileName: name).stem
        } else if isFolder, segments.count == 3, segments[0].elementsEqual(dots) {
            // `../name/`: already a page link; only a file name that differs from the id needs mapping.
            stem = name
        } else {
            return destination
        }
        guard let id = targets[Slug.make(stem)] ?? targets[stem] else { return destination }
        return "../" + SitePaths.url(id) + "/" + suffix
    }
}
