"""Search in the primary pane, as a reader uses it: the field at the top of the pane, results
replacing the document list while a query is typed (the page's language first), the keyboard
(`/`, Ctrl-K, arrows, Enter, Esc), opening a result at its block, the index loading only on
first focus, the narrow overlay layout, axe-core with results shown, and hostile text inert."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from accessibility import audit
from harness import check, expect
from pages import DOCUMENT, PHONE, WIDE

RESULTS = """
return Array.from(document.querySelectorAll("#search-results .search-group")).map(function (group) {
  return {lang: group.lang, items: Array.from(group.querySelectorAll(".search-result a")).map(function (a) {
    return {path: a.pathname, hash: a.hash, title: a.querySelector(".cell-title").textContent,
            marks: Array.from(a.querySelectorAll("mark")).map(function (m) { return m.textContent; }),
            snippet: a.querySelector(".search-snippet").textContent,
            elements: Array.from(a.querySelectorAll(".search-snippet *")).map(function (e) { return e.tagName.toLowerCase(); })};
  })};
});
"""


def search_files(browser):
    return browser.js("""return performance.getEntriesByType("resource").map(function (e) { return e.name; })
        .filter(function (n) { return n.indexOf("/search/") >= 0 || n.indexOf("/assets/search.") >= 0; });""")


def type_query(browser, text):
    """Types `text` into the focused field, as keys, and waits for the results to show."""
    browser.key(text)
    return wait_for_results(browser, text)


def wait_for_results(browser, text, timeout=15):
    # The other languages' groups follow the page's; wait until they are all there.
    browser.wait(lambda: browser.js("var r = document.getElementById('search-results'); "
                                    "return !r.hidden && r.dataset.state === 'done' && !!r.querySelector('.search-result')"),
                 f"no results appeared for {text!r}", timeout=timeout)
    return browser.js(RESULTS)


@check("search: the index loads on first focus, not with the page; results replace the list, the page's language first")
def results_replace_the_list(browser, site):
    browser.viewport(*WIDE)
    browser.open("ko/popovers/")
    expect(not search_files(browser), f"the page loaded search files before focus: {search_files(browser)}")
    expect(browser.js("return document.getElementById('search-field').closest('#primary') !== null"),
           "the search field is not in the primary pane")
    expect(browser.js("return document.getElementById('search-results').getAttribute('aria-live')") == "polite",
           "the results are not a polite live region")
    browser.click("#search-field")
    browser.wait(lambda: any("manifest.json" in f for f in search_files(browser)), "focus did not load the index's manifest")
    groups = type_query(browser, "스플릿 뷰")
    expect(groups[0]["lang"] == "ko", f"the page's language is not first: {[g['lang'] for g in groups]}")
    first = groups[0]["items"][0]
    expect(first["path"] == f"/ko/{DOCUMENT}/" and first["hash"].startswith("#b-"),
           f"the first result is {first['path']}{first['hash']}, not /ko/{DOCUMENT}/#b-…")
    expect(first["marks"], f"nothing is highlighted in {first['snippet']!r}")
    expect(browser.js("return document.querySelector('#primary .nav-table').hidden"), "the document list still shows")
    status = browser.js("return document.getElementById('search-status').textContent")
    expect(status, "the status line says nothing")
    expect(not browser.console_errors(), f"console errors: {browser.console_errors()}")


@check("search: Japanese, Russian and English queries find Split Views; English finds the Korean page")
def every_language(browser, site):
    browser.viewport(*WIDE)
    for lang, query in (("ja", "分割ビュー"), ("ja", "スプリットビュー"), ("ru", "разделённый просмотр"),
                        ("en", "split views"), ("ko", "UISplitViewController"), ("ko", "스플릿뷰를")):
        browser.open(f"{lang}/popovers/")
        browser.click("#search-field")
        groups = type_query(browser, query)
        first = groups[0]["items"][0]
        expect(groups[0]["lang"] == lang and first["path"] == f"/{lang}/{DOCUMENT}/",
               f"{lang} {query!r}: first is {groups[0]['lang']} {first['path']}")


def throttle(browser, latency):
    """Every request `latency` ms late and nothing from the cache (0: as normal)."""
    browser.cdp("Network.enable")
    browser.cdp("Network.setCacheDisabled", {"cacheDisabled": latency > 0})
    browser.cdp("Network.emulateNetworkConditions",
                {"offline": False, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1})


@check("search: a slow index or shard shows progress in the status line, then the results")
def slow_progress(browser, site):
    browser.viewport(*WIDE)
    browser.open("en/popovers/")
    status = "return document.getElementById('search-status').textContent"
    loading = browser.js("return document.getElementById('search-field').dataset.loading")
    expect(loading, "the field has no progress text")
    throttle(browser, 800)  # progress shows after 300 ms
    try:
        browser.click("#search-field")
        browser.wait(lambda: browser.js(status) == loading, "no progress while the engine and manifest load slowly", timeout=5)
        browser.wait(lambda: browser.js(status) == "" and any("manifest.json" in f for f in search_files(browser)),
                     lambda: f"the progress stayed after loading: {browser.js(status)!r}", timeout=15)
        # The engine is here; a query's shards are not: their wait shows progress too.
        browser.key("split view")
        browser.wait(lambda: browser.js(status) == loading, "no progress while a query's shards load slowly", timeout=5)
        wait_for_results(browser, "split view", timeout=40)  # round trips to every language's files
        expect(browser.js(status) not in ("", loading), f"the status line says {browser.js(status)!r} with results")
    finally:
        throttle(browser, 0)


@check("search: / and Ctrl-K focus the field; arrows move through results, Enter opens the block, highlighted")
def keyboard(browser, site):
    browser.viewport(*WIDE)
    browser.open("en/popovers/")
    browser.key("/")
    expect(browser.active() == "#search-field", f"/ focused {browser.active()}")
    groups = type_query(browser, "split view")
    expect(browser.js("return document.getElementById('search-field').value") == "split view",
           "the / that focused the field was typed into it")
    browser.key(Keys.ARROW_DOWN)
    focused = browser.js("return document.activeElement.closest('.search-result') !== null")
    expect(focused, f"ArrowDown focused {browser.active()}, not the first result")
    target = groups[0]["items"][0]
    browser.enter()
    browser.wait(lambda: browser.path() == target["path"] + target["hash"], f"Enter did not open {target['path']}{target['hash']}")
    anchor = target["hash"][1:]
    browser.wait(lambda: browser.js("var b = document.getElementById(arguments[0]); return !!b && b.classList.contains('search-hit')", anchor),
                 f"the block {anchor} is not highlighted on arrival")
    top = browser.js("return document.getElementById(arguments[0]).getBoundingClientRect().top", anchor)
    expect(0 <= top < 800, f"the block {anchor} is not in view (top {top})")
    browser.open("en/popovers/")
    browser.js("document.activeElement.blur()")
    ActionChains(browser.driver).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    browser.wait(lambda: browser.active() == "#search-field", f"Ctrl-K focused {browser.active()}")


@check("search: Esc clears the query and restores the list with the current page still marked")
def escape_restores(browser, site):
    browser.viewport(*WIDE)
    browser.open(f"ko/{DOCUMENT}/")
    browser.click("#search-field")
    type_query(browser, "팝오버")
    browser.escape()
    browser.wait(lambda: browser.js("return document.getElementById('search-results').hidden"), "Esc did not hide the results")
    expect(browser.js("return document.getElementById('search-field').value") == "", "Esc left the query in the field")
    expect(not browser.js("return document.querySelector('#primary .nav-table').hidden"), "the list did not come back")
    current = browser.js("var a = document.querySelector('#primary .nav-table [aria-current=page]'); return a && a.pathname")
    expect(current == f"/ko/{DOCUMENT}/", f"the current page is not marked in the list: {current}")
    expect(browser.active() == "#search-field", f"focus went to {browser.active()}")


@check("search: a result on the current page scrolls to its block and highlights it")
def same_page(browser, site):
    browser.viewport(*WIDE)
    browser.open(f"en/{DOCUMENT}/")
    browser.click("#search-field")
    groups = type_query(browser, "UISplitViewController")
    first = groups[0]["items"][0]
    expect(first["path"] == f"/en/{DOCUMENT}/", f"first result {first['path']}")
    browser.click("#search-results .search-result a")
    anchor = first["hash"][1:]
    browser.wait(lambda: browser.js("return document.getElementById(arguments[0]).classList.contains('search-hit')", anchor),
                 f"{anchor} is not highlighted")
    expect(browser.js("return location.hash") == first["hash"], f"the address is {browser.js('return location.hash')}")


@check("search: in the narrow overlay layout, / opens the pane at the field and a result opens its block")
def narrow(browser, site):
    browser.viewport(*PHONE)
    browser.open("ja/popovers/")
    expect(not browser.js("return document.documentElement.classList.contains('nav-open')"), "the pane is open already")
    browser.key("/")
    browser.wait(lambda: browser.js("return document.documentElement.classList.contains('nav-open')"), "/ did not open the pane")
    expect(browser.active() == "#search-field", f"/ focused {browser.active()}")
    type_query(browser, "分割")
    # The pane slides in; its rows fit once it has arrived.
    def fits():
        box = browser.box("#search-results .search-result a")
        return box and box["left"] >= 0 and box["left"] + box["width"] <= PHONE[0] + 1
    browser.wait(fits, lambda: f"the first result does not fit the narrow pane: {browser.box('#search-results .search-result a')}")
    overflow = browser.js("return document.documentElement.scrollWidth > window.innerWidth")
    expect(not overflow, "the page scrolls sideways with results shown")
    browser.click("#search-results .search-result a")
    browser.wait(lambda: browser.path().startswith(f"/ja/{DOCUMENT}/#b-"), lambda: f"the result did not open /ja/{DOCUMENT}/#b-… ({browser.path()})")
    expect(not browser.js("return document.documentElement.classList.contains('nav-open')"), "the pane stayed open over the page")


@check("search: axe-core finds no serious or critical violation with results shown (wide and narrow)")
def axe_with_results(browser, site):
    problems = []
    for size, lang, query in ((WIDE, "ru", "панель"), (PHONE, "ko", "팝오버")):
        browser.viewport(*size)
        browser.open(f"{lang}/{DOCUMENT}/")
        if size == PHONE:
            browser.key("/")
        else:
            browser.click("#search-field")
        type_query(browser, query)
        problems += audit(browser, f"/{lang}/{DOCUMENT}/ with results for {query!r} ({size[0]}x{size[1]})")
    expect(not problems, "\n      ".join(problems))


@check("search: hostile text in a document shows as text in titles and snippets and runs nothing")
def hostile(browser, site):
    browser.viewport(*WIDE)
    browser.open("en/popovers/")
    browser.click("#search-field")
    groups = type_query(browser, "hostile markup")
    items = [item for group in groups for item in group["items"] if f"/{site.hostile}/" in item["path"]]
    expect(items, f"the hostile document was not found: {groups}")
    for item in items:
        expect(set(item["elements"]) <= {"mark"}, f"a snippet made elements {item['elements']}")
        expect("<b onmouseover=alert(1)>" in item["title"], f"the title's markup is not shown as text: {item['title']!r}")
    expect(not browser.js("return document.querySelector('#search-results b, #search-results img, #search-results script')"),
           "markup from the document became elements")
    expect(not browser.dialogs(), f"dialogs opened: {browser.dialogs()}")
