#!/usr/bin/env python3
"""How `hig ingest` holds up when the kinds of mess real translations have are added to a
scored corpus (../shared/aligncorpus): each kind is applied to every text of the corpus, and
the result is scored as score.py scores it, each document alone and all in one folder.

usage: align-robustness.py HIG [--corpus DIR] [--kinds a,b,...] [--alone] [--together] [--seed N]

Prints one line per kind: link F1 each alone and together, the confident links right, and
the documents that lost most. A kind that cuts text scores only the gold links whose
paragraphs are still there. The mess added is written here (a blog's header and footer in
each language, an English page's site chrome, a front matter, sentences on lines of their
own, cut texts, images, quoted English, reordered and split interleaving, a page's HTML, Markdown headings);
none of it comes
from the corpus. Not a test by itself: AlignCorpusRobustnessTests runs it with floors.
"""
import json, os, random, re, shutil, subprocess, sys, tempfile, unicodedata

HELP = __doc__

def loose(s):
    s = unicodedata.normalize("NFKC", s or "").lower()
    return "".join(ch for ch in s if ch.isalnum())

def paragraphs(text):
    return re.split(r"\n[ \t]*\n", text)

def is_english(paragraph):
    letters = [c for c in paragraph if c.isalpha()]
    return bool(letters) and sum(c.isascii() for c in letters) / len(letters) > 0.8

def is_markdown(text):
    return re.search(r"^(#{1,6} |```)|^=+\s*$", text, re.M) is not None

BLOG_HEADER = {
    "ko": "개발 일기장\n\n홈 | 카테고리 | 태그 | 방명록\n\n2023. 5. 14. 21:03\n\n",
    "ja": "ものづくりの記録\n\n2019-03-04\n\n読者になる\n\n",
    "ru": "Главная / Блог / Дизайн\n\n12 марта 2020\n\n5 мин чтения\n\n",
}
BLOG_FOOTER = {
    "ko": "\n\n공유하기\n\n게시글 관리\n\n댓글 0\n\nCopyright © 개발 일기장. All rights reserved.\n",
    "ja": "\n\nシェアする\n\nこの記事を読んだ人はこちらも\n\nコメントを書く\n",
    "ru": "\n\nПоделиться\n\nКомментарии (3)\n\n© 2020 Все права защищены\n",
}
SITE_CHROME = ("Skip Navigation\n\nDiscover\nDesign\nDevelop\nDistribute\nSupport\nAccount\n\n",
               "\n\nCopyright © 2024 Apple Inc. All rights reserved.\nTerms of Use | Privacy Policy\n")

# Each kind: (translation or interleaved text, English text or None, language) -> the same, messed.
def blog_header(t, e, lang): return BLOG_HEADER[lang] + t, e
def blog_footer(t, e, lang): return t.rstrip("\n") + BLOG_FOOTER[lang], e
def crlf_and_bom(t, e, lang): return "\ufeff" + t.replace("\n", "\r\n"), e
def no_blank_lines(t, e, lang):
    # Only free text: in Markdown, lines without a blank between them are one paragraph.
    return (t if is_markdown(t) else re.sub(r"\n[ \t]*\n+", "\n", t)), e
def sentence_per_line(t, e, lang):
    out = []
    for p in paragraphs(t):
        if is_english(p) or "**" in p:
            out.append(p)
            continue
        q = re.sub(r"([。．.!?！？]) +(?=\S)|([。．！？])(?=\S)", lambda m: (m.group(1) or m.group(2)) + "\n", p)
        out.append(q.replace("\n", "\n> ") if p.startswith(">") else q)
    return "\n\n".join(out), e
def translation_cut(t, e, lang): return t[: int(len(t) * 0.6)], e
def english_cut(t, e, lang): return t, (e[: int(len(e) * 0.6)] if e else e)
def images_between(t, e, lang):
    out = []
    for i, p in enumerate(paragraphs(t)):
        out.append(p)
        if i % 3 == 1: out.append(f"![](https://example.com/images/figure-{i}.png)")
    return "\n\n".join(out), e
def english_site_chrome(t, e, lang):
    return t, (SITE_CHROME[0] + e + SITE_CHROME[1] if e is not None else e)
def front_matter(t, e, lang):
    return "---\nlayout: post\ndate: 2021-04-05\ncategories: [design, ios]\n---\n\n" + t, e
def first_line_dropped(t, e, lang):
    lines = t.split("\n")
    for i, line in enumerate(lines):
        if line.strip() and not line.startswith("---"):
            del lines[i]
            break
    return "\n".join(lines), e
def english_quoted(t, e, lang):
    if e is not None: return t, e
    return "\n\n".join("> " + p.replace("\n", "\n> ") if is_english(p) and p.strip() else p for p in paragraphs(t)), e
def translation_first(t, e, lang):
    if e is not None: return t, e
    ps, out, i = paragraphs(t), [], 0
    while i < len(ps):
        if i + 1 < len(ps) and is_english(ps[i]) and ps[i].strip() and not is_english(ps[i + 1]) and ps[i + 1].strip():
            out += [ps[i + 1], ps[i]]
            i += 2
        else:
            out.append(ps[i])
            i += 1
    return "\n\n".join(out), e
def english_then_translation(t, e, lang):
    if e is not None: return t, e
    ps = [p for p in paragraphs(t) if p.strip()]
    return "\n\n".join([p for p in ps if is_english(p)] + [p for p in ps if not is_english(p)]), e
def as_html(t, paragraph):
    """Each paragraph of a free text as `paragraph(text)` makes it, each short line a heading."""
    out = []
    for p in paragraphs(t):
        p = p.strip()
        if not p: continue
        short = len(p) < 40 and not re.search(r"[.。!?！？]$", p)
        out.append(f"<h2>{p}</h2>" if short else paragraph(p))
    return out
def html_fragment(t, e, lang):
    """A free text as the HTML of its page: each paragraph a `<p>`, each short line a heading, one per line."""
    if is_markdown(t): return t, e
    return "\n".join(as_html(t, lambda p: "<p>" + p.replace("\n", "<br>") + "</p>")) + "\n", e
def html_indented(t, e, lang):
    """A free text as pretty-printed HTML: a `<p>` opens on its line, its lines indented and broken by `<br>`."""
    if is_markdown(t): return t, e
    body = as_html(t, lambda p: "<p>\n  " + "<br>\n  ".join(p.split("\n")) + "\n</p>")
    return "<div>\n" + "\n".join(body) + "\n</div>\n", e
def as_markdown(t, e, lang):
    """A free text as GitHub Markdown: each short line an `##` heading, the rest as written."""
    if is_markdown(t): return t, e
    out = []
    for p in paragraphs(t):
        p = p.strip()
        if not p: continue
        short = len(p) < 40 and "\n" not in p and not re.search(r"[.。!?！？]$", p)
        out.append("## " + p if short else p)
    return "\n\n".join(out) + "\n", e
def interleaved_split(t, e, lang):
    """An interleaved text as a translation-only file and its English file."""
    if e is not None: return t, e
    ps = [p for p in paragraphs(t) if p.strip()]
    return "\n\n".join(p for p in ps if not is_english(p)), "\n\n".join(p for p in ps if is_english(p))

KINDS = {
    "as-published": lambda t, e, lang: (t, e),
    "blog-header": blog_header,
    "blog-footer": blog_footer,
    "crlf-and-bom": crlf_and_bom,
    "no-blank-lines": no_blank_lines,
    "sentence-per-line": sentence_per_line,
    "translation-cut": translation_cut,
    "english-cut": english_cut,
    "images-between": images_between,
    "english-site-chrome": english_site_chrome,
    "front-matter": front_matter,
    "first-line-dropped": first_line_dropped,
    "english-quoted": english_quoted,
    "translation-first": translation_first,
    "english-then-translation": english_then_translation,
    "interleaved-split": interleaved_split,
    "html-fragment": html_fragment,
    "html-indented": html_indented,
    "as-markdown": as_markdown,
}

def gold_links(corpus, name):
    gold = json.load(open(os.path.join(corpus, "gold", name + ".json"), encoding="utf-8"))
    lang = gold["pairs"][0]["lang"]
    links = {(loose(p["en"]), loose(p["xx"])) for p in gold["pairs"] if len(loose(p["en"])) >= 4 and len(loose(p["xx"])) >= 2}
    return lang, links

def holds(block, prefix):
    cjk = any(0x3040 <= ord(c) <= 0x9FFF or 0xAC00 <= ord(c) <= 0xD7AF for c in prefix)
    return block == prefix if len(prefix) < (8 if cjk else 20) else prefix in block

def implied_links(model, lang, links):
    ge = {e for e, _ in links}; gx = {x for _, x in links}
    out = {}
    for d in model.get("documents", []):
        units = ([{"text": d["title"]}] if d.get("title") else []) + [
            u for s in d.get("sections", []) for u in ([{"text": s["heading"]}] if s.get("heading") else []) + s.get("blocks", [])]
        for b in units:
            be = loose(b.get("text", {}).get("en", "")); bx = loose(b.get("text", {}).get(lang, ""))
            if be and bx:
                conf = b.get("confidence", {}).get(lang, 1.0)
                for link in ((e, x) for e in ge if holds(be, e) for x in gx if holds(bx, x)):
                    out[link] = max(conf, out.get(link, 0.0))
    return out

def ingest(hig, folder):
    p = subprocess.run([hig, "ingest", folder, "--json"], capture_output=True, text=True, timeout=300)
    if p.returncode not in (0, 1) or not p.stdout.strip():
        raise RuntimeError(f"hig ingest exited {p.returncode}: {p.stderr.strip()[-200:]}")
    return json.loads(p.stdout)

def messed(corpus, name, kind):
    lang, _ = gold_links(corpus, name)
    text = open(os.path.join(corpus, "raw", name + ".txt"), encoding="utf-8").read()
    path = os.path.join(corpus, "raw", name + ".en.txt")
    english = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    return KINDS[kind](text, english, lang)

def reachable(corpus, name, text, english):
    """The gold links whose paragraphs the messed texts still hold."""
    lang, links = gold_links(corpus, name)
    lt, le = loose(text), loose(english if english is not None else text)
    return lang, {(e, x) for e, x in links if e[:20] in le and x[:16] in lt}

class Tally:
    def __init__(self): self.right = self.missed = self.made = self.sure = self.sure_right = 0; self.weak = []
    def add(self, name, links, implied):
        hit = len(implied.keys() & links)
        self.right += hit; self.missed += len(links) - hit; self.made += len(implied)
        self.sure += sum(1 for c in implied.values() if c >= 0.9)
        self.sure_right += sum(1 for l, c in implied.items() if c >= 0.9 and l in links)
        if hit < 0.8 * len(links) or len(implied) - hit > 1:
            self.weak.append(f"{name} {hit}/{len(links)}" + (f" +{len(implied) - hit} wrong" if len(implied) > hit else ""))
    def f1(self):
        p = self.right / self.made if self.made else 0.0
        r = self.right / (self.right + self.missed) if self.right + self.missed else 0.0
        return 2 * p * r / (p + r) if p + r else 0.0

def write(folder, stem_text, stem_english, text, english):
    open(os.path.join(folder, stem_text + ".txt"), "w", encoding="utf-8", newline="").write(text)
    if english is not None:
        open(os.path.join(folder, stem_english + ".txt"), "w", encoding="utf-8", newline="").write(english)

def alone(hig, corpus, names, kind):
    tally = Tally()
    for name in names:
        text, english = messed(corpus, name, kind)
        folder = tempfile.mkdtemp()
        try:
            write(folder, "a", "b", text, english)
            model = ingest(hig, folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        lang, links = reachable(corpus, name, text, english)
        tally.add(name, links, implied_links(model, lang, links))
    return tally

def together(hig, corpus, names, kind, seed):
    folder = tempfile.mkdtemp()
    order = list(range(2 * len(names))); random.Random(seed).shuffle(order)
    stems = iter(f"f{i:03d}" for i in order)
    texts = {}
    try:
        for name in names:
            texts[name] = messed(corpus, name, kind)
            write(folder, next(stems), next(stems), *texts[name])
        model = ingest(hig, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    tally = Tally()
    for name in names:
        lang, links = reachable(corpus, name, *texts[name])
        tally.add(name, links, implied_links(model, lang, links))
    return tally

def main(argv):
    args = argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(HELP)
        return 0
    hig = os.path.abspath(args.pop(0))
    def option(flag, default):
        return args[args.index(flag) + 1] if flag in args else default
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = option("--corpus", os.path.join(here, "..", "..", "..", "shared", "aligncorpus"))
    kinds = option("--kinds", ",".join(KINDS)).split(",")
    seed = int(option("--seed", "7"))
    modes = [m for m in ("alone", "together") if f"--{m}" in args] or ["alone", "together"]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        print(f"unknown kinds: {', '.join(unknown)}; known: {', '.join(KINDS)}", file=sys.stderr)
        return 64
    names = sorted(n[:-5] for n in os.listdir(os.path.join(corpus, "gold")) if n.endswith(".json"))
    for kind in kinds:
        parts, weak = [], []
        for mode in modes:
            tally = alone(hig, corpus, names, kind) if mode == "alone" else together(hig, corpus, names, kind, seed)
            parts.append(f"{mode} {tally.f1():.3f} (confident {tally.sure_right}/{tally.sure})")
            weak += [f"{mode}: {w}" for w in tally.weak]
        print(f"{kind:26s} " + "  ".join(parts) + ("  weak: " + "; ".join(weak) if weak else ""), flush=True)
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv))
