import Model

/// Front matter whose fence never closes. `FrontMatter.split` then reads the file as all body,
/// which would publish the intended title and keys as page text and lose the file's identity
/// (its title, `translationKey`, `lang`), so the file is refused with an error instead: Hugo
/// refuses it too, and the fix (add the closing line) is plain from the message.
enum UnclosedFrontMatter {
    /// The error for `text` when it opens front matter (`---` or `+++` as its first line) and
    /// no later line is that fence; nil otherwise.
    static func diagnostic(for text: String, path: String) -> Diagnostic? {
        let firstEnd = text.utf8.firstIndex(of: 0x0A) ?? text.endIndex
        let first = text[..<firstEnd]
        // Byte comparisons, as `FrontMatter.split` makes them: String's `==` compares by
        // canonical equivalence.
        let fence: String
        if first.utf8.elementsEqual("---".utf8) { fence = "---" }
        else if first.utf8.elementsEqual("+++".utf8), firstEnd < text.endIndex { fence = "+++" }
        else { return nil }
        var rest = text[firstEnd...].dropFirst()
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: 0x0A) ?? rest.endIndex
            if rest[..<end].trimmingWhitespace().utf8.elementsEqual(fence.utf8) { return nil }
            rest = rest[end...].dropFirst()
        }
        return .error("unclosed-front-matter",
                      "front matter opened by '\(fence)' never closes (no later '\(fence)' line); file skipped so its fields are not published as text",
                      at: SourceLocation(path: path, line: 1))
    }
}
