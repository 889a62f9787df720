import Render

/// The navigation pane of one page as template data. Rows come ready-made from
/// `LanguageContext`; a page only picks which of them to list and marks itself current.
struct NavigationValue {
    /// What the page is, so the navigation can highlight it.
    enum Current {
        case home
        case document(position: Int)
        case section(Int)
        /// The alignment report: its overview or a drill-down.
        case report
    }

    let context: SiteContext
    let language: LanguageContext

    func value(current: Current) -> TemplateValue {
        var place: NavigationTree.Placement?
        var document: Int?
        if case .document(let position) = current {
            place = context.index.navigation.placement(of: position)
            document = position
        }
        var currentSection: Int?
        if case .section(let index) = current { currentSection = index }
        var isHome = false, isReport = false
        if case .home = current { isHome = true }
        if case .report = current { isReport = true }
        let sections = context.index.navigation.sections.indices.map { index in
            section(index, expanded: place?.section == index ? place?.part : nil, current: currentSection == index, document: document)
        }
        let reports: [TemplateValue] = context.listsReport ? [[
            "title": .string(language.text("report_title")),
            "href": .string(SitePaths.url(SitePaths.report(in: language.language))),
            "current": .bool(isReport),
        ]] : []
        return [
            "home": ["current": .bool(isHome)],
            "sections": .list(sections),
            "reports": .list(reports),
            "has_reports": .bool(!reports.isEmpty),
        ]
    }

    /// A section header with the rows it shows: every row when all fit on every page, else
    /// only in the current document's section, its part's rows (and its neighbouring parts'
    /// headers, so the pane stays the same size however big the section).
    private func section(_ index: Int, expanded part: Int?, current: Bool, document: Int?) -> TemplateValue {
        let section = context.index.navigation.sections[index]
        var rows: [TemplateValue] = []
        var parts: [TemplateValue] = []
        if context.index.navigation.showsAllRows {
            rows = section.parts.flatMap(\.documents).map { row($0, current: document) }
        } else if let part, section.parts.count == 1 {
            rows = section.parts[part].documents.map { row($0, current: document) }
        } else if let part {
            for neighbour in max(0, part - 1)...min(section.parts.count - 1, part + 1) {
                let shown = section.parts[neighbour]
                parts.append([
                    "label": .string(shown.label),
                    "href": .string("groups/\(section.id)/#p-\(shown.id)"),
                    "rows": .list(neighbour == part ? shown.documents.map { row($0, current: document) } : []),
                ])
            }
        }
        return [
            "id": .string(section.id),
            "label": .string(language.sectionLabels[index]),
            "href": .string("groups/\(section.id)/"),
            "nested": .bool(section.depth > 0),
            "depth": .int(section.depth),
            "count": .int(section.documentCount),
            "current": .bool(current),
            "expanded": .bool(!rows.isEmpty || !parts.isEmpty),
            "rows": .list(rows),
            "parts": .list(parts),
        ]
    }

    private func row(_ position: Int, current: Int?) -> TemplateValue {
        let row = language.rows[position]
        guard position == current, case .object(var fields) = row else { return row }
        fields["current"] = true
        return .object(fields)
    }
}
