/// Splits prose into sentences, for the variant diff and for the anchor check's "does the
/// translation still have a sentence that could carry this name" test.
///
/// Rules that hold for the four HIG languages: a full stop, `!` or `?` ends a sentence when
/// white space and then something other than a lowercase letter follows (so `e.g. the`,
/// `см. в разделе` and `1.5` stay whole); `。！？` always end one.
public enum SentenceSplitter {
    public static func sentences(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [String] = []
        var start = 0
        var index = 0
        func emit(upTo end: Int) {
            var first = start, last = end
            while first < last && isSpace(scalars[first]) { first += 1 }
            while last > first && isSpace(scalars[last - 1]) { last -= 1 }
            if last > first {
                var sentence = String.UnicodeScalarView()
                sentence.append(contentsOf: scalars[first..<last])
                result.append(String(sentence))
            }
            start = end
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let isFullWidthEnd = scalar == "。" || scalar == "！" || scalar == "？"
            guard isFullWidthEnd || scalar == "." || scalar == "!" || scalar == "?" else { continue }
            // Closing quotes and brackets belong to the sentence they end.
            while index < scalars.count && isCloser(scalars[index]) { index += 1 }
            if isFullWidthEnd {
                emit(upTo: index)
                continue
            }
            guard index == scalars.count || isSpace(scalars[index]) else { continue }
            var next = index
            while next < scalars.count && isSpace(scalars[next]) { next += 1 }
            if next == scalars.count || !scalars[next].properties.isLowercase {
                emit(upTo: index)
            }
        }
        emit(upTo: scalars.count)
        return result
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{A0}" || scalar == "\u{3000}"
    }

    static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "'" || scalar == ")" || scalar == "”" || scalar == "’" || scalar == "」"
            || scalar == "』" || scalar == "）" || scalar == "»" || scalar == "*" || scalar == "_"
    }

    /// White space collapsed to single spaces, for comparing sentences from two sources.
    static func normalised(_ sentence: String) -> String {
        WordDiff.words(sentence).joined(separator: " ")
    }
}
