"""Known queries find the right page first, through the page's engine on the indexes the Swift
builder wrote: the seeds (Korean spacing and particles, Japanese scripts, Russian endings,
identifiers, English on translated pages), and every unique title of the bench corpus."""

import json
import os
import re

from harness import check, expect

SEARCH = """
var done = arguments[arguments.length - 1];
var queries = arguments[0], base = arguments[1];
(async function () {
  var out = [];
  for (var q of queries) {
    var results = await HIGSearch.search(q.query, {lang: q.lang, baseURL: base});
    out.push(results.slice(0, 3).map(function (r) { return {doc: r.doc, url: r.url, anchor: r.anchor, lang: r.lang,
      snippet: r.snippet.parts.map(function (p) { return p.hit ? "[" + p.text + "]" : p.text; }).join("")}; }));
  }
  return out;
})().then(done, function (e) { done({error: String(e && e.stack || e)}); });
"""

SEEDS = [
    ("ko", "스플릿뷰", "split-views"),
    ("ko", "스플릿 뷰", "split-views"),
    ("ko", "스플릿뷰를", "split-views"),
    ("ja", "分割ビュー", "split-views"),
    ("ja", "スプリットビュー", "split-views"),
    ("ja", "ｽﾌﾟﾘｯﾄﾋﾞｭｰ", "split-views"),
    ("en", "split view", "split-views"),
    ("ko", "split views", "split-views"),
    ("ru", "разделенный просмотр", "split-views"),
    ("ru", "Разделённые просмотры", "split-views"),
    ("en", "UISplitViewController", "split-views"),
    ("ko", "UISplitViewController", "split-views"),
    ("ko", "팝오버", "popovers"),
    ("ko", "팝오버를 닫기", "popovers"),
    ("ja", "popover", "popovers"),
    ("en", "popov", "popovers"),
    ("ko", "테이블 셀", "tables"),
    ("ru", "tables", "tables"),
]


def run_queries(browser, site, corpus, queries):
    browser.open("index.html")
    browser.driver.set_script_timeout(120)
    result = browser.driver.execute_async_script(SEARCH, [{"lang": lang, "query": query} for lang, query, _ in queries],
                                                 site.base_url + corpus + "/")
    expect(not isinstance(result, dict), f"search failed: {result.get('error') if isinstance(result, dict) else ''}")
    return result


@check("seeds: each known query finds its page first, at a block of that page")
def seed_queries(browser, site):
    results = run_queries(browser, site, "seeds", SEEDS)
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
    problems = []
    for (lang, query, expected), found in zip(SEEDS, results):
        if not found or found[0]["doc"] != expected:
            problems.append(f"{lang} {query!r}: expected {expected} first, got {[r['doc'] for r in found]}")
            continue
        first = found[0]
        if not re.search(rf"/{lang}/{expected}/#b-[\w-]+$", first["url"]):
            problems.append(f"{lang} {query!r}: url {first['url']} is not /{lang}/{expected}/#b-…")
            continue
        # The anchor is one the built site has on that page (Public/ is the site of Content/).
        with open(os.path.join(root, "Public", lang, expected, "index.html"), encoding="utf-8") as page:
            if f'id="{first["anchor"]}"' not in page.read():
                problems.append(f"{lang} {query!r}: Public/{lang}/{expected}/ has no {first['anchor']}")
        if "[" not in first["snippet"]:
            problems.append(f"{lang} {query!r}: nothing highlighted in {first['snippet'][:80]!r}")
    expect(not problems, "\n      ".join(problems))


@check("seeds: a query with no match finds nothing, and an empty query nothing")
def no_match(browser, site):
    results = run_queries(browser, site, "seeds", [("en", "zebra quantum", None), ("ko", "   ", None), ("ja", "、。", None)])
    expect(all(not r for r in results), f"expected no results, got {results}")


@check("bench corpus: every title no other document shares finds its document first, in every language")
def bench_titles(browser, site):
    with open(site.path("bench-queries.json"), encoding="utf-8") as file:
        queries = [(q["lang"], q["query"], q["doc"]) for q in json.load(file)]
    expect(len({lang for lang, _, _ in queries}) == 4 and len(queries) > 100, f"only {len(queries)} title queries")
    results = run_queries(browser, site, "bench", queries)
    misses = [f"{lang} {query!r}: expected {doc}, got {[r['doc'] for r in found]}"
              for (lang, query, doc), found in zip(queries, results) if not found or found[0]["doc"] != doc]
    expect(not misses, f"{len(misses)} of {len(queries)} missed:\n      " + "\n      ".join(misses[:10]))


@check("bench corpus: a query reads the manifest, only its terms' shards, and the texts of what it shows, which hold their rows")
def reads_little(browser, site):
    browser.open("index.html")
    manifest = json.load(open(site.path("bench", "search", "ko", "manifest.json"), encoding="utf-8"))
    expect(manifest["shards"] > 8, f"the bench index has only {manifest['shards']} shards")
    loaded = browser.driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        HIGSearch.search(arguments[0], {lang: "ko", baseURL: arguments[1], limit: 5}).then(function (results) {
          done({results: results.length, docs: results.map(function (r) { return r.doc; }),
                files: performance.getEntriesByType("resource").map(function (e) { return e.name; })
                .filter(function (n) { return n.indexOf("/search/") >= 0; })});
        }, function (e) { done({error: String(e)}); });
    """, "panel layout", site.base_url + "bench/")
    expect("error" not in loaded, f"search failed: {loaded.get('error')}")
    files = [f.split("/bench/")[1] for f in loaded["files"]]
    shards = [f for f in files if "/terms/" in f]
    expect(1 <= len(shards) <= 2, f"two words read {len(shards)} shards: {shards}")
    # The document table only for a result whose manifest letter names no text list (x, -).
    ids = sorted(row[0] for name in os.listdir(site.path("bench", "search", "ko", "docs"))
                 for row in json.load(open(site.path("bench", "search", "ko", "docs", name), encoding="utf-8"))["documents"])
    letters = [manifest["textLanguages"][ids.index(doc)] for doc in loaded["docs"]]
    expect(loaded["results"] > 0 and all(letter not in "x-" for letter in letters), f"results with no text list: {letters}")
    expect(not [f for f in files if "/docs/" in f], f"read the document table: {files}")
    expect(len(files) <= 1 + 2 + 3 * loaded["results"], f"read {len(files)} files for {loaded['results']} results: {files}")
