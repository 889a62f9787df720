/// A reference in a page's text to something local (another page, an image, a download), as
/// the site resolved it. Each block text records the ones it has; the pipeline copies the
/// files, warns about the broken ones and keys its memos on the files' contents.
public struct LocalReference: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// A file copied into the site under its content-hashed path (`media/pic.3f9a0c12be.png`).
        case resource(sitePath: String)
        /// A page link (`./color.md`) to no document of the content.
        case missingPage
        /// A file that does not exist or cannot be read.
        case missingFile
        /// A path that leaves the content folder (`../../etc/passwd`, a symbolic link out).
        case outsideContent
    }

    /// The destination as written.
    public var destination: String
    /// The file the destination names (absolute, normalised); nil for page links.
    public var file: String?
    public var outcome: Outcome
    /// 1-based line within the block text.
    public var line: Int

    public init(destination: String, file: String?, outcome: Outcome, line: Int) {
        self.destination = destination
        self.file = file
        self.outcome = outcome
        self.line = line
    }

    public var isBroken: Bool {
        if case .resource = outcome { return false }
        return true
    }

    /// The warning for a missing or outside file at `location` (the block's line in its file).
    /// A link to a missing page is the analysis's `BrokenLink`, which the report lists too;
    /// its warning is made from there.
    public func diagnostic(at location: SourceLocation?) -> Diagnostic? {
        let place = location.map { SourceLocation(path: $0.path, line: $0.line > 0 ? $0.line + line - 1 : 0) }
        switch outcome {
        case .resource, .missingPage: return nil
        case .missingFile: return .warning("missing-file", "'\(destination)' does not exist or cannot be read; not copied", at: place)
        case .outsideContent: return .warning("outside-content", "'\(destination)' is outside the content folder; not copied", at: place)
        }
    }
}
