@testable import Support
@testable import Model

/// Synthetic corpora of any size for the navigation and size tests: HIG-like titles with a
/// realistic spread of initial letters, an English and a Korean title, a few blocks each,
/// and every seventh document left untranslated.
enum GeneratedCorpus {
    static let adjectives = ["Accessible", "Adaptive", "Compact", "Contextual", "Custom", "Dynamic", "Expanded", "Floating",
                             "Hierarchical", "Inline", "Modal", "Persistent", "Primary", "Secondary", "Standard", "Flexible"]
    static let nouns = ["Sidebars", "Split Views", "Toolbars", "Tab Bars", "Menus", "Buttons", "Lists", "Tables", "Popovers",
                        "Sheets", "Alerts", "Windows", "Panels", "Pickers", "Sliders", "Toggles", "Gauges", "Charts",
                        "Labels", "Icons", "Keyboards", "Pointers", "Widgets", "Badges", "Outlines", "Collections"]

    static func make(documents count: Int) -> Corpus {
        var documents: [Document] = []
        for index in 0..<count {
            let title = "\(adjectives[index % adjectives.count]) \(nouns[(index / adjectives.count) % nouns.count].lowercased())"
            let id = Slug.make(title) + "-\(index)"
            let translated = index % 7 != 0
            var blocks: [Block] = []
            for number in 1...4 {
                var text: [LanguageTag: String] = [.english: "Use \(title.lowercased()) when people need them; see [Tables](../tables-\(number)/). Keep them \(number) steps away."]
                if translated { text[.korean] = "사람들에게 필요할 때 \(title)을 사용하세요. 단계는 \(number)개로 유지하세요." }
                blocks.append(Block(id: "intro-\(number)", kind: .paragraph, text: text, confidence: translated ? [.korean: 0.95] : [:]))
            }
            var titles: [LanguageTag: String] = [.english: title]
            if translated { titles[.korean] = "\(title) 가이드" }
            documents.append(Document(id: id, title: titles, sources: [SourceFile(path: "Generated/\(id).en.md", languages: [.english], format: .markdown)],
                                      sections: [Section(id: "intro", blocks: blocks)]))
        }
        return Corpus(documents: documents)
    }
}
