"""Content that tries to run script (the fixture document Tests/browser/run adds: `<script>`,
`javascript:` and `data:text/html` links, `<img onerror>`, markup in its title) runs nothing:
no dialog, no console error, nothing executable in the page, and its links go nowhere harmful."""

import time

from harness import check, expect
from pages import LANGUAGES, WIDE

EXECUTABLE = """
    var found = [];
    document.querySelectorAll("#content script, #primary script, #content img, #content iframe, #content object, #content embed")
      .forEach(function (e) { found.push("<" + e.tagName.toLowerCase() + "> in the page"); });
    document.querySelectorAll("body *").forEach(function (e) {
      Array.from(e.attributes).forEach(function (a) {
        if (/^on/i.test(a.name)) found.push(e.tagName.toLowerCase() + " has " + a.name + "=" + a.value);
        if (/^(href|src|action|formaction)$/i.test(a.name) && /^\\s*(javascript|data|vbscript):/i.test(a.value))
          found.push(e.tagName.toLowerCase() + " " + a.name + "=" + a.value.slice(0, 40));
      });
    });
    return found;
"""


def hostile_pages(browser, site):
    paths = [f"{lang}/{site.hostile}/" for lang in LANGUAGES]
    paths += [f"ko/reports/alignment/{site.hostile}/", "ko/", "en/reports/alignment/"]
    browser.open(paths[0])
    expect(browser.js("return !!document.querySelector('.document .blocks .pair')"),
           f"no fixture document at /{paths[0]}: Tests/browser/run adds it to the content it serves")
    return paths


@check("hostile content: no dialog, no console error, nothing executable on its pages (every language, report, home)")
def nothing_runs(browser, site):
    browser.viewport(*WIDE)
    problems = []
    for path in hostile_pages(browser, site):
        browser.open(path)
        browser.console_errors()  # drop what an earlier page left
        browser.reload()
        problems += [f"/{path}: dialog {d}" for d in browser.dialogs()]
        problems += [f"/{path}: console: {e}" for e in browser.console_errors()]
        problems += [f"/{path}: {e}" for e in browser.js(EXECUTABLE)]
    expect(not problems, "\n      ".join(problems))


@check("hostile content: its markup shows as text where the site shows source text (title, report)")
def shown_as_text(browser, site):
    browser.viewport(*WIDE)
    hostile_pages(browser, site)
    browser.open(f"ko/{site.hostile}/")
    title = browser.js("return document.querySelector('.doc-title').textContent")
    expect("<b onmouseover" in title, f"the fixture's title lost its markup text: {title!r}")
    expect("<b onmouseover" in browser.js("return document.title"), "the window title lost the markup text")
    browser.open(f"ko/reports/alignment/{site.hostile}/")
    text = browser.js("return document.getElementById('content').textContent")
    expect("<script>alert(1)</script>" in text, "the report does not show the <script> text the source holds")


@check("hostile content: clicking each of its links runs nothing and stays on the site")
def links_harmless(browser, site):
    browser.viewport(*WIDE)
    hostile_pages(browser, site)
    for lang in ("ko", "en"):
        path = f"{lang}/{site.hostile}/"
        browser.open(path)
        # Every visible link in the content except those to other sites (the seed's own source
        # links): this suite sends no traffic off the machine.
        visible = ("return Array.from(document.querySelectorAll('.blocks a')).filter(function (a) {"
                   " return a.checkVisibility() && !(/^https?:$/.test(a.protocol) && a.host !== location.host); })")
        count = len(browser.js(visible))
        expect(count >= 2, f"/{path}: only {count} links in the content; the fixture has more")
        for index in range(count):
            browser.open(path)
            browser.console_errors()
            browser.js(visible.replace("return ", "var links = ", 1) + "; links[arguments[0]].id = 'link-to-click';", index)
            href = browser.js("return document.getElementById('link-to-click').getAttribute('href')")
            browser.js("window.__higBeforeClick = true")
            browser.click("#link-to-click")
            # A navigation or a `javascript:` URL acts after the click returns: give it time
            # to happen (the mark is gone once another page loaded) before looking.
            deadline = time.monotonic() + 0.5
            while time.monotonic() < deadline:
                if browser.js("return window.__higBeforeClick !== true && document.readyState === 'complete'"):
                    break
                time.sleep(0.05)
            expect(browser.url().startswith(browser.base_url), f"/{path}: the link {href!r} left the site for {browser.url()}")
            expect(not browser.dialogs(), f"/{path}: clicking {href!r} opened a dialog")
            expect(not browser.console_errors(), f"/{path}: clicking {href!r} logged errors")


@check("every page type in every language loads with no console error and no dialog")
def clean_console(browser, site):
    browser.viewport(*WIDE)
    problems = []
    for lang in LANGUAGES:
        for kind, path in site.page_types(browser, lang).items():
            browser.console_errors()
            browser.open(path)
            errors = browser.console_errors()
            if kind == "404":  # the page's own status is logged as a failed load; nothing else may be
                errors = [e for e in errors if not (path in e and "404" in e)]
            problems += [f"/{path}: {e}" for e in errors] + [f"/{path}: dialog {d}" for d in browser.dialogs()]
    expect(not problems, "\n      ".join(problems))
