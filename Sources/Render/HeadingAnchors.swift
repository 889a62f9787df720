/// How `MarkdownRenderer` gives headings `id` attributes.
public enum HeadingAnchors: Sendable, Equatable {
    /// No `id` attributes, as cmark does.
    case none
    /// `prefix` followed by a slug of the heading text: lowercased, letters, marks and
    /// digits of any script kept, runs of spaces and hyphens turned into one `-`, other
    /// punctuation dropped. Repeated slugs get `-1`, `-2`, … so ids stay unique.
    case slug(prefix: String)
    /// `prefix` followed by the heading's 1-based position in the document; these
    /// stay the same across translations of a document with the same structure.
    case numbered(prefix: String)
}

/// Builds unique heading ids for one document.
struct HeadingIdentifierAllocator {
    let anchors: HeadingAnchors
    private var used: Set<String> = []
    private var headingCount = 0

    init(anchors: HeadingAnchors) {
        self.anchors = anchors
    }

    /// Returns the id for the next heading, or nil when anchors are off.
    mutating func next(headingText: String) -> String? {
        headingCount += 1
        switch anchors {
        case .none:
            return nil
        case .numbered(let prefix):
            return prefix + String(headingCount)
        case .slug(let prefix):
            var base = Self.slug(headingText)
            if base.isEmpty { base = "section" }
            var candidate = prefix + base
            var suffix = 0
            while used.contains(candidate) {
                suffix += 1
                candidate = prefix + base + "-" + String(suffix)
            }
            used.insert(candidate)
            return candidate
        }
    }

    static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingHyphen = false
        // Headings are short, so working on scalars here costs little.
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            let isMark = switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: true
            default: false
            }
            // Marks stay with their letters, so decomposed accents and kana voicing survive.
            if properties.isAlphabetic || properties.numericType != nil || isMark || scalar == "_" {
                if pendingHyphen && !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.append(scalar)
            } else if properties.isWhitespace || scalar == "-" {
                pendingHyphen = true
            }
        }
        return String(result)
    }
}
