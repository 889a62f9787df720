import Support

/// Strong entity tags and `If-None-Match` matching.
enum EntityTag {
    /// A strong tag from the content: byte length plus 64-bit FNV-1a. Not a
    /// cryptographic hash, but a preview only needs "did these bytes change".
    static func strong(for bytes: some Collection<UInt8>) -> String {
        "\"\(String(bytes.count, radix: 16))-\(String(ContentHash.fnv1a64(bytes), radix: 16))\""
    }

    /// Whether an `If-None-Match` header value matches `etag`: `*` or a list of
    /// tags. RFC 9110 uses the weak comparison here, so `W/` is ignored.
    static func ifNoneMatch(_ header: String, matches etag: String) -> Bool {
        let trimmed = header.trimmingHeaderSpaces()
        if trimmed == "*" { return true }
        for candidate in trimmed.split(separator: ",") {
            var tag = candidate.trimmingHeaderSpaces()
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == etag { return true }
        }
        return false
    }
}

private extension StringProtocol {
    func trimmingHeaderSpaces() -> SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[start...end]
    }
}
