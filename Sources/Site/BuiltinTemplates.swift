// Generated from Templates/ by BuiltinTemplatesTests; do not edit.
// HIG_UPDATE_BUILTIN_TEMPLATES=1 swift test --filter BuiltinTemplatesTests writes it again.
enum BuiltinTemplates {
    static let files: [String: String] = [
        "404.html": #####"""
<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{page_title}}</title>
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="{{root}}assets/{{assets.icon_svg}}" type="image/svg+xml">
<link rel="stylesheet" href="{{root}}assets/{{assets.site_css}}">
</head>
<body class="standalone-page">
<main id="content" class="not-found">
<h1 class="error-code">404</h1>
{{#languages}}
<section lang="{{code}}" class="not-found-message">
<h2>{{not_found_title}}</h2>
<p>{{not_found_text}}</p>
<p><a href="{{href}}" hreflang="{{code}}">{{not_found_home}}</a></p>
</section>
{{/languages}}
</main>
</body>
</html>

"""#####,
        "assets/icon.svg": #####"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="5" width="28" height="22" rx="5" fill="#0a66c2"/><rect x="5" y="8" width="8" height="16" rx="2" fill="#fff" opacity=".9"/><rect x="15" y="8" width="12" height="16" rx="2" fill="#fff"/></svg>

"""#####,
        "assets/search.js": #####"""
// hig search: the tokeniser, then the query engine. The tokeniser mirrors Sources/Search/SearchTokenizer.swift and SearchScan.swift
// rule for rule (the index is made with the Swift one, queries are cut with this one), and
// the browser suite (Tests/browser/search) requires both to give identical tokens on the seeds, the bench corpus
// and the edge cases. Change both together, and bump VERSION in both.
// No dependencies, no build step. Defines window.HIGSearch.
(function (global) {
  "use strict";

  const VERSION = 1;
  const MAX_WORD = 64;

  const WORD = 0, MARK = 1, APOSTROPHE = 2, CJK = 3, SPACE = 4, SEPARATOR = 5;
  const LETTER = /[\p{L}\p{N}]/u;
  const COMBINING = /\p{M}/u;

  function inRanges(cp, ranges) {
    for (let i = 0; i < ranges.length; i += 2) {
      if (cp >= ranges[i] && cp <= ranges[i + 1]) return true;
    }
    return false;
  }

  const WORD_RANGES = [0x0250, 0x02AF, 0x1E00, 0x1EFF, 0x0400, 0x052F];
  const SPACE_RANGES = [0x0085, 0x0085, 0x00A0, 0x00A0, 0x1680, 0x1680, 0x2000, 0x200B, 0x2028, 0x2029,
    0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF];
  const CJK_RANGES = [
    0x1100, 0x11FF, 0x3131, 0x318E, 0xA960, 0xA97F, 0xAC00, 0xD7A3, 0xD7B0, 0xD7FF, // Hangul
    0x3041, 0x309F, 0x30A1, 0x30FA, 0x30FC, 0x30FF, 0x31F0, 0x31FF, // kana, ー; not ・
    0x3005, 0x3007, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xF900, 0xFAFF, 0x20000, 0x3134F // Han, 々
  ];

  function classify(cp) {
    if (cp < 0x80) {
      if ((cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5A) || (cp >= 0x61 && cp <= 0x7A) || cp === 0x5F) return WORD;
      if ((cp >= 0x09 && cp <= 0x0D) || cp === 0x20) return SPACE;
      if (cp === 0x27) return APOSTROPHE;
      return SEPARATOR;
    }
    if (cp >= 0x00C0 && cp <= 0x024F && cp !== 0xD7 && cp !== 0xF7) return WORD;
    if (inRanges(cp, WORD_RANGES)) return WORD;
    if (cp >= 0x0300 && cp <= 0x036F) return MARK;
    if (cp === 0x2019) return APOSTROPHE;
    if (inRanges(cp, SPACE_RANGES)) return SPACE;
    if (inRanges(cp, CJK_RANGES)) return CJK;
    const ch = String.fromCodePoint(cp);
    if (LETTER.test(ch)) return WORD;
    if (COMBINING.test(ch)) return MARK;
    return SEPARATOR;
  }

  const isHangul = (cp) => (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0x1100 && cp <= 0x11FF);
  const isHiragana = (cp) => cp >= 0x3041 && cp <= 0x309F;
  const isCyrillic = (cp) => cp >= 0x0400 && cp <= 0x052F;

  // ---------- English: a light stemmer (EnglishStemmer.swift) ----------

  const ENGLISH_STOPWORDS = new Set(("a about after all also an and any are as at be been but by can do does each for from " +
    "had has have how if in into is it its may more most not of on or our should so such than that the their them then " +
    "there these they this those to was we were what when which while who will with would you your").split(" "));
  const US_PLURALS = new Set(["menus"]);
  const isVowel = (c) => c === "a" || c === "e" || c === "i" || c === "o" || c === "u" || c === "y";
  const hasVowel = (s) => { for (const c of s) if (isVowel(c)) return true; return false; };

  function undouble(w) {
    if (w.length < 2) return w;
    const last = w[w.length - 1];
    if (w[w.length - 2] !== last || isVowel(last) || last === "l" || last === "s" || last === "z") return w;
    return w.slice(0, -1);
  }

  function englishStem(word) {
    if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
    let w = word;
    if (w.endsWith("ies") || w.endsWith("ied")) {
      if (w.length > 4) w = w.slice(0, -3) + "y";
    } else if (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes")) {
      w = w.slice(0, -2);
    } else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("is") && (!w.endsWith("us") || US_PLURALS.has(word))) {
      w = w.slice(0, -1);
    }
    if (w.endsWith("ing") && hasVowel(w.slice(0, -3)) && w.length - 3 >= 2) {
      w = undouble(w.slice(0, -3));
    } else if (w.endsWith("ed") && hasVowel(w.slice(0, -2)) && w.length - 2 >= 2) {
      w = undouble(w.slice(0, -2));
    }
    if (w.length >= 3 && w.endsWith("e")) w = w.slice(0, -1);
    return w;
  }

  // ---------- Russian: a light stemmer (RussianStemmer.swift) ----------

  const RUSSIAN_STOPWORDS = new Set(("без была были было быть вам вас все всех где для его ее если есть еще же за из или их " +
    "как когда ли мы на над не нет ни но об он она они от по под при про со так там то только чем что чтобы это этот эти " +
    "во до вы бы ко").split(" "));
  const RUSSIAN_ENDINGS = ("иями ями ами ого его ому ему ыми ими ией ием иях иям ешь ете ите йте ишь ать ять ить еть уть " +
    "ала ила ыла ело ило али или ыли ают яют ует уют " +
    "ах ях ов ев ей ой ий ый ая яя ое ее ые ие ую юю ых их ым им ом ем ам ям ою ею ия ью ья ье ии ию ут ют ет ит ат ят " +
    "ть а я о е ы и у ю ь й").split(" ").map((e) => Array.from(e));

  const endsWith = (letters, suffix) => {
    if (letters.length < suffix.length) return false;
    for (let i = 0; i < suffix.length; i++) if (letters[letters.length - suffix.length + i] !== suffix[i]) return false;
    return true;
  };

  function russianStem(word) {
    let letters = Array.from(word);
    if (letters.length <= 3) return word;
    if (letters.length - 2 >= 4 && (endsWith(letters, ["с", "я"]) || endsWith(letters, ["с", "ь"]))) letters = letters.slice(0, -2);
    for (const ending of RUSSIAN_ENDINGS) {
      if (letters.length - ending.length >= 3 && endsWith(letters, ending)) {
        letters = letters.slice(0, -ending.length);
        break;
      }
    }
    if (letters.length - 1 >= 3 && letters[letters.length - 1] === "ь") letters = letters.slice(0, -1);
    return letters.join("");
  }

  // ---------- Korean and Japanese particles (SearchParticles.swift) ----------

  const KOREAN_PARTICLES = ("에서 에게 으로 부터 까지 처럼 보다 에는 에도 이나 마다 하고 한테 " +
    "은 는 이 가 을 를 의 에 도 와 과 로 만 나 랑").split(" ").map((p) => Array.from(p, (c) => c.codePointAt(0)));
  const JAPANESE_PARTICLES = "から まで より など には では とは への での は が を に の で と も へ や か"
    .split(" ").map((p) => Array.from(p, (c) => c.codePointAt(0)));

  // The length of the particle the code points `chunk` end with, or 0.
  function trailingParticleLength(chunk) {
    if (!chunk.length) return 0;
    const last = chunk[chunk.length - 1];
    const list = isHangul(last) ? KOREAN_PARTICLES : isHiragana(last) ? JAPANESE_PARTICLES : null;
    if (!list) return 0;
    for (const particle of list) {
      if (endsWith(chunk, particle)) return particle.length;
    }
    return 0;
  }

  // ---------- The scan (SearchTokenizer.swift) ----------

  function normalize(text) {
    return String(text).normalize("NFKC");
  }

  // Tokens of `text` as [{term, kind, start, end}], offsets in UTF-16 units of normalize(text).
  // `lang` is accepted for symmetry with the index; the rules follow each run's script.
  function tokenize(text, lang) { // eslint-disable-line no-unused-vars
    const s = normalize(text);
    const tokens = [];
    let word = [], wordStart = 0, wordEnd = 0;
    let run = [], runFollowsWord = false, pendingGap = false;

    function flushWord() {
      const letters = word;
      word = [];
      if (letters.length < 2 || letters.length > MAX_WORD) return;
      const text = String.fromCodePoint.apply(null, letters);
      let term;
      if (letters.some(isCyrillic)) {
        if (RUSSIAN_STOPWORDS.has(text)) return;
        term = russianStem(text);
      } else if (letters.every((cp) => cp < 0x80)) {
        if (ENGLISH_STOPWORDS.has(text)) return;
        term = englishStem(text);
      } else {
        term = text;
      }
      tokens.push({ term: term, kind: "word", start: wordStart, end: wordEnd });
    }

    function flushRun() {
      const chars = run;
      run = [];
      pendingGap = false;
      let first = 0;
      if (runFollowsWord) {
        let chunkEnd = chars.length;
        for (let i = 1; i < chars.length; i++) if (chars[i].gap) { chunkEnd = i; break; }
        const chunk = chars.slice(0, chunkEnd).map((c) => c.cp);
        if (chunk.length && trailingParticleLength(chunk) === chunk.length) first = chunkEnd;
      }
      const count = chars.length - first;
      if (count <= 0) return;
      if (count === 1) {
        const only = chars[first];
        if (trailingParticleLength([only.cp]) === 1) return; // a particle alone is no term
        tokens.push({ term: String.fromCodePoint(only.cp), kind: "single", start: only.start, end: only.end });
        return;
      }
      const tail = new Array(chars.length).fill(false);
      let chunkStart = first;
      for (let i = first; i < chars.length; i++) {
        const isLast = i + 1 === chars.length || chars[i + 1].gap;
        if (!isLast) continue;
        const chunk = chars.slice(chunkStart, i + 1).map((c) => c.cp);
        const particle = trailingParticleLength(chunk);
        if (particle > 0 && chunk.length >= particle + 2) {
          for (let p = i - particle + 1; p <= i; p++) tail[p] = true;
        }
        chunkStart = i + 1;
      }
      for (let i = first; i + 1 < chars.length; i++) {
        const left = chars[i], right = chars[i + 1];
        const kind = right.gap ? "join" : tail[i + 1] ? "tail" : "gram";
        tokens.push({ term: String.fromCodePoint(left.cp, right.cp), kind: kind, start: left.start, end: right.end });
      }
    }

    function appendLowercased(cp) {
      if (cp < 0x80) {
        word.push(cp >= 0x41 && cp <= 0x5A ? cp + 0x20 : cp);
        return;
      }
      for (const ch of String.fromCodePoint(cp).toLowerCase()) {
        const lower = ch.codePointAt(0);
        word.push(lower === 0x0451 ? 0x0435 : lower); // ё → е
      }
    }

    let previousWasWord = false;
    for (let offset = 0; offset < s.length;) {
      const cp = s.codePointAt(offset);
      const width = cp > 0xFFFF ? 2 : 1;
      let kind = classify(cp);
      if (kind === APOSTROPHE) {
        const next = offset + width < s.length ? classify(s.codePointAt(offset + width)) : SEPARATOR;
        if (word.length && next === WORD) {
          previousWasWord = true;
          offset += width;
          continue;
        }
        kind = SEPARATOR;
      }
      if (kind === MARK && !word.length) kind = SEPARATOR;
      if (kind === WORD || kind === MARK) {
        if (run.length) flushRun();
        if (!word.length) wordStart = offset;
        appendLowercased(cp);
        wordEnd = offset + width;
        previousWasWord = true;
        offset += width;
        continue;
      }
      if (kind === CJK) {
        if (word.length) flushWord();
        if (!run.length) runFollowsWord = previousWasWord;
        run.push({ cp: cp, start: offset, end: offset + width, gap: pendingGap && run.length > 0 });
        pendingGap = false;
      } else if (kind === SPACE) {
        if (word.length) flushWord();
        if (run.length) pendingGap = true;
      } else {
        if (word.length) flushWord();
        if (run.length) flushRun();
      }
      previousWasWord = false;
      offset += width;
    }
    if (word.length) flushWord();
    if (run.length) flushRun();
    return tokens;
  }

  // Whether a query needs a token's term (SearchToken.Kind.isRequiredInQuery).
  const requiredInQuery = (kind) => kind === "word" || kind === "gram" || kind === "single";

  // ---------- The query engine ----------
  //
  // Files (written by Sources/Search/SearchIndexBuilder.swift, described in
  // SearchShard.swift and SearchWeights.swift): search/LANG/manifest.json, then only the term
  // shards of the query's terms (search/LANG/terms/N.bin), then for the best documents their
  // text (search/text/LANG/N.json), which holds their row of the document table too (the table,
  // search/LANG/docs/N.json, is read only for documents whose manifest letter is `x` or `-`; a capital names its languages
  // in the manifest's textSets).
  // Every file is fetched once and kept, so a query after the first reads little or nothing.

  const INDEX_FORMAT = 1;
  const PREFIX_WEIGHT = 0.6;
  const OPTIONAL_WEIGHT = 0.5;
  const HEADING_WEIGHT = 1.5;
  const BLOCK_WEIGHT = 0.5;
  const TITLE_MATCH_WEIGHT = 2;
  const SNIPPET_WIDTH = 160;
  const SNIPPET_LEAD = 40;

  const cache = new Map();
  const utf8 = new TextEncoder();
  const fromUTF8 = new TextDecoder();

  function load(url, parse) {
    const key = String(url);
    let pending = cache.get(key);
    if (!pending) {
      pending = fetch(key).then((response) => {
        if (!response.ok) throw new Error(`search: ${key}: HTTP ${response.status}`);
        return parse(response);
      });
      pending.catch(() => cache.delete(key)); // a failed load may be tried again
      cache.set(key, pending);
    }
    return pending;
  }
  const loadJSON = (url) => load(url, (response) => response.json());
  const loadShard = (url) => load(url, (response) => response.arrayBuffer().then(parseShard));

  function fnv1a32(bytes) {
    let hash = 0x811C9DC5;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    return hash;
  }

  // The shard a term is in (SearchShard.swift): its first character if CJK, else its first two.
  function shardOf(term, count) {
    const chars = Array.from(term);
    const key = chars.slice(0, classify(chars[0].codePointAt(0)) === CJK ? 1 : 2).join("");
    return fnv1a32(utf8.encode(key)) % count;
  }

  // An unsigned LEB128 varint at cursor.position, which it moves past.
  function varint(bytes, cursor) {
    let value = 0, scale = 1, byte;
    do {
      byte = bytes[cursor.position++];
      value += (byte & 0x7F) * scale;
      scale *= 128;
    } while (byte & 0x80);
    return value;
  }

  function parseShard(buffer) {
    const bytes = new Uint8Array(buffer);
    if (String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) !== "HIGS" || bytes[4] !== INDEX_FORMAT) {
      throw new Error("search: not a term shard of index format " + INDEX_FORMAT);
    }
    const cursor = { position: 5 };
    const count = varint(bytes, cursor);
    const entries = [];
    let previous = new Uint8Array(0);
    for (let i = 0; i < count; i++) {
      const shared = varint(bytes, cursor), length = varint(bytes, cursor);
      const term = new Uint8Array(shared + length);
      term.set(previous.subarray(0, shared));
      term.set(bytes.subarray(cursor.position, cursor.position + length), shared);
      cursor.position += length;
      const documents = varint(bytes, cursor), size = varint(bytes, cursor);
      entries.push({ term: fromUTF8.decode(term), documents: documents, start: cursor.position, end: cursor.position + size });
      cursor.position += size;
      previous = term;
    }
    return { bytes: bytes, entries: entries, byTerm: new Map(entries.map((e) => [e.term, e])) };
  }

  // One term's postings, decoded once and kept: documents ascending, and for each its body
  // level (0-3) plus 4 if the title has the term.
  function postings(shard, entry) {
    if (entry.decoded) return entry.decoded;
    const documents = new Int32Array(entry.documents), flags = new Uint8Array(entry.documents);
    const cursor = { position: entry.start };
    let document = -1;
    for (let i = 0; i < entry.documents; i++) {
      const value = varint(shard.bytes, cursor);
      document += Math.floor(value / 8) + 1;
      documents[i] = document;
      flags[i] = value % 8;
    }
    entry.decoded = { documents: documents, flags: flags };
    return entry.decoded;
  }

  // The query's terms, each once: required or optional (SearchWeights.swift), exact or prefix.
  function queryTerms(query, lang, usePrefix) {
    const tokens = tokenize(query, lang);
    const terms = new Map();
    for (const token of tokens) {
      const term = terms.get(token.term) || { term: token.term, required: false, prefix: token.kind === "single" };
      term.required = term.required || requiredInQuery(token.kind);
      terms.set(token.term, term);
    }
    const last = tokens[tokens.length - 1];
    if (usePrefix && last && last.kind === "word" && !/\s$/u.test(query)) terms.get(last.term).prefix = true;
    const list = Array.from(terms.values());
    if (!list.some((t) => t.required)) list.forEach((t) => { t.required = true; });
    return list;
  }

  // Does the token `term` count for the query term `q`, and with what factor?
  function matchFactor(q, term) {
    if (term === q.term) return 1;
    return q.prefix && term.startsWith(q.term) ? PREFIX_WEIGHT : 0;
  }

  function locate(settings) {
    const base = new URL(settings.baseURL || "./", typeof location !== "undefined" ? location.href : undefined);
    const manifestURL = new URL(`search/${encodeURIComponent(settings.lang || "en")}/manifest.json`, base);
    return { base, manifestURL };
  }

  // Loads the manifest of the index in `options.lang` (the page calls it on first focus, so the
  // first query waits for less).
  function prepare(options) {
    return loadJSON(locate(options || {}).manifestURL);
  }

  // Searches the index of the site in `lang` under `baseURL` (the site root). Resolves to
  // [{doc, title, titleLang, url, anchor, lang, snippet: {parts: [{text, hit}], truncatedStart,
  // truncatedEnd}, score}], best first; text only, never markup (see snippetFragment).
  async function search(query, options) {
    const settings = options || {};
    const lang = settings.lang || "en";
    const limit = settings.limit || 10;
    const { base, manifestURL } = locate(settings);
    const manifest = await loadJSON(manifestURL);
    if (manifest.format !== INDEX_FORMAT || manifest.tokenizer !== VERSION) {
      throw new Error(`search: the index (format ${manifest.format}, tokenizer ${manifest.tokenizer}) does not match this script`);
    }
    const terms = queryTerms(query, lang, settings.prefix !== false);
    if (!terms.length || !manifest.documents) return [];
    const shardURL = (term) => new URL(`${manifest.terms}${shardOf(term.term, manifest.shards)}.bin`, manifestURL);
    const shards = await Promise.all(terms.map((term) => loadShard(shardURL(term))));

    const total = manifest.documents;
    // Per term, its weight in every document (0: absent), over its exact match and prefixes.
    const value = [0, 1, 2, 3, 4, 5, 6, 7].map((flags) => manifest.levels[flags % 4] + (flags >= 4 ? manifest.titleWeight : 0));
    terms.forEach((term, index) => {
      const shard = shards[index];
      const matches = [];
      const exact = shard.byTerm.get(term.term);
      if (exact) matches.push([exact, 1]);
      if (term.prefix) {
        for (const entry of shard.entries) {
          if (entry !== exact && entry.term.startsWith(term.term)) matches.push([entry, PREFIX_WEIGHT]);
        }
      }
      term.weights = new Float32Array(total);
      term.documents = [];
      let count = 0;
      for (const [entry, factor] of matches) {
        count += entry.documents;
        const list = postings(shard, entry);
        for (let i = 0; i < list.documents.length; i++) {
          const document = list.documents[i], weight = value[list.flags[i]] * factor;
          if (!term.weights[document]) term.documents.push(document);
          if (weight > term.weights[document]) term.weights[document] = weight;
        }
      }
      term.idf = Math.log(1 + total / Math.max(Math.min(count, total), 1));
    });

    const required = terms.filter((t) => t.required).sort((a, b) => a.documents.length - b.documents.length);
    if (required.some((t) => !t.documents.length)) return [];
    const ranked = [];
    for (const document of required[0].documents) {
      if (!required.every((t) => t.weights[document] > 0)) continue;
      let score = 0;
      for (const term of terms) {
        const weight = term.weights[document];
        if (weight) score += term.idf * weight * (term.required ? 1 : OPTIONAL_WEIGHT);
      }
      ranked.push({ document: document, score: score });
    }
    ranked.sort((a, b) => b.score - a.score || a.document - b.document);
    const shown = await Promise.all(ranked.slice(0, limit).map((hit) => describe(hit, terms, lang, manifest, manifestURL, base)));
    return shown.sort((a, b) => b.score - a.score || a.position - b.position).map((result) => {
      delete result.position;
      return result;
    });
  }

  // A ranked document made a result: its table row, the block to open at, the snippet.
  async function describe(hit, terms, lang, manifest, manifestURL, base) {
    const perChunk = manifest.documentsPerChunk;
    const tableRow = () => loadJSON(new URL(`${manifest.docs}${Math.floor(hit.document / perChunk)}.json`, manifestURL))
      .then((table) => table.documents[hit.document % perChunk]);
    const textsOf = (languages) => Promise.all(languages.map((language) =>
      loadJSON(new URL(`${manifest.texts}${encodeURIComponent(language)}/${hit.document}.json`, manifestURL))));
    // The manifest says which texts most documents need, and the first of them holds the row:
    // one round of fetches after the shards. The table only for the rest.
    const code = (manifest.textLanguages || "")[hit.document];
    const known = { o: [lang], b: [lang, "en"], e: ["en"] }[code] || (/[A-Z]/.test(code) && (manifest.textSets || {})[code]);
    let texts = known ? await textsOf(known) : null;
    let row = texts && texts[0].rows && texts[0].rows[lang];
    if (!row) {
      row = await tableRow();
      if (!texts) texts = await textsOf(row[4]);
    }
    const [id, title, titleLang, url, textLanguages] = row;
    const seen = new Set();
    const probes = terms.map(probe);
    const cjk = terms.map((term) => classify(term.term.codePointAt(0)) === CJK);
    const literal = terms.map(isLiteralStem);
    const weights = terms.map((term) => term.idf * (term.required ? 1 : OPTIONAL_WEIGHT));
    // The blocks that may hold a term, each with the most it can score: the weights of the terms
    // whose probe it has (a CJK term also across white space), as scoreBlock would count them.
    const candidates = [];
    textLanguages.forEach((language, index) => {
      const primary = language === lang || language === "en";
      for (const [position, anchor, kind, text] of texts[index].blocks) {
        if (language !== lang && kind === "n") continue;
        if (!primary && seen.has(position)) continue;
        if (primary) seen.add(position);
        const folded = foldedText(texts[index], position, text);
        if (!probes.some((p) => folded.includes(p))) continue; // cannot hold a term: not tokenised
        let bound = 0;
        const apostrophe = folded.includes("'") || folded.includes("’");
        terms.forEach((term, i) => {
          const present = cjk[i] ? folded.includes(term.term) || squeezedText(texts[index], position, folded).includes(term.term)
            : literal[i] && !apostrophe ? folded.includes(term.term) : folded.includes(probes[i]);
          if (present) bound += weights[i];
        });
        bound *= (kind === "h" ? HEADING_WEIGHT : 1) * (1 + 1e-9); // summed in another order than the score
        candidates.push({ order: candidates.length, bound, anchor, kind, text, language });
      }
    });
    // The best block, the first of equals in reading order as before, tokenising only the blocks
    // that can still beat it or tie with it from earlier: most blocks of a long page are not read.
    candidates.sort((a, b) => b.bound - a.bound || a.order - b.order);
    let best = null;
    for (const candidate of candidates) {
      if (best && (candidate.bound < best.score || (candidate.bound <= best.score && candidate.order > best.order))) {
        if (candidate.bound < best.score) break;
        continue;
      }
      const scored = scoreBlock(candidate.text, candidate.language, candidate.kind, terms);
      if (scored.score > 0 && (!best || scored.score > best.score || (scored.score === best.score && candidate.order < best.order))) {
        best = { score: scored.score, order: candidate.order, anchor: candidate.anchor, language: candidate.language,
          text: scored.text, hits: scored.hits };
      }
    }
    const result = {
      doc: id,
      title: title,
      titleLang: titleLang || lang,
      url: new URL(url, base).href + (best ? "#b-" + best.anchor : ""),
      anchor: best ? "b-" + best.anchor : null,
      lang: best ? best.language : (textLanguages[0] || lang),
      snippet: best ? snippet(best.text, best.hits) : firstSnippet(texts[0]),
      score: hit.score + (best ? BLOCK_WEIGHT * best.score : 0) + TITLE_MATCH_WEIGHT * titleScore(title, titleLang || lang, terms),
      position: hit.document,
    };
    return result;
  }

  // The query's weight in the shown title times the square of the share of the title's terms it
  // matched: the page titled exactly so beats one whose title also says more.
  function titleScore(title, language, terms) {
    const titleTerms = new Set(tokenize(title, language).map((t) => t.term));
    if (!titleTerms.size) return 0;
    let score = 0, matched = 0;
    for (const titleTerm of titleTerms) {
      let best = 0;
      for (const term of terms) {
        const factor = matchFactor(term, titleTerm);
        if (factor) best = Math.max(best, term.idf * factor * (term.required ? 1 : OPTIONAL_WEIGHT));
      }
      if (best) matched++;
      score += best;
    }
    const share = matched / titleTerms.size;
    return score * share * share;
  }

  // A piece of text a block holding the term has (lowercased, ё as е): a stem less its last
  // letter (`fly` of `flies`), a CJK term itself. A bigram written across a space (`스플릿 뷰`)
  // has no probe, but such a block is still read for the query's other bigrams.
  function probe(term) {
    const chars = Array.from(term.term);
    if (classify(chars[0].codePointAt(0)) === CJK) return term.term;
    return chars.length >= 3 ? chars.slice(0, -1).join("") : term.term;
  }

  // A block's text lowercased for probes, made once per loaded text file.
  function foldedText(file, position, text) {
    const folded = file.folded || (file.folded = new Map());
    let value = folded.get(position);
    if (value === undefined) {
      value = normalize(text).toLowerCase().replace(/ё/g, "е");
      folded.set(position, value);
    }
    return value;
  }

  // Whether a word term is written in every text that has it, as a prefix of a word: the stems
  // of a-z words are (but for `-ies` → `y`) and those of Russian words are, so a block without
  // the term itself cannot count it (unless an apostrophe, dropped inside words, stands between).
  const isLiteralStem = (term) => /^[a-z0-9_]+$/.test(term.term) ? !term.term.endsWith("y") : /^[а-я0-9_]+$/.test(term.term);

  // The folded text without white space, for CJK terms, which a run keeps across it (`스플릿 뷰`).
  const SPACES = /[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200B\u2028\u2029\u202F\u205F\u3000\uFEFF]/gu;
  function squeezedText(file, position, folded) {
    const squeezed = file.squeezed || (file.squeezed = new Map());
    let value = squeezed.get(position);
    if (value === undefined) {
      value = folded.replace(SPACES, "");
      squeezed.set(position, value);
    }
    return value;
  }

  const isBigram = (kind) => kind === "gram" || kind === "join" || kind === "tail";

  function scoreBlock(raw, language, kind, terms) {
    const text = normalize(raw);
    const found = new Map();
    const hits = [];
    const bigramTerms = terms.filter((t) => Array.from(t.term).length === 2 && classify(t.term.codePointAt(0)) === CJK).length;
    for (const token of tokenize(text, language)) {
      for (const term of terms) {
        const factor = matchFactor(term, token.term);
        if (!factor) continue;
        // A one-character query marks only its character, not the bigram that holds it.
        const end = term.prefix && token.kind !== "word" ? token.start + term.term.length : token.end;
        hits.push([token.start, end, isBigram(token.kind) && bigramTerms > 1]);
        found.set(term, Math.max(found.get(term) || 0, factor));
      }
    }
    let score = 0;
    for (const [term, factor] of found) score += term.idf * factor * (term.required ? 1 : OPTIONAL_WEIGHT);
    return { score: score * (kind === "h" ? HEADING_WEIGHT : 1), text: text, hits: hits };
  }

  const width = (text, from, to) => {
    let units = 0;
    for (let i = from; i < to; i++) units += text.charCodeAt(i) >= 0x1100 ? 2 : 1;
    return units;
  };

  // About SNIPPET_WIDTH columns (CJK counting two) of `text` around its first hit, cut at
  // spaces where there are some, as [{text, hit}] parts.
  // A bigram of a longer CJK query is marked only where it overlaps another hit: `테이` alone
  // in `프레젠테이션` is not `테이블`.
  function snippet(text, hits) {
    hits.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const kept = hits.filter((hit, i) => !hit[2] ||
      (i > 0 && hits[i - 1][1] > hit[0]) || (i + 1 < hits.length && hits[i + 1][0] < hit[1]));
    const merged = [];
    for (const [start, end] of kept) {
      const last = merged[merged.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end); else merged.push([start, end]);
    }
    const firstHit = merged.length ? merged[0][0] : 0;
    let start = firstHit, lead = 0;
    while (start > 0 && (lead += width(text, start - 1, start)) <= SNIPPET_LEAD) start--;
    if (start > 0) {
      const space = text.indexOf(" ", start);
      if (space >= 0 && space < firstHit) start = space + 1;
    }
    let end = start, used = 0;
    while (end < text.length && (used += width(text, end, end + 1)) <= SNIPPET_WIDTH) end++;
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > start + (end - start) / 2) end = space;
    }
    if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end])) end++; // never split a surrogate pair
    if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start])) start--;
    const parts = [];
    let at = start;
    for (const [from, to] of merged) {
      const a = Math.max(from, start), b = Math.min(to, end);
      if (b <= a) continue;
      if (a > at) parts.push({ text: text.slice(at, a), hit: false });
      parts.push({ text: text.slice(a, b), hit: true });
      at = b;
    }
    if (at < end) parts.push({ text: text.slice(at, end), hit: false });
    return { parts: parts, truncatedStart: start > 0, truncatedEnd: end < text.length };
  }

  function firstSnippet(file) {
    const first = file && file.blocks.find((block) => block[2] !== "h");
    return first ? snippet(normalize(first[3]), []) : { parts: [], truncatedStart: false, truncatedEnd: false };
  }

  // A snippet as DOM nodes: text nodes and <mark> for hits, built with textContent only, so
  // whatever a document holds (`<img onerror>`, quotes) shows as the characters it is.
  function snippetFragment(result, ownerDocument) {
    const doc = ownerDocument || document;
    const fragment = doc.createDocumentFragment();
    const value = result.snippet || result;
    if (value.truncatedStart) fragment.appendChild(doc.createTextNode("…"));
    for (const part of value.parts) {
      if (part.hit) {
        const mark = doc.createElement("mark");
        mark.textContent = part.text;
        fragment.appendChild(mark);
      } else {
        fragment.appendChild(doc.createTextNode(part.text));
      }
    }
    if (value.truncatedEnd) fragment.appendChild(doc.createTextNode("…"));
    return fragment;
  }

  const HIGSearch = global.HIGSearch || (global.HIGSearch = {});
  HIGSearch.tokenizerVersion = VERSION;
  HIGSearch.normalize = normalize;
  HIGSearch.tokenize = tokenize;
  HIGSearch.requiredInQuery = requiredInQuery;
  HIGSearch.search = search;
  HIGSearch.prepare = prepare;
  HIGSearch.snippetFragment = snippetFragment;
  HIGSearch.clearCache = () => cache.clear();
})(typeof window !== "undefined" ? window : globalThis);

"""#####,
        "assets/site.css": #####"""
/* hig site stylesheet.
   The layout follows the guidelines the site publishes:
   - Split Views: a persistent primary pane (navigation) and a content pane, one third / two
     thirds on wide windows (or halves), the primary pane overlaying the content when narrow.
   - Tables: plain, grouped and inset-grouped tables; basic, subtitle, value 1 and value 2 rows.
   - Popovers: small, pointing at the button that opened them. */

/* ---------- Colours and fonts ---------- */

:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --bg-grouped: #f2f2f7;
  --bg-cell: #ffffff;
  --bg-elevated: #ffffff;
  --bg-bar: rgba(249, 249, 251, 0.94);
  --text: #1d1d1f;
  --muted: #6e6e73;
  --separator: rgba(60, 60, 67, 0.22);
  --accent: #0066cc;
  --selected: #dde9fb;
  --selected-text: #003f82;
  --selected-muted: #2d5a8c;
  --pressed: #d1d1d6;
  --pair-highlight: #fff3c4;
  --note-bg: #f5f0ff;
  --status-complete: #248a3d;
  --status-partial: #c93400;
  --status-missing: #8e8e93;
  --status-fallback: #c93400;
  --status-low: #b25000;
  --status-stale: #d70015;
  --status-extra: #7d57c2;
  /* Status colours for text: 4.5:1 on a cell. */
  --status-complete-text: #1d7a35;
  --status-partial-text: #b03000;
  --status-stale-strong: #c4001a;
  --status-warning-strong: #a34700;
  --diff-added: rgba(52, 199, 89, 0.25);
  --diff-removed: rgba(255, 59, 48, 0.22);
  --focus: #0071e3;
  --bar-height: 3rem;
  --measure: 70ch;
  --font-latin: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Roboto, "Helvetica Neue", Arial, sans-serif;
  --font-ko: -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", "Segoe UI", sans-serif;
  --font-ja: -apple-system, BlinkMacSystemFont, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", "Yu Gothic", Meiryo, sans-serif;
  --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
}

@media (prefers-color-scheme: dark) {
  :root {
    --bg: #000000;
    --bg-grouped: #1c1c1e;
    --bg-cell: #2c2c2e;
    --bg-elevated: #2c2c2e;
    --bg-bar: rgba(22, 22, 24, 0.94);
    --text: #f5f5f7;
    --muted: #a1a1a6;
    --separator: rgba(84, 84, 88, 0.6);
    --accent: #4da3ff;
    --selected: #203a5c;
    --selected-text: #cfe3ff;
    --selected-muted: #b5cdee;
    --pressed: #3a3a3c;
    --pair-highlight: #3d3414;
    --note-bg: #2a2238;
    --status-complete: #30d158;
    --status-partial: #ff9f0a;
    --status-missing: #8e8e93;
    --status-fallback: #ff9f0a;
    --status-low: #ffb340;
    --status-stale: #ff6961;
    --status-extra: #bf9cff;
    --status-complete-text: #30d158;
    --status-partial-text: #ff9f0a;
    --status-stale-strong: #b3261e;
    --status-warning-strong: #8a4b00;
    --diff-added: rgba(48, 209, 88, 0.3);
    --diff-removed: rgba(255, 105, 97, 0.3);
    --focus: #4da3ff;
  }
}

*, *::before, *::after { box-sizing: border-box; }

html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font-family: var(--font-latin);
  font-size: 1.0625rem;
  line-height: 1.6;
}

/* Each script gets fonts that have it; Korean breaks between words, Japanese strictly. */
:lang(ko) { font-family: var(--font-ko); word-break: keep-all; }
:lang(ja) { font-family: var(--font-ja); line-break: strict; word-break: normal; }
:lang(en), :lang(ru) { font-family: var(--font-latin); word-break: normal; }
:lang(ru) { hyphens: auto; }

a { color: var(--accent); }
code, pre { font-family: var(--font-mono); font-size: 0.875em; }
code { overflow-wrap: anywhere; }
pre { overflow-x: auto; padding: 0.75rem 1rem; background: var(--bg-grouped); border-radius: 8px; }

:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }

.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}

.skip-link {
  position: absolute; left: 0.5rem; top: -3rem; z-index: 100;
  padding: 0.5rem 1rem; border-radius: 8px;
  background: var(--bg-elevated); color: var(--accent);
}
.skip-link:focus { top: 0.5rem; }

.icon { width: 1.25rem; height: 1.25rem; flex: none; }

/* ---------- Split view ---------- */

.top-bar {
  position: sticky; top: 0; z-index: 20;
  display: flex; align-items: center; gap: 0.5rem;
  height: var(--bar-height); padding: 0 0.75rem;
  background: var(--bg-bar);
  border-bottom: 1px solid var(--separator);
  -webkit-backdrop-filter: saturate(180%) blur(12px);
  backdrop-filter: saturate(180%) blur(12px);
}

.site-title {
  flex: 1; min-width: 0;
  color: var(--text); font-weight: 600; font-size: 1rem; text-decoration: none;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}

.bar-actions { display: flex; gap: 0.25rem; }

/* Phones: the bar's buttons show their icons only (their names stay for screen readers), and
   the site title wraps onto a second line rather than being cut short. */
@media (max-width: 29.99rem) {
  .bar-button > span:not(.visually-hidden) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .bar-button { justify-content: center; padding: 0; }
  .site-title { white-space: normal; text-overflow: clip; font-size: 0.875rem; line-height: 1.2; overflow: visible; }
}
@media (max-width: 22.49rem) {
  .top-bar { gap: 0.25rem; padding-inline: 0.5rem; }
  .site-title { font-size: 0.8125rem; line-height: 1.15; }
}

.bar-button {
  display: inline-flex; align-items: center; gap: 0.375rem;
  min-height: 2.5rem; min-width: 2.75rem; padding: 0 0.625rem;
  border: 0; border-radius: 8px;
  background: transparent; color: var(--accent);
  font: inherit; font-size: 0.9375rem; cursor: pointer;
  transition: background-color 0.2s ease-out;
}
.bar-button:hover { background: var(--bg-grouped); }
/* Pressed: the label darkens with the background, so it keeps its contrast. */
.bar-button:active { background: var(--pressed); color: var(--selected-text); transition: none; }

.primary-pane { background: var(--bg-grouped); overflow-y: auto; overscroll-behavior: contain; }

.content-pane { min-width: 0; padding: 1.5rem clamp(1rem, 4vw, 3rem) 3rem; }
.content-pane:focus { outline: none; }

/* Narrow or portrait windows: the primary pane overlays the content and hides offscreen. */
/* It opens below the top bar, so the button that opened it stays there to close it. */
.primary-pane {
  position: fixed; top: var(--bar-height); bottom: 0; inset-inline-start: 0; z-index: 30;
  width: min(22rem, 86vw);
  transform: translateX(-100%);
  visibility: hidden;
  box-shadow: none;
  transition: transform 0.25s ease, visibility 0s linear 0.25s, box-shadow 0.25s ease;
}
[dir="rtl"] .primary-pane { transform: translateX(100%); }
.nav-open .primary-pane {
  transform: none; visibility: visible;
  box-shadow: 0 0 40px rgba(0, 0, 0, 0.25);
  transition: transform 0.25s ease, visibility 0s, box-shadow 0.25s ease;
}
.scrim {
  position: fixed; inset: var(--bar-height) 0 0 0; z-index: 25;
  background: rgba(0, 0, 0, 0.32);
}
.scrim[hidden] { display: none; }

/* Without scripts the button cannot open the pane, so the pane follows the content. */
.no-js .nav-toggle { display: none; }
.no-js .split-view { display: flex; flex-direction: column; }
.no-js .top-bar { order: 0; }
.no-js .content-pane { order: 1; }
.no-js .primary-pane { order: 2; position: static; width: auto; transform: none; visibility: visible; }

/* Wide landscape windows: primary about one third, content two thirds, or halves. */
@media (min-width: 1024px) and (orientation: landscape) {
  .split-view, .no-js .split-view {
    --primary-width: min(max(280px, 33.333vw), 520px, 40vw);
    display: grid;
    grid-template-columns: var(--primary-width) minmax(0, 1fr);
    grid-template-rows: var(--bar-height) minmax(0, 1fr);
    grid-template-areas: "bar bar" "primary content";
    min-height: 100vh;
  }
  :root:is(.split-halves, :has(#split-halves:checked)) .split-view { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .top-bar { grid-area: bar; }
  .primary-pane, .no-js .primary-pane {
    grid-area: primary;
    position: sticky; top: var(--bar-height);
    width: auto; height: calc(100vh - var(--bar-height));
    transform: none; visibility: visible; box-shadow: none; transition: none;
    border-inline-end: 1px solid var(--separator);
  }
  .content-pane { grid-area: content; }
  .nav-toggle { display: none; }
  .scrim { display: none; }
}

/* ---------- Search: the field at the top of the primary pane ---------- */

.search { position: sticky; top: 0; z-index: 1; padding: 0.625rem 1rem 0.25rem; background: var(--bg-grouped); }
.search-field {
  box-sizing: border-box; width: 100%; min-height: 2.25rem; padding: 0.375rem 0.75rem;
  border: 1px solid var(--separator); border-radius: 10px;
  background: var(--bg-cell); color: inherit; font: inherit;
}
.search-status { margin: 0.25rem 0 0; font-size: 0.8125rem; color: var(--muted); }
.search-status:empty { display: none; }
.no-js .search { display: none; }
.search-results[hidden], .nav-table[hidden] { display: none; }
.search-group > .table-section-header { margin: 0; }
.search-snippet mark { background: var(--selected); color: var(--selected-text); border-radius: 2px; }
/* A block opened from a result shows where it is, briefly. */
.pair.search-hit { animation: search-hit 2.4s ease-out; }
@keyframes search-hit { from, 30% { background: var(--selected); } to { background: transparent; } }
@media (prefers-reduced-motion: reduce) { .pair.search-hit { animation: none; outline: 2px solid var(--accent); } }

/* ---------- Tables ---------- */

.table-view { list-style: none; margin: 0; padding: 0; }

.table-view .cell > a,
.table-view .cell > .cell-content {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center; column-gap: 0.75rem;
  min-height: 2.75rem; padding: 0.5rem 1rem;
  color: inherit; text-decoration: none;
  background: var(--bg-cell);
  transition: background-color 0.25s ease-out;
}
.table-view .cell > a:hover { background: var(--bg-grouped); }
/* Pressed: a brief highlight. Selected: stays highlighted. */
.table-view .cell > a:active { background: var(--pressed); transition: none; }
.table-view .cell > a[aria-current="page"],
.table-view .cell.selected > a { background: var(--selected); color: var(--selected-text); }
.table-view .cell > a[aria-current="page"] .cell-title { font-weight: 600; }
.table-view .cell > a[aria-current="page"] .cell-subtitle,
.table-view .cell.selected > a .cell-subtitle,
.table-view .cell.selected > a .cell-detail { color: var(--selected-muted); }

/* Separators start at the text, as in the platform's tables. */
.table-view .cell + .cell > a { box-shadow: inset 0 1px 0 var(--separator); }
.table-view .cell + .cell > a[aria-current="page"],
.table-view .cell + .cell.selected > a { box-shadow: none; }

/* Titles wrap rather than clip. */
.cell-title { grid-column: 1; overflow-wrap: anywhere; line-height: 1.35; }
.cell-subtitle { grid-column: 1; font-size: 0.8125rem; line-height: 1.35; color: var(--muted); overflow-wrap: anywhere; }
.cell-detail { color: var(--muted); font-size: 0.875rem; }
.table-view .cell > a > .status-mark,
.table-view .cell > a > .cell-detail { grid-column: 2; grid-row: 1 / span 2; }

/* A row with nothing to open (the report's totals) is laid out like the link of an open row. */
.table-view .cell:not(:has(> a, > .cell-content)) {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.125rem 0.75rem;
  min-height: 2.75rem; padding: 0.625rem 1rem;
  background: var(--bg-cell);
}
.table-view .cell + .cell:not(:has(> a, > .cell-content)) { box-shadow: inset 0 1px 0 var(--separator); }
.table-view.inset-grouped .cell:not(:has(> a, > .cell-content)) { padding-inline: 0.875rem; }
.table-view.inset-grouped .cell:not(:has(> a, > .cell-content)):first-child { border-start-start-radius: 10px; border-start-end-radius: 10px; }
.table-view.inset-grouped .cell:not(:has(> a, > .cell-content)):last-child { border-end-start-radius: 10px; border-end-end-radius: 10px; }

/* Basic: a title. Subtitle: a title over a subtitle (or a detail line, as the report writes it). */
.cell.basic .cell-subtitle { display: none; }
.table-view .cell.subtitle > a > .cell-detail { grid-column: 1; grid-row: auto; font-size: 0.8125rem; line-height: 1.35; overflow-wrap: anywhere; }
/* Value 1 (right detail): title on the leading side, detail on the trailing side. */
.cell.value1 > a > .cell-detail { justify-self: end; text-align: end; display: inline-flex; align-items: center; gap: 0.375rem; }
.cell.value1:not(:has(> a)) > .cell-detail { margin-inline-start: auto; text-align: end; font-variant-numeric: tabular-nums; }
/* Value 2 (left detail): a short detail label before the title, aligned towards it. */
.cell.value2 > a { grid-template-columns: 28% minmax(0, 1fr); }
.cell.value2 > a > .cell-detail { grid-column: 1; text-align: end; color: var(--accent); font-size: 0.8125rem; }
.cell.value2 > a > .cell-title, .cell.value2 > a > .cell-subtitle { grid-column: 2; }

.table-section-header {
  display: flex; align-items: baseline; gap: 0.5rem;
  padding: 1.25rem 1rem 0.375rem;
  color: var(--muted); font-size: 0.8125rem; font-weight: 600; letter-spacing: 0.02em;
}
.table-section-header a { color: inherit; text-decoration: none; }
.table-section-header a:hover { text-decoration: underline; }
.table-section-header a[aria-current="page"] { color: var(--selected-text); text-decoration: underline; }
/* A nested folder's group (components/menus) sits under its parent's header, indented. */
.table-section-header[data-depth] { padding-top: 0.625rem; padding-inline-start: 3rem; }
.table-section-header[data-depth="1"] { padding-inline-start: 2rem; }
.section-count { margin-inline-start: auto; font-weight: 400; font-variant-numeric: tabular-nums; }
.table-part-header { padding: 0.5rem 1rem 0.25rem 1.5rem; font-size: 0.8125rem; }
.table-part-header a { color: var(--muted); }

/* Plain: edge to edge, headers stay while their rows scroll. */
.table-view.plain .table-section-header {
  position: sticky; top: var(--bar-height); z-index: 1;
  padding: 0.25rem 1rem; background: var(--bg-grouped);
}
.table-view.plain .cell + .table-section-header { margin-top: 0; }

/* Grouped: groups on a grey background. */
.table-view.grouped { background: var(--bg-grouped); padding-bottom: 1rem; }

/* Inset grouped: rounded groups inset from the edges. */
.table-view.inset-grouped { margin: 0 1rem; }
.table-view.inset-grouped .cell > a { padding-inline: 0.875rem; }
.table-view.inset-grouped .cell:first-child > a,
.table-view.inset-grouped .table-section-header + .cell > a { border-start-start-radius: 10px; border-start-end-radius: 10px; }
.table-view.inset-grouped .cell:last-child > a,
.table-view.inset-grouped .cell:has(+ .table-section-header) > a { border-end-start-radius: 10px; border-end-end-radius: 10px; }

/* The navigation is a grouped table in the primary pane. */
.nav-table { min-height: 100%; }
.nav-table .cell > a { background: transparent; border-radius: 8px; margin: 0 0.5rem; padding-inline: 0.625rem; }
.nav-table .cell + .cell > a { box-shadow: none; }
.nav-table .cell > a:hover { background: rgba(127, 127, 127, 0.12); }
.nav-table .cell > a:active { background: var(--pressed); }
.nav-table .cell > a[aria-current="page"] { background: var(--selected); }
.nav-home { padding-top: 0.5rem; }

/* Tabular data (reports): an inset-grouped table, column headers above the group. */
table.data-table { border-collapse: separate; border-spacing: 0; width: 100%; font-size: 0.9375rem; line-height: 1.45; }
table.data-table th, table.data-table td { padding: 0.625rem 0.875rem; text-align: start; vertical-align: top; }
table.data-table tbody > tr > * { background: var(--bg-cell); border-top: 1px solid var(--separator); }
table.data-table thead th { padding-block: 0 0.375rem; color: var(--muted); font-size: 0.8125rem; font-weight: 600; vertical-align: bottom; }
table.data-table tbody th { font-weight: 600; }
table.data-table td { font-variant-numeric: tabular-nums; }
table.data-table.inset-grouped tbody:first-of-type > tr:first-child > * { border-top: 0; }
table.data-table.inset-grouped tbody:first-of-type > tr:first-child > :first-child { border-start-start-radius: 10px; }
table.data-table.inset-grouped tbody:first-of-type > tr:first-child > :last-child { border-start-end-radius: 10px; }
table.data-table.inset-grouped tbody:last-of-type > tr:last-child > :first-child { border-end-start-radius: 10px; }
table.data-table.inset-grouped tbody:last-of-type > tr:last-child > :last-child { border-end-end-radius: 10px; }

/* Coverage marks, one per coverage status (the report's words): the shape tells as much as
   the colour. Full: the language has all there is; half: part of it; empty: none. */
.status-mark {
  flex: none; display: inline-block;
  width: 0.75rem; height: 0.75rem; border-radius: 50%;
  border: 2px solid currentColor;
}
.status-mark[data-coverage="complete"],
.status-mark[data-coverage="english-partial"],
.status-mark[data-coverage="translation-only"] { color: var(--status-complete); background: currentColor; }
.status-mark[data-coverage="partial"] { color: var(--status-partial); background: linear-gradient(90deg, currentColor 50%, transparent 50%); }
[dir="rtl"] .status-mark[data-coverage="partial"] { background: linear-gradient(270deg, currentColor 50%, transparent 50%); }
.status-mark[data-coverage="untranslated"],
.status-mark[data-coverage="absent"] { color: var(--status-missing); }

/* ---------- Listing pages ---------- */

.listing, .document, .extra-page { max-width: var(--measure); margin-inline: auto; }
.listing { max-width: 52rem; }
.page-header h1, .doc-title { margin: 0.5rem 0 0.25rem; font-size: 2rem; line-height: 1.2; overflow-wrap: anywhere; }
.lead { color: var(--muted); margin: 0 0 1.5rem; }

.listing-table { border-radius: 10px; overflow: clip; }
.listing-table .cell > a { padding-block: 0.625rem; grid-template-columns: auto minmax(0, 1fr); }
/* Listing rows carry their mark on the leading side: the trailing edge belongs to the section index. */
.listing-table .cell > a > .status-mark { grid-column: 1; }
.listing-table .cell > a > .cell-title, .listing-table .cell > a > .cell-subtitle { grid-column: 2; }

/* The home page's section index runs down the trailing edge; its rows carry nothing on the trailing side. */
.indexed-table { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.25rem; }
.section-index {
  position: sticky; top: calc(var(--bar-height) + 0.5rem); align-self: start;
  display: flex; flex-direction: column; align-items: center;
  padding: 0.25rem 0.125rem;
}
.section-index a {
  display: block; min-width: 1.75rem; padding: 0.125rem 0.25rem;
  text-align: center; font-size: 0.75rem; font-weight: 600; text-decoration: none;
  border-radius: 4px;
}
.section-index a:active { background: var(--pressed); }

/* ---------- Document pages ---------- */

:root:lang(ko) .document, :root:lang(ja) .document { --measure: 40em; }

.doc-header { margin-bottom: 1.25rem; }
.doc-subtitle { margin: 0 0 0.75rem; color: var(--muted); font-size: 1.0625rem; }

.notice {
  margin: 0 0 1.5rem; padding: 0.75rem 1rem;
  border-radius: 10px; border-inline-start: 4px solid var(--status-fallback);
  background: var(--bg-grouped);
}

.blocks { position: relative; }

.pair {
  position: relative;
  padding-inline-start: 0.875rem;
  border-inline-start: 3px solid transparent;
  scroll-margin-top: calc(var(--bar-height) + 1rem);
}
.pair > .cell { overflow-wrap: break-word; min-width: 0; }
.pair > .cell > :first-child { margin-top: 0; }
.pair > div.cell { margin-bottom: 1rem; }
.pair > div.cell > :last-child { margin-bottom: 0; }
.pair[data-kind="heading"] > .cell { margin: 1.75rem 0 0.75rem; font-size: 1.375rem; line-height: 1.3; font-weight: 700; }
.anchor { position: absolute; top: 0; scroll-margin-top: calc(var(--bar-height) + 1rem); }

/* Single mode shows one cell per row: the translation, or the English standing in for it. */
.pair[data-show="main"] > .cell-src,
.pair[data-show="src"] > .cell-main,
.pair-columns { display: none; }

.pair[data-status="fallback"] { border-inline-start-color: var(--status-fallback); }
.pair[data-status="low-confidence"] { border-inline-start: 3px dashed var(--status-low); }
.pair[data-status="stale"] { border-inline-start-color: var(--status-stale); }
.pair[data-status="extra"] { border-inline-start-color: var(--status-extra); }
.pair[data-kind="heading"] { border-inline-start-color: transparent; }
.pair[data-status="note"] > .cell-main { padding: 0.625rem 0.875rem; border-radius: 10px; background: var(--note-bg); font-size: 0.9375rem; }

.status-label {
  margin: -0.625rem 0 1rem;
  font-size: 0.75rem; line-height: 1.4; font-weight: 600;
  color: var(--status-fallback);
}
.pair[data-status="translated"] > .status-label { color: var(--muted); font-weight: 400; }
.pair[data-status="low-confidence"] > .status-label { color: var(--status-low); }
.pair[data-status="stale"] > .status-label { color: var(--status-stale); }
.pair[data-status="extra"] > .status-label { color: var(--status-extra); }
.pair[data-status="note"] > .status-label { color: var(--muted); margin-top: -0.5rem; }
.cell-empty { color: var(--muted); font-style: italic; font-size: 0.875rem; }

.pair:target, .pair:has(> .anchor:target) { animation: arrived 2s ease-out; }
@keyframes arrived { from { background: var(--pair-highlight); } to { background: transparent; } }

/* Segmented controls (reading mode, split setting). */
.segmented { display: inline-flex; margin: 0.5rem 0 0; padding: 2px; border: 0; border-radius: 9px; background: var(--bg-grouped); }
.segmented legend { padding: 0 0 0.25rem; font-size: 0.8125rem; color: var(--muted); }
.segmented label { position: relative; display: block; }
.segmented input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.segmented span {
  display: block; padding: 0.3rem 0.875rem; border-radius: 7px;
  font-size: 0.875rem; cursor: pointer; transition: background-color 0.2s ease-out;
}
.segmented input:checked + span { background: var(--bg-cell); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18); font-weight: 600; }
.segmented input:focus-visible + span { outline: 3px solid var(--focus); outline-offset: 1px; }
.segmented input:active + span { background: var(--pressed); transition: none; }

/* Parallel mode: one grid row per block, English on the leading side, so partners line up. */
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] { max-width: min(100%, 150ch); }
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair {
  display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 1.5rem; align-items: start;
}
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair > .cell { display: block; grid-row: 1; }
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair > .cell-src { grid-column: 1; }
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair > .cell-main { grid-column: 2; }
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair > .status-label { grid-column: 2; grid-row: 2; }
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair-columns {
  display: grid; position: sticky; top: var(--bar-height); z-index: 2;
  padding-block: 0.375rem; margin-bottom: 0.5rem;
  background: var(--bg); border-bottom: 1px solid var(--separator);
  font-size: 0.8125rem; font-weight: 600; color: var(--muted);
}
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair-columns > .cell { margin: 0; }
/* Hovering or focusing either side highlights both. */
:root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair:not(.pair-columns):is(:hover, :focus-within) > .cell {
  background: var(--pair-highlight); border-radius: 6px; box-shadow: 0 0 0 0.375rem var(--pair-highlight);
}
@media (max-width: 40rem) {
  :root:is(.reading-parallel, :has(#reading-parallel:checked)) .document[data-parallel] .pair { column-gap: 0.875rem; font-size: 0.9375rem; }
}

/* ---------- Reports ---------- */

/* A report is a grouped page: white groups on the grouped background, as in Settings. */
.content-pane:has(.report) { background: var(--bg-grouped); }
.extra-page:has(> .report) { max-width: 64rem; }
.report h1 { margin: 0.5rem 0 0.75rem; font-size: 2rem; line-height: 1.2; overflow-wrap: anywhere; }
.report h2 { margin: 2.25rem 0 0.625rem; font-size: 1.25rem; line-height: 1.3; }
.report-summary { margin: 0 0 0.5rem; font-variant-numeric: tabular-nums; }
.report-note, .report-back { margin: 0 0 1rem; color: var(--muted); font-size: 0.9375rem; }
.report-back a { text-decoration: none; }
.report-back a::before { content: "‹ " / ""; }
.report .table-view.inset-grouped { margin: 0; }
.report-totals .cell-detail { color: var(--muted); }
.report-documents .cell-title { font-weight: 600; }

/* Coverage: the figure, then its status in words, coloured like the nav's marks. */
.report-coverage td .status { display: block; font-size: 0.8125rem; color: var(--muted); }
.report-coverage td.status-complete .status, .report-coverage td.status-complete:not(:has(.status)) { color: var(--status-complete-text); }
.report-coverage td.status-partial .status, .report-coverage td.status-partial:not(:has(.status)),
.report-coverage td.status-english-partial .status { color: var(--status-partial-text); }
.report-coverage tbody th a { text-decoration: none; }

/* Drill-down: English beside the translation, each pair a group of its own, problems under it. */
.report-blocks tbody + tbody > tr:first-child > * { border-top: 0.5rem solid var(--bg-grouped); }
.side-by-side td { width: 50%; overflow-wrap: anywhere; }
.side-by-side td > p { margin: 0 0 0.5rem; }
.side-by-side td > p:last-child { margin-bottom: 0; }
.report-location {
  display: block; margin-bottom: 0.25rem;
  font-family: var(--font-mono); font-size: 0.75rem; color: var(--muted); overflow-wrap: anywhere;
}
.report-view { font-family: var(--font-latin); margin-inline-start: 0.25rem; white-space: nowrap; }
.report-text { white-space: pre-wrap; }
.report-missing { color: var(--muted); }
table.data-table tr.report-problems > td { padding-top: 0.5rem; background: var(--bg-cell); font-size: 0.875rem; }
table.data-table tbody.report-section th { background: var(--bg-cell); font-size: 0.875rem; }
.report-problem-list { margin: 0; padding: 0; list-style: none; }
.report-problem-list > li + li { margin-top: 0.375rem; }
.report-problem-list .report-location { display: inline; margin: 0 0 0 0.25rem; }
.problem .severity {
  display: inline-block; margin-inline-end: 0.25rem; padding: 0 0.4rem; border-radius: 4px;
  font-size: 0.75rem; font-weight: 600; line-height: 1.5; color: #fff; background: var(--status-stale-strong);
}
.problem.warning .severity { background: var(--status-warning-strong); }
ins { background: var(--diff-added); text-decoration: none; }
del { background: var(--diff-removed); }

@media (max-width: 40rem) {
  /* Wide figure tables scroll sideways inside their group rather than off the page. */
  .report-coverage { display: block; overflow-x: auto; }
  .report-coverage th, .report-coverage td { min-width: 3.5rem; padding-inline: 0.5rem; }
  .report-coverage tbody th { max-width: 8rem; }
  /* Side by side becomes one above the other, each cell named by its language. */
  .side-by-side thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .side-by-side tr, .side-by-side td { display: block; width: auto; }
  .side-by-side tbody > tr:first-child > td + td { border-top: 1px solid var(--separator); }
  .side-by-side td[lang]::before {
    content: attr(lang); display: block; margin-bottom: 0.125rem;
    font-size: 0.6875rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted);
  }
  table.data-table.side-by-side tbody > tr > td { border-radius: 0; }
  table.data-table.side-by-side tbody:first-of-type > tr:first-child > td:first-child { border-start-start-radius: 10px; border-start-end-radius: 10px; }
  table.data-table.side-by-side tbody:last-of-type > tr:last-child > td:last-child { border-end-start-radius: 10px; border-end-end-radius: 10px; }
}

/* ---------- Popovers ---------- */

.popover {
  margin: 0; padding: 0.5rem 0 0.75rem;
  width: max-content; min-width: 14rem; max-width: min(20rem, calc(100vw - 1rem));
  border: 1px solid var(--separator); border-radius: 14px;
  background: var(--bg-elevated); color: var(--text);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.22);
  overflow: visible;
}
/* The arrow points at the button that opened the popover. */
.popover::before {
  content: ""; position: absolute; top: -7px; inset-inline-end: var(--arrow-offset, 1.25rem);
  width: 12px; height: 12px; transform: rotate(45deg);
  background: var(--bg-elevated);
  border-top: 1px solid var(--separator); border-left: 1px solid var(--separator);
}
.popover-title { margin: 0.25rem 1rem 0.5rem; font-size: 0.8125rem; font-weight: 600; color: var(--muted); }
.popover-note { margin: 0.5rem 1rem 0; font-size: 0.75rem; color: var(--muted); }
.popover .segmented { display: flex; flex-wrap: wrap; margin: 0 1rem; }
.popover .table-view.inset-grouped { margin: 0 0.5rem; }
.popover .table-view.inset-grouped .cell > a { background: var(--bg-grouped); }
.popover .table-view.inset-grouped .cell.selected > a { background: var(--selected); }

@supports (anchor-name: --a) {
  #lang-button { anchor-name: --lang-button; }
  #view-button { anchor-name: --view-button; }
  #lang-picker { position-anchor: --lang-button; }
  #view-options { position-anchor: --view-button; }
  .popover {
    inset: auto;
    top: calc(anchor(bottom) + 10px);
    right: max(0.5rem, calc(anchor(right) - 0.25rem));
  }
}

/* ---------- Footer and standalone pages ---------- */

.page-footer { max-width: var(--measure); margin: 3rem auto 0; color: var(--muted); font-size: 0.8125rem; }

.standalone-page { background: var(--bg-grouped); }
.language-choice, .not-found { max-width: 32rem; margin: 0 auto; padding: 3rem 1rem; }
.language-choice h1 { font-size: 1.75rem; margin: 0 1rem 0.25rem; }
.language-choice .lead { margin: 0 1rem 1.25rem; }
.progress { display: flex; align-items: center; gap: 0.5rem; margin: 1rem; color: var(--muted); }
.progress[hidden] { display: none; }
.spinner {
  width: 1rem; height: 1rem; border-radius: 50%;
  border: 2px solid var(--separator); border-top-color: var(--accent);
  animation: spin 0.8s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }
.error-code { font-size: 3rem; margin: 0 0 1rem; color: var(--muted); }
.not-found-message h2 { font-size: 1.25rem; margin: 1.5rem 0 0.25rem; }
.not-found-message p { margin: 0.25rem 0; }

/* ---------- Preferences ---------- */

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    animation: none !important;
    scroll-behavior: auto !important;
  }
}

@media print {
  .top-bar, .primary-pane, .scrim, .popover, .skip-link, .reading-toggle, .section-index, .page-footer { display: none !important; }
  .split-view, .no-js .split-view { display: block; }
  .content-pane { padding: 0; }
  body { background: #fff; color: #000; font-size: 11pt; }
  a { color: inherit; }
  .document { max-width: none; }
  .pair { break-inside: avoid; }
  .pair:target { animation: none; }
}

"""#####,
        "assets/site.js": #####"""
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

"""#####,
        "block.html": #####"""
<div class="pair" id="{{anchor}}" data-block="{{id}}" data-kind="{{kind}}" data-status="{{status}}" data-show="{{show}}">{{#anchors}}<span class="anchor" id="{{.}}"></span>{{/anchors}}
{{#src}}
<{{tag}} class="cell cell-src"{{#html}} lang="en"{{/html}}>{{#html}}{{{.}}}{{/html}}{{^html}}<span class="cell-empty">{{empty}}</span>{{/html}}</{{tag}}>
{{/src}}
{{#main}}
<{{tag}} class="cell cell-main"{{#lang}} lang="{{.}}"{{/lang}}>{{#html}}{{{.}}}{{/html}}{{^html}}<span class="cell-empty">{{empty}}</span>{{/html}}</{{tag}}>
{{/main}}
{{#label}}
<p class="status-label">{{.}}</p>
{{/label}}
</div>

"""#####,
        "document.html": #####"""
{{> head}}
{{> shell-start}}
<main id="content" class="content-pane" tabindex="-1">
<article class="document" data-doc="{{doc.id}}" data-coverage="{{doc.coverage}}"{{#doc.parallel}} data-parallel{{/doc.parallel}}>
<header class="doc-header">
<h1 class="doc-title"{{#doc.title_lang}} lang="{{.}}"{{/doc.title_lang}}>{{doc.title}}</h1>
{{#doc.subtitle}}
<p class="doc-subtitle" lang="en">{{.}}</p>
{{/doc.subtitle}}
{{#doc.parallel}}
<fieldset class="segmented reading-toggle" id="reading-toggle">
<legend class="visually-hidden">{{t.reading_label}}</legend>
<label><input type="radio" name="reading" value="single" id="reading-single" checked><span>{{t.reading_single}}</span></label>
<label><input type="radio" name="reading" value="parallel" id="reading-parallel"><span>{{t.reading_parallel}}</span></label>
</fieldset>
{{/doc.parallel}}
</header>
{{#doc.notice}}
<p class="notice notice-missing" id="fallback-notice" role="note">{{.}}</p>
{{/doc.notice}}
{{#doc.partial_notice}}
<p class="notice notice-partial" id="partial-notice" role="note">{{.}}</p>
{{/doc.partial_notice}}
<div class="blocks">
{{#doc.parallel}}
<div class="pair pair-columns" aria-hidden="true"><div class="cell cell-src" lang="en">{{t.lang_en}}</div><div class="cell cell-main">{{doc.language_name}}</div></div>
{{/doc.parallel}}
{{#doc.rows}}
{{> block}}
{{/doc.rows}}
</div>
</article>
{{> footer}}
</main>
{{> shell-end}}

"""#####,
        "footer.html": #####"""
<footer class="page-footer">
<p>{{t.footer_text}}</p>
</footer>

"""#####,
        "group.html": #####"""
{{> head}}
{{> shell-start}}
<main id="content" class="content-pane" tabindex="-1">
<div class="listing group" data-group="{{group.id}}">
<header class="page-header">
<h1>{{group.label}}</h1>
<p class="lead">{{group.intro}}</p>
</header>
<ul class="table-view plain listing-table">
{{#group.has_subgroups}}
<li class="table-section-header" id="subgroups">{{t.group_subgroups}}</li>
{{#group.subgroups}}
<li class="cell value1 subgroup" data-group="{{id}}"><a href="{{lang_root}}{{href}}"><span class="cell-title">{{label}}</span><span class="cell-detail">{{count}}</span></a></li>
{{/group.subgroups}}
{{#group.has_pages}}
<li class="table-section-header" id="pages">{{t.group_pages}}</li>
{{/group.has_pages}}
{{/group.has_subgroups}}
{{#group.parts}}
{{#label}}
<li class="table-section-header" id="{{anchor}}">{{label}}</li>
{{/label}}
{{#rows}}
{{> listing-row}}
{{/rows}}
{{/group.parts}}
</ul>
</div>
{{> footer}}
</main>
{{> shell-end}}

"""#####,
        "head.html": #####"""
<!doctype html>
<html lang="{{lang}}" dir="{{dir}}" class="no-js" data-kind="{{kind}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{page_title}}</title>
<link rel="canonical" href="{{canonical}}">
{{#alternates}}
<link rel="alternate" hreflang="{{hreflang}}" href="{{href}}">
{{/alternates}}
{{^indexable}}
<meta name="robots" content="noindex">
{{/indexable}}
<meta name="color-scheme" content="light dark">
<link rel="icon" href="{{root}}assets/{{assets.icon_svg}}" type="image/svg+xml">
<link rel="stylesheet" href="{{root}}assets/{{assets.site_css}}">
{{! Applies the saved view settings before the first paint. Inline, so nothing waits for the network. }}
<script>(function(h){h.classList.replace("no-js","js");try{var s=localStorage;if(s.getItem("hig.reading")==="parallel")h.classList.add("reading-parallel");if(s.getItem("hig.split")==="halves")h.classList.add("split-halves")}catch(e){}})(document.documentElement)</script>
<script src="{{root}}assets/{{assets.site_js}}" defer></script>
</head>

"""#####,
        "home.html": #####"""
{{> head}}
{{> shell-start}}
<main id="content" class="content-pane" tabindex="-1">
<div class="listing home">
<header class="page-header">
<h1>{{t.home_title}}</h1>
<p class="lead">{{home.intro}}</p>
</header>
<div class="indexed-table">
<ul class="table-view plain listing-table">
{{#home.sections}}
<li class="table-section-header" id="{{anchor}}"><a href="{{lang_root}}groups/{{id}}/">{{label}}</a></li>
{{#rows}}
{{> listing-row}}
{{/rows}}
{{/home.sections}}
</ul>
<nav class="section-index" aria-label="{{t.section_index_label}}">
{{#home.index}}
<a href="{{href}}">{{label}}</a>
{{/home.index}}
</nav>
</div>
</div>
{{> footer}}
</main>
{{> shell-end}}

"""#####,
        "listing-row.html": #####"""
<li class="cell {{style}}"><a href="{{lang_root}}{{path}}"><span class="status-mark" data-coverage="{{coverage}}" role="img" aria-label="{{coverage_label}}" title="{{coverage_detail}}"></span><span class="cell-title"{{#title_lang}} lang="{{.}}"{{/title_lang}}>{{title}}</span>{{#subtitle}}<span class="cell-subtitle" lang="en">{{.}}</span>{{/subtitle}}</a></li>

"""#####,
        "nav-row.html": #####"""
<li class="cell {{style}}"><a href="{{lang_root}}{{path}}"{{#current}} aria-current="page"{{/current}}><span class="cell-title"{{#title_lang}} lang="{{.}}"{{/title_lang}}>{{title}}</span>{{#subtitle}}<span class="cell-subtitle" lang="en">{{.}}</span>{{/subtitle}}<span class="status-mark" data-coverage="{{coverage}}" role="img" aria-label="{{coverage_label}}"></span></a></li>

"""#####,
        "nav.html": #####"""
<nav id="primary" class="primary-pane" aria-label="{{t.nav_label}}">
{{! The search field filters this pane: site.js loads the script and the index on first focus. Hidden without script. }}
<div class="search" role="search">
<label class="visually-hidden" for="search-field">{{t.search_label}}</label>
<input type="search" id="search-field" class="search-field" placeholder="{{t.search_placeholder}}" autocomplete="off" spellcheck="false" enterkeyhint="search" aria-controls="search-results" aria-keyshortcuts="/ Control+K" aria-describedby="search-status" data-script="{{root}}assets/{{assets.search_js}}" data-root="{{root}}" data-lang="{{lang}}" data-loading="{{t.search_loading}}" data-count="{{t.search_count}}" data-none="{{t.search_none}}" data-error="{{t.search_error}}">
<p class="search-status" id="search-status" aria-live="polite"></p>
</div>
<div class="search-results" id="search-results" aria-live="polite" hidden>{{#languages}}<span hidden data-search-language="{{code}}" lang="{{code}}">{{autonym}}</span>{{/languages}}</div>
<ul class="table-view grouped nav-table">
<li class="cell basic nav-home"><a href="{{lang_root}}"{{#nav.home.current}} aria-current="page"{{/nav.home.current}}><span class="cell-title">{{t.nav_home}}</span></a></li>
{{#nav.sections}}
<li class="table-section-header" data-group="{{id}}"{{#nested}} data-depth="{{depth}}"{{/nested}}><a href="{{lang_root}}{{href}}"{{#current}} aria-current="page"{{/current}}>{{label}}</a><span class="section-count">{{count}}</span></li>
{{#parts}}
<li class="table-part-header"><a href="{{lang_root}}{{href}}">{{label}}</a></li>
{{#rows}}
{{> nav-row}}
{{/rows}}
{{/parts}}
{{#rows}}
{{> nav-row}}
{{/rows}}
{{/nav.sections}}
{{#nav.has_reports}}
<li class="table-section-header">{{t.nav_reports}}</li>
{{/nav.has_reports}}
{{#nav.reports}}
<li class="cell basic"><a href="{{root}}{{href}}"{{#current}} aria-current="page"{{/current}}><span class="cell-title">{{title}}</span></a></li>
{{/nav.reports}}
</ul>
</nav>

"""#####,
        "popovers.html": #####"""
{{! Inside the top bar, so the popovers belong to its landmark; they show in the top layer wherever they are. }}
<div popover id="lang-picker" class="popover" aria-labelledby="lang-picker-title">
<p class="popover-title" id="lang-picker-title">{{t.language_picker_title}}</p>
<ul class="table-view inset-grouped">
{{#languages}}
<li class="cell value1{{#current}} selected{{/current}}"><a href="{{href}}" hreflang="{{code}}" data-lang="{{code}}"{{#current}} aria-current="true"{{/current}}><span class="cell-title" lang="{{code}}">{{autonym}}</span>{{#coverage_label}}<span class="cell-detail"><span class="status-mark" data-coverage="{{coverage}}" aria-hidden="true"></span>{{.}}</span>{{/coverage_label}}</a></li>
{{/languages}}
</ul>
</div>
<div popover id="view-options" class="popover" aria-labelledby="view-options-title">
<p class="popover-title" id="view-options-title">{{t.view_options_title}}</p>
<fieldset class="segmented" id="split-setting">
<legend>{{t.split_label}}</legend>
<label><input type="radio" name="split" value="third" id="split-third" checked><span>{{t.split_third}}</span></label>
<label><input type="radio" name="split" value="halves" id="split-halves"><span>{{t.split_halves}}</span></label>
</fieldset>
<p class="popover-note">{{t.split_note}}</p>
</div>

"""#####,
        "report-document.html": #####"""
<p class="report-back"><a href="{{back}}">{{t.report_back}}</a></p>
<{{h}}>{{title}}</{{h}}>
<table class="data-table inset-grouped report-coverage">
<thead><tr><th scope="col">{{t.report_language}}</th><th scope="col">{{t.report_status}}</th><th scope="col">{{t.report_english_blocks}}</th><th scope="col">{{t.report_translated}}</th><th scope="col">{{t.report_coverage}}</th><th scope="col">{{t.report_missing}}</th><th scope="col">{{t.report_extra}}</th><th scope="col">{{t.report_notes}}</th><th scope="col">{{t.report_errors}}</th><th scope="col">{{t.report_warnings}}</th></tr></thead>
<tbody>
{{#coverage}}
<tr><th scope="row">{{name}}</th><td class="status-{{status}}">{{label}}</td><td>{{english_blocks}}</td><td>{{translated}}</td><td>{{percent}}</td><td>{{missing}}</td><td>{{extra}}</td><td>{{notes}}</td><td>{{errors}}</td><td>{{warnings}}</td></tr>
{{/coverage}}
</tbody>
</table>
{{#has_variants}}
<{{h_sub}}>{{t.report_variants}}</{{h_sub}}>
{{/has_variants}}
{{#variants}}
{{#has_columns}}
<table class="data-table inset-grouped side-by-side report-variants">
<thead><tr>{{#columns}}<th scope="col">{{header}}</th>{{/columns}}</tr></thead>
<tbody><tr>{{#columns}}<td lang="{{lang}}">{{#sentences}}<p>{{.}}</p>{{/sentences}}</td>{{/columns}}</tr>
<tr class="report-problems"><td colspan="{{column_count}}">{{> report-problems}}</td></tr></tbody>
</table>
{{/has_columns}}
{{^has_columns}}
<p>{{> report-problems}}</p>
{{/has_columns}}
{{/variants}}
{{#languages}}
<{{h_sub}} id="{{anchor}}">{{name}}</{{h_sub}}>
<table class="data-table inset-grouped side-by-side report-blocks">
<thead><tr><th scope="col">{{t.report_english}}</th><th scope="col">{{name}}</th></tr></thead>
{{#rows}}
{{#section}}
<tbody class="report-section"><tr><th colspan="2" scope="rowgroup">{{title}}</th></tr>
<tr class="report-problems"><td colspan="2">{{> report-problems}}</td></tr></tbody>
{{/section}}
{{#block}}
<tbody id="{{id}}">
<tr>{{#english}}{{> report-text}}{{/english}}{{#translation}}{{> report-text}}{{/translation}}</tr>
{{#has_problems}}
<tr class="report-problems"><td colspan="2">{{> report-problems}}</td></tr>
{{/has_problems}}
</tbody>
{{/block}}
{{/rows}}
</table>
{{#capped}}
<p class="report-note">{{.}}</p>
{{/capped}}
{{/languages}}
{{#no_problems}}
<p class="report-note">{{t.report_no_problems}}</p>
{{/no_problems}}

"""#####,
        "report-overview.html": #####"""
<{{h}}>{{t.report_title}}</{{h}}>
<p class="report-summary">{{summary}}</p>
{{^stale_checked}}
<p class="report-note">{{t.report_staleness_unchecked}}</p>
{{/stale_checked}}
<{{h_sub}}>{{t.report_totals}}</{{h_sub}}>
<ul class="table-view inset-grouped report-totals">
{{#totals}}
<li class="cell value1"><span class="cell-title">{{name}}</span><span class="cell-detail">{{detail}}</span></li>
{{/totals}}
</ul>
<{{h_sub}}>{{t.report_coverage}}</{{h_sub}}>
<table class="data-table inset-grouped report-coverage">
<thead><tr><th scope="col">{{t.report_document}}</th>{{#languages}}<th scope="col">{{.}}</th>{{/languages}}</tr></thead>
<tbody>
{{#documents}}
<tr><th scope="row"><a href="{{href}}">{{title}}</a></th>{{#cells}}<td class="status-{{status}}" data-status="{{status}}">{{value}} <span class="status">{{label}}</span></td>{{/cells}}</tr>
{{/documents}}
</tbody>
</table>
<{{h_sub}}>{{t.report_documents}}</{{h_sub}}>
<ul class="table-view inset-grouped report-documents">
{{#documents}}
<li class="cell subtitle"><a href="{{href}}"><span class="cell-title">{{title}}</span><span class="cell-detail">{{detail}}</span></a></li>
{{/documents}}
</ul>
{{#has_unmatched}}
<{{h_sub}}>{{t.report_unmatched}}</{{h_sub}}>
<p class="report-note">{{t.report_unmatched_intro}}</p>
<ul class="table-view inset-grouped report-unmatched">
{{#unmatched}}
<li class="cell subtitle"><a href="{{href}}"><span class="cell-title"><code>{{path}}</code></span><span class="cell-detail">{{languages}} · {{document}} · <span lang="en">{{reason}}</span></span></a></li>
{{/unmatched}}
</ul>
{{/has_unmatched}}
{{#has_broken_links}}
<{{h_sub}}>{{t.report_broken_links}}</{{h_sub}}>
<p class="report-note">{{t.report_broken_links_intro}}</p>
<ul class="table-view inset-grouped report-broken-links">
{{#broken_links}}
<li class="cell subtitle"><a href="{{href}}"><span class="cell-title"><code>{{target}}</code></span><span class="cell-detail"><code>{{location}}</code> · {{document}}</span></a></li>
{{/broken_links}}
</ul>
{{/has_broken_links}}

"""#####,
        "report-problems.html": #####"""
{{! Used inside a line: this file has no final newline. }}
<ul class="report-problem-list">{{#problems}}<li class="problem {{severity}}" data-problem="{{kind}}"><span class="severity">{{severity_label}}</span> <strong>{{kind_label}}</strong>: {{message}}{{#location}} <span class="report-location">{{.}}</span>{{/location}}</li>{{/problems}}</ul>
"""#####,
        "report-standalone.html": #####"""
<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="hig {{version}}">
<title>{{t.report_title}}</title>
<style>
{{> report-style}}
</style>
</head>
<body>
<main id="report-top" class="report">
{{#overview}}
{{> report-overview}}
{{/overview}}
{{#drill_downs}}
<section class="report-document" id="{{section_id}}">
{{> report-document}}
</section>
{{/drill_downs}}
</main>
</body>
</html>

"""#####,
        "report-style.css": #####"""
:root { color-scheme: light dark; --bg: #f2f2f7; --group: #fff; --text: #000; --secondary: #6e6e73;
  --separator: rgba(60, 60, 67, .29); --error: #d70015; --warning: #a05a00; --ok: #248a3d;
  --ins: rgba(52, 199, 89, .25); --del: rgba(255, 59, 48, .22); }
@media (prefers-color-scheme: dark) { :root { --bg: #000; --group: #1c1c1e; --text: #fff; --secondary: #98989d;
  --separator: rgba(84, 84, 88, .65); --error: #ff6961; --warning: #ffb340; --ok: #30d158; } }
body { margin: 0; background: var(--bg); color: var(--text);
  font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Apple SD Gothic Neo", "Noto Sans KR",
    "Hiragino Sans", "Noto Sans JP", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
h1, h2, h3 { line-height: 1.2; }
h2, h3 { margin: 2rem 0 .5rem; padding: 0 1rem; font-size: .8rem; font-weight: 400; text-transform: uppercase;
  letter-spacing: .02em; color: var(--secondary); }
.report-document > h2 { font-size: 1.4rem; text-transform: none; color: var(--text); font-weight: 700; padding: 0; }
.report-summary, .report-note, .report-back { margin: .5rem 0; }
.report-note { color: var(--secondary); }
a { color: #0a66d8; }
@media (prefers-color-scheme: dark) { a { color: #4da3ff; } }
.inset-grouped { background: var(--group); border-radius: 10px; overflow: hidden; margin: 0 0 1rem; }
ul.table-view { list-style: none; padding: 0; }
.table-view .cell { display: flex; gap: 1rem; padding: .7rem 1rem; border-bottom: .5px solid var(--separator); }
.table-view .cell:last-child { border-bottom: 0; }
.table-view .cell > a { display: flex; flex: 1; gap: 1rem; color: inherit; text-decoration: none; }
.cell.value1, .cell.value1 > a { justify-content: space-between; }
.cell.subtitle, .cell.subtitle > a { flex-direction: column; gap: 0; }
.cell-title { overflow-wrap: anywhere; }
.cell-detail { color: var(--secondary); }
.cell.subtitle .cell-detail { font-size: .85rem; }
.table-view .cell > a:active, .table-view .cell > a:focus-visible { background: var(--separator); }
table.data-table { border-collapse: collapse; width: 100%; display: table; }
.data-table th, .data-table td { padding: .55rem .9rem; text-align: left; vertical-align: top;
  border-bottom: .5px solid var(--separator); }
.data-table thead th { font-size: .8rem; font-weight: 600; color: var(--secondary); }
.data-table tbody:last-child tr:last-child > * { border-bottom: 0; }
.report-coverage td { font-variant-numeric: tabular-nums; white-space: nowrap; }
.side-by-side td { width: 50%; overflow-wrap: anywhere; white-space: pre-wrap; }
.side-by-side .report-problems td { width: auto; white-space: normal; background: rgba(127, 127, 127, .06); }
.report-location { display: block; font: .75rem ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--secondary); }
.report-view { font-size: .75rem; }
.report-missing { color: var(--secondary); }
.status { color: var(--secondary); font-size: .85rem; }
.status-complete .status, td.status-complete { color: var(--ok); }
.status-untranslated .status, td.status-untranslated { color: var(--error); }
.report-problem-list { margin: 0; padding-left: 1.1rem; }
.problem.error .severity { color: var(--error); font-weight: 600; }
.problem.warning .severity { color: var(--warning); font-weight: 600; }
ins { background: var(--ins); text-decoration: none; }
del { background: var(--del); }
@media (max-width: 40rem) { .side-by-side td { display: block; width: auto; } .report-coverage { font-size: .85rem; } }

"""#####,
        "report-text.html": #####"""
{{! One side of a pair, used inside a line: this file has no final newline. The English side of a stale pair shows what changed since the translation was accepted. }}
{{#missing}}<td class="report-missing"><em>{{.}}</em></td>{{/missing}}{{^missing}}<td lang="{{lang}}">{{#location_shown}}<span class="report-location">{{location}}{{#link}} <a class="report-view" href="{{.}}">{{t.report_view_block}}</a>{{/link}}</span>{{/location_shown}}<span class="report-text">{{#diff}}{{^first}} {{/first}}{{#same}}{{.}}{{/same}}{{#removed}}<del>{{.}}</del>{{/removed}}{{#added}}<ins>{{.}}</ins>{{/added}}{{/diff}}{{^diff}}{{text}}{{/diff}}</span></td>{{/missing}}
"""#####,
        "report.html": #####"""
{{> head}}
{{> shell-start}}
<main id="content" class="content-pane" tabindex="-1">
<article class="extra-page">
{{#overview}}
<article class="report">
{{> report-overview}}
</article>
{{/overview}}
{{#drill_down}}
<article class="report report-document">
{{> report-document}}
</article>
{{/drill_down}}

</article>
{{> footer}}
</main>
{{> shell-end}}

"""#####,
        "root.html": #####"""
<!doctype html>
<html lang="en" dir="ltr" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{page_title}}</title>
<link rel="canonical" href="{{canonical}}">
{{#languages}}
<link rel="alternate" hreflang="{{code}}" href="{{canonical}}{{code}}/">
{{/languages}}
<link rel="alternate" hreflang="x-default" href="{{canonical}}">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="{{root}}assets/{{assets.icon_svg}}" type="image/svg+xml">
<link rel="stylesheet" href="{{root}}assets/{{assets.site_css}}">
</head>
<body class="standalone-page">
<main id="content" class="language-choice">
<h1>{{t.site_title}}</h1>
<p class="lead">{{t.root_title}}</p>
<ul class="table-view inset-grouped" id="language-list">
{{#languages}}
<li class="cell subtitle" lang="{{code}}"><a href="{{href}}" hreflang="{{code}}" data-lang="{{code}}"><span class="cell-title">{{autonym}}</span><span class="cell-subtitle">{{site_title}}</span></a></li>
{{/languages}}
</ul>
<p class="progress" id="redirecting" hidden><span class="spinner" aria-hidden="true"></span>{{t.root_redirecting}}</p>
</main>
{{! At the end of the body: the links above show first; the script only picks one of them. }}
<script>
(function () {
  var links = {};
  document.querySelectorAll("#language-list [data-lang]").forEach(function (a) { links[a.dataset.lang] = a.href; });
  var wanted = [];
  try { wanted.push(localStorage.getItem("hig.lang")); } catch (e) {}
  wanted = wanted.concat(navigator.languages || [navigator.language]);
  for (var i = 0; i < wanted.length; i++) {
    if (!wanted[i]) continue;
    var tag = wanted[i].toLowerCase(), target = links[tag] || links[tag.split("-")[0]];
    if (target) {
      document.getElementById("redirecting").hidden = false;
      location.replace(target);
      return;
    }
  }
})();
</script>
</body>
</html>

"""#####,
        "shell-end.html": #####"""
</div>
<div class="scrim" id="scrim" hidden></div>
</body>
</html>

"""#####,
        "shell-start.html": #####"""
<body>
<a class="skip-link" href="#content">{{t.skip_to_content}}</a>
<div class="split-view" id="split-view">
<header class="top-bar">
<button type="button" class="bar-button nav-toggle" id="nav-toggle" aria-expanded="false" aria-controls="primary"><svg class="icon" viewBox="0 0 20 20" aria-hidden="true"><rect x="2" y="3.5" width="16" height="13" rx="2.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M7.5 4v12" stroke="currentColor" stroke-width="1.5"/></svg><span>{{t.nav_toggle}}</span></button>
<a class="site-title" href="{{lang_root}}">{{t.site_title}}</a>
<div class="bar-actions">
<button type="button" class="bar-button" id="lang-button" popovertarget="lang-picker"><svg class="icon" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M2.75 10h14.5M10 2.75c2.2 2.1 3.1 4.5 3.1 7.25S12.2 15.15 10 17.25M10 2.75C7.8 4.85 6.9 7.25 6.9 10s.9 5.15 3.1 7.25" fill="none" stroke="currentColor" stroke-width="1.5"/></svg><span class="visually-hidden">{{t.language_button_label}}: </span><span>{{autonym}}</span></button>
<button type="button" class="bar-button" id="view-button" popovertarget="view-options"><svg class="icon" viewBox="0 0 20 20" aria-hidden="true"><rect x="2" y="3.5" width="16" height="13" rx="2.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M10 4v12" stroke="currentColor" stroke-width="1.5"/></svg><span>{{t.view_options}}</span></button>
</div>
{{> popovers}}
</header>
{{> nav}}

"""#####,
        "sitemap.xml": #####"""
<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
{{#urls}}
<url>
<loc>{{loc}}</loc>
{{#alternates}}
<xhtml:link rel="alternate" hreflang="{{hreflang}}" href="{{href}}"/>
{{/alternates}}
</url>
{{/urls}}
</urlset>

"""#####,
        "strings/en.json": #####"""
{
  "autonym": "English",
  "dir": "ltr",
  "site_title": "Human Interface Guidelines",
  "lang_en": "English",
  "lang_ja": "Japanese",
  "lang_ko": "Korean",
  "lang_ru": "Russian",
  "in_lang_en": "in English",
  "in_lang_ja": "in Japanese",
  "in_lang_ko": "in Korean",
  "in_lang_ru": "in Russian",
  "skip_to_content": "Skip to content",
  "nav_label": "Guidelines",
  "nav_toggle": "Guidelines",
  "nav_home": "All guidelines",
  "nav_reports": "Reports",
  "search_label": "Search the guidelines",
  "search_placeholder": "Search",
  "search_loading": "Loading the search index…",
  "search_count": "{count} guidelines found",
  "search_none": "Nothing found for “{query}”",
  "search_error": "Search is not available right now.",
  "group_other": "Other",
  "section_index_label": "Section index",
  "language_button_label": "Language",
  "language_picker_title": "Read this page in",
  "view_options": "View",
  "view_options_title": "View options",
  "split_label": "Panes",
  "split_third": "List takes one third",
  "split_halves": "Halves",
  "split_note": "Applies when the window is wide enough to show both panes.",
  "reading_label": "Reading mode",
  "reading_single": "Translation",
  "reading_parallel": "Side by side with English",
  "status_translated": "Translated",
  "status_low_confidence": "Alignment uncertain ({percent}%)",
  "status_stale": "The English changed after this was translated",
  "status_fallback": "Not available in English yet, shown {in_language}",
  "status_extra": "No English original",
  "status_note": "Translator’s note",
  "cell_missing_translation": "Not translated yet",
  "cell_missing_english": "No English text",
  "coverage_complete": "Complete",
  "coverage_partial": "Partly translated",
  "coverage_english_partial": "English partial",
  "coverage_untranslated": "Not translated",
  "coverage_translation_only": "Translation only",
  "coverage_absent": "Not available",
  "coverage_original": "Original",
  "coverage_detail": "{done} of {total} blocks",
  "notice_missing": "This guideline is not available in English yet. It is shown {in_language}.",
  "notice_partial": "Only part of this guideline is available in English ({done} of {total} blocks). The rest is shown in the language it exists in, and marked.",
  "notice_long_document": "This guideline is too long to show block by block: its last {count} blocks are shown together, without pairs or marks.",
  "home_title": "Guidelines",
  "home_intro": "{count} guidelines in {languages} languages. Every translation can be read paragraph by paragraph next to the English original.",
  "group_intro": "Guidelines in this group: {count}",
  "group_subgroups": "Groups",
  "group_pages": "Pages",
  "not_found_title": "Page not found",
  "not_found_text": "The page you asked for does not exist or has moved.",
  "not_found_home": "Go to the guidelines in English",
  "root_title": "Choose a language",
  "root_redirecting": "Opening the guidelines in your language…",
  "footer_text": "Built with hig from the guideline texts and their volunteer translations.",
  "report_title": "Translation alignment",
  "report_document_title": "Translation alignment: {title}",
  "report_totals": "Totals",
  "report_coverage": "Coverage",
  "report_documents": "Documents",
  "report_problems": "Problems",
  "report_no_problems": "No problems found.",
  "report_back": "All documents",
  "report_document": "Document",
  "report_language": "Language",
  "report_status": "Status",
  "report_english_blocks": "English blocks",
  "report_translated": "Translated",
  "report_missing": "Missing",
  "report_extra": "Extra",
  "report_notes": "Notes",
  "report_errors": "Errors",
  "report_warnings": "Warnings",
  "report_stale": "Stale",
  "report_english": "English",
  "report_not_translated": "Not translated",
  "report_no_english": "No English",
  "report_variants": "Source variants",
  "report_only_in": "Only in {location}",
  "report_section": "Section {title}",
  "report_rows_capped": "The first {shown} of {total} rows; hig report --json lists them all.",
  "report_view_block": "View on the page",
  "report_staleness_unchecked": "No lock file: stale translations are not checked. Run hig report --accept to record the accepted translations.",
  "report_unmatched": "Translations without an English document",
  "report_unmatched_intro": "Nothing of these files is aligned: add the English original, or give the file the name of its English document.",
  "report_broken_links": "Links to missing pages",
  "report_broken_links_intro": "These links name a page that is not in the content: add the page, or correct the link.",
  "severity_error": "error",
  "severity_warning": "warning",
  "problem_low_confidence": "Low confidence",
  "problem_length_ratio": "Unusual length",
  "problem_anchor_missing": "Missing anchor",
  "problem_untranslated_english": "Not translated",
  "problem_source_variant": "Source variant",
  "problem_stale": "Stale",
  "problem_structure_mismatch": "Structure differs",
  "report_summary": "Documents: {documents}; coverage: {coverage}; errors: {errors}, warnings: {warnings}",
  "report_summary_language": "{language} {percent} ({done}/{total})",
  "report_list_separator": ", "
}

"""#####,
        "strings/ja.json": #####"""
{
  "autonym": "日本語",
  "dir": "ltr",
  "site_title": "ヒューマンインターフェイスガイドライン",
  "lang_en": "英語",
  "lang_ja": "日本語",
  "lang_ko": "韓国語",
  "lang_ru": "ロシア語",
  "in_lang_en": "英語で",
  "in_lang_ja": "日本語で",
  "in_lang_ko": "韓国語で",
  "in_lang_ru": "ロシア語で",
  "skip_to_content": "本文へスキップ",
  "nav_label": "ガイドライン一覧",
  "nav_toggle": "一覧",
  "nav_home": "すべてのガイドライン",
  "nav_reports": "レポート",
  "search_label": "ガイドラインを検索",
  "search_placeholder": "検索",
  "search_loading": "検索インデックスを読み込んでいます…",
  "search_count": "{count}件のガイドラインが見つかりました",
  "search_none": "「{query}」に一致する結果はありません",
  "search_error": "現在、検索を利用できません。",
  "group_other": "その他",
  "section_index_label": "セクション索引",
  "language_button_label": "言語",
  "language_picker_title": "ほかの言語で読む",
  "view_options": "表示",
  "view_options_title": "表示オプション",
  "split_label": "ペインの分割",
  "split_third": "一覧を3分の1に",
  "split_halves": "半分ずつ",
  "split_note": "両方のペインを並べて表示できる幅のウインドウで適用されます。",
  "reading_label": "表示モード",
  "reading_single": "翻訳のみ",
  "reading_parallel": "英語の原文と並べる",
  "status_translated": "翻訳済み",
  "status_low_confidence": "原文との対応が不確かです（{percent}%）",
  "status_stale": "翻訳後に英語の原文が変更されました",
  "status_fallback": "未翻訳のため{in_language}表示しています",
  "status_extra": "英語の原文なし",
  "status_note": "訳注",
  "cell_missing_translation": "まだ翻訳されていません",
  "cell_missing_english": "英語の原文なし",
  "coverage_complete": "翻訳済み",
  "coverage_partial": "一部翻訳",
  "coverage_english_partial": "英語原文が一部のみ",
  "coverage_untranslated": "未翻訳",
  "coverage_translation_only": "翻訳のみ",
  "coverage_absent": "なし",
  "coverage_original": "原文",
  "coverage_detail": "{total}件中{done}件",
  "notice_missing": "このガイドラインはまだ日本語に翻訳されていません。代わりに{in_language}表示しています。",
  "notice_partial": "このガイドラインは一部のみ翻訳されています（{total}件中{done}件）。未翻訳の部分は元の言語のまま表示し、印を付けています。",
  "notice_long_document": "このガイドラインは長すぎるため、ブロックごとには表示できません。最後の{count}件のブロックは対訳や印を付けずにまとめて表示しています。",
  "home_title": "ガイドライン",
  "home_intro": "{count}件のガイドラインを{languages}言語で掲載しています。どの翻訳も英語の原文と段落ごとに並べて読めます。",
  "group_intro": "このグループのガイドライン：{count}件",
  "group_subgroups": "サブグループ",
  "group_pages": "ページ",
  "not_found_title": "ページが見つかりません",
  "not_found_text": "お探しのページは存在しないか、移動した可能性があります。",
  "not_found_home": "日本語のガイドラインへ",
  "root_title": "言語を選択",
  "root_redirecting": "お使いの言語のガイドラインを開いています…",
  "footer_text": "ガイドラインの原文とボランティアによる翻訳から hig で生成しました。",
  "report_title": "翻訳アラインメント・レポート",
  "report_document_title": "翻訳アラインメント・レポート：{title}",
  "report_totals": "合計",
  "report_coverage": "翻訳率",
  "report_documents": "ドキュメント",
  "report_problems": "問題",
  "report_no_problems": "問題は見つかりませんでした。",
  "report_back": "すべてのドキュメント",
  "report_document": "ドキュメント",
  "report_language": "言語",
  "report_status": "状態",
  "report_english_blocks": "英語のブロック",
  "report_translated": "翻訳済み",
  "report_missing": "未翻訳",
  "report_extra": "追加",
  "report_notes": "訳注",
  "report_errors": "エラー",
  "report_warnings": "警告",
  "report_stale": "要更新",
  "report_english": "英語",
  "report_not_translated": "未翻訳",
  "report_no_english": "英語の原文なし",
  "report_variants": "原文の版の違い",
  "report_only_in": "{location} のみ",
  "report_section": "セクション「{title}」",
  "report_rows_capped": "{total} 行のうち最初の {shown} 行を表示しています。すべての行は hig report --json にあります。",
  "report_view_block": "ページで表示",
  "report_staleness_unchecked": "ロックファイルがないため、更新が必要な翻訳は確認していません。hig report --accept で現在の翻訳を承認して記録してください。",
  "report_unmatched": "英語の文書がない翻訳",
  "report_unmatched_intro": "これらのファイルはどれも対応付けられていません。英語の原文を追加するか、ファイルに英語の文書の名前を付けてください。",
  "report_broken_links": "存在しないページへのリンク",
  "report_broken_links_intro": "これらのリンクが指すページはコンテンツにありません。ページを追加するか、リンクを直してください。",
  "severity_error": "エラー",
  "severity_warning": "警告",
  "problem_low_confidence": "対応の確度が低い",
  "problem_length_ratio": "長さが不自然",
  "problem_anchor_missing": "識別子の欠落",
  "problem_untranslated_english": "未翻訳",
  "problem_source_variant": "原文の版の違い",
  "problem_stale": "要更新",
  "problem_structure_mismatch": "構成の不一致",
  "report_summary": "ドキュメント {documents} 件、翻訳率：{coverage}、エラー {errors} 件、警告 {warnings} 件",
  "report_summary_language": "{language} {percent}（{done}/{total}）",
  "report_list_separator": "、"
}

"""#####,
        "strings/ko.json": #####"""
{
  "autonym": "한국어",
  "dir": "ltr",
  "site_title": "휴먼 인터페이스 가이드라인",
  "lang_en": "영어",
  "lang_ja": "일본어",
  "lang_ko": "한국어",
  "lang_ru": "러시아어",
  "in_lang_en": "영어로",
  "in_lang_ja": "일본어로",
  "in_lang_ko": "한국어로",
  "in_lang_ru": "러시아어로",
  "skip_to_content": "본문으로 건너뛰기",
  "nav_label": "가이드라인 목록",
  "nav_toggle": "목록",
  "nav_home": "전체 가이드라인",
  "nav_reports": "보고서",
  "search_label": "가이드라인 검색",
  "search_placeholder": "검색",
  "search_loading": "검색 색인을 불러오는 중…",
  "search_count": "가이드라인 {count}개를 찾았습니다",
  "search_none": "“{query}”에 대한 결과가 없습니다",
  "search_error": "지금은 검색을 사용할 수 없습니다.",
  "group_other": "기타",
  "section_index_label": "섹션 색인",
  "language_button_label": "언어",
  "language_picker_title": "다른 언어로 읽기",
  "view_options": "보기",
  "view_options_title": "보기 옵션",
  "split_label": "창 분할",
  "split_third": "목록을 3분의 1로",
  "split_halves": "절반씩",
  "split_note": "두 창을 나란히 표시할 만큼 창이 넓을 때 적용됩니다.",
  "reading_label": "읽기 방식",
  "reading_single": "번역문",
  "reading_parallel": "영어 원문과 나란히",
  "status_translated": "번역됨",
  "status_low_confidence": "원문 대응이 불확실함 ({percent}%)",
  "status_stale": "번역 후 영어 원문이 바뀌었습니다",
  "status_fallback": "아직 번역되지 않아 {in_language} 표시합니다",
  "status_extra": "영어 원문 없음",
  "status_note": "번역자 주",
  "cell_missing_translation": "아직 번역되지 않았습니다",
  "cell_missing_english": "영어 원문 없음",
  "coverage_complete": "번역 완료",
  "coverage_partial": "일부 번역",
  "coverage_english_partial": "영어 원문 일부",
  "coverage_untranslated": "번역 안 됨",
  "coverage_translation_only": "번역문만 있음",
  "coverage_absent": "없음",
  "coverage_original": "원문",
  "coverage_detail": "{total}개 중 {done}개",
  "notice_missing": "이 가이드라인은 아직 한국어로 번역되지 않았습니다. 대신 {in_language} 보여 드립니다.",
  "notice_partial": "이 가이드라인은 일부만 번역되었습니다({total}개 중 {done}개). 번역되지 않은 부분은 원래 언어 그대로 보여 주며 따로 표시해 두었습니다.",
  "notice_long_document": "이 가이드라인은 너무 길어 블록별로 보여 드릴 수 없습니다. 마지막 {count}개 블록은 짝이나 표시 없이 한데 모아 보여 드립니다.",
  "home_title": "가이드라인",
  "home_intro": "가이드라인 {count}개를 {languages}개 언어로 제공합니다. 모든 번역문은 영어 원문과 문단별로 나란히 읽을 수 있습니다.",
  "group_intro": "이 그룹의 가이드라인: {count}개",
  "group_subgroups": "하위 그룹",
  "group_pages": "페이지",
  "not_found_title": "페이지를 찾을 수 없습니다",
  "not_found_text": "요청한 페이지가 없거나 다른 곳으로 옮겨졌습니다.",
  "not_found_home": "한국어 가이드라인으로 이동",
  "root_title": "언어 선택",
  "root_redirecting": "사용하시는 언어의 가이드라인을 여는 중…",
  "footer_text": "가이드라인 원문과 자원봉사자들의 번역을 hig로 엮었습니다.",
  "report_title": "번역 정렬 보고서",
  "report_document_title": "번역 정렬 보고서: {title}",
  "report_totals": "합계",
  "report_coverage": "번역률",
  "report_documents": "문서",
  "report_problems": "문제",
  "report_no_problems": "발견된 문제가 없습니다.",
  "report_back": "모든 문서",
  "report_document": "문서",
  "report_language": "언어",
  "report_status": "상태",
  "report_english_blocks": "영어 블록",
  "report_translated": "번역됨",
  "report_missing": "누락",
  "report_extra": "추가",
  "report_notes": "역자 주",
  "report_errors": "오류",
  "report_warnings": "경고",
  "report_stale": "갱신 필요",
  "report_english": "영어",
  "report_not_translated": "번역되지 않음",
  "report_no_english": "영어 원문 없음",
  "report_variants": "원문 버전 차이",
  "report_only_in": "{location}에만 있음",
  "report_section": "{title} 섹션",
  "report_rows_capped": "{total}개 행 중 처음 {shown}개만 보여 줍니다. 전체 목록은 hig report --json에 있습니다.",
  "report_view_block": "페이지에서 보기",
  "report_staleness_unchecked": "잠금 파일이 없어 갱신이 필요한 번역은 확인하지 않았습니다. hig report --accept로 현재 번역을 승인해 기록하세요.",
  "report_unmatched": "영어 문서가 없는 번역",
  "report_unmatched_intro": "이 파일들은 정렬되지 않았습니다. 영어 원문을 추가하거나 파일 이름을 영어 문서의 이름으로 지정하세요.",
  "report_broken_links": "없는 페이지로 가는 링크",
  "report_broken_links_intro": "이 링크가 가리키는 페이지가 콘텐츠에 없습니다. 페이지를 추가하거나 링크를 고치세요.",
  "severity_error": "오류",
  "severity_warning": "경고",
  "problem_low_confidence": "낮은 정렬 신뢰도",
  "problem_length_ratio": "비정상적인 길이",
  "problem_anchor_missing": "빠진 식별자",
  "problem_untranslated_english": "번역되지 않음",
  "problem_source_variant": "원문 버전 차이",
  "problem_stale": "갱신 필요",
  "problem_structure_mismatch": "구조 불일치",
  "report_summary": "문서 {documents}개, 번역률: {coverage}, 오류 {errors}개, 경고 {warnings}개",
  "report_summary_language": "{language} {percent}({done}/{total})",
  "report_list_separator": ", "
}

"""#####,
        "strings/ru.json": #####"""
{
  "autonym": "Русский",
  "dir": "ltr",
  "site_title": "Руководство по интерфейсам Apple",
  "lang_en": "английский",
  "lang_ja": "японский",
  "lang_ko": "корейский",
  "lang_ru": "русский",
  "in_lang_en": "на английском",
  "in_lang_ja": "на японском",
  "in_lang_ko": "на корейском",
  "in_lang_ru": "на русском",
  "skip_to_content": "Перейти к содержимому",
  "nav_label": "Список руководств",
  "nav_toggle": "Оглавление",
  "nav_home": "Все руководства",
  "nav_reports": "Отчёты",
  "search_label": "Поиск по руководству",
  "search_placeholder": "Поиск",
  "search_loading": "Загружается поисковый индекс…",
  "search_count": "Найдено руководств: {count}",
  "search_none": "По запросу «{query}» ничего не найдено",
  "search_error": "Поиск сейчас недоступен.",
  "group_other": "Другое",
  "section_index_label": "Указатель разделов",
  "language_button_label": "Язык",
  "language_picker_title": "Читать на другом языке",
  "view_options": "Вид",
  "view_options_title": "Параметры отображения",
  "split_label": "Панели",
  "split_third": "Список на треть окна",
  "split_halves": "Поровну",
  "split_note": "Действует, когда окно достаточно широкое для двух панелей.",
  "reading_label": "Режим чтения",
  "reading_single": "Перевод",
  "reading_parallel": "Рядом с английским",
  "status_translated": "Переведено",
  "status_low_confidence": "Сопоставление с оригиналом под вопросом ({percent}%)",
  "status_stale": "Английский текст изменился после перевода",
  "status_fallback": "Ещё не переведено, показано {in_language}",
  "status_extra": "Нет английского оригинала",
  "status_note": "Примечание переводчика",
  "cell_missing_translation": "Ещё не переведено",
  "cell_missing_english": "Нет английского текста",
  "coverage_complete": "Переведено",
  "coverage_partial": "Переведено частично",
  "coverage_english_partial": "Английский частично",
  "coverage_untranslated": "Не переведено",
  "coverage_translation_only": "Только перевод",
  "coverage_absent": "Нет",
  "coverage_original": "Оригинал",
  "coverage_detail": "{done} из {total}",
  "notice_missing": "Это руководство ещё не переведено на русский язык. Ниже оно показано {in_language}.",
  "notice_partial": "Переведена только часть руководства ({done} из {total} фрагментов). Остальное показано на языке оригинала и отмечено.",
  "notice_long_document": "Это руководство слишком длинное, чтобы показать его по фрагментам: последние {count} фрагментов показаны вместе, без пар и отметок.",
  "home_title": "Руководства",
  "home_intro": "Всего руководств: {count}, языков: {languages}. Любой перевод можно читать абзац за абзацем рядом с английским оригиналом.",
  "group_intro": "Руководств в группе: {count}",
  "group_subgroups": "Подгруппы",
  "group_pages": "Страницы",
  "not_found_title": "Страница не найдена",
  "not_found_text": "Запрошенной страницы нет или она перемещена.",
  "not_found_home": "К руководствам на русском",
  "root_title": "Выберите язык",
  "root_redirecting": "Открываем руководства на вашем языке…",
  "footer_text": "Собрано с помощью hig из текстов руководств и переводов, сделанных добровольцами.",
  "report_title": "Сопоставление переводов",
  "report_document_title": "Сопоставление переводов: {title}",
  "report_totals": "Итого",
  "report_coverage": "Охват",
  "report_documents": "Документы",
  "report_problems": "Проблемы",
  "report_no_problems": "Проблем не найдено.",
  "report_back": "Все документы",
  "report_document": "Документ",
  "report_language": "Язык",
  "report_status": "Состояние",
  "report_english_blocks": "Блоки на английском",
  "report_translated": "Переведено",
  "report_missing": "Не переведено",
  "report_extra": "Лишние",
  "report_notes": "Примечания переводчика",
  "report_errors": "Ошибки",
  "report_warnings": "Предупреждения",
  "report_stale": "Устарело",
  "report_english": "Английский",
  "report_not_translated": "Не переведено",
  "report_no_english": "Нет английского оригинала",
  "report_variants": "Расхождения версий оригинала",
  "report_only_in": "Только в {location}",
  "report_section": "Раздел «{title}»",
  "report_rows_capped": "Показаны первые {shown} из {total} строк; все строки — в hig report --json.",
  "report_view_block": "Показать на странице",
  "report_staleness_unchecked": "Файла блокировки нет, поэтому устаревшие переводы не проверялись. Выполните hig report --accept, чтобы записать принятые переводы.",
  "report_unmatched": "Переводы без английского документа",
  "report_unmatched_intro": "Ничего из этих файлов не сопоставлено: добавьте английский оригинал или дайте файлу имя его английского документа.",
  "report_broken_links": "Ссылки на несуществующие страницы",
  "report_broken_links_intro": "Этих страниц нет в содержимом: добавьте страницу или исправьте ссылку.",
  "severity_error": "ошибка",
  "severity_warning": "предупреждение",
  "problem_low_confidence": "Низкая уверенность сопоставления",
  "problem_length_ratio": "Необычная длина",
  "problem_anchor_missing": "Пропущенный идентификатор",
  "problem_untranslated_english": "Не переведено",
  "problem_source_variant": "Расхождение версий",
  "problem_stale": "Устарело",
  "problem_structure_mismatch": "Различается структура",
  "report_summary": "Документов: {documents}; охват: {coverage}; ошибок: {errors}, предупреждений: {warnings}",
  "report_summary_language": "{language} {percent} ({done}/{total})",
  "report_list_separator": ", "
}

"""#####,
    ]
}
