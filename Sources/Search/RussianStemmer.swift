/// A light Russian stemmer: strips one inflectional ending (case, number, gender, the common
/// verb endings) and the reflexive `-ся`, keeping a stem of at least three letters, so that
/// `панель`, `панели` and `панелей` meet at `панел`. Input is lowercase with `ё` already `е`.
/// The past-tense endings `-ла`, `-ло`, `-ли` are left out: they would cut nouns (`панели`).
enum RussianStemmer {
    static let stopwords = SearchTermTable<Bool>(stopwordList.map(SearchTerm.init))

    static let stopwordList: [String] = [
        "без", "была", "были", "было", "быть", "вам", "вас", "все", "всех", "где", "для", "его", "ее", "если",
        "есть", "еще", "же", "за", "из", "или", "их", "как", "когда", "ли", "мы", "на", "над", "не", "нет", "ни",
        "но", "об", "он", "она", "они", "от", "по", "под", "при", "про", "со", "так", "там", "то", "только",
        "чем", "что", "чтобы", "это", "этот", "эти", "во", "до", "вы", "бы", "ко",
    ]

    /// Longest first, so `-ого` wins over `-о`.
    static let endings: [String] = [
        "иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ией", "ием", "иях", "иям", "ешь", "ете",
        "ите", "йте", "ишь", "ать", "ять", "ить", "еть", "уть", "ала", "ила", "ыла", "ело", "ило", "али", "или",
        "ыли", "ают", "яют", "ует", "уют",
        "ах", "ях", "ов", "ев", "ей", "ой", "ий", "ый", "ая", "яя", "ое", "ее", "ые", "ие", "ую", "юю", "ых", "их",
        "ым", "им", "ом", "ем", "ам", "ям", "ою", "ею", "ия", "ью", "ья", "ье", "ии", "ию", "ут", "ют", "ет", "ит",
        "ат", "ят", "ть",
        "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й",
    ]

    /// An ending's UTF-8 and its letters.
    struct Ending {
        var bytes: [UInt8]
        var letters: Int

        init(_ text: String) {
            bytes = Array(text.utf8)
            letters = text.unicodeScalars.count
        }
    }

    /// The endings by their last letter (`а` to `я`, all `D0 B0`-`D1 8F` in UTF-8), longest
    /// first: a word is compared with a few.
    private static let endingsByLast: [[Ending]] = (0x430...0x44F).map { letter in
        endings.filter { $0.unicodeScalars.last!.value == UInt32(letter) }.map(Ending.init)
    }

    private static let reflexive = [Ending("ся"), Ending("сь")]
    private static let softSign = Ending("ь")

    /// Stems a lowercase word with Cyrillic letters in place.
    static func stem(_ word: inout SearchScan.Buffers.Word) {
        guard word.letters > 3 else { return }
        if word.letters - 2 >= 4, let ending = reflexive.first(where: { ends(word, $0) }) { remove(ending, from: &word) }
        if let last = lastLetter(word) {
            for ending in endingsByLast[Int(last - 0x430)] where word.letters - ending.letters >= 3 && ends(word, ending) {
                remove(ending, from: &word)
                break
            }
        }
        if word.letters - 1 >= 3, ends(word, softSign) { remove(softSign, from: &word) }
    }

    /// The last letter when it is one of `а` to `я`.
    private static func lastLetter(_ word: SearchScan.Buffers.Word) -> UInt32? {
        guard word.count >= 2 else { return nil }
        let lead = word.byte(word.count - 2), trail = word.byte(word.count - 1)
        let value = (UInt32(lead) & 0x1F) << 6 | UInt32(trail) & 0x3F
        return (lead == 0xD0 || lead == 0xD1) && trail & 0xC0 == 0x80 && value >= 0x430 && value <= 0x44F ? value : nil
    }

    private static func ends(_ word: SearchScan.Buffers.Word, _ ending: Ending) -> Bool {
        ending.bytes.withUnsafeBufferPointer { word.ends(with: $0) }
    }

    private static func remove(_ ending: Ending, from word: inout SearchScan.Buffers.Word) {
        word.count -= ending.bytes.count
        word.letters -= ending.letters
    }
}
