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

  // ---------- Search: the field at the top of the primary pane filters it ----------

  // While a query is typed, results replace the document list (the page's language first, the
  // others below); Esc restores the list. The engine (search.js) and the index load on first
  // focus, so nothing on the page waits for them.
  var field = document.getElementById("search-field");
  var results = document.getElementById("search-results");
  var list = pane && pane.querySelector(".nav-table");
  if (field && results && list) {
    var status = document.getElementById("search-status");
    var pageLang = field.dataset.lang;
    var languages = Array.prototype.map.call(results.querySelectorAll("[data-search-language]"), function (item) {
      return { code: item.dataset.searchLanguage, name: item.textContent };
    });
    var engine = null, typed = 0, timer = 0;

    var loadEngine = function () {
      if (engine) return engine;
      engine = new Promise(function (resolve, reject) {
        if (window.HIGSearch && window.HIGSearch.search) { resolve(window.HIGSearch); return; }
        var script = document.createElement("script");
        script.src = field.dataset.script;
        script.onload = function () { resolve(window.HIGSearch); };
        script.onerror = function () { engine = null; reject(new Error("search script")); };
        document.head.appendChild(script);
      }).then(function (search) {
        return search.prepare({ lang: pageLang, baseURL: field.dataset.root }).then(function () { return search; });
      });
      engine.catch(function () { engine = null; });
      return engine;
    };
    // Progress only when loading (the engine, or a query's shards) takes longer than a moment,
    // and only for the latest query: an earlier one's timer never covers newer results.
    var withProgress = function (promise) {
      var ticket = typed;
      var slow = setTimeout(function () { if (ticket === typed) status.textContent = field.dataset.loading; }, 300);
      return promise.then(function (value) { clearTimeout(slow); return value; },
                          function (error) { clearTimeout(slow); throw error; });
    };
    field.addEventListener("focus", function () {
      var ticket = typed; // a query typed meanwhile says its own progress
      withProgress(loadEngine()).then(function () {
        if (ticket === typed && status.textContent === field.dataset.loading) status.textContent = "";
      }, function () { if (ticket === typed) status.textContent = field.dataset.error; });
    });

    var showList = function () {
      results.hidden = true;
      results.dataset.state = "";
      list.hidden = false;
      results.querySelectorAll(".search-group").forEach(function (group) { group.remove(); });
      status.textContent = "";
      var current = list.querySelector("[aria-current='page']");
      if (current) current.scrollIntoView({ block: "nearest" });
    };
    var clear = function () {
      typed++;
      clearTimeout(timer);
      field.value = "";
      showList();
    };

    var resultItem = function (search, result) {
      var item = document.createElement("li");
      item.className = "cell subtitle search-result";
      var link = document.createElement("a");
      link.href = result.url;
      link.dataset.anchor = result.anchor || "";
      var title = document.createElement("span");
      title.className = "cell-title";
      title.lang = result.titleLang;
      title.textContent = result.title;
      var snippet = document.createElement("span");
      snippet.className = "cell-subtitle search-snippet";
      snippet.lang = result.lang;
      snippet.appendChild(search.snippetFragment(result, document));
      link.appendChild(title);
      link.appendChild(snippet);
      item.appendChild(link);
      return item;
    };
    var group = function (search, language, found) {
      var section = document.createElement("section");
      section.className = "search-group";
      section.lang = language.code;
      var heading = document.createElement("h2");
      heading.className = "table-section-header";
      heading.textContent = language.name;
      var items = document.createElement("ul");
      items.className = "table-view search-list";
      found.forEach(function (result) { items.appendChild(resultItem(search, result)); });
      section.appendChild(heading);
      section.appendChild(items);
      return section;
    };
    var say = function (template, values) {
      return template.replace(/\{(\w+)\}/g, function (all, key) { return key in values ? values[key] : all; });
    };

    var run = function () {
      var query = field.value;
      var ticket = ++typed;
      if (!query.trim()) { showList(); return; }
      var order = languages.filter(function (l) { return l.code === pageLang; })
        .concat(languages.filter(function (l) { return l.code !== pageLang; }));
      var searcher = null;
      withProgress(loadEngine().then(function (search) {
        searcher = search;
        return search.search(query, { lang: pageLang, baseURL: field.dataset.root, limit: 12 });
      })).then(function (own) {
        if (ticket !== typed) return;
        // The page's language shows at once; the others follow below when they arrive.
        var others = order.slice(1).map(function (language) {
          return searcher.search(query, { lang: language.code, baseURL: field.dataset.root, limit: 5 })
            .catch(function () { return []; });
        });
        render(searcher, [order[0]], [own], query, "partial");
        return Promise.all(others).then(function (found) {
          if (ticket === typed) render(searcher, order, [own].concat(found), query, "done");
        });
      }).catch(function () {
        if (ticket === typed) status.textContent = field.dataset.error;
      });
    };
    var render = function (search, order, found, query, state) {
      results.querySelectorAll(".search-group").forEach(function (old) { old.remove(); });
      var count = found[0] ? found[0].length : 0;
      order.forEach(function (language, index) {
        if (found[index] && found[index].length) results.appendChild(group(search, language, found[index]));
      });
      status.textContent = count ? say(field.dataset.count, { count: count }) : say(field.dataset.none, { query: query.trim() });
      list.hidden = true;
      results.hidden = false;
      results.dataset.state = state;
    };

    field.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(run, 60);
    });

    var links = function () { return Array.prototype.slice.call(results.querySelectorAll(".search-result a")); };
    field.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && field.value) {
        event.preventDefault();
        event.stopPropagation();
        clear();
      } else if (event.key === "ArrowDown" || (event.key === "Enter" && !results.hidden)) {
        var first = links()[0];
        if (!first) return;
        event.preventDefault();
        if (event.key === "Enter") first.click(); else first.focus();
      }
    });
    results.addEventListener("keydown", function (event) {
      var all = links(), at = all.indexOf(document.activeElement);
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        clear();
        field.focus();
      } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && at >= 0) {
        event.preventDefault();
        var next = at + (event.key === "ArrowDown" ? 1 : -1);
        if (next < 0) field.focus(); else if (next < all.length) all[next].focus();
      }
    });

    // Opening a result: the block is highlighted briefly where it opens.
    var flash = function (id) {
      var block = id && document.getElementById(id);
      if (!block) return;
      block = block.closest(".pair") || block;
      block.classList.remove("search-hit");
      void block.offsetWidth; // restart the animation
      block.classList.add("search-hit");
      setTimeout(function () { block.classList.remove("search-hit"); }, 2400);
    };
    results.addEventListener("click", function (event) {
      var link = event.target.closest(".search-result a");
      if (!link) return;
      var target = new URL(link.href);
      if (target.pathname === location.pathname && link.dataset.anchor) {
        event.preventDefault();
        history.pushState(null, "", target.hash);
        var block = document.getElementById(link.dataset.anchor);
        if (block) block.scrollIntoView({ block: "start" });
        flash(link.dataset.anchor);
        closePane(false);
      } else {
        try { sessionStorage.setItem("hig.search-hit", link.dataset.anchor); } catch (e) { /* private mode */ }
      }
    });
    try {
      var arrived = sessionStorage.getItem("hig.search-hit");
      sessionStorage.removeItem("hig.search-hit");
      if (arrived && location.hash === "#" + arrived) flash(arrived);
    } catch (e) { /* private mode */ }

    // `/` or Ctrl-K focuses the field, opening the overlay pane in the narrow layout first.
    document.addEventListener("keydown", function (event) {
      var typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
      var slash = event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
      var ctrlK = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !ctrlK) return;
      event.preventDefault();
      if (overlays() && !isOpen()) openPane();
      field.focus();
      field.select();
    });
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
