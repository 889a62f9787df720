import Foundation

/// Small HTML probes for tests: the site's markup is generated, so regular expressions over
/// attributes are enough, and keep the tests independent of the library's own code.
enum HTMLProbe {
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                let range = match.range(at: index)
                return range.location == NSNotFound ? "" : String(text[Range(range, in: text)!])
            }
        }
    }

    /// Values of `attribute` on every tag that has it.
    static func values(of attribute: String, in text: String) -> [String] {
        matches("\\s\(attribute)=\"([^\"]*)\"", in: text).map { $0[1] }
    }

    /// The `<nav id="primary">` element.
    static func navigation(_ page: String) -> String {
        guard let start = page.range(of: "<nav id=\"primary\""),
              let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex) else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// The whole `.pair` row of block `id` (rows do not nest).
    static func row(_ blockID: String, in page: String) -> String? {
        guard let start = page.range(of: "<div class=\"pair\" id=\"b-\(blockID)\"") else { return nil }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "\n<div class=\"pair\"")?.lowerBound ?? rest.range(of: "</article>")?.lowerBound ?? rest.endIndex
        return String(page[start.lowerBound..<end])
    }

    /// Text of the element with `id`, tags removed.
    static func text(ofID id: String, in page: String) -> String? {
        guard let match = matches("\\sid=\"\(id)\"[^>]*>(.*?)</", in: page).first else { return nil }
        return match[1]
    }
}
