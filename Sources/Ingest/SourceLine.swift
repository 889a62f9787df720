import Model
import Support

/// One line of a source file and what it looks like at the block level.
struct SourceLine {
    enum Shape: Equatable {
        case blank
        case text
        /// ``` or ~~~ opening or closing a code block.
        case fence(marker: Character, length: Int)
        case atxHeading(level: Int)
        /// `- item`, `* item`, `• item`, `1. item`; `contentStart` is where the item text begins.
        case listItem(ordered: Bool, indent: Int)
        case quote
        /// `---`, `***`, `___`: a separator line.
        case thematicBreak
    }

    var text: Substring
    /// 1-based.
    var number: Int
    /// Width of the line's first word as written, up to the first breaking space: a
    /// non-breaking space joins words, so a wrapping editor moved them as one.
    var firstWordWidth = 0
    var shape: Shape
    /// Leading spaces (tabs count as four).
    var indent: Int

    init(text: Substring, number: Int, markdown: Bool) {
        self.text = text
        self.number = number
        var spaces = 0
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            if byte == 0x20 { spaces += 1 } else if byte == 0x09 { spaces += 4 } else { break }
            index = text.utf8.index(after: index)
        }
        indent = spaces
        shape = SourceLine.shape(of: text[index...], indent: spaces, markdown: markdown)
    }

    /// The line without its indentation and trailing white space.
    var content: Substring {
        let bytes = text.utf8
        guard let start = bytes.firstIndex(where: { !Self.isSpace($0) }) else { return text[text.endIndex...] }
        var end = bytes.endIndex
        while end > start, Self.isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return text[start..<end]
    }

    /// The text of a list item after its marker.
    var listItemText: Substring {
        let body = content
        var index = body.startIndex
        if let first = body.first, first.isASCII && first.isNumber {
            while index < body.endIndex, body[index].isNumber { index = body.index(after: index) }
        }
        if index < body.endIndex { index = body.index(after: index) } // the marker
        return body[index...].drop(while: { $0 == " " || $0 == "\t" })
    }

    /// Bullets people type in plain text that Markdown does not know.
    static let plainTextBullets: Set<Character> = ["•", "・", "‣", "◦", "▪", "●", "–", "·"]

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Decided on UTF-8 bytes: this runs for every line of every file.
    private static func shape(of rest: Substring, indent: Int, markdown: Bool) -> Shape {
        let bytes = rest.utf8
        guard let first = bytes.first else { return .blank }
        if bytes.allSatisfy(isSpace) { return .blank }
        if indent <= 3 {
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                let run = bytes.prefix(while: { $0 == first }).count
                if run >= 3 && !(first == UInt8(ascii: "`") && bytes.dropFirst(run).contains(UInt8(ascii: "`"))) {
                    return .fence(marker: Character(Unicode.Scalar(first)), length: run)
                }
            }
            if first == UInt8(ascii: "#") {
                let level = bytes.prefix(while: { $0 == first }).count
                if level <= 6 {
                    let after = bytes.dropFirst(level).first
                    if after == nil || isSpace(after!) { return .atxHeading(level: level) }
                }
            }
            if first == UInt8(ascii: ">") { return .quote }
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "_") {
                var marks = 0
                var onlyMarks = true
                for byte in bytes where !isSpace(byte) {
                    if byte == first { marks += 1 } else { onlyMarks = false; break }
                }
                if onlyMarks && marks >= 3 { return .thematicBreak }
            }
        }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+")
            || (!markdown && first >= 0xC0 && rest.first.map(plainTextBullets.contains) == true) {
            let markerLength = first >= 0xC0 ? String(rest.first!).utf8.count : 1
            let after = bytes.dropFirst(markerLength)
            if let space = after.first, isSpace(space), after.contains(where: { !isSpace($0) }) {
                return .listItem(ordered: false, indent: indent)
            }
            return .text
        }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            let digits = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            if digits <= 9 {
                let after = bytes.dropFirst(digits)
                if let marker = after.first, marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")"),
                   let space = after.dropFirst().first, isSpace(space) {
                    return .listItem(ordered: true, indent: indent)
                }
            }
        }
        return .text
    }
}
