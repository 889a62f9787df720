import Testing
@testable import Model

/// Inputs the tokeniser must handle alike in Swift and in `search.js`: used by the unit tests
/// here and, through `SearchBrowserExport`, by the browser suite's equality check.
enum SearchEdgeCases {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var language: LanguageTag
        var testDescription: String { "\(language): \(text.prefix(40))" }
    }

    static let all: [Case] = [
        // Korean: spacing, particles, identifiers glued to particles.
        Case(text: "스플릿뷰", language: .korean),
        Case(text: "스플릿 뷰", language: .korean),
        Case(text: "스플릿뷰를 사용하세요", language: .korean),
        Case(text: "스플릿뷰에서는 기본 창이 보입니다.", language: .korean),
        Case(text: "Popover는 사용자가 컨트롤을 탭할 때 나타납니다", language: .korean),
        Case(text: "UISplitViewController를 쓰세요", language: .korean),
        Case(text: "창", language: .korean),
        Case(text: "(창) 창에서 ", language: .korean),
        Case(text: "팝오버의 화살표가 가능한 한 팝오버를 표시한 요소를 직접 가리키도록 하세요.", language: .korean),
        Case(text: "ㅎㅏㄴ 한 \u{1112}\u{1161}\u{11AB}", language: .korean),
        // Japanese: no spaces, kana and kanji, half-width forms, particles.
        Case(text: "分割ビュー", language: .japanese),
        Case(text: "スプリットビュー", language: .japanese),
        Case(text: "分割ビューを", language: .japanese),
        Case(text: "ｽﾌﾟﾘｯﾄﾋﾞｭｰ", language: .japanese),
        Case(text: "分割ビューは、2つのサイドバイサイドコンテンツペインの表示を管理します。", language: .japanese),
        Case(text: "テーブルビューは `UITableView` と https://developer.apple.com/documentation/uikit/uitableview を使います。", language: .japanese),
        Case(text: "ナビゲーション・バー 々 〇 ヶ所", language: .japanese),
        // Russian: case, ё, endings.
        Case(text: "Разделённый просмотр управляет показом двух боковых панелей.", language: .russian),
        Case(text: "ЁЛКА ёлки Ёжик", language: .russian),
        Case(text: "Руководство для разработчиков см. в UISplitViewController.", language: .russian),
        Case(text: "панель панели панелей панелям используются", language: .russian),
        // English: case, stems, apostrophes, identifiers, numbers.
        Case(text: "The split views don’t scroll; viewing tables isn't hard.", language: .english),
        Case(text: "Menus, statuses, classes, boxes, running, used, categories, applied, stopped", language: .english),
        Case(text: "isCollapsed layoutMargins NSSplitViewController iOS 17 visionOS h264 1/3 2/3", language: .english),
        Case(text: "snake_case_name café naïve İstanbul ΣΑΣ σας", language: .english),
        // Full-width and compatibility forms.
        Case(text: "ＵＩＳｐｌｉｔＶｉｅｗＣｏｎｔｒｏｌｌｅｒ　と　ｓｐｌｉｔ　ｖｉｅｗ", language: .japanese),
        Case(text: "㈜ ﬁle ① ⅻ ㍿ ℃", language: .english),
        // Mixed scripts with no spaces between them.
        Case(text: "iPad용UISplitViewController분할ビューsplitПросмотр", language: .korean),
        // Nothing to find.
        Case(text: "", language: .english),
        Case(text: "   \t\n  ", language: .korean),
        Case(text: "— … · ・ 、。！？", language: .japanese),
        // Hostile markup and quotes: only their words are terms.
        Case(text: "<img src=x onerror=alert(1)> \"quoted\" 'single' &amp; &lt;b&gt;", language: .english),
        Case(text: "팝오버를 <script>alert(6)</script> 사용하여", language: .korean),
        // Astral characters, emoji, joiners.
        Case(text: "𠮷野家 👩‍💻 split👍view \u{200B}스플릿\u{200B}뷰", language: .japanese),
    ]
}
