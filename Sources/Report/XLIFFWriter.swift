import Analysis
import Model

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
        var diagnostics: [Diagnostic] = []
        let target = XMLText.escape(language.rawValue, attribute: true).text
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="\(target)">

        """
        var currentDocument: String?
        var written = 0
        for unit in units {
            let translation = unit.translations[language]
            // A block that a spanning unit translates, and a span unit of another language.
            if translation == nil && (unit.coveredLanguages.contains(language) || unit.unitID.contains("..")) { continue }
            if unit.documentID != currentDocument {
                if currentDocument != nil { xml += "  </file>\n" }
                xml += "  <file id=\"\(XMLText.escape(unit.documentID, attribute: true).text)\" xml:space=\"preserve\">\n"
                currentDocument = unit.documentID
            }
            written += 1
            xml += "    <unit id=\"\(XMLText.escape(unit.unitID, attribute: true).text)\">\n"
            let state = translation == nil ? "initial" : Self.state(confidence: translation!.confidence)
            xml += "      <segment state=\"\(state)\">\n"
            xml += "        <source>\(text(unit.english, unit.englishLocation, &diagnostics))</source>\n"
            if let translation {
                xml += "        <target>\(text(translation.text, translation.location, &diagnostics))</target>\n"
            }
            xml += "      </segment>\n    </unit>\n"
        }
        if currentDocument != nil { xml += "  </file>\n" }
        xml += "</xliff>\n"
        return TMXWriter.Output(xml: xml, units: written, diagnostics: diagnostics)
    }

    private func text(_ text: String, _ location: SourceLocation?, _ diagnostics: inout [Diagnostic]) -> String {
        let escaped = XMLText.escape(text)
        if escaped.removed > 0 { diagnostics.append(ExportDiagnostics.removedCharacters(escaped.removed, at: location)) }
        return escaped.text
    }
}
