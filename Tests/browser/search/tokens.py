"""The page's tokeniser gives exactly the Swift tokeniser's tokens (term, kind, UTF-16 offsets)
for every case Swift exported: the edge cases, every paragraph of the seeds, the bench sample."""

import json

from harness import check, expect

COMPARE = """
var done = arguments[arguments.length - 1];
fetch("/tokens.json").then(function (r) { return r.json(); }).then(function (cases) {
  var differ = [], kinds = {};
  cases.forEach(function (c) {
    var page = HIGSearch.tokenize(c.text, c.lang).map(function (t) { return [t.term, t.kind, t.start, t.end]; });
    var swift = c.tokens.map(function (t) { return [t.term, t.kind, t.start, t.end]; });
    swift.forEach(function (t) { kinds[t[1]] = (kinds[t[1]] || 0) + 1; });
    if (JSON.stringify(page) !== JSON.stringify(swift)) {
      var at = 0;
      while (at < page.length && at < swift.length && JSON.stringify(page[at]) === JSON.stringify(swift[at])) at++;
      differ.push({text: c.text.slice(0, 80), lang: c.lang, at: at,
                   page: JSON.stringify(page.slice(at, at + 3)), swift: JSON.stringify(swift.slice(at, at + 3))});
    }
  });
  done({cases: cases.length, differ: differ, kinds: kinds,
        normalized: cases.filter(function (c) { return c.text.normalize("NFKC") !== c.text; }).length});
}).catch(function (e) { done({error: String(e)}); });
"""


@check("the page's tokens equal Swift's for the edge cases, the seeds and the bench sample")
def tokens_agree(browser, site):
    with open(site.path("tokens.json"), encoding="utf-8") as file:
        languages = {case["lang"] for case in json.load(file)}
    browser.open("index.html")
    browser.driver.set_script_timeout(60)
    result = browser.driver.execute_async_script(COMPARE)
    expect("error" not in result, f"comparison failed: {result.get('error')}")
    expect(result["cases"] > 500, f"only {result['cases']} cases exported")
    expect(languages >= {"en", "ko", "ja", "ru"}, f"cases cover only {sorted(languages)}")
    # Every kind of token occurs, and some inputs change under NFKC: the cases test what they claim.
    expect(set(result["kinds"]) == {"word", "gram", "join", "tail", "single"}, f"token kinds seen: {result['kinds']}")
    expect(result["normalized"] > 0, "no case changes under NFKC")
    lines = [f"{d['lang']} {d['text']!r}, from token {d['at']}:\n        page:  {d['page']}\n        swift: {d['swift']}"
             for d in result["differ"][:5]]
    expect(not result["differ"], f"{len(result['differ'])} of {result['cases']} cases differ:\n      " + "\n      ".join(lines))
