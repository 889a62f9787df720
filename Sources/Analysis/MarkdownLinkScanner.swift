/// Inline links `[text](destination)` in Markdown source, found by a byte scan: enough to
/// know which words of a block are link text (no nesting, no reference links).
enum MarkdownLinkScanner {
    struct Link: Hashable {
        var text: String
        var destination: String
    }

    /// The parts of `bytes` outside inline links (`[text](destination)`), in order.
    static func rangesOutsideLinks(in bytes: [UInt8]) -> [Range<Int>] {
        var kept: [Range<Int>] = []
        var start = 0
        var index = 0
        // Only a `[` can start a link: the bytes up to the next one are kept whole.
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "[")) {
            if let link = link(in: bytes, at: open) {
                if open > start { kept.append(start..<open) }
                start = link.end
                index = link.end
            } else {
                index = open + 1
            }
        }
        if bytes.count > start { kept.append(start..<bytes.count) }
        return kept
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
