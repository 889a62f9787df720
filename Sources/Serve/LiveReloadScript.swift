/// The live-reload client served at `/_hig/live.js`.
enum LiveReloadScript {
    static let path = "/_hig/live.js"
    static let eventsPath = "/_hig/events"
    static let tag = "<script src=\"/_hig/live.js\" defer></script>"

    /// Plain JavaScript, no framework. On `reload` it remembers which block the
    /// reader is looking at (the first visible element whose id starts with
    /// `b-`, and its offset from the viewport top), the root element's data
    /// attributes and the nav pane state, reloads, and puts the block back at
    /// the same offset (falling back to scrollY). `error` shows an overlay
    /// with the message (as text, never HTML); `ok` removes it.
    static let source = #"""
    // hig live reload (served by `hig serve`, never part of the built site).
    (function () {
      "use strict";
      var KEY = "hig-live-reload";
      var OVERLAY_ID = "hig-build-error";

      function firstVisibleBlock() {
        var blocks = document.querySelectorAll('[id^="b-"]');
        for (var i = 0; i < blocks.length; i++) {
          var box = blocks[i].getBoundingClientRect();
          if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) {
            return { id: blocks[i].id, offset: box.top };
          }
        }
        return null;
      }

      function save() {
        var data = {};
        var dataset = document.documentElement.dataset;
        for (var key in dataset) data[key] = dataset[key];
        var state = {
          path: location.pathname,
          block: firstVisibleBlock(),
          scrollY: window.scrollY,
          dataset: data,
          // The overlaid navigation pane (narrow windows) was open.
          navOpen: document.documentElement.classList.contains("nav-open")
        };
        try { sessionStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* private mode */ }
      }

      function restore(final) {
        var raw = null;
        try { raw = sessionStorage.getItem(KEY); } catch (e) { return; }
        if (!raw) return;
        var state;
        try { state = JSON.parse(raw); } catch (e) { state = null; }
        if (!state || state.path !== location.pathname) {
          sessionStorage.removeItem(KEY);
          return;
        }
        for (var key in state.dataset) document.documentElement.dataset[key] = state.dataset[key];
        // Reopened through the page's own button once its script is running (on load), so
        // the pane, its button state and the scrim stay in step.
        var toggle = document.getElementById("nav-toggle");
        if (final && state.navOpen && toggle && !document.documentElement.classList.contains("nav-open")) toggle.click();
        var block = state.block && document.getElementById(state.block.id);
        if (block) {
          window.scrollTo(0, window.scrollY + block.getBoundingClientRect().top - state.block.offset);
        } else {
          window.scrollTo(0, state.scrollY);
        }
        // Restored again after images load (they move blocks), then forgotten.
        if (final) sessionStorage.removeItem(KEY);
      }

      function showError(text) {
        var message = text, where = "";
        try {
          var parsed = JSON.parse(text);
          if (parsed && typeof parsed === "object") {
            message = String(parsed.message || "");
            if (parsed.file) where = parsed.file + (parsed.line ? ":" + parsed.line : "");
          }
        } catch (e) { /* plain text */ }
        hideError();
        var box = document.createElement("div");
        box.id = OVERLAY_ID;
        box.setAttribute("role", "alert");
        box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;" +
          "background:rgba(24,24,27,.94);color:#fafafa;padding:2rem;" +
          "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;";
        var title = document.createElement("div");
        title.style.cssText = "font-weight:bold;font-size:16px;color:#fca5a5;margin-bottom:.5rem;";
        title.textContent = "Build failed" + (where ? " \u2014 " + where : "");
        var body = document.createElement("pre");
        body.style.cssText = "white-space:pre-wrap;margin:0;";
        body.textContent = message;
        var close = document.createElement("button");
        close.textContent = "\u00d7";
        close.setAttribute("aria-label", "Dismiss");
        close.style.cssText = "position:absolute;top:.75rem;right:1rem;background:none;border:0;" +
          "color:inherit;font-size:24px;cursor:pointer;";
        close.onclick = hideError;
        box.appendChild(close);
        box.appendChild(title);
        box.appendChild(body);
        document.body.appendChild(box);
      }

      function hideError() {
        var box = document.getElementById(OVERLAY_ID);
        if (box) box.parentNode.removeChild(box);
      }

      restore(false);
      if (document.readyState === "complete") restore(true);
      else window.addEventListener("load", function () { restore(true); });

      if (!window.EventSource) return;
      var source = null;
      function connect() {
        source = new EventSource("/_hig/events");
        listen(source);
      }
      // A page kept in the back/forward cache would hold its stream open, and
      // browsers allow six connections per host: close it when the page is
      // hidden, open it again when the page comes back.
      window.addEventListener("pagehide", function () {
        if (source) source.close();
        source = null;
      });
      window.addEventListener("pageshow", function (event) {
        if (event.persisted && !source) connect();
      });
      connect();

      function listen(source) {
        source.addEventListener("reload", function (event) {
          // A rebuild names the files it changed; a page that is not among them stays put.
          try {
            var paths = JSON.parse(event.data).paths || [];
            if (paths.length) {
              var here = location.pathname.replace(/^\//, "");
              if (here === "" || /\/$/.test(here)) here += "index.html";
              if (paths.indexOf(here) < 0) return;
            }
          } catch (ignored) {}
          save();
          // Otherwise the browser's own scroll restoration fights ours.
          if ("scrollRestoration" in history) history.scrollRestoration = "manual";
          location.reload();
        });
        // A server event named "error" carries data; the connection's own
        // error events do not (EventSource retries those by itself).
        source.addEventListener("error", function (event) {
          if (typeof event.data === "string") showError(event.data);
        });
        source.addEventListener("ok", hideError);
      }
    })();
    """#
}
