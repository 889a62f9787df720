#!/usr/bin/env python3
"""Measures `hig serve` under the connection floods of issue 11: for each attack, a
well-formed GET of a page is timed every 50 ms on a new connection while the attack runs,
and the server's memory (VmRSS) and threads are sampled.

Attacks (each opens its sockets at once and reopens any the server closes):
  none          the baseline
  slow-drip     300 sockets sending a request's headers one byte a second
  idle          500 sockets that connect and send nothing
  event-streams 300 live-reload streams that are never read

Run by hand: python3 Tests/Benchmarks/serve-attacks.py [SECONDS] [HIG]
(default 20 s per attack and .build/debug/hig). Not part of the test suite."""
import os, selectors, shutil, socket, subprocess, sys, tempfile, threading, time
if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
    print(__doc__)
    sys.exit(0)

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20
hig = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, ".build/debug/hig")

work = tempfile.mkdtemp(prefix="hig-serve-attacks-")
shutil.copytree(os.path.join(root, "Content"), os.path.join(work, "Content"))
shutil.copytree(os.path.join(root, "Templates"), os.path.join(work, "Templates"))
log = open(os.path.join(work, "serve.log"), "w")
server = subprocess.Popen([hig, "serve", "--port", "0", "--content", "Content", "--templates", "Templates"],
                          cwd=work, stdout=subprocess.PIPE, stderr=log, text=True)
url = server.stdout.readline().split()[1]
port = int(url.rstrip("/").rsplit(":", 1)[1])
time.sleep(1)
page = b"GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"


def server_status():
    fields = {}
    with open(f"/proc/{server.pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) // 1024, int(fields["Threads"])


class Attack(threading.Thread):
    """Keeps `count` sockets of one kind open until stopped, in one selector loop."""

    def __init__(self, kind, count):
        super().__init__(daemon=True)
        self.kind, self.count, self.stopped, self.reopened, self.held = kind, count, False, 0, []
        self.selector = selectors.DefaultSelector()

    def open_one(self):
        try:
            sock = socket.create_connection(("127.0.0.1", port), timeout=2)
        except OSError:
            return
        sock.setblocking(False)
        if self.kind == "event-streams":
            # A small receive buffer: the stream backs up into the server as an unread tab's would.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.send(b"GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        self.selector.register(sock, selectors.EVENT_READ, {"sent": 0})

    def run(self):
        request = b"GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 200 + b"\r\n\r\n"
        for _ in range(self.count):
            self.open_one()
        last_drip = time.time()
        while not self.stopped:
            for key, _ in self.selector.select(timeout=0.1):
                sock = key.fileobj
                try:
                    # An accepted event stream is never read again; a refused one (503) is
                    # reopened, as is any other socket the server closes.
                    if self.kind == "event-streams":
                        if sock.recv(12, socket.MSG_PEEK).startswith(b"HTTP/1.1 200"):
                            self.selector.unregister(sock)
                            self.held.append(sock)
                            continue
                    elif sock.recv(4096):
                        continue
                except BlockingIOError:
                    continue
                except OSError:
                    pass
                self.selector.unregister(sock)
                sock.close()
                self.reopened += 1
                self.open_one()
            if self.kind == "slow-drip" and time.time() - last_drip >= 1:
                last_drip = time.time()
                for key in list(self.selector.get_map().values()):
                    sent = key.data["sent"]
                    try:
                        key.fileobj.send(request[sent:sent + 1])
                        key.data["sent"] = (sent + 1) % len(request)
                    except OSError:
                        pass
        for key in list(self.selector.get_map().values()):
            key.fileobj.close()
        for sock in self.held:
            sock.close()


def good_get():
    started = time.perf_counter()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            sock.sendall(page)
            response = b""
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                response += chunk
        ok = response.startswith(b"HTTP/1.1 200")
    except OSError:
        ok = False
    return time.perf_counter() - started, ok


def measure(kind, count):
    attack = Attack(kind, count) if count else None
    if attack:
        attack.start()
        time.sleep(2)  # the flood is in place
    latencies, failures, peak_rss, peak_threads = [], 0, 0, 0
    end = time.time() + seconds
    while time.time() < end:
        elapsed, ok = good_get()
        if ok:
            latencies.append(elapsed)
        else:
            failures += 1
        rss, threads = server_status()
        peak_rss, peak_threads = max(peak_rss, rss), max(peak_threads, threads)
        time.sleep(0.05)
    if attack:
        attack.stopped = True
        attack.join()
    latencies.sort()
    def quantile(q):
        return latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000 if latencies else float("nan")
    print(f"{kind:14} {count:4} sockets: {len(latencies) + failures} GETs, {failures} failed, "
          f"p50 {quantile(0.5):.1f} ms, p99 {quantile(0.99):.1f} ms, max {quantile(1):.1f} ms; "
          f"server peak {peak_rss} MB RSS, {peak_threads} threads"
          + (f"; attack sockets reopened after the server closed them: {attack.reopened}" if attack else "")
          + (f", streams held: {len(attack.held)}" if attack and attack.held else ""))
    sys.stdout.flush()
    time.sleep(2)


try:
    for kind, count in [("none", 0), ("slow-drip", 300), ("idle", 500), ("event-streams", 300)]:
        measure(kind, count)
finally:
    server.terminate()
    server.wait()
    shutil.rmtree(work, ignore_errors=True)
