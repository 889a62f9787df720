/// SHA-256 (FIPS 180-4), for the lock file's text hashes.
///
/// Written out here because the toolchain has no crypto module on Linux and no outside
/// package may be used. A cryptographic hash rather than FNV-1a: lock files live in
/// repositories for years, are shared between people, and a collision would silently hide
/// a changed English paragraph.
public enum SHA256 {
    /// The digest of the bytes as 64 lowercase hexadecimal digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hex(digest: digest(bytes))
    }

    static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func hex(_ text: String) -> String { hex(digest: digest(text)) }

    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ digest(UnsafeRawBufferPointer($0)) }) { return result }
        let copy = Array(bytes)
        return copy.withUnsafeBytes { digest($0) }
    }

    public static func digest(_ text: String) -> [UInt8] {
        var copy = text
        return copy.withUTF8 { digest(UnsafeRawBufferPointer($0)) }
    }

    /// Whole 64-byte blocks straight from the input; only the padded tail is copied.
    static func digest(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
        )
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            let wholeBlocks = input.count / 64
            for block in 0..<wholeBlocks {
                compress(&state, UnsafeRawBufferPointer(rebasing: input[(block * 64)..<(block * 64 + 64)]), schedule)
            }
            // Padding: a one bit, zeros, then the message length in bits, big-endian.
            var tail = [UInt8](repeating: 0, count: 128)
            let remaining = input.count - wholeBlocks * 64
            for index in 0..<remaining { tail[index] = input[wholeBlocks * 64 + index] }
            tail[remaining] = 0x80
            let tailLength = remaining + 1 + 8 <= 64 ? 64 : 128
            let bits = UInt64(input.count) &* 8
            for index in 0..<8 { tail[tailLength - 8 + index] = UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64(index))) }
            tail.withUnsafeBytes { buffer in
                compress(&state, UnsafeRawBufferPointer(rebasing: buffer[0..<64]), schedule)
                if tailLength == 128 { compress(&state, UnsafeRawBufferPointer(rebasing: buffer[64..<128]), schedule) }
            }
            var result: [UInt8] = []
            result.reserveCapacity(32)
            for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
                result.append(UInt8(truncatingIfNeeded: word >> 24))
                result.append(UInt8(truncatingIfNeeded: word >> 16))
                result.append(UInt8(truncatingIfNeeded: word >> 8))
                result.append(UInt8(truncatingIfNeeded: word))
            }
            return result
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    private static func compress(_ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                                 _ block: UnsafeRawBufferPointer, _ w: UnsafeMutableBufferPointer<UInt32>) {
        for index in 0..<16 {
            w[index] = UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
                | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
        }
        for index in 16..<64 {
            let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
            let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        roundConstants.withUnsafeBufferPointer { k in
            for index in 0..<64 {
                let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
                let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                h = g; g = f; f = e; e = d &+ t1
                d = c; c = b; b = a; a = t1 &+ t2
            }
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }
}
