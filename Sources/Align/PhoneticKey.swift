import Model
import Support

/// Consonant skeletons that let a loanword match its English source across scripts.
///
/// HIG translations borrow most interface terms: 컨텐츠 / コンテンツ / контент for "content",
/// 네비게이션 / ナビゲーション / навигация for "navigation". Reduced to classes of consonants
/// (vowels dropped, b/v, p/f, k/g/c, t/d, r/l, s/z/j/ch/sh merged) their first four
/// consonants agree, which gives the aligner lexical evidence without a dictionary.
enum PhoneticKey {
    enum Script { case hangul, katakana, cyrillic }

    /// Consonant classes, 1...8 (0: none).
    private static let b: UInt8 = 1, p: UInt8 = 2, k: UInt8 = 3, t: UInt8 = 4, r: UInt8 = 5, m: UInt8 = 6, n: UInt8 = 7, s: UInt8 = 8

    /// Hashes (lowercase FNV-1a, as `AnchorExtractor` makes them) of frequent English words
    /// that are never borrowed.
    static let stopWords = StopWords([
        "that", "this", "with", "from", "they", "them", "their", "there", "when", "which", "your", "have", "more",
        "into", "than", "then", "also", "such", "some", "only", "other", "about", "would", "should", "could", "these",
        "those", "people", "make", "makes", "use", "uses", "using", "helps", "where", "while", "what", "each", "many",
        "most", "avoid", "consider", "provide", "always", "never", "often", "because", "example", "like", "want", "need",
    ].map { AnchorExtractor.hash(Array($0.utf8)) })

    /// A sorted list searched by halves: for fifty words, cheaper than hashing into a Set.
    /// A 256-bit filter of the hashes' low bytes answers most words (not stop words) first.
    struct StopWords: Sendable {
        let hashes: [UInt64]
        let filter: SIMD4<UInt64>

        init(_ hashes: [UInt64]) {
            self.hashes = hashes.sorted()
            var filter = SIMD4<UInt64>()
            for hash in hashes { filter[Self.filterWord(hash)] |= Self.filterBit(hash) }
            self.filter = filter
        }

        private static func filterWord(_ hash: UInt64) -> Int { Int(hash >> 6 & 3) }
        private static func filterBit(_ hash: UInt64) -> UInt64 { 1 << (hash & 63) }

        func contains(_ hash: UInt64) -> Bool {
            guard filter[Self.filterWord(hash)] & Self.filterBit(hash) != 0 else { return false }
            var low = 0, high = hashes.count
            while low < high {
                let middle = (low + high) / 2
                if hashes[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low < hashes.count && hashes[low] == hash
        }
    }

    /// Accumulates consonant classes into a key, collapsing repeats, without allocating.
    struct Accumulator {
        var key: UInt32 = 0
        var count = 0
        var last: UInt8 = 0

        mutating func add(_ value: UInt8) {
            guard value != 0, value != last else { return }
            last = value
            count += 1
            if count <= 4 { key = (key << 4) | UInt32(value) }
        }

        /// Keys of the first three consonants, and of four when there are four or more:
        /// Japanese drops a final "r" ("toolbar" → ツールバー), so three must match on their own,
        /// while a fourth that matches too is stronger evidence. Fewer than three say nothing.
        /// Appends the keys (none, one or two) without building an array of its own.
        func appendKeys(to keys: inout [UInt32]) {
            guard count >= 3 else { return }
            keys.append((3 << 16) | (count == 3 ? key : key >> 4))
            if count >= 4 { keys.append((4 << 16) | key) }
        }
    }

    /// The class of each lowercase letter that has one on its own (not c or x), by byte: read
    /// from a table, as the script letters' are.
    private static let englishClasses: [UInt8] = (0...255).map { byte -> UInt8 in
        switch UInt8(byte) {
        case UInt8(ascii: "b"), UInt8(ascii: "v"): return b
        case UInt8(ascii: "p"), UInt8(ascii: "f"): return p
        case UInt8(ascii: "k"), UInt8(ascii: "g"), UInt8(ascii: "q"): return k
        case UInt8(ascii: "t"), UInt8(ascii: "d"): return t
        case UInt8(ascii: "l"), UInt8(ascii: "r"): return r
        case UInt8(ascii: "m"): return m
        case UInt8(ascii: "n"): return n
        case UInt8(ascii: "s"), UInt8(ascii: "z"), UInt8(ascii: "j"): return s
        default: return 0
        }
    }

    static func english(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into keys: inout [UInt32]) {
        var accumulator = Accumulator()
        let classes = englishClasses
        var index = range.lowerBound
        func at(_ offset: Int) -> UInt8 {
            let position = index + offset
            guard position < range.upperBound else { return 0 }
            let byte = bytes[position]
            return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
        }
        while index < range.upperBound && accumulator.count < 5 {
            let c = at(0)
            // Digraphs first.
            if (c == UInt8(ascii: "t") || c == UInt8(ascii: "s")) && at(1) == UInt8(ascii: "i") && at(2) == UInt8(ascii: "o") && at(3) == UInt8(ascii: "n") {
                accumulator.add(s); accumulator.add(n); index += 4; continue // -tion, -sion
            }
            if c == UInt8(ascii: "p") && at(1) == UInt8(ascii: "h") { accumulator.add(p); index += 2; continue }
            if (c == UInt8(ascii: "t") || c == UInt8(ascii: "s") || c == UInt8(ascii: "c")) && at(1) == UInt8(ascii: "h") {
                accumulator.add(c == UInt8(ascii: "t") ? t : s); index += 2; continue
            }
            if c == UInt8(ascii: "c") && at(1) == UInt8(ascii: "k") { accumulator.add(k); index += 2; continue }
            if c == UInt8(ascii: "q") && at(1) == UInt8(ascii: "u") { accumulator.add(k); index += 2; continue }
            if c == UInt8(ascii: "c") {
                let next = at(1)
                accumulator.add(next == UInt8(ascii: "e") || next == UInt8(ascii: "i") || next == UInt8(ascii: "y") ? s : k)
            } else if c == UInt8(ascii: "x") {
                accumulator.add(k); accumulator.add(s)
            } else {
                accumulator.add(classes[Int(c)]) // 0, which adds nothing, for vowels, h, w, y
            }
            index += 1
        }
        accumulator.appendKeys(to: &keys)
    }

    static func script(of scalar: UInt32) -> Script? {
        switch scalar {
        case 0xAC00...0xD7A3: return .hangul
        case 0x30A1...0x30FC: return .katakana
        case 0x0400...0x045F: return .cyrillic
        default: return nil
        }
    }

    /// The consonant classes of U+0400...045F and of U+30A1...30FC, by offset from the first:
    /// read from a table, because a `switch` per letter compiles to a jump through a table of
    /// addresses, which the processor mispredicts letter after letter.
    static let cyrillicClasses: [UInt8] = (0x0400...0x045F).map { cyrillicClass(UInt32($0)) }
    static let katakanaClasses: [UInt8] = (0x30A1...0x30FC).map { katakanaClass(UInt32($0)) }

    /// The first syllables of a Hangul word, in fixed slots.
    struct Syllables {
        static let capacity = 6
        private var slots: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0)

        mutating func set(_ index: Int, _ value: UInt32) {
            switch index {
            case 0: slots.0 = value
            case 1: slots.1 = value
            case 2: slots.2 = value
            case 3: slots.3 = value
            case 4: slots.4 = value
            case 5: slots.5 = value
            default: break
            }
        }

        subscript(index: Int) -> UInt32 {
            switch index {
            case 0: return slots.0
            case 1: return slots.1
            case 2: return slots.2
            case 3: return slots.3
            case 4: return slots.4
            default: return slots.5
            }
        }
    }

    // Hangul syllable = initial × medial × final; loanwords keep the English consonants.
    private static let initials: [UInt8] = [k, k, n, t, t, r, m, b, b, s, s, 0, s, s, s, k, t, p, 0]
    private static let finalConsonants: [(UInt8, UInt8)] = finals.map { ($0.first ?? 0, $0.count > 1 ? $0[1] : 0) }
    private static let finals: [[UInt8]] = [
        [], [k], [k], [k, s], [n], [n, s], [n], [t], [r], [r, k], [r, m], [r, b], [r, s], [r, t], [r, p], [r],
        [m], [b], [b, s], [t], [t], [n], [t], [t], [k], [t], [p], [],
    ]
    /// Korean particles glued to the end of a word ("테이블을" is "테이블" + object marker),
    /// by length in syllables. Small fixed lists, searched linearly: hashing each word's end
    /// into a Set cost more than the comparisons.
    private static let particles1: [UInt32] = "는은이가을를의에와과도로만".unicodeScalars.map(\.value)
    private static let particles2: [UInt64] = ["에서", "으로", "에게", "까지", "부터", "처럼", "보다", "이나", "에는", "과는", "와는"].map { pair in
        let values = pair.unicodeScalars.map { UInt64($0.value) }
        return values[0] << 32 | values[1]
    }
    private static let particles3: [(UInt32, UInt32, UInt32)] = ["에서는", "으로는"].map { triple in
        let values = triple.unicodeScalars.map(\.value)
        return (values[0], values[1], values[2])
    }

    /// The key of a Hangul word of `count` syllables, without a particle at its end: from its
    /// first syllables (the first four consonants are all a key uses) and its last three.
    static func hangul(first: Syllables, count: Int, last: (UInt32, UInt32, UInt32), into keys: inout [UInt32]) {
        var end = count
        if end >= 5, particles3.contains(where: { $0 == last }) {
            end -= 3
        } else if end >= 4, particles2.contains(UInt64(last.1) << 32 | UInt64(last.2)) {
            end -= 2
        } else if end >= 3, particles1.contains(last.2) {
            end -= 1
        }
        guard end >= 2 else { return }
        var accumulator = Accumulator()
        for position in 0..<min(end, Syllables.capacity) where accumulator.count < 5 {
            let index = Int(first[position] - 0xAC00)
            accumulator.add(initials[index / 588])
            let final = finalConsonants[index % 28]
            if final.0 != 0 { accumulator.add(final.0) }
            if final.1 != 0 { accumulator.add(final.1) }
        }
        accumulator.appendKeys(to: &keys)
    }

    private static func katakanaClass(_ value: UInt32) -> UInt8 {
        switch value {
        case 0x30AB...0x30B4, 0x30F5, 0x30F6: return k // カ..ゴ, ヵヶ
        case 0x30B5...0x30BE: return s // サ..ゾ
        case 0x30BF...0x30C2, 0x30C4...0x30C9: return t // タ..ヂ, ツ..ド (ッ excluded)
        case 0x30CA...0x30CE: return n
        case 0x30CF...0x30DD:
            // ハ行 in triples: ハ バ パ, ヒ ビ ピ, フ ブ プ, ヘ ベ ペ, ホ ボ ポ.
            let offset = (value - 0x30CF) % 3
            if value == 0x30D5 { return p } // フ is "fu"
            return offset == 0 ? 0 : (offset == 1 ? b : p)
        case 0x30DE...0x30E2: return m
        case 0x30E9...0x30ED: return r
        case 0x30F3: return n // ン
        case 0x30F4: return b // ヴ
        default: return 0 // vowels, ャュョ, ワ, ー, ッ
        }
    }

    private static func cyrillicClass(_ value: UInt32) -> UInt8 {
        var lower = value
        if lower >= 0x0410 && lower <= 0x042F { lower += 0x20 }
        switch lower {
        case 0x0431, 0x0432: return b // б в
        case 0x0433, 0x043A, 0x0445: return k // г к х
        case 0x0434, 0x0442: return t // д т
        case 0x0436, 0x0437, 0x0441, 0x0446, 0x0447, 0x0448, 0x0449: return s // ж з с ц ч ш щ
        case 0x043B, 0x0440: return r // л р
        case 0x043C: return m
        case 0x043D: return n
        case 0x043F, 0x0444: return p // п ф
        default: return 0
        }
    }
}
