import Foundation
import Testing
@testable import Serve

/// Checks `/_hig/live.js` in a real browser, run by hand:
/// `HIG_SERVE_BROWSER_TEST=1 swift test --filter ServeBrowser` (needs chromium and python3).
/// A small Python driver speaks the DevTools protocol over a pipe; the test
/// drives the server and asks the page where it is.
@Suite("Serve: live.js in Chromium (opt-in)")
struct ServeBrowserTests {
    /// 60 blocks 200 px tall. First load: the reader scrolls so that block 30
    /// starts 50 px below the top (block 29 is the first visible one, at
    /// -150), opens the nav and sets a theme. After the reload, 1000 px of new
    /// content appear above, so only a block-based restore puts b-29 back at -150.
    static let page = """
        <!doctype html><html><head><meta charset="utf-8">
        <style>body{margin:0} p{height:200px;margin:0}</style></head>
        <body><button id="nav-toggle" aria-expanded="false"
          onclick="document.documentElement.classList.add('nav-open');this.setAttribute('aria-expanded','true')">nav</button>
        \((1...60).map { "<p id=\"b-intro-\($0)\">\($0)</p>" }.joined())
        <script>
        (function () {
          if (!sessionStorage.getItem("phase")) {
            window.addEventListener("load", function () {
              document.documentElement.dataset.theme = "dark";
              document.getElementById("nav-toggle").click();
              window.scrollTo(0, document.getElementById("b-intro-30").offsetTop - 50);
              sessionStorage.setItem("phase", "1");
              document.title = "ready";
            });
          } else {
            var pad = document.createElement("div");
            pad.style.height = "1000px";
            document.body.insertBefore(pad, document.body.firstChild);
            window.addEventListener("load", function () {
              setTimeout(function () {
                var top = document.getElementById("b-intro-29").getBoundingClientRect().top;
                document.title = "restored top=" + Math.round(top) + " theme=" + document.documentElement.dataset.theme +
                  " nav=" + document.documentElement.classList.contains("nav-open") +
                  " " + document.getElementById("nav-toggle").getAttribute("aria-expanded");
              }, 300);
            });
          }
        })();
        </script></body></html>
        """

    static let driver = #"""
# Drives headless Chromium over --remote-debugging-pipe (no libraries needed).
# Commands on stdin, one per line: "open URL", "wait EXPR" (until truthy),
# "eval EXPR"; each answers one JSON line on stdout.
import json, os, subprocess, sys, time

to_chrome_r, to_chrome_w = os.pipe()
from_chrome_r, from_chrome_w = os.pipe()
def child():
    os.dup2(to_chrome_r, 3)
    os.dup2(from_chrome_w, 4)
chrome = subprocess.Popen(
    ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
     "--window-size=800,600", "--user-data-dir=" + sys.argv[1], "about:blank"],
    pass_fds=(3, 4), preexec_fn=child, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_chrome_r); os.close(from_chrome_w)
buffer = b""
next_id = 0
session = None

def call(method, params=None, use_session=True):
    global buffer, next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if use_session and session: message["sessionId"] = session
    os.write(to_chrome_w, json.dumps(message).encode() + b"\0")
    while True:
        while b"\0" not in buffer:
            chunk = os.read(from_chrome_r, 65536)
            if not chunk: raise SystemExit("chromium closed the pipe")
            buffer += chunk
        raw, buffer = buffer.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == next_id:
            return reply

def evaluate(expression):
    reply = call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
    return reply.get("result", {}).get("result", {}).get("value")

try:
    for line in sys.stdin:
        command, _, argument = line.strip().partition(" ")
        if command == "open":
            target = call("Target.createTarget", {"url": argument}, False)["result"]["targetId"]
            session = call("Target.attachToTarget", {"targetId": target, "flatten": True}, False)["result"]["sessionId"]
            answer = target
        elif command == "wait":
            deadline = time.time() + 15
            answer = None
            while time.time() < deadline:
                try:
                    answer = evaluate(argument)
                except Exception:
                    answer = None
                if answer: break
                time.sleep(0.1)
        elif command == "shot":
            import base64
            data = call("Page.captureScreenshot", {"format": "png"})["result"]["data"]
            open(argument, "wb").write(base64.b64decode(data))
            answer = argument
        elif command == "eval":
            answer = evaluate(argument)
        else:
            break
        print(json.dumps(answer), flush=True)
finally:
    chrome.kill()
"""#

    final class Driver {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var pending = Data()

        init(profile: URL, script: URL) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [script.path, profile.path]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        /// Sends one command and returns its JSON answer.
        func send(_ command: String) -> Any? {
            input.fileHandleForWriting.write(Data((command + "\n").utf8))
            while !pending.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return nil }
                pending.append(chunk)
            }
            let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
            let line = pending[..<end]
            pending = Data(pending[(end + 1)...])
            return try? JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed])
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["HIG_SERVE_BROWSER_TEST"] != nil))
    func reloadKeepsTheReadersPlaceAndErrorsShowAnOverlay() throws {
        let site = try ServeTestSite(files: ["index.html": Self.page])
        let script = site.base.appendingPathComponent("driver.py")
        try Data(Self.driver.utf8).write(to: script)
        let server = try PreviewServer(store: DirectorySiteStore(root: site.root.path), configuration: .ephemeral())
        defer { server.stop() }
        let browser = try Driver(profile: site.base.appendingPathComponent("profile"), script: script)
        defer { browser.stop() }

        #expect(browser.send("open \(server.url)") != nil)
        #expect(browser.send("wait document.title === 'ready' && document.title") as? String == "ready")
        #expect(ServeWait.until(timeout: 10) { server.liveReloadClients == 1 })

        server.reload(changedPaths: ["index.html"])
        let restored = browser.send("wait document.title.indexOf('restored') === 0 && document.title") as? String
        #expect(restored == "restored top=-150 theme=dark nav=true true")
        #expect(ServeWait.until(timeout: 10) { server.liveReloadClients == 1 })

        server.reportBuildError("unexpected <b>tag</b>", file: "Content/buttons.ko.txt", line: 12)
        let overlay = browser.send("wait document.getElementById('hig-build-error') && document.getElementById('hig-build-error').textContent") as? String
        #expect(overlay?.contains("Build failed \u{2014} Content/buttons.ko.txt:12") == true, "\(overlay ?? "no overlay")")
        #expect(overlay?.contains("unexpected <b>tag</b>") == true)
        #expect(browser.send("eval document.querySelector('#hig-build-error b') === null") as? Bool == true)
        if let path = ProcessInfo.processInfo.environment["HIG_SERVE_BROWSER_SCREENSHOT"] {
            _ = browser.send("shot \(path)")
        }

        server.clearBuildError()
        #expect(browser.send("wait !document.getElementById('hig-build-error') && 'gone'") as? String == "gone")
    }
}
