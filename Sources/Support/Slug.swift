/// URL-safe identifiers made from titles and file names.
public enum Slug {
    /// Lowercase ASCII letters and digits joined by single dashes: "Split Views" → "split-views".
    /// Letters of other scripts are kept (percent-encoding is the URL layer's job), so a title
    /// with no Latin letters still gives a usable, readable slug. Invisible characters (zero
    /// width, direction marks) vanish rather than split a word.
    public static func make(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let keep: Bool
            var lowered = scalar
            if scalar.isASCII {
                let value = scalar.value
                if value >= 0x41 && value <= 0x5A {
                    lowered = Unicode.Scalar(value + 0x20)!
                    keep = true
                } else {
                    keep = (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
                }
            } else {
                keep = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                if keep, let lower = scalar.properties.lowercaseMapping.unicodeScalars.first {
                    lowered = lower
                }
            }
            if keep {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(lowered)
            } else if scalar != "'" && scalar != "’" && !TextControls.isInvisible(scalar) {
                // Apostrophes vanish ("don't" → "dont"); other separators become one dash.
                pendingDash = true
            }
        }
        return result
    }

    /// Makes `base` unique among `taken` by appending -2, -3, ...
    public static func unique(_ base: String, in taken: inout Set<String>) -> String {
        let stem = base.isEmpty ? "untitled" : base
        var candidate = stem
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(stem)-\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// "split-views" → "Split Views": a readable title from a file name when the text has none.
    public static func humanize(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { word in word.prefix(1).uppercased() + word.dropFirst() }
            .joined(separator: " ")
    }
}
