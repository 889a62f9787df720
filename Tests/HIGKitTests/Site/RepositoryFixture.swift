import Foundation

/// A translation repository as teams keep one (issue 14), made in code: folders as the HIG's
/// navigation has them (foundations/, patterns/, components/<category>/), Hugo file names and
/// front matter, `_index.LANG.md` group pages, a draft, a language the site leaves out, and
/// `hig.yaml`.
enum RepositoryFixture {
    static func page(_ title: String, _ sentence: String, front: String = "") -> String {
        let matter = front.isEmpty ? "" : "---\n\(front)\n---\n"
        return matter + "# \(title)\n\n\(sentence)\n\nA second paragraph explains how \(title.lowercased()) helps people use the app.\n"
    }

    static func koreanPage(_ title: String, _ sentence: String) -> String {
        "# \(title)\n\n\(sentence)\n\n두 번째 문단은 사람들이 앱을 사용하는 방법을 설명합니다.\n"
    }

    static let files: [String: String] = [
        "hig.yaml": """
        # The team's settings.
        title:
          en: HIG for Teams
          ko: 팀의 휴먼 인터페이스 가이드라인
        base-url: https://team.example/hig
        languages: [en, ko]
        source-language: en
        groups:
          patterns:
            title: {en: Patterns, ko: 패턴}
          foundations: {}
          components:
            title: {ko: 컴포넌트}
        colour: red
        """,
        "foundations/_index.ko.md": "---\ntitle: 기초 원칙\nweight: 1\n---\n기초 그룹에는 색상과 동작이 있습니다.\n",
        "foundations/color.md": page("Color", "Judicious use of color can enhance communication.", front: "title: Color\nweight: 2\nsupported-platforms:\n  - iOS\n  - macOS"),
        "foundations/color.ko.md": koreanPage("색상", "색상을 신중하게 사용하면 소통이 좋아집니다."),
        "foundations/color.ja.md": "# 色\n\n色を慎重に使うとコミュニケーションが良くなります。\n",
        "foundations/motion.md": page("Motion", "Beautiful, fluid motions bring the interface to life.", front: "weight: 1"),
        "foundations/motion.ko.md": koreanPage("동작", "아름답고 유연한 동작은 인터페이스에 생명을 불어넣습니다."),
        "foundations/unfinished.md": page("Unfinished", "This page is not ready to be read yet.", front: "draft: true"),
        "patterns/feedback.md": page("Feedback", "Feedback helps people know what is happening."),
        "components/menus-and-actions/buttons.md": page("Buttons", "A button initiates an instantaneous action."),
        "components/menus-and-actions/buttons.ko.md": koreanPage("버튼", "버튼은 즉각적인 동작을 시작합니다."),
        "components/layout-and-organization/lists.md": page("Lists and tables", "Lists and tables present data in one or more columns of rows."),
    ]
}
