/// Tests on eight bytes at once (SWAR), for the scans that cross every byte of the input and
/// look for a few rare bytes: a word with none of them is skipped whole, a word with one is
/// looked at byte by byte. The tests may report a word that has none (the caller then finds
/// nothing in it), never miss one that has.
@usableFromInline
package enum WordScan {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes from `index` (the caller checks `index + 8 <= buffer.count`).
    @inlinable
    package static func load(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// Nonzero when some byte of `word` is `byte`.
    @inlinable
    package static func has(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// Nonzero when some byte of `word` is below `bound` (at most 0x80).
    @inlinable
    package static func hasBelow(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highs
    }

    /// The high bit of every byte of `word` that is `byte`, and of no other (exact, unlike `has`).
    @inlinable
    package static func exactly(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low7) &+ low7) | x | low7)
    }
}
