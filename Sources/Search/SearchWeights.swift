/// How terms are weighted, at build time (quantised into each posting) and at query time
/// (`search.js` reads these numbers from the manifest).
///
/// A query is cut like the text. Its words, bigrams and singles are required: a document
/// matches only if it has every one of them somewhere (title, headings, blocks, in the page's
/// language or in English). Joins and tails (see `SearchToken.Kind`) are optional and add
/// half their weight where present; a query of optional terms only needs all of them. The
/// last word of a query also matches as a prefix (`popov` → `popover`) at 0.6 of the weight.
/// A document's score is, over the query's terms, Σ idf × (level weight + title weight if the
/// term is in the title), with idf = ln(1 + N / df) over documents (never 0: a title of common
/// words still counts) and
/// the level the term's BM25 weight (k1 1.2, b 0.75; headings count twice) in the document's
/// text, cut into four steps. The page then reads the best documents' rows and text, picks
/// the block with the most query weight for the anchor and the snippet, and adds half that
/// block's score, so a document with the words together beats one with them pages apart, and
/// twice the title's matched weight times the square of the share of its terms matched, so `Accessible
/// images` ranks the page of that title above `Accessible image wells`.
enum SearchWeights {
    static let k1 = 1.2
    static let b = 0.75
    static let headingTermFrequency = 2
    /// What each body level stands for at query time.
    static let levels: [Double] = [0, 0.6, 1.0, 1.6]
    /// Above the top body level: a page titled with the query beats pages that only use its words.
    static let title = 3.0

    static func level(termFrequency: Int, length: Int, averageLength: Double) -> Int {
        guard termFrequency > 0 else { return 0 }
        let tf = Double(termFrequency)
        let weight = tf * (k1 + 1) / (tf + k1 * (1 - b + b * Double(length) / max(averageLength, 1)))
        return weight < 0.75 ? 1 : weight < 1.35 ? 2 : 3
    }
}
