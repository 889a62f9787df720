import Foundation

/// The little JSON the index needs, written by hand so that bytes depend only on the input
/// (key order as given, integers only) and so that `<`, `>` and `&` are escaped: a text file
/// served as HTML by mistake still shows no markup.
enum SearchJSON {
    indirect enum Value: Sendable {
        case string(String)
        case integer(Int)
        case number(Double)
        case array([Value])
        /// Keys in the order given.
        case object([(String, Value)])
    }

    static func data(_ value: Value) -> [UInt8] {
        var bytes: [UInt8] = []
        write(value, to: &bytes)
        bytes.append(0x0A)
        return bytes
    }

    static func write(_ value: Value, to bytes: inout [UInt8]) {
        switch value {
        case .string(let text):
            writeString(text, to: &bytes)
        case .integer(let number):
            writeInteger(number, to: &bytes)
        case .number(let number):
            // Three decimals are all a score constant needs, and fixed digits keep bytes stable.
            bytes.append(contentsOf: String(format: "%.3f", number).utf8)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let fields):
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, item)) in fields.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(item, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    static func writeInteger(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(number).utf8)
    }

    static func writeString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in writeString(utf8, to: &bytes) }
    }

    /// Runs of bytes that need no escape are copied whole: the text files are most of the
    /// index's bytes. `collapsingSpaces` writes the text as `SearchText.collapsedUTF8` would
    /// make it (each run of white space one space, none at either end), in the same pass.
    static func writeString(_ utf8: UnsafeBufferPointer<UInt8>, collapsingSpaces: Bool = false, to bytes: inout [UInt8]) {
        func hex(_ digit: Int) -> UInt8 { UInt8(digit < 10 ? 0x30 + digit : 0x57 + digit) }
        func escape(_ value: Int) {
            bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), hex(value >> 12 & 0xF), hex(value >> 8 & 0xF),
                                      hex(value >> 4 & 0xF), hex(value & 0xF)])
        }
        bytes.reserveCapacity(bytes.count + utf8.count + 2)
        bytes.append(UInt8(ascii: "\""))
        var plain = 0
        var index = 0
        // Whether text other than white space came before `plain`.
        var started = false
        let attention = collapsingSpaces ? Self.escapeOrSpace : Self.escape
        let classes = Self.byteClasses
        while index < utf8.count {
            // Most bytes need nothing, and most spaces stand alone between words: both skipped
            // in a loop of their own.
            while index < utf8.count {
                let byteClass = classes[Int(utf8[index])]
                if byteClass & attention == 0
                    || (collapsingSpaces && byteClass == Self.plainSpace && (started || index > plain)
                        && index + 1 < utf8.count && classes[Int(utf8[index + 1])] & Self.space == 0) {
                    index += 1
                } else {
                    break
                }
            }
            guard index < utf8.count else { break }
            let byte = utf8[index]
            if collapsingSpaces, SearchText.mayStartSpace(byte) {
                let width = SearchText.spaceWidth(utf8, at: index)
                if width > 0 {
                    var end = index + width
                    while end < utf8.count, SearchText.mayStartSpace(utf8[end]), case let next = SearchText.spaceWidth(utf8, at: end), next > 0 {
                        end += next
                    }
                    started = started || index > plain
                    // A single space between words stays in the run being copied.
                    if byte == 0x20 && end == index + 1 && started && end < utf8.count {
                        index = end
                        continue
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
                    if started && end < utf8.count { bytes.append(0x20) }
                    (index, plain) = (end, end)
                    continue
                }
            }
            let separator = byte == 0xE2 && index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
            guard separator || byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
            started = true
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0xE2:
                // U+2028 and U+2029 end a line in older JavaScript.
                escape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: escape(Int(byte))
            }
            index += 1
            plain = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Per byte: `escape` when it may need escaping (controls, `"`, `\\`, `<`, `>`, `&`, and the
    /// lead byte of U+2028 and U+2029), `space` when it may start white space, `plainSpace`
    /// for the space itself. Never freed, never written after it is made.
    nonisolated(unsafe) private static let byteClasses: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            let value = UInt8(byte)
            let escapes = value < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains(value)
            table[byte] = value == 0x20 ? plainSpace : (escapes ? escape : 0) | (SearchText.mayStartSpace(value) ? space : 0)
        }
        return UnsafePointer(table)
    }()
    private static let escape: UInt8 = 1
    private static let space: UInt8 = 2
    private static let escapeOrSpace: UInt8 = 3
    /// U+0020, which may start white space too.
    private static let plainSpace: UInt8 = space | 4
}
