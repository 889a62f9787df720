"""Writes the script-injection fixture: `python fixture.py CONTENT_DIR` copies the Popovers seed
(English heading and first paragraph, then Korean) into CONTENT_DIR/hostile.ko.txt under its own
title, with markup that would run script if the site let it through. Its document id is `hostile`."""

import os
import sys

PAYLOADS = {
    # The page title line becomes the document's title: shown in the nav, headings and <title>.
    # (A line with an image in it is a figure, not a title: the images are in the paragraphs.)
    "Popovers": "Hostile Markup <b onmouseover=alert(1)>bold</b>",
    # An English paragraph of its own and one inside a Korean paragraph.
    "Best practices": "Best practices\n\n<script>alert(1)</script>\n\n"
                      "See [the guide](javascript:alert(2)), [this page](data:text/html;base64,PHNjcmlwdD5hbGVydCgzKTwvc2NyaXB0Pg==) "
                      "and <img src=x onerror=alert(4)> <a href=\"javascript:alert(5)\">here</a>."
                      # Inline HTML is parsed and written through an allowlist: what could run must not
                      # survive it, and a tag soup must not close the page's own elements.
                      "\n\n<details open ontoggle=alert(12)><summary>Use a popover</summary> to show a small amount "
                      "<a href=\"&#106;avascript:alert(13)\">of</a> <a href=\" java&#9;script:alert(14)\">information</a>.</details> "
                      "<math><mtext><table><mglyph><style><img src=x onerror=alert(15)></math> <iframe srcdoc=\"<script>alert(16)</script>\"></iframe> "
                      "<div style=\"position:fixed;inset:0\" onmouseover=alert(17)></div></div></main></body> <form action=javascript:alert(18)><button>go</button></form>",
    "팝오버를 사용하여 소량의 정보나 기능을 노출할 수 있습니다.":
        "팝오버를 사용하여 <script>alert(6)</script> 소량의 [정보](javascript:alert(7))나 기능을 노출할 수 있습니다. "
        "<img src=x onerror=alert(8)> [데이터](data:text/html,<script>alert(9)</script>) "
        "[링크](JaVaScRiPt:alert(10)) <svg onload=alert(11)></svg>",
}


def main():
    content = sys.argv[1]
    with open(os.path.join(content, "popovers.ko.txt"), encoding="utf-8") as file:
        lines = file.read().split("\n")
    # The seed's first line is a browser page title naming the document; give the copy its own.
    lines[0] = "HIG - Hostile Markup"
    for original, replacement in PAYLOADS.items():
        index = lines.index(original)
        lines[index] = replacement
    with open(os.path.join(content, "hostile.ko.txt"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines))


if __name__ == "__main__":
    main()
