import Model
import Support

/// Reads one decoded file into a `ParsedSource`: blocks, their languages and roles.
public struct SourceParser: Sendable {
    public init() {}

    public func parse(text: String, path: String, fileName: String) -> ParsedSource {
        let name = SourceName(fileName: fileName)
        let (frontMatter, body) = FrontMatter.split(Substring(text))
        let lineOffset = frontMatter?.lineCount ?? 0
        // Markdown structure, not the file name or a front matter, decides: free text pasted
        // into `x.ko.md` or under a blog post's front matter is still free text (titles on
        // plain lines, English interleaved with Korean), and a GitHub page saved as `.txt` is
        // still Markdown.
        let markdown = Self.hasMarkdownStructure(body)
        var source = ParsedSource(
            path: path, name: name, format: markdown ? .markdown : .freeText,
            frontMatter: frontMatter?.fields ?? [:], url: nil, authors: [], titles: [:], blocks: [], diagnostics: [])

        let (lines, asides) = Self.sourceLines(body, lineOffset: lineOffset, markdown: markdown)
        var raw = BlockSplitter(markdown: markdown).split(lines)
        raw = removeStrayLines(raw, into: &source)
        var blocks = PageFooter.trimmed(classify(raw, markdown: markdown, asides: asides))
        if markdown {
            assignDeclaredLanguage(&blocks, declared: name.language ?? frontMatter?["lang"].flatMap(LanguageTag.parse))
        }
        resolveNeutralLanguages(&blocks, fallback: name.language ?? .english)
        blocks = Self.splitMixedParagraphs(blocks)
        let (role, translation) = SourceRoles.decide(blocks)
        source.role = role
        if role == .translation, let translation { SourceRoles.retagCopies(&blocks, translation: translation) }
        if role != .translation { blocks = Self.splitMixedLists(blocks) }
        blocks = Self.splitBilingualHeadings(blocks, role: role)
        extractTitle(&blocks, into: &source, frontMatter: frontMatter, markdown: markdown)
        for problem in frontMatter?.problems ?? [] {
            source.diagnostics.append(.error("front-matter", "front matter: \(problem.message)", at: source.location(line: problem.line)))
        }
        let titleTexts = source.titles.sorted { $0.key < $1.key }.map(\.value.text) + source.alternativeTitles
        source.titleGlosses = titleTexts.flatMap(BilingualHeading.englishGlosses)
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

    /// The body's lines, with Liquid tags that only wrap content (`{% hint %}` … `{% endhint %}`)
    /// turned into blank lines and the lines they wrapped noted as asides.
    static func sourceLines(_ body: Substring, lineOffset: Int, markdown: Bool) -> (lines: [SourceLine], asides: Set<Int>) {
        var lines: [SourceLine] = []
        var asides = Set<Int>()
        var number = lineOffset
        var asideDepth = 0
        for rawLine in Self.lines(of: body) {
            number += 1
            var normalised = Self.normaliseSpaces(rawLine)
            let mayBeTag = normalised.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{")
            let trimmed = mayBeTag ? normalised.trimmingWhitespace() : ""
            if mayBeTag, NonContent.isLiquidTag(trimmed), !trimmed.containsBytes("embed") {
                if trimmed.containsBytes("endhint") || trimmed.containsBytes("endtab") {
                    asideDepth = max(0, asideDepth - 1)
                } else if trimmed.containsBytes("hint") {
                    asideDepth += 1
                }
                normalised = ""
            } else if asideDepth > 0 {
                asides.insert(number)
            }
            var line = SourceLine(text: normalised, number: number, markdown: markdown)
            line.firstWordWidth = Self.firstWordWidth(rawLine)
            lines.append(line)
        }
        return (lines, asides)
    }

    // MARK: Steps

    /// Characters (scalars) of the line's first word, up to a breaking space or tab.
    static func firstWordWidth(_ line: Substring) -> Int {
        line.withUTF8Bytes { bytes in
            var width = 0
            var started = false
            for byte in bytes {
                if byte == 0x20 || byte == 0x09 {
                    if started { break } else { continue }
                }
                started = true
                // Continuation bytes do not start a scalar.
                if byte & 0xC0 != 0x80 { width += 1 }
            }
            return width
        }
    }

    /// Lines split on UTF-8 newline bytes (`split(separator:)` on a Substring walks graphemes,
    /// which costs more than everything else in parsing).
    static func lines(of text: Substring) -> [Substring] {
        let bytes = text.utf8
        // Newline offsets found on the raw bytes, then turned into indices in one walk.
        let offsets = bytes.withContiguousStorageIfAvailable { buffer -> [Int] in
            var found: [Int] = []
            // By `memchr`: this reads every byte of every file.
            var next = 0
            while let index = ByteSearch.find(0x0A, in: buffer, from: next) {
                found.append(index)
                next = index + 1
            }
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
                // Skip eight bytes without any of the lead bytes.
                if index + 8 <= bytes.count {
                    let word = WordScan.load(bytes, at: index)
                    if WordScan.has(word, 0xC2) | WordScan.has(word, 0xE2) | WordScan.has(word, 0xEF) == 0 {
                        index += 8
                        continue
                    }
                }
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

    /// ATX headings, setext underlines or fenced code: a file written in Markdown. Read on
    /// the bytes, line by line, stopping at the first sign (most Markdown files show one
    /// within a few lines).
    static func hasMarkdownStructure(_ body: Substring) -> Bool {
        body.withUTF8Bytes { bytes -> Bool in
            var previousWasText = false
            var start = 0, lines = 0
            while start <= bytes.count, lines < 400 {
                let end = ByteSearch.find(0x0A, in: bytes, from: start) ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if markdownSign(line, afterText: previousWasText) { return true }
                previousWasText = line.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
                start = end + 1
                lines += 1
            }
            return false
        }
    }

    /// `# ` to `###### `, a fence, or a setext underline under a line of text.
    private static func markdownSign(_ line: UnsafeBufferPointer<UInt8>, afterText: Bool) -> Bool {
        guard let first = line.first else { return false }
        if first == UInt8(ascii: "#") {
            let level = line.prefix { $0 == UInt8(ascii: "#") }.count
            if level <= 6, level < line.count, line[level] == 0x20 { return true }
        }
        if line.count >= 3, first == UInt8(ascii: "`"), line[1] == first, line[2] == first { return true }
        return afterText && line.count >= 3 && line.allSatisfy { $0 == UInt8(ascii: "=") }
    }

    /// Takes URLs and author tags into the metadata and drops page titles, placeholders,
    /// markup that shows nothing and the chrome of the page the text was copied from.
    private func removeStrayLines(_ blocks: [RawBlock], into source: inout ParsedSource) -> [RawBlock] {
        var kept: [RawBlock] = []
        for var block in blocks {
            switch block.kind {
            case .paragraph, .heading:
                let text = block.text
                switch NonContent.role(of: text) {
                case .noise:
                    // A line of dashes ends a page's header as a rule does.
                    if text.contains("-") || text.contains("—") { kept.append(RawBlock(kind: .separator, text: "", line: block.line)) }
                    continue
                case .chrome: continue
                case .figure:
                    block.isFigure = true
                    kept.append(block)
                    continue
                case nil:
                    if let parts = NonContent.splitFigure(text) {
                        for part in parts {
                            var piece = block
                            piece.text = part.text
                            piece.isFigure = part.isFigure
                            piece.language = part.isFigure ? nil : LanguageIdentifier.identify(part.text)
                            kept.append(piece)
                        }
                        continue
                    }
                }
                if let url = StrayLines.url(in: text) {
                    if source.url == nil { source.url = url }
                    continue
                }
                if let author = StrayLines.author(in: text) {
                    source.authors.append(author)
                    continue
                }
                if StrayLines.isPlaceholder(text) || StrayLines.isPageTitle(text) || StrayLines.isSourceLabel(text) { continue }
                kept.append(block)
            case .list:
                let items = block.items.filter { !StrayLines.isPlaceholder($0.plainText) }
                if items.isEmpty { continue }
                if items.count != block.items.count { block = .list(items, loose: block.loose) }
                kept.append(block)
            case .code, .quote, .separator:
                kept.append(block)
            }
        }
        return kept
    }

    /// A list whose items alternate between English and a translation is two lists.
    static func splitMixedLists(_ blocks: [SourceBlock]) -> [SourceBlock] {
        var result: [SourceBlock] = []
        for block in blocks {
            guard block.kind == .list, Set(block.items.compactMap(\.language)).count > 1 else {
                result.append(block)
                continue
            }
            var run: [SourceListItem] = []
            var runLanguage: LanguageTag?
            func flush() {
                guard !run.isEmpty else { return }
                var piece = block
                piece.items = run
                piece.text = run.map(\.text).joined(separator: block.loose ? "\n\n" : "\n")
                piece.line = run[0].line
                let language = RawBlock.dominantLanguage(run.map { ($0.language, $0.text.utf8.count) })
                piece.detectedLanguage = language
                piece.language = language ?? block.language
                piece.afterBreak = result.isEmpty ? block.afterBreak : false
                result.append(piece)
                run = []
                runLanguage = nil
            }
            for item in block.items {
                if let language = item.language, let current = runLanguage, language != current { flush() }
                run.append(item)
                if runLanguage == nil { runLanguage = item.language }
            }
            flush()
        }
        return result
    }

    /// A paragraph written as an English run and its translation is two paragraphs.
    static func splitMixedParagraphs(_ blocks: [SourceBlock]) -> [SourceBlock] {
        var result: [SourceBlock] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            guard block.kind == .paragraph, let parts = MixedParagraph.split(block.text) else {
                result.append(block)
                continue
            }
            for (position, part) in parts.enumerated() {
                var piece = block
                piece.text = part.text
                piece.language = part.language
                piece.detectedLanguage = part.language
                if position > 0 { piece.afterBreak = false }
                result.append(piece)
            }
        }
        return result
    }

    /// Decides each block's kind: figures, headings guessed from short lines in free text,
    /// notes (translator comments, and what a page sets apart as an aside).
    private func classify(_ raw: [RawBlock], markdown: Bool, asides: Set<Int>) -> [SourceBlock] {
        var blocks: [SourceBlock] = []
        var afterBreak = false
        for (index, block) in raw.enumerated() {
            if block.kind == .separator {
                afterBreak = true
                continue
            }
            defer { afterBreak = false }
            let language = block.language
            var kind: BlockKind
            var level = 0
            switch block.kind {
            case .heading(let headingLevel):
                kind = .heading
                level = headingLevel
                // A sentence set as a heading (a page's summary in `###`) reads as a paragraph.
                if HeadingHeuristics.isSentence(block.text) { kind = .paragraph; level = 0 }
            case .list: kind = .list
            case .code: kind = .code
            case .quote: kind = .quote
            case .paragraph, .separator:
                kind = .paragraph
                if !markdown && (HeadingHeuristics.isHeadingLike(block.text, language: language) || Self.isBilingualHeading(block.text)) {
                    kind = .heading
                    level = 2
                }
            }
            if (kind == .paragraph || kind == .heading), block.isFigure {
                kind = .figure
                level = 0
            }
            if kind == .paragraph || kind == .quote || (kind == .list && block.items.count == 1), language != .english, language != nil,
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
            if asides.contains(block.line), kind != .figure { kind = .note }
            let items = block.items.map { SourceListItem(text: $0.markdown, line: $0.line, language: $0.language) }
            blocks.append(SourceBlock(
                kind: kind, level: level, text: block.text, language: language ?? .undetermined,
                detectedLanguage: language, line: block.line, items: items, loose: block.loose, afterBreak: afterBreak))
        }
        return blocks
    }

    /// `Navigation(ナビゲーション)` on a line of its own: longer than one language's heading, still one.
    static func isBilingualHeading(_ text: String) -> Bool {
        guard text.count <= 80, let bilingual = BilingualHeading(text) else { return false }
        return HeadingHeuristics.isHeadingLike(bilingual.english, language: .english)
            && HeadingHeuristics.isHeadingLike(bilingual.translation, language: bilingual.language)
    }

    /// A heading written in both languages at once: in a file that holds both, the English
    /// heading and its translation, as an interleaved pair; in a translation, the translated
    /// heading, which keeps the English to find its English heading by.
    static func splitBilingualHeadings(_ blocks: [SourceBlock], role: SourceRole) -> [SourceBlock] {
        var result: [SourceBlock] = []
        for block in blocks {
            guard block.kind == .heading, let bilingual = BilingualHeading(block.text) else {
                result.append(block)
                continue
            }
            var translated = block
            translated.text = bilingual.translation
            translated.language = bilingual.language
            translated.detectedLanguage = bilingual.language
            translated.englishGloss = bilingual.english
            if role == .translation {
                result.append(translated)
            } else {
                var english = block
                english.text = bilingual.english
                english.language = .english
                english.detectedLanguage = .english
                translated.afterBreak = false
                result.append(contentsOf: bilingual.englishFirst ? [english, translated] : [translated, english])
            }
        }
        return result
    }

    /// In a Markdown file named for one language, every block counts as that language unless
    /// the file is really interleaved; an English paragraph left in a Korean file is an
    /// untranslated block of the Korean version, which the reports flag.
    private func assignDeclaredLanguage(_ blocks: inout [SourceBlock], declared: LanguageTag?) {
        guard let declared else { return }
        // Whether the file holds both languages is decided as for any file, by its prose.
        var detected = blocks
        // Blocks without letters of their own (a list of API links) say nothing either way.
        for index in detected.indices { detected[index].language = detected[index].detectedLanguage ?? .undetermined }
        let interleaved = declared != .english && SourceRoles.decide(detected).role == .interleaved
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

    /// The title: the front matter's, or the heading (one per language) that opens the text
    /// past the page's header; that header becomes notes.
    private func extractTitle(_ blocks: inout [SourceBlock], into source: inout ParsedSource,
                              frontMatter: FrontMatter?, markdown: Bool) {
        let found = TitleFinder(role: source.role, markdown: markdown).find(in: blocks)
        if let title = frontMatter?["title"] {
            let language = source.name.language ?? LanguageIdentifier.identify(title) ?? .english
            source.titles[language] = SourceBlock(kind: .heading, level: 1, text: title, language: language,
                                                  detectedLanguage: LanguageIdentifier.identify(title), line: 2)
            // A first heading under a front matter title is the same title, in the form the page shows.
            if let index = found.titleIndices.first {
                source.alternativeTitles.append(blocks[index].text)
                if let gloss = blocks[index].englishGloss { source.alternativeTitles.append(gloss) }
            }
        } else {
            for (language, block) in found.titles {
                source.titles[language] = block
                if let gloss = block.englishGloss, found.titles[.english] == nil {
                    source.titles[.english] = SourceBlock(kind: .heading, level: block.level, text: gloss, language: .english,
                                                          detectedLanguage: .english, line: block.line)
                }
            }
        }
        for index in found.preamble { blocks[index].kind = .note }
        for index in found.titleIndices.sorted(by: >) { blocks.remove(at: index) }
    }

    /// Titles compared across files: case, spacing and punctuation ignored (the rule lives in
    /// Model, where the aligner reaches it too).
    public static func normalisedTitle(_ title: String) -> String {
        TextNormalising.normalisedTitle(title)
    }
}
