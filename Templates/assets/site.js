// hig site script: loaded with `defer`, so text never waits for it. No framework, no build step.
// Every feature works without it in a simpler form (the navigation follows the content,
// popovers still open, the language links go to the top of the page).
(function () {
  "use strict";

  var root = document.documentElement;
  var store = {
    get: function (key) { try { return localStorage.getItem(key); } catch (e) { return null; } },
    set: function (key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } }
  };

  // ---------- Primary pane: button, swipe from the leading edge, Esc, tap outside ----------

  var toggle = document.getElementById("nav-toggle");
  var pane = document.getElementById("primary");
  var scrim = document.getElementById("scrim");

  function overlays() {
    return toggle && getComputedStyle(toggle).display !== "none";
  }
  function isOpen() {
    return root.classList.contains("nav-open");
  }
  function openPane() {
    if (!pane || isOpen() || !overlays()) return;
    root.classList.add("nav-open");
    toggle.setAttribute("aria-expanded", "true");
    scrim.hidden = false;
    var target = pane.querySelector("[aria-current='page']") || pane.querySelector("a");
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: "nearest" });
    }
  }
  function closePane(returnFocus) {
    if (!isOpen()) return;
    root.classList.remove("nav-open");
    toggle.setAttribute("aria-expanded", "false");
    scrim.hidden = true;
    if (returnFocus) toggle.focus();
  }

  if (toggle && pane && scrim) {
    toggle.addEventListener("click", function () {
      if (isOpen()) closePane(true); else openPane();
    });
    scrim.addEventListener("click", function () { closePane(true); });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && isOpen()) {
        event.preventDefault();
        closePane(true);
      }
    });
    // Tabbing out of the overlay closes it, so focus never hides behind the scrim.
    document.addEventListener("focusin", function (event) {
      if (isOpen() && !pane.contains(event.target) && event.target !== toggle) closePane(false);
    });
    // A window that grows wide shows the pane in place; forget the overlay state.
    window.matchMedia("(min-width: 1024px) and (orientation: landscape)").addEventListener("change", function () {
      if (!overlays()) closePane(false);
    });

    // Swipe: only a gesture that starts in a thin zone at the leading edge opens the pane,
    // and only a mostly horizontal one; a leading-ward swipe on the open pane closes it.
    var edge = 24, start = null;
    var rtl = function () { return getComputedStyle(root).direction === "rtl"; };
    document.addEventListener("touchstart", function (event) {
      if (event.touches.length !== 1 || !overlays()) { start = null; return; }
      var touch = event.touches[0];
      var fromEdge = rtl() ? window.innerWidth - touch.clientX : touch.clientX;
      if (!isOpen() && fromEdge <= edge) start = { x: touch.clientX, y: touch.clientY, opening: true };
      else if (isOpen() && pane.contains(event.target)) start = { x: touch.clientX, y: touch.clientY, opening: false };
      else start = null;
    }, { passive: true });
    document.addEventListener("touchmove", function (event) {
      if (!start) return;
      var touch = event.touches[0];
      var dx = (touch.clientX - start.x) * (rtl() ? -1 : 1), dy = Math.abs(touch.clientY - start.y);
      if (start.opening && dx > 40 && dx > dy * 1.5) { start = null; openPane(); }
      else if (!start.opening && dx < -60 && -dx > dy * 1.5) { start = null; closePane(true); }
    }, { passive: true });
    document.addEventListener("touchend", function () { start = null; }, { passive: true });
  }

  // ---------- Settings: reading mode and split, applied at once and remembered ----------

  function bindSetting(name, storageKey, className, onValue) {
    var inputs = document.querySelectorAll("input[name='" + name + "']");
    if (!inputs.length) return;
    var active = root.classList.contains(className) ? onValue : null;
    inputs.forEach(function (input) {
      if (active !== null) input.checked = input.value === active;
      input.addEventListener("change", function () {
        if (!input.checked) return;
        var anchor = currentBlock();
        root.classList.toggle(className, input.value === onValue);
        store.set(storageKey, input.value);
        // Switching layout keeps the reader on the paragraph they were reading.
        if (anchor) anchor.scrollIntoView({ block: "start" });
      });
    });
  }
  bindSetting("reading", "hig.reading", "reading-parallel", "parallel");
  bindSetting("split", "hig.split", "split-halves", "halves");

  // ---------- Language picker: keep the reader's paragraph ----------

  // The block the reader is looking at: the one holding focus, else the first one that starts
  // in the upper half of the window, else the one running across its top edge.
  function currentBlock() {
    var focused = document.activeElement && document.activeElement.closest && document.activeElement.closest(".pair[id]");
    if (focused) return focused;
    var content = document.getElementById("content");
    if (!content || !document.querySelector(".pair[id]")) return null;
    var box = content.getBoundingClientRect();
    var bar = document.querySelector(".top-bar");
    var top = bar ? bar.getBoundingClientRect().bottom : 0;
    var x = Math.max(box.left, 0) + Math.min(box.width / 2, 120);
    var across = null;
    for (var y = top + 8; y < top + (window.innerHeight - top) / 2; y += 16) {
      var hit = document.elementFromPoint(x, y);
      var block = hit && hit.closest(".pair[id]");
      if (!block || block.classList.contains("pair-columns")) continue;
      if (block.getBoundingClientRect().top >= top - 8) return block;
      across = across || block;
    }
    return across;
  }

  var picker = document.getElementById("lang-picker");
  if (picker) {
    picker.addEventListener("beforetoggle", function (event) {
      if (event.newState !== "open") return;
      var block = currentBlock();
      picker.querySelectorAll("a[data-lang]").forEach(function (link) {
        link.hash = block ? block.id : "";
      });
    });
    picker.addEventListener("click", function (event) {
      var link = event.target.closest("a[data-lang]");
      if (link) store.set("hig.lang", link.dataset.lang);
    });
  }

  // ---------- Popovers: anchor to the button where CSS anchor positioning is missing ----------

  var anchoring = window.CSS && CSS.supports && CSS.supports("anchor-name: --a");
  var supportsPopover = typeof HTMLElement !== "undefined" && HTMLElement.prototype.hasOwnProperty("popover");

  function place(popover, button) {
    var rect = button.getBoundingClientRect();
    var right = Math.max(8, window.innerWidth - rect.right - 4);
    popover.style.inset = "auto";
    popover.style.position = "fixed";
    popover.style.top = rect.bottom + 10 + "px";
    popover.style.right = right + "px";
    popover.style.left = "auto";
  }

  document.querySelectorAll("[popovertarget]").forEach(function (button) {
    var popover = document.getElementById(button.getAttribute("popovertarget"));
    if (!popover) return;
    // Point the arrow at the middle of the button, wherever the popover ended up.
    popover.addEventListener("toggle", function (event) {
      if (event.newState !== "open") return;
      if (!anchoring) place(popover, button);
      var buttonBox = button.getBoundingClientRect(), box = popover.getBoundingClientRect();
      var offset = box.right - (buttonBox.left + buttonBox.width / 2) - 6;
      popover.style.setProperty("--arrow-offset", Math.max(10, Math.min(offset, box.width - 22)) + "px");
    });
    if (!supportsPopover) {
      // Old browsers: a plain toggle, one open at a time, Esc and outside clicks close.
      popover.hidden = true;
      button.addEventListener("click", function (event) {
        event.stopPropagation();
        var wasHidden = popover.hidden;
        document.querySelectorAll("[popover]").forEach(function (other) { other.hidden = true; });
        popover.hidden = !wasHidden;
        if (!popover.hidden) place(popover, button);
      });
    }
  });
  if (!supportsPopover) {
    var closeAll = function () { document.querySelectorAll("[popover]").forEach(function (p) { p.hidden = true; }); };
    document.addEventListener("click", function (event) { if (!event.target.closest("[popover]")) closeAll(); });
    document.addEventListener("keydown", function (event) { if (event.key === "Escape") closeAll(); });
  }
})();
