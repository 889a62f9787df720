import Foundation
import Model
import Support

/// Turns a file's bytes into clean text: UTF-8 checked, BOM dropped, line ends unified.
///
/// Each rejection names the file and, where there is one, the line, so the user can fix it;
/// the caller goes on with the other files.
public enum SourceDecoder {
    public enum Outcome: Sendable {
        /// The text, and warnings about what was taken out of it (control characters).
        case text(String, warnings: [Diagnostic])
        case skipped(Diagnostic)
    }

    public static func decode(_ bytes: [UInt8], path: String) -> Outcome {
        var start = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        // The first zero byte, if any: a sign of UTF-16 or UTF-32, else of a binary file.
        let firstZero = firstIndex(of: 0, in: bytes, from: start)
        if let encoding = WideEncoding.detect(bytes, firstZero: firstZero) {
            return .skipped(.error(encoding.id, "file is \(encoding.name); save it as UTF-8", at: SourceLocation(path: path, line: 1)))
        }
        if let nul = firstZero {
            return .skipped(.error("binary-file", "file looks binary (NUL byte); skipped",
                                   at: SourceLocation(path: path, line: lineNumber(of: nul, in: bytes))))
        }
        var warnings: [Diagnostic] = []
        var body = bytes[start...]
        // Line ends unified (so line numbers match what editors show) and controls removed.
        if let (cleaned, removal) = TextControls.cleaned(body) {
            body = cleaned[...]
            if let removal {
                warnings.append(.warning("control-characters", "\(removal.count) control character\(removal.count == 1 ? "" : "s") (terminal escapes, bidirectional overrides) removed",
                                         at: SourceLocation(path: path, line: removal.firstLine)))
            }
        }
        // One validating pass in the common case; the search for the bad byte only when there is one.
        guard let text = String(validating: body, as: UTF8.self) else {
            let bad = firstInvalidUTF8(bytes, from: start) ?? start
            let line = lineNumber(of: bad, in: bytes)
            let column = bad - (bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            return .skipped(.error("invalid-utf8", "invalid UTF-8 (byte 0x\(hex) at column \(column)); save the file as UTF-8",
                                   at: SourceLocation(path: path, line: line)))
        }
        // U+3000, U+2028 and the like are white space too: a file of them holds no text.
        if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || TextControls.isInvisible($0) }) {
            return .skipped(.warning("empty-file", "file is empty (white space only); skipped", at: SourceLocation(path: path)))
        }
        return .text(text, warnings: warnings)
    }

    /// `memchr`: these searches cover every byte of every file.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { ByteSearch.find(byte, in: $0, from: start) }
    }

    static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        while index < offset {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        return line
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F // no UTF-16 surrogates
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return index
            }
            if index + length > count { return index }
            let second = bytes[index + 1]
            if second < lowerBound || second > upperBound { return index }
            var offset = 2
            while offset < length {
                let next = bytes[index + offset]
                if next < 0x80 || next > 0xBF { return index }
                offset += 1
            }
            index += length
        }
        return nil
    }
}

/// Text in a wider Unicode encoding than UTF-8, told by its byte-order mark or, without one,
/// by the zero bytes ASCII leaves in it: named in the error instead of "binary".
enum WideEncoding {
    case utf16, utf32

    var id: String { self == .utf16 ? "utf16-file" : "utf32-file" }
    var name: String { self == .utf16 ? "UTF-16" : "UTF-32" }

    /// `firstZero`: the index of the first zero byte, which the caller has looked for anyway.
    static func detect(_ bytes: [UInt8], firstZero: Int?) -> WideEncoding? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return .utf32 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .utf16 }
        // Without a mark: every code unit of a sample has the zero bytes of its width.
        let sample = bytes.prefix(4096)
        guard sample.count >= 8, let firstZero, firstZero < sample.count else { return nil }
        if sample.count % 4 == 0 && isUTF32(sample, bigEndian: false) || isUTF32(sample, bigEndian: true) { return .utf32 }
        if isUTF16(sample, zeroAt: 1) || isUTF16(sample, zeroAt: 0) { return .utf16 }
        return nil
    }

    /// Every 4-byte unit a code point other than NUL, the ASCII ones printable: the top byte
    /// 0, the next at most 0x10.
    private static func isUTF32(_ sample: ArraySlice<UInt8>, bigEndian: Bool) -> Bool {
        let units = sample.count / 4
        guard units >= 2 else { return false }
        for unit in 0..<units {
            let base = sample.startIndex + unit * 4
            let bytes = bigEndian ? [sample[base + 3], sample[base + 2], sample[base + 1], sample[base]]
                                  : [sample[base], sample[base + 1], sample[base + 2], sample[base + 3]]
            if bytes[3] != 0 || bytes[2] > 0x10 { return false }
            if bytes[2] == 0 && bytes[1] == 0 && !isText(bytes[0]) { return false }
        }
        return true
    }

    /// Mostly ASCII in 2-byte units: the zero byte of its width in at least half of them,
    /// each such unit a printable character, and no unit of one other zero byte.
    private static func isUTF16(_ sample: ArraySlice<UInt8>, zeroAt parity: Int) -> Bool {
        var zeros = 0, units = 0
        var index = sample.startIndex
        while index + 1 < sample.endIndex {
            let high = sample[index + parity], low = sample[index + 1 - parity]
            if low == 0 { return false }
            if high == 0 {
                guard isText(low) else { return false }
                zeros += 1
            }
            units += 1
            index += 2
        }
        return units >= 4 && zeros * 2 >= units
    }

    private static func isText(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20...0x7E).contains(byte) || byte >= 0x80
    }
}
