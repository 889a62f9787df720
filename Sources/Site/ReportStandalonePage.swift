import Analysis
import Model
import Support

/// `hig report --format html`: one self-contained HTML5 page with the overview and every
/// document's drill-down, and a small embedded stylesheet for the shared table classes
/// (inset-grouped tables and cells), so the file is usable without the site.
public enum ReportStandalonePage {
    public static func render(report: AlignmentReport, analyses: [DocumentAnalysis], language: LanguageTag = .english,
                              strings: [String: String] = ReportStrings.english) -> String {
        let writer = ReportHTMLWriter(report: report, analyses: analyses, language: language, strings: strings, links: .standalone)
        var html = """
        <!DOCTYPE html>
        <html lang="\(HTMLText.escape(language.rawValue))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="hig \(HIG.version)">
        <title>\(writer.text("report_title"))</title>
        <style>
        \(stylesheet)</style>
        </head>
        <body>
        <main id="report-top" class="report">

        """
        html += writer.overview(headingLevel: 1)
        for document in report.documents {
            html += "<section class=\"report-document\" id=\"doc-\(HTMLText.pathSegment(document.documentID))\">\n"
            html += writer.documentPage(document, headingLevel: 2)
            html += "</section>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// Inset-grouped tables in the system style: rounded groups inset from the edges, hairline
    /// separators, secondary text for details; light and dark.
    static let stylesheet = """
    :root { color-scheme: light dark; --bg: #f2f2f7; --group: #fff; --text: #000; --secondary: #6e6e73;
      --separator: rgba(60, 60, 67, .29); --error: #d70015; --warning: #a05a00; --ok: #248a3d;
      --ins: rgba(52, 199, 89, .25); --del: rgba(255, 59, 48, .22); }
    @media (prefers-color-scheme: dark) { :root { --bg: #000; --group: #1c1c1e; --text: #fff; --secondary: #98989d;
      --separator: rgba(84, 84, 88, .65); --error: #ff6961; --warning: #ffb340; --ok: #30d158; } }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Apple SD Gothic Neo", "Noto Sans KR",
        "Hiragino Sans", "Noto Sans JP", Roboto, "Helvetica Neue", Arial, sans-serif; }
    main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
    h1, h2, h3 { line-height: 1.2; }
    h2, h3 { margin: 2rem 0 .5rem; padding: 0 1rem; font-size: .8rem; font-weight: 400; text-transform: uppercase;
      letter-spacing: .02em; color: var(--secondary); }
    .report-document > h2 { font-size: 1.4rem; text-transform: none; color: var(--text); font-weight: 700; padding: 0; }
    .report-summary, .report-note, .report-back { margin: .5rem 0; }
    .report-note { color: var(--secondary); }
    a { color: #0a66d8; }
    @media (prefers-color-scheme: dark) { a { color: #4da3ff; } }
    .inset-grouped { background: var(--group); border-radius: 10px; overflow: hidden; margin: 0 0 1rem; }
    ul.table-view { list-style: none; padding: 0; }
    .table-view .cell { display: flex; gap: 1rem; padding: .7rem 1rem; border-bottom: .5px solid var(--separator); }
    .table-view .cell:last-child { border-bottom: 0; }
    .table-view .cell > a { display: flex; flex: 1; gap: 1rem; color: inherit; text-decoration: none; }
    .cell.value1, .cell.value1 > a { justify-content: space-between; }
    .cell.subtitle, .cell.subtitle > a { flex-direction: column; gap: 0; }
    .cell-title { overflow-wrap: anywhere; }
    .cell-detail { color: var(--secondary); }
    .cell.subtitle .cell-detail { font-size: .85rem; }
    .table-view .cell > a:active, .table-view .cell > a:focus-visible { background: var(--separator); }
    table.data-table { border-collapse: collapse; width: 100%; display: table; }
    .data-table th, .data-table td { padding: .55rem .9rem; text-align: left; vertical-align: top;
      border-bottom: .5px solid var(--separator); }
    .data-table thead th { font-size: .8rem; font-weight: 600; color: var(--secondary); }
    .data-table tbody:last-child tr:last-child > * { border-bottom: 0; }
    .report-coverage td { font-variant-numeric: tabular-nums; white-space: nowrap; }
    .side-by-side td { width: 50%; overflow-wrap: anywhere; white-space: pre-wrap; }
    .side-by-side .report-problems td { width: auto; white-space: normal; background: rgba(127, 127, 127, .06); }
    .report-location { display: block; font: .75rem ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--secondary); }
    .report-view { font-size: .75rem; }
    .report-missing { color: var(--secondary); }
    .status { color: var(--secondary); font-size: .85rem; }
    .status-complete .status, td.status-complete { color: var(--ok); }
    .status-untranslated .status, td.status-untranslated { color: var(--error); }
    .report-problem-list { margin: 0; padding-left: 1.1rem; }
    .problem.error .severity { color: var(--error); font-weight: 600; }
    .problem.warning .severity { color: var(--warning); font-weight: 600; }
    ins { background: var(--ins); text-decoration: none; }
    del { background: var(--del); }
    @media (max-width: 40rem) { .side-by-side td { display: block; width: auto; } .report-coverage { font-size: .85rem; } }

    """
}
