#!/usr/bin/env python3
"""Times `hig serve` rebuilds on the bench corpus: one document edited at a time, from the
file write to the reload event a browser receives, and the server's own rebuild figure.
Then a load test with wrk (50 connections) on a document page.

Run by hand: python3 Tests/Benchmarks/serve-benchmark.py [DOCS] [EDITS]
HIG=path/to/hig times that binary instead of building this checkout's (to compare two commits).
Not part of the test suite."""
import os, re, shutil, socket, subprocess, sys, tempfile, time
if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
    print(__doc__)
    sys.exit(0)

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
bench = os.environ.get("BENCH", os.path.join(root, "..", "shared", "bench"))
docs = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
edits = int(sys.argv[2]) if len(sys.argv) > 2 else 20

corpus = os.path.join(tempfile.gettempdir(), f"hig-bench-corpus-{docs}")
if not os.path.isdir(os.path.join(corpus, "content")):
    subprocess.run([sys.executable, os.path.join(bench, "gen_corpus.py"), "--docs", str(docs), "--out", corpus, "--layout", "hugo"], check=True)
hig = os.environ.get("HIG")
if not hig:
    subprocess.run(["swift", "build", "-c", "release"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    hig = os.path.join(root, ".build/release/hig")

work = tempfile.mkdtemp(prefix="hig-serve-bench-")
content = os.path.join(work, "Content")
shutil.copytree(os.path.join(corpus, "content"), content)
# The log goes to a file: a pipe read only at the end would fill and stall the server.
log_file = open(os.path.join(work, "serve.log"), "w+", encoding="utf-8")
server = subprocess.Popen([hig, "serve", "--port", "0", "-v",
                           "--content", content, "--templates", os.path.join(root, "Templates")],
                          stdout=subprocess.PIPE, stderr=log_file, text=True)
started = time.time()
url = server.stdout.readline().split()[1]
port = int(url.rstrip("/").rsplit(":", 1)[1])
print(f"{docs} documents: site built and served in {time.time() - started:.1f} s at {url}")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reload_events import ReloadEvents
events = ReloadEvents(port)

time.sleep(3)  # let the first build settle
events.forget()
english = sorted(name for name in os.listdir(content) if name.endswith(".en.md"))

def timed(edit, count):
    """Write -> first reload event, for `count` edits made by `edit(index)` (path, new text)."""
    latencies, timed_out = [], 0
    for index in range(count):
        path, text = edit(index)
        events.forget()
        begin = time.time()
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        if events.wait():
            latencies.append((time.time() - begin) * 1000)
        else:
            timed_out += 1
        time.sleep(1.5)  # keep edits apart: each is one rebuild, and the pages that follow it
    return latencies, timed_out

def one_word(index):
    # Change one word of the body, not the title: the document's coverage stays.
    path = os.path.join(content, english[index * 7 % len(english)])
    return path, open(path, encoding="utf-8").read().replace(" the ", " a ", 1)

def new_paragraph(index):
    # A paragraph of English no translation has yet: the document's coverage changes, and with
    # it the pages that list it (home, groups, report, navigation), which follow the reload.
    path = os.path.join(content, english[(index * 11 + 3) % len(english)])
    return path, open(path, encoding="utf-8").read() + "\n\nA new paragraph of English that nobody has translated yet, long enough to count.\n"

latencies, timed_out = timed(one_word, edits)
coverage_latencies, coverage_timed_out = timed(new_paragraph, max(1, edits // 2))

server.send_signal(2)
server.communicate(timeout=20)
log_file.seek(0)
log = log_file.read()
rebuilds = [float(m) for m in re.findall(r"rebuilt \d+ pages? in ([\d.]+) ms", log)]
def summary(values):
    values = sorted(values)
    return f"min {values[0]:.1f}  median {values[len(values)//2]:.1f}  max {values[-1]:.1f} ms (n={len(values)})" if values else "none"
print(f"rebuild of one edited document (server's figure): {summary(rebuilds[:edits])}")
print(f"file write -> reload event at the browser (includes the watcher's 40 ms quiet period): {summary(latencies)}")
print(f"edits with no reload event within 10 s: {timed_out}")
print(f"an edit that changes the document's coverage: rebuild {summary(rebuilds[edits:])}; "
      f"write -> reload {summary(coverage_latencies)}; no reload: {coverage_timed_out}")

# Load: 50 connections on a document page.
if shutil.which("wrk"):
    server = subprocess.Popen([hig, "serve", "--port", "0", "-q",
                               "--content", content, "--templates", os.path.join(root, "Templates")],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().split()[1]
    page = url + "ko/" + english[0][:-len(".en.md")] + "/"
    result = subprocess.run(["wrk", "-t2", "-c50", "-d10s", page], capture_output=True, text=True)
    server.send_signal(2); server.wait(timeout=20)
    print("wrk -t2 -c50 -d10s", page)
    print(result.stdout)
shutil.rmtree(work, ignore_errors=True)
