import Testing
@testable import Model
@testable import Search

@Suite struct SearchTokenizerTests {
    let tokenizer = SearchTokenizer()

    func terms(_ text: String, _ language: LanguageTag = .english) -> [String] {
        tokenizer.tokens(in: text).map(\.term)
    }

    func required(_ text: String, _ language: LanguageTag) -> Set<String> {
        Set(tokenizer.tokens(in: text).filter(\.kind.isRequiredInQuery).map(\.term))
    }

    // ---------- Korean ----------

    @Test func koreanSpacingDoesNotChangeTheBigrams() {
        #expect(terms("스플릿뷰", .korean) == ["스플", "플릿", "릿뷰"])
        #expect(terms("스플릿 뷰", .korean) == ["스플", "플릿", "릿뷰"])
        #expect(tokenizer.tokens(in: "스플릿 뷰").map(\.kind) == [.gram, .gram, .join])
    }

    @Test func koreanParticlesAreNotRequired() {
        // What a query needs from `스플릿뷰를` is in `스플릿뷰는`; the particle bigram only scores.
        let withObject = required("스플릿뷰를", .korean)
        let text = Set(terms("스플릿뷰는 기본 창에 있습니다", .korean))
        #expect(withObject == ["스플", "플릿", "릿뷰"])
        #expect(withObject.isSubset(of: text))
        #expect(tokenizer.tokens(in: "스플릿뷰를").last?.kind == .tail)
        #expect(required("팝오버에서", .korean) == ["팝오", "오버"])
        // Too short to carry a particle: `창이` stays a plain bigram.
        #expect(tokenizer.tokens(in: "창이").map(\.kind) == [.gram])
    }

    @Test func particleGluedToAnIdentifierIsDropped() {
        #expect(terms("UISplitViewController를 쓰세요", .korean) == ["uisplitviewcontroller", "쓰세", "세요"])
        #expect(terms("Popover는 사용자가", .korean) == ["popover", "사용", "용자", "자가"])
        #expect(terms("`UITableView` と", .japanese) == ["uitableview"])
    }

    @Test func singleCharacterRunIsASingle() {
        let tokens = tokenizer.tokens(in: "(창)")
        #expect(tokens == [SearchToken(term: "창", kind: .single, start: 1, end: 2)])
    }

    @Test func jamoComposeIntoSyllables() {
        #expect(terms("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", .korean) == ["한글"])
    }

    // ---------- Japanese ----------

    @Test func japaneseBigramsCrossScripts() {
        #expect(terms("分割ビュー", .japanese) == ["分割", "割ビ", "ビュ", "ュー"])
        #expect(required("分割ビューを", .japanese) == ["分割", "割ビ", "ビュ", "ュー"])
    }

    @Test func halfWidthKanaAndFullWidthLatinAreFolded() {
        #expect(terms("ｽﾌﾟﾘｯﾄﾋﾞｭｰ", .japanese) == terms("スプリットビュー", .japanese))
        #expect(terms("ＵＩＳｐｌｉｔＶｉｅｗＣｏｎｔｒｏｌｌｅｒ", .japanese) == ["uisplitviewcontroller"])
        #expect(terms("ｓｐｌｉｔ　ｖｉｅｗｓ") == ["split", "view"])
    }

    @Test func middleDotAndPunctuationSeparate() {
        #expect(terms("ナビゲーション・バー", .japanese) == ["ナビ", "ビゲ", "ゲー", "ーシ", "ショ", "ョン", "バー"])
        #expect(terms("— … · ・ 、。！？", .japanese).isEmpty)
    }

    // ---------- Russian ----------

    @Test func russianFoldsCaseAndYo() {
        #expect(terms("ЁЛКА ёлки Ёлка", .russian) == ["елк", "елк", "елк"])
        #expect(terms("Разделённый", .russian) == terms("разделенный", .russian))
    }

    @Test func russianEndingsMeet() {
        #expect(Set(terms("панель панели панелей панелям панелях", .russian)) == ["панел"])
        #expect(Set(terms("разделенный разделенного разделенные", .russian)) == ["разделенн"])
        #expect(Set(terms("просмотр просмотра просмотры", .russian)) == ["просмотр"])
        #expect(terms("для и в на", .russian).isEmpty)
    }

    // ---------- English and identifiers ----------

    @Test func englishStemsMeet() {
        #expect(Set(terms("view views viewing viewed")) == ["view"])
        #expect(Set(terms("table tables")) == ["tabl"])
        #expect(terms("menus statuses classes boxes running used categories applied") ==
                ["menu", "status", "class", "box", "run", "us", "category", "apply"])
        #expect(terms("don’t isn't") == ["dont", "isnt"])
        #expect(terms("The split view is in the pane").count == 3)
    }

    @Test func identifiersStayWhole() {
        #expect(terms("For developer guidance, see UISplitViewController.") == ["developer", "guidanc", "see", "uisplitviewcontroller"])
        #expect(terms("Руководство см. в UISplitViewController.", .russian).last == "uisplitviewcontroller")
        #expect(terms("snake_case h264 17") == ["snake_case", "h264", "17"])
    }

    @Test func offsetsCountUTF16OfTheNormalisedText() {
        let text = "𠮷野 split"
        let tokens = tokenizer.tokens(in: text)
        #expect(tokens.map(\.start) == [0, 4])
        #expect(tokens.map(\.end) == [3, 9])
        let normalized = Array(SearchTokenizer.normalized("ｽﾌﾟﾘｯﾄ").utf16)
        let first = tokenizer.tokens(in: "ｽﾌﾟﾘｯﾄ")[0]
        #expect(String(decoding: normalized[first.start..<first.end], as: UTF16.self) == "スプ")
    }

    // ---------- Nothing to find, hostile text ----------

    @Test(arguments: ["", "   \t\n  ", "!!!", "a I", "— …"])
    func nothingToFind(_ text: String) {
        #expect(tokenizer.tokens(in: text).isEmpty)
    }

    @Test func markupIsOnlyWords() {
        #expect(terms("<img src=x onerror=alert(1)>") == ["img", "src", "onerror", "alert"])
        #expect(terms("팝오버를 <script>alert(6)</script>", .korean) == ["팝오", "오버", "버를", "script", "alert", "script"])
    }

    @Test(arguments: SearchEdgeCases.all)
    func everyEdgeCaseIsStableUnderRenormalisation(_ item: SearchEdgeCases.Case) {
        // Tokens of already normalised text are the same: the page may normalise first.
        let once = tokenizer.tokens(in: item.text)
        #expect(tokenizer.tokens(in: SearchTokenizer.normalized(item.text)) == once)
        for token in once {
            #expect(token.start < token.end && !token.term.isEmpty)
        }
    }
}
