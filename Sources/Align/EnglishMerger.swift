import Foundation
import Model

/// The English text of a document, merged from every source that has English, unit by unit.
///
/// Two files may both carry the English original (each interleaved with a different
/// translation) and disagree slightly; the merged sequence keeps one text per unit and the
/// other as a variant, so reports can show the difference.
struct EnglishReference {
    struct Entry {
        /// Index of the source (in the document's source list) the unit comes from.
        var source: Int
        var unit: UnitRef
        var variants: [TextVariant] = []
    }

    var entries: [Entry] = []
    /// For each source with English: reference index of each of its English units, in order.
    var mapping: [Int: [Int]] = [:]
}

enum EnglishMerger {
    /// `streams`: (source index, English units) in priority order; the first is the base.
    static func merge(_ streams: [(source: Int, units: [UnitRef])], sources: [ParsedSource]) -> EnglishReference {
        var reference = EnglishReference()
        guard let base = streams.first else { return reference }
        reference.entries = base.units.map { EnglishReference.Entry(source: base.source, unit: $0) }
        reference.mapping[base.source] = Array(base.units.indices)
        for stream in streams.dropFirst() {
            let blocks = sources[stream.source].blocks, path = sources[stream.source].path
            let words = stream.units.map { wordSet(blocks.text(of: $0)) }
            let referenceWords = reference.entries.map { wordSet(sources[$0.source].blocks.text(of: $0.unit)) }
            let aligner = MonotonicAligner(shapes: [.oneToOne, .deletion, .insertion])
            let outcome = aligner.align(sourceCount: reference.entries.count, targetCount: stream.units.count) { r, s in
                if r.isEmpty || s.isEmpty { return -2 }
                let entry = reference.entries[r.lowerBound]
                let a = sources[entry.source].blocks[entry.unit.block], b = blocks[stream.units[s.lowerBound].block]
                if (a.kind == .heading) != (b.kind == .heading) { return nil }
                let similarity = a.kind == .heading
                    ? (TextNormalising.normalisedTitle(a.text) == TextNormalising.normalisedTitle(b.text) ? 1 : 0)
                    : dice(referenceWords[r.lowerBound], words[s.lowerBound])
                return 10 * (similarity - 0.6)
            }
            // Rebuild the reference with this stream's unmatched units inserted in place.
            var merged: [EnglishReference.Entry] = []
            var oldToNew: [Int] = Array(repeating: 0, count: reference.entries.count)
            var streamMapping = Array(repeating: 0, count: stream.units.count)
            for bead in outcome.beads {
                switch (bead.source.count, bead.target.count) {
                case (1, 1):
                    var entry = reference.entries[bead.source.lowerBound]
                    let unit = stream.units[bead.target.lowerBound]
                    let other = blocks.text(of: unit)
                    if normalisedForComparison(other) != normalisedForComparison(sources[entry.source].blocks.text(of: entry.unit)) {
                        entry.variants.append(TextVariant(text: other, location: SourceLocation(path: path, line: blocks.line(of: unit))))
                    }
                    oldToNew[bead.source.lowerBound] = merged.count
                    streamMapping[bead.target.lowerBound] = merged.count
                    merged.append(entry)
                case (1, 0):
                    oldToNew[bead.source.lowerBound] = merged.count
                    merged.append(reference.entries[bead.source.lowerBound])
                default:
                    streamMapping[bead.target.lowerBound] = merged.count
                    merged.append(EnglishReference.Entry(source: stream.source, unit: stream.units[bead.target.lowerBound]))
                }
            }
            for (source, indices) in reference.mapping {
                reference.mapping[source] = indices.map { oldToNew[$0] }
            }
            reference.entries = merged
            reference.mapping[stream.source] = streamMapping
        }
        return reference
    }

    static func wordSet(_ text: String) -> Set<String> {
        asciiWordSet(text) ?? unicodeWordSet(text)
    }

    /// The rules on Unicode scalars: alphabetic and numeric scalars of the lowercased text.
    static func unicodeWordSet(_ text: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    /// `wordSet` of an all-ASCII text on its bytes, where letters and digits are the
    /// alphabetic and numeric scalars and lowercasing is one bit; nil for any other text.
    private static func asciiWordSet(_ text: String) -> Set<String>? {
        var text = text
        return text.withUTF8 { utf8 -> Set<String>? in
            var words = Set<String>()
            var word: [UInt8] = []
            for byte in utf8 {
                guard byte < 0x80 else { return nil }
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                if isLetter || (byte >= 0x30 && byte <= 0x39) {
                    word.append(isLetter ? byte | 0x20 : byte)
                } else if !word.isEmpty {
                    words.insert(String(decoding: word, as: UTF8.self))
                    word.removeAll(keepingCapacity: true)
                }
            }
            if !word.isEmpty { words.insert(String(decoding: word, as: UTF8.self)) }
            return words
        }
    }

    static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
    }

    /// Text compared for variants: spacing and typographic quotes do not make a difference.
    static func normalisedForComparison(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\n", "\t": continue
            case "’", "‘": result.append("'")
            case "“", "”": result.append("\"")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
