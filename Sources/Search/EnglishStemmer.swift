/// A light English stemmer in the spirit of the S-stemmer and Porter's step 1: plurals,
/// `-ing`, `-ed` and a final `e`, so that `views`, `viewing` and `viewed` meet at `view`, and
/// `tables` and `table` at `tabl`. Stems are never shown; they only have to agree between the
/// index and the query. Only words of the letters a-z are stemmed (not `h264`, not `café`).
enum EnglishStemmer {
    static let stopwords = SearchTermTable<Bool>(stopwordList.map(SearchTerm.init))

    static let stopwordList: [String] = [
        "a", "about", "after", "all", "also", "an", "and", "any", "are", "as", "at", "be", "been", "but", "by",
        "can", "do", "does", "each", "for", "from", "had", "has", "have", "how", "if", "in", "into", "is", "it",
        "its", "may", "more", "most", "not", "of", "on", "or", "our", "should", "so", "such", "than", "that",
        "the", "their", "them", "then", "there", "these", "they", "this", "those", "to", "was", "we", "were",
        "what", "when", "which", "while", "who", "will", "with", "would", "you", "your",
    ]

    /// Plurals ending in `us` that are not Latin singulars (`status`, `focus`).
    static let usPlurals: Set<SearchTerm> = [SearchTerm("menus")]

    /// Stems a lowercase ASCII word in place.
    static func stem(_ word: inout SearchScan.Buffers.Word) {
        guard word.count > 3, (0..<word.count).allSatisfy({ word.byte($0) >= 0x61 && word.byte($0) <= 0x7A }) else { return }
        if ends(word, "ies") || ends(word, "ied") {
            if word.count > 4 {
                word.count -= 2
                word.bytes[word.count - 1] = 0x79  // y
            }
        } else if ends(word, "sses") || ends(word, "xes") || ends(word, "ches") || ends(word, "shes") {
            word.count -= 2
        } else if ends(word, "s") && !ends(word, "ss") && !ends(word, "is") && (!ends(word, "us") || usPlurals.contains(word.term)) {
            word.count -= 1
        }
        if ends(word, "ing"), hasVowel(word, before: word.count - 3), word.count - 3 >= 2 {
            word.count -= 3
            undouble(&word)
        } else if ends(word, "ed"), hasVowel(word, before: word.count - 2), word.count - 2 >= 2 {
            word.count -= 2
            undouble(&word)
        }
        if word.count >= 3 && ends(word, "e") { word.count -= 1 }
        word.letters = word.count
    }

    @inline(__always)
    private static func ends(_ word: SearchScan.Buffers.Word, _ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { word.ends(with: $0) }
    }

    private static func isVowel(_ letter: UInt8) -> Bool {
        letter == 0x61 || letter == 0x65 || letter == 0x69 || letter == 0x6F || letter == 0x75 || letter == 0x79
    }

    private static func hasVowel(_ word: SearchScan.Buffers.Word, before end: Int) -> Bool {
        (0..<max(end, 0)).contains { isVowel(word.byte($0)) }
    }

    /// `runn` → `run`, `stopp` → `stop`; `ll`, `ss`, `zz` stay (`scroll`, `miss`).
    private static func undouble(_ word: inout SearchScan.Buffers.Word) {
        guard word.count >= 2 else { return }
        let last = word.byte(word.count - 1)
        guard word.byte(word.count - 2) == last, !isVowel(last), last != 0x6C, last != 0x73, last != 0x7A else { return }
        word.count -= 1
    }
}
