import Foundation
import Testing
@testable import Support

/// The eight-bytes-at-a-time tests against the byte-by-byte answers they stand for: a word
/// they pass over must hold none of the bytes (a scan that skips it would miss one), and the
/// exact mask must mark exactly the bytes that match.
@Suite struct WordScanTests {
    /// Words of bytes drawn around the values the scans look for, plus random ones.
    static let words: [[UInt8]] = {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7F, 0x80, 0x9F, 0xA0, 0xC2, 0xE2, 0xE3, 0xEF, 0xFF]
        return (0..<20_000).map { _ in
            (0..<8).map { _ in Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator) }
        }
    }()

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { WordScan.load($0, at: 0) }
    }

    @Test func hasNeverMissesAByte() {
        for bytes in Self.words {
            for target: UInt8 in [0x09, 0x20, 0x22, 0x5C, 0x7F, 0xC2, 0xE2, 0xEF, 0x21, 0x3C] where bytes.contains(target) {
                #expect(WordScan.has(Self.word(bytes), target) != 0, "\(bytes) has \(target)")
            }
        }
    }

    @Test func hasBelowNeverMissesALowByte() {
        for bytes in Self.words where bytes.contains(where: { $0 < 0x20 }) {
            #expect(WordScan.hasBelow(Self.word(bytes), 0x20) != 0, "\(bytes)")
        }
    }

    @Test func exactlyMarksTheMatchingBytesOnly() {
        for bytes in Self.words {
            let mask = WordScan.exactly(Self.word(bytes), 0x20)
            for (index, byte) in bytes.enumerated() {
                #expect((mask >> (8 * UInt64(index) + 7)) & 1 == (byte == 0x20 ? 1 : 0), "\(bytes) at \(index)")
            }
        }
    }

    @Test func splitBytesCutsAsFoundationDoes() {
        let texts = ["Split Views - Views - iOS - Human Interface Guidelines", " - ", "a -  - b", "", "no separator",
                     "스플릿 뷰 - 뷰 — iOS", "- leading", "trailing - ", "a - b - c - "]
        for text in texts {
            for separator in [" - ", " — ", "**", " | "] {
                #expect(text.splitBytes(separator) == text.components(separatedBy: separator), "\(text) by \(separator)")
            }
        }
    }
}
