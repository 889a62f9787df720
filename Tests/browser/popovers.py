"""The language picker and the view options: popovers anchored to their buttons, one at a time,
closed by a click outside or Esc; a language choice keeps the document and the paragraph."""

from harness import check, expect
from pages import DOCUMENT, PHONE, PORTRAIT, WIDE

OPEN = "return document.getElementById(arguments[0]).matches(':popover-open')"


def is_open(browser, popover):
    return browser.js(OPEN, popover)


def open_popover(browser, button, popover, where):
    browser.click(f"#{button}")
    browser.wait(lambda: is_open(browser, popover), f"{where}: #{popover} did not open from #{button}")
    # The browser fires `toggle` in a task after the popover shows: the script points the
    # arrow there, so the arrow is read once it has (not in the moment between).
    browser.wait(lambda: browser.js("return document.getElementById(arguments[0]).style.getPropertyValue('--arrow-offset') !== ''", popover),
                 f"{where}: #{popover}'s toggle handler never pointed its arrow")


@check("language picker: opens as a popover anchored under its button, small and inside the window (3 sizes)")
def anchored(browser, site):
    for size in (WIDE, PORTRAIT, PHONE):
        for lang in ("en", "ru"):
            where = f"{size[0]}x{size[1]} {lang}"
            browser.viewport(*size)
            browser.open(f"{lang}/{DOCUMENT}/")
            for button, popover in (("lang-button", "lang-picker"), ("view-button", "view-options")):
                open_popover(browser, button, popover, where)
                anchor, box = browser.box(f"#{button}"), browser.box(f"#{popover}")
                gap = box["top"] - anchor["bottom"]
                expect(0 <= gap <= 20, f"{where}: #{popover} starts {gap:.0f} px below its button")
                expect(box["left"] < anchor["right"] and box["right"] > anchor["left"],
                       f"{where}: #{popover} ({box['left']:.0f}–{box['right']:.0f}) is not under its button ({anchor['left']:.0f}–{anchor['right']:.0f})")
                expect(box["left"] >= 0 and box["right"] <= size[0], f"{where}: #{popover} runs out of the window ({box})")
                expect(box["width"] <= min(size[0], 360) and box["height"] <= size[1] * 0.75,
                       f"{where}: #{popover} is not small ({box['width']:.0f}×{box['height']:.0f})")
                arrow = browser.js("""
                    var p = document.getElementById(arguments[0]), b = document.getElementById(arguments[1]).getBoundingClientRect();
                    var box = p.getBoundingClientRect(), s = getComputedStyle(p, "::before");
                    var right = parseFloat(s.right), width = parseFloat(s.width);
                    return {middle: box.right - right - width / 2, button: b.left + b.width / 2};
                """, popover, button)
                expect(abs(arrow["middle"] - arrow["button"]) <= 12,
                       f"{where}: #{popover}'s arrow points at x={arrow['middle']:.0f}, its button's middle is at {arrow['button']:.0f}")
                browser.escape()
                browser.wait(lambda: not is_open(browser, popover), f"{where}: Esc did not close #{popover}")


@check("popovers: opening a second one closes the first; a click outside closes it")
def one_at_a_time(browser, site):
    for size in (WIDE, PHONE):
        where = f"{size[0]}x{size[1]}"
        browser.viewport(*size)
        browser.open(f"ko/{DOCUMENT}/")
        open_popover(browser, "lang-button", "lang-picker", where)
        browser.click("#view-button")
        browser.wait(lambda: is_open(browser, "view-options"), f"{where}: the view options did not open over the picker")
        expect(not is_open(browser, "lang-picker"), f"{where}: the language picker stayed open beside the view options")
        browser.click("#lang-button")
        browser.wait(lambda: is_open(browser, "lang-picker"), f"{where}: the picker did not open over the view options")
        expect(not is_open(browser, "view-options"), f"{where}: the view options stayed open beside the picker")
        box = browser.box("#lang-picker")
        x, y = max(box["left"] / 2, 10), box["bottom"] + (size[1] - box["bottom"]) / 2
        browser.click_at(x, y)
        browser.wait(lambda: not is_open(browser, "lang-picker"), f"{where}: a click outside at ({x:.0f}, {y:.0f}) left the picker open")
        expect(browser.js("return location.pathname") == f"/ko/{DOCUMENT}/", f"{where}: the click outside navigated to {browser.path()}")


@check("language picker: choosing a language opens the same document, at the same paragraph")
def same_document(browser, site):
    # Shorter than 800 px so every translation's page scrolls far enough to bring a paragraph to the top.
    browser.viewport(1280, 600)
    browser.open(f"ko/{DOCUMENT}/")
    # Scroll as a reader would until a paragraph past the first starts just under the top bar.
    block = browser.js("""
        var bar = document.querySelector(".top-bar"), pairs = document.querySelectorAll(".blocks > .pair[id]:not(.pair-columns)");
        for (var i = 1; i < pairs.length; i++) {
          window.scrollTo(0, pairs[i].getBoundingClientRect().top + scrollY - bar.offsetHeight - 4);
          var top = pairs[i].getBoundingClientRect().top - bar.getBoundingClientRect().bottom;
          if (top >= 0 && top <= 8) return pairs[i].id;
        }
        return null;
    """)
    expect(block, f"/ko/{DOCUMENT}/ is too short to scroll a paragraph to the top")
    for lang in ("ja", "ru", "en", "ko"):
        open_popover(browser, "lang-button", "lang-picker", lang)
        browser.click(f'#lang-picker a[data-lang="{lang}"]')
        expected = f"/{lang}/{DOCUMENT}/#{block}"
        browser.wait(lambda: browser.path() == expected and browser.js("return document.readyState") == "complete",
                     lambda: f"choosing {lang} went to {browser.path()}, not {expected}")
        expect(browser.js("return document.documentElement.lang") == lang, f"the page's lang is not {lang}")
        top = browser.js("return document.getElementById(arguments[0]).getBoundingClientRect().top - document.querySelector('.top-bar').getBoundingClientRect().bottom", block)
        expect(-2 <= top <= 40, f"{lang}: the paragraph #{block} is {top:.0f} px from the top bar, not at the top")


@check("language picker: a language without the document opens its fallback page with the notice")
def fallback_choice(browser, site):
    browser.viewport(*WIDE)
    fallbacks = {lang: site.fallback(browser, lang) for lang in ("en", "ja", "ru")}
    choices = [(lang, path) for lang, path in fallbacks.items() if path]
    expect(choices, "no language has a fallback page to try")
    for lang, path in choices:
        document = path.split("/", 1)[1]
        source = next(other for other in ("ko", "en", "ja", "ru") if other != lang and site.fallback(browser, other) != f"{other}/{document}")
        browser.open(f"{source}/{document}")
        open_popover(browser, "lang-button", "lang-picker", lang)
        coverage = browser.js("return document.querySelector('#lang-picker a[data-lang=\"' + arguments[0] + '\"] .status-mark').dataset.coverage", lang)
        expect(coverage in ("untranslated", "absent"), f"the picker on /{source}/{document} marks {lang} as {coverage}, not missing")
        browser.click(f'#lang-picker a[data-lang="{lang}"]')
        browser.wait(lambda: browser.js("return location.pathname") == f"/{path}", lambda: f"choosing {lang} on /{source}/{document} went to {browser.path()}")
        notice = browser.box("#fallback-notice")
        expect(notice and notice["height"] > 0, f"/{path}: no fallback notice is shown")
        expect(browser.js("return document.getElementById('fallback-notice').textContent.trim().length") > 10, f"/{path}: the notice is empty")
        expect(browser.js("return document.documentElement.lang") == lang, f"/{path}: the page's language is not {lang}")
