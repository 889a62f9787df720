import Model
import Support

/// Reads one decoded file into a `ParsedSource`: blocks, their languages and roles.
public struct SourceParser: Sendable {
    public init() {}

    public func parse(text: String, path: String, fileName: String) -> ParsedSource {
        let name = SourceName(fileName: fileName)
        var body = Substring(text)
        var frontMatter: FrontMatter?
        var lineOffset = 0
        if name.fileExtension == "md" || name.fileExtension == "markdown" {
            (frontMatter, body) = FrontMatter.split(body)
            lineOffset = frontMatter?.lineCount ?? 0
        }
        // Markdown structure, not the file name, decides: free text pasted into `x.ko.md` is
        // still free text (titles on plain lines, English interleaved with Korean).
        let markdown = frontMatter != nil
            || ((name.fileExtension == "md" || name.fileExtension == "markdown") && Self.hasMarkedHeadings(body))
        var source = ParsedSource(
            path: path, name: name, format: markdown ? .markdown : .freeText,
            frontMatter: frontMatter?.fields ?? [:], url: nil, authors: [], titles: [:], blocks: [], diagnostics: [])

        var lines: [SourceLine] = []
        var number = lineOffset
        for rawLine in Self.lines(of: body) {
            number += 1
            let normalised = Self.normaliseSpaces(rawLine)
            var line = SourceLine(text: normalised, number: number, markdown: markdown)
            line.firstWordWidth = Self.firstWordWidth(rawLine)
            lines.append(line)
        }
        var raw = BlockSplitter(markdown: markdown).split(lines)
        raw = removeStrayLines(raw, into: &source)
        raw = splitMixedLists(raw)
        var blocks = classify(raw, markdown: markdown)
        if markdown {
            assignDeclaredLanguage(&blocks, declared: name.language ?? frontMatter?["lang"].flatMap(LanguageTag.parse))
        }
        resolveNeutralLanguages(&blocks, fallback: name.language ?? .english)
        extractTitle(&blocks, into: &source, frontMatter: frontMatter, markdown: markdown)
        for block in blocks where block.language == .undetermined {
            source.diagnostics.append(.warning(
                "unknown-script", "block is in a script that is not English, Korean, Japanese or Russian; kept as 'und'",
                at: source.location(line: block.line)))
        }
        source.blocks = blocks
        if source.url == nil, let url = frontMatter?["source"] ?? frontMatter?["url"], url.containsBytes("://") {
            source.url = url
        }
        return source
    }

    // MARK: Steps

    /// Characters (scalars) of the line's first word, up to a breaking space or tab.
    static func firstWordWidth(_ line: Substring) -> Int {
        var width = 0
        var started = false
        for byte in line.utf8 {
            if byte == 0x20 || byte == 0x09 {
                if started { break } else { continue }
            }
            started = true
            // Continuation bytes do not start a scalar.
            if byte & 0xC0 != 0x80 { width += 1 }
        }
        return width
    }

    /// Lines split on UTF-8 newline bytes (`split(separator:)` on a Substring walks graphemes,
    /// which costs more than everything else in parsing).
    static func lines(of text: Substring) -> [Substring] {
        let bytes = text.utf8
        // Newline offsets found on the raw bytes, then turned into indices in one walk.
        let offsets = bytes.withContiguousStorageIfAvailable { buffer -> [Int] in
            var found: [Int] = []
            for index in 0..<buffer.count where buffer[index] == 0x0A { found.append(index) }
            return found
        } ?? bytes.indices.enumerated().filter { bytes[$0.element] == 0x0A }.map(\.offset)
        var result: [Substring] = []
        result.reserveCapacity(offsets.count + 1)
        var start = bytes.startIndex
        var position = 0
        for offset in offsets {
            let end = bytes.index(start, offsetBy: offset - position)
            result.append(text[start..<end])
            start = bytes.index(after: end)
            position = offset + 1
        }
        result.append(text[start..<bytes.endIndex])
        return result
    }

    /// NBSP and other fixed-width spaces become plain spaces; zero-width characters go.
    static func normaliseSpaces(_ text: Substring) -> Substring {
        // Fast path: look for the byte sequences of these characters before decoding anything:
        // C2 A0 (NBSP), E2 80 80...8B and AF, E2 81 9F/A0, EF BB BF.
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            let end = bytes.count - 1
            while index < end {
                let byte = bytes[index]
                if byte == 0xC2 {
                    if bytes[index + 1] == 0xA0 { return true }
                } else if byte == 0xE2 || byte == 0xEF, index + 2 <= end {
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if byte == 0xE2 && second == 0x80 && (third <= 0x8B || third == 0xAF) { return true }
                    if byte == 0xE2 && second == 0x81 && (third == 0x9F || third == 0xA0) { return true }
                    if byte == 0xEF && second == 0xBB && third == 0xBF { return true }
                }
                index += 1
            }
            return false
        } ?? true
        guard found else { return text }
        var result = String.UnicodeScalarView()
        var changed = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00A0, 0x2000...0x200A, 0x202F, 0x205F:
                result.append(" ")
                changed = true
            case 0x200B, 0x2060, 0xFEFF:
                changed = true
            default:
                result.append(scalar)
            }
        }
        return changed ? Substring(String(result)) : text
    }

    private static func hasMarkedHeadings(_ body: Substring) -> Bool {
        for line in lines(of: body).prefix(400) where line.utf8.first == UInt8(ascii: "#") {
            let level = line.prefix(while: { $0 == "#" }).count
            if level <= 6, line.dropFirst(level).first == " " { return true }
        }
        return false
    }

    /// Takes URLs and author tags into the metadata and drops page titles and placeholders.
    private func removeStrayLines(_ blocks: [RawBlock], into source: inout ParsedSource) -> [RawBlock] {
        var kept: [RawBlock] = []
        for var block in blocks {
            switch block.kind {
            case .paragraph, .heading:
                let text = block.text
                if let url = StrayLines.url(in: text) {
                    if source.url == nil { source.url = url }
                    continue
                }
                if let author = StrayLines.author(in: text) {
                    source.authors.append(author)
                    continue
                }
                if StrayLines.isPlaceholder(text) || StrayLines.isPageTitle(text) { continue }
                kept.append(block)
            case .list:
                let items = block.items.filter { !StrayLines.isPlaceholder($0.plainText) }
                if items.isEmpty { continue }
                if items.count != block.items.count { block = .list(items) }
                kept.append(block)
            case .code, .quote:
                kept.append(block)
            }
        }
        return kept
    }

    /// A list whose items alternate between English and a translation is two lists.
    private func splitMixedLists(_ blocks: [RawBlock]) -> [RawBlock] {
        var result: [RawBlock] = []
        for block in blocks {
            guard block.kind == .list, Set(block.items.compactMap(\.language)).count > 1 else {
                result.append(block)
                continue
            }
            var run: [RawBlock.ListItem] = []
            var runLanguage: LanguageTag?
            for item in block.items {
                if let language = item.language, let current = runLanguage, language != current {
                    result.append(.list(run))
                    run = []
                    runLanguage = nil
                }
                run.append(item)
                if runLanguage == nil { runLanguage = item.language }
            }
            if !run.isEmpty { result.append(.list(run)) }
        }
        return result
    }

    /// Decides each block's kind: headings guessed from short lines in free text, notes.
    private func classify(_ raw: [RawBlock], markdown: Bool) -> [SourceBlock] {
        var blocks: [SourceBlock] = []
        for (index, block) in raw.enumerated() {
            let language = block.language
            var kind: BlockKind
            var level = 0
            switch block.kind {
            case .heading(let headingLevel):
                kind = .heading
                level = headingLevel
            case .list: kind = .list
            case .code: kind = .code
            case .quote: kind = .quote
            case .paragraph:
                kind = .paragraph
                if !markdown && HeadingHeuristics.isHeadingLike(block.text, language: language) {
                    kind = .heading
                    level = 2
                }
            }
            if kind == .paragraph || kind == .quote, language != .english, language != nil,
               StrayLines.isTranslatorNote(block.text) {
                // A parenthesised translation right after a parenthesised English paragraph
                // translates it; anything else in parentheses comments on the translation.
                let previous = index > 0 ? raw[index - 1] : nil
                let translatesPrevious = previous.map {
                    $0.language == .english && StrayLines.isWhollyParenthesised($0.text)
                } ?? false
                if !translatesPrevious && (!markdown || !StrayLines.isWhollyParenthesised(block.text)) {
                    kind = .note
                }
            }
            blocks.append(SourceBlock(
                kind: kind, level: level, text: block.text, language: language ?? .undetermined,
                detectedLanguage: language, line: block.line, itemCount: block.items.count))
        }
        return blocks
    }

    /// In a Markdown file named for one language, every block counts as that language unless
    /// the file is really interleaved; an English paragraph left in a Korean file is an
    /// untranslated block of the Korean version, which the reports flag.
    private func assignDeclaredLanguage(_ blocks: inout [SourceBlock], declared: LanguageTag?) {
        guard let declared else { return }
        let prose = blocks.filter { $0.kind == .paragraph || $0.kind == .list }
        let foreign = prose.filter { $0.detectedLanguage != nil && $0.detectedLanguage != declared }.count
        let own = prose.filter { $0.detectedLanguage == declared }.count
        let interleaved = declared != .english && foreign >= 2 && foreign * 10 >= prose.count * 4 && own * 10 >= prose.count * 4
        for index in blocks.indices {
            if interleaved, let detected = blocks[index].detectedLanguage, blocks[index].kind != .code {
                blocks[index].language = detected
            } else {
                blocks[index].language = declared
            }
        }
    }

    /// Blocks without letters (a code block, "2/3") take the language of the block before them.
    private func resolveNeutralLanguages(_ blocks: inout [SourceBlock], fallback: LanguageTag) {
        var previous: LanguageTag?
        for index in blocks.indices {
            if blocks[index].detectedLanguage == nil && blocks[index].language == .undetermined {
                let next = blocks[(index + 1)...].first { $0.detectedLanguage != nil }?.language
                blocks[index].language = previous ?? next ?? fallback
            }
            previous = blocks[index].language
        }
    }

    /// The title is the heading (or headings, one per language) before the first paragraph.
    private func extractTitle(_ blocks: inout [SourceBlock], into source: inout ParsedSource,
                              frontMatter: FrontMatter?, markdown: Bool) {
        if let title = frontMatter?["title"] {
            let language = source.name.language ?? LanguageIdentifier.identify(title) ?? .english
            source.titles[language] = SourceBlock(kind: .heading, level: 1, text: title, language: language,
                                                  detectedLanguage: LanguageIdentifier.identify(title), line: 2)
            // A leading `# Title` repeating the front matter title is the same title.
            if let first = blocks.first, first.kind == .heading, first.level == 1 { blocks.removeFirst() }
            return
        }
        if markdown {
            if let first = blocks.first, first.kind == .heading, first.level == 1 {
                source.titles[first.language] = first
                blocks.removeFirst()
            }
            return
        }
        var consumed = 0
        for block in blocks {
            guard block.kind == .heading else { break }
            if let existing = source.titles[block.language] {
                guard Self.normalisedTitle(existing.text) == Self.normalisedTitle(block.text) else { break }
            } else {
                source.titles[block.language] = block
            }
            consumed += 1
        }
        blocks.removeFirst(consumed)
    }

    /// Titles compared across files: case, spacing and punctuation ignored (the rule lives in
    /// Model, where the aligner reaches it too).
    public static func normalisedTitle(_ title: String) -> String {
        TextNormalising.normalisedTitle(title)
    }
}
