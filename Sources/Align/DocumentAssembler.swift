import Model
import Support

/// Builds one aligned `Document` from the sources judged to be the same page.
package struct DocumentAssembler: Sendable {
    let aligner: TranslationAligner

    package init(aligner: TranslationAligner) {
        self.aligner = aligner
    }

    /// Below this posterior a step is not shown as a translation pair: the blocks stay apart.
    static let minimumPosterior = 0.2

    /// A translation attached to a reference English block.
    private struct Attachment {
        var text: String
        var confidence: Double
        var location: SourceLocation
        var span: Int
    }

    /// A block with no English counterpart, placed in the gap before reference block `gap`.
    private struct Extra {
        var gap: Int
        var sourceOrder: Int
        var position: Int
        var block: Block
    }

    package func assemble(_ sources: [ParsedSource], matchedBy: [String]) -> Document {
        let streams = sources.map(SourceStreams.init)

        // English: the source with the most English text is the base.
        let englishOrder = sources.indices.filter { !streams[$0].english.isEmpty }.sorted { a, b in
            let ca = streams[a].english.count, cb = streams[b].english.count
            if ca != cb { return ca > cb }
            let la = streams[a].english.reduce(0) { $0 + sources[a].blocks[$1].text.utf8.count }
            let lb = streams[b].english.reduce(0) { $0 + sources[b].blocks[$1].text.utf8.count }
            if la != lb { return la > lb }
            return a < b
        }
        let reference = EnglishMerger.merge(englishOrder.map { index in
            (source: index, path: sources[index].path, blocks: streams[index].english.map { sources[index].blocks[$0] })
        })
        let referenceUnits = reference.entries.map { AlignmentUnit($0.block) }
        // Built once: every translation-only text of the document aligns against it.
        let referenceSequence = AlignmentSequence(referenceUnits)

        var attachments: [[LanguageTag: Attachment]] = Array(repeating: [:], count: reference.entries.count)
        var variants: [[LanguageTag: [TextVariant]]] = Array(repeating: [:], count: reference.entries.count)
        var extras: [Extra] = []

        for (sourceOrder, source) in sources.enumerated() {
            let stream = streams[sourceOrder]
            // Reference position reached by each block of this source, for placing notes.
            var reached: [Int: Int] = [:]
            let localEnglish = stream.english
            let localToReference = reference.mapping[sourceOrder] ?? []
            for (local, blockIndex) in localEnglish.enumerated() { reached[blockIndex] = localToReference[local] }

            for language in stream.translations.keys.sorted() {
                let indices = stream.translations[language]!
                var units = indices.map { AlignmentUnit(source.blocks[$0], inTranslationStream: true) }
                let englishUnits: [AlignmentUnit]
                let englishSequence: AlignmentSequence
                let toReference: (Int) -> Int
                if localEnglish.isEmpty {
                    englishUnits = referenceUnits
                    englishSequence = referenceSequence
                    toReference = { $0 }
                } else {
                    englishUnits = localEnglish.map { AlignmentUnit(source.blocks[$0]) }
                    englishSequence = AlignmentSequence(englishUnits)
                    toReference = { localToReference[$0] }
                    let localIndex = Dictionary(uniqueKeysWithValues: localEnglish.enumerated().map { ($1, $0) })
                    for (position, blockIndex) in indices.enumerated() {
                        if let neighbour = stream.neighbours[blockIndex] { units[position].neighbour = localIndex[neighbour] }
                        units[position].translationFollowsEnglish = stream.translationFollowsEnglish
                    }
                }
                let outcome: AlignmentOutcome
                if language == .undetermined || englishUnits.isEmpty {
                    // Nothing to align with: every block stands on its own.
                    outcome = AlignmentOutcome(beads: units.indices.map {
                        AlignedBead(source: 0..<0, target: $0..<($0 + 1), score: 0, posterior: 1)
                    }, bestScore: 0)
                } else {
                    outcome = aligner.alignAdapting(english: englishSequence, translation: AlignmentSequence(units), language: language)
                }
                // Where a block without English counterpart goes: in a file that has the English,
                // right after the English paragraph it follows there; in a translation-only text,
                // just before the next English block that has a translation, so that a heading
                // left untranslated keeps the paragraphs written under it.
                let matchedAfter: [Int] = {
                    var next = Array(repeating: englishUnits.count, count: outcome.beads.count)
                    var upcoming = englishUnits.count
                    for (position, bead) in outcome.beads.enumerated().reversed() {
                        next[position] = upcoming
                        if !bead.source.isEmpty && !bead.target.isEmpty && bead.posterior >= Self.minimumPosterior {
                            upcoming = bead.source.lowerBound
                        }
                    }
                    return next
                }()
                for (position, bead) in outcome.beads.enumerated() {
                    if !bead.source.isEmpty && !bead.target.isEmpty && bead.posterior >= Self.minimumPosterior {
                        let targets = bead.source.map(toReference)
                        let first = targets.min()!
                        let pieces = bead.target.map { source.blocks[indices[$0]] }
                        let text = pieces.map(\.text).joined(separator: "\n\n")
                        let location = SourceLocation(path: source.path, line: pieces[0].line)
                        let attachment = Attachment(text: text, confidence: bead.posterior, location: location, span: targets.count)
                        if let existing = attachments[first][language] {
                            if EnglishMerger.normalisedForComparison(existing.text) != EnglishMerger.normalisedForComparison(text) {
                                variants[first][language, default: []].append(TextVariant(text: text, location: location))
                            }
                        } else {
                            attachments[first][language] = attachment
                        }
                        for index in bead.target { reached[indices[index]] = first }
                    } else if !bead.target.isEmpty {
                        // Unmatched, or matched so doubtfully that showing the pair would mislead.
                        for target in bead.target {
                        let blockIndex = indices[target]
                        let gap: Int
                        if localEnglish.isEmpty {
                            let next = matchedAfter[position]
                            gap = next < englishUnits.count ? toReference(next) : reference.entries.count
                        } else {
                            let previousEnglish = localEnglish.lastIndex { $0 < blockIndex }
                            gap = previousEnglish.map { toReference($0) + 1 } ?? 0
                        }
                        let piece = source.blocks[blockIndex]
                        var block = Block(kind: piece.kind, level: piece.level)
                        block.text[piece.language] = piece.text
                        block.locations[piece.language] = SourceLocation(path: source.path, line: piece.line)
                        extras.append(Extra(gap: gap, sourceOrder: sourceOrder, position: blockIndex, block: block))
                        reached[blockIndex] = gap - 1
                        }
                    }
                }
            }

            for noteIndex in stream.notes {
                // A note follows the block the translator wrote it under.
                var gap = 0
                var previous = noteIndex - 1
                while previous >= 0 {
                    if let position = reached[previous] { gap = position + 1; break }
                    previous -= 1
                }
                let note = source.blocks[noteIndex]
                var block = Block(kind: .note)
                block.text[note.language] = note.text
                block.locations[note.language] = SourceLocation(path: source.path, line: note.line)
                extras.append(Extra(gap: gap, sourceOrder: sourceOrder, position: noteIndex, block: block))
            }
        }

        // Reading order: each gap's extras, then the reference block that closes it.
        extras.sort { ($0.gap, $0.sourceOrder, $0.position) < ($1.gap, $1.sourceOrder, $1.position) }
        var ordered: [Block] = []
        var extraIndex = 0
        for gap in 0...reference.entries.count {
            while extraIndex < extras.count, extras[extraIndex].gap == gap {
                ordered.append(extras[extraIndex].block)
                extraIndex += 1
            }
            guard gap < reference.entries.count else { break }
            let entry = reference.entries[gap]
            var block = Block(kind: entry.block.kind, level: entry.block.level)
            block.text[.english] = entry.block.text
            block.locations[.english] = entry.location
            if !entry.variants.isEmpty { block.variants[.english] = entry.variants }
            for (language, attachment) in attachments[gap] {
                block.text[language] = attachment.text
                block.confidence[language] = attachment.confidence
                block.locations[language] = attachment.location
                if attachment.span > 1 { block.span[language] = attachment.span }
            }
            for (language, list) in variants[gap] { block.variants[language, default: []].append(contentsOf: list) }
            ordered.append(block)
        }
        while extraIndex < extras.count {
            ordered.append(extras[extraIndex].block)
            extraIndex += 1
        }

        var document = Document(id: "", title: Self.title(sources), sources: [], sections: Self.sections(ordered))
        document.sources = sources.enumerated().map { index, source in
            SourceFile(path: source.path, languages: source.languages, url: source.url, authors: source.authors, format: source.format, matchedBy: matchedBy[index])
        }
        document.group = sources.lazy.compactMap { $0.frontMatter["group"] ?? $0.frontMatter["section"] }.first { !$0.isEmpty }
        return document
    }

    /// Per language, the first source's title.
    static func title(_ sources: [ParsedSource]) -> [LanguageTag: String] {
        var title: [LanguageTag: String] = [:]
        for source in sources {
            for (language, block) in source.titles where title[language] == nil { title[language] = block.text }
        }
        return title
    }

    /// Groups blocks into sections at headings and gives every section and block its id.
    static func sections(_ blocks: [Block]) -> [Section] {
        var sections: [Section] = []
        var current = Section(id: "intro")
        var takenSectionIds: Set<String> = ["intro"]
        for block in blocks {
            if block.kind == .heading {
                if current.heading != nil || !current.blocks.isEmpty { sections.append(current) }
                let label = block.text[.english] ?? block.text.sorted { $0.key < $1.key }.first?.value ?? ""
                var slug = Slug.make(label)
                if slug.isEmpty || slug.unicodeScalars.contains(where: { !$0.isASCII }) { slug = "section-\(sections.count + 1)" }
                if slug.count > 48 { slug = String(slug.prefix(48)).trimmingDashes() }
                var heading = block
                heading.id = Slug.unique(slug, in: &takenSectionIds)
                current = Section(id: heading.id, heading: heading)
            } else {
                current.blocks.append(block)
            }
        }
        if current.heading != nil || !current.blocks.isEmpty { sections.append(current) }
        // Block ids are "<section>-<n>"; a section whose own id has that shape ("value-1")
        // could meet another section's block id, so such sections get a suffix.
        var blockCounts: [String: Int] = [:]
        for section in sections { blockCounts[section.id] = section.blocks.count }
        for index in sections.indices {
            let id = sections[index].id
            guard let dash = id.lastIndex(of: "-"), let number = Int(id[id.index(after: dash)...]),
                  let count = blockCounts[String(id[..<dash])], number <= count else { continue }
            let renamed = Slug.unique(id + "-section", in: &takenSectionIds)
            sections[index].id = renamed
            sections[index].heading?.id = renamed
        }
        for index in sections.indices {
            let id = sections[index].id
            for position in sections[index].blocks.indices {
                sections[index].blocks[position].id = "\(id)-\(position + 1)"
            }
        }
        return sections
    }
}

extension String {
    func trimmingDashes() -> String {
        var result = Substring(self)
        while result.last == "-" { result = result.dropLast() }
        return String(result)
    }
}
