/// Variants derived from the seed texts, to show that ingest handles the ways people write,
/// not just the five files it was developed on.
enum SeedVariants {
    enum Script { case latin, hangul, kana, cyrillic, none }

    /// The script a paragraph is mostly written in (test-side, independent of the library).
    static func script(of text: String) -> Script {
        var counts: [Script: Int] = [:]
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A: counts[.latin, default: 0] += 1
            case 0xAC00...0xD7AF: counts[.hangul, default: 0] += 3
            case 0x3040...0x30FF, 0x4E00...0x9FFF: counts[.kana, default: 0] += 3
            case 0x0400...0x04FF: counts[.cyrillic, default: 0] += 1
            default: break
            }
        }
        return counts.max { $0.value < $1.value }?.key ?? .none
    }

    /// Paragraphs separated by blank lines.
    static func paragraphs(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    /// English paragraphs paired with the translation paragraph that follows each.
    static func interleavedPairs(_ text: String) -> [(english: String, translation: String)] {
        let parts = paragraphs(text)
        var pairs: [(String, String)] = []
        for (index, part) in parts.enumerated().dropLast() where script(of: part) == .latin {
            let next = parts[index + 1]
            if script(of: next) != .latin && script(of: next) != .none && part.count > 60 { pairs.append((part, next)) }
        }
        return pairs
    }

    /// Splits an interleaved text into an English-only file and a translation-only file.
    static func deinterleaved(_ text: String) -> (english: String, translation: String) {
        let parts = paragraphs(text)
        let english = parts.filter { script(of: $0) == .latin }
        let translation = parts.filter { script(of: $0) != .latin }
        return (english.joined(separator: "\n\n") + "\n", translation.joined(separator: "\n\n") + "\n")
    }

    /// Puts each translation before its English paragraph.
    static func translationFirst(_ text: String) -> String {
        var parts = paragraphs(text)
        var index = 0
        while index + 1 < parts.count {
            if script(of: parts[index]) == .latin && script(of: parts[index + 1]) != .latin && parts[index].count > 60 {
                parts.swapAt(index, index + 1)
                index += 2
            } else {
                index += 1
            }
        }
        return parts.joined(separator: "\n\n")
    }

    /// No blank lines at all.
    static func withoutBlankLines(_ text: String) -> String {
        paragraphs(text).joined(separator: "\n")
    }

    /// Every paragraph hard-wrapped at `width` characters, as `fmt` or an editor would.
    static func rewrapped(_ text: String, width: Int) -> String {
        paragraphs(text).map { wrap($0, width: width) }.joined(separator: "\n\n") + "\n"
    }

    static func wrap(_ paragraph: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            var word = String(word)
            // Unspaced scripts (Japanese) break anywhere once a word is longer than a line;
            // Latin words (URLs) are never broken.
            while word.count > width && script(of: word) != .latin {
                if !line.isEmpty { lines.append(line); line = "" }
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// Removes the translation paragraphs at the given positions among the translation paragraphs.
    static func droppingTranslations(_ text: String, at positions: Set<Int>) -> String {
        var translationIndex = -1
        return paragraphs(text).filter { part in
            guard script(of: part) != .latin else { return true }
            translationIndex += 1
            return !positions.contains(translationIndex)
        }.joined(separator: "\n\n")
    }
}

import Foundation
