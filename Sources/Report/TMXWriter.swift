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
        var diagnostics: [Diagnostic] = []
        var written = 0
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <tmx version="1.4">
          <header creationtool="hig" creationtoolversion="\(HIG.version)" segtype="paragraph" o-tmf="hig" adminlang="en" srclang="en" datatype="plaintext">
            <prop type="x-hig-format">markdown</prop>
          </header>
          <body>

        """
        for unit in units {
            let present = languages.filter { unit.translations[$0] != nil }
            guard !present.isEmpty else { continue }
            written += 1
            let tuid = XMLText.escape("\(unit.documentID)#\(unit.unitID)", attribute: true).text
            xml += "    <tu tuid=\"\(tuid)\">\n"
            xml += "      <tuv xml:lang=\"en\"><seg>\(segment(unit.english, unit.englishLocation, &diagnostics))</seg></tuv>\n"
            for language in present {
                let translation = unit.translations[language]!
                xml += "      <tuv xml:lang=\"\(XMLText.escape(language.rawValue, attribute: true).text)\">"
                if let confidence = translation.confidence {
                    xml += "<prop type=\"x-confidence\">\(ReportFormat.decimal(confidence))</prop>"
                }
                xml += "<seg>\(segment(translation.text, translation.location, &diagnostics))</seg></tuv>\n"
            }
            xml += "    </tu>\n"
        }
        xml += "  </body>\n</tmx>\n"
        return Output(xml: xml, units: written, diagnostics: diagnostics)
    }

    private func segment(_ text: String, _ location: SourceLocation?, _ diagnostics: inout [Diagnostic]) -> String {
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
