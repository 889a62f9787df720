/// Characters that are not text: C0 and C1 controls (ESC starts terminal sequences that
/// rewrite the screen or a window title), DEL, the bidirectional embeddings, overrides and
/// isolates that reorder what is shown (U+202A–U+202E, U+2066–U+2069), and the invisible
/// zero-width space, word joiner and byte-order mark. They are taken out of the input once,
/// when it is decoded, so no page, report or terminal line carries them; messages that show
/// names escape them instead (`escaped`).
public enum TextControls {
    /// Where controls were removed from a text.
    public struct Removal: Sendable, Equatable {
        public var count: Int
        /// 1-based line of the first one.
        public var firstLine: Int
    }

    /// `bytes` (valid UTF-8 or not) with CRLF and lone CR made LF, and controls other than
    /// tab and line feed removed; nil when there is nothing to change (one pass, no copy).
    /// The removal counts the controls, not the silent zero-width characters.
    public static func cleaned(_ bytes: ArraySlice<UInt8>) -> (bytes: [UInt8], removal: Removal?)? {
        guard let first = bytes.withUnsafeBufferPointer({ firstToClean($0) }) else { return nil }
        var result = [UInt8]()
        result.reserveCapacity(bytes.count)
        result.append(contentsOf: bytes[bytes.startIndex..<(bytes.startIndex + first)])
        var removed = 0
        var firstLine = 0
        var line = 1 + result.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        bytes.withUnsafeBufferPointer { buffer in
            var index = first
            while index < buffer.count {
                let byte = buffer[index]
                let width = controlWidth(buffer, at: index)
                if byte == 0x0D {
                    result.append(0x0A)
                    line += 1
                    index += index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
                } else if width != 0 {
                    if width > 0 {
                        removed += 1
                        if firstLine == 0 { firstLine = line }
                    }
                    index += abs(width)
                } else {
                    if byte == 0x0A { line += 1 }
                    result.append(byte)
                    index += 1
                }
            }
        }
        return (result, removed > 0 ? Removal(count: removed, firstLine: firstLine) : nil)
    }

    /// The offset of the first CR or control, if any.
    private static func firstToClean(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < buffer.count {
            // Eight bytes at a time past words without a control's first byte (most words).
            if index + 8 <= buffer.count {
                let word = WordScan.load(buffer, at: index)
                if WordScan.hasBelow(word, 0x20) | WordScan.has(word, 0x7F) | WordScan.has(word, 0xC2)
                    | WordScan.has(word, 0xE2) | WordScan.has(word, 0xEF) == 0 {
                    index += 8
                    continue
                }
            }
            let byte = buffer[index]
            // Most bytes are printable ASCII or the start of an ordinary letter.
            if byte >= 0x20 && byte < 0x7F || byte >= 0xC3 && byte != 0xE2 && byte != 0xEF || byte == 0x0A || byte == 0x09 || byte >= 0x80 && byte < 0xC2 {
                index += 1
                continue
            }
            if byte == 0x0D || controlWidth(buffer, at: index) != 0 { return index }
            index += 1
        }
        return nil
    }

    /// The byte length of the control starting at `index`, negative for a zero-width
    /// character removed without a word (0: neither). CR is not counted.
    private static func controlWidth(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = buffer[index]
        if byte < 0x20 { return byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0 : 1 }
        if byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < buffer.count, (0x80...0x9F).contains(buffer[index + 1]) { return 2 }
        guard index + 2 < buffer.count else { return 0 }
        let second = buffer[index + 1], third = buffer[index + 2]
        if byte == 0xE2 {
            if second == 0x80 && (0xAA...0xAE).contains(third) { return 3 }
            if second == 0x81 && (0xA6...0xA9).contains(third) { return 3 }
            if second == 0x80 && third == 0x8B || second == 0x81 && (0xA0...0xA4).contains(third) { return -3 }
        }
        if byte == 0xEF && second == 0xBB && third == 0xBF { return -3 }
        return 0
    }

    /// Characters that take no room and mean nothing in a title or an id: zero-width spaces
    /// and joiners, word joiner, byte-order mark, direction marks, and the controls above.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F...0x9F: true
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// A title (or any one-line label) without invisible characters.
    public static func visibleText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isInvisible($0) }))
    }

    /// `text` safe to print on a terminal line: controls, invisible and bidirectional
    /// characters written as escapes (`\n`, `\u{1B}`), so a file name cannot forge a line of
    /// output or colour the terminal.
    public static func escaped(_ text: String) -> String {
        let needsEscape = { (scalar: Unicode.Scalar) in
            isInvisible(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
