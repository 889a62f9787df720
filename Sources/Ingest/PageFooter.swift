import Model

/// A blog post's footer: the short lines after its last paragraph that share it, count its
/// comments, list its tags and the posts around it. Never guideline text, and only where
/// nothing but such lines follows, so that a heading "Share" inside a page stays.
enum PageFooter {
    static func trimmed(_ blocks: [SourceBlock]) -> [SourceBlock] {
        var end = blocks.count
        while end > 0, blocks[end - 1].kind == .heading || blocks[end - 1].kind == .paragraph,
              SiteChrome.isPostFooter(blocks[end - 1].text) {
            end -= 1
        }
        guard end < blocks.count, blocks[..<end].contains(where: \.isProse) else { return blocks }
        return Array(blocks[..<end])
    }
}
