"""`hig serve` in a browser: visiting page after page never stalls on the live-reload streams
(browsers allow six connections per host, and pages kept for Back would hold theirs), and a
page brought back by Back still reloads when its source changes. Runs last: it edits content."""

import os
import time

from harness import check, expect, note, skip
from pages import DOCUMENT, LANGUAGES, WIDE

MARKER = "브라우저 검사 표식 문장입니다."


@check("hig serve: a dozen page visits in a row each load at once (live-reload streams are not left open)")
def many_visits(browser, site):
    browser.viewport(*WIDE)
    for round in range(3):
        for lang in LANGUAGES:
            began = time.monotonic()
            browser.open(f"{lang}/{DOCUMENT}/")
            took = time.monotonic() - began
            expect(took < 3, f"visit {round * 4 + LANGUAGES.index(lang) + 1}: /{lang}/{DOCUMENT}/ took {took:.1f} s to load")


@check("hig serve: after Back, a change to the page's source reloads it with the new text")
def reload_after_back(browser, site):
    content = os.environ.get("HIG_CONTENT")
    if not content:
        skip("HIG_CONTENT (the served content folder) is not set; Tests/browser/run sets it")
    source = os.path.join(content, "popovers.ko.txt")
    with open(source, encoding="utf-8") as file:
        original = file.read()
    browser.viewport(*WIDE)
    browser.open("ko/popovers/")
    browser.open("ko/tables/")
    browser.driver.back()
    browser.wait(lambda: browser.js("return location.pathname") == "/ko/popovers/", "Back did not return to /ko/popovers/")
    restored = browser.js("return window.__higRestored === true")
    if not restored:
        note("Back loaded /ko/popovers/ afresh instead of restoring it from the back/forward cache")
    browser.js("window.__higBeforeEdit = true")
    try:
        with open(source, "w", encoding="utf-8") as file:
            file.write(original.replace("팝오버를 사용하여 소량의 정보나 기능을 노출할 수 있습니다.", MARKER, 1))
        browser.wait(lambda: browser.js("return !window.__higBeforeEdit && document.readyState === 'complete'") and
                     MARKER in browser.js("return document.getElementById('content').textContent"),
                     "the page did not reload with the edited text within 10 s", timeout=10)
    finally:
        with open(source, "w", encoding="utf-8") as file:
            file.write(original)
    browser.wait(lambda: MARKER not in (browser.js("return document.getElementById('content') && document.getElementById('content').textContent") or MARKER),
                 "the page did not reload again after the edit was undone", timeout=10)
