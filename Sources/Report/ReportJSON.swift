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
        json.key("totals")
        json.beginArray()
        for total in report.totals {
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
        json.endArray()
        json.key("documents")
        json.beginArray()
        for document in report.documents {
            json.beginObject()
            json.field("id", document.documentID)
            json.field("title", document.title)
            json.key("variants")
            problems(document.variants, &json)
            json.key("languages")
            json.beginArray()
            for entry in document.coverage {
                let counts = entry.counts
                json.beginObject()
                json.field("language", entry.language.rawValue)
                json.field("status", counts.status.rawValue)
                json.field("englishBlocks", counts.englishBlocks)
                json.field("translated", counts.translated)
                coverage(counts.percent, &json)
                json.field("missing", strings: counts.missing)
                json.field("extra", strings: counts.extra)
                json.field("notes", strings: counts.notes)
                json.key("problems")
                problems(entry.problems, &json)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        var bytes = json.bytes
        bytes.append(0x0A)
        return bytes
    }

    private static func coverage(_ value: Double?, _ json: inout JSONWriter) {
        json.key("coverage")
        if let value { json.value(value) } else { json.null() }
    }

    private static func problems(_ list: [ReportProblem], _ json: inout JSONWriter) {
        json.beginArray()
        for problem in list {
            json.beginObject()
            json.field("id", problem.kind.rawValue)
            json.field("severity", problem.severity.rawValue)
            json.field("document", problem.documentID)
            json.field("section", problem.sectionID)
            json.key("block")
            if let block = problem.blockID { json.value(block) } else { json.null() }
            json.field("language", problem.language.rawValue)
            json.field("message", problem.message)
            json.key("location")
            if let location = problem.primaryLocation { json.value(location.description) } else { json.null() }
            json.key("locations")
            json.beginObject()
            for (language, location) in problem.locations.sorted(by: { $0.key < $1.key }) {
                json.field(language.rawValue, location.description)
            }
            json.endObject()
            detail(problem.detail, &json)
            json.endObject()
        }
        json.endArray()
    }

    private static func detail(_ detail: ProblemDetail?, _ json: inout JSONWriter) {
        switch detail {
        case nil:
            break
        case .anchors(let anchors):
            json.key("anchors")
            json.beginArray()
            for anchor in anchors {
                json.beginObject()
                json.field("kind", anchor.kind.rawValue)
                json.field("text", anchor.text)
                json.endObject()
            }
            json.endArray()
        case .lengthRatio(let ratio, let median, let score):
            json.key("lengthRatio")
            json.beginObject()
            json.field("ratio", ratio, decimals: 3)
            json.field("median", median, decimals: 3)
            json.field("score", score, decimals: 2)
            json.endObject()
        case .englishChange(let diff):
            json.key("englishChange")
            json.beginObject()
            json.field("diff", diff.plainText)
            json.key("segments")
            json.beginArray()
            for segment in diff.segments {
                json.beginObject()
                switch segment {
                case .same(let text): json.field("op", "same"); json.field("text", text)
                case .removed(let text): json.field("op", "removed"); json.field("text", text)
                case .added(let text): json.field("op", "added"); json.field("text", text)
                }
                json.endObject()
            }
            json.endArray()
            json.endObject()
        case .sentences(let differences):
            json.key("sentences")
            json.beginArray()
            for difference in differences {
                json.beginObject()
                json.field("location", difference.location.description)
                json.field("sentences", strings: difference.sentences)
                json.endObject()
            }
            json.endArray()
        case .structure(let counts):
            json.key("structure")
            json.beginArray()
            for count in counts {
                json.beginObject()
                json.field("item", count.item.rawValue)
                json.field("english", count.english)
                json.field("translation", count.translation)
                json.endObject()
            }
            json.endArray()
        }
    }
}
