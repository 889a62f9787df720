"""The split view's geometry: one third on wide windows, an offscreen overlay on narrow or
portrait ones, the current row highlighted, dark mode, and no clipped text at 320 px."""

from colours import luminance
from harness import check, expect
from pages import DOCUMENT, LANGUAGES, NARROW, PHONE, PORTRAIT, WIDE

PANES = """
    var nav = document.getElementById("primary").getBoundingClientRect();
    var content = document.getElementById("content").getBoundingClientRect();
    return {window: document.documentElement.clientWidth, nav: nav.width, navLeft: nav.left,
            content: content.width, contentLeft: content.left};
"""

NAV_ROWS = """
    return Array.from(document.querySelectorAll("#primary .cell > a")).map(function (a) {
      return {path: a.pathname, current: a.getAttribute("aria-current") === "page",
              background: getComputedStyle(a).backgroundColor,
              title: a.querySelector(".cell-title").textContent};
    });
"""


@check("1280x800: the nav pane takes a quarter to two fifths, the content pane the rest (every language)")
def wide_split(browser, site):
    browser.viewport(*WIDE)
    for lang in LANGUAGES:
        for path in (f"{lang}/{DOCUMENT}/", f"{lang}/"):
            browser.open(path)
            panes = browser.js(PANES)
            share = panes["nav"] / panes["window"]
            expect(0.25 <= share <= 0.40, f"{path}: the nav pane is {share:.1%} of the window ({panes['nav']:.0f} of {panes['window']} px)")
            expect(panes["content"] > panes["nav"], f"{path}: the content pane ({panes['content']:.0f} px) is not wider than the nav ({panes['nav']:.0f} px)")
            expect(panes["navLeft"] <= 0.5 and panes["contentLeft"] >= panes["nav"] - 1,
                   f"{path}: the panes are not side by side (nav at {panes['navLeft']:.0f}, content at {panes['contentLeft']:.0f})")


@check("1280x800: exactly one nav row is current and only its background differs (every language)")
def current_row(browser, site):
    browser.viewport(*WIDE)
    for lang in LANGUAGES:
        for path in (f"{lang}/{DOCUMENT}/", f"{lang}/reports/alignment/", site.fallback(browser, lang) or f"{lang}/"):
            browser.open(path)
            rows = browser.js(NAV_ROWS)
            current = [row for row in rows if row["current"]]
            expect(len(current) == 1, f"{path}: {len(current)} nav rows are marked current")
            expect(current[0]["path"] == "/" + path.split("#")[0], f"{path}: the current row links {current[0]['path']}")
            same = [row["title"] for row in rows if not row["current"] and row["background"] == current[0]["background"]]
            expect(not same, f"{path}: the current row's background {current[0]['background']} is also on {same}")


@check("1280x800: clicking another nav row navigates and moves the highlight")
def click_row(browser, site):
    browser.viewport(*WIDE)
    browser.open(f"ko/{DOCUMENT}/")
    rows = browser.js(NAV_ROWS)
    targets = [row for row in rows if not row["current"] and "/reports/" not in row["path"]]
    expect(len(targets) >= 2, f"only {len(targets)} other rows in the nav")
    for target in (targets[-1], targets[0]):
        before = browser.js(NAV_ROWS)
        old = [row for row in before if row["current"]][0]
        browser.js("""var path = arguments[0];
                      Array.from(document.querySelectorAll("#primary .cell > a"))
                        .find(function (a) { return a.pathname === path; }).id = "row-to-click";""", target["path"])
        browser.click("#row-to-click")
        browser.wait(lambda: browser.js("return location.pathname") == target["path"] and
                     browser.js("return document.readyState") == "complete",
                     lambda: f"clicking {target['title']} did not go to {target['path']} (at {browser.path()})")
        after = browser.js(NAV_ROWS)
        current = [row for row in after if row["current"]]
        expect([row["path"] for row in current] == [target["path"]], f"after the click the current rows are {current}")
        old_now = [row for row in after if row["path"] == old["path"]][0]
        expect(old_now["background"] != current[0]["background"],
               f"the previous row {old['title']} still has the highlight {old_now['background']}")


@check("1280x800: the halves setting splits the window evenly and is remembered")
def halves(browser, site):
    browser.viewport(*WIDE)
    browser.open(f"ja/{DOCUMENT}/")
    browser.click("#view-button")
    browser.wait(lambda: browser.js("return document.getElementById('view-options').matches(':popover-open')"),
                 "the view options did not open")
    browser.click("label:has(> #split-halves)")
    panes = browser.js(PANES)
    expect(abs(panes["nav"] - panes["content"]) <= 2, f"halves: nav {panes['nav']:.0f} px, content {panes['content']:.0f} px")
    browser.reload()
    panes = browser.js(PANES)
    expect(abs(panes["nav"] - panes["content"]) <= 2, f"after a reload: nav {panes['nav']:.0f} px, content {panes['content']:.0f} px")
    expect(browser.js("return document.getElementById('split-halves').checked"), "after a reload the Halves option is not checked")


@check("768x1024 and 390x844: the nav pane is offscreen until asked for")
def narrow_offscreen(browser, site):
    for size in (PORTRAIT, PHONE):
        browser.viewport(*size)
        for lang in LANGUAGES:
            path = f"{lang}/{DOCUMENT}/"
            browser.open(path)
            nav = browser.box("#primary")
            width = size[0]
            expect(nav["right"] <= 0 or nav["left"] >= width, f"{size}: {path}: the nav pane is on screen at {nav}")
            expect(browser.style("#primary", "visibility") == "hidden", f"{size}: {path}: the offscreen nav is not hidden from tabbing")
            toggle = browser.box("#nav-toggle")
            expect(toggle["width"] > 0 and toggle["left"] >= 0 and toggle["right"] <= width,
                   f"{size}: {path}: the nav toggle is not in the top bar ({toggle})")
            content = browser.box("#content")
            expect(content["left"] <= 1 and content["width"] >= width * 0.9,
                   f"{size}: {path}: the content does not take the window ({content})")


@check("dark mode: the background and text change with prefers-color-scheme on every page type")
def dark_mode(browser, site):
    browser.viewport(*WIDE)
    browser.accept_language("fr")  # the root page then stays to offer its choice
    paths = list(site.page_types(browser, "ko").values()) + ["", "404.html"]
    for path in paths:
        colours = {}
        for scheme in ("light", "dark"):
            browser.color_scheme(scheme)
            browser.open(path)
            colours[scheme] = browser.js("""
                var body = getComputedStyle(document.body), main = document.getElementById("content");
                function bg(e) { while (e) { var c = getComputedStyle(e).backgroundColor; if (c !== "rgba(0, 0, 0, 0)") return c; e = e.parentElement; } return "none"; }
                return {background: bg(main), text: getComputedStyle(main.querySelector("h1") || main).color, body: body.backgroundColor};
            """)
        light, dark = colours["light"], colours["dark"]
        expect(light["background"] != dark["background"], f"/{path}: the background stays {light['background']} in dark mode")
        expect(light["text"] != dark["text"], f"/{path}: the text colour stays {light['text']} in dark mode")
        expect(luminance(dark["background"]) < luminance(light["background"]),
               f"/{path}: the dark background {dark['background']} is not darker than {light['background']}")


CLIPPED_TEXT = """
    var width = document.documentElement.clientWidth, problems = [];
    if (document.documentElement.scrollWidth > width + 1)
      problems.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " px wide in a " + width + " px window");
    // Screen-reader-only text is clipped to nothing on purpose.
    function screenReaderOnly(e) {
      for (; e && e !== document.body; e = e.parentElement) {
        var r = e.getBoundingClientRect(), clip = getComputedStyle(e).clip;
        if ((r.width <= 1 && r.height <= 1) || clip === "rect(0px, 0px, 0px, 0px)") return true;
      }
      return false;
    }
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), range = document.createRange();
    while (walker.nextNode() && problems.length < 8) {
      var node = walker.currentNode, element = node.parentElement;
      if (!node.textContent.trim() || !element.checkVisibility({visibilityProperty: true}) || screenReaderOnly(element)) continue;
      range.selectNodeContents(node);
      var rects = Array.from(range.getClientRects()).filter(function (r) { return r.width > 0; });
      var label = element.tagName.toLowerCase() + (element.className ? "." + String(element.className).split(" ")[0] : "") + " “" + node.textContent.trim().slice(0, 30) + "”";
      var style = getComputedStyle(element);
      if (style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth) { problems.push(label + " is cut short with an ellipsis"); continue; }
      rects.forEach(function (r) {
        // Text inside a box that scrolls sideways is reachable; text cut by overflow: hidden or the window is not.
        for (var a = element; a && a !== document.documentElement; a = a.parentElement) {
          var overflow = getComputedStyle(a).overflowX;
          if (overflow === "visible") continue;
          if (overflow === "auto" || overflow === "scroll") return;
          var box = a.getBoundingClientRect();
          if (r.left < box.left - 1 || r.right > box.right + 1) { problems.push(label + " is cut by " + a.tagName.toLowerCase() + "." + a.className); return; }
        }
        if (r.left < -1 || r.right > width + 1) problems.push(label + " runs past the window (" + Math.round(r.left) + "–" + Math.round(r.right) + " px)");
      });
    }
    return problems;
"""


@check("320 px wide: no text is clipped or runs off the window, on every page type in every language")
def no_clipping(browser, site):
    pages = {}
    for lang in LANGUAGES:
        for kind, path in site.page_types(browser, lang).items():
            pages[f"{lang} {kind}"] = path
    pages["root"] = "index.html"
    pages["404 page"] = "404.html"
    browser.viewport(*NARROW)
    browser.accept_language("fr")  # the root page then stays to offer its choice
    problems = []
    for label, path in pages.items():
        browser.open(path)
        found = browser.js(CLIPPED_TEXT)
        problems += [f"/{path}: {problem}" for problem in found]
        if "document" in label and browser.js("return !!document.getElementById('reading-parallel')"):
            browser.reading_mode("parallel", f"/{path}")
            problems += [f"/{path} (parallel): {problem}" for problem in browser.js(CLIPPED_TEXT)]
            browser.reading_mode("single", f"/{path}")
    expect(not problems, f"{len(problems)} clipped texts:\n      " + "\n      ".join(problems[:20]))

