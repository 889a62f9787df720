import Analysis
import Model
import Render

/// The rows of a drill-down's table for one language, in reading order: a section's
/// structure problems where the section starts, then each block that has problems or is
/// missing or extra in that language, English beside the translation.
struct ReportBlockRows {
    /// A table shows at most this many rows, so that a page stays readable and its size
    /// bounded whatever the document's length (`hig report --json` has every problem).
    static let maximumRows = 500

    let values: ReportValues
    let documentID: String
    let analysis: DocumentAnalysis?
    /// The link to the document's page, which each block's link extends.
    private let page: String?

    init(values: ReportValues, documentID: String, analysis: DocumentAnalysis?) {
        self.values = values
        self.documentID = documentID
        self.analysis = analysis
        page = values.links.documentPage(of: documentID, in: values.language)
    }

    /// The rows to show, and how many there are in all.
    func rows(_ entry: DocumentCoverage) -> (shown: [TemplateValue], total: Int) {
        let tag = entry.language
        var byBlock: [String: [ReportProblem]] = [:]
        var bySection: [String: [ReportProblem]] = [:]
        for problem in entry.problems {
            if let block = problem.blockID { byBlock[block, default: []].append(problem) } else { bySection[problem.sectionID, default: []].append(problem) }
        }
        let shown = Set(entry.missing).union(entry.extra)
        var rows: [TemplateValue] = []
        var total = 0
        var section: String?
        // Rows past the cap are counted, not made.
        func add(_ row: @autoclosure () -> TemplateValue) {
            total += 1
            if rows.count < Self.maximumRows { rows.append(row()) }
        }
        for block in analysis?.blocks ?? [] {
            if block.sectionID != section {
                section = block.sectionID
                if let problems = bySection[block.sectionID] { add(sectionRow(block, tag, problems)) }
            }
            let problems = byBlock[block.id] ?? []
            guard !problems.isEmpty || shown.contains(block.id) else { continue }
            add(blockRow(block, tag, problems))
        }
        return (rows, total)
    }

    private func sectionRow(_ first: AnalysedBlock, _ tag: LanguageTag, _ problems: [ReportProblem]) -> TemplateValue {
        let heading = first.kind == .heading ? first : nil
        let name = heading?.english?.text ?? heading?.text(tag) ?? first.sectionID
        return ["section": ["title": .string(values.label("report_section", ["title": name])), "problems": values.problems(problems)],
                "block": .null]
    }

    private func blockRow(_ block: AnalysedBlock, _ tag: LanguageTag, _ problems: [ReportProblem]) -> TemplateValue {
        let link = values.links.block(block.id, onPage: page)
        return ["section": .null, "block": [
            "id": .string(values.links.rowID(documentID, block.id, tag)),
            "english": cell(block, .english, missing: "report_no_english", link: link, diff: englishChange(problems)),
            "translation": cell(block, tag, missing: "report_not_translated", link: nil, diff: nil),
            "has_problems": .bool(!problems.isEmpty),
            "problems": values.problems(problems),
        ]]
    }

    /// What changed in the English since the translation was accepted, if a problem says.
    private func englishChange(_ problems: [ReportProblem]) -> WordDiff? {
        problems.lazy.compactMap { problem -> WordDiff? in
            if case .englishChange(let diff) = problem.detail { return diff }
            return nil
        }.first
    }

    /// `report-text.html`: one side of a pair.
    private func cell(_ block: AnalysedBlock, _ tag: LanguageTag, missing: String, link: String?, diff: WordDiff?) -> TemplateValue {
        guard let text = block.text(tag) else {
            return ["missing": .string(values.label(missing))]
        }
        let location = block.locations[tag]
        return [
            "missing": .null,
            "lang": .string(tag.rawValue),
            "location_shown": .bool(location != nil || link != nil),
            "location": .string(location?.description ?? ""),
            "link": TemplateValue(link),
            "text": .string(text),
            "diff": .list(diff?.segments.enumerated().map { index, segment in
                var fields: TemplateFields = ["first": .bool(index == 0), "same": .null, "removed": .null, "added": .null]
                switch segment {
                case .same(let words): fields["same"] = .string(words)
                case .removed(let words): fields["removed"] = .string(words)
                case .added(let words): fields["added"] = .string(words)
                }
                return .object(fields)
            } ?? []),
        ]
    }
}
