import Model
import Support

/// What survives translation and so ties a translation to its English block, reduced to sorted
/// hashes so that comparing two blocks is a merge of short arrays:
/// identifiers, code spans and URLs (`strong`), numbers, the English words a translator kept
/// (`Popover는`), and phonetic keys of loanwords (`컨텐츠`, `コンテンツ`, `контент` all sound
/// like "content").
public struct Anchors: Hashable, Sendable {
    /// The four kinds one after another, each sorted and without repeats: one array, so that
    /// making, merging and copying a fingerprint costs one allocation and one retain, not four.
    private var values: [UInt64] = []
    private var strongEnd: Int32 = 0
    private var numbersEnd: Int32 = 0
    private var wordsEnd: Int32 = 0

    public var strong: ArraySlice<UInt64> { values[0..<Int(strongEnd)] }
    public var numbers: ArraySlice<UInt64> { values[Int(strongEnd)..<Int(numbersEnd)] }
    /// Latin words, lowercased: an English block's vocabulary, or the English words left in a
    /// translation.
    public var words: ArraySlice<UInt64> { values[Int(numbersEnd)..<Int(wordsEnd)] }
    /// Consonant skeletons (see `PhoneticKey`): of English content words for English text, of
    /// Hangul, katakana and Cyrillic words for translations.
    public var sounds: ArraySlice<UInt64> { values[Int(wordsEnd)...] }

    public init() {}

    public init(of text: String, isEnglish: Bool) {
        var extractor = AnchorExtractor()
        self = extractor.anchors(of: text, isEnglish: isEnglish)
    }

    /// The four kinds, each already sorted and without repeats.
    init(strong: UnsafeBufferPointer<UInt64>, numbers: UnsafeBufferPointer<UInt64>, words: UnsafeBufferPointer<UInt64>,
         sounds: UnsafeBufferPointer<UInt32>) {
        values.reserveCapacity(strong.count + numbers.count + words.count + sounds.count)
        values.append(contentsOf: strong)
        values.append(contentsOf: numbers)
        values.append(contentsOf: words)
        for sound in sounds { values.append(UInt64(sound)) }
        strongEnd = Int32(strong.count)
        numbersEnd = strongEnd + Int32(numbers.count)
        wordsEnd = numbersEnd + Int32(words.count)
    }

    /// The union of two fingerprints (for a step that takes two blocks at once).
    public func union(_ other: Anchors) -> Anchors {
        // Both empty or one empty: the other is the union, shared rather than copied.
        if other.values.isEmpty { return self }
        if values.isEmpty { return other }
        var result = Anchors()
        result.values.reserveCapacity(values.count + other.values.count)
        withBuffers(other) { a, b in
            Self.mergeUnique(a.strong, b.strong, into: &result.values)
            result.strongEnd = Int32(result.values.count)
            Self.mergeUnique(a.numbers, b.numbers, into: &result.values)
            result.numbersEnd = Int32(result.values.count)
            Self.mergeUnique(a.words, b.words, into: &result.values)
            result.wordsEnd = Int32(result.values.count)
            Self.mergeUnique(a.sounds, b.sounds, into: &result.values)
        }
        return result
    }

    /// How many anchors of each kind two fingerprints share.
    public struct Shared {
        public var strong = 0, numbers = 0, words = 0, sounds = 0
    }

    /// The four intersections at once, over the arrays' buffers.
    public func shared(with other: Anchors) -> Shared {
        withBuffers(other) { a, b in
            Shared(strong: Self.sharedCount(a.strong, b.strong), numbers: Self.sharedCount(a.numbers, b.numbers),
                   words: Self.sharedCount(a.words, b.words), sounds: Self.sharedCount(a.sounds, b.sounds))
        }
    }

    /// How many identifiers, code spans and URLs two fingerprints share (the one kind a
    /// two-block step's check reads, without the other three intersections).
    public func sharedStrongCount(with other: Anchors) -> Int {
        withBuffers(other) { a, b in Self.sharedCount(a.strong, b.strong) }
    }

    public var strongCount: Int { Int(strongEnd) }
    public var numbersCount: Int { Int(numbersEnd - strongEnd) }
    public var wordsCount: Int { Int(wordsEnd - numbersEnd) }

    /// A fingerprint's four kinds as buffers, valid inside `withBuffers`.
    struct Buffers {
        let strong, numbers, words, sounds: UnsafeBufferPointer<UInt64>
    }

    private func withBuffers<T>(_ other: Anchors, _ body: (Buffers, Buffers) -> T) -> T {
        withBuffers { a in other.withBuffers { b in body(a, b) } }
    }

    private func withBuffers<T>(_ body: (Buffers) -> T) -> T {
        values.withUnsafeBufferPointer { all in
            body(Buffers(strong: UnsafeBufferPointer(rebasing: all[0..<Int(strongEnd)]),
                         numbers: UnsafeBufferPointer(rebasing: all[Int(strongEnd)..<Int(numbersEnd)]),
                         words: UnsafeBufferPointer(rebasing: all[Int(numbersEnd)..<Int(wordsEnd)]),
                         sounds: UnsafeBufferPointer(rebasing: all[Int(wordsEnd)...])))
        }
    }

    /// Appends the merge of two sorted, duplicate-free buffers.
    private static func mergeUnique(_ a: UnsafeBufferPointer<UInt64>, _ b: UnsafeBufferPointer<UInt64>, into result: inout [UInt64]) {
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if x <= y { i += 1 }
            if y <= x { j += 1 }
            result.append(min(x, y))
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: a[i...]))
        result.append(contentsOf: UnsafeBufferPointer(rebasing: b[j...]))
    }

    /// Size of the intersection of two sorted, duplicate-free arrays.
    public static func sharedCount(_ a: ArraySlice<UInt64>, _ b: ArraySlice<UInt64>) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in sharedCount(a, b) } }
    }

    static func sharedCount(_ a: UnsafeBufferPointer<UInt64>, _ b: UnsafeBufferPointer<UInt64>) -> Int {
        // A few kept English words against a paragraph's whole vocabulary: search the long
        // array by halves rather than walk it.
        if a.count * 8 < b.count { return sharedCountBySearch(a, in: b) }
        if b.count * 8 < a.count { return sharedCountBySearch(b, in: a) }
        // Without a branch on the values: this runs for every step of every alignment, and
        // which side moves on is a coin toss the processor mispredicts half the time.
        var i = 0, j = 0, count = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            // Written as bits: as `if`s or `?:` the compiler makes branches again.
            let aMoves = Int(truncatingIfNeeded: unsafeBitCast(x <= y, to: UInt8.self))
            let bMoves = Int(truncatingIfNeeded: unsafeBitCast(x >= y, to: UInt8.self))
            count &+= aMoves & bMoves
            i &+= aMoves
            j &+= bMoves
        }
        return count
    }

    private static func sharedCountBySearch(_ short: UnsafeBufferPointer<UInt64>, in long: UnsafeBufferPointer<UInt64>) -> Int {
        var low = 0, count = 0
        for value in short {
            var high = long.count
            while low < high {
                let middle = (low + high) / 2
                if long[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == long.count { break }
            if long[low] == value { count += 1; low += 1 }
        }
        return count
    }
}

/// One pass over a block's UTF-8 bytes collecting its anchors, without allocating per word.
package struct AnchorExtractor {
    private(set) var isEnglish = false
    private var strong: [UInt64] = []
    private var numbers: [UInt64] = []
    private var words: [UInt64] = []
    private var sounds: [UInt32] = []

    init() {}

    static let fnvOffset: UInt64 = 0xcbf29ce484222325
    static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100000001b3 }

    package static func hash<C: Collection>(_ bytes: C, lowercase: Bool = false) -> UInt64 where C.Element == UInt8 {
        var hash = fnvOffset
        for var byte in bytes {
            if lowercase && byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            hash = mix(hash, byte)
        }
        return hash
    }

    mutating func scan(_ text: String) {
        var copy = text
        copy.withUTF8 { scan($0) }
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        // About a word per five bytes in every script: room for them at once rather than
        // growing each array a few times per block.
        words.reserveCapacity(words.count + count / 5)
        sounds.reserveCapacity(sounds.count + count / 5)
        var index = 0
        var previous: UInt8 = 0x20
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                var end = index + 1
                while end < count && bytes[end] != UInt8(ascii: "`") { end += 1 }
                if end < count {
                    var start = index + 1, stop = end
                    while start < stop && bytes[start] == 0x20 { start += 1 }
                    while stop > start && bytes[stop - 1] == 0x20 { stop -= 1 }
                    if stop > start { strong.append(Self.hash(bytes[start..<stop])) }
                    index = end + 1
                    previous = 0x60
                    continue
                }
            }
            if (byte == UInt8(ascii: "h") || byte == UInt8(ascii: "w")) && !Self.isWordByte(previous), Self.startsURL(bytes, at: index) {
                var end = index
                while end < count, bytes[end] > 0x20, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: ">"),
                      bytes[end] < 0xE1 { end += 1 }
                var stop = end
                while stop > index, Self.isTrailingPunctuation(bytes[stop - 1]) { stop -= 1 }
                strong.append(Self.hash(bytes[index..<stop]))
                index = end
                previous = 0x20
                continue
            }
            if Self.isWordByte(byte) || Self.isFullWidthDigit(bytes, at: index) {
                index = scanASCIIWord(bytes, from: index)
                previous = 0x61
                continue
            }
            if byte >= 0xC0 {
                // Kanji and hiragana carry no loanwords: skip them without decoding.
                if (byte >= 0xE4 && byte <= 0xE9) || (byte == 0xE3 && index + 1 < count && bytes[index + 1] <= 0x81) {
                    index += 3
                    previous = 0x20
                    continue
                }
                index = scanNativeWord(bytes, from: index)
                previous = 0x20
                continue
            }
            previous = byte
            index += 1
        }
    }

    static func isTrailingPunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
    }

    package static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    package static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isFullWidthDigit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBC && bytes[index + 2] >= 0x90 && bytes[index + 2] <= 0x99
    }

    static func startsURL(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func matches(_ prefix: StaticString) -> Bool {
            let length = prefix.utf8CodeUnitCount
            guard index + length <= bytes.count else { return false }
            return prefix.withUTF8Buffer { buffer in
                for offset in 0..<length where bytes[index + offset] != buffer[offset] { return false }
                return true
            }
        }
        return matches("http://") || matches("https://") || matches("www.")
    }

    /// An ASCII word: a number, an identifier (`UISplitViewController`, `iPad`, `.sheet`,
    /// `UIView.animate`), or a plain word.
    private mutating func scanASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        var digits = 0, uppers = 0, lowers = 0, length = 0
        var innerCapital = false, previousLower = false, other = false
        var raw = Self.fnvOffset, lowered = Self.fnvOffset, significant = Self.fnvOffset
        var seenNonZero = false
        let precededByDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
        while index < bytes.count {
            var byte = bytes[index]
            var advance = 1
            if Self.isFullWidthDigit(bytes, at: index) {
                byte = bytes[index + 2] - 0x90 + 0x30
                advance = 3
            } else if byte == UInt8(ascii: "."), uppers > 0, length > 0, index + 1 < bytes.count,
                      Self.isLetter(bytes[index + 1]), !(bytes[index - 1] >= 0x30 && bytes[index - 1] <= 0x39) {
                other = true // UIView.animate
            } else if !Self.isWordByte(byte) {
                break
            }
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
                previousLower = false
                if byte != 0x30 || seenNonZero { seenNonZero = true; significant = Self.mix(significant, byte) }
            } else if byte >= 0x41 && byte <= 0x5A {
                uppers += 1
                if previousLower { innerCapital = true }
                previousLower = false
            } else if byte >= 0x61 && byte <= 0x7A {
                lowers += 1
                previousLower = true
            } else {
                other = true
            }
            raw = Self.mix(raw, byte)
            lowered = Self.mix(lowered, byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            length += 1
            index += advance
        }
        if digits == length {
            numbers.append(seenNonZero ? significant : Self.mix(Self.fnvOffset, 0x30))
        } else if innerCapital || other || digits > 0 || (uppers >= 2 && lowers == 0) || precededByDot {
            // Identifiers compare without case: translators write "ipadOS" for "iPadOS".
            strong.append(lowered)
        } else if uppers + lowers >= 2 {
            words.append(lowered)
            if isEnglish, length >= 4, !PhoneticKey.stopWords.contains(lowered),
               true {
                PhoneticKey.english(bytes, start..<index, into: &sounds)
            }
        }
        return index
    }

    /// A run of Hangul, katakana or Cyrillic letters: its phonetic key, for translations.
    /// One loop per script, decoding its fixed-length UTF-8 inline: this runs on every word
    /// of every translation.
    private mutating func scanNativeWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let (firstScalar, firstLength) = Self.decode(bytes, at: start)
        guard let script = PhoneticKey.script(of: firstScalar) else {
            // Another script (kanji, punctuation): skip one scalar.
            return start + firstLength
        }
        let end = bytes.count
        var index = start
        var count = 0
        switch script {
        case .hangul:
            // Hangul needs its first syllables and its last three (where particles sit), kept in
            // fixed slots rather than an array.
            var first = PhoneticKey.Syllables()
            var last: (UInt32, UInt32, UInt32) = (0, 0, 0)
            while index + 2 < end {
                let lead = bytes[index]
                guard lead >= 0xEA && lead <= 0xED else { break }
                let scalar = (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                guard scalar >= 0xAC00 && scalar <= 0xD7A3 else { break }
                if count < PhoneticKey.Syllables.capacity { first.set(count, scalar) }
                last = (last.1, last.2, scalar)
                count += 1
                index += 3
            }
            if !isEnglish { PhoneticKey.hangul(first: first, count: count, last: last, into: &sounds) }
        case .katakana:
            var accumulator = PhoneticKey.Accumulator()
            let classes = PhoneticKey.katakanaClasses
            while index + 2 < end, bytes[index] == 0xE3 {
                let scalar = 0x3000 | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                guard scalar >= 0x30A1 && scalar <= 0x30FC else { break }
                if accumulator.count < 5 { accumulator.add(classes[Int(scalar &- 0x30A1)]) }
                count += 1
                index += 3
            }
            if !isEnglish && count >= 2 { accumulator.appendKeys(to: &sounds) }
        case .cyrillic:
            var accumulator = PhoneticKey.Accumulator()
            let classes = PhoneticKey.cyrillicClasses
            while index + 1 < end {
                let lead = bytes[index]
                guard lead == 0xD0 || lead == 0xD1 else { break }
                let scalar = (UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
                guard scalar >= 0x0400 && scalar <= 0x045F else { break }
                if accumulator.count < 5 { accumulator.add(classes[Int(scalar &- 0x0400)]) }
                count += 1
                index += 2
            }
            if !isEnglish && count >= 4 { accumulator.appendKeys(to: &sounds) }
        }
        return index
    }

    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        var value: UInt32
        var length: Int
        switch lead {
        case 0xC0...0xDF: value = UInt32(lead & 0x1F); length = 2
        case 0xE0...0xEF: value = UInt32(lead & 0x0F); length = 3
        case 0xF0...0xF7: value = UInt32(lead & 0x07); length = 4
        default: return (0x20, 1)
        }
        guard index + length <= bytes.count else { return (0x20, 1) }
        for offset in 1..<length { value = (value << 6) | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }

    /// The anchors of one text. The extractor's arrays are emptied and kept for the next
    /// text, so a side's many blocks share four growing buffers instead of making four each.
    mutating func anchors(of text: String, isEnglish: Bool) -> Anchors {
        self.isEnglish = isEnglish
        strong.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        sounds.removeAll(keepingCapacity: true)
        scan(text)
        return finish()
    }

    mutating func finish() -> Anchors {
        Self.sortUnique(&strong)
        Self.sortUnique(&numbers)
        Self.sortUnique(&words)
        Self.sortUnique(&sounds)
        return strong.withUnsafeBufferPointer { strong in
            numbers.withUnsafeBufferPointer { numbers in
                words.withUnsafeBufferPointer { words in
                    sounds.withUnsafeBufferPointer { sounds in
                        Anchors(strong: strong, numbers: numbers, words: words, sounds: sounds)
                    }
                }
            }
        }
    }

    static func sortUnique<T: FixedWidthInteger>(_ values: inout [T]) {
        guard values.count > 1 else { return }
        // The standard library's sort: a hand-written introsort ran fewer instructions but
        // took longer (its partitions on random hashes mispredict), and an insertion sort for
        // short arrays gained nothing measurable.
        values.sort()
        var write = 1
        for read in 1..<values.count where values[read] != values[write - 1] {
            values[write] = values[read]
            write += 1
        }
        values.removeLast(values.count - write)
    }
}
