import Dispatch
import Foundation

// Throughput of MarkdownRenderer and Template on generated HIG-like input.
// Compiled together with Sources/HIGKit/Render by render-benchmark.sh.

/// CPU time of the calling thread, so other processes on a shared machine
/// distort the figures less than wall-clock time would.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUTime()
    try body()
    return threadCPUTime() - start
}

func wallSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A ~10 KB document like a translated HIG page: headings, paragraphs with inline
/// markup and links, lists, code, in one of four scripts.
func document(_ index: Int) -> String {
    let sentences = [
        "Use a *button* to start an action, such as **Download** or `Save`. See [Menus](/menus \"Menus\") for details.",
        "버튼을 사용하여 **다운로드** 또는 `저장`과 같은 작업을 시작합니다. 자세한 내용은 [메뉴](/ko/menus)를 참조하십시오.",
        "ボタンを使って、*ダウンロード*や`保存`などの操作を開始します。詳しくは[メニュー](/ja/menus)を参照してください。",
        "Используйте *кнопку*, чтобы начать действие, например **Загрузить** или `Сохранить`. См. [Меню](/ru/menus).",
    ]
    let sentence = sentences[index % sentences.count]
    var text = "# Buttons \(index)\n\n"
    while text.utf8.count < 10_000 {
        text += "## Best practices\n\n"
        text += String(repeating: sentence + " ", count: 3) + "\n" + sentence + "\n\n"
        text += "- " + sentence + "\n- Prefer **short** labels & <clear> verbs.\n- ![icon](icon.png) Images\n\n"
        text += "1. First\n2. Second with [link](https://developer.apple.com/design/)\n\n"
        text += "> Note: " + sentence + "\n\n"
        text += "```swift\nButton(\"Save\") { save() }\n```\n\n"
    }
    return text
}

let arguments = Set(CommandLine.arguments.dropFirst())
let runMarkdown = arguments.isEmpty || arguments.contains("markdown")
let runTemplates = arguments.isEmpty || arguments.contains("templates")

let documents = (0..<(runMarkdown ? 2_000 : 2)).map(document)
let totalBytes = documents.reduce(0) { $0 + $1.utf8.count }
let megabytes = Double(totalBytes) / 1_000_000

let renderer = MarkdownRenderer(options: .init(
    linkRewriter: { $0.hasPrefix("/") ? "/ko" + $0 : $0 }, headingAnchors: .slug(prefix: ""), headingLevelShift: 1))
let plainRenderer = MarkdownRenderer()

if runMarkdown {
// Warm up, then measure.
for document in documents.prefix(100) { _ = renderer.render(document) }

if arguments.contains("profile") {
    // Only our renderer, for `perf record`.
    for _ in 0..<3 { for document in documents { _ = plainRenderer.render(document) } }
}

var htmlBytes = 0
let ours = seconds { for document in documents { htmlBytes += plainRenderer.render(document).html.utf8.count } }
let oursWithOptions = seconds { for document in documents { _ = renderer.render(document) } }
let reference = seconds { for document in documents { _ = CmarkHTMLWriter.referenceHTML(document) } }
let threads = ProcessInfo.processInfo.activeProcessorCount
let parallel = wallSeconds {
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
        for index in stride(from: worker, to: documents.count, by: threads) { _ = renderer.render(documents[index]) }
    }
}

print(String(format: "Markdown: %d documents, %.1f MB in, %.1f MB out", documents.count, megabytes, Double(htmlBytes) / 1e6))
print(String(format: "  MarkdownRenderer (default options):    %6.1f MB/s", megabytes / ours))
print(String(format: "  MarkdownRenderer (rewriter, ids, shift): %4.1f MB/s", megabytes / oursWithOptions))
print(String(format: "  libcmark cmark_markdown_to_html:        %6.1f MB/s (reference)", megabytes / reference))
print(String(format: "  MarkdownRenderer on %d threads (wall):   %6.1f MB/s", threads, megabytes / parallel))

let big = String(repeating: documents[0] + "\n", count: 500)
let bigMB = Double(big.utf8.count) / 1e6
let bigTime = seconds { _ = plainRenderer.render(big) }
let bigReference = seconds { _ = CmarkHTMLWriter.referenceHTML(big) }
print(String(format: "  one %.1f MB document:                  %6.1f MB/s (libcmark: %.1f MB/s)", bigMB, bigMB / bigTime, bigMB / bigReference))
}

if runTemplates {
// Templates: a page like the site's, with a navigation partial of 120 links,
// a language switcher and a 10 KB body.
let templateSources = [
    "page": """
        <!DOCTYPE html>
        <html lang="{{lang}}">
        <head>
          <meta charset="utf-8">
          <title>{{title}} – {{site.name}}</title>
          {{#alternates}}
          <link rel="alternate" hreflang="{{code}}" href="{{url}}">
          {{/alternates}}
        </head>
        <body>
          {{> nav}}
          <main>
            <h1>{{title}}</h1>
            {{#subtitle}}<p class="subtitle">{{subtitle}}</p>{{/subtitle}}
            {{{body}}}
          </main>
          {{> footer}}
        </body>
        </html>

        """,
    "nav": """
        <nav>
          <ul>
            {{#sections}}
            <li><span>{{name}}</span>
              <ul>
                {{#pages}}
                <li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>
                {{/pages}}
              </ul>
            </li>
            {{/sections}}
          </ul>
        </nav>

        """,
    "footer": "<footer>{{site.name}} · {{#alternates}}<a href=\"{{url}}\">{{code}}</a> {{/alternates}}</footer>\n",
]
let templates = try TemplateSet(templates: templateSources)
let page = templates["page"]!
let body = renderer.render(documents[1]).html
func sections(_ count: Int) -> [TemplateValue] { (0..<count).map { section in
    ["name": .string("Section \(section) & more"),
     "pages": .list((0..<10).map { index in
        ["url": .string("/ko/section-\(section)/page-\(index)/"), "title": .string("페이지 \(index) <제목>"),
         "current": .bool(section == 3 && index == 4)]
     })]
} }
let context: TemplateValue = [
    "lang": "ko", "title": "버튼", "subtitle": "Buttons \"initiate\" actions",
    "site": ["name": "HIG 번역"], "body": .html(body), "sections": .list(sections(12)),
    "alternates": [["code": "en", "url": "/en/buttons/"], ["code": "ja", "url": "/ja/buttons/"],
                   ["code": "ru", "url": "/ru/buttons/"]],
]
func measure(_ context: TemplateValue, label: String) throws {
    var buffer: [UInt8] = []
    try page.render(context, into: &buffer)
    let pageBytes = buffer.count
    let renders = 20_000
    let bufferTime = try seconds {
        for _ in 0..<renders {
            buffer.removeAll(keepingCapacity: true)
            try page.render(context, into: &buffer)
        }
    }
    let stringTime = try seconds { for _ in 0..<renders { _ = try page.render(context) } }
    print(String(format: "  %@ (%.1f KB page): %6.2f µs into a reused buffer, %6.2f µs to a String",
                 label, Double(pageBytes) / 1000, bufferTime / Double(renders) * 1e6, stringTime / Double(renders) * 1e6))
}

if arguments.contains("profile") {
    // Only the buffer renders, for `perf record`.
    var buffer: [UInt8] = []
    for _ in 0..<80_000 {
        buffer.removeAll(keepingCapacity: true)
        try page.render(context, into: &buffer)
    }
}
print(String(format: "Templates: page, nav and footer partials; %.1f KB Markdown body", Double(body.utf8.count) / 1000))
try measure(context, label: "120 nav links")
var smallContext = context
if case .object(var fields) = context {
    fields["sections"] = .list(sections(2))
    smallContext = .object(fields)
}
try measure(smallContext, label: " 20 nav links")
let compileTime = try seconds { for _ in 0..<1_000 { _ = try TemplateSet(templates: templateSources) } }
print(String(format: "  compiling the three templates: %.1f µs", compileTime / 1_000 * 1e6))
}
