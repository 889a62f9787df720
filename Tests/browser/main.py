"""The browser suite: `python main.py BASE_URL` against a running `hig serve` (Tests/browser/run
starts one). Environment: HIG_SCREENSHOTS (folder for the screenshots, default
.build/browser-screenshots), HIG_HOSTILE_DOC (id of the script-injection fixture document),
HIG_CONTENT (the folder `hig serve` watches; the live-reload check edits a file there and puts
it back), HIG_BROWSER_ONLY (run only the checks whose area or name contains it)."""

import os
import shutil
import sys

import harness
from browser import Browser
from pages import Site

# Each module registers its checks when imported; they run in this order.
import layout  # noqa: F401,E402
import navigation  # noqa: F401,E402
import popovers  # noqa: F401,E402
import parallel  # noqa: F401,E402
import accessibility  # noqa: F401,E402
import safety  # noqa: F401,E402
import searching  # noqa: F401,E402
import nested  # noqa: F401,E402
import screenshots  # noqa: F401,E402
import live  # noqa: F401,E402


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: main.py BASE_URL")
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    shots = os.path.abspath(os.environ.get("HIG_SCREENSHOTS") or os.path.join(root, ".build", "browser-screenshots"))
    shutil.rmtree(shots, ignore_errors=True)
    os.makedirs(shots)
    print(f"browser suite: {sys.argv[1]}; screenshots in {shots}", flush=True)
    browser = Browser(sys.argv[1], os.path.join(shots, "failures"))
    try:
        site = Site(sys.argv[1], shots, os.environ.get("HIG_HOSTILE_DOC", "hostile"))
        passed, failed = harness.run(browser, site, os.environ.get("HIG_BROWSER_ONLY"))
    finally:
        browser.quit()
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
