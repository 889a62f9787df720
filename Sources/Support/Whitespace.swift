extension StringProtocol {
    /// The text without leading and trailing spaces, tabs, newlines and ideographic spaces,
    /// found on UTF-8 bytes (no Foundation, no grapheme breaking).
    package func trimmingWhitespace() -> String {
        let whole = Substring(self)
        let bytes = whole.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end {
            let byte = bytes[start]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                start = bytes.index(after: start)
            } else if byte == 0xE3, bytes.distance(from: start, to: end) >= 3,
                      bytes[bytes.index(start, offsetBy: 1)] == 0x80, bytes[bytes.index(start, offsetBy: 2)] == 0x80 {
                start = bytes.index(start, offsetBy: 3)
            } else {
                break
            }
        }
        while end > start {
            let before = bytes.index(before: end)
            let byte = bytes[before]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                end = before
            } else if byte == 0x80, bytes.distance(from: start, to: end) >= 3,
                      bytes[bytes.index(end, offsetBy: -2)] == 0x80, bytes[bytes.index(end, offsetBy: -3)] == 0xE3 {
                end = bytes.index(end, offsetBy: -3)
            } else {
                break
            }
        }
        return String(whole[start..<end])
    }
}
