/// The interface strings of the report's HTML pages, by key. The site passes its per-language
/// string table; keys it lacks fall back to these English defaults, which the standalone page
/// (`hig report --format html`) uses as they are.
///
/// Placeholders in braces are replaced: `{title}` (a document title), `{count}`.
public enum ReportStrings {
    public static let english: [String: String] = [
        "report_title": "Translation alignment",
        "report_summary": "Documents: {documents}; coverage: {coverage}; errors: {errors}, warnings: {warnings}",
        "report_summary_language": "{language} {percent} ({done}/{total})",
        "report_list_separator": ", ",
        "report_document_title": "Translation alignment: {title}",
        "report_totals": "Totals",
        "report_coverage": "Coverage",
        "report_documents": "Documents",
        "report_problems": "Problems",
        "report_no_problems": "No problems found.",
        "report_back": "All documents",
        "report_document": "Document",
        "report_language": "Language",
        "report_status": "Status",
        "report_english_blocks": "English blocks",
        "report_translated": "Translated",
        "report_missing": "Missing",
        "report_extra": "Extra",
        "report_notes": "Notes",
        "report_errors": "Errors",
        "report_warnings": "Warnings",
        "report_stale": "Stale",
        "report_english": "English",
        "report_not_translated": "Not translated",
        "report_no_english": "No English",
        "report_variants": "Source variants",
        "report_only_in": "Only in {location}",
        "report_section": "Section {title}",
        "report_view_block": "View on the page",
        "report_staleness_unchecked": "No lock file: stale translations are not checked. Run hig report --accept to record the accepted translations.",
        "coverage_complete": "Complete",
        "coverage_partial": "Partly translated",
        "coverage_english_partial": "English partial",
        "coverage_untranslated": "Not translated",
        "coverage_translation_only": "Translation only",
        "coverage_absent": "Not available",
        "lang_en": "English",
        "lang_ko": "Korean",
        "lang_ja": "Japanese",
        "lang_ru": "Russian",
        "severity_error": "error",
        "severity_warning": "warning",
        "problem_low_confidence": "Low confidence",
        "problem_length_ratio": "Unusual length",
        "problem_anchor_missing": "Missing anchor",
        "problem_untranslated_english": "Not translated",
        "problem_source_variant": "Source variant",
        "problem_stale": "Stale",
        "problem_structure_mismatch": "Structure differs",
    ]

    /// The string for `key` from `table`, else the English default, else the key itself, with
    /// its `{name}` placeholders filled in one pass (a value is never filled again).
    static func lookup(_ key: String, in table: [String: String], _ values: [String: String] = [:]) -> String {
        StringTable.fill(table[key] ?? english[key] ?? key, values)
    }
}
