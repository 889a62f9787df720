/// Korean and Japanese particles: the endings a query word may carry that the text it looks
/// for does not (`스플릿뷰를` should find `스플릿뷰는`). Longest first.
enum SearchParticles {
    static let korean: [[UInt32]] = [
        "에서", "에게", "으로", "부터", "까지", "처럼", "보다", "에는", "에도", "이나", "마다", "하고", "한테",
        "은", "는", "이", "가", "을", "를", "의", "에", "도", "와", "과", "로", "만", "나", "랑",
    ].map { ($0 as String).unicodeScalars.map(\.value) }

    static let japanese: [[UInt32]] = [
        "から", "まで", "より", "など", "には", "では", "とは", "への", "での",
        "は", "が", "を", "に", "の", "で", "と", "も", "へ", "や", "か",
    ].map { ($0 as String).unicodeScalars.map(\.value) }

    /// The particles grouped by their last character, longest first, and for each character
    /// of the Basic Multilingual Plane its group + 1 (0: no particle ends with it): most
    /// chunks end in none, and the tokeniser asks for every chunk.
    private static let groups: [[[UInt32]]] = Dictionary(grouping: korean + japanese) { $0.last! }
        .sorted { $0.key < $1.key }.map(\.value)
    private static let groupOfLast: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        for (number, group) in groups.enumerated() { table[Int(group[0].last!)] = UInt8(number + 1) }
        return table
    }()

    /// The length of the particle that the characters `from...last` of a run end with, or 0.
    /// Korean particles follow Hangul and Japanese ones kana, as the lists' scripts say; the
    /// last character decides.
    static func length(endingAt last: Int, in run: UnsafeMutablePointer<SearchScan.Buffers.RunCharacter>, from first: Int) -> Int {
        let value = run[last].value
        guard value < 0x10000, case let group = Int(groupOfLast[Int(value)]), group > 0 else { return 0 }
        let available = last - first + 1
        candidates: for particle in groups[group - 1] where particle.count <= available {
            for (offset, character) in particle.enumerated() where run[last - particle.count + 1 + offset].value != character {
                continue candidates
            }
            return particle.count
        }
        return 0
    }
}
