import Testing
@testable import Model
@testable import Ingest

@Suite struct LanguageIdentifierTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: LanguageTag?
        var testDescription: String { String(text.prefix(30)) }
    }

    /// Lines from the seeds and variations on them.
    static let samples: [Sample] = [
        Sample(text: "A split view manages the presentation of two side-by-side panes of content.", expected: .english),
        Sample(text: "스플릿뷰는 기본 창에 영구 컨텐츠가 있고 보조 창에 관련 정보가 있습니다.", expected: .korean),
        Sample(text: "分割ビューは、2つのサイドバイサイドコンテンツペインの表示を管理します。", expected: .japanese),
        Sample(text: "Разделенный просмотр управляет показом двух боковых панелей информации.", expected: .russian),
        // Latin identifiers, numbers and URLs inside a translation do not make it English.
        Sample(text: "Руководство для разработчиков см. в UISplitViewController.", expected: .russian),
        Sample(text: "Popover는 UIPopoverPresentationController와 NSPopover로 구현합니다.", expected: .korean),
        Sample(text: "대신 [alerts](https://gh.neting.cc/SOPT-HIG-WWDC/HIG/issues/6)를 사용하여 경고하세요.", expected: .korean),
        Sample(text: "テーブルビューは `UITableView` と https://developer.apple.com/documentation/uikit/uitableview を使います。", expected: .japanese),
        Sample(text: "- 테이블 뷰는 일반적으로 3가지 스타일로 제공 - Plain, Group, inset Group", expected: .korean),
        // Titles, short: still identified.
        Sample(text: "スプリットビュー", expected: .japanese),
        Sample(text: "고려사항", expected: .korean),
        Sample(text: "Inset Group", expected: .english),
        // English with identifiers only around it.
        Sample(text: "For developer guidance, see UISplitViewController.", expected: .english),
        // No letters at all: no language.
        Sample(text: "1/3 — 2/3", expected: nil),
        Sample(text: "`UISplitViewController`", expected: nil),
        // Scripts none of the four languages use.
        Sample(text: "Η διαιρεμένη προβολή διαχειρίζεται δύο πλαίσια.", expected: .undetermined),
        Sample(text: "מסך מפוצל מציג שני חלונות זה לצד זה.", expected: .undetermined),
        Sample(text: "การแบ่งมุมมองแสดงสองบานหน้าต่าง", expected: .undetermined),
        // Chinese (kanji without kana) is not Japanese.
        Sample(text: "分屏视图管理两个并排内容窗格的呈现，主窗格中有持久内容，辅助窗格中有相关信息。", expected: .undetermined),
    ]

    @Test(arguments: samples)
    func identifies(_ sample: Sample) {
        #expect(LanguageIdentifier.identify(sample.text) == sample.expected)
    }

    @Test func longBlockThatChangesLanguageIsReadWhole() {
        // An English paragraph and its Korean translation run together in one long block: the
        // beginning says English, the end Korean; the Korean letters decide.
        let paragraphs = SeedVariants.paragraphs(Fixtures.seed("split-views.ko.txt"))
        let english = paragraphs.filter { SeedVariants.script(of: $0) == .latin }.joined(separator: " ")
        let korean = paragraphs.filter { SeedVariants.script(of: $0) == .hangul }.joined(separator: " ")
        #expect(english.utf8.count > 1536 && korean.utf8.count > 1536)
        #expect(LanguageIdentifier.identify(english + " " + korean) == .korean)
        #expect(LanguageIdentifier.identify(String(repeating: english + " ", count: 3)) == .english)
    }

    @Test func everySeedParagraphIsInTheLanguageOfItsScript() {
        // Each seed paragraph's dominant script, counted independently, names its language.
        for (name, text) in Fixtures.seeds {
            for paragraph in SeedVariants.paragraphs(text) where paragraph.count > 80 && !paragraph.hasPrefix("http") {
                let expected: LanguageTag
                switch SeedVariants.script(of: paragraph) {
                case .latin: expected = .english
                case .hangul: expected = .korean
                case .kana: expected = .japanese
                case .cyrillic: expected = .russian
                case .none: continue
                }
                #expect(LanguageIdentifier.identify(paragraph) == expected, "\(name): \(paragraph.prefix(40))")
            }
        }
    }

    /// The careful scan's verdict on the whole text, without the shortcut or sampling.
    static func carefulVerdict(_ text: String) -> LanguageTag? {
        LanguageIdentifier.identify(ScriptProfile(of: text))
    }

    static func shortcut(_ text: String) -> LanguageTag? {
        var copy = text
        return copy.withUTF8 { LanguageIdentifier.decidedByLeadBytes($0) }
    }

    @Test func leadByteShortcutNeverDisagreesWithTheCarefulScan() {
        // Every seed paragraph and line, the samples above, and each of them with what the scan
        // leaves out (code spans, link targets, URLs) wrapped around other scripts' letters.
        var texts = Self.samples.map(\.text)
        for text in Fixtures.seeds.values {
            texts += SeedVariants.paragraphs(text)
            texts += text.split(separator: "\n").map(String.init)
        }
        let korean = "스플릿뷰는 기본 창에 영구 컨텐츠가 있습니다"
        let russian = "Разделенный просмотр управляет показом"
        let english = "A split view manages the presentation"
        texts += [
            english + " `" + korean + "` and more words.", // Hangul only inside code: English
            "`" + korean + "`",                            // nothing outside code: no language
            english + " [link](https://example.com/" + russian + ")",
            korean + " mailto:" + russian + " " + english,
            "www." + russian + " " + korean,
            russian + " www.example.com " + english,
            "Show. " + russian,
            korean + " http:" + korean,
            "Café crème " + russian,
            "UISplitViewController NSPopover " + korean,
            "ABC DEF",
            "iPad iPhone",
            korean + " ⁱⁿ " + english,
            "𝐀𝐁𝐂 " + korean,
            "　「" + korean + "」、" + english,
            "ＡＢＣ ａｂｃ " + korean,
        ]
        var decided = 0
        for text in texts {
            guard let quick = Self.shortcut(text) else { continue }
            decided += 1
            #expect(quick == Self.carefulVerdict(text), "\(text.prefix(50))")
        }
        // The shortcut must also be taken, or it saves nothing: most seed paragraphs qualify.
        #expect(decided * 2 > texts.count)
    }

    @Test func shortcutLeavesWhatItCannotJudgeToTheScan() {
        // Hangul only in a code span: the shortcut must not call it Korean.
        #expect(Self.shortcut("Use the `설정` tab to open settings") != .korean)
        #expect(LanguageIdentifier.identify("Use the `설정` tab to open settings") == .english)
        // Cyrillic inside a mailto: URL is not Russian text.
        #expect(LanguageIdentifier.identify("Write to mailto:почта@example.com for help") == .english)
        // Letters of another script send the text to the scan.
        #expect(Self.shortcut("Η διαιρεμένη προβολή") == nil)
    }
}

