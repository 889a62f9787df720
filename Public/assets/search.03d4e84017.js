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
