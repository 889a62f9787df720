/// A word-level difference between two texts: what changed in the English since a
/// translation was accepted.
///
/// Words are runs between white space. The diff is a longest common subsequence over words,
/// after trimming the common prefix and suffix (edits to one sentence of a paragraph leave
/// the rest out of the quadratic part).
public struct WordDiff: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Runs of words, consecutive runs of the same kind merged, words joined by one space.
    public var segments: [Segment]

    public init(segments: [Segment]) { self.segments = segments }

    /// Past this many cells the table is not built and the changed middle is shown as one
    /// removal and one addition: still correct, only coarser.
    static let maximumCells = 4_000_000

    public init(from old: String, to new: String) {
        let a = WordDiff.words(old), b = WordDiff.words(new)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        var operations: [(Kind, Substring)] = a[..<prefix].map { (.same, $0) }
        if middleA.count * middleB.count > WordDiff.maximumCells {
            operations += middleA.map { (.removed, $0) } + middleB.map { (.added, $0) }
        } else {
            operations += WordDiff.lcs(middleA, middleB)
        }
        operations += a[(a.count - suffix)...].map { (.same, $0) }
        segments = WordDiff.merge(operations)
    }

    public var hasChanges: Bool {
        segments.contains { if case .same = $0 { false } else { true } }
    }

    /// `git diff --word-diff=plain` notation: `[-removed-]{+added+}`.
    public var plainText: String {
        var text = ""
        for (index, segment) in segments.enumerated() {
            // A replacement reads as one unit: "[-old-]{+new+}".
            if index > 0 {
                if case .added = segment, case .removed = segments[index - 1] {} else { text += " " }
            }
            switch segment {
            case .same(let words): text += words
            case .removed(let words): text += "[-" + words + "-]"
            case .added(let words): text += "{+" + words + "+}"
            }
        }
        return text
    }

    enum Kind { case same, removed, added }

    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{A0}" })
    }

    private static func lcs(_ a: [Substring], _ b: [Substring]) -> [(Kind, Substring)] {
        if a.isEmpty { return b.map { (.added, $0) } }
        if b.isEmpty { return a.map { (.removed, $0) } }
        let width = b.count + 1
        // lengths[i * width + j]: LCS length of a[i...] and b[j...].
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [(Kind, Substring)] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                result.append((.same, a[i])); i += 1; j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append((.removed, a[i])); i += 1
            } else {
                result.append((.added, b[j])); j += 1
            }
        }
        while i < a.count { result.append((.removed, a[i])); i += 1 }
        while j < b.count { result.append((.added, b[j])); j += 1 }
        return result
    }

    /// Merges runs; within a changed stretch all removals come before all additions, so a
    /// replaced phrase reads `[-old words-]{+new words+}` rather than interleaved.
    private static func merge(_ operations: [(Kind, Substring)]) -> [Segment] {
        var segments: [Segment] = []
        var same: [Substring] = [], removed: [Substring] = [], added: [Substring] = []
        func flushChanges() {
            if !removed.isEmpty { segments.append(.removed(removed.joined(separator: " "))) }
            if !added.isEmpty { segments.append(.added(added.joined(separator: " "))) }
            removed.removeAll(); added.removeAll()
        }
        for (kind, word) in operations {
            switch kind {
            case .same:
                flushChanges()
                same.append(word)
            case .removed, .added:
                if !same.isEmpty { segments.append(.same(same.joined(separator: " "))); same.removeAll() }
                if kind == .removed { removed.append(word) } else { added.append(word) }
            }
        }
        flushChanges()
        if !same.isEmpty { segments.append(.same(same.joined(separator: " "))) }
        return segments
    }
}
