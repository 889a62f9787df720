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
        let navigation = context.index.navigation
        var expandedSection: Int?
        var expandedPart: Int?
        var currentDocument: Int?
        if case .document(let position) = current {
            let place = navigation.placement(of: position)
            expandedSection = place.section
            expandedPart = place.part
            currentDocument = position
        }
        var sections: [TemplateValue] = []
        sections.reserveCapacity(navigation.sections.count)
        for (sectionIndex, section) in navigation.sections.enumerated() {
            var rows: [TemplateValue] = []
            var parts: [TemplateValue] = []
            let isCurrentSection: Bool
            if case .section(let index) = current { isCurrentSection = index == sectionIndex } else { isCurrentSection = false }
            if navigation.showsAllRows {
                rows = section.parts.flatMap { $0.documents }.map { row($0, current: currentDocument) }
            } else if sectionIndex == expandedSection, let expandedPart {
                if section.parts.count == 1 {
                    rows = section.parts[0].documents.map { row($0, current: currentDocument) }
                } else {
                    // Only the neighbouring parts, so the pane stays the same size however big the section.
                    let window = max(0, expandedPart - 1)...min(section.parts.count - 1, expandedPart + 1)
                    for partIndex in window {
                        let part = section.parts[partIndex]
                        parts.append([
                            "label": .string(part.label),
                            "href": .string("groups/\(section.id)/#p-\(part.id)"),
                            "rows": .list(partIndex == expandedPart ? part.documents.map { row($0, current: currentDocument) } : []),
                        ])
                    }
                }
            }
            sections.append([
                "id": .string(section.id),
                "label": .string(language.sectionLabels[sectionIndex]),
                "href": .string("groups/\(section.id)/"),
                "count": .int(section.documentCount),
                "current": .bool(isCurrentSection),
                "expanded": .bool(!rows.isEmpty || !parts.isEmpty),
                "rows": .list(rows),
                "parts": .list(parts),
            ])
        }
        var reports: [TemplateValue] = []
        if context.listsReport {
            var isReport = false
            if case .report = current { isReport = true }
            reports.append([
                "title": .string(language.text("report_title")),
                "href": .string(SitePaths.url(SitePaths.report(in: language.language))),
                "current": .bool(isReport),
            ])
        }
        var isHome = false
        if case .home = current { isHome = true }
        return [
            "home": ["current": .bool(isHome)],
            "sections": .list(sections),
            "reports": .list(reports),
            "has_reports": .bool(!reports.isEmpty),
        ]
    }

    private func row(_ position: Int, current: Int?) -> TemplateValue {
        let row = language.rows[position]
        guard position == current, case .object(var fields) = row else { return row }
        fields["current"] = true
        return .object(fields)
    }
}
