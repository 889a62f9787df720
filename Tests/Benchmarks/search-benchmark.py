#!/usr/bin/env python3
"""Search benchmark: generates the bench corpus at N documents, builds the site with a release
`hig build -v` (the search index is one step of it), and measures the index in headless
Chromium through the browser suite's Selenium setup. Prints:

  - plain text indexed and index bytes (raw and gzip) per language, and their ratio;
  - the shared text files (snippets), raw and gzip;
  - bytes a typical query reads from an empty cache (manifest, shards, rows, texts);
  - the search step's time against the whole build (from the step log);
  - query time p50/p95 in Chromium after the first load (every query reads what it has not
    read before), and again with everything cached.

    .build/python/bin/python Tests/Benchmarks/search-benchmark.py 5000 [--rounds 3] [--queries 60]

Needs `.ci/setup test` (Chromium, chromedriver, Selenium) and ../shared/bench/gen_corpus.py.
Run by hand; not part of the test suite."""

import argparse
import gzip
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser"))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser", "search"))

from browser import Browser  # noqa: E402
from server import serve  # noqa: E402

LANGUAGES = ["en", "ko", "ja", "ru"]
PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>search benchmark</title>
<script src="/assets/{script}"></script></html>"""


def run(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def release_binary():
    print("building hig (release): a few minutes the first time", flush=True)
    run(["swift", "build", "-c", "release", "--product", "hig"], cwd=ROOT, stdout=subprocess.DEVNULL)
    return os.path.join(ROOT, ".build", "release", "hig")


STEP = re.compile(r"^\[\s*\d+/\d+\]\s+(\S+)\s+([\d.]+) s\s+([\d.]+) s CPU")


def timed_build(binary, content, output):
    """One `hig build -v`: seconds per step (the index step runs twice, summed), wall and CPU."""
    # --full: an incremental build of an unchanged corpus would stop before the search step.
    log = run([binary, "build", "-v", "-q", "--full", "--content", content, "-o", output], capture_output=True, text=True).stderr
    steps, cpu = {}, {}
    for line in log.splitlines():
        match = STEP.match(line.strip())
        if match:
            steps[match.group(1)] = steps.get(match.group(1), 0) + float(match.group(2))
            cpu[match.group(1)] = cpu.get(match.group(1), 0) + float(match.group(3))
    if "search" not in steps:
        raise SystemExit("hig build -v printed no search step:\n" + log)
    return steps, cpu


def gzip_size(path):
    with open(path, "rb") as file:
        return len(gzip.compress(file.read(), compresslevel=6, mtime=0))


def sizes(output):
    """Raw and gzip bytes per language index and for the shared texts, per file too."""
    per_file = {}
    totals = {}
    for folder, _, names in os.walk(os.path.join(output, "search")):
        for name in names:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, output)
            raw, packed = os.path.getsize(path), gzip_size(path)
            per_file[relative] = (raw, packed)
            part = relative.split("/")[1]  # a language, or "text"
            entry = totals.setdefault(part, [0, 0, 0])
            entry[0] += raw
            entry[1] += packed
            entry[2] += 1
    return per_file, totals


def indexed_text(output):
    """UTF-8 bytes of block text per language's index: its own text and, for the other
    languages, the English it also indexes (what the index covers, titles aside)."""
    own = {}
    for lang in LANGUAGES:
        folder = os.path.join(output, "search", "text", lang)
        total = 0
        for name in os.listdir(folder) if os.path.isdir(folder) else []:
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                total += sum(len(block[3].encode("utf-8")) for block in json.load(file)["blocks"])
        own[lang] = total
    return {lang: own[lang] + (own["en"] if lang != "en" else 0) for lang in LANGUAGES}


def typical_queries(output, count, seed):
    """Per language: titles of random documents, and one or two words of random blocks of the
    page's own text (for Japanese, two to six characters), as a reader might type them."""
    rng = random.Random(seed)
    queries = []
    for lang in LANGUAGES:
        docs_folder = os.path.join(output, "search", lang, "docs")
        rows = []
        for name in sorted(os.listdir(docs_folder), key=lambda n: int(n.split(".")[0])):
            with open(os.path.join(docs_folder, name), encoding="utf-8") as file:
                rows += json.load(file)["documents"]
        for _ in range(count // 2):
            queries.append((lang, rng.choice(rows)[1]))
        texts = os.path.join(output, "search", "text", lang)
        names = sorted(os.listdir(texts))
        while len([q for q in queries if q[0] == lang]) < count:
            with open(os.path.join(texts, rng.choice(names)), encoding="utf-8") as file:
                blocks = [b for b in json.load(file)["blocks"] if b[2] == ""]
            if not blocks:
                continue
            text = rng.choice(blocks)[3]
            if lang == "ja":
                # No spaces between Japanese words: a run of two to six characters of the text.
                runs = [r for r in re.split(r"[\s、。「」（）・,.;:()\[\]`*]+", text) if len(r) >= 2 and not r.isascii()]
                if not runs:
                    continue
                run_text = rng.choice(runs)
                length = min(len(run_text), rng.randint(2, 6))
                at = rng.randrange(len(run_text) - length + 1)
                queries.append((lang, run_text[at:at + length]))
                continue
            words = [w.strip(".,;:()[]`*\"'、。") for w in text.split()]
            words = [w for w in words if len(w) >= 3 and not w.isdigit()]
            if len(words) < 2:
                continue
            at = rng.randrange(len(words) - 1)
            queries.append((lang, " ".join(words[at:at + rng.choice([1, 2])])))
    return queries


MEASURE = """
var done = arguments[arguments.length - 1];
var queries = arguments[0], base = arguments[1], clear = arguments[2];
performance.setResourceTimingBufferSize(1000000);
(async function () {
  var out = [];
  for (var q of queries) {
    if (clear) HIGSearch.clearCache();
    performance.clearResourceTimings();
    var t0 = performance.now();
    var results = await HIGSearch.search(q[1], {lang: q[0], baseURL: base, limit: 10});
    var ms = performance.now() - t0;
    var files = performance.getEntriesByType("resource").map(function (e) { return [e.name, e.encodedBodySize]; });
    out.push({ms: ms, results: results.length, files: files});
  }
  return out;
})().then(done, function (e) { done({error: String(e && e.stack || e)}); });
"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def measure(output, queries, per_file):
    script = next(name for name in os.listdir(os.path.join(output, "assets")) if name.startswith("search."))
    with open(os.path.join(output, "search-benchmark.html"), "w", encoding="utf-8") as file:
        file.write(PAGE.format(script=script))
    server, base = serve(output)
    browser = Browser(base, tempfile.mkdtemp())
    try:
        browser.open("search-benchmark.html")
        browser.driver.set_script_timeout(600)

        def batch(items, clear):
            result = browser.driver.execute_async_script(MEASURE, items, base, clear)
            if isinstance(result, dict):
                raise SystemExit("search failed in the browser: " + result["error"])
            return result

        # Cold: each query from an empty cache, for the bytes a query reads.
        cold = batch(queries, True)
        # The first load (manifest and the first query's files) of each language, then every query in
        # turn, keeping what earlier ones read; then all of them again, everything cached.
        browser.open("search-benchmark.html")
        batch([[lang, "a"] for lang in LANGUAGES] + [[q[0], q[1]] for q in queries[:1]], False)
        after_first = batch(queries, False)
        cached = batch(queries, False)
    finally:
        browser.quit()
        server.shutdown()

    def fetched(entry):
        raw = packed = 0
        for name, body in entry["files"]:
            path = name.split("/", 3)[3] if name.count("/") >= 3 else name
            raw += body
            packed += per_file.get(path, (0, 0))[1]
        return raw, packed, len(entry["files"])

    cold_bytes = [fetched(e) for e in cold]
    return {
        "queries": len(queries),
        "with results": sum(1 for e in cold if e["results"]),
        "cold bytes p50": percentile([b[0] for b in cold_bytes], 0.5),
        "cold bytes p95": percentile([b[0] for b in cold_bytes], 0.95),
        "cold gzip p50": percentile([b[1] for b in cold_bytes], 0.5),
        "cold gzip p95": percentile([b[1] for b in cold_bytes], 0.95),
        "cold files p50": percentile([b[2] for b in cold_bytes], 0.5),
        "cold ms p50": percentile([e["ms"] for e in cold], 0.5),
        "cold ms p95": percentile([e["ms"] for e in cold], 0.95),
        "after first load ms p50": percentile([e["ms"] for e in after_first], 0.5),
        "after first load ms p95": percentile([e["ms"] for e in after_first], 0.95),
        "after first load bytes p50": percentile([fetched(e)[0] for e in after_first], 0.5),
        "cached ms p50": percentile([e["ms"] for e in cached], 0.5),
        "cached ms p95": percentile([e["ms"] for e in cached], 0.95),
        "examples": [(q[0], q[1], fetched(e)[0], round(e["ms"], 1)) for q, e in list(zip(queries, cold))[::max(1, len(queries) // 8)]],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("documents", type=int)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--queries", type=int, default=60, help="per language")
    parser.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "hig-search-benchmark"))
    args = parser.parse_args()

    os.makedirs(args.work, exist_ok=True)
    corpus = os.path.join(args.work, f"corpus-{args.documents}")
    if not os.path.isdir(os.path.join(corpus, "content")):
        generator = os.path.join(ROOT, "..", "shared", "bench", "gen_corpus.py")
        run([sys.executable, generator, "--docs", str(args.documents), "--out", corpus], stdout=subprocess.DEVNULL)
    binary = release_binary()
    output = os.path.join(args.work, f"hig-site-{args.documents}")
    timed = [timed_build(binary, os.path.join(corpus, "content"), output) for _ in range(args.rounds)]
    builds = [wall for wall, _ in timed]
    per_file, totals = sizes(output)
    text = indexed_text(output)

    documents = len(os.listdir(os.path.join(output, "search", "text", "en")))
    print(f"\n{documents} documents with English text, {len(per_file):,} index files")
    print(f"{'lang':5} {'indexed text':>13} {'index raw':>11} {'ratio':>6} {'index gzip':>11} {'ratio':>6}")
    text_sum = index_sum = gzip_sum = 0
    for lang in LANGUAGES:
        raw, packed, _ = totals[lang]
        text_sum += text[lang]
        index_sum += raw
        gzip_sum += packed
        print(f"{lang:5} {text[lang]:>13,} {raw:>11,} {raw / text[lang]:>6.1%} {packed:>11,} {packed / text[lang]:>6.1%}")
    print(f"{'all':5} {text_sum:>13,} {index_sum:>11,} {index_sum / text_sum:>6.1%} {gzip_sum:>11,} {gzip_sum / text_sum:>6.1%}")
    raw, packed, files = totals["text"]
    print(f"text files (snippets, each language's text once): {raw:,} raw ({raw / text_sum:.1%} of all indexed text), "
          f"{packed:,} gzip ({packed / text_sum:.1%}), {files:,} files")
    shares = sorted(build["search"] / sum(build.values()) for build in builds)
    for build in builds:
        print(f"build: {sum(build.values()):.2f} s in steps, search {build['search']:.2f} s, "
              f"ingest {build.get('ingest', 0):.2f} s, documents {build.get('documents', 0):.2f} s, write {build.get('write', 0):.2f} s")
    print(f"search step: median {shares[len(shares) // 2]:.1%} of the build ({', '.join(f'{s:.1%}' for s in shares)})")
    # CPU follows the machine's load less than wall time does (writing, in particular, waits).
    cpu_shares = sorted(cpu["search"] / sum(cpu.values()) for _, cpu in timed)
    search_cpu = ", ".join(f"{cpu['search']:.2f}" for _, cpu in timed)
    print(f"search step, CPU: median {cpu_shares[len(cpu_shares) // 2]:.1%} of the steps' CPU "
          f"({', '.join(f'{s:.1%}' for s in cpu_shares)}; search {search_cpu} s)")

    queries = typical_queries(output, args.queries, seed=args.documents)
    result = measure(output, queries, per_file)
    print(f"queries: {result['queries']} ({args.queries} per language: titles, and one or two words of the text), "
          f"{result['with results']} with results")
    print(f"read from an empty cache: p50 {result['cold bytes p50']:,} B ({result['cold gzip p50']:,} B gzip, "
          f"{result['cold files p50']} files), p95 {result['cold bytes p95']:,} B ({result['cold gzip p95']:,} B gzip); "
          f"time p50 {result['cold ms p50']:.1f} ms, p95 {result['cold ms p95']:.1f} ms")
    print(f"after the first load (each query reads what it has not read before, p50 {result['after first load bytes p50']:,} B): "
          f"p50 {result['after first load ms p50']:.1f} ms, p95 {result['after first load ms p95']:.1f} ms")
    print(f"everything cached: p50 {result['cached ms p50']:.1f} ms, p95 {result['cached ms p95']:.1f} ms")
    for lang, query, read, ms in result["examples"]:
        print(f"  e.g. {lang} {query!r}: {read:,} B from an empty cache, {ms} ms")


if __name__ == "__main__":
    main()
