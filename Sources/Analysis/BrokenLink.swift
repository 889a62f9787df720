import Model

/// A link in a page's text to a page that is not in the content (`./playing-haptics.md`).
/// The markdown step resolves every page link against the corpus's pages once
/// (`LocalReference.Outcome.missingPage` in the texts' statistics); the analysis collects them
/// here with their place, and the warning, the report's text, JSON and HTML all read this.
public struct BrokenLink: Hashable, Sendable {
    /// The document whose text holds the link.
    public var documentID: String
    /// The link as written.
    public var target: String
    /// Where it is written (the block's line plus the line within the block); nil when the
    /// block has no location (a text made in code).
    public var location: SourceLocation?

    public init(documentID: String, target: String, location: SourceLocation?) {
        self.documentID = documentID
        self.target = target
        self.location = location
    }

    /// The `[broken-link]` warning that `hig build` and `hig serve` print.
    public var diagnostic: Diagnostic {
        .warning("broken-link", "link to '\(target)': no such page in the content", at: location)
    }

    /// The links to missing pages in a document's texts, in reading order (by block, then
    /// language), from the statistics the markdown step made (`statistics` follows
    /// `Document.allBlocks`).
    static func all(in document: Document, statistics: [[LanguageTag: MarkdownStats]]) -> [BrokenLink] {
        var found: [BrokenLink] = []
        for (index, block) in document.allBlocks.enumerated() where index < statistics.count {
            for language in statistics[index].keys.sorted() {
                for reference in statistics[index][language]?.references ?? [] where reference.outcome == .missingPage {
                    let place = block.locations[language].map {
                        SourceLocation(path: $0.path, line: $0.line > 0 ? $0.line + reference.line - 1 : 0)
                    }
                    found.append(BrokenLink(documentID: document.id, target: reference.destination, location: place))
                }
            }
        }
        return found
    }
}
