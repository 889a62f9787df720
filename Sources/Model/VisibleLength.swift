import Support

/// How long a text is for a reader: characters without white space, Markdown punctuation, HTML
/// tags and link destinations. Latin letters and digits are counted apart from the rest, so
/// that English kept inside a translation can be weighed as the translation it stands for.
public struct VisibleLength: Sendable, Hashable {
    /// ASCII letters, digits and punctuation that are read.
    public var latin: Double
    /// Every other character (Hangul, kana, kanji, Cyrillic, accented letters).
    public var other: Double

    public var total: Double { latin + other }

    /// The length in characters of `language`: Latin text counts as its translation would
    /// (`ratio` translation characters per English one).
    public func inTranslation(ratio: Double) -> Double { other + latin * ratio }

    public init(latin: Double = 0, other: Double = 0) {
        self.latin = latin
        self.other = other
    }

    public init(of text: String) {
        var copy = text
        self = copy.withUTF8 { Self.measure($0) }
    }

    static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> VisibleLength {
        classes.withUnsafeBufferPointer { classes in
            var latin = 0, other = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes at once where none starts markup (most of them): their flags
                // summed hold both counts, the Latin ones in the low four bits.
                if index + 8 <= bytes.count {
                    let word = WordScan.load(bytes, at: index)
                    if WordScan.has(word, UInt8(ascii: "(")) | WordScan.has(word, UInt8(ascii: "<")) | WordScan.has(word, UInt8(ascii: "!")) == 0 {
                        var sum = 0
                        for shift in stride(from: 0, to: 64, by: 8) {
                            sum &+= Int(classes[Int(truncatingIfNeeded: (word >> UInt64(shift)) & 0xFF)])
                        }
                        latin &+= sum & 0x0F
                        other &+= sum >> 4
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                index += 1
                // Counted without a branch: a switch over the class of every byte mispredicts
                // whenever letters, spaces and multi-byte characters alternate.
                let flags = classes[Int(byte)]
                latin &+= Int(flags & ByteClass.latin)
                other &+= Int((flags & ByteClass.other) >> 4)
                guard flags & ByteClass.markup != 0 else { continue }
                switch byte {
                case UInt8(ascii: "!"):
                    // An image (`![alt](src)`): its alt text and source are not read as text.
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "["),
                          let close = (index..<min(bytes.count, index + 400)).first(where: { bytes[$0] == UInt8(ascii: "]") })
                    else { latin += 1; continue }
                    index = close + 1
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                        while index < bytes.count && bytes[index] != UInt8(ascii: ")") { index += 1 }
                        index += 1
                    }
                case UInt8(ascii: "("):
                    guard index >= 2, bytes[index - 2] == UInt8(ascii: "]") else { latin += 1; continue }
                    // A link destination: skip to its closing parenthesis.
                    while index < bytes.count && bytes[index] != UInt8(ascii: ")") { index += 1 }
                    index += 1
                default:
                    // An HTML tag (`<br />`, `<img …>`, `</h2>`): skip it whole.
                    guard index < bytes.count, Self.startsTag(bytes[index]),
                          let close = (index..<min(bytes.count, index + 400)).first(where: { bytes[$0] == UInt8(ascii: ">") })
                    else { continue }
                    index = close + 1
                }
            }
            return VisibleLength(latin: Double(latin), other: Double(other))
        }
    }

    private static func startsTag(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Per byte, a set of flags: `latin` and `other` are added to the counts, `markup` (`(`,
    /// `<`, `!`) starts something that may be skipped whole. `other` is bit 4 so that eight
    /// bytes' flags can be summed without the two counts running into each other.
    private enum ByteClass {
        static let latin: UInt8 = 1
        static let other: UInt8 = 16
        static let markup: UInt8 = 128
    }

    /// Per byte: continuation bytes do not start a character; white space and Markdown markup
    /// are not read.
    private static let classes: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        if byte & 0xC0 == 0x80 { return 0 }
        if byte >= 0xC0 { return ByteClass.other }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "!"): return ByteClass.markup
        case 0x20, 0x0A, 0x09, 0x0D, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "#"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "|"):
            return 0
        default: return ByteClass.latin
        }
    }
}
