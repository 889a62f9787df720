/// Inline links `[text](destination)` in Markdown source, found by a byte scan: enough to
/// know which words of a block are link text (no nesting, no reference links).
enum MarkdownLinkScanner {
    struct Link: Hashable {
        var text: String
        var destination: String
    }

    /// The text with every inline link (text and destination) taken out.
    static func removingLinks(from markdown: String) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "]")) else { return markdown }
        let bytes = Array(markdown.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let link = link(in: bytes, at: index) {
                index = link.end
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The link starting at `index` (`[`), as text range, destination range and end.
    /// The scan looks this far for the closing `]` and `)`, so text full of stray brackets
    /// stays linear.
    static let maximumLinkLength = 2048

    private static func link(in bytes: [UInt8], at index: Int) -> (text: Range<Int>, destination: Range<Int>, end: Int)? {
        guard bytes[index] == UInt8(ascii: "[") else { return nil }
        let limit = min(bytes.count, index + maximumLinkLength)
        guard let close = bytes[(index + 1)..<limit].firstIndex(of: UInt8(ascii: "]")),
              close + 1 < limit, bytes[close + 1] == UInt8(ascii: "("),
              let end = bytes[(close + 2)..<limit].firstIndex(of: UInt8(ascii: ")")) else { return nil }
        var destinationEnd = end
        // `(url "title")`: the destination ends at the first space.
        if let space = bytes[(close + 2)..<end].firstIndex(of: 0x20) { destinationEnd = space }
        return ((index + 1)..<close, (close + 2)..<destinationEnd, end + 1)
    }

    static func links(in markdown: String) -> [Link] {
        let bytes = Array(markdown.utf8)
        var result: [Link] = []
        var index = 0
        while index < bytes.count {
            guard let link = link(in: bytes, at: index) else {
                index += 1
                continue
            }
            result.append(Link(text: String(decoding: bytes[link.text], as: UTF8.self),
                               destination: String(decoding: bytes[link.destination], as: UTF8.self)))
            index = link.end
        }
        return result
    }
}
