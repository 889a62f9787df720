/// More variants of the interleaved seeds, each one kind of mess real published translations
/// have (the kinds issue 10 lists): what a page's chrome adds, how images sit between the
/// paragraphs, how interleaving fails to alternate, how one line holds both languages.
enum MessVariants {
    typealias Pair = (english: String, translation: String)

    /// The seed's title lines and its English/translation pairs, in order.
    static func parts(_ seed: String) -> (title: [String], pairs: [Pair]) {
        let paragraphs = SeedVariants.paragraphs(seed)
        let pairs = SeedVariants.interleavedPairs(seed)
        let firstEnglish = paragraphs.firstIndex(of: pairs[0].english) ?? 0
        let title = paragraphs[..<firstEnglish].filter { !$0.hasPrefix("http") }
        return (title, pairs)
    }

    /// All the English first, then all the translation, in one file.
    static func englishThenTranslation(_ seed: String) -> String {
        let (title, pairs) = parts(seed)
        return (title + pairs.map(\.english) + pairs.map(\.translation)).joined(separator: "\n\n") + "\n"
    }

    /// Each translation first, its English after it in a `>` quote.
    static func translationFirstEnglishQuoted(_ seed: String) -> String {
        let (title, pairs) = parts(seed)
        let body = pairs.flatMap { [$0.translation, "> " + $0.english] }
        return (title + body).joined(separator: "\n\n") + "\n"
    }

    /// An image (in one of the forms pages copy them) between each paragraph and its translation.
    static func imagesBetween(_ seed: String) -> String {
        let images = [
            "[f:id:designer:20200628001413p:plain]", "https://example.com/images/split-view-overview_2x.png",
            "![Overview](https://example.com/art/overview.png)", "<img src=\"images/panes.png\" alt=\"Two panes\">",
            "<div align=\"center\"><img src=\"https://example.com/a.png\" width=\"40%\"></div>", "{% embed url=\"https://example.com/b.png\" %}",
            "image: ../Art/split_view_2x.png", "split_view_detail_2x",
        ]
        let (title, pairs) = parts(seed)
        let body = pairs.enumerated().flatMap { index, pair in [pair.english, images[index % images.count], pair.translation] }
        return (title + body).joined(separator: "\n\n") + "\n"
    }

    /// A blog's name and description, a date, a reading time, an author line and a rule
    /// before the text; markup that shows nothing between its paragraphs; a footer after it.
    static func withBlogChrome(_ seed: String, intro: String) -> String {
        let (title, pairs) = parts(seed)
        let header = ["Field Notes Blog", intro, "2019-03-04 · 3 min read", "--"]
        let body = pairs.flatMap { [$0.english, $0.translation, "<br />"] }
        return (header + title + body + ["****", "Share this post"]).joined(separator: "\n\n") + "\n"
    }

    /// Each English paragraph and its translation on one line, as one paragraph.
    static func pairsOnOneLine(_ seed: String) -> String {
        let (title, pairs) = parts(seed)
        return (title + pairs.map { $0.english + " " + $0.translation }).joined(separator: "\n\n") + "\n"
    }

    /// The title written once, as the English with its translation in parentheses.
    static func bilingualTitle(_ seed: String, english: String, translation: String) -> String {
        let (_, pairs) = parts(seed)
        return ([english + "(" + translation + ")"] + pairs.flatMap { [$0.english, $0.translation] }).joined(separator: "\n\n") + "\n"
    }

    /// A translation-only text cut off in the middle of its last paragraph, as a page excerpt is.
    static func cutTranslation(_ seed: String) -> (english: String, translation: String) {
        let (english, translation) = SeedVariants.deinterleaved(seed)
        var paragraphs = SeedVariants.paragraphs(translation)
        let last = paragraphs.removeLast()
        paragraphs.append(String(last.prefix(last.count * 2 / 5)))
        return (english, paragraphs.joined(separator: "\n\n"))
    }

    /// A blog post: the blog's name, a link labelled as the original page, the English with
    /// its Japanese written one sentence per line, headings in both languages on one line,
    /// an image token, and the page cut off.
    static func blogPostOneSentencePerLine(_ seed: String) -> String {
        let (_, pairs) = parts(seed)
        var lines = ["DESIGN NOTES BLOG", "元ページ", "https://developer.apple.com/design/human-interface-guidelines/ios/views/split-views/",
                     "Split Views(スプリットビュー)"]
        for (index, pair) in pairs.enumerated() {
            if index == 2 { lines.append("Layout(レイアウト)") }
            lines.append(pair.english)
            if index == 1 { lines.append("[f:id:designer:20200628001413p:plain]") }
            lines.append(pair.translation.replacingOccurrences(of: "。", with: "。\n").trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var text = lines.joined(separator: "\n\n")
        text = String(text.prefix(text.count - 30))
        return text
    }

    /// A GitHub translation: YAML front matter with a date and a list of platforms, the summary
    /// in `<h2>`, an image in a `<div>`, `<br />` between sections, and each guideline's bold lead
    /// set as a paragraph of its own.
    static func gitHubTranslation(_ translation: [String], title: String) -> String {
        var lines = ["---", "created-date: 2023-09-01", "supported-platforms:", "  - iOS", "  - iPadOS", "---", "", "# " + title, ""]
        for (index, paragraph) in translation.enumerated() {
            if index == 0 {
                lines += ["<h2>" + paragraph + "</h2>", "", "<div align=\"center\"><img src=\"images/intro.png\" width=\"60%\"></div>", ""]
                continue
            }
            let sentences = paragraph.components(separatedBy: ". ")
            if sentences.count > 1 {
                lines += ["**" + sentences[0] + ".**", "", sentences.dropFirst().joined(separator: ". "), "", "<br />", ""]
            } else {
                lines += [paragraph, "", "<br />", ""]
            }
        }
        return lines.joined(separator: "\n")
    }
}
