/// How many terminal columns a string takes: East Asian wide and full-width characters
/// (Hangul, kana, kanji, full-width forms) take two, combining marks none, the rest one.
/// Needed so that the text report's columns line up when a title is Korean or Japanese.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += of(scalar) }
        return width
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 ? 0 : 1 }
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1AB0...0x1AFF, 0x20D0...0x20FF:
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The text followed by spaces up to `width` columns (never truncated).
    public static func padded(_ text: String, to width: Int) -> String {
        let current = of(text)
        return current >= width ? text : text + String(repeating: " ", count: width - current)
    }

    /// Spaces, then the text, so that it ends at `width` columns (numbers in tables).
    public static func leftPadded(_ text: String, to width: Int) -> String {
        let current = of(text)
        return current >= width ? text : String(repeating: " ", count: width - current) + text
    }
}
