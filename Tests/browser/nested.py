"""Nested navigation groups (issue 14): a repository laid out like the HIG's own navigation
(foundations/, components/<category>/) with hig.yaml, served by a `hig serve` of its own. At
every width the nested group's header sits under its parent's, indented, inside the pane, with
its label in the reader's language, and the current page's row is in view."""

import os
import subprocess
import tempfile

from harness import check, expect
from pages import SIZES

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

FILES = {
    "hig.yaml": "languages: [en, ko]\ngroups:\n  foundations: {}\n  components:\n    title: {ko: 컴포넌트}\n",
    "foundations/color.md": "# Color\n\nJudicious use of color can enhance communication and evoke your brand.\n",
    "components/menus-and-actions/_index.ko.md": "---\ntitle: 메뉴와 동작\n---\n버튼과 메뉴입니다.\n",
    "components/menus-and-actions/buttons.md": "# Buttons\n\nA button initiates an instantaneous action when people click or tap it.\n",
    "components/menus-and-actions/buttons.ko.md": "# 버튼\n\n버튼은 사람들이 클릭하거나 탭할 때 즉각적인 동작을 시작합니다.\n",
    "components/layout-and-organization/lists-and-tables.md": "# Lists and tables\n\nLists and tables present data in one or more columns of rows.\n",
}

GEOMETRY = """
    var pane = document.getElementById("primary").getBoundingClientRect();
    function box(selector) {
        var element = document.querySelector(selector);
        if (!element) return null;
        var r = element.getBoundingClientRect();
        var link = element.querySelector("a");
        var text = link ? link.getBoundingClientRect() : r;
        return {left: r.left, right: r.right, top: r.top, textLeft: text.left, label: (link || element).textContent,
                depth: element.getAttribute("data-depth"), overflows: element.scrollWidth > element.clientWidth + 1};
    }
    var current = document.querySelector("#primary [aria-current=page]").getBoundingClientRect();
    return {pane: {left: pane.left, right: pane.right}, parent: box('[data-group="components"]'),
            nested: box('[data-group="components-menus-and-actions"]'),
            current: {top: current.top, bottom: current.bottom}, height: innerHeight};
"""


class Server:
    """`hig serve` on a free port over the fixture, stopped on exit."""

    def __enter__(self):
        self.folder = tempfile.TemporaryDirectory()
        for name, text in FILES.items():
            path = os.path.join(self.folder.name, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
        self.process = subprocess.Popen([os.path.join(ROOT, ".build/debug/hig"), "serve", "--port", "0", "--content", self.folder.name],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=self.folder.name)
        first = self.process.stdout.readline().strip()
        expect(first.startswith("Serving "), f"hig serve did not start on the nested fixture: {first!r}")
        self.url = first[len("Serving "):]
        return self

    def __exit__(self, *_):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.folder.cleanup()


@check("every width: a nested group (components/menus-and-actions) sits under its parent, indented, inside the pane, labelled in the reader's language")
def nested_groups(browser, site):
    with Server() as server:
        for size_name, size in SIZES.items():
            for lang, parent_label, nested_label in (("en", "Components", "Menus And Actions"), ("ko", "컴포넌트", "메뉴와 동작")):
                where = f"{size_name} {lang}"
                browser.viewport(*size)
                browser.driver.get(f"{server.url}{lang}/buttons/")
                browser.wait(lambda: browser.js("return document.readyState") == "complete", f"{where}: the page did not load")
                if browser.js("return getComputedStyle(document.getElementById('nav-toggle')).display") != "none":
                    browser.click("#nav-toggle")
                    browser.wait(lambda: browser.js("return document.getElementById('nav-toggle').getAttribute('aria-expanded')") == "true"
                                 and browser.js(GEOMETRY)["pane"]["left"] >= -0.5, f"{where}: the nav pane did not open")
                g = browser.wait(lambda: (lambda s: s if s["pane"]["left"] >= -0.5 else None)(browser.js(GEOMETRY)), f"{where}: pane offscreen")
                parent, nested, pane = g["parent"], g["nested"], g["pane"]
                expect(parent and nested, f"{where}: the components headers are missing ({g})")
                expect(parent["label"] == parent_label and nested["label"] == nested_label,
                       f"{where}: labels {parent['label']!r} / {nested['label']!r}, expected {parent_label!r} / {nested_label!r}")
                expect(nested["depth"] == "1" and parent["depth"] is None, f"{where}: depths {parent['depth']} / {nested['depth']}")
                expect(nested["top"] > parent["top"], f"{where}: the nested header is not below its parent's")
                expect(nested["textLeft"] >= parent["textLeft"] + 8, f"{where}: the nested header is not indented ({nested['textLeft']} vs {parent['textLeft']})")
                expect(nested["left"] >= pane["left"] - 0.5 and nested["right"] <= pane["right"] + 0.5 and not nested["overflows"],
                       f"{where}: the nested header leaves the pane ({nested}, pane {pane})")
                expect(g["current"]["top"] >= 0 and g["current"]["bottom"] <= g["height"], f"{where}: the current row is not in view ({g['current']})")
