import Analysis
import Model
import Support

/// Writes aligned pairs as a TMX 1.4b translation memory: one `<tu>` per aligned block
/// (`tuid` = `DOC-ID#BLOCK-ID`), a `<tuv xml:lang>` for the English and for each translation.
///
/// `datatype="plaintext"`: TMX's datatype tells a reader how to interpret inline markup in
/// `<seg>`; hig writes none (no `<bpt>`/`<ph>`), so the segments are plain text whose
/// characters happen to be Markdown source. A user-defined `x-markdown` would make some tools
/// look for a filter they do not have; the header's `x-hig-format` property records that the
/// text is Markdown for tools that care.
public struct TMXWriter {
    public var languages: [LanguageTag]

    public init(languages: [LanguageTag]) { self.languages = languages }

    public struct Output {
        public var xml: String
        /// Units written (`<tu>` or `<unit>` elements).
        public var units: Int
        /// Units whose text lost characters XML 1.0 cannot carry (control characters).
        public var diagnostics: [Diagnostic]
    }

    public func write(_ units: [ExportUnit]) -> Output {
        let languages = self.languages
        // Each unit's XML is made on every core and the pieces joined in order: an export of a
        // large corpus is hundreds of megabytes of escaped text.
        var pieces = units.parallelMap { unit in Self.piece(unit, languages: languages) }
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <tmx version="1.4">
          <header creationtool="hig" creationtoolversion="\(HIG.version)" segtype="paragraph" o-tmf="hig" adminlang="en" srclang="en" datatype="plaintext">
            <prop type="x-hig-format">markdown</prop>
          </header>
          <body>

        """
        let footer = "  </body>\n</tmx>\n"
        xml.reserveCapacity(pieces.reduce(xml.utf8.count + footer.utf8.count) { $0 + ($1.xml?.utf8.count ?? 0) })
        var diagnostics: [Diagnostic] = []
        var written = 0
        for index in pieces.indices {
            diagnostics += pieces[index].diagnostics
            guard let text = pieces[index].xml else { continue }
            pieces[index].xml = nil  // freed as it is joined: the export is not held twice
            written += 1
            xml += text
        }
        xml += footer
        return Output(xml: xml, units: written, diagnostics: diagnostics)
    }

    /// A unit's `<tu>`, nil when it has none of the languages, and what its text lost.
    private static func piece(_ unit: ExportUnit, languages: [LanguageTag]) -> XMLPiece {
        let present = languages.filter { unit.translations[$0] != nil }
        guard !present.isEmpty else { return XMLPiece() }
        var piece = XMLPiece()
        let tuid = XMLText.escape("\(unit.documentID)#\(unit.unitID)", attribute: true).text
        var xml = "    <tu tuid=\"\(tuid)\">\n"
        xml += "      <tuv xml:lang=\"en\"><seg>\(piece.escaped(unit.english, unit.englishLocation))</seg></tuv>\n"
        for language in present {
            let translation = unit.translations[language]!
            xml += "      <tuv xml:lang=\"\(XMLText.escape(language.rawValue, attribute: true).text)\">"
            if let confidence = translation.confidence {
                xml += "<prop type=\"x-confidence\">\(ReportFormat.decimal(confidence))</prop>"
            }
            xml += "<seg>\(piece.escaped(translation.text, translation.location))</seg></tuv>\n"
        }
        xml += "    </tu>\n"
        piece.xml = xml
        return piece
    }
}

/// One unit's XML in an export, made on any core, with the warnings its text gave.
struct XMLPiece: Sendable {
    /// Nil for a unit the file leaves out.
    var xml: String?
    var diagnostics: [Diagnostic] = []

    /// `text` escaped for element content; a warning when characters XML 1.0 cannot carry were left out.
    mutating func escaped(_ text: String, _ location: SourceLocation?) -> String {
        let escaped = XMLText.escape(text)
        if escaped.removed > 0 { diagnostics.append(ExportDiagnostics.removedCharacters(escaped.removed, at: location)) }
        return escaped.text
    }
}

enum ExportDiagnostics {
    static func removedCharacters(_ count: Int, at location: SourceLocation?) -> Diagnostic {
        .warning("xml-invalid-character",
                 "\(count) control character\(count == 1 ? "" : "s") that XML 1.0 cannot carry left out of the export",
                 at: location)
    }
}
