/// A growable output buffer for rendering.
///
/// Rendering makes many small appends (a tag, an escaped run, a line of template
/// text). `[UInt8].append(contentsOf:)` pays for uniqueness checks and generic
/// sequence handling on each; here an append is a bounds check and a `memcpy`.
/// Non-copyable, so the storage has exactly one owner and is freed in `deinit`.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var last: UInt8? {
        count > 0 ? base[count - 1] : nil
    }

    /// The bytes written so far; valid until the next append.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// A `String` of the bytes written; they must be UTF-8, which every renderer
    /// guarantees by writing only whole UTF-8 sequences and ASCII markup.
    func makeString() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let length = source.count
        guard length > 0, let start = source.baseAddress else { return }
        if count + length > capacity { grow(toAtLeast: count + length) }
        (base + count).initialize(from: start, count: length)
        count += length
    }

    @inline(__always)
    mutating func append(_ string: StaticString) {
        append(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends a string's UTF-8 without going through `Character`s.
    @inline(__always)
    mutating func append(utf8Of string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Inserts bytes in the middle, moving what follows; for the rare late
    /// attribute (a heading id known only at the heading's end).
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        precondition(offset >= 0 && offset <= count)
        let length = bytes.count
        guard length > 0, let start = bytes.baseAddress else { return }
        if count + length > capacity { grow(toAtLeast: count + length) }
        (base + offset + length).moveInitialize(from: base + offset, count: count - offset)
        (base + offset).initialize(from: start, count: length)
        count += length
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
