/// Substring search over UTF-8 bytes for needles known only at run time (Foundation's
/// `contains(_:)` is slow and serialises threads).
enum UTF8Search {
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// ASCII letters lowercased; other bytes unchanged.
    static func asciiLowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }
}
