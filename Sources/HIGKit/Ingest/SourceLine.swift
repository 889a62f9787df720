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
    var shape: Shape
    /// Leading spaces (tabs count as four).
    var indent: Int

    init(text: Substring, number: Int, markdown: Bool) {
        self.text = text
        self.number = number
        var spaces = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " { spaces += 1 } else if character == "\t" { spaces += 4 } else { break }
            index = text.index(after: index)
        }
        indent = spaces
        shape = SourceLine.shape(of: text[index...], indent: spaces, markdown: markdown)
    }

    /// The line without its indentation and trailing white space.
    var content: Substring {
        var slice = text.drop(while: { $0 == " " || $0 == "\t" })
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return slice
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

    static let bulletMarkers: Set<Character> = ["-", "*", "+"]
    /// Bullets people type in plain text that Markdown does not know.
    static let plainTextBullets: Set<Character> = ["•", "・", "‣", "◦", "▪", "●", "–", "·"]

    private static func shape(of rest: Substring, indent: Int, markdown: Bool) -> Shape {
        guard let first = rest.first else { return .blank }
        if rest.allSatisfy({ $0 == " " || $0 == "\t" }) { return .blank }
        if indent <= 3 {
            if first == "`" || first == "~" {
                let run = rest.prefix(while: { $0 == first }).count
                if run >= 3 && !(first == "`" && rest.dropFirst(run).contains("`")) {
                    return .fence(marker: first, length: run)
                }
            }
            if first == "#" {
                let level = rest.prefix(while: { $0 == "#" }).count
                if level <= 6 {
                    let after = rest.dropFirst(level)
                    if after.isEmpty || after.first == " " || after.first == "\t" { return .atxHeading(level: level) }
                }
            }
            if first == ">" { return .quote }
            if first == "-" || first == "*" || first == "_" {
                let marks = rest.filter { $0 != " " && $0 != "\t" }
                if marks.count >= 3 && marks.allSatisfy({ $0 == first }) { return .thematicBreak }
            }
        }
        if bulletMarkers.contains(first) || (!markdown && plainTextBullets.contains(first)) {
            let after = rest.dropFirst()
            if after.first == " " || after.first == "\t" {
                if after.contains(where: { $0 != " " && $0 != "\t" }) { return .listItem(ordered: false, indent: indent) }
            }
            return .text
        }
        if first.isASCII && first.isNumber {
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            if digits.count <= 9 {
                let after = rest.dropFirst(digits.count)
                if let marker = after.first, marker == "." || marker == ")" {
                    let tail = after.dropFirst()
                    if tail.first == " " || tail.first == "\t" { return .listItem(ordered: true, indent: indent) }
                }
            }
        }
        return .text
    }
}
