"""The overlay navigation on narrow and portrait windows: the top-bar button, Esc, a tap outside
and a swipe from the leading edge open and close it, and focus comes back to the button."""

from harness import check, expect
from pages import DOCUMENT, LANGUAGES, PHONE, PORTRAIT

STATE = """
    var nav = document.getElementById("primary").getBoundingClientRect();
    return {expanded: document.getElementById("nav-toggle").getAttribute("aria-expanded"),
            left: nav.left, right: nav.right, width: nav.width,
            visible: getComputedStyle(document.getElementById("primary")).visibility === "visible"};
"""


def wait_open(browser, what):
    width = browser.size[0]
    return browser.wait(lambda: (lambda s: s["expanded"] == "true" and s["visible"] and s["left"] >= -0.5
                                 and s["right"] <= width + 0.5 and s["width"] > 0 and s)(browser.js(STATE)),
                        lambda: f"{what}: the nav pane did not open on screen ({browser.js(STATE)})")


def wait_closed(browser, what):
    width = browser.size[0]
    return browser.wait(lambda: (lambda s: s["expanded"] == "false" and not s["visible"]
                                 and (s["right"] <= 0.5 or s["left"] >= width - 0.5))(browser.js(STATE)),
                        lambda: f"{what}: the nav pane did not close offscreen ({browser.js(STATE)})")


def each_narrow_page(browser):
    for size in (PORTRAIT, PHONE):
        for lang in LANGUAGES:
            browser.viewport(*size)
            browser.open(f"{lang}/{DOCUMENT}/")
            yield f"{size[0]}x{size[1]} {lang}"


@check("768x1024 and 390x844: the top-bar button opens the pane, aria-expanded flips, focus moves into it")
def button_opens(browser, site):
    for where in each_narrow_page(browser):
        expect(browser.js(STATE)["expanded"] == "false", f"{where}: aria-expanded is not false before opening")
        browser.click("#nav-toggle")
        wait_open(browser, where)
        focus = browser.js("return document.getElementById('primary').contains(document.activeElement)")
        expect(focus, f"{where}: focus stayed at {browser.active()} instead of moving into the pane")
        current = browser.js("var a = document.querySelector('#primary [aria-current=page]'); var r = a.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight;")
        expect(current, f"{where}: the current row is not in view in the opened pane")
        browser.click("#nav-toggle")
        wait_closed(browser, f"{where}, the button again")
        expect(browser.active() == "#nav-toggle", f"{where}: after closing, focus is on {browser.active()}")


@check("768x1024 and 390x844: Esc closes the pane and focus returns to the button")
def escape_closes(browser, site):
    for where in each_narrow_page(browser):
        browser.click("#nav-toggle")
        wait_open(browser, where)
        browser.escape()
        wait_closed(browser, f"{where}, Esc")
        expect(browser.active() == "#nav-toggle", f"{where}: after Esc, focus is on {browser.active()}")


@check("768x1024 and 390x844: a click outside the pane closes it and focus returns to the button")
def click_outside_closes(browser, site):
    for where in each_narrow_page(browser):
        browser.click("#nav-toggle")
        state = wait_open(browser, where)
        width, height = browser.size
        x, y = (state["right"] + width) / 2, height * 0.6
        hit = browser.js("var e = document.elementFromPoint(arguments[0], arguments[1]); return !!e && !document.getElementById('primary').contains(e);", x, y)
        expect(hit, f"{where}: ({x:.0f}, {y:.0f}) is inside the pane; nothing outside to click")
        browser.click_at(x, y)
        wait_closed(browser, f"{where}, click outside")
        expect(browser.active() == "#nav-toggle", f"{where}: after the click outside, focus is on {browser.active()}")
        expect(browser.js("return location.pathname") == f"/{where.split()[1]}/{DOCUMENT}/",
               f"{where}: the click outside went through to the page: now at {browser.path()}")


@check("768x1024 and 390x844: a touch swipe from the leading edge opens the pane; one from the middle does not")
def edge_swipe(browser, site):
    for where in each_narrow_page(browser):
        width, height = browser.size
        browser.swipe((width * 0.5, height * 0.5), (width * 0.5 + 150, height * 0.5 + 4))
        state = browser.js(STATE)
        expect(state["expanded"] == "false" and not state["visible"], f"{where}: a swipe from the middle opened the pane")
        browser.swipe((3, height * 0.5), (160, height * 0.5 + 6))
        wait_open(browser, f"{where}, swipe from the edge")
        browser.escape()
        wait_closed(browser, f"{where}, Esc after the swipe")
