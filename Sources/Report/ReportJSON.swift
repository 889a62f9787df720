import Analysis
import Support

/// `hig report --format json`. Deterministic: keys in a fixed order, numbers with at most
/// two decimals, documents and languages sorted.
///
/// Schema (version 1). Every key is always present unless marked optional; `null` where noted.
///
///     {
///       "schema": "hig-alignment-report", "version": 1,
///       "summary": String,                      // the one-line summary
///       "languages": [String],                  // translation languages reported, BCP 47
///       "stalenessChecked": Bool,               // false when there was no lock file
///       "thresholds": {"lowConfidence": Number, "lengthRatioScore": Number},
///       "lengthRatios": {LANG: {"pairs": Int, "median": Number, "spread": Number}},
///                                               // median translation/English length ratio and
///                                               // robust spread of log ratios, per language
///                                               // with enough confident pairs
///       "totals": [{"language": String, "documents": Int, "completeDocuments": Int,
///                   "englishBlocks": Int, "translated": Int, "coverage": Number|null,
///                   "missing": Int, "extra": Int, "notes": Int,
///                   "errors": Int, "warnings": Int, "stale": Int}],
///       "unmatchedTranslations": [{"path": String, "languages": [String], "document": String,
///                                  "reason": String}],
///                                               // translations that joined no English document
///       "brokenLinks": [{"file": String|null, "line": Int|null, "target": String, "document": String}],
///                                               // links to pages that are not in the content,
///                                               // in document order (null: no known place)
///       "documents": [{
///         "id": String, "title": String,
///         "variants": [Problem],                // sources of one language that disagree
///         "languages": [{"language": String,
///                        "status": "complete"|"partial"|"english-partial"|"untranslated"|
///                                  "translation-only"|"absent",
///                        "englishBlocks": Int, "translated": Int, "coverage": Number|null,
///                        "missing": [BlockID], "extra": [BlockID], "notes": [BlockID],
///                        "problems": [Problem]}]}]
///     }
///
///     Problem = {"id": "low-confidence"|"length-ratio"|"anchor-missing"|"untranslated-english"|
///                      "source-variant"|"stale"|"structure-mismatch",
///                "severity": "error"|"warning", "document": String, "section": String,
///                "block": String|null,          // null for a section-level problem
///                "language": String, "message": String,
///                "location": "path:line"|null,  // where to edit (the translation's line)
///                "locations": {LANG: "path:line"},
///                // optional, by id:
///                "anchors": [{"kind": "code"|"url"|"identifier"|"number"|"name", "text": String}],
///                "lengthRatio": {"ratio": Number, "median": Number, "score": Number},
///                "englishChange": {"diff": String,   // [-removed-]{+added+} notation
///                                  "segments": [{"op": "same"|"removed"|"added", "text": String}]},
///                "sentences": [{"location": "path:line", "sentences": [String]}],
///                "structure": [{"item": "headings"|"list-items"|"links"|"code-spans",
///                               "english": Int, "translation": Int}]}
public enum ReportJSON {
    public static let schemaName = "hig-alignment-report"
    public static let version = 1

    public static func encode(_ report: AlignmentReport, pretty: Bool = true) -> [UInt8] {
        var json = JSONWriter(indent: pretty ? 2 : 0, capacity: 1 << 16)
        json.beginObject()
        header(report, &json)
        json.key("totals")
        json.beginArray()
        for total in report.totals { self.total(total, &json) }
        json.endArray()
        json.key("unmatchedTranslations")
        json.beginArray()
        for translation in report.unmatchedTranslations { unmatched(translation, &json) }
        json.endArray()
        json.key("brokenLinks")
        json.beginArray()
        for link in report.brokenLinks { brokenLink(link, &json) }
        json.endArray()
        json.key("documents")
        json.beginArray()
        for document in report.documents { self.document(document, &json) }
        json.endArray()
        json.endObject()
        var bytes = json.bytes
        bytes.append(0x0A)
        return bytes
    }

    /// Schema, summary, languages, thresholds and the corpus's length ratios.
    private static func header(_ report: AlignmentReport, _ json: inout JSONWriter) {
        json.field("schema", schemaName)
        json.field("version", version)
        json.field("summary", report.summary)
        json.field("languages", strings: report.languages.map(\.rawValue))
        json.field("stalenessChecked", report.checkedStaleness)
        json.key("thresholds")
        json.beginObject()
        json.field("lowConfidence", report.options.lowConfidence)
        json.field("lengthRatioScore", report.options.lengthRatioScore)
        json.endObject()
        json.key("lengthRatios")
        json.beginObject()
        for (language, fit) in report.lengthRatios.fits.sorted(by: { $0.key < $1.key }) {
            json.key(language.rawValue)
            json.beginObject()
            json.field("pairs", fit.pairs)
            json.field("median", fit.medianRatio, decimals: 3)
            json.field("spread", fit.spread, decimals: 3)
            json.endObject()
        }
        json.endObject()
    }

    private static func unmatched(_ translation: UnmatchedTranslation, _ json: inout JSONWriter) {
        json.beginObject()
        json.field("path", translation.path)
        json.field("languages", strings: translation.languages.map(\.rawValue))
        json.field("document", translation.documentID)
        json.field("reason", translation.reason)
        json.endObject()
    }

    private static func brokenLink(_ link: BrokenLink, _ json: inout JSONWriter) {
        json.beginObject()
        json.key("file")
        if let path = link.location?.path { json.value(path) } else { json.null() }
        json.key("line")
        if let line = link.location?.line, line > 0 { json.value(line) } else { json.null() }
        json.field("target", link.target)
        json.field("document", link.documentID)
        json.endObject()
    }

    private static func total(_ total: LanguageTotals, _ json: inout JSONWriter) {
        json.beginObject()
        json.field("language", total.language.rawValue)
        json.field("documents", total.documents)
        json.field("completeDocuments", total.completeDocuments)
        json.field("englishBlocks", total.englishBlocks)
        json.field("translated", total.translated)
        coverage(total.percent, &json)
        json.field("missing", total.missing)
        json.field("extra", total.extra)
        json.field("notes", total.notes)
        json.field("errors", total.errors)
        json.field("warnings", total.warnings)
        json.field("stale", total.stale)
        json.endObject()
    }

    private static func document(_ document: DocumentReport, _ json: inout JSONWriter) {
        json.beginObject()
        json.field("id", document.documentID)
        json.field("title", document.title)
        json.key("variants")
        problems(document.variants, &json)
        json.key("languages")
        json.beginArray()
        for entry in document.coverage {
            json.beginObject()
            json.field("language", entry.language.rawValue)
            json.field("status", entry.status.rawValue)
            json.field("englishBlocks", entry.englishBlocks)
            json.field("translated", entry.translated)
            coverage(entry.percent, &json)
            json.field("missing", strings: entry.missing)
            json.field("extra", strings: entry.extra)
            json.field("notes", strings: entry.notes)
            json.key("problems")
            problems(entry.problems, &json)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
