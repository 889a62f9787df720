"""The search checks: `python main.py EXPORT_DIR` serves EXPORT_DIR (written by the Swift test
SearchBrowserExport: tokens.json, seeds/, hostile/, bench/, bench-queries.json) with
Templates/assets/search.js and a blank page on a local HTTP server, and runs the checks in
headless Chromium with the browser suite's harness. Tests/browser/search/run does all of it."""

import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import harness  # noqa: E402
from browser import Browser  # noqa: E402

import tokens  # noqa: F401,E402
import relevance  # noqa: F401,E402
import hostile  # noqa: F401,E402
from server import serve  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>search checks</title>
<div id="out"></div><script src="/search.js"></script></html>"""


class Site:
    """What the checks need: the server's base URL and the export folder."""

    def __init__(self, base_url, folder):
        self.base_url = base_url
        self.folder = folder

    def path(self, *parts):
        return os.path.join(self.folder, *parts)


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: main.py EXPORT_DIR")
    folder = os.path.abspath(sys.argv[1])
    shutil.copy(os.path.join(ROOT, "Templates", "assets", "search.js"), os.path.join(folder, "search.js"))
    with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as file:
        file.write(PAGE)
    server, url = serve(folder)
    shots = os.path.join(ROOT, ".build", "browser-screenshots", "search-failures")
    print(f"search checks: {url} serving {folder}", flush=True)
    browser = Browser(url, shots)
    try:
        passed, failed = harness.run(browser, Site(url, folder), os.environ.get("HIG_BROWSER_ONLY"))
    finally:
        browser.quit()
        server.shutdown()
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
