import Glibc

extension StringProtocol {
    /// Prefix test on UTF-8 bytes. `hasPrefix` compares by canonical equivalence, character by
    /// character, which costs a thousand instructions a call in the parser's hot loops; so does
    /// the generic `utf8.starts(with:)` called across modules, hence inlinable byte loops.
    @inlinable
    package func hasBytePrefix(_ prefix: String) -> Bool {
        var prefix = prefix
        return prefix.withUTF8 { pattern in
            withUTF8Bytes { bytes in
                guard bytes.count >= pattern.count else { return false }
                var index = 0
                while index < pattern.count {
                    if bytes[index] != pattern[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// Substring search on UTF-8 bytes. Foundation's `contains(_:)` goes through CFString and
    /// locale-aware comparison, which is slow and serialises threads; these needles are ASCII.
    @inlinable
    package func containsBytes(_ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { pattern in
            withUTF8Bytes { bytes in ByteSearch.contains(pattern, in: bytes) }
        }
    }

    /// The text cut at every occurrence of `separator`, compared byte for byte (empty pieces
    /// kept, as Foundation's `components(separatedBy:)` keeps them, without its bridging cost).
    package func splitBytes(_ separator: String) -> [String] {
        var separator = separator
        return separator.withUTF8 { pattern in
            withUTF8Bytes { bytes in
                var pieces: [String] = []
                var start = 0, index = 0
                let count = pattern.count
                while count > 0 && index + count <= bytes.count {
                    if bytes[index] == pattern[0] && (1..<count).allSatisfy({ bytes[index + $0] == pattern[$0] }) {
                        pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        index += count
                        start = index
                    } else {
                        index += 1
                    }
                }
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
                return pieces
            }
        }
    }

    /// Whether the text has this byte (a newline, a space): a scan of contiguous bytes, where
    /// the generic `utf8.contains` walks an iterator.
    @inlinable
    package func containsByte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in ByteSearch.find(byte, in: bytes, from: 0) != nil }
    }

    /// The text's UTF-8 as one buffer: its own storage when it has one, else a copy.
    @inlinable
    package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(self)
        return copy.withUTF8(body)
    }
}

/// The byte loop behind `containsBytes`.
@usableFromInline
package enum ByteSearch {
    @inlinable
    package static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = pattern.count
        guard count > 0, bytes.count >= count else { return count == 0 }
        let first = pattern[0]
        let last = bytes.count - count
        var start = 0
        // The first byte found by `memchr`, which reads a word at a time; the rest compared.
        while start <= last, let at = find(first, in: bytes, from: start), at <= last {
            if memcmp(bytes.baseAddress! + at + 1, pattern.baseAddress! + 1, count - 1) == 0 { return true }
            start = at + 1
        }
        return false
    }

    /// The index of the first `byte` at or after `start`, by `memchr`.
    @inlinable
    package static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
