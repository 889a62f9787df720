import Foundation
import Model

/// The English text of a document, merged from every source that has English.
///
/// Two files may both carry the English original (each interleaved with a different
/// translation) and disagree slightly; the merged sequence keeps one text per block and the
/// other as a variant, so reports can show the difference.
struct EnglishReference {
    struct Entry {
        var block: SourceBlock
        var location: SourceLocation
        var variants: [TextVariant] = []
    }

    var entries: [Entry] = []
    /// For each source (by index in the document's source list): reference index of each of
    /// its English blocks, in order.
    var mapping: [Int: [Int]] = [:]
}

enum EnglishMerger {
    /// `streams`: (source index, path, English blocks) in priority order; the first is the base.
    static func merge(_ streams: [(source: Int, path: String, blocks: [SourceBlock])]) -> EnglishReference {
        var reference = EnglishReference()
        guard let base = streams.first else { return reference }
        reference.entries = base.blocks.map { .init(block: $0, location: SourceLocation(path: base.path, line: $0.line)) }
        reference.mapping[base.source] = Array(base.blocks.indices)
        for stream in streams.dropFirst() {
            let words = stream.blocks.map { wordSet($0.text) }
            let referenceWords = reference.entries.map { wordSet($0.block.text) }
            let aligner = MonotonicAligner(shapes: [.oneToOne, .deletion, .insertion])
            let outcome = aligner.align(sourceCount: reference.entries.count, targetCount: stream.blocks.count) { r, s in
                if r.isEmpty || s.isEmpty { return -2 }
                let a = reference.entries[r.lowerBound].block, b = stream.blocks[s.lowerBound]
                if (a.kind == .heading) != (b.kind == .heading) { return nil }
                let similarity = a.kind == .heading
                    ? (TextNormalising.normalisedTitle(a.text) == TextNormalising.normalisedTitle(b.text) ? 1 : 0)
                    : dice(referenceWords[r.lowerBound], words[s.lowerBound])
                return 10 * (similarity - 0.6)
            }
            // Rebuild the reference with this stream's unmatched blocks inserted in place.
            var merged: [EnglishReference.Entry] = []
            var oldToNew: [Int] = Array(repeating: 0, count: reference.entries.count)
            var streamMapping = Array(repeating: 0, count: stream.blocks.count)
            for bead in outcome.beads {
                switch (bead.source.count, bead.target.count) {
                case (1, 1):
                    var entry = reference.entries[bead.source.lowerBound]
                    let other = stream.blocks[bead.target.lowerBound]
                    if normalisedForComparison(other.text) != normalisedForComparison(entry.block.text) {
                        entry.variants.append(TextVariant(text: other.text, location: SourceLocation(path: stream.path, line: other.line)))
                    }
                    oldToNew[bead.source.lowerBound] = merged.count
                    streamMapping[bead.target.lowerBound] = merged.count
                    merged.append(entry)
                case (1, 0):
                    oldToNew[bead.source.lowerBound] = merged.count
                    merged.append(reference.entries[bead.source.lowerBound])
                default:
                    let block = stream.blocks[bead.target.lowerBound]
                    streamMapping[bead.target.lowerBound] = merged.count
                    merged.append(.init(block: block, location: SourceLocation(path: stream.path, line: block.line)))
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
