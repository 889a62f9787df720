/// One pass over normalised text, on its UTF-8 bytes: the rules of `SearchTokenizer`.
/// Words are kept as the UTF-8 of their lowercase letters, CJK runs as code points, both in
/// fixed buffers kept between texts, so a scan allocates nothing: an index build scans every
/// text of the site.
struct SearchScan {
    private let buffers = Buffers()
    /// The word so far: its letters (code points) and its UTF-8 bytes.
    private var wordLetters = 0
    private var wordBytes = 0
    private var wordStart = 0
    private var wordEnd = 0
    private var wordIsASCII = true
    private var wordHasCyrillic = false
    private var runCount = 0
    private var runFollowsWord = false
    private var pendingGap = false

    /// Hands every token of `text` to `sink`, in order, normalising it first when it may
    /// need it.
    mutating func scan<Sink: SearchTokenSink>(_ text: String, into sink: inout Sink) {
        var text = SearchTokenizer.knownNormalized(text) ?? SearchTokenizer.foundationNormalized(text)
        text.withUTF8 { bytes in scanAll(bytes, into: &sink) }
    }

    /// As `scan(_:into:)`, on valid UTF-8.
    mutating func scan<Sink: SearchTokenSink>(utf8 text: [UInt8], into sink: inout Sink) {
        guard text.withUnsafeBufferPointer(SearchTokenizer.isKnownNormalized) else {
            return scan(String(decoding: text, as: UTF8.self), into: &sink)
        }
        text.withUnsafeBufferPointer { bytes in scanAll(bytes, into: &sink) }
    }

    // MARK: The scan

    private mutating func scanAll<Sink: SearchTokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        let classes = SearchCharacterClass.basicPlane
        var index = 0
        var offset = 0
        var previousWasWord = false
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isASCIIWordByte(byte) {
                // A run of ASCII letters and digits: the common case, in a loop of its own.
                if runCount > 0 { flushRun(into: &sink) }
                if wordLetters == 0 { startWord(at: offset) }
                var end = index
                while end < bytes.count && Self.isASCIIWordByte(bytes[end]) {
                    let letter = bytes[end]
                    appendByte(letter >= 0x41 && letter <= 0x5A ? letter + 0x20 : letter)
                    end += 1
                }
                wordLetters += end - index
                offset += end - index
                wordEnd = offset
                index = end
                previousWasWord = true
                continue
            }
            var value: UInt32, width: Int, kind: SearchCharacterClass
            if byte < 0x80 {
                (value, width, kind) = (UInt32(byte), 1, SearchCharacterClass.ascii(byte))
            } else {
                (value, width) = Self.decode(bytes, at: index)
                // Full-width ASCII is its ASCII character under NFKC (one UTF-16 unit either way).
                if value >= 0xFF01 && value <= 0xFF5E { value -= 0xFEE0 }
                kind = SearchCharacterClass.lookUp(value, in: classes)
            }
            let units = value > 0xFFFF ? 2 : 1
            defer {
                index += width
                offset += units
            }
            if kind == .apostrophe {
                if wordLetters > 0 && index + width < bytes.count && Self.startsWord(bytes, at: index + width, classes) {
                    previousWasWord = true
                    continue
                }
                kind = .separator
            }
            if kind == .mark && wordLetters == 0 { kind = .separator }
            switch kind {
            case .word, .mark:
                if runCount > 0 { flushRun(into: &sink) }
                if wordLetters == 0 { startWord(at: offset) }
                appendLowercased(value)
                wordEnd = offset + units
                previousWasWord = true
                continue
            case .cjk:
                if wordLetters > 0 { flushWord(into: &sink) }
                if runCount == 0 { runFollowsWord = previousWasWord }
                appendToRun(value, start: offset, end: offset + units)
            case .space:
                if wordLetters > 0 { flushWord(into: &sink) }
                if runCount > 0 { pendingGap = true }
            case .separator, .apostrophe:
                if wordLetters > 0 { flushWord(into: &sink) }
                if runCount > 0 { flushRun(into: &sink) }
            }
            previousWasWord = false
        }
        if wordLetters > 0 { flushWord(into: &sink) }
        if runCount > 0 { flushRun(into: &sink) }
    }

    @inline(__always)
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        return (folded >= 0x61 && folded <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    private static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ classes: UnsafePointer<UInt8>) -> Bool {
        if bytes[index] < 0x80 { return SearchCharacterClass.ascii(bytes[index]) == .word }
        var (value, _) = decode(bytes, at: index)
        if value >= 0xFF01 && value <= 0xFF5E { value -= 0xFEE0 }
        return SearchCharacterClass.lookUp(value, in: classes) == .word
    }

    // MARK: Words

    @inline(__always)
    private mutating func startWord(at offset: Int) {
        wordStart = offset
        wordIsASCII = true
        wordHasCyrillic = false
    }

    @inline(__always)
    private mutating func appendByte(_ byte: UInt8) {
        // Longer words are dropped: only their length is counted.
        if wordBytes < Buffers.wordCapacity { buffers.word[wordBytes] = byte }
        wordBytes += 1
    }

    @inline(__always)
    private mutating func appendLetter(_ value: UInt32) {
        wordLetters += 1
        if value < 0x80 {
            appendByte(UInt8(value))
            return
        }
        wordIsASCII = false
        if value < 0x800 {
            appendByte(UInt8(0xC0 | value >> 6))
            appendByte(UInt8(0x80 | value & 0x3F))
        } else if value < 0x10000 {
            appendByte(UInt8(0xE0 | value >> 12))
            appendByte(UInt8(0x80 | value >> 6 & 0x3F))
            appendByte(UInt8(0x80 | value & 0x3F))
        } else {
            appendByte(UInt8(0xF0 | value >> 18))
            appendByte(UInt8(0x80 | value >> 12 & 0x3F))
            appendByte(UInt8(0x80 | value >> 6 & 0x3F))
            appendByte(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Unicode's lowercase mapping, code point by code point (as `toLowerCase` of one code
    /// point in the page), with the common scripts computed rather than looked up.
    @inline(__always)
    private mutating func appendLowercased(_ value: UInt32) {
        switch value {
        case 0x41...0x5A:
            appendLetter(value + 0x20)
        case 0...0x7F:
            appendLetter(value)
        case 0x430...0x450, 0x452...0x45F:
            wordHasCyrillic = true
            appendLetter(value)
        case 0x410...0x42F:
            wordHasCyrillic = true
            appendLetter(value + 0x20)
        case 0x401, 0x451:
            wordHasCyrillic = true
            appendLetter(0x435)  // Ё → ё → е
        case 0x400...0x40F:
            wordHasCyrillic = true
            appendLetter(value + 0x50)
        case 0xC0...0xD6, 0xD8...0xDE:
            appendLetter(value + 0x20)
        case 0xDF...0xFF:
            appendLetter(value)
        default:
            appendMappedLowercase(value)
        }
    }

    private mutating func appendMappedLowercase(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else { return }
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            let lowered = lower.value == 0x451 ? 0x435 : lower.value
            if SearchCharacterClass.isCyrillic(lowered) { wordHasCyrillic = true }
            appendLetter(lowered)
        }
    }

    private mutating func flushWord<Sink: SearchTokenSink>(into sink: inout Sink) {
        defer {
            wordLetters = 0
            wordBytes = 0
        }
        guard wordLetters >= 2, wordLetters <= SearchTokenizer.maximumWordLength else { return }
        var word = Buffers.Word(bytes: buffers.word, count: wordBytes, letters: wordLetters)
        if (wordIsASCII || wordHasCyrillic) && word.letters <= buffers.longestStopword
            && buffers.isStopword(word.term, cyrillic: !wordIsASCII) { return }
        if wordIsASCII {
            EnglishStemmer.stem(&word)
        } else if wordHasCyrillic {
            RussianStemmer.stem(&word)
        }
        sink.token(word.term, kind: .word, start: wordStart, end: wordEnd)
    }

    // MARK: Hangul, kana and Han

    @inline(__always)
    private mutating func appendToRun(_ value: UInt32, start: Int, end: Int) {
        if runCount == buffers.runCapacity { buffers.growRun() }
        buffers.run[runCount] = Buffers.RunCharacter(value: value, start: Int32(start), gap: pendingGap && runCount > 0)
        runCount += 1
        pendingGap = false
    }

    private mutating func flushRun<Sink: SearchTokenSink>(into sink: inout Sink) {
        let run = buffers.run
        let count = runCount
        runCount = 0
        pendingGap = false
        var first = 0
        if runFollowsWord {
            // `Popover는`: the particle belongs to the word, not to the Korean that follows.
            var chunkEnd = 1
            while chunkEnd < count && !run[chunkEnd].gap { chunkEnd += 1 }
            if SearchParticles.length(endingAt: chunkEnd - 1, in: run, from: 0) == chunkEnd { first = chunkEnd }
        }
        guard first < count else { return }
        if count - first == 1 {
            if SearchParticles.length(endingAt: first, in: run, from: first) == 1 { return }  // a particle alone is no term
            let only = run[first]
            sink.token(SearchTerm(only.value), kind: .single, start: Int(only.start), end: only.end)
            return
        }
        // Chunk by chunk (white space between them): bigrams reaching into a chunk's closing
        // particle are tails.
        var chunkStart = first
        while chunkStart < count {
            var chunkEnd = chunkStart + 1
            while chunkEnd < count && !run[chunkEnd].gap { chunkEnd += 1 }
            let particle = SearchParticles.length(endingAt: chunkEnd - 1, in: run, from: chunkStart)
            let tailStart = particle > 0 && chunkEnd - chunkStart >= particle + 2 ? chunkEnd - particle : chunkEnd
            if chunkStart > first {
                let left = run[chunkStart - 1], right = run[chunkStart]
                sink.token(SearchTerm(left.value, right.value), kind: .join, start: Int(left.start), end: right.end)
            }
            var index = chunkStart
            while index + 1 < chunkEnd {
                let left = run[index], right = run[index + 1]
                sink.token(SearchTerm(left.value, right.value), kind: index + 1 >= tailStart ? .tail : .gram,
                           start: Int(left.start), end: right.end)
                index += 1
            }
            chunkStart = chunkEnd
        }
    }

    // MARK: UTF-8

    /// The code point starting at `index` (not ASCII) and its length in bytes; the bytes are
    /// valid UTF-8, as a `String`'s are.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                    | UInt32(bytes[index + 3] & 0x3F), 4)
    }

    /// Whether NFKC leaves `value` (not ASCII) alone, or maps it to one character the scan
    /// treats alike, and it cannot combine with a neighbour: precomposed Latin-1 letters,
    /// basic Cyrillic, Hangul syllables, kana, common Han, white space, full-width ASCII and
    /// a few punctuation marks. Anything else goes through Foundation first.
    static func isKnownNFKC(_ value: UInt32) -> Bool {
        switch value {
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FE, 0x400...0x45F, 0x3001...0x3002,
             0x3005...0x3011, 0x309D, 0x309E, 0xFF01...0xFF5E, 0xC0...0xFF, 0xA9, 0xAB, 0xB0, 0xB7, 0xBB,
             0x2010, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2190...0x2193:
            return true
        case 0x0085, 0x00A0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true  // white space: NFKC makes some of it a plain space, which is white space too
        default:
            return false
        }
    }
}

extension SearchScan {
    /// The scan's storage: fixed, unshared, freed with the scan.
    final class Buffers {
        struct RunCharacter {
            var value: UInt32
            /// UTF-16 offset in the text.
            var start: Int32
            /// White space stood between this character and the one before it.
            var gap: Bool

            var end: Int { Int(start) + (value > 0xFFFF ? 2 : 1) }
        }

        /// A word's lowercase UTF-8 in the buffer, shortened in place by the stemmers.
        struct Word {
            let bytes: UnsafeMutablePointer<UInt8>
            var count: Int
            /// Code points.
            var letters: Int

            var term: SearchTerm { SearchTerm(bytes: bytes, count: count) }

            func byte(_ index: Int) -> UInt8 { bytes[index] }

            /// Whether the bytes end with `suffix`.
            func ends(with suffix: UnsafeBufferPointer<UInt8>) -> Bool {
                guard count >= suffix.count else { return false }
                var index = 0
                while index < suffix.count {
                    if bytes[count - suffix.count + index] != suffix[index] { return false }
                    index += 1
                }
                return true
            }
        }

        /// Bytes for the longest word that is a term, lowercased (a letter may become three
        /// code points of up to four bytes), and room to read whole 8-byte words past it.
        static let wordCapacity = 64 * 12
        let word = UnsafeMutablePointer<UInt8>.allocate(capacity: wordCapacity + 40)
        private(set) var run: UnsafeMutablePointer<RunCharacter>
        private(set) var runCapacity = 256
        /// Read for every short word: held here, not looked up through their lazy globals.
        let englishStopwords = EnglishStemmer.stopwords
        let russianStopwords = RussianStemmer.stopwords
        /// Looked up here, in the tables the buffers hold: a table taken out of the class
        /// for the lookup was retained and released for every short word.
        func isStopword(_ term: SearchTerm, cyrillic: Bool) -> Bool {
            if cyrillic { return russianStopwords[term] != nil }
            return englishStopwords[term] != nil
        }

        /// Longer words need no lookup.
        let longestStopword = Buffers.longestStopword
        private static let longestStopword = (EnglishStemmer.stopwordList + RussianStemmer.stopwordList).map(\.unicodeScalars.count).max()!

        init() {
            word.initialize(repeating: 0, count: Self.wordCapacity + 40)
            run = .allocate(capacity: runCapacity)
        }

        func growRun() {
            let grown = UnsafeMutablePointer<RunCharacter>.allocate(capacity: runCapacity * 2)
            grown.moveInitialize(from: run, count: runCapacity)
            run.deallocate()
            run = grown
            runCapacity *= 2
        }

        deinit {
            word.deallocate()
            run.deallocate()
        }
    }
}
