"""What the suite knows about the site under test: its languages, the window sizes the issue
names, and where each page type lives. Pages that depend on content (the fallback page of a
language) are found in the browser, from the navigation's coverage marks."""

LANGUAGES = ["en", "ko", "ja", "ru"]
WIDE = (1280, 800)
PORTRAIT = (768, 1024)
PHONE = (390, 844)
NARROW = (320, 640)
SIZES = {"1280x800": WIDE, "768x1024": PORTRAIT, "390x844": PHONE, "320x640": NARROW}

# The seed every language translates: English interleaved with ko and ja, Russian aligned to it.
DOCUMENT = "split-views"


class Site:
    def __init__(self, base_url, screenshots, hostile):
        self.base_url = base_url
        self.screenshots = screenshots
        self.hostile = hostile
        self._discovered = {}

    def fallback(self, browser, lang):
        """The path of a document missing in `lang` (shown in another language with a notice),
        read from the navigation's coverage marks; None when every document is translated."""
        if lang not in self._discovered:
            self._discover(browser, lang)
        return self._discovered[lang]["fallback"]

    def group(self, browser, lang):
        """The path of the first group page the navigation links."""
        if lang not in self._discovered:
            self._discover(browser, lang)
        return self._discovered[lang]["group"]

    def _discover(self, browser, lang):
        browser.open(f"{lang}/")
        found = browser.js("""
            var missing = Array.from(document.querySelectorAll("#primary .cell a"))
              .filter(function (a) { var m = a.querySelector(".status-mark"); return m && (m.dataset.coverage === "untranslated" || m.dataset.coverage === "absent"); })
              .map(function (a) { return a.pathname.slice(1); });
            var group = document.querySelector("#primary .table-section-header a");
            return {missing: missing, group: group ? group.pathname.slice(1) : null};
        """)
        missing = [path for path in found["missing"] if f"/{self.hostile}/" not in f"/{path}"]
        self._discovered[lang] = {"fallback": missing[0] if missing else None, "group": found["group"]}

    def page_types(self, browser, lang):
        """Every page type of a language: name -> path (parallel mode is the document page with
        the reading toggle switched; 404 is any missing path)."""
        pages = {
            "home": f"{lang}/",
            "group": self.group(browser, lang),
            "document": f"{lang}/{DOCUMENT}/",
            "report": f"{lang}/reports/alignment/",
            "report-document": f"{lang}/reports/alignment/{DOCUMENT}/",
            "404": f"{lang}/no-such-page/",
        }
        fallback = self.fallback(browser, lang)
        if fallback:
            pages["fallback"] = fallback
        return pages
