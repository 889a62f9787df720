"""axe-core on every page type in every language, and keyboard-only use: Tab reaches the nav
toggle, the language picker and every nav row, each with a visible focus ring."""

from colours import contrast
from harness import check, expect, note
from pages import DOCUMENT, LANGUAGES, PHONE, WIDE

BLOCKING = ("serious", "critical")


def audit(browser, label):
    """axe-core's violations on the current page: serious and critical ones are returned as
    problems, moderate ones are printed as notes."""
    problems = []
    for violation in browser.axe():
        line = f"{label}: {violation['impact']} {violation['id']} ({violation['help']}): " + "; ".join(violation["nodes"])
        if violation["impact"] in BLOCKING:
            problems.append(line)
        elif violation["impact"] == "moderate":
            note(line)
    return problems


@check("axe-core: no serious or critical violation on any page type in any language (1280x800)")
def axe_every_page(browser, site):
    browser.viewport(*WIDE)
    problems = []
    audited = 0
    for lang in LANGUAGES:
        for kind, path in site.page_types(browser, lang).items():
            browser.open(path)
            problems += audit(browser, f"/{path} ({kind})")
            audited += 1
            if kind == "document" and browser.js("return !!document.getElementById('reading-parallel')"):
                browser.reading_mode("parallel", f"/{path}")
                problems += audit(browser, f"/{path} (parallel)")
                browser.reading_mode("single", f"/{path}")
                audited += 1
    browser.accept_language("fr")  # the language chooser stays when no language matches
    for path in ("index.html", "404.html"):
        browser.open(path)
        problems += audit(browser, f"/{path}")
        audited += 1
    expect(audited >= 30, f"only {audited} pages audited")
    expect(not problems, f"{len(problems)} serious or critical violations:\n      " + "\n      ".join(problems))


@check("axe-core: no serious or critical violation with the nav open or a popover open, in dark mode (390x844)")
def axe_states(browser, site):
    problems = []
    for scheme in ("light", "dark"):
        browser.color_scheme(scheme)
        for lang in ("ko", "ru"):
            browser.viewport(*PHONE)
            path = f"{lang}/{DOCUMENT}/"
            browser.open(path)
            browser.click("#nav-toggle")
            browser.wait(lambda: browser.style("#primary", "visibility") == "visible", f"/{path}: the nav did not open")
            problems += audit(browser, f"/{path} {scheme}, nav open")
            browser.escape()
            browser.click("#lang-button")
            browser.wait(lambda: browser.js("return document.getElementById('lang-picker').matches(':popover-open')"),
                         f"/{path}: the picker did not open")
            problems += audit(browser, f"/{path} {scheme}, language picker open")
            browser.escape()
            browser.viewport(*WIDE)
            for report in (f"{lang}/reports/alignment/", f"{lang}/reports/alignment/{DOCUMENT}/"):
                browser.open(report)
                problems += audit(browser, f"/{report} {scheme}")
    expect(not problems, f"{len(problems)} serious or critical violations:\n      " + "\n      ".join(problems))


FOCUS = """
    var e = document.activeElement;
    if (!e || e === document.body) return null;
    var s = getComputedStyle(e), r = e.getBoundingClientRect();
    function background(n) {
      for (; n; n = n.parentElement) { var c = getComputedStyle(n).backgroundColor; if (c !== "rgba(0, 0, 0, 0)" && c !== "transparent") return c; }
      return getComputedStyle(document.body).backgroundColor;
    }
    // Where the ring would be cut: the nearest ancestor that clips its overflow.
    var clip = null;
    for (var a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible") { var b = a.getBoundingClientRect(); clip = {left: b.left, right: b.left + a.clientWidth}; break; }
    }
    // A segmented control draws its ring on the label text beside the hidden radio.
    var ring = e.matches("input[type=radio]") && e.nextElementSibling ? e.nextElementSibling : e, rs = getComputedStyle(ring);
    return {id: e.id, href: e.getAttribute("href"), path: e.pathname || null, inPane: !!e.closest("#primary"), inNav: !!e.closest("#primary") && e.matches(".cell > a"),
            outline: rs.outlineStyle, width: parseFloat(rs.outlineWidth) || 0, offset: parseFloat(rs.outlineOffset) || 0,
            // A ring drawn outside the element lies on what is behind the element.
            colour: rs.outlineColor,
            background: background(parseFloat(rs.outlineOffset) >= 0 ? ring.parentElement : ring),
            left: r.left, right: r.right, visible: r.width > 0 && r.height > 0, clip: clip,
            label: (e.id ? "#" + e.id : e.tagName.toLowerCase() + " " + (e.getAttribute("href") || "") + " " + e.textContent.trim().slice(0, 30))};
"""

NAV_ROWS = "return Array.from(document.querySelectorAll('#primary .cell > a')).map(function (a) { return a.pathname; });"


def ring_problem(focus):
    """Why the focused element shows no visible focus ring, or None."""
    if not focus["visible"]:
        return "it is not on screen"
    if focus["outline"] == "none" or focus["width"] < 2:
        # The site draws every ring as an outline; a box-shadow may be a separator, not focus.
        return f"no outline ({focus['outline']} {focus['width']} px)"
    ratio = contrast(focus["colour"], focus["background"])
    if ratio < 3:
        return f"the ring {focus['colour']} has contrast {ratio:.1f} against {focus['background']}"
    spread = focus["width"] + max(focus["offset"], 0)
    if focus["clip"] and (focus["left"] - spread < focus["clip"]["left"] - 0.5 or focus["right"] + spread > focus["clip"]["right"] + 0.5):
        return f"the ring ({focus['left'] - spread:.0f}–{focus['right'] + spread:.0f}) is cut by its scrolling box ({focus['clip']['left']:.0f}–{focus['clip']['right']:.0f})"
    return None


def tab_through(browser, limit, stop=None, backwards=False):
    """Presses Tab (or Shift+Tab) up to `limit` times; returns what had focus after each press."""
    seen = []
    for _ in range(limit):
        browser.tab(backwards)
        focus = browser.js(FOCUS)
        if focus is None:
            continue
        seen.append(focus)
        if stop and stop(focus):
            break
    return seen


@check("keyboard, 1280x800: Tab reaches the language picker and every nav row, each with a visible focus ring (every language)")
def keyboard_wide(browser, site):
    browser.viewport(*WIDE)
    for lang in LANGUAGES:
        path = f"{lang}/{DOCUMENT}/"
        browser.open(path)
        rows = browser.js(NAV_ROWS)
        seen = tab_through(browser, len(rows) + 20, stop=lambda f: f["inNav"] and f["path"] == rows[-1])
        reached = {focus["id"] for focus in seen} | {focus["path"] for focus in seen if focus["inNav"]}
        expect("lang-button" in reached, f"/{path}: Tab never reached the language picker: {[f['label'] for f in seen]}")
        missing = [row for row in rows if row not in reached]
        expect(not missing, f"/{path}: Tab never reached the nav rows {missing}")
        rings = [f"{focus['label']}: {ring_problem(focus)}" for focus in seen if ring_problem(focus)]
        expect(not rings, f"/{path}: focus without a visible ring:\n      " + "\n      ".join(rings))
        # Enter on the focused language button opens the picker; Esc closes it and focus stays on the button.
        browser.open(path)
        tab_through(browser, 20, stop=lambda f: f["id"] == "lang-button")
        browser.enter()
        browser.wait(lambda: browser.js("return document.getElementById('lang-picker').matches(':popover-open')"),
                     f"/{path}: Enter on the language button did not open the picker")
        browser.escape()
        expect(browser.active() == "#lang-button", f"/{path}: after Esc, focus is on {browser.active()}, not the language button")


@check("keyboard, 390x844: Tab reaches the nav toggle and the language picker; Enter opens the pane and Tab reaches every row (every language)")
def keyboard_narrow(browser, site):
    browser.viewport(*PHONE)
    for lang in LANGUAGES:
        path = f"{lang}/{DOCUMENT}/"
        browser.open(path)
        rows = browser.js(NAV_ROWS)
        seen = tab_through(browser, 12, stop=lambda f: f["id"] == "lang-button")
        ids = [focus["id"] for focus in seen]
        expect("nav-toggle" in ids and "lang-button" in ids, f"/{path}: Tab went {[f['label'] for f in seen]}")
        expect(not any(focus["inNav"] for focus in seen), f"/{path}: Tab reached a row of the closed, offscreen nav")
        rings = [f"{focus['label']}: {ring_problem(focus)}" for focus in seen if ring_problem(focus)]
        expect(not rings, f"/{path}: focus without a visible ring:\n      " + "\n      ".join(rings))
        reached = set()
        for backwards in (False, True):
            browser.js("document.getElementById('nav-toggle').focus()")
            browser.enter()
            browser.wait(lambda: browser.js("return document.getElementById('nav-toggle').getAttribute('aria-expanded')") == "true",
                         f"/{path}: Enter on the toggle did not open the pane")
            start = browser.js(FOCUS)
            expect(start and start["inNav"], f"/{path}: opening the pane left focus on {start and start['label']}")
            walk = [start] + tab_through(browser, len(rows) + 12, stop=lambda f: not f["inPane"], backwards=backwards)
            inside = [focus for focus in walk if focus["inPane"]]
            reached |= {focus["path"] for focus in inside if focus["inNav"]}
            rings = [f"{focus['label']}: {ring_problem(focus)}" for focus in inside if ring_problem(focus)]
            expect(not rings, f"/{path}: nav rows without a visible ring:\n      " + "\n      ".join(rings))
            if not walk[-1]["inPane"]:
                browser.wait(lambda: browser.js("return document.getElementById('nav-toggle').getAttribute('aria-expanded')") == "false",
                             f"/{path}: focus left the open pane for {walk[-1]['label']} but the pane stayed open over it")
            else:
                browser.escape()
        missing = [row for row in rows if row not in reached]
        expect(not missing, f"/{path}: Tab and Shift+Tab in the open pane never reached {missing}")
