/// Writes JSON into a byte buffer with keys in the order the caller gives them.
///
/// Hand-written rather than JSONEncoder: output must be byte-identical across runs (stable key
/// order, fixed number formatting) and fast enough for hundreds of megabytes.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private let indentUnit: Int
    private var depth = 0

    /// `indent` > 0 pretty-prints with that many spaces per level.
    /// `depth` > 0 starts a fragment that will sit that deep in a larger document (see
    /// `element(_:)`), so pretty-printed fragments line up.
    public init(indent: Int = 0, depth: Int = 0, capacity: Int = 4096) {
        indentUnit = indent
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    /// Appends an already encoded value (a fragment made at this depth) as the next element.
    public mutating func element(_ encoded: [UInt8]) {
        // The fragment already starts with its line break and indentation.
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        bytes.append(contentsOf: encoded)
    }

    /// Hands the bytes written so far to `emit` and clears them, keeping the buffer: output
    /// written as it is made reuses pages already touched instead of growing a new array from
    /// empty each time (the kernel zeroes every fresh page). The nesting state stays, so
    /// writing goes on where it stopped.
    public mutating func flush(to emit: ([UInt8]) -> Void) {
        emit(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The line break that ends a file.
    public mutating func endLine() { bytes.append(0x0A) }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func newline() {
        guard indentUnit > 0 else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: depth * indentUnit))
    }

    /// Separator and indentation before an array element or a key; nothing after a key.
    private mutating func valuePrefix() {
        if pendingKey {
            pendingKey = false
            return
        }
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        if depth > 0 { newline() }
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ byte: UInt8) {
        valuePrefix()
        bytes.append(byte)
        needsComma.append(false)
        depth += 1
    }

    private mutating func close(_ byte: UInt8) {
        let hadItems = needsComma.removeLast()
        depth -= 1
        if hadItems { newline() }
        bytes.append(byte)
    }

    /// Writes `"name":` inside an object; the next call writes its value.
    public mutating func key(_ name: String) {
        valuePrefix()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        if indentUnit > 0 { bytes.append(0x20) }
        pendingKey = true
    }

    private var pendingKey = false

    public mutating func value(_ text: String) {
        valuePrefix()
        appendQuoted(text)
    }

    /// `"text:number"`, a source location, without building the string first (one per block).
    public mutating func value(_ text: String, colon number: Int) {
        valuePrefix()
        appendQuoted(text, closed: false)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: String(number).utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func value(_ number: Int) {
        valuePrefix()
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Numbers in [0, 1] such as confidences are written with at most two decimals, so output
    /// is stable and diffs stay readable.
    public mutating func value(_ number: Double, decimals: Int = 2) {
        valuePrefix()
        bytes.append(contentsOf: Self.format(number, decimals: decimals).utf8)
    }

    public mutating func value(_ flag: Bool) {
        valuePrefix()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    public mutating func null() {
        valuePrefix()
        bytes.append(contentsOf: "null".utf8)
    }

    // Object helpers.
    public mutating func field(_ name: String, _ text: String) { key(name); value(text) }
    public mutating func field(_ name: String, _ number: Int) { key(name); value(number) }
    public mutating func field(_ name: String, _ number: Double, decimals: Int = 2) { key(name); value(number, decimals: decimals) }
    public mutating func field(_ name: String, _ flag: Bool) { key(name); value(flag) }

    public mutating func field(_ name: String, strings: [String]) {
        key(name)
        beginArray()
        for item in strings { value(item) }
        endArray()
    }

    /// Formats a double without exponent, trimming trailing zeros: 1 → "1.0", 0.925 → "0.93".
    public static func format(_ number: Double, decimals: Int) -> String {
        guard number.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (number * scale).rounded() / scale
        var text = String(rounded)
        // A byte test: `String.contains` with Foundation imported is a locale-aware search
        // that cost more than the rest of the writer's numbers.
        if text.utf8.contains(UInt8(ascii: "e")) { text = String(Int((number * scale).rounded())) }
        return text
    }

    private mutating func appendQuoted(_ text: String, closed: Bool = true) {
        bytes.append(UInt8(ascii: "\""))
        var copy = text
        copy.withUTF8 { source in
            // Copy runs of bytes that need no escaping in one go.
            var runStart = 0
            var index = 0
            while index < source.count {
                // Eight bytes at a time where nothing needs escaping, as in most text.
                if index + 8 <= source.count {
                    let word = WordScan.load(source, at: index)
                    if WordScan.hasBelow(word, 0x20) | WordScan.has(word, 0x22) | WordScan.has(word, 0x5C) == 0 {
                        index += 8
                        continue
                    }
                }
                let byte = source[index]
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if index - 1 > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<(index - 1)])) }
                runStart = index
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            if source.count > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...])) }
        }
        if closed { bytes.append(UInt8(ascii: "\"")) }
    }
}
