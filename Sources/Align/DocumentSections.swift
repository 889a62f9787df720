import Model
import Support

/// A document's blocks grouped into sections at headings, with the ids the site's anchors use.
enum DocumentSections {
    /// Groups blocks into sections at headings and gives every section and block its id.
    static func make(_ blocks: [Block]) -> [Section] {
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
