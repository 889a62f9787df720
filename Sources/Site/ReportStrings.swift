/// The interface strings of the report's HTML pages, by key. The site passes its per-language
/// string table; keys it lacks fall back to these English defaults, which the standalone page
/// (`hig report --format html`) uses as they are.
///
/// Placeholders in braces are replaced: `{title}` (a document title), `{count}`.
public enum ReportStrings {
    public static let english: [String: String] = [
        "report.title": "Translation alignment",
        "report.summary": "Documents: {documents}; coverage: {coverage}; errors: {errors}, warnings: {warnings}",
        "report.summary-language": "{language} {percent} ({done}/{total})",
        "report.list-separator": ", ",
        "report.document-title": "Translation alignment: {title}",
        "report.totals": "Totals",
        "report.coverage": "Coverage",
        "report.documents": "Documents",
        "report.problems": "Problems",
        "report.no-problems": "No problems found.",
        "report.back": "All documents",
        "report.document": "Document",
        "report.language": "Language",
        "report.status": "Status",
        "report.english-blocks": "English blocks",
        "report.translated": "Translated",
        "report.missing": "Missing",
        "report.extra": "Extra",
        "report.notes": "Notes",
        "report.errors": "Errors",
        "report.warnings": "Warnings",
        "report.stale": "Stale",
        "report.english": "English",
        "report.not-translated": "Not translated",
        "report.no-english": "No English",
        "report.variants": "Source variants",
        "report.only-in": "Only in {location}",
        "report.section": "Section {title}",
        "report.view-block": "View on the page",
        "report.staleness-unchecked": "No lock file: stale translations are not checked. Run hig report --accept to record the accepted translations.",
        "status.complete": "complete",
        "status.partial": "partial",
        "status.english-partial": "English partial",
        "status.untranslated": "untranslated",
        "status.translation-only": "translation only",
        "status.absent": "absent",
        "severity.error": "error",
        "severity.warning": "warning",
        "problem.low-confidence": "Low confidence",
        "problem.length-ratio": "Unusual length",
        "problem.anchor-missing": "Missing anchor",
        "problem.untranslated-english": "Not translated",
        "problem.source-variant": "Source variant",
        "problem.stale": "Stale",
        "problem.structure-mismatch": "Structure differs",
        "language.en": "English",
        "language.ko": "Korean",
        "language.ja": "Japanese",
        "language.ru": "Russian",
    ]

    /// The string for `key` from `table`, else the English default, else the key itself, with
    /// its `{name}` placeholders filled in one pass (a value is never filled again).
    static func lookup(_ key: String, in table: [String: String], _ values: [String: String] = [:]) -> String {
        StringTable.fill(table[key] ?? english[key] ?? key, values)
    }
}
