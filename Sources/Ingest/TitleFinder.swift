import Model
import Support

/// Finds a file's title among its first blocks, past the header a copied page brings (a blog's
/// name and description, a post title, an author line, a rule): the title is the last run of
/// headings before the text begins, and what stands before it is the page's preamble, kept
/// as notes.
struct TitleFinder {
    let role: SourceRole
    let markdown: Bool

    /// How far into a file a title is looked for.
    static let window = 10

    struct Result {
        var titles: [LanguageTag: SourceBlock] = [:]
        /// Indices of the blocks that are the title (removed) and of the preamble (made notes).
        var titleIndices: [Int] = []
        var preamble: [Int] = []
    }

    func find(in blocks: [SourceBlock]) -> Result {
        let start = contentStart(blocks)
        var runs: [[Int]] = []
        for index in 0..<start where blocks[index].kind == .heading {
            if let last = runs.last?.last, last == index - 1, !blocks[index].afterBreak {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        // In Markdown the title is the first-level heading; in free text, the last run of
        // heading lines before the text, one title per language. A run of many lines in one
        // language is a site's menu, and only a line set apart from it may be the title.
        let titleRuns = runs.compactMap { run in Self.isMenu(run, in: blocks) ? Self.titleAfterMenu(run, in: blocks) : run }
        let candidates = markdown ? titleRuns.filter { blocks[$0[0]].level == 1 }.prefix(1).map { $0 } : Array(titleRuns.suffix(1))
        guard let run = candidates.first else { return Result() }
        var result = Result()
        for index in run {
            let block = blocks[index]
            if let existing = result.titles[block.language] {
                guard SourceParser.normalisedTitle(existing.text) == SourceParser.normalisedTitle(block.text) else { break }
            } else if markdown && !result.titles.isEmpty {
                break
            } else {
                result.titles[block.language] = block
            }
            result.titleIndices.append(index)
        }
        // Everything before the title that is not already a heading or figure is the page's header.
        let first = run[0]
        result.preamble = (0..<first).filter { blocks[$0].isProse || blocks[$0].kind == .heading }
        return result
    }

    /// Four or more heading lines in a row in one language: a menu ("Discover", "Design",
    /// "Develop", …, and perhaps the title after it), where a title is a line per language.
    static func isMenu(_ run: [Int], in blocks: [SourceBlock]) -> Bool {
        var counts: [LanguageTag: Int] = [:]
        for index in run { counts[blocks[index].language, default: 0] += 1 }
        return counts.values.contains { $0 >= 4 }
    }

    /// The lines after a menu written line by line, where a blank line sets them apart.
    static func titleAfterMenu(_ run: [Int], in blocks: [SourceBlock]) -> [Int]? {
        var menuEnd = 1
        while menuEnd < run.count, blocks[run[menuEnd]].line == blocks[run[menuEnd - 1]].line + 1 { menuEnd += 1 }
        guard menuEnd >= 4, menuEnd < run.count else { return nil }
        return Array(run[menuEnd...])
    }

    /// Where the text proper begins: the first block of prose long enough to be guideline text
    /// (in an interleaved file, the first English one), or the end of the window.
    func contentStart(_ blocks: [SourceBlock]) -> Int {
        let limit = min(blocks.count, Self.window)
        for index in 0..<limit {
            let block = blocks[index]
            guard block.isProse else { continue }
            let length = block.visibleLength
            let englishCharacters = block.language == .english
                ? length.total
                : length.inTranslation(ratio: block.language.typicalLengthRatio) / block.language.typicalLengthRatio
            switch role {
            case .interleaved where block.language == .english && englishCharacters >= 40: return index
            case .english where englishCharacters >= 60: return index
            case .translation where englishCharacters >= 80: return index
            default: continue
            }
        }
        return limit
    }
}
