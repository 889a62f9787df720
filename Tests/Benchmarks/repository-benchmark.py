#!/usr/bin/env python3
"""Times hig on a repository laid out as translation teams keep theirs (gen_repository.py:
folders, front matter, pictures, cross links, inline HTML): a full build (wall and CPU), a
rebuild with nothing changed, after a one-page edit and after a one-picture edit; then
`hig serve`, from a file write to the reload event a browser receives, for a page edit and
for a picture edit. Release build.

Run by hand: python3 Tests/Benchmarks/repository-benchmark.py [PAGES] [EDITS]
Not part of the test suite."""
import os, re, resource, shutil, socket, subprocess, sys, tempfile, time

if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
    print(__doc__)
    sys.exit(0)
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
pages = int(sys.argv[1]) if len(sys.argv) > 1 else 250
edits = int(sys.argv[2]) if len(sys.argv) > 2 else 10
hig = os.path.join(root, ".build/release/hig")
templates = os.path.join(root, "Templates")

subprocess.run(["swift", "build", "-c", "release", "--product", "hig"], cwd=root, check=True, stdout=subprocess.DEVNULL)
work = tempfile.mkdtemp(prefix="hig-repo-bench-")
subprocess.run([sys.executable, os.path.join(root, "Tests/Benchmarks/gen_repository.py"), "--pages", str(pages), "--out", work], check=True)
content = os.path.join(work, "content")
english = sorted(os.path.join(folder, name) for folder, _, names in os.walk(content) for name in names
                 if name.endswith(".md") and name.count(".") == 1)
shared_pictures = sorted(os.path.join(content, "images", name) for name in os.listdir(os.path.join(content, "images")))


def build(*extra):
    """One `hig build`: wall seconds, CPU seconds of the process, its summary line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    result = subprocess.run([hig, "build", "--content", content, "--templates", templates, "-o", os.path.join(work, "site"), *extra],
                            capture_output=True, text=True)
    wall = time.time() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(result.stderr)
    summary = result.stderr.strip().split("\n")[-1]
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), summary


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def edit_page(index):
    path = english[index * 7 % len(english)]
    with open(path, "a", encoding="utf-8") as file:
        file.write(f"\nOne more sentence about the interface, number {index}.\n")


def edit_picture(index):
    path = shared_pictures[index % len(shared_pictures)]
    with open(path, "ab") as file:
        file.write(bytes([index % 256]))


print(f"{len(english)} English pages in {content}")
repeat = int(os.environ.get("REPEAT", "3"))
full = [build("--full") for _ in range(repeat)]
print(f"full build: wall {median([f[0] for f in full]):.3f} s, CPU {median([f[1] for f in full]):.3f} s (median of {repeat})")
print(f"  {full[-1][2]}")
unchanged = [build() for _ in range(repeat)]
print(f"no-change rebuild: wall {median([u[0] for u in unchanged]):.3f} s, CPU {median([u[1] for u in unchanged]):.3f} s")
page_edits = []
for index in range(repeat):
    edit_page(index)
    page_edits.append(build())
print(f"one-page edit rebuild: wall {median([p[0] for p in page_edits]):.3f} s, CPU {median([p[1] for p in page_edits]):.3f} s")
picture_edits = []
for index in range(repeat):
    edit_picture(index)
    picture_edits.append(build())
print(f"one-picture edit rebuild: wall {median([p[0] for p in picture_edits]):.3f} s, CPU {median([p[1] for p in picture_edits]):.3f} s")

# Serve: the log goes to a file (a pipe read only at the end would fill and stall the server).
log_file = open(os.path.join(work, "serve.log"), "w+", encoding="utf-8")
server = subprocess.Popen([hig, "serve", "--port", "0", "-v", "--content", content, "--templates", templates],
                          stdout=subprocess.PIPE, stderr=log_file, text=True)
started = time.time()
url = server.stdout.readline().split()[1]
port = int(url.rstrip("/").rsplit(":", 1)[1])
print(f"serve: first build and served in {time.time() - started:.2f} s")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reload_events import ReloadEvents
events = ReloadEvents(port)


def latency(change, count):
    times, missed = [], 0
    for index in range(count):
        time.sleep(1.0)  # keep edits apart: each is one rebuild
        events.forget()
        begin = time.time()
        change(100 + index)
        if events.wait():
            times.append((time.time() - begin) * 1000)
        else:
            missed += 1
    return times, missed


time.sleep(2)
for name, change in [("page edit", edit_page), ("picture edit", edit_picture)]:
    times, missed = latency(change, edits)
    figures = f"min {min(times):.0f}  median {median(times):.0f}  max {max(times):.0f} ms" if times else "none"
    print(f"serve {name} -> reload event (includes the watcher's quiet period): {figures} (n={len(times)}, missed {missed})")
server.send_signal(2)
server.communicate(timeout=20)
log_file.seek(0)
rebuilds = [float(m) for m in re.findall(r"rebuilt \d+ pages? in ([\d.]+) ms", log_file.read())]
if rebuilds:
    print(f"serve rebuilds (server's figure): median {median(rebuilds):.1f} ms, max {max(rebuilds):.1f} ms (n={len(rebuilds)})")
shutil.rmtree(work, ignore_errors=True)
