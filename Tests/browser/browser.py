"""One headless Chromium, driven through Selenium and the DevTools protocol, shared by every
check: exact viewports, emulated colour scheme, real mouse, keyboard and touch input, the
console log, screenshots and axe-core."""

import base64
import importlib.util
import os
import re
import time

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import CheckFailed

PAGE_LOAD_SECONDS = 10
CHROMIUM = os.environ.get("HIG_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("HIG_CHROMEDRIVER", "/usr/bin/chromedriver")

# Installed before any page script runs: records dialogs instead of opening them, so a
# script injected through content is caught even if it only tries; and notes a page that
# Back brought out of the back/forward cache.
INSTRUMENT = """
window.__higDialogs = [];
["alert", "confirm", "prompt"].forEach(function (name) {
  window[name] = function (message) { window.__higDialogs.push(name + ": " + message); };
});
window.addEventListener("pageshow", function (event) { if (event.persisted) window.__higRestored = true; });
"""


def axe_source():
    """axe-core as shipped inside the pinned `axe-playwright-python` package (only its JS is used)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("browser suite: axe-playwright-python is not installed; run .ci/setup test")
    path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    with open(path, encoding="utf-8") as file:
        return file.read()


class Browser:
    def __init__(self, base_url, failure_dir):
        self.base_url = base_url.rstrip("/") + "/"
        self.failure_dir = failure_dir
        self.size = (1280, 800)
        self._axe = None
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--disable-extensions", "--no-first-run", "--lang=en-US", "--window-size=1280,800"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        # A dialog that opens anyway stays open for the checks to find, instead of being dismissed.
        options.set_capability("unhandledPromptBehavior", "ignore")
        self.driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        self.driver.set_page_load_timeout(PAGE_LOAD_SECONDS)
        self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": INSTRUMENT})

    def quit(self):
        self.driver.quit()

    # ---------- Page state ----------

    def cdp(self, method, params=None):
        return self.driver.execute_cdp_cmd(method, params or {})

    def reset(self):
        """Between checks: a blank page, the default window, light mode, no touch, no saved settings."""
        self.driver.get("about:blank")
        self.viewport(1280, 800)
        self.color_scheme("light")
        self.cdp("Emulation.setTouchEmulationEnabled", {"enabled": False})
        self.accept_language("en-US")
        origin = self.base_url.rstrip("/")
        self.cdp("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage,session_storage"})
        self.driver.get_log("browser")

    def viewport(self, width, height):
        self.size = (width, height)
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def accept_language(self, value):
        """Sets the reader's preferred languages (the Accept-Language header and navigator.languages)."""
        if not hasattr(self, "_user_agent"):
            self._user_agent = self.js("return navigator.userAgent")
        self.cdp("Network.setUserAgentOverride", {"userAgent": self._user_agent, "acceptLanguage": value})

    def color_scheme(self, scheme):
        self.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def open(self, path):
        """Loads a page of the site (a path relative to its root) and waits until it has loaded."""
        try:
            self.driver.get(self.base_url + path.lstrip("/"))
        except TimeoutException:
            raise CheckFailed(f"/{path.lstrip('/')} did not load within {PAGE_LOAD_SECONDS} s")
        self.wait(lambda: self.js("return document.readyState") == "complete", f"{path} did not finish loading")

    def reload(self):
        self.driver.refresh()
        self.wait(lambda: self.js("return document.readyState") == "complete", "the page did not reload")

    def url(self):
        try:
            return self.driver.current_url
        except Exception:
            return "?"

    def path(self):
        """The current URL relative to the site root, with its fragment."""
        return self.url()[len(self.base_url) - 1:] if self.url().startswith(self.base_url) else self.url()

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, condition, message, timeout=5.0):
        """Polls `condition` until it is true; fails with `message` after `timeout` seconds.
        A callable `message` is made at the failure, so it shows the state then, not before."""
        deadline = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > deadline:
                raise CheckFailed(message() if callable(message) else message)
            time.sleep(0.05)

    def box(self, selector):
        """The element's bounding box in CSS pixels ({left, top, right, bottom, width, height}) or None."""
        return self.js("""
            var e = document.querySelector(arguments[0]);
            if (!e) return null;
            var r = e.getBoundingClientRect();
            return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};
        """, selector)

    def style(self, selector, property):
        return self.js("var e = document.querySelector(arguments[0]); return e && getComputedStyle(e).getPropertyValue(arguments[1]);",
                       selector, property)

    def active(self):
        """A description of the focused element: its id, or tag and text."""
        return self.js("""
            var e = document.activeElement;
            if (!e || e === document.body) return "body";
            return e.id ? "#" + e.id : e.tagName.toLowerCase() + " " + (e.getAttribute("href") || e.textContent.trim().slice(0, 40));
        """)

    # ---------- Input: real events through the DevTools protocol ----------

    def click_at(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.cdp("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                  "buttons": 1 if kind == "mousePressed" else 0, "clickCount": 1})

    def reading_mode(self, mode, where):
        """Switches a document page to `parallel` or `single` reading and waits until it took."""
        self.click(f"label:has(> #reading-{mode})")
        self.wait(lambda: self.js(f"return document.getElementById('reading-{mode}').checked"),
                  f"{where}: the {mode} option did not take the click")

    def click(self, selector):
        """Clicks the middle of the element's visible box, as a mouse would: scrolls it into view
        when it is out of the window or under a sticky bar, and fails if something still covers it."""
        for attempt in range(2):
            if attempt:
                self.js("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", selector)
            box = self.box(selector)
            if box is None:
                raise CheckFailed(f"nothing to click: {selector}")
            x, y = box["left"] + box["width"] / 2, box["top"] + box["height"] / 2
            hit = self.js("""
                var e = document.elementFromPoint(arguments[0], arguments[1]), t = document.querySelector(arguments[2]);
                return !!e && (e === t || t.contains(e) || e.contains(t));
            """, x, y, selector)
            if hit:
                self.click_at(x, y)
                return
        raise CheckFailed(f"{selector} is covered at ({x:.0f}, {y:.0f}); a click would not reach it")

    def hover(self, x, y):
        self.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "button": "none"})

    def key(self, key, shift=False):
        actions = ActionChains(self.driver)
        if shift:
            actions.key_down(Keys.SHIFT)
        actions.send_keys(key)
        if shift:
            actions.key_up(Keys.SHIFT)
        actions.perform()

    def tab(self, backwards=False):
        self.key(Keys.TAB, shift=backwards)

    def enter(self):
        self.key(Keys.ENTER)

    def escape(self):
        self.key(Keys.ESCAPE)

    def swipe(self, start, end, steps=8):
        """A one-finger swipe from `start` to `end` (x, y), as synthesised touch events."""
        self.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        x0, y0 = start
        x1, y1 = end
        self.cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for step in range(1, steps + 1):
            x = x0 + (x1 - x0) * step / steps
            y = y0 + (y1 - y0) * step / steps
            self.cdp("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        self.cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    # ---------- What the page did ----------

    def dialogs(self):
        """Dialogs scripts tried to open on this page, plus any that opened for real."""
        tried = self.js("return window.__higDialogs || []")
        try:
            alert = self.driver.switch_to.alert
            tried.append("open dialog: " + alert.text)
            alert.dismiss()
        except NoAlertPresentException:
            pass
        return tried

    def console_errors(self):
        """Console errors and uncaught exceptions since the last call."""
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def screenshot(self, path):
        data = self.cdp("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path

    def failure_shot(self, label):
        try:
            os.makedirs(self.failure_dir, exist_ok=True)
            name = re.sub(r"[^A-Za-z0-9]+", "-", label).strip("-") + ".png"
            return self.screenshot(os.path.join(self.failure_dir, name))
        except Exception as error:
            return f"(none: {error})"

    def axe(self):
        """Runs axe-core on the current page; returns its violations."""
        if self._axe is None:
            self._axe = axe_source()
        if not self.js("return !!window.axe"):
            self.js(self._axe)
        self.driver.set_script_timeout(30)
        result = self.driver.execute_async_script("""
            var done = arguments[arguments.length - 1];
            axe.run(document, {resultTypes: ["violations"]})
              .then(function (r) { done({violations: r.violations.map(function (v) {
                  return {id: v.id, impact: v.impact, help: v.help,
                          nodes: v.nodes.slice(0, 5).map(function (n) { return n.target.join(" ") + " — " + (n.failureSummary || "").replace(/\\s+/g, " "); })};
                })}); })
              .catch(function (e) { done({error: String(e)}); });
        """)
        if "error" in result:
            raise CheckFailed("axe-core failed: " + result["error"])
        return result["violations"]
