import Model
import Support

/// Builds one aligned `Document` from the sources judged to be the same page.
package struct DocumentAssembler: Sendable {
    let aligner: TranslationAligner

    package init(aligner: TranslationAligner) {
        self.aligner = aligner
    }

    package func assemble(_ sources: [ParsedSource], matchedBy: [String], details: [String?] = []) -> Document {
        let streams = sources.map(SourceStreams.init)
        let reference = Self.englishReference(sources, streams: streams)
        // Built once: every translation-only text of the document aligns against it.
        let streamAligner = StreamAlignment(aligner: aligner, sources: sources, reference: reference,
                                            referenceSide: AlignmentSide(reference.entries.map { ($0.source, $0.unit) }, in: sources, stream: .english))
        var pieces: [TranslationPiece] = []
        var loose: [LooseBlock] = []
        for (order, stream) in streams.enumerated() {
            var reached: [Int: Int] = [:]
            for (local, unit) in stream.english.enumerated() { reached[unit.block] = reference.mapping[order]?[local] }
            for language in stream.translations.keys.sorted() {
                let result = streamAligner.align(source: order, language: language, units: stream.translations[language]!,
                                                 stream: stream)
                pieces += result.pieces
                loose += result.loose
                reached.merge(result.reached) { first, _ in first }
            }
            loose += Self.asides(of: sources[order], order: order, stream: stream, reached: reached)
        }
        let blocks = BlockComposer(sources: sources, reference: reference).compose(pieces: pieces, loose: loose)

        var document = Document(id: "", title: Self.title(sources), sources: [], sections: DocumentSections.make(blocks))
        document.sources = sources.enumerated().map { index, source in
            SourceFile(path: source.path, languages: source.languages, url: source.url, authors: source.authors,
                       format: source.format, matchedBy: matchedBy[index], matchDetail: details.indices.contains(index) ? details[index] : nil,
                       role: source.role.rawValue)
        }
        document.group = sources.lazy.compactMap { $0.frontMatter["group"] ?? $0.frontMatter["section"] }.first { !$0.isEmpty }
        document.weight = sources.lazy.compactMap { $0.frontMatter["weight"].flatMap { Int($0) } }.first
        return document
    }

    /// The document's English: the source with the most English text is the base, the others
    /// are merged into it.
    static func englishReference(_ sources: [ParsedSource], streams: [SourceStreams]) -> EnglishReference {
        let englishOrder = sources.indices.filter { !streams[$0].english.isEmpty }.sorted { a, b in
            let ca = streams[a].english.count, cb = streams[b].english.count
            if ca != cb { return ca > cb }
            let la = streams[a].english.reduce(0) { $0 + sources[a].blocks.text(of: $1).utf8.count }
            let lb = streams[b].english.reduce(0) { $0 + sources[b].blocks.text(of: $1).utf8.count }
            if la != lb { return la > lb }
            return a < b
        }
        return EnglishMerger.merge(englishOrder.map { (source: $0, units: streams[$0].english) }, sources: sources)
    }

    /// Notes and figures, each after the block its source has it under.
    static func asides(of source: ParsedSource, order: Int, stream: SourceStreams, reached: [Int: Int]) -> [LooseBlock] {
        stream.asides.map { index in
            var gap = 0
            var previous = index - 1
            while previous >= 0 {
                if let position = reached[previous] { gap = position + 1; break }
                previous -= 1
            }
            let aside = source.blocks[index]
            var block = Block(kind: aside.kind)
            block.text[aside.language] = aside.text
            block.locations[aside.language] = source.location(line: aside.line)
            return LooseBlock(gap: gap, source: order, position: UnitRef(block: index, item: nil), block: block)
        }
    }

    /// Per language, the first source's title; the English original's English title first.
    static func title(_ sources: [ParsedSource]) -> [LanguageTag: String] {
        var title: [LanguageTag: String] = [:]
        let ordered = sources.filter { $0.role == .english } + sources.filter { $0.role != .english }
        for source in ordered {
            for (language, block) in source.titles where title[language] == nil {
                title[language] = language == .english ? TitleKeys.displayed(block.text) : block.text
            }
        }
        return title
    }
}
