/// What a code point is to the search tokeniser. The ranges are written out (not taken from
/// Unicode properties) wherever they matter, because `Templates/assets/search.js` repeats
/// them and the two must classify every character alike.
enum SearchCharacterClass: UInt8, Equatable {
    /// Latin, Cyrillic, digits, `_`, and letters of other scripts: parts of a word.
    case word
    /// A combining mark: stays in the word it follows.
    case mark
    /// `'` and `’`: joins the letters on either side (`don’t`, `pane’s`).
    case apostrophe
    /// Hangul, kana and Han: cut into bigrams.
    case cjk
    /// White space: ends a word, but not a CJK run (`스플릿 뷰` is `스플릿뷰`).
    case space
    /// Anything else: ends words and runs.
    case separator

    init(_ scalar: Unicode.Scalar) {
        self = Self.of(scalar.value)
    }

    @inline(__always)
    static func of(_ value: UInt32) -> SearchCharacterClass {
        value < 0x80 ? ascii(UInt8(value)) : computed(value)
    }

    @inline(__always)
    static func ascii(_ byte: UInt8) -> SearchCharacterClass {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F: .word
        case 0x20, 0x09...0x0D: .space
        case 0x27: .apostrophe
        default: .separator
        }
    }

    /// A code point's class, looked up for the Basic Multilingual Plane.
    @inline(__always)
    static func lookUp(_ value: UInt32, in table: UnsafePointer<UInt8>) -> SearchCharacterClass {
        value < 0x10000 ? SearchCharacterClass(rawValue: table[Int(value)] & 0x7F)! : computed(value)
    }

    /// Per code point of the Basic Multilingual Plane, computed once: its class's raw value,
    /// plus `knownNFKC` when `SearchScan.isKnownNFKC` says so. The scan looks a character up
    /// instead of walking the ranges. Never freed, never written after it is made.
    nonisolated(unsafe) static let basicPlane: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
        for value in 0..<UInt32(0x10000) {
            table[Int(value)] = computed(value).rawValue | (value < 0x80 || SearchScan.isKnownNFKC(value) ? knownNFKC : 0)
        }
        return UnsafePointer(table)
    }()

    static let knownNFKC: UInt8 = 0x80

    private static func computed(_ value: UInt32) -> SearchCharacterClass {
        if value < 0x80 { return ascii(UInt8(value)) }
        switch value {
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF: return .cjk
        case 0x0400...0x052F: return .word
        case 0x00C0...0x024F where value != 0xD7 && value != 0xF7: return .word
        case 0x0250...0x02AF, 0x1E00...0x1EFF: return .word
        case 0x0300...0x036F: return .mark
        case 0x2019: return .apostrophe
        case 0x0085, 0x00A0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return .space
        case 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97F, 0xD7B0...0xD7FF: return .cjk  // Hangul
        case 0x31F0...0x31FF: return .cjk  // kana; not ・
        case 0x3005...0x3007, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3134F: return .cjk  // Han, 々
        default: return byCategory(value)
        }
    }

    private static func byCategory(_ value: UInt32) -> SearchCharacterClass {
        guard let scalar = Unicode.Scalar(value) else { return .separator }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return .word
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        default:
            return .separator
        }
    }

    static func isHangul(_ value: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value)
    }

    static func isCyrillic(_ value: UInt32) -> Bool {
        (0x0400...0x052F).contains(value)
    }
}
