import CCrypto

/// SHA-256 (FIPS 180-4), for the lock file's text hashes, from OpenSSL's libcrypto: a
/// cryptographic hash rather than FNV-1a, because lock files live in repositories for years,
/// are shared between people, and a collision would silently hide a changed English paragraph.
public enum SHA256 {
    /// The digest of the bytes as 64 lowercase hexadecimal digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hex(digest: digest(bytes))
    }

    public static func hex(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { hex(digest: digest(UnsafeRawBufferPointer($0))) }
    }

    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ digest(UnsafeRawBufferPointer($0)) }) { return result }
        return Array(bytes).withUnsafeBytes { digest($0) }
    }

    /// `EVP_Digest` with `EVP_sha256`: the one-shot interface OpenSSL 3 recommends.
    static func digest(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let ok = digest.withUnsafeMutableBufferPointer { output in
            EVP_Digest(buffer.baseAddress ?? UnsafeRawPointer(output.baseAddress!), buffer.count, output.baseAddress, &length, EVP_sha256(), nil)
        }
        precondition(ok == 1 && length == 32, "libcrypto's SHA-256 failed")
        return digest
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
}
