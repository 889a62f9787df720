import Model
import Support

/// The forms of a file's title that can find another file of the same page: the title as
/// written, cleaned of the site's name and of a bracketed category (`[foundations] materials`),
/// and the English a translated title carries (`양식(Modality)`).
enum TitleKeys {
    static func keys(of source: ParsedSource) -> Set<String> {
        let titles = source.titles.values.map(\.text) + source.alternativeTitles + source.titleGlosses
        var keys = Set<String>()
        for title in titles {
            for form in [title, cleaned(title)] {
                let key = TextNormalising.normalisedTitle(form)
                if key.count >= 3 { keys.insert(key) }
            }
        }
        return keys
    }

    /// The English title keys alone: what an English title says the page is.
    static func englishKeys(of source: ParsedSource) -> Set<String> {
        var titles = source.titles[.english].map { [$0.text] } ?? []
        titles += source.titleGlosses
        return Set(titles.flatMap { [TextNormalising.normalisedTitle($0), TextNormalising.normalisedTitle(cleaned($0))] }.filter { $0.count >= 3 })
    }

    /// The title without the site's name (", Apple Human Interface Guidelines") and without a
    /// leading bracketed category.
    static func cleaned(_ title: String) -> String {
        var parts = [title]
        for separator in [" - ", " | ", ", ", " — ", " – "] {
            parts = parts.flatMap { $0.splitBytes(separator) }
        }
        let kept = parts.filter { part in
            let lowered = part.lowercased()
            return !DocumentationChrome.isSiteNavigation(part) && !lowered.containsBytes("human interface") && !lowered.containsBytes("apple developer")
        }
        var result = (kept.isEmpty ? parts : kept).joined(separator: " ").trimmingWhitespace()
        if result.hasPrefix("["), let close = result.firstIndex(of: "]") {
            let rest = result[result.index(after: close)...].trimmingWhitespace()
            if !rest.isEmpty { result = rest }
        }
        return result
    }

    /// A title written as a lowercase slug or word (`tab-bars`, `materials`), as a scraped page
    /// file names it, shown as a title.
    static func displayed(_ title: String) -> String {
        let clean = cleaned(title)
        guard clean.unicodeScalars.allSatisfy({ $0.isASCII }), clean == clean.lowercased(), !clean.isEmpty else { return title }
        let spaced = clean.replacingOccurrences(of: "-", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}
