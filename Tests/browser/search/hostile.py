"""Text in a document that looks like markup stays text in results: the engine gives strings,
`HIGSearch.snippetFragment` makes text nodes and <mark>s of them, and nothing runs."""

from harness import check, expect

RENDER = """
var done = arguments[arguments.length - 1];
var out = document.getElementById("out");
HIGSearch.search(arguments[0], {lang: arguments[1], baseURL: arguments[2]}).then(function (results) {
  out.textContent = "";
  results.forEach(function (r) {
    var item = document.createElement("p");
    var title = document.createElement("b");
    title.textContent = r.title;
    item.appendChild(title);
    item.appendChild(HIGSearch.snippetFragment(r));
    out.appendChild(item);
  });
  done({docs: results.map(function (r) { return r.doc; }), text: out.textContent,
        elements: Array.from(out.querySelectorAll("*")).map(function (e) { return e.tagName.toLowerCase(); })});
}, function (e) { done({error: String(e)}); });
"""


@check("hostile text: titles and snippets holding <img onerror>, <script> and quotes show as text and run nothing")
def inert(browser, site):
    browser.open("index.html")
    seen = []
    for lang, query, shown in (("en", "popovers onerror", "<img src=x onerror=alert(3)>"),
                               ("en", "quotes close nothing", 'onerror="alert(8)"'),
                               ("ko", "팝오버 경고", "<img src=x onerror=alert(6)>")):
        result = browser.driver.execute_async_script(RENDER, query, lang, site.base_url + "hostile/")
        expect("error" not in result, f"search failed: {result.get('error')}")
        expect(result["docs"] and result["docs"][0] == "hostile", f"{query!r} did not find the hostile document: {result['docs']}")
        expect(set(result["elements"]) <= {"p", "b", "mark"}, f"{query!r} made elements {sorted(set(result['elements']))}")
        expect(shown in result["text"], f"{query!r}: {shown!r} not shown as text in {result['text'][:200]!r}")
        expect("<img src=x onerror=alert(" in result["text"], f"{query!r}: the title lost its markup text")
        seen.append(result["text"])
    # Raw HTML in the Markdown is dropped, as the page drops it; it is not shown, let alone run.
    expect(not any("<script>" in text for text in seen), "raw <script> of the Markdown reached a snippet")
    expect(not browser.dialogs(), f"dialogs opened: {browser.dialogs()}")
    expect(not browser.console_errors(), f"console errors: {browser.console_errors()}")
