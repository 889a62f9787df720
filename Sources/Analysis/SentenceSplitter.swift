import Align

/// Splits prose into sentences, for the variant diff and for the anchor check's "does the
/// translation still have a sentence that could carry this name" test.
///
/// Rules that hold for the four HIG languages: a full stop, `!` or `?` ends a sentence when
/// white space and then something other than a lowercase letter follows (so `e.g. the`,
/// `см. в разделе` and `1.5` stay whole); `。！？` always end one.
public enum SentenceSplitter {
    public static func sentences(_ text: String) -> [String] {
        var text = text
        return text.withUTF8(sentences)
    }

    /// On the UTF-8 bytes, a scalar at a time: no array of scalars, and each sentence is one
    /// copy of its bytes (the anchor check splits every English block it reads).
    private static func sentences(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var result: [String] = []
        var start = 0
        var index = 0
        func emit(upTo end: Int) {
            var first = start, last = end
            while first < last {
                let (scalar, width) = Self.scalar(at: first, in: bytes)
                guard isSpace(scalar) else { break }
                first += width
            }
            while last > first {
                var previous = last - 1
                while previous > first && bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
                guard isSpace(Self.scalar(at: previous, in: bytes).scalar) else { break }
                last = previous
            }
            if last > first { result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)) }
            start = end
        }
        while index < bytes.count {
            let (scalar, width) = Self.scalar(at: index, in: bytes)
            index += width
            let isFullWidthEnd = scalar == "。" || scalar == "！" || scalar == "？"
            guard isFullWidthEnd || scalar == "." || scalar == "!" || scalar == "?" else { continue }
            // Closing quotes and brackets belong to the sentence they end.
            while index < bytes.count {
                let (closer, closerWidth) = Self.scalar(at: index, in: bytes)
                guard isCloser(closer) else { break }
                index += closerWidth
            }
            if isFullWidthEnd {
                emit(upTo: index)
                continue
            }
            guard index == bytes.count || isSpace(Self.scalar(at: index, in: bytes).scalar) else { continue }
            var next = index
            var following: Unicode.Scalar?
            while next < bytes.count {
                let (scalar, width) = Self.scalar(at: next, in: bytes)
                guard isSpace(scalar) else { following = scalar; break }
                next += width
            }
            if !(following?.properties.isLowercase ?? false) {
                emit(upTo: index)
            }
        }
        emit(upTo: bytes.count)
        return result
    }

    /// The scalar that starts at `index` of valid UTF-8, and its width in bytes.
    @inline(__always)
    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (scalar: Unicode.Scalar, width: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let (value, width) = AnchorExtractor.decode(bytes, at: index)
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
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
