// Shared by the fuzz targets: libFuzzer's bytes, split into the parts a target needs.

/// Parts of one fuzz input, separated by two ASCII unit separators and a newline (bytes no
/// real page holds), so that a seed made of several files can be cut back into them.
func fuzzParts(_ start: UnsafePointer<UInt8>?, _ count: Int, limit: Int) -> [[UInt8]] {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let separator: [UInt8] = [0x1F, 0x1F, 0x0A]
    var parts: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if parts.count < limit - 1, bytes[index...].starts(with: separator) {
            parts.append(current)
            current = []
            index += separator.count
        } else {
            current.append(bytes[index])
            index += 1
        }
    }
    parts.append(current)
    return parts
}
