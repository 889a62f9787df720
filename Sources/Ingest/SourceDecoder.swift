import Foundation
import Model

/// Turns a file's bytes into clean text: UTF-8 checked, BOM dropped, line ends unified.
///
/// Each rejection names the file and, where there is one, the line, so the user can fix it;
/// the caller goes on with the other files.
public enum SourceDecoder {
    public enum Outcome: Sendable {
        case text(String)
        case skipped(Diagnostic)
    }

    public static func decode(_ bytes: [UInt8], path: String) -> Outcome {
        var start = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return .skipped(.error("utf16-file", "file is UTF-16; save it as UTF-8", at: SourceLocation(path: path, line: 1)))
        }
        if let nul = firstIndex(of: 0, in: bytes, from: start) {
            return .skipped(.error("binary-file", "file looks binary (NUL byte); skipped",
                                   at: SourceLocation(path: path, line: lineNumber(of: nul, in: bytes))))
        }
        // One validating pass in the common case; the slower search for the bad byte only when
        // there is one.
        let body = bytes[start...]
        let hasCarriageReturn = firstIndex(of: 0x0D, in: bytes, from: start) != nil
        if !hasCarriageReturn, let text = String(validating: body, as: UTF8.self) {
            if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }) {
                return .skipped(.warning("empty-file", "file is empty; skipped", at: SourceLocation(path: path)))
            }
            return .text(text)
        }
        if let bad = firstInvalidUTF8(bytes, from: start) {
            let line = lineNumber(of: bad, in: bytes)
            let column = bad - (bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            return .skipped(.error("invalid-utf8", "invalid UTF-8 (byte 0x\(hex) at column \(column)); save the file as UTF-8",
                                   at: SourceLocation(path: path, line: line)))
        }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .skipped(.warning("empty-file", "file is empty; skipped", at: SourceLocation(path: path)))
        }
        guard hasCarriageReturn else { return .text(String(decoding: body, as: UTF8.self)) }
        // CRLF and lone CR become LF so that line numbers match what editors show.
        var unified = [UInt8]()
        unified.reserveCapacity(body.count)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == 0x0D {
                unified.append(0x0A)
                if index + 1 < body.endIndex && body[index + 1] == 0x0A { index += 1 }
            } else {
                unified.append(byte)
            }
            index += 1
        }
        return .text(String(decoding: unified, as: UTF8.self))
    }

    /// `memchr`: these searches cover every byte of every file.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let found = memchr(buffer.baseAddress! + start, Int32(byte), buffer.count - start) else { return nil }
            return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
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
