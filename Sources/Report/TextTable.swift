/// A plain-text table whose columns line up in a terminal, measured in display columns so
/// that Korean and Japanese titles (two columns per character) do not push cells out.
struct TextTable {
    enum Alignment { case left, right }

    struct Cell {
        var text: String
        /// An ANSI colour code wrapped around the padded text, or nil.
        var colour: String?

        init(_ text: String, colour: String? = nil) {
            self.text = text
            self.colour = colour
        }
    }

    var headers: [String]
    var alignments: [Alignment]
    var rows: [[Cell]] = []

    init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    mutating func add(_ row: [Cell]) { rows.append(row) }

    func render(colour: Bool) -> String {
        var widths = headers.map(DisplayWidth.of)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell.text)) }
        }
        func line(_ cells: [Cell], bold: Bool) -> String {
            var parts: [String] = []
            for (index, cell) in cells.enumerated() {
                let isLast = index == cells.count - 1
                var text = alignments[index] == .right
                    ? DisplayWidth.leftPadded(cell.text, to: widths[index])
                    : (isLast ? cell.text : DisplayWidth.padded(cell.text, to: widths[index]))
                if colour, let code = bold ? "1" : cell.colour { text = "\u{1B}[\(code)m" + text + "\u{1B}[0m" }
                parts.append(text)
            }
            return parts.joined(separator: "  ")
        }
        var text = line(headers.map { Cell($0) }, bold: true) + "\n"
        for row in rows { text += line(row, bold: false) + "\n" }
        return text
    }
}
