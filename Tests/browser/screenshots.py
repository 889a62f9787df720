"""Screenshots of each page type at each size, for a person to look at: SIZE/LANG-TYPE.png in the
folder the run prints (light, plus dark mode and the open states the checks exercise)."""

import os
import struct

from harness import check, expect
from pages import NARROW, PHONE, PORTRAIT, SIZES


def png_size(path):
    with open(path, "rb") as file:
        header = file.read(24)
    expect(header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG")
    return struct.unpack(">II", header[16:24])


@check("screenshots: every page type at 1280x800, 768x1024, 390x844 and 320x640 (ko; en document and fallback)")
def every_page_type(browser, site):
    pages = {f"ko-{kind}": path for kind, path in site.page_types(browser, "ko").items()}
    pages.update({f"en-{kind}": path for kind, path in site.page_types(browser, "en").items() if kind in ("document", "fallback")})
    pages["root"] = "index.html"
    browser.accept_language("fr")  # the language chooser stays when no language matches
    written = []
    for size_name, size in SIZES.items():
        folder = os.path.join(site.screenshots, size_name)
        os.makedirs(folder, exist_ok=True)
        browser.viewport(*size)
        for scheme in ("light", "dark"):
            browser.color_scheme(scheme)
            suffix = "" if scheme == "light" else "-dark"
            for name, path in pages.items():
                if scheme == "dark" and name not in ("ko-document", "ko-report-document", "ko-home"):
                    continue
                browser.open(path)
                written.append(browser.screenshot(os.path.join(folder, f"{name}{suffix}.png")))
                if name == "ko-document":
                    browser.reading_mode("parallel", path)
                    written.append(browser.screenshot(os.path.join(folder, f"ko-parallel{suffix}.png")))
                    browser.click("#lang-button")
                    browser.wait(lambda: browser.js("return document.getElementById('lang-picker').matches(':popover-open')"), "the picker did not open")
                    written.append(browser.screenshot(os.path.join(folder, f"ko-language-picker{suffix}.png")))
                    browser.escape()
                    browser.click("label:has(> #reading-single)")
                    if size in (PORTRAIT, PHONE, NARROW):
                        browser.click("#nav-toggle")
                        browser.wait(lambda: browser.style("#primary", "visibility") == "visible", "the nav did not open")
                        browser.wait(lambda: browser.box("#primary")["left"] >= 0, "the nav did not slide in")
                        written.append(browser.screenshot(os.path.join(folder, f"ko-nav-open{suffix}.png")))
    for path in written:
        width, height = png_size(path)
        expected = SIZES[os.path.basename(os.path.dirname(path))]
        expect((width, height) == expected, f"{path} is {width}x{height}, not {expected}")
    print(f"      {len(written)} screenshots in {site.screenshots}", flush=True)
