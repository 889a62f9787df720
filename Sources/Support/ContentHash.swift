/// 64-bit FNV-1a over bytes: a short, stable fingerprint for asset file names
/// (`site.3f9a0c12be.css`) and the preview server's entity tags, so that a browser sees each
/// change. Not a cryptographic hash; collisions only matter between versions of one file.
package enum ContentHash {
    package static func fnv1a64(_ bytes: some Collection<UInt8>) -> UInt64 {
        func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
        // Over a buffer when there is one: Data and arrays hash without iterator overhead.
        return bytes.withContiguousStorageIfAvailable { hash($0) } ?? hash(bytes)
    }

    /// The first `length` hex digits of the hash.
    package static func hex(_ bytes: [UInt8], length: Int = 10) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var value = fnv1a64(bytes)
        var result = [UInt8](repeating: 0, count: 16)
        for index in stride(from: 15, through: 0, by: -1) {
            result[index] = digits[Int(value & 0xF)]
            value >>= 4
        }
        return String(decoding: result.prefix(length), as: UTF8.self)
    }
}
