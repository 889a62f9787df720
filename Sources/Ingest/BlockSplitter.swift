import Model
import Support

/// Splits a file's lines into blocks.
///
/// Markdown files follow CommonMark's block rules closely enough for segmentation (paragraphs
/// run to a blank line, lazy continuation lines belong to list items). Free text is read the way
/// people write it: a line is a block unless the file is hard-wrapped, in which case wrapped
/// lines are joined back; a change of language always starts a new block, so interleaved
/// English and translation paragraphs separate even without blank lines.
struct BlockSplitter {
    let markdown: Bool

    private enum Segment {
        case text([SourceLine])
        case list([SourceLine])
        case code([SourceLine])
        case heading(SourceLine, level: Int, text: Substring)
        case quote([SourceLine])
        case separator(SourceLine)
    }

    func split(_ lines: [SourceLine]) -> [RawBlock] {
        let lines = markdown ? lines : Self.asHTMLShowsThem(lines)
        let segments = segment(lines)
        var lineLanguages: [Int: LanguageTag?] = [:]
        var wrapWidths: [LanguageTag: Int] = [:]
        if !markdown {
            for case .text(let run) in segments {
                for line in run { lineLanguages[line.number] = LanguageIdentifier.identify(line.content) }
            }
            wrapWidths = estimateWrapWidths(segments, languages: lineLanguages)
        }
        // A file that separates paragraphs by blank lines has one paragraph per run of
        // same-language lines (hard-wrapped, or one sentence per line); without blank lines,
        // every line is a block unless line widths show the file was wrapped.
        let blankLines = lines.filter { $0.shape == .blank }.count
        let paragraphsAreRuns = blankLines * 8 >= lines.count - blankLines
        var blocks: [RawBlock] = []
        for segment in segments {
            switch segment {
            case .heading(let line, let level, let text):
                let content = TextJoining.withoutWrappingEmphasis(TextJoining.collapseSpaces(text.trimmingWhitespace()))
                blocks.append(RawBlock(kind: .heading(level: level), text: content, line: line.number,
                                       language: LanguageIdentifier.identify(content)))
            case .code(let run):
                let body = run.map { String($0.text) }.joined(separator: "\n")
                blocks.append(RawBlock(kind: .code, text: body, line: run[0].number, language: nil))
            case .quote(let run):
                let body = run.map { line -> String in
                    var content = line.content.dropFirst()
                    if content.first == " " { content = content.dropFirst() }
                    return "> " + TextJoining.collapseSpaces(String(content))
                }.joined(separator: "\n")
                blocks.append(RawBlock(kind: .quote, text: body, line: run[0].number,
                                       language: LanguageIdentifier.identify(body)))
            case .list(let run):
                let (items, loose) = listItems(run)
                blocks.append(.list(items, loose: loose))
            case .separator(let line):
                blocks.append(RawBlock(kind: .separator, text: "", line: line.number, language: nil))
            case .text(let run):
                if markdown {
                    for lines in Self.languageHalves(run) {
                        let body = TextJoining.collapseSpaces(TextJoining.joinLines(lines.map(\.content)))
                        blocks.append(RawBlock(kind: .paragraph, text: body, line: lines[lines.startIndex].number,
                                               language: LanguageIdentifier.identify(body)))
                    }
                } else {
                    blocks.append(contentsOf: freeTextParagraphs(run, languages: lineLanguages, wrapWidths: wrapWidths,
                                                                 paragraphsAreRuns: paragraphsAreRuns))
                }
            }
        }
        return blocks
    }

    // MARK: Segments

    private func segment(_ lines: [SourceLine]) -> [Segment] {
        var segments: [Segment] = []
        var textRun: [SourceLine] = []
        func flushText() {
            if !textRun.isEmpty { segments.append(.text(textRun)) }
            textRun = []
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            switch line.shape {
            case .blank:
                flushText()
                index += 1
            case .thematicBreak:
                // `---` under a text line is a setext heading (`===` arrives as text, below).
                if markdown, !textRun.isEmpty, line.content.allSatisfy({ $0 == "-" }) {
                    let heading = textRun.removeLast()
                    flushText()
                    segments.append(.heading(heading, level: 2, text: heading.content))
                } else {
                    flushText()
                    segments.append(.separator(line))
                }
                index += 1
            case .fence(let marker, let length):
                flushText()
                var end = index + 1
                while end < lines.count {
                    if case .fence(let closing, let closingLength) = lines[end].shape,
                       closing == marker, closingLength >= length,
                       lines[end].content.allSatisfy({ $0 == marker }) { break }
                    end += 1
                }
                segments.append(.code(Array(lines[index...min(end, lines.count - 1)])))
                index = end + 1
            case .atxHeading(let level):
                flushText()
                var text = line.content.dropFirst(level)
                // A closing run of #s is not part of the heading.
                let trimmed = text.trimmingWhitespace()
                if let hashes = trimmed.lastIndex(where: { $0 != "#" }), trimmed.last == "#",
                   trimmed[hashes] == " " {
                    text = Substring(trimmed[..<hashes])
                }
                segments.append(.heading(line, level: level, text: text))
                index += 1
            case .quote:
                flushText()
                var end = index
                while end < lines.count, lines[end].shape == .quote { end += 1 }
                segments.append(.quote(Array(lines[index..<end])))
                index = end
            case .listItem:
                if markdown, !textRun.isEmpty, case .listItem(true, _) = line.shape,
                   !line.content.hasBytePrefix("1.") && !line.content.hasBytePrefix("1)") {
                    // CommonMark: only a list starting at 1 may interrupt a paragraph.
                    textRun.append(line)
                    index += 1
                    continue
                }
                flushText()
                let end = listEnd(lines, from: index)
                segments.append(.list(Array(lines[index..<end])))
                index = end
            case .text:
                if markdown, line.indent >= 4, textRun.isEmpty {
                    // Indented code block.
                    var end = index
                    while end < lines.count, lines[end].indent >= 4 || lines[end].shape == .blank { end += 1 }
                    while end > index, lines[end - 1].shape == .blank { end -= 1 }
                    segments.append(.code(lines[index..<end].map { line in
                        var copy = line
                        copy.text = line.text.dropFirst(min(4, line.indent))
                        return copy
                    }))
                    index = end
                    continue
                }
                if markdown, !textRun.isEmpty, line.content.allSatisfy({ $0 == "=" }) {
                    let heading = textRun.removeLast()
                    flushText()
                    segments.append(.heading(heading, level: 1, text: heading.content))
                    index += 1
                    continue
                }
                if let element = Self.wholeHTMLBlock(line.content) {
                    // `<p>…</p>` lines one under another, as an HTML fragment is written: a
                    // browser shows each as a block of its own, a heading as a heading.
                    flushText()
                    if let level = element.headingLevel {
                        segments.append(.heading(line, level: level, text: element.inner))
                    } else if element.name == "p" && line.content.hasPrefix("<p>"),
                              case let pieces = Self.brokenLines(element.inner), pieces.count > 1 {
                        // `<br>` breaks the lines of a paragraph as a newline breaks a source's:
                        // `• …<br>• …` is a list, English and its translation on lines of their own are two.
                        let lines = pieces.map { SourceLine(text: $0, number: line.number, markdown: markdown) }
                        if lines.allSatisfy({ if case .listItem = $0.shape { true } else { false } }) {
                            segments.append(.list(lines))
                        } else {
                            segments.append(.text(lines))
                        }
                    } else {
                        var paragraph = line
                        // A bare `<p>` is only a paragraph's mark; one with attributes (`align`)
                        // says how to show it, and stays.
                        if element.name == "p" && line.content.hasPrefix("<p>") { paragraph.text = element.inner }
                        segments.append(.text([paragraph]))
                    }
                    index += 1
                    continue
                }
                if !markdown, Self.isLoneBlockTag(line.content) {
                    // `<p>` and `</p>` on lines of their own around a pretty-printed paragraph:
                    // where a browser starts and ends a block.
                    flushText()
                    index += 1
                    continue
                }
                textRun.append(line)
                index += 1
            }
        }
        flushText()
        return segments
    }

    /// A free text's lines as a browser would break them: a `<br>` at a line's end breaks the
    /// line the newline breaks already, and inside a block element written over several lines
    /// (`<p>` and `</p>` on lines of their own) indentation shows nothing, so it means nothing.
    static func asHTMLShowsThem(_ lines: [SourceLine]) -> [SourceLine] {
        var depth = 0
        return lines.map { line in
            if isLoneBlockTag(line.content) {
                depth = max(0, depth + (line.content.hasPrefix("</") ? -1 : 1))
                return line
            }
            var line = line
            line.text = withoutTrailingBreak(line.text)
            if depth > 0 && line.indent > 0 { line = SourceLine(text: line.content, number: line.number, markdown: false) }
            return line
        }
    }

    /// Tags that open or close a block and show nothing on a line of their own.
    private static let loneBlockTags: Set<String> = htmlBlockTags.union(["ul", "ol", "article", "main", "center"])

    /// A line that is only a block element's opening or closing tag: `<p>`, `<div class="x">`, `</p>`.
    static func isLoneBlockTag(_ line: Substring) -> Bool {
        guard line.utf8.first == UInt8(ascii: "<"), line.utf8.last == UInt8(ascii: ">"), let tag = NonContent.leadingTag(line),
              tag.end == line.endIndex else { return false }
        let name = tag.name.hasPrefix("/") ? String(tag.name.dropFirst()) : tag.name
        return loneBlockTags.contains(name)
    }

    /// A line without the `<br>` that ends it: the line ends there anyway.
    static func withoutTrailingBreak(_ line: Substring) -> Substring {
        guard line.utf8.last == UInt8(ascii: ">") || line.utf8.last == UInt8(ascii: " ") else { return line }
        let trimmed = line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)]
        guard trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<"),
              brokenLines(trimmed[open...]).isEmpty else { return line }
        return trimmed[..<open]
    }

    /// A Markdown paragraph whose lines are English and then their translation, or the
    /// translation and then its English, as two: its author put the translation on lines of
    /// its own. Otherwise the paragraph whole.
    static func languageHalves(_ run: [SourceLine]) -> [ArraySlice<SourceLine>] {
        guard run.count >= 2 else { return [run[...]] }
        let languages = run.map { LanguageIdentifier.identify($0.content) }
        guard let switchAt = languages.indices.dropFirst().first(where: { languages[$0] != languages[0] }),
              let first = languages[0], let second = languages[switchAt], first == .english || second == .english,
              first != .undetermined, second != .undetermined,
              languages[switchAt...].allSatisfy({ $0 == second }) else { return [run[...]] }
        return [run[..<switchAt], run[switchAt...]]
    }

    /// Block elements an HTML fragment writes one per line.
    private static let htmlBlockTags: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "div", "blockquote", "li", "figure", "section"]

    struct HTMLBlock {
        var name: String
        /// What is between the opening and the closing tag.
        var inner: Substring
        var headingLevel: Int? { name.count == 2 && name.first == "h" ? name.last?.wholeNumberValue : nil }
    }

    /// The lines `<br>` (`<br/>`, `<br />`) breaks `text` into, trimmed, empty ones left out.
    static func brokenLines(_ text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            var end = text.index(after: open)
            guard text[end...].prefix(2).lowercased() == "br" else {
                index = end
                continue
            }
            end = text.index(end, offsetBy: 2)
            while end < text.endIndex, text[end] == " " || text[end] == "/" { end = text.index(after: end) }
            guard end < text.endIndex, text[end] == ">" else {
                index = end
                continue
            }
            pieces.append(text[start..<open])
            start = text.index(after: end)
            index = start
        }
        pieces.append(text[start...])
        return pieces.map { piece in
            let trimmed = piece.drop(while: \.isWhitespace)
            return trimmed[..<(trimmed.lastIndex { !$0.isWhitespace }.map(trimmed.index(after:)) ?? trimmed.startIndex)]
        }.filter { !$0.isEmpty }
    }

    /// A line that opens a block element and closes it at its end: `<p class="x">…</p>`.
    static func wholeHTMLBlock(_ line: Substring) -> HTMLBlock? {
        // On the bytes first: every line of every file asks.
        guard line.utf8.first == UInt8(ascii: "<"), line.utf8.last == UInt8(ascii: ">"), let tag = NonContent.leadingTag(line),
              htmlBlockTags.contains(tag.name) else { return nil }
        let closing = "</" + tag.name + ">"
        guard line.hasSuffix(closing) else { return nil }
        let innerEnd = line.index(line.endIndex, offsetBy: -closing.count)
        guard tag.end <= innerEnd else { return nil }
        var inner = line[tag.end..<innerEnd]
        while inner.first == " " { inner = inner.dropFirst() }
        while inner.last == " " { inner = inner.dropLast() }
        return HTMLBlock(name: tag.name, inner: inner)
    }

    /// Where a list that starts at `start` ends (exclusive).
    private func listEnd(_ lines: [SourceLine], from start: Int) -> Int {
        let baseIndent = lines[start].indent
        var index = start + 1
        var previousBlank = false
        while index < lines.count {
            let line = lines[index]
            switch line.shape {
            case .listItem:
                previousBlank = false
                index += 1
            case .blank:
                // A blank line continues the list only if more of it follows.
                var next = index + 1
                while next < lines.count, lines[next].shape == .blank { next += 1 }
                guard next < lines.count else { return index }
                let following = lines[next]
                if case .listItem = following.shape, following.indent >= baseIndent {
                    index = next
                } else if following.indent > baseIndent + 1, following.shape != .blank {
                    index = next
                } else {
                    return index
                }
                previousBlank = true
            case .fence(let marker, let length) where line.indent > baseIndent:
                var end = index + 1
                while end < lines.count {
                    if case .fence(let closing, let closingLength) = lines[end].shape, closing == marker, closingLength >= length { break }
                    end += 1
                }
                index = min(end + 1, lines.count)
            default:
                if line.indent > baseIndent + 1 {
                    index += 1 // continuation of an item
                } else if markdown, !previousBlank, line.shape == .text {
                    index += 1 // lazy continuation
                } else {
                    return index
                }
                previousBlank = false
            }
        }
        return index
    }

    /// The items of a list and whether blank lines separate them (a loose list, whose items
    /// read as paragraphs of their own).
    private func listItems(_ run: [SourceLine]) -> (items: [RawBlock.ListItem], loose: Bool) {
        let baseIndent = run[0].indent
        var items: [RawBlock.ListItem] = []
        var loose = false
        var blankBefore = false
        for line in run {
            defer { blankBefore = line.shape == .blank }
            if case .listItem(let ordered, _) = line.shape, line.indent <= baseIndent + 1 {
                if blankBefore && !items.isEmpty { loose = true }
                let marker: String
                if ordered {
                    marker = String(line.content.prefix(while: { $0.isNumber })) + ". "
                } else {
                    marker = "- "
                }
                let text = TextJoining.collapseSpaces(line.listItemText.trimmingWhitespace())
                items.append(RawBlock.ListItem(marker: marker, lines: [text], line: line.number, language: nil))
            } else if !items.isEmpty {
                if line.shape == .blank { continue }
                let relative = max(0, line.indent - baseIndent)
                var content = line.content
                if case .listItem(let ordered, _) = line.shape, !ordered,
                   let first = content.first, SourceLine.plainTextBullets.contains(first) {
                    content = "-" + content.dropFirst()
                }
                let indentation = String(repeating: " ", count: max(2, min(relative, 8)))
                items[items.count - 1].lines.append(indentation + TextJoining.collapseSpaces(String(content)))
            }
        }
        for index in items.indices {
            items[index].language = LanguageIdentifier.identify(items[index].plainText)
        }
        return (items, loose)
    }

    // MARK: Free text

    /// Per language, the width a hard-wrapped file was wrapped at, if it was.
    ///
    /// In a wrapped file most lines that continue into another line of the same language end
    /// close to one width; in a file written with one paragraph per line they do not.
    private func estimateWrapWidths(_ segments: [Segment], languages: [Int: LanguageTag?]) -> [LanguageTag: Int] {
        var widths: [LanguageTag: [Int]] = [:]
        for case .text(let run) in segments where run.count > 1 {
            for (line, next) in zip(run, run.dropFirst()) {
                guard let language = languages[line.number] ?? nil, languages[next.number] ?? nil == language else { continue }
                widths[language, default: []].append(line.content.unicodeScalars.count)
            }
        }
        var result: [LanguageTag: Int] = [:]
        for (language, values) in widths where values.count >= 3 {
            let widest = values.max()!
            guard widest <= 240 else { continue }
            let tolerance = max(10, widest / 5)
            let near = values.filter { $0 >= widest - tolerance }.count
            if near * 10 >= values.count * 6 { result[language] = widest }
        }
        return result
    }

    private func freeTextParagraphs(_ run: [SourceLine], languages: [Int: LanguageTag?],
                                    wrapWidths: [LanguageTag: Int], paragraphsAreRuns: Bool) -> [RawBlock] {
        var blocks: [RawBlock] = []
        var current: [SourceLine] = []
        var currentLanguage: LanguageTag?
        func flush() {
            guard !current.isEmpty else { return }
            let body = TextJoining.collapseSpaces(TextJoining.joinLines(current.map(\.content)))
            blocks.append(RawBlock(kind: .paragraph, text: body, line: current[0].number,
                                   language: LanguageIdentifier.identify(body)))
            current = []
            currentLanguage = nil
        }
        for line in run {
            let language = languages[line.number] ?? nil
            if let previous = current.last {
                let sameLanguage = language == nil || currentLanguage == nil || language == currentLanguage
                let wrapLanguage = currentLanguage ?? language
                if sameLanguage, let wrapLanguage,
                   // A language whose wrapped lines were too irregular to measure (Japanese broken
                   // mid-word) takes the width the rest of the file was wrapped at; a file not
                   // wrapped at all only joins lines when blank lines mark its paragraphs.
                   let width = wrapWidths[wrapLanguage] ?? wrapWidths.values.max() ?? (paragraphsAreRuns ? Int.max : nil),
                   isWrapContinuation(previous: previous, next: line, width: width, language: wrapLanguage,
                                      startsBlock: current.count == 1, paragraphsAreRuns: paragraphsAreRuns) {
                    current.append(line)
                    if currentLanguage == nil { currentLanguage = language }
                    continue
                }
                flush()
            }
            current = [line]
            currentLanguage = language
        }
        flush()
        return blocks
    }

    /// Characters of a line too short to have been wrapped.
    static let shortLine = 20

    /// What ends a sentence, in every script.
    static let sentenceEnds = ".。!?！？".unicodeScalars

    /// A line that ends a sentence, or introduces what follows (`:`).
    static func endsSentence(_ line: Substring) -> Bool {
        guard let last = line.trimmingWhitespace().unicodeScalars.last else { return false }
        return sentenceEnds.contains(last) || last == ":" || last == "："
    }

    /// A line longer than any wrap width, ending a sentence.
    static func isWholeParagraphLine(_ line: Substring, language: LanguageTag) -> Bool {
        guard let last = line.unicodeScalars.last, sentenceEnds.contains(last) else { return false }
        let length = VisibleLength(of: String(line))
        let english = language == .english ? length.total : length.inTranslation(ratio: language.typicalLengthRatio) / language.typicalLengthRatio
        return english > 240
    }

    /// Whether `next` continues the paragraph `previous` belongs to, in a file wrapped at `width`.
    private func isWrapContinuation(previous: SourceLine, next: SourceLine, width: Int, language: LanguageTag,
                                    startsBlock: Bool, paragraphsAreRuns: Bool) -> Bool {
        let previousWidth = previous.content.unicodeScalars.count
        // Short lines one under another without ending a sentence are a menu or a table of
        // contents, each line an item: no paragraph wraps after a word or two.
        if previousWidth <= Self.shortLine, next.content.unicodeScalars.count <= Self.shortLine,
           !Self.endsSentence(previous.content), !Self.endsSentence(next.content) { return false }
        if paragraphsAreRuns {
            // Only a short heading line directly above its paragraph stands apart, and a long
            // line that ends its sentence: no editor wraps that wide, so it is a paragraph of
            // its own, written on one line.
            let short = width == Int.max || previousWidth * 10 < width * 6
            let heading = startsBlock && short && HeadingHeuristics.isHeadingLike(String(previous.content), language: language)
            return !heading && !Self.isWholeParagraphLine(previous.content, language: language)
        }
        // A greedy wrapper moves a word to the next line only when it does not fit on this one.
        return previousWidth + 1 + next.firstWordWidth > width - 2
    }
}
