/// A request path that is safe to map onto the site: percent-decoded, split into
/// segments, with every way of stepping outside the root rejected up front.
///
/// libmicrohttpd does not normalise paths, and the server installs an unescape
/// callback that leaves the URL raw, so this type sees exactly what the client
/// sent and does the decoding once, here.
public struct RequestPath: Sendable, Hashable, CustomStringConvertible {
    /// Why a raw path was refused.
    public enum Rejection: Error, Sendable, Equatable {
        /// Malformed or hostile: traversal, encoded separators, control bytes,
        /// bad escapes, invalid UTF-8, over-long (400).
        case badRequest
        /// Well-formed but never served: hidden files such as `.git` (404).
        case hidden
        /// Longer than `maximumLength` (414).
        case tooLong
    }

    /// Longer paths are refused before any work; the site's own URLs are far shorter.
    public static let maximumLength = 2048

    /// Decoded segments; none is empty, `.` or `..`.
    public let segments: [String]
    /// The URL ended with `/` (always true for the root).
    public let hasTrailingSlash: Bool

    /// The path relative to the site root, without leading or trailing slash
    /// (`""` for the root).
    public var relative: String { segments.joined(separator: "/") }

    public var description: String {
        "/" + relative + (hasTrailingSlash && !segments.isEmpty ? "/" : "")
    }

    /// Parses the raw path of a request target (the part before `?`).
    public init(raw: String) throws(Rejection) {
        let bytes = Array(raw.utf8)
        guard bytes.count <= Self.maximumLength else { throw .tooLong }
        guard bytes.first == UInt8(ascii: "/") else { throw .badRequest }
        var segments: [String] = []
        var current: [UInt8] = []
        var index = 1
        func finishSegment() throws(Rejection) {
            guard let segment = String(validating: current, as: UTF8.self) else { throw .badRequest }
            // "." and ".." are refused rather than resolved: a preview link never needs them.
            if segment.isEmpty || segment == "." || segment == ".." { throw .badRequest }
            segments.append(segment)
            current.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            var byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                try finishSegment()
                index += 1
                continue
            }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      let high = Self.hexValue(bytes[index + 1]),
                      let low = Self.hexValue(bytes[index + 2])
                else { throw .badRequest }
                byte = high << 4 | low
                // An encoded separator would smuggle a segment boundary past the split.
                if byte == UInt8(ascii: "/") { throw .badRequest }
                index += 3
            } else {
                index += 1
            }
            // NUL would truncate the path in C; other controls have no place in a file name.
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") { throw .badRequest }
            current.append(byte)
        }
        let trailing = bytes.count == 1 || bytes.last == UInt8(ascii: "/")
        if !trailing { try finishSegment() }
        // Dot files (.git, .env, editor state) are never part of a published site.
        if segments.contains(where: { $0.hasPrefix(".") }) { throw .hidden }
        self.segments = segments
        self.hasTrailingSlash = trailing
    }

    /// A path from already-decoded segments (used for `index.html` and `404.html`).
    init(segments: [String], hasTrailingSlash: Bool) {
        self.segments = segments
        self.hasTrailingSlash = hasTrailingSlash
    }

    /// The same path with `index.html` appended, for a directory request.
    var index: RequestPath {
        RequestPath(segments: segments + ["index.html"], hasTrailingSlash: false)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
