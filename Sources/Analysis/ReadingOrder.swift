import Model

/// Turns a document's sections into blocks in reading order and settles, once for every
/// stage, what a translation aligned 2-1 covers: its own block and the next English blocks
/// (as many as its span says, headings included, notes and blocks without English skipped),
/// up to one that has its own translation in that language.
enum ReadingOrder {
    static func blocks(of document: Document) -> [AnalysedBlock] {
        var blocks = flattened(document)
        for (index, block) in document.allBlocks.enumerated() where block.text[.english] != nil {
            for (language, span) in block.span where span > 1 {
                guard let position = blocks[index].translations.firstIndex(where: { $0.language == language }) else { continue }
                let covered = following(index, count: span - 1, language: language, in: blocks)
                blocks[index].translations[position].covers += covered.map { blocks[$0].id }
                for other in covered { blocks[other].coveredBy[language] = blocks[index].id }
            }
        }
        return blocks
    }

    /// Each block with its section, its English and translations as values.
    private static func flattened(_ document: Document) -> [AnalysedBlock] {
        var blocks: [AnalysedBlock] = []
        for section in document.sections {
            for block in [section.heading].compactMap({ $0 }) + section.blocks {
                blocks.append(analysed(block, index: blocks.count, sectionID: section.id))
            }
        }
        return blocks
    }

    private static func analysed(_ block: Block, index: Int, sectionID: String) -> AnalysedBlock {
        let english = block.text[.english].map {
            EnglishText(text: $0, location: block.locations[.english], variants: block.variants[.english] ?? [])
        }
        let translations = block.text.keys.sorted().filter { $0 != .english }.map { language in
            Translation(language: language, text: block.text[language]!, confidence: block.confidence[language],
                        location: block.locations[language], covers: english == nil ? [] : [block.id],
                        variants: block.variants[language] ?? [])
        }
        return AnalysedBlock(index: index, id: block.id, kind: block.kind, level: block.level, sectionID: sectionID,
                             english: english, translations: translations, coveredBy: [:], locations: block.locations)
    }

    /// The next `count` English blocks after `index` that lack text in `language`.
    private static func following(_ index: Int, count: Int, language: LanguageTag, in blocks: [AnalysedBlock]) -> [Int] {
        var covered: [Int] = []
        var next = index + 1
        while covered.count < count, next < blocks.count {
            let block = blocks[next]
            next += 1
            guard block.kind.isTranslatable, block.english != nil else { continue }
            if block.translation(language) != nil { break }
            covered.append(block.index)
        }
        return covered
    }
}
