import Analysis
import Model
import Support

/// Writes aligned pairs as XLIFF 2.0 for one target language: one `<file>` per document, one
/// `<unit id="BLOCK-ID">` per English block, the English as `<source>` and the translation as
/// `<target>`. XLIFF 2.0 allows one `trgLang` per document, hence one writer per language.
///
/// The segment state comes from the alignment confidence: `final` at 0.95 and above (the
/// pair is certain, e.g. interleaved in the source), `reviewed` from the low-confidence
/// threshold (0.8) up, `translated` below it or without a confidence, and `initial` for English
/// with no translation yet (no `<target>`).
public struct XLIFFWriter {
    public var language: LanguageTag

    public static let finalConfidence = 0.95

    public init(language: LanguageTag) { self.language = language }

    public static func state(confidence: Double?) -> String {
        guard let confidence else { return "translated" }
        if confidence >= finalConfidence { return "final" }
        if confidence >= AlignmentReport.lowConfidenceThreshold { return "reviewed" }
        return "translated"
    }

    public func write(_ units: [ExportUnit]) -> TMXWriter.Output {
        let language = self.language
        // Each unit's XML on every core, joined in order (see `TMXWriter.write`).
        var pieces = units.parallelMap { unit in Self.piece(unit, language: language) }
        var diagnostics: [Diagnostic] = []
        let target = XMLText.escape(language.rawValue, attribute: true).text
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="\(target)">

        """
        xml.reserveCapacity(pieces.reduce(xml.utf8.count + 64) { $0 + ($1.xml?.utf8.count ?? 0) })
        var currentDocument: String?
        var written = 0
        for (unit, index) in zip(units, pieces.indices) {
            diagnostics += pieces[index].diagnostics
            guard let text = pieces[index].xml else { continue }
            pieces[index].xml = nil  // freed as it is joined
            if unit.documentID != currentDocument {
                if currentDocument != nil { xml += "  </file>\n" }
                xml += "  <file id=\"\(XMLText.escape(unit.documentID, attribute: true).text)\" xml:space=\"preserve\">\n"
                currentDocument = unit.documentID
            }
            written += 1
            xml += text
        }
        if currentDocument != nil { xml += "  </file>\n" }
        xml += "</xliff>\n"
        return TMXWriter.Output(xml: xml, units: written, diagnostics: diagnostics)
    }

    /// A unit's `<unit>`, nil for a block that a spanning unit translates and for a span unit
    /// of another language.
    private static func piece(_ unit: ExportUnit, language: LanguageTag) -> XMLPiece {
        let translation = unit.translations[language]
        if translation == nil && (unit.coveredLanguages.contains(language) || unit.unitID.contains("..")) { return XMLPiece() }
        var piece = XMLPiece()
        var xml = "    <unit id=\"\(XMLText.escape(unit.unitID, attribute: true).text)\">\n"
        let state = translation == nil ? "initial" : Self.state(confidence: translation!.confidence)
        xml += "      <segment state=\"\(state)\">\n"
        xml += "        <source>\(piece.escaped(unit.english, unit.englishLocation))</source>\n"
        if let translation {
            xml += "        <target>\(piece.escaped(translation.text, translation.location))</target>\n"
        }
        xml += "      </segment>\n    </unit>\n"
        piece.xml = xml
        return piece
    }
}
