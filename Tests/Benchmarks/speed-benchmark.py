#!/usr/bin/env python3
"""hig build against Hugo on the synthetic four-language corpus of ../shared/bench.

    python3 Tests/Benchmarks/speed-benchmark.py [N ...]      (default: 1000 5000)

For each N: generates the corpus (gen_corpus.py, layout hugo) into tmpfs, then runs Hugo
without a navigation pane, Hugo with its cached navigation pane (../shared/bench/hugo) and
`hig build` (release build), alternating (A B C A B C ...), every output into tmpfs and removed
and synced before each run (untimed), each run timed by the bench's harness (measure.py: wall,
CPU, peak RSS by GNU time). Then the floor (floor.sh: libcmark over the same corpus in one
process; write_floor.py: writing hig's files and bytes into tmpfs), `hig ingest --json`, and
hig's incremental builds: with nothing changed, and after one edited English file. Prints the
medians, the ratios hig / Hugo, CPU / wall, output bytes and hig's CPU against the floor, then
one table of everything.

Settings (environment): RUNS=3 (alternated rounds, after one uncounted round), WORK=/dev/shm
(where corpora and outputs go; corpora are kept between runs of the script in
WORK/hig-speed-bench, each size's outputs removed once it is measured), HUGO=1 (0: skip Hugo), FLOOR=1 (0: skip the floor).
Installs Hugo from Debian (apt-get) when it is missing. Run by hand; not part of the test suite.
"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time
if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
    print(__doc__)
    sys.exit(0)

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
bench = os.environ.get("BENCH", os.path.join(root, "..", "shared", "bench"))
runs = int(os.environ.get("RUNS", "3"))
work = os.path.join(os.environ.get("WORK", "/dev/shm"), "hig-speed-bench")
with_hugo = os.environ.get("HUGO", "1") != "0"
with_floor = os.environ.get("FLOOR", "1") != "0"
sizes = [int(a) for a in sys.argv[1:]] or [1000, 5000]
hig = os.path.join(root, ".build", "release", "hig")
templates = os.path.join(root, "Templates")


def sh(command, **kwargs):
    return subprocess.run(command, shell=True, check=True, text=True, capture_output=True, **kwargs).stdout


def measure(label, command, prepare=None, count=1, warmup=0, shell=False):
    """Runs measure.py; returns its JSON record (each run's wall, user, sys, peak RSS)."""
    record = tempfile.mktemp(prefix="speed-bench-", suffix=".json")
    arguments = [sys.executable, os.path.join(bench, "measure.py"), "--runs", str(count), "--warmup", str(warmup),
                 "--label", label, "--json", record]
    if prepare:
        arguments += ["--prepare", prepare]
    if shell:
        arguments += ["--shell"]
    subprocess.run(arguments + ["--"] + command, check=True, stdout=subprocess.DEVNULL)
    with open(record) as file:
        result = json.loads(file.readline())
    os.remove(record)
    return result["runs"]


def summary(samples):
    """Median wall, median CPU, median peak RSS (MiB), min and max wall."""
    walls = [s["wall_s"] for s in samples]
    return {"wall": statistics.median(walls), "min": min(walls), "max": max(walls),
            "cpu": statistics.median(s["user_s"] + s["sys_s"] for s in samples),
            "rss": statistics.median(s["maxrss_kib"] for s in samples) / 1024}


def tree_bytes(folder):
    files, total = 0, 0
    for directory, _, names in os.walk(folder):
        for name in names:
            if not name.startswith(".hig-"):
                files += 1
                total += os.lstat(os.path.join(directory, name)).st_size
    return files, total


def corpus(n):
    site = os.path.join(work, f"site-{n}")
    if not os.path.isdir(os.path.join(site, "content")):
        shutil.rmtree(site, ignore_errors=True)
        shutil.copytree(os.path.join(bench, "hugo"), site)
        subprocess.run([sys.executable, os.path.join(bench, "gen_corpus.py"), "--docs", str(n), "--out", site, "--layout", "hugo"],
                       check=True, stdout=subprocess.DEVNULL)
        os.chmod(site, 0o755)
    return site


def floor(n, files, size):
    """libcmark over the corpus in one process (median seconds), and writing the files."""
    if not with_floor:
        return None, None
    text = subprocess.run(["bash", os.path.join(bench, "floor.sh"), str(n)], check=True, text=True, capture_output=True,
                          env=dict(os.environ, TMPDIR=work, RUNS=str(runs))).stdout
    convert = next(line for line in text.splitlines() if line.strip().startswith("convert s"))
    cmark = float(convert.split("med")[1].split()[0])
    text = subprocess.run([sys.executable, os.path.join(bench, "write_floor.py"), "--files", str(files), "--size", str(size),
                           "--layout", "pretty", "--runs", str(runs), "--dir", work], check=True, text=True, capture_output=True).stdout
    line = next(line for line in text.splitlines() if "med" in line)
    write = float(line.split("med")[1].split()[0])
    return cmark, write


def incremental(content, output):
    """hig build into its own site: nothing changed, then one English file edited per run."""
    build = [hig, "build", "--content", content, "--templates", templates, "-o", output, "-q"]
    subprocess.run(build, check=True, capture_output=True)
    unchanged = summary(measure("hig build, nothing changed", build, count=runs, warmup=1))
    english = sorted(name for name in os.listdir(content) if name.endswith(".en.md"))
    target = os.path.join(content, english[len(english) // 2])
    original = open(target, encoding="utf-8").read()
    editor = os.path.join(work, "edit.py")
    with open(editor, "w") as file:
        # Each run another word in the same paragraph, so every build sees one changed file.
        file.write("import sys, time\np = sys.argv[1]\ns = open(p, encoding='utf-8').read()\n"
                   "i = s.index('\\n\\n', len(s) // 2)\n"
                   "open(p, 'w', encoding='utf-8').write(s[:i] + ' edited' + s[i:])\n")
    try:
        one = summary(measure("hig build, one file changed", build, prepare=f"{sys.executable} {editor} {target}", count=runs, warmup=1))
        subprocess.run([sys.executable, editor, target], check=True)
        verbose = subprocess.run(build[:-1] + ["-v"], check=True, text=True, capture_output=True).stderr
        written = next((line for line in verbose.splitlines() if line.startswith("wrote ")), "")
    finally:
        with open(target, "w", encoding="utf-8") as file:
            file.write(original)
    return unchanged, one, written


def main():
    os.makedirs(work, exist_ok=True)
    if with_hugo and not shutil.which("hugo"):
        subprocess.run(["apt-get", "-o", "DPkg::Lock::Timeout=600", "install", "-y", "hugo"], check=True)
    subprocess.run(["swift", "build", "-c", "release"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    commit = sh(f"git -C '{root}' rev-parse --short HEAD").strip()
    dirty = " (with uncommitted changes)" if sh(f"git -C '{root}' status --porcelain --untracked-files=no").strip() else ""
    print(f"hig {commit}{dirty}; {sh('hugo version').strip() if with_hugo else 'Hugo skipped'}")
    print(f"machine: {os.cpu_count()} cores, load average {open('/proc/loadavg').read().split()[:3]}; "
          f"{runs} alternated rounds after one warm-up; outputs in {work}")
    rows = []
    for n in sizes:
        site = corpus(n)
        content = os.path.join(site, "content")
        outputs = {"hugo-none": os.path.join(work, f"out-hugo-none-{n}"), "hugo-cached": os.path.join(work, f"out-hugo-cached-{n}"),
                   "hig": os.path.join(work, f"out-hig-{n}")}
        commands = {"hig": [hig, "build", "--full", "--content", content, "--templates", templates, "-o", outputs["hig"], "-q"]}
        if with_hugo:
            for nav in ("none", "cached"):
                commands[f"hugo-{nav}"] = ["env", f"HUGO_PARAMS_NAV={nav}", "hugo", "--quiet", "-s", site, "-d", outputs[f"hugo-{nav}"]]
        samples = {name: [] for name in commands}
        for round in range(runs + 1):
            for name, command in commands.items():
                got = measure(name, command, prepare=f"rm -rf '{outputs[name]}' && sync")
                if round > 0:
                    samples[name] += got
        figures = {name: summary(values) for name, values in samples.items()}
        files, total = tree_bytes(outputs["hig"])
        for name in commands:
            figures[name]["files"], figures[name]["bytes"] = tree_bytes(outputs[name])
        ingest = summary(measure("hig ingest --json", [f"'{hig}' ingest '{content}' --json > /dev/null"], count=runs, warmup=1, shell=True))
        cmark, write = floor(n, files, total // max(files, 1))
        unchanged, one, written = incremental(content, outputs["hig"])
        row = {"n": n, "figures": figures, "ingest": ingest, "cmark": cmark, "write": write,
               "unchanged": unchanged, "one": one, "written": written}
        rows.append(row)
        report(row)
        # The sites are gigabytes of tmpfs (memory) at 5,000 documents: gone once measured.
        for output in outputs.values():
            shutil.rmtree(output, ignore_errors=True)
    table(rows, commit + dirty)


def describe(f):
    return f"{f['wall']:.2f} s wall ({f['min']:.2f}-{f['max']:.2f}), {f['cpu']:.2f} s CPU, {f['rss']:.0f} MiB"


def report(row):
    n, figures = row["n"], row["figures"]
    print(f"\n== {n} documents x 4 languages ==")
    for name, f in figures.items():
        print(f"{name:12} {describe(f)}, CPU/wall {f['cpu'] / f['wall']:.2f}, {f['files']} files, {f['bytes'] / 1e6:.1f} MB")
    hig_figures = figures["hig"]
    for nav, target in (("none", 0.5), ("cached", 0.33)):
        if f"hugo-{nav}" in figures:
            hugo = figures[f"hugo-{nav}"]
            print(f"hig / Hugo ({nav} nav): wall {hig_figures['wall'] / hugo['wall']:.2f} (target <= {target}), "
                  f"CPU {hig_figures['cpu'] / hugo['cpu']:.2f}, peak RSS {hig_figures['rss'] / hugo['rss']:.2f} (target <= 0.5)")
    if row["cmark"] is not None:
        floor = row["cmark"] + row["write"]
        print(f"floor: libcmark {row['cmark']:.2f} s + writing the files {row['write']:.2f} s = {floor:.2f} s; "
              f"hig CPU / floor {hig_figures['cpu'] / floor:.1f} (target <= 4)")
    print(f"hig ingest --json: {describe(row['ingest'])}")
    print(f"hig build, nothing changed: {describe(row['unchanged'])} = {row['unchanged']['wall'] / hig_figures['wall'] * 100:.1f} % of a full build")
    print(f"hig build, one file changed: {describe(row['one'])}; {row['written']}")


def table(rows, commit):
    print(f"\n| N | hig build | Hugo, no nav | Hugo, cached nav | hig/Hugo wall (no nav, cached) | hig CPU/wall | "
          f"hig output | floor (cmark + write) | hig CPU / floor | ingest --json | nothing changed | one file changed |")
    print("|" + "---|" * 12)
    for row in rows:
        f = row["figures"]
        h = f["hig"]
        cell = lambda x: f"{x['wall']:.2f} s, {x['cpu']:.2f} s CPU, {x['rss']:.0f} MiB"
        none = f.get("hugo-none")
        cached = f.get("hugo-cached")
        ratios = ", ".join(f"{h['wall'] / x['wall']:.2f}" for x in (none, cached) if x) or "-"
        floor = row["cmark"] + row["write"] if row["cmark"] is not None else None
        floor_cells = f"{floor:.2f} s | {h['cpu'] / floor:.1f}" if floor else "- | -"
        print(f"| {row['n']:,} | {cell(h)} | {cell(none) if none else '-'} | {cell(cached) if cached else '-'} | {ratios} | "
              f"{h['cpu'] / h['wall']:.2f} | {h['bytes'] / 1e6:.0f} MB | {floor_cells} | {row['ingest']['wall']:.2f} s | "
              f"{row['unchanged']['wall']:.2f} s | {row['one']['wall']:.2f} s |")
    print(f"\nmeasured on commit {commit}")


if __name__ == "__main__":
    main()
