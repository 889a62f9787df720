import Foundation

/// A rewrite of served HTML (never of the files on disk). The transform must be
/// deterministic: the served ETag is the file's ETag with `tag` appended.
public struct HTMLTransform: Sendable {
    public let tag: String
    public let apply: @Sendable (Data) -> Data

    public init(tag: String, apply: @escaping @Sendable (Data) -> Data) {
        self.tag = tag
        self.apply = apply
    }

    /// Preview mode: loads the live-reload client in every page.
    public static let liveReload = HTMLTransform(tag: "live") { html in
        insertBeforeBodyEnd(html, snippet: LiveReloadScript.tag)
    }

    /// Inserts `snippet` before the last `</body>` (any case), or appends it
    /// when the page has none.
    static func insertBeforeBodyEnd(_ html: Data, snippet: String) -> Data {
        let bytes = [UInt8](html)
        let needle = Array("</body".utf8)
        var position = bytes.count
        if bytes.count >= needle.count {
            search: for start in stride(from: bytes.count - needle.count, through: 0, by: -1) {
                for offset in 0..<needle.count where lowercased(bytes[start + offset]) != needle[offset] {
                    continue search
                }
                position = start
                break
            }
        }
        var result = Data(bytes[..<position])
        result.append(contentsOf: snippet.utf8)
        result.append(contentsOf: bytes[position...])
        return result
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The ETag of the transformed bytes, derived from the original's.
    func etag(from original: String) -> String {
        guard original.hasSuffix("\"") else { return original }
        return original.dropLast() + "-" + tag + "\""
    }
}
