"""Parallel reading: English beside the translation, one row per aligned block, partners lined
up, hovering one highlights the other, and the reading mode survives a reload."""

from harness import check, expect
from pages import DOCUMENT, PHONE, WIDE

TRANSLATIONS = ("ko", "ja", "ru")

CELLS = """
    return Array.from(document.querySelectorAll(".blocks > .pair[id]")).map(function (pair) {
      var src = pair.querySelector(":scope > .cell-src"), main = pair.querySelector(":scope > .cell-main");
      function box(e) {
        if (!e || !e.checkVisibility()) return null;
        var r = e.getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, width: r.width};
      }
      return {id: pair.id, src: box(src), main: box(main), english: !!src && !src.querySelector(".cell-empty"),
              translated: !!main && !main.querySelector(".cell-empty")};
    });
"""


@check("parallel mode: each English block's top edge lines up with its partner's (within 2 px), English on the leading side")
def aligned_rows(browser, site):
    for size in (WIDE, PHONE):
        for lang in TRANSLATIONS:
            where = f"{size[0]}x{size[1]} /{lang}/{DOCUMENT}/"
            browser.viewport(*size)
            browser.open(f"{lang}/{DOCUMENT}/")
            browser.click("label:has(> #reading-single)")
            single = browser.js(CELLS)
            expect(all(not (row["src"] and row["main"]) for row in single), f"{where}: single mode shows both cells of a row")
            browser.reading_mode("parallel", where)
            rows = [row for row in browser.js(CELLS) if row["english"]]
            pairs = [row for row in rows if row["translated"]]
            expect(len(pairs) >= 3, f"{where}: only {len(pairs)} translated English blocks to compare")
            for row in rows:
                expect(row["src"] and row["main"], f"{where}: #{row['id']} does not show both cells in parallel mode")
                expect(abs(row["src"]["top"] - row["main"]["top"]) <= 2,
                       f"{where}: #{row['id']}: English top {row['src']['top']:.1f}, translation top {row['main']['top']:.1f}")
                expect(row["src"]["right"] <= row["main"]["left"],
                       f"{where}: #{row['id']}: the English ({row['src']['left']:.0f}–{row['src']['right']:.0f}) is not before the translation ({row['main']['left']:.0f})")
                expect(row["main"]["width"] > size[0] * 0.2, f"{where}: #{row['id']}: the translation column is {row['main']['width']:.0f} px wide")


HIGHLIGHT = """
    var pair = document.getElementById(arguments[0]);
    return [".cell-src", ".cell-main"].map(function (s) { return getComputedStyle(pair.querySelector(":scope > " + s)).backgroundColor; });
"""


@check("parallel mode: hovering either block highlights its partner")
def hover_highlights(browser, site):
    browser.viewport(*WIDE)
    for lang in TRANSLATIONS:
        where = f"/{lang}/{DOCUMENT}/"
        browser.open(f"{lang}/{DOCUMENT}/")
        browser.reading_mode("parallel", where)
        browser.hover(2, 2)
        rows = [row for row in browser.js(CELLS) if row["english"] and row["translated"]]
        expect(len(rows) >= 3, f"{where}: only {len(rows)} rows with both languages to hover")
        for row in rows[:3]:
            browser.js("document.getElementById(arguments[0]).scrollIntoView({block: 'center'})", row["id"])
            resting = browser.js(HIGHLIGHT, row["id"])
            for side in ("src", "main"):
                cell = browser.box(f"#{row['id']} > .cell-{side}")
                # A point inside the cell's visible part, below the sticky bar and column headers.
                covered = browser.box(".pair-columns")["bottom"]
                top, bottom = max(cell["top"], covered), min(cell["bottom"], browser.size[1])
                expect(bottom - top > 10, f"{where}: #{row['id']}'s {side} cell is not in view to hover")
                browser.hover(cell["left"] + 10, (top + bottom) / 2)
                other = 1 if side == "src" else 0
                colours = browser.wait(lambda: (lambda c: c[other] != resting[other] and c)(browser.js(HIGHLIGHT, row["id"])),
                                       f"{where}: hovering #{row['id']}'s {side} cell left its partner at {resting[other]}", timeout=1.5)
                expect(colours[0] == colours[1], f"{where}: #{row['id']}: the two highlighted cells differ: {colours}")
                browser.hover(2, 2)
                browser.wait(lambda: browser.js(HIGHLIGHT, row["id"]) == resting,
                             f"{where}: #{row['id']} stays highlighted after the pointer left", timeout=1.5)


@check("parallel mode: the choice survives a reload and another page; single mode too")
def remembered(browser, site):
    browser.viewport(*WIDE)
    where = f"/ko/{DOCUMENT}/"
    browser.open(f"ko/{DOCUMENT}/")
    browser.reading_mode("parallel", where)
    browser.reload()

    def parallel_now():
        checked = browser.js("return document.getElementById('reading-parallel').checked")
        rows = [row for row in browser.js(CELLS) if row["english"] and row["translated"]]
        return checked and all(row["src"] and row["main"] for row in rows)

    expect(parallel_now(), f"{where}: after a reload the page is not in parallel mode")
    browser.open(f"ja/{DOCUMENT}/")
    expect(parallel_now(), f"/ja/{DOCUMENT}/: the parallel choice did not carry over to another page")
    browser.click("label:has(> #reading-single)")
    browser.reload()
    expect(browser.js("return document.getElementById('reading-single').checked"), "after choosing single mode and reloading, it is not checked")
    rows = browser.js(CELLS)
    expect(all(not (row["src"] and row["main"]) for row in rows), "after choosing single mode and reloading, rows still show both cells")
