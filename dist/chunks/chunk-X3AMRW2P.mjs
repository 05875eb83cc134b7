import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// node_modules/balanced-match/dist/esm/index.js
var range = (a, b, str) => {
  let begs, beg, left, right, result, ai = str.indexOf(a), bi = str.indexOf(b, ai + 1), i = ai;
  if (ai >= 0 && bi > 0) {
    if (a === b)
      return [ai, bi];
    for (begs = [], left = str.length; i >= 0 && !result; ) {
      if (i === ai)
        begs.push(i), ai = str.indexOf(a, i + 1);
      else if (begs.length === 1) {
        let r = begs.pop();
        r !== void 0 && (result = [r, bi]);
      } else
        beg = begs.pop(), beg !== void 0 && beg < left && (left = beg, right = bi), bi = str.indexOf(b, i + 1);
      i = ai < bi && ai >= 0 ? ai : bi;
    }
    begs.length && right !== void 0 && (result = [left, right]);
  }
  return result;
};

// node_modules/brace-expansion/dist/esm/index.js
var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0", escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0", escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0", escComma = "\0COMMA" + Math.random().toFixed(16) + "\0", escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0", escSlashPattern = new RegExp(escSlash, "g"), escOpenPattern = new RegExp(escOpen, "g"), escClosePattern = new RegExp(escClose, "g"), escCommaPattern = new RegExp(escComma, "g"), escPeriodPattern = new RegExp(escPeriod, "g"), slashPattern = /\\\\/g, openPattern = /\\{/g, closePattern = /\\}/g, commaPattern = /\\,/g, periodPattern = /\\\./g, EXPANSION_MAX = 1e5, EXPANSION_MAX_LENGTH = 4e6, EXPANSION_MAX_DEPTH = 1e3, EXPANSION_MAX_REWRITES = 1e3, EXPANSION_MAX_STEPS = 2e7, CALL_STEPS = 16;
function numeric(str) {
  return isNaN(str) ? str.charCodeAt(0) : parseInt(str, 10);
}
function escapeBraces(str) {
  return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
  return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
}
function pushAll(target, items) {
  for (let i = 0; i < items.length; i++)
    target.push(items[i]);
}
function balancedWithBudget(str, masked, budget) {
  if (budget.remaining < 0)
    return;
  let r = range("{", "}", masked), unmatched = r !== void 0 && masked.indexOf("{") < r[0];
  if (budget.remaining -= r && !unmatched ? r[1] + 1 : str.length, !(!r || budget.remaining < 0))
    return {
      end: r[1],
      pre: str.slice(0, r[0]),
      body: str.slice(r[0] + 1, r[1]),
      post: str.slice(r[1] + 1),
      unmatched
    };
}
function maskUnmatchedOpens(masked, budget) {
  budget.remaining -= masked.length;
  let open = [];
  for (let i = 0; i < masked.length; i++) {
    let c = masked.charCodeAt(i);
    c === 123 ? open.push(i) : c === 125 && open.length && open.pop();
  }
  let out = "", last = 0;
  for (let i = 0; i < open.length; i++) {
    let at = open[i];
    out += masked.slice(last, at) + "\0", last = at + 1;
  }
  return out + masked.slice(last);
}
function commaSetFollows(str, budget) {
  if (budget.remaining -= str.length, budget.remaining < 0)
    return !1;
  let close = !1;
  for (let i = str.length - 1; i >= 0; i--) {
    let c = str.charCodeAt(i);
    if (c === 125)
      close = !0;
    else if (c === 10 || c === 13 || c === 8232 || c === 8233)
      close = !1;
    else if (c === 44 && close && str.charCodeAt(i + 1) !== 44)
      return !0;
  }
  return !1;
}
function parseCommaParts(str, budget) {
  let parts = [], carry = "";
  for (; ; ) {
    let m = balancedWithBudget(str, str, budget);
    if (budget.remaining < 0)
      return;
    if (!m) {
      let tail = str.split(",");
      return tail[0] = carry + tail[0], pushAll(parts, tail), parts;
    }
    let { pre, body, post } = m, p = pre.split(",");
    if (p[0] = carry + p[0], p[p.length - 1] += "{" + body + "}", !post.length)
      return pushAll(parts, p), parts;
    carry = p.pop(), pushAll(parts, p), str = post;
  }
}
function bound(value, fallback) {
  return value === void 0 || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
  if (!str)
    return [];
  let max = bound(options.max, EXPANSION_MAX), maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH), maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH), maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES), maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
  return str.slice(0, 2) === "{}" && (str = "\\{\\}" + str.slice(2)), expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, !0).map(unescapeBraces);
}
function embrace(str) {
  return "{" + str + "}";
}
function isPadded(el) {
  return /^-?0\d/.test(el);
}
function lte(i, y) {
  return i <= y;
}
function gte(i, y) {
  return i >= y;
}
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
  let out = [], length = 0, nonEmpty;
  outer: for (let a = 0; a < acc.length; a++) {
    let prefix2 = acc[a] + pre, vs = values;
    dropEmpties && !prefix2 && (nonEmpty || (nonEmpty = values.filter((v) => v)), vs = nonEmpty);
    for (let v = 0; v < vs.length; v++) {
      if (out.length >= max)
        break outer;
      let expansion = prefix2 + vs[v];
      if (length + expansion.length > maxLength)
        break outer;
      out.push(expansion), length += expansion.length;
    }
  }
  return budget.remaining -= out.length, out;
}
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
  let n = body.split(/\.\./), N = [];
  if (n[0] === void 0 || n[1] === void 0)
    return N;
  let x = numeric(n[0]), y = numeric(n[1]), width = Math.max(n[0].length, n[1].length), incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1, test = lte;
  y < x && (incr *= -1, test = gte);
  let pad = n.some(isPadded), cost = pad ? width : 1, length = 0;
  for (let i = x; test(i, y) && N.length < max; i += incr) {
    if (budget.remaining -= cost, budget.remaining < 0)
      return;
    let c;
    if (isAlphaSequence)
      c = String.fromCharCode(i), c === "\\" && (c = "");
    else if (c = String(i), pad) {
      let need = width - c.length;
      if (need > 0) {
        let z = new Array(need + 1).join("0");
        i < 0 ? c = "-" + z + c.slice(1) : c = z + c;
      }
    }
    if (length + c.length > maxLength)
      break;
    N.push(c), length += c.length;
  }
  return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
  if (budget.remaining -= CALL_STEPS, depth > maxDepth)
    return [str];
  let acc = [""], rewrites = 0, dropEmpties = !1, firstGroup = !0, masked = str;
  for (; ; ) {
    let m = balancedWithBudget(str, masked, budget);
    if (!m)
      return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
    m.unmatched && (masked = maskUnmatchedOpens(masked, budget));
    let pre = m.pre, literal2 = () => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget);
    if (/\$$/.test(pre)) {
      if (acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget), firstGroup = !1, !m.post.length)
        break;
      str = m.post, masked = masked.slice(m.end + 1);
      continue;
    }
    let isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body), isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body), isSequence = isNumericSequence || isAlphaSequence, isOptions = m.body.indexOf(",") >= 0;
    if (!isSequence && !isOptions) {
      if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
        rewrites++, str = m.pre + "{" + m.body + escClose + m.post, masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1), isTop = !0;
        continue;
      }
      return literal2();
    }
    firstGroup && (dropEmpties = isTop && !isSequence, firstGroup = !1);
    let values;
    if (isSequence) {
      if (values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget), !values)
        return literal2();
    } else {
      let n = parseCommaParts(m.body, budget);
      if (!n)
        return literal2();
      if (n.length === 1 && n[0] !== void 0) {
        if (n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, !1).map(embrace), budget.remaining < 0)
          return literal2();
        if (n.length === 1) {
          let next2 = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
          if (budget.remaining < 0)
            return literal2();
          if (acc = next2, !m.post.length)
            break;
          str = m.post, masked = masked.slice(m.end + 1);
          continue;
        }
      }
      let dropsEmpties = dropEmpties && !m.post.length && !pre;
      for (let d = 0; dropsEmpties && d < acc.length; d++)
        acc[d] && (dropsEmpties = !1);
      values = [];
      let valuesLength = 0;
      outer: for (let j = 0; j < n.length; j++) {
        let expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, !1);
        if (budget.remaining < 0)
          return literal2();
        for (let k = 0; k < expanded.length; k++) {
          let v = expanded[k];
          if (!(dropsEmpties && !v)) {
            if (values.length >= max || valuesLength + v.length > maxLength)
              break outer;
            values.push(v), valuesLength += v.length;
          }
        }
      }
    }
    let next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
    if (budget.remaining < 0)
      return literal2();
    if (acc = next, !m.post.length)
      break;
    str = m.post, masked = masked.slice(m.end + 1);
  }
  return acc;
}

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/numeric-range.js
var digit = (a, b) => a === b ? { t: "lit", ch: String(a) } : { t: "class", re: new RegExp(`^[${a}-${b}]$`) }, prefix = (d, alts) => alts.map((s) => [digit(d, d), ...s]), fixed = (a, b) => {
  if (!a)
    return [[]];
  let lo = +a[0], hi = +b[0], ra = a.slice(1), rb = b.slice(1);
  if (lo === hi)
    return prefix(lo, fixed(ra, rb));
  let zeros = "0".repeat(ra.length), nines = "9".repeat(ra.length), out = [];
  ra !== zeros && out.push(...prefix(lo++, fixed(ra, nines)));
  let last = rb === nines ? [] : prefix(hi--, fixed(zeros, rb));
  return lo <= hi && out.push([digit(lo, hi), ...Array.from(ra, () => digit(0, 9))]), out.push(...last), out;
}, nonneg = (a, b, width) => {
  if (width)
    return fixed(String(a).padStart(width, "0"), String(b).padStart(width, "0"));
  let out = [];
  for (let len = String(a).length; len <= String(b).length; len++) {
    let lo = Math.max(a, len === 1 ? 0 : 10 ** (len - 1)), hi = Math.min(b, 10 ** len - 1);
    out.push(...fixed(String(lo), String(hi)));
  }
  return out;
}, numericRange = (loStr, hiStr) => {
  let lo = Number(loStr), hi = Number(hiStr);
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
    return;
  lo > hi && ([lo, hi] = [hi, lo]);
  let width = /^-?0\d/.test(loStr) || /^-?0\d/.test(hiStr) ? Math.max(loStr.length, hiStr.length) : 0, out = [];
  if (lo < 0) {
    let neg = nonneg(Math.max(-hi, 1), -lo, width && width - 1);
    out.push(...neg.map((s) => [{ t: "lit", ch: "-" }, ...s]));
  }
  return hi >= 0 && out.push(...nonneg(Math.max(lo, 0), hi, width)), out;
};

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/parse-class.js
var posixClasses = {
  "[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}"],
  "[:alpha:]": ["\\p{L}\\p{Nl}"],
  "[:ascii:]": ["\\x00-\\x7f"],
  "[:blank:]": ["\\p{Zs}\\t"],
  "[:cntrl:]": ["\\p{Cc}"],
  "[:digit:]": ["\\p{Nd}"],
  "[:graph:]": ["\\p{Z}\\p{C}", !0],
  "[:lower:]": ["\\p{Ll}"],
  "[:print:]": ["\\p{C}", !0],
  "[:punct:]": ["\\p{P}\\p{S}"],
  "[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f"],
  "[:upper:]": ["\\p{Lu}"],
  "[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}"],
  "[:xdigit:]": ["A-Fa-f0-9"]
}, braceEscape = (s) => s.replace(/[[\]\\-]/g, "\\$&"), noMatch = /$./, parseClass = (glob, position, nocase = !1, form) => {
  let norm = (c) => {
    let n = form ? c.normalize(form) : c;
    return [...n].length === 1 ? n : c;
  }, pos = position;
  if (glob.charAt(pos) !== "[")
    throw new Error("not in a brace expression");
  let ranges = [], negs = [], i = pos + 1, sawStart = !1, escaping = !1, negate = !1, endPos = pos, rangeStart = "";
  WHILE: for (; i < glob.length; ) {
    let c = String.fromCodePoint(glob.codePointAt(i));
    if ((c === "!" || c === "^") && i === pos + 1) {
      negate = !0, i++;
      continue;
    }
    if (c === "]" && sawStart && !escaping) {
      endPos = i + 1;
      break;
    }
    if (sawStart = !0, c === "\\" && !escaping) {
      escaping = !0, i++;
      continue;
    }
    if (c === "[" && !escaping) {
      for (let [cls, [unip, neg]] of Object.entries(posixClasses))
        if (glob.startsWith(cls, i)) {
          if (rangeStart)
            return [noMatch, glob.length - pos];
          i += cls.length, neg ? negs.push(unip) : ranges.push(unip);
          continue WHILE;
        }
    }
    escaping = !1;
    let n = norm(c);
    if (rangeStart) {
      n.codePointAt(0) > rangeStart.codePointAt(0) ? ranges.push(braceEscape(rangeStart) + "-" + braceEscape(n)) : n === rangeStart && ranges.push(braceEscape(n)), rangeStart = "", i += c.length;
      continue;
    }
    if (glob.startsWith("-]", i + c.length)) {
      ranges.push(braceEscape(n + "-")), i += c.length + 1;
      continue;
    }
    if (glob.startsWith("-", i + c.length)) {
      rangeStart = n, i += c.length + 1;
      continue;
    }
    ranges.push(braceEscape(n)), i += c.length;
  }
  if (endPos < i)
    return [noMatch, 0];
  if (!ranges.length && !negs.length)
    return [noMatch, glob.length - pos];
  let sranges = "[" + (negate ? "^" : "") + ranges.join("") + "]", snegs = "[" + (negate ? "" : "^") + negs.join("") + "]", comb = "^" + (ranges.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges.length ? sranges : snegs);
  return [new RegExp(comb, nocase ? "iu" : "u"), endPos - pos];
};

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/index.js
var MATCH = { t: "match", id: 0 }, extTypes = "!?+*@", lit = (ch) => ({ t: "lit", ch }), reEscape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&"), newFoldRe = (s) => new RegExp(`^${reEscape(s)}$`, "iu"), foldCache = /* @__PURE__ */ new Map(), foldRe = (ch) => {
  let re = foldCache.get(ch);
  return re || (re = newFoldRe(ch), foldCache.size >= 1e3 && foldCache.clear(), foldCache.set(ch, re)), re;
}, litMatch = (l, c) => {
  if (c === l.ch)
    return !0;
  if (!l.re)
    return !1;
  let code = c.charCodeAt(0);
  if (code >= 128)
    return l.re.test(c);
  let ascii = l.ascii ??= new Uint8Array(128);
  return ascii[code] ||= l.re.test(c) ? 1 : 2, ascii[code] === 1;
}, tokenize = (p, nocase, noext, form, mark) => {
  let toks = [];
  for (let i = 0; i < p.length; ) {
    let c = String.fromCodePoint(p.codePointAt(i));
    if (mark) {
      let m = c === "\\" && p.startsWith(mark, i + 1) ? 1 : 0;
      if (m || c === mark) {
        let start = i + m + mark.length, end = p.indexOf(mark, start), r = /^(-?\d+)\.\.(-?\d+)$/.exec(p.slice(start, end)), alts = end !== -1 && r && numericRange(r[1], r[2]);
        if (alts) {
          toks.push({ t: "ext", type: "@", alts }), i = end + mark.length;
          continue;
        }
      }
    }
    if (c === "\\") {
      let e = p.codePointAt(i + 1), ch = e === void 0 ? c : String.fromCodePoint(e);
      toks.push(lit(ch)), i += 1 + ch.length;
      continue;
    }
    if (c === "[") {
      let [re, consumed] = parseClass(p, i, nocase, form);
      if (consumed) {
        toks.push({ t: "class", re }), i += consumed;
        continue;
      }
    }
    if (!noext && extTypes.includes(c) && p[i + 1] === "(") {
      toks.push({ t: "open", type: c }), i += 2;
      continue;
    }
    toks.push(!noext && c === "|" ? { t: "bar" } : !noext && c === ")" ? { t: "close" } : c === "*" ? { t: "star" } : c === "?" ? { t: "any" } : lit(c)), i += c.length;
  }
  return toks;
}, pair = (toks) => {
  let pairs = /* @__PURE__ */ new Map(), stack = [];
  return toks.forEach((tok, i) => {
    tok.t === "open" ? stack.push(i) : tok.t === "close" && stack.length && pairs.set(stack.pop(), i);
  }), pairs;
}, build = (toks, pairs, start, end, top) => {
  let seq = [], alts = [seq];
  for (let i = start; i < end; i++) {
    let tok = toks[i], close = pairs.get(i);
    if (tok.t === "open" && close !== void 0) {
      let sub = build(toks, pairs, i + 1, close, !1);
      seq.push({ t: "ext", type: tok.type, alts: sub }), i = close;
    } else tok.t === "bar" && !top ? alts.push(seq = []) : tok.t === "open" ? seq.push(lit(tok.type), lit("(")) : tok.t === "bar" ? seq.push(lit("|")) : tok.t === "close" ? seq.push(lit(")")) : seq.push(tok);
  }
  return alts;
}, normalize = (items, form) => {
  let out = [], run = "", flush = () => {
    for (let ch of run.normalize(form))
      out.push(lit(ch));
    run = "";
  };
  for (let it of items) {
    if (it.t === "lit") {
      run += it.ch;
      continue;
    }
    flush(), out.push(it.t === "ext" ? { ...it, alts: it.alts.map((a) => normalize(a, form)) } : it);
  }
  return flush(), out;
}, compile = (items, nocase) => {
  let id = 1, split = (out) => ({ t: "split", id: id++, out }), seq = (items2, next) => items2.reduceRight((next2, it) => item(it, next2), next), item = (it, next) => {
    switch (it.t) {
      case "lit":
        let re = nocase ? foldRe(it.ch) : void 0;
        return { t: "lit", id: id++, ch: it.ch, re, next };
      case "any":
      case "star":
        return { t: it.t, id: id++, next };
      case "class":
        return { t: "class", id: id++, re: it.re, next };
    }
    let alts = (next2) => it.alts.map((a) => seq(a, next2));
    switch (it.type) {
      case "@":
        return split(alts(next));
      case "?":
        return split([next, ...alts(next)]);
      case "!":
        return { t: "neg", id: id++, sub: split(alts(MATCH)), next };
    }
    let after = split([]), entry = split(alts(after));
    return after.out.push(next, entry), it.type === "*" ? after : entry;
  };
  return [seq(items, MATCH), id];
}, show = (start) => {
  let lines = [], seen = /* @__PURE__ */ new Set(), ref = (n) => n.t === "match" ? "match" : String(n.id), walk = (n, indent) => {
    if (n.t === "match" || seen.has(n))
      return;
    seen.add(n);
    let line = (desc) => lines.push(`${indent}${n.id}: ${desc}`);
    switch (n.t) {
      case "split":
        line(`split -> ${n.out.map(ref).join(", ")}`);
        for (let o of n.out)
          walk(o, indent);
        return;
      case "neg":
        return line(`!(${ref(n.sub)}) -> ${ref(n.next)}`), walk(n.sub, indent + "  "), walk(n.next, indent);
      case "lit":
        line(`${JSON.stringify(n.ch)} -> ${ref(n.next)}`);
        break;
      case "class":
        line(`${n.re} -> ${ref(n.next)}`);
        break;
      default:
        line(`${n.t === "any" ? "?" : "*"} -> ${ref(n.next)}`);
    }
    walk(n.next, indent);
  };
  return walk(start, ""), [`start -> ${ref(start)}`, ...lines].join(`
`);
}, State = class {
  // set by the Sim, to mark the nodes that this state has
  gen;
  threads = [];
  match = !1;
  runs = [];
  // the sorted ids of the threads, with 0 for a match, once the
  // state is done
  ids = [];
  constructor(gen) {
    this.gen = gen;
  }
  // no threads, so nothing more can match
  get dead() {
    return !this.threads.length && !this.match && !this.runs.length;
  }
}, sameState = (a, b) => a.ids.length !== b.ids.length || a.runs.length !== b.runs.length || a.ids.some((id, i) => id !== b.ids[i]) ? !1 : a.runs.every((r) => b.runs.some((o) => o.neg === r.neg && sameState(o.state, r.state))), marks = (size) => ({
  has: new Float64Array(size),
  seen: new Float64Array(size),
  gen: 0
}), Sim = class {
  // `.` and `..` only match literal dots, even with `dot:true`
  dots;
  // the string starts with `.`, and `dot:true` is not set
  dotStart;
  #marks;
  constructor(dots, dotStart, marks2) {
    this.dots = dots, this.dotStart = dotStart, this.#marks = marks2;
  }
  state() {
    return new State(++this.#marks.gen);
  }
  // sort the ids of a state, once it has all of its threads
  done(state) {
    return state.ids = state.threads.map((n) => n.id).sort((a, b) => a - b), state.match && state.ids.unshift(MATCH.id), state;
  }
  // true the first time that the state walks through the node, so
  // that loops in the graph stop
  #visit(state, node) {
    let { seen } = this.#marks;
    return seen[node.id] === state.gen ? !1 : (seen[node.id] = state.gen, !0);
  }
  #addThread(state, node) {
    let { has } = this.#marks;
    return has[node.id] === state.gen ? !1 : (has[node.id] = state.gen, state.threads.push(node), !0);
  }
  // wildcards only match a leading dot if `dot:true`. In a negated
  // sub-pattern, this does not apply, because the negation itself
  // can not match a leading dot.
  restricted(i, top) {
    return top && (this.dots || this.dotStart && i === 0);
  }
  add(state, node, i, top) {
    switch (node.t) {
      case "split":
        if (!this.#visit(state, node))
          return;
        for (let o of node.out)
          this.add(state, o, i, top);
        return;
      case "neg":
        if (!this.#visit(state, node))
          return;
        let sub = this.state();
        return this.add(sub, node.sub, i, !1), this.done(sub), this.addRun(state, { t: "run", neg: node, state: sub }, i, top);
      case "star":
        if (this.restricted(i, top))
          return;
        this.#addThread(state, node) && this.add(state, node.next, i, top);
        return;
      case "match":
        state.match = !0;
        return;
      default:
        this.#addThread(state, node);
    }
  }
  addRun(state, run, i, top) {
    for (let r of state.runs)
      if (r.neg === run.neg && sameState(r.state, run.state))
        return;
    state.runs.push(run), run.state.match || this.add(state, run.neg.next, i, top);
  }
  // the threads after char `c`, at index `i`
  step(state, c, i, top) {
    let next = this.state();
    for (let th of state.threads)
      switch (th.t) {
        case "lit":
          litMatch(th, c) && this.add(next, th.next, i + 1, top);
          break;
        case "any":
          this.restricted(i, top) || this.add(next, th.next, i + 1, top);
          break;
        case "class":
          !this.restricted(i, top) && th.re.test(c) && this.add(next, th.next, i + 1, top);
          break;
        case "star":
          this.restricted(i, top) || this.add(next, th, i + 1, top);
      }
    if (!this.restricted(i, top))
      for (let run of state.runs) {
        if (run.state.dead) {
          this.addRun(next, run, i + 1, top);
          continue;
        }
        let sub = this.step(run.state, c, i, !1);
        this.addRun(next, { t: "run", neg: run.neg, state: sub }, i + 1, top);
      }
    return this.done(next);
  }
}, stateKey = (state) => {
  let ids = state.ids.join();
  if (!state.runs.length)
    return ids;
  let runs = state.runs.map((r) => `${r.neg.id}(${stateKey(r.state)})`);
  return `${ids}|${runs.sort().join("|")}`;
}, DFA_BUDGET = 1 << 18, Dfa = class {
  #start;
  #states = /* @__PURE__ */ new Map();
  #size = 0;
  #plain;
  #dotStart;
  #sim;
  #dotSim;
  constructor(start, marks2) {
    this.#start = start, this.#sim = new Sim(!1, !1, marks2), this.#dotSim = new Sim(!1, !0, marks2);
  }
  #make(state) {
    return {
      state,
      match: state.match,
      dead: state.dead,
      next: /* @__PURE__ */ new Map()
    };
  }
  #intern(state) {
    let key = stateKey(state), found = this.#states.get(key);
    if (found)
      return found;
    this.#size > DFA_BUDGET && this.#clear();
    let d = this.#make(state);
    return this.#states.set(key, d), this.#size += key.length + 1, d;
  }
  #clear() {
    this.#states.clear(), this.#size = 0, this.#plain = void 0, this.#dotStart = void 0;
  }
  start(dotStart) {
    if (dotStart) {
      if (this.#dotStart)
        return this.#dotStart;
      let state2 = this.#dotSim.state();
      return this.#dotSim.add(state2, this.#start, 0, !0), this.#dotStart = this.#make(this.#dotSim.done(state2));
    }
    if (this.#plain)
      return this.#plain;
    let state = this.#sim.state();
    return this.#sim.add(state, this.#start, 0, !0), this.#plain = this.#intern(this.#sim.done(state));
  }
  // the next state, after a miss in `d.ascii`
  next(d, c) {
    let code = c.charCodeAt(0), found = code < 128 ? void 0 : d.next.get(c);
    if (found)
      return found;
    let n = d === this.#dotStart ? this.#intern(this.#dotSim.step(d.state, c, 0, !0)) : this.#intern(this.#sim.step(d.state, c, 1, !0));
    return code < 128 ? (d.ascii || (d.ascii = new Array(128), this.#size += 128), d.ascii[code] = n) : d.next.set(c, n), this.#size++, n;
  }
}, linear = (start) => {
  let nodes = [];
  for (let n = start; n.t !== "match"; n = n.next) {
    if (n.t === "split" || n.t === "neg")
      return;
    nodes.push(n);
  }
  return nodes;
}, testLinear = (nodes, chars, start, end) => {
  let ni = 0, ci = start, starNi = -1, starCi = 0;
  for (; ci < end; ) {
    let n = nodes[ni];
    if (n?.t === "star") {
      starNi = ni++, starCi = ci;
      continue;
    }
    let c = chars[ci];
    if (n && (n.t === "any" || n.t === "lit" && litMatch(n, c) || n.t === "class" && n.re.test(c))) {
      ni++, ci++;
      continue;
    }
    if (starNi === -1)
      return !1;
    ni = starNi + 1, ci = ++starCi;
  }
  for (; nodes[ni]?.t === "star"; )
    ni++;
  return ni === nodes.length;
}, lengths = (items) => {
  let min = 0, max = 0;
  for (let it of items) {
    let [lo, hi] = itemLengths(it);
    min += lo, max += hi;
  }
  return [min, max];
}, itemLengths = (it) => {
  if (it.t === "star")
    return [0, 1 / 0];
  if (it.t !== "ext")
    return [1, 1];
  if (it.type === "!")
    return [0, 1 / 0];
  let alts = it.alts.map(lengths), min = Math.min(...alts.map((a) => a[0])), max = Math.max(...alts.map((a) => a[1])), loop = max === 0 ? 0 : 1 / 0;
  return it.type === "@" ? [min, max] : it.type === "?" ? [0, max] : it.type === "*" ? [0, loop] : [min, loop];
}, hasAffix = (lits, chars, start) => {
  for (let j = 0; j < lits.length; j++)
    if (!litMatch(lits[j], chars[start + j]))
      return !1;
  return !0;
}, slashOrSurrogate = /[/\ud800-\udfff]/, surrogate = /[\ud800-\udfff]/, codePoints = (s) => surrogate.test(s) ? [...s] : s, noSlash = (s) => {
  if (s.includes("/"))
    throw new Error("can only match a single path portion, got: " + s);
}, Matcher = class {
  pattern;
  options;
  #start;
  // the number of node ids
  #size;
  #marks;
  // the Sim for strings that are only `.` or `..`
  #dotsSim;
  // the string to compare, if the pattern has no magic. With
  // `nocase:true`, the RegExp that folds case is made when it is
  // first used.
  #literal;
  #literalFold = !1;
  #literalRe;
  // the nodes between the prefix and suffix, if the graph is a
  // single chain
  #linear;
  // the linear nodes are only `*` and `?`, so the length bounds and
  // the prefix and suffix decide the match
  #wild = !1;
  // the least and most chars that a match can have
  #min = 0;
  #max = 1 / 0;
  // the literals that a match must start and end with. Each one
  // matches exactly one char, and they are distinct items in the
  // pattern, so a string that does not have them can not match.
  #prefix = [];
  #suffix = [];
  // the prefix and suffix as strings, if they do not fold case
  #prefixStr;
  #suffixStr;
  // there is a prefix or suffix to check
  #affix = !1;
  #dfa;
  #form;
  constructor(pattern, options = {}) {
    if (pattern.includes("/"))
      throw new Error("can only match a single path portion, got pattern: " + pattern);
    this.pattern = pattern, this.options = options;
    let { nocase = !1, noext = !1, normalize: n } = options;
    this.#form = n === !0 ? "NFC" : n || void 0;
    let literal2 = /^[?*+@]\(\)$/.test(pattern), toks = tokenize(pattern, nocase, noext || literal2, this.#form, options.rangeMark), [items] = build(toks, pair(toks), 0, toks.length, !0);
    this.#form && (items = normalize(items, this.#form));
    let [start, size] = compile(items, nocase);
    if (this.#start = start, this.#size = size, items.every((it) => it.t === "lit"))
      this.#literal = items.map((it) => it.ch).join(""), this.#literalFold = nocase;
    else {
      let lit2 = (it) => it.t !== "lit" ? void 0 : nocase ? { ch: it.ch, re: foldRe(it.ch) } : { ch: it.ch };
      for (let it of items) {
        let l = lit2(it);
        if (!l)
          break;
        this.#prefix.push(l);
      }
      for (let j = items.length - 1; j >= 0; j--) {
        let l = lit2(items[j]);
        if (!l)
          break;
        this.#suffix.unshift(l);
      }
      this.#affix = !!(this.#prefix.length || this.#suffix.length), nocase || (this.#prefixStr = this.#prefix.map((l) => l.ch).join(""), this.#suffixStr = this.#suffix.map((l) => l.ch).join("")), this.#linear = linear(this.#start)?.slice(this.#prefix.length, -this.#suffix.length || void 0), this.#wild = !!this.#linear?.every((n2) => n2.t === "star" || n2.t === "any");
      let [min, max] = lengths(items);
      this.#min = min, this.#max = max;
    }
  }
  test(s) {
    return this.#form ? (noSlash(s), this.#test(s.normalize(this.#form))) : slashOrSurrogate.test(s) ? (noSlash(s), this.#test(s, [...s])) : this.#test(s, s);
  }
  /**
   * The same as {@link Matcher#test}, but the string is not checked
   * for `/` chars, so the result for a string that has one is not
   * defined. Only use it for a string that is known to be one path
   * portion, such as a part of a path that was split on `/`. It can
   * be faster, because some patterns do not need to look at each char
   * of the string.
   */
  testUnchecked(s) {
    return this.#test(this.#form ? s.normalize(this.#form) : s);
  }
  // Test a string that has no `/`. `chars` indexes it by code point.
  // If it is not given, it is only found if a step needs it.
  #test(s, chars) {
    if (this.#literal !== void 0)
      return this.#literalFold ? (this.#literalRe ??= newFoldRe(this.#literal)).test(s) : s === this.#literal;
    let min = this.#min, max = this.#max;
    if (chars === void 0) {
      let most = s.length, least = most + 1 >> 1;
      if (most < min || least > max)
        return !1;
      (least < min || most > max) && (chars = codePoints(s));
    }
    if (chars !== void 0 && (chars.length < min || chars.length > max))
      return !1;
    let prefix2 = this.#prefix.length;
    if (this.#affix)
      if (this.#prefixStr !== void 0 && this.#suffixStr !== void 0) {
        if (!s.startsWith(this.#prefixStr) || !s.endsWith(this.#suffixStr))
          return !1;
      } else {
        chars ??= codePoints(s);
        let end = chars.length - this.#suffix.length;
        if (!hasAffix(this.#prefix, chars, 0) || !hasAffix(this.#suffix, chars, end))
          return !1;
      }
    let dotStart = !this.options.dot && s.startsWith(".");
    if (this.#linear) {
      if (s === "." || s === ".." || dotStart && !prefix2)
        return !1;
      if (this.#wild)
        return !0;
      chars ??= codePoints(s);
      let end = chars.length - this.#suffix.length;
      return testLinear(this.#linear, chars, prefix2, end);
    }
    if (chars ??= codePoints(s), s === "." || s === "..") {
      this.#marks ??= marks(this.#size);
      let sim = this.#dotsSim ??= new Sim(!0, !1, this.#marks), start = sim.state();
      sim.add(start, this.#start, 0, !0);
      let state = sim.done(start);
      for (let i = 0; i < chars.length; i++)
        state = sim.step(state, chars[i], i, !0);
      return state.match;
    }
    this.#marks ??= marks(this.#size);
    let dfa = this.#dfa ??= new Dfa(this.#start, this.#marks), d = dfa.start(dotStart), str = chars === s;
    for (let i = 0; i < chars.length; i++) {
      if (d.dead)
        return !1;
      let code = str ? s.charCodeAt(i) : chars[i].charCodeAt(0);
      d = d.ascii?.[code] ?? dfa.next(d, chars[i]);
    }
    return d.match;
  }
  /** a readable listing of the state machine */
  toString() {
    return show(this.#start);
  }
};

// node_modules/minimatch/dist/esm/assert-valid-pattern.js
var assertValidPattern = (pattern) => {
  if (typeof pattern != "string")
    throw new TypeError("invalid pattern");
  if (pattern.length > 65536)
    throw new TypeError("pattern is too long");
};

// node_modules/minimatch/dist/esm/escape.js
var escape = (s, { windowsPathsNoEscape = !1, magicalBraces = !1 } = {}) => {
  let e = magicalBraces ? windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&") : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&"), c = e.charAt(0);
  return c === "#" ? (windowsPathsNoEscape ? "[#]" : "\\#") + e.slice(1) : c === "!" ? (windowsPathsNoEscape ? "@(!)" : "\\!") + e.slice(1) : e;
};

// node_modules/minimatch/dist/esm/unescape.js
var unescape = (s, { windowsPathsNoEscape = !1, magicalBraces = !0 } = {}) => windowsPathsNoEscape && s.startsWith("@(!)") ? "!" + unescape(s.slice(4), { windowsPathsNoEscape, magicalBraces }) : magicalBraces ? windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1") : windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");

// node_modules/minimatch/dist/esm/index.js
var DEFAULT_BRACE_EXPAND_MAX = 1e5, DEFAULT_GLOB_STAR_RECURSION_MAX = 200, AWE_KEY = "allowWindowsEscape", minimatch = (p, pattern, options) => (assertValidPattern(pattern), !options?.nocomment && pattern.charAt(0) === "#" ? !1 : cachedMinimatch(pattern, options).match(p)), cache = /* @__PURE__ */ new Map(), oldCache = /* @__PURE__ */ new Map(), cacheSize = 0, cacheTotalWeight = 0, cacheMax = 256, cacheMaxWeight = 32768, cacheMaxEntryWeight = 4096, cacheWeight = (mm) => {
  let w = mm.pattern.length;
  for (let s of mm.globSet)
    if (w += s.length + 1, w > cacheMaxEntryWeight)
      break;
  return w;
};
var tri = (v) => v === void 0 ? 0 : v ? 2 : 1, booleanWeights = new Map(Object.keys({
  nobrace: 0,
  nocomment: 0,
  nonegate: 0,
  noglobstar: 0,
  noext: 0,
  nonull: 0,
  partial: 0,
  dot: 0,
  nocase: 0,
  nocaseMagicOnly: 0,
  magicalBraces: 0,
  matchBase: 0,
  flipNegate: 0,
  preserveMultipleSlashes: 0,
  windowsNoMagicRoot: 0
}).map((k, i) => [k, 24 * 3 ** i])), optionsKey = (o) => {
  let n = 0, wpe = !1;
  for (let k in o) {
    let v = o[k];
    switch (k) {
      // the same test as the Minimatch constructor
      case "windowsPathsNoEscape":
        v && (wpe = !0);
        break;
      case AWE_KEY:
        v === !1 && (wpe = !0);
        break;
      case "platform": {
        let p = v || defaultPlatform;
        if (p === defaultPlatform)
          break;
        if (p === "darwin")
          n += 3;
        else if (p === "win32")
          n += 6;
        else if (p === "linux")
          n += 9;
        else
          return JSON.stringify(o);
        break;
      }
      case "optimizationLevel":
        if (v === void 0)
          break;
        n += v >= 2 ? 1 : v >= 1 ? 0 : 2;
        break;
      case "braceExpandMax":
        if (v !== void 0 && v !== DEFAULT_BRACE_EXPAND_MAX)
          return JSON.stringify(o);
        break;
      case "maxGlobstarRecursion":
        if (v !== void 0 && v !== DEFAULT_GLOB_STAR_RECURSION_MAX)
          return JSON.stringify(o);
        break;
      case "normalize":
        if (v !== void 0)
          return JSON.stringify(o);
        break;
      default:
        n += (booleanWeights.get(k) ?? 0) * tri(v);
    }
  }
  return wpe ? n + 12 : n;
}, copyOptions = (o) => {
  let copy = {};
  for (let k in o)
    copy[k] = o[k];
  return copy;
}, cachedMinimatch = (pattern, options) => {
  let key = options ? optionsKey(options) : 0, mm = cache.get(key)?.get(pattern);
  if (mm)
    return mm;
  mm = oldCache.get(key)?.get(pattern) ?? new Minimatch(pattern, copyOptions(options));
  let weight = cacheWeight(mm);
  if (weight > cacheMaxEntryWeight)
    return mm;
  (cacheSize >= cacheMax || cacheTotalWeight + weight > cacheMaxWeight) && (oldCache = cache, cache = /* @__PURE__ */ new Map(), cacheSize = 0, cacheTotalWeight = 0);
  let byPattern = cache.get(key);
  return byPattern || cache.set(key, byPattern = /* @__PURE__ */ new Map()), byPattern.set(pattern, mm), cacheSize++, cacheTotalWeight += weight, mm;
}, defaultPlatform = typeof process == "object" && process ? process.env?.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix", path = {
  win32: { sep: "\\" },
  posix: { sep: "/" }
}, sep = defaultPlatform === "win32" ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
var GLOBSTAR = /* @__PURE__ */ Symbol("globstar **");
minimatch.GLOBSTAR = GLOBSTAR;
var filter = (pattern, options) => {
  let mm;
  return (p) => (mm ??= cachedMinimatch(pattern, options)).match(p);
};
minimatch.filter = filter;
var ext = (a, b = {}) => Object.assign({}, a, b), defaults = (def) => {
  if (!def || typeof def != "object" || !Object.keys(def).length)
    return minimatch;
  let orig = minimatch;
  return Object.assign((p, pattern, options = {}) => orig(p, pattern, ext(def, options)), {
    Minimatch: class extends orig.Minimatch {
      constructor(pattern, options = {}) {
        super(pattern, ext(def, options));
      }
      static defaults(options) {
        return orig.defaults(ext(def, options)).Minimatch;
      }
    },
    unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
    escape: (s, options = {}) => orig.escape(s, ext(def, options)),
    filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
    defaults: (options) => orig.defaults(ext(def, options)),
    braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
    match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
    sep: orig.sep,
    GLOBSTAR
  });
};
minimatch.defaults = defaults;
var braceExpand = (pattern, options = {}) => {
  if (assertValidPattern(pattern), options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern))
    return [pattern];
  let p = pattern.replace(/\\\\/g, "\\\\\\\\");
  return (options.windowsPathsNoEscape || options[AWE_KEY] === !1) && (p = p.replace(/\[([{}])\]/g, "[\\$1]")), expand(p, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
var RANGE_MIN = 100, rangeRe = /(?<![\\$])\{(-?\d+)\.\.(-?\d+)\}/g, inRepeatOrNegExt = (portion, mark) => {
  let stack = [];
  for (let i = 0; i < portion.length; i++) {
    let c = portion.charAt(i);
    if (c === "\\")
      i++;
    else if (c === mark) {
      if (stack.some((t) => t !== "@" && t !== "?"))
        return !0;
    } else portion.charAt(i + 1) === "(" && "!?+*@".includes(c) ? (stack.push(c), i++) : c === ")" && stack.pop();
  }
  return !1;
}, match = (list, pattern, options = {}) => {
  let mm = new Minimatch(pattern, options);
  return list = list.filter((f) => mm.match(f)), mm.options.nonull && !list.length && list.push(pattern), list;
};
minimatch.match = match;
var globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/, classEnd = (pattern, start) => {
  let i = start + 1;
  (pattern.charAt(i) === "!" || pattern.charAt(i) === "^") && i++;
  let sawStart = !1;
  for (; i < pattern.length; i++) {
    let c = pattern.charAt(i);
    if (c === "]" && sawStart)
      return i;
    sawStart = !0, c === "\\" && i++;
  }
  return -1;
}, literal = (pattern, noext) => {
  if (!noext && (pattern === "+()" || pattern === "@()"))
    return pattern;
  let lit2 = "";
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern.charAt(i);
    if (c === "\\")
      lit2 += pattern.charAt(++i) || c;
    else {
      if (c === "*" || c === "?")
        return;
      if (c === "[") {
        let close = classEnd(pattern, i);
        if (close === -1) {
          lit2 += c;
          continue;
        }
        let body = pattern.slice(i + 1, close);
        if (body.startsWith("\\") && (body = body.slice(1)), [...body].length !== 1 || "!^".includes(pattern.charAt(i + 1)))
          return;
        lit2 += body, i = close;
      } else {
        if (!noext && "+@!".includes(c) && pattern.charAt(i + 1) === "(" && pattern.includes(")", i + 2))
          return;
        lit2 += c;
      }
    }
  }
  return lit2;
}, MAX_EXTGLOBS = 256, extglobCount = (pattern) => {
  let n = 0;
  for (let i = 0; i < pattern.length - 1; i++) {
    let c = pattern.charAt(i);
    c === "\\" ? i++ : "+@!?*".includes(c) && pattern.charAt(i + 1) === "(" && (n++, i++);
  }
  return n;
}, assertValidExtglobs = (pattern) => {
  if (extglobCount(pattern) > MAX_EXTGLOBS)
    throw new TypeError("pattern has too many extglobs");
}, extSafe = (pattern) => {
  if (/^[?*+@]\(\)$/.test(pattern) || pattern.includes("[:"))
    return !1;
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern.charAt(i);
    if (c === "\\") {
      if (++i === pattern.length)
        return !1;
    } else if (c === "[") {
      let close = classEnd(pattern, i);
      close !== -1 && (i = close);
    } else if ("+@!?*".includes(c) && pattern.charAt(i + 1) === "(")
      depth++, i++;
    else if (c === ")") {
      if (!depth--)
        return !1;
    } else if (c === "|" && !depth)
      return !1;
  }
  return !depth;
}, lastSplit, lastChecked, portionMatch = (p, f) => typeof p == "string" ? f === p : f !== "" && p.testUnchecked(f), endIndex = (p, last, lastStart, prev, prevStart) => portionMatch(p, last) ? lastStart : prev !== void 0 && portionMatch(p, prev) ? prevStart : -1, isDots = (p) => p === "." || p === "..", isDrive = (p) => typeof p == "string" && /^[a-z]:$/i.test(p), isLongUNC = (p) => typeof p == "string" && /^unc$/i.test(p), uncHost = (p) => {
  if (p[0] !== "" || p[1] !== "")
    return -1;
  let h = p[2] !== "?" ? 2 : isLongUNC(p[3]) ? 4 : -1, host = p[h], share = p[h + 1];
  return h !== -1 && host !== void 0 && host !== "" && host !== GLOBSTAR && share !== void 0 && share !== "" && share !== GLOBSTAR ? h : -1;
}, walkable = (p, dot) => !isDots(p) && (dot || !p.startsWith(".")), dotPortion = (f, start, end, dot, sep2) => {
  for (let k = start; k < end; ) {
    if (f.charCodeAt(k) === 46) {
      if (!dot)
        return !0;
      let n = f.charCodeAt(k + 1) === 46 ? k + 2 : k + 1;
      if (n >= end || isSep(f.charCodeAt(n), sep2))
        return !0;
    }
    let s = nextSep(f, k, sep2);
    if (s === -1)
      return !1;
    for (k = s + 1; k < end && isSep(f.charCodeAt(k), sep2); )
      k++;
  }
  return !1;
}, isSep = (c, sep2) => sep2 === "/" ? c === 47 : sep2 === "\\" ? c === 92 : c === 47 || c === 92, nextSep = (f, from, sep2) => {
  if (sep2 !== "both")
    return f.indexOf(sep2, from);
  let s = f.indexOf("/", from), b = f.indexOf("\\", from);
  return s === -1 ? b : b === -1 ? s : Math.min(s, b);
}, lastSep = (f, from, sep2) => sep2 !== "both" ? f.lastIndexOf(sep2, from) : Math.max(f.lastIndexOf("/", from), f.lastIndexOf("\\", from)), PENDING = {}, Minimatch = class {
  options;
  set;
  pattern;
  windowsPathsNoEscape;
  nonegate;
  negate;
  comment;
  empty;
  preserveMultipleSlashes;
  partial;
  globSet;
  globParts;
  nocase;
  isWindows;
  platform;
  windowsNoMagicRoot;
  maxGlobstarRecursion;
  // the path can be checked against the last portion, and the string
  // portions, of each row before it is split. See #canMatch.
  #endCheck;
  #literalCheck;
  // level 2 resolves `.` and `..` portions in the path
  #level2;
  // the unicode normalization form, if any
  #form;
  // the string portions of each row in the set
  #literals = [];
  // the rows that #canMatch can match without splitting the path
  #shapes = [];
  // the rows whose last portion can be checked against the path's
  #endRows = [];
  // brace expansion can make the same portion in many rows, so they
  // share one Matcher, and the states that it caches
  #matchers = /* @__PURE__ */ new Map();
  // parse() returns PENDING in place of a Matcher
  #pending = !1;
  // the char that marks numeric ranges in globSet, if any
  #rangeMark;
  // the GlobstarParts of each pattern row, by start index and partial
  #globstarParts = /* @__PURE__ */ new WeakMap();
  constructor(pattern, options = {}) {
    assertValidPattern(pattern), options = options || {}, this.options = options, this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? DEFAULT_GLOB_STAR_RECURSION_MAX, this.pattern = pattern, this.platform = options.platform || defaultPlatform, this.isWindows = this.platform === "win32", this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options[AWE_KEY] === !1, this.windowsPathsNoEscape && (this.pattern = this.pattern.replace(/\\/g, "/")), this.preserveMultipleSlashes = !!options.preserveMultipleSlashes, this.negate = !1, this.nonegate = !!options.nonegate, this.comment = !1, this.empty = !1, this.partial = !!options.partial, this.nocase = !!this.options.nocase, this.windowsNoMagicRoot = options.windowsNoMagicRoot !== void 0 ? options.windowsNoMagicRoot : !!(this.isWindows && this.nocase), this.globSet = [], this.globParts = [], this.set = [], this.#endCheck = !this.preserveMultipleSlashes, this.#level2 = (options.optimizationLevel ?? 1) >= 2;
    let n = options.normalize;
    this.#form = n === !0 ? "NFC" : n || void 0, this.make();
    let drives = this.set.map((row) => this.#rootIndex(row));
    this.#endRows = this.set.map((row, r) => this.#endCheck && row.length - 1 > drives[r]), this.#literals = this.set.map((row, r) => {
      let end = this.#endRows[r] ? row.length - 1 : row.length, lits = row.slice(drives[r] + 1, end).filter((p) => typeof p == "string" && !!p);
      return [...new Set(lits)];
    }), this.#literalCheck = this.#literals.some((l) => l.length), this.#shapes = this.set.map((row, r) => {
      let [p0, p1, p2] = row;
      if (this.#endRows[r] && row.length === 2 && p0 === GLOBSTAR && p1 !== GLOBSTAR)
        return "tail";
      if (this.#endRows[r] && options.matchBase && row.length === 1 && p0 !== GLOBSTAR && p0 !== "")
        return "base";
      if (!(!this.#endCheck || drives[r] !== -1)) {
        if (row.length === 3 && p0 === GLOBSTAR && p2 === GLOBSTAR && p1 !== GLOBSTAR && p1 !== "" && // the portion between is only matched below this limit
        this.maxGlobstarRecursion > 0)
          return "mid";
        if (row.length === 2 && p1 === GLOBSTAR && p0 !== GLOBSTAR && p0 !== "")
          return "head";
      }
    });
  }
  // a string portion of a pattern, normalized if the option is set
  #norm(p) {
    return this.#form ? p.normalize(this.#form) : p;
  }
  // On Windows, the index of the last root portion of a row, as
  // #matchRow finds it: 0 for `c:/...`, 3 for `//?/c:/...` and
  // `//host/share/...`, and 5 for `//?/UNC/host/share/...`. Otherwise
  // -1.
  #rootIndex(row) {
    if (!this.isWindows)
      return -1;
    if (isDrive(row[0]))
      return 0;
    if (row[0] === "" && row[1] === "" && row[2] === "?" && isDrive(row[3]))
      return 3;
    let h = uncHost(row);
    return h === -1 ? -1 : h + 1;
  }
  hasMagic() {
    if (this.options.magicalBraces && this.set.length > 1)
      return !0;
    for (let pattern of this.set)
      for (let part of pattern)
        if (typeof part != "string")
          return !0;
    return !1;
  }
  make() {
    let pattern = this.pattern, options = this.options;
    if (!options.nocomment && pattern.charAt(0) === "#") {
      this.comment = !0;
      return;
    }
    if (!pattern) {
      this.empty = !0;
      return;
    }
    this.parseNegate(), this.globSet = [...new Set(this.#expandBraces())];
    let rawGlobParts = this.globSet.map((s) => this.#slashSplit(s));
    this.globParts = this.preprocess(rawGlobParts), this.#pending = !0;
    let set = this.globParts.map((s, _, __) => {
      if (this.isWindows && this.windowsNoMagicRoot) {
        let n = s[2] === "?" && isLongUNC(s[3]) ? 6 : 4, isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && s.slice(3, n).every((p) => !globMagic.test(p)), isDrive2 = /^[a-z]:/i.test(s[0]);
        if (isUNC)
          return [
            ...s.slice(0, n).map((p) => this.#norm(p)),
            ...s.slice(n).map((ss) => this.parse(ss))
          ];
        if (isDrive2)
          return [
            this.#norm(s[0]),
            ...s.slice(1).map((ss) => this.parse(ss))
          ];
      }
      return s.map((ss) => this.parse(ss));
    });
    if (this.set = set.filter((s) => s.indexOf(!1) === -1), this.isWindows)
      for (let i = 0; i < this.set.length; i++) {
        let p = this.set[i];
        p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && (isDrive(p[3]) || isLongUNC(this.globParts[i][3])) && (isLongUNC(this.globParts[i][3]) && (p[3] = "UNC"), p[2] = "?");
      }
    options.noext || this.mergeRows(), this.#pending = !1, this.set.forEach((row, i) => {
      for (let k = 0; k < row.length; k++)
        row[k] === PENDING && (row[k] = this.parse(this.globParts[i][k]));
    });
  }
  // Merge rows that only differ in one portion, where each of them
  // is a Matcher, into one row that matches any of them with
  // `@(a|b|...)`. Then a path is only walked once for all of them,
  // for example with `**/*.{js,ts}`.
  mergeRows() {
    let merged = !0;
    for (; merged; ) {
      if (merged = !1, this.set.length < 2)
        return;
      let keys = this.#mergeKeys(), len = Math.max(0, ...this.set.map((r) => r.length));
      for (let k = 0; k < len; k++) {
        let groups = /* @__PURE__ */ new Map(), R = this.set.length + 1;
        this.set.forEach((row, i) => {
          if (!(row[k] instanceof Matcher || row[k] === PENDING) || !extSafe(this.globParts[i][k]))
            return;
          let { pre, suf } = keys[i], key = pre[k] * R + suf[k + 1], g = groups.get(key);
          g ? g.push(i) : groups.set(key, [i]);
        });
        let drop = /* @__PURE__ */ new Set();
        for (let g of groups.values()) {
          if (g.length < 2)
            continue;
          let [first, ...rest] = g, glob = `@(${g.map((i) => this.globParts[i][k]).join("|")})`;
          if (!(extglobCount(glob) > MAX_EXTGLOBS)) {
            this.globParts[first][k] = glob, this.set[first][k] = this.parse(glob);
            for (let i of rest)
              drop.add(i);
          }
        }
        if (drop.size) {
          if (merged = !0, this.set = this.set.filter((_, i) => !drop.has(i)), this.globParts = this.globParts.filter((_, i) => !drop.has(i)), this.set.length < 2)
            return;
          keys = this.#mergeKeys();
        }
      }
    }
  }
  // For each row, number ids for its prefixes and suffixes, such that
  // pre[k] identifies parts[0..k) and suf[k] identifies parts[k..n).
  // Two rows are the same other than at portion k exactly when they
  // have the same pre[k] and suf[k + 1]. This is linear in the size of
  // the rows, where joining the whole row for every k was quadratic.
  #mergeKeys() {
    let partIds = /* @__PURE__ */ new Map(), ids = this.globParts.map((parts) => parts.map((s) => {
      let id = partIds.get(s);
      return id === void 0 && partIds.set(s, id = partIds.size), id;
    })), P = partIds.size, len = Math.max(0, ...ids.map((r) => r.length)), keys = ids.map((r) => ({
      pre: [0],
      suf: new Array(r.length + 1).fill(0)
    }));
    for (let k = 0; k < len; k++) {
      let m = /* @__PURE__ */ new Map();
      ids.forEach((r, i) => {
        if (k >= r.length)
          return;
        let { pre } = keys[i], key = pre[k] * P + r[k], id = m.get(key);
        id === void 0 && m.set(key, id = m.size + 1), pre.push(id);
      });
    }
    for (let k = len - 1; k >= 0; k--) {
      let m = /* @__PURE__ */ new Map();
      ids.forEach((r, i) => {
        if (k >= r.length)
          return;
        let { suf } = keys[i], key = suf[k + 1] * P + r[k], id = m.get(key);
        id === void 0 && m.set(key, id = m.size + 1), suf[k] = id;
      });
    }
    return keys;
  }
  // various transforms to equivalent pattern sets that are
  // faster to process in a filesystem walk.  The goal is to
  // eliminate what we can, and push all ** patterns as far
  // to the right as possible, even if it increases the number
  // of patterns that we have to process.
  preprocess(globParts) {
    if (this.options.noglobstar)
      for (let partset of globParts)
        for (let j = 0; j < partset.length; j++)
          partset[j] === "**" && (partset[j] = "*");
    let { optimizationLevel = 1 } = this.options;
    return optimizationLevel >= 2 ? (globParts = this.firstPhasePreProcess(globParts), globParts = this.secondPhasePreProcess(globParts)) : optimizationLevel >= 1 ? globParts = this.levelOneOptimize(globParts) : globParts = this.adjascentGlobstarOptimize(globParts), globParts;
  }
  // just get rid of adjascent ** portions
  adjascentGlobstarOptimize(globParts) {
    return globParts.map((parts) => {
      let gs = -1;
      for (; (gs = parts.indexOf("**", gs + 1)) !== -1; ) {
        let i = gs;
        for (; parts[i + 1] === "**"; )
          i++;
        i !== gs && parts.splice(gs, i - gs);
      }
      return parts;
    });
  }
  // get rid of adjascent ** and resolve .. portions
  levelOneOptimize(globParts) {
    return globParts.map((parts) => {
      let root = this.#rootIndex(parts) + 1;
      return parts = parts.reduce((set, part) => {
        let prev = set[set.length - 1];
        return part === "**" && prev === "**" ? set : part === ".." && set.length > root && prev && prev !== ".." && prev !== "." && prev !== "**" ? (set.pop(), set) : (set.push(part), set);
      }, []), parts.length === 0 ? [""] : parts;
    });
  }
  // Check the path against each row before it is split. 'no' if no
  // row can match, so it does not need to be split. 'yes' if a row of
  // `**` and one more portion matches. 'maybe' if it must be split to
  // know. None of this applies with partial, where the path can end
  // before the row does.
  //
  // On Windows, `\` is a separator in the path too, and the portions of
  // a row up to its drive letter or UNC share are not checked (see
  // #rootIndex).
  //
  // Each string portion of a row must be a portion of the path, so the
  // path must contain it. Level 2 can only take portions out of the
  // path, so this is still true then.
  //
  // The last portion of a row must match the last portion of the path,
  // or the one before a trailing `/` (as a/* and a/**/* match a/b/).
  // This does not apply to rows that end in **, rows that end in a
  // root, or preserveMultipleSlashes (which can leave more
  // than one '' at the end). At level 2, it does not apply if that
  // portion is `.` or `..`, which can be
  // resolved away. Level 2 only takes other portions out of the
  // middle of the path.
  //
  // A row of `**/x` then matches if the ** can walk the portions
  // before the one that x matches, the same as #matchGlobstar. At
  // level 2, this is only known if none of them are `.` or `..`, so
  // that the path does not change when it is resolved.
  #canMatch(f) {
    let sep2 = !this.isWindows || !f.includes("\\") ? "/" : f.includes("/") ? "both" : "\\", ends = this.#endCheck ? 0 : -1, last = "", lastStart = 0, prev, prevStart = 0, dot = !!this.options.dot;
    ROWS: for (let r = 0; r < this.set.length; r++) {
      let row = this.set[r], p = row[row.length - 1], end = ends !== -1 && this.#endRows[r] && p !== GLOBSTAR;
      if (end && ends === 0) {
        let i = lastSep(f, f.length, sep2);
        if (lastStart = i + 1, last = f.slice(lastStart), last === "" && i >= 0) {
          let j = i;
          for (; j > 0 && isSep(f.charCodeAt(j - 1), sep2); )
            j--;
          prevStart = j === 0 ? 0 : lastSep(f, j - 1, sep2) + 1, prev = f.slice(prevStart, j);
        }
        let resolves = this.#level2 && (isDots(last) || last === "" && prev !== void 0 && isDots(prev));
        ends = resolves ? -1 : 1, end = !resolves;
      }
      let tailStart = -1;
      if (end && typeof p == "string" && (tailStart = endIndex(p, last, lastStart, prev, prevStart), tailStart === -1))
        continue;
      if (this.#literalCheck) {
        for (let l of this.#literals[r])
          if (!f.includes(l))
            continue ROWS;
      }
      if (end && typeof p == "object" && (tailStart = endIndex(p, last, lastStart, prev, prevStart), tailStart === -1))
        continue;
      let shape = this.#shapes[r];
      if (shape === "base" && end)
        return "yes";
      if (shape === "tail" && end) {
        if (this.#level2 && dotPortion(f, 0, tailStart, !0, sep2))
          return "maybe";
        if (!dotPortion(f, 0, tailStart, dot, sep2))
          return "yes";
        continue;
      }
      if (shape === "mid" || shape === "head") {
        let m = this.#walk(f, row, shape === "head", dot, sep2);
        if (m !== "no")
          return m;
        continue;
      }
      return "maybe";
    }
    return "no";
  }
  // Match a row of a known shape against the split path, the same as
  // #matchGlobstar and #matchGlobStarBodySections do. None of these
  // rows have a drive letter, so they start at the first portion.
  #matchShape(file, row, shape) {
    let dot = !!this.options.dot, n = file.length;
    if (shape === "head") {
      if (n < 2 || !portionMatch(row[0], file[0]))
        return !1;
      for (let i = 1; i < n; i++)
        if (!walkable(file[i], dot))
          return !1;
      return !0;
    }
    let x = row[1];
    if (shape === "tail") {
      let t = n - 1;
      if (!portionMatch(x, file[t]) && (file[t] !== "" || n === 1 || !portionMatch(x, file[--t])))
        return !1;
      for (let i = 0; i < t; i++)
        if (!walkable(file[i], dot))
          return !1;
      return !0;
    }
    for (let k = 0; k < n; k++) {
      if (portionMatch(x, file[k]) && k + 1 < n) {
        let i = k + 1;
        for (; i < n && walkable(file[i], dot); )
          i++;
        if (i === n)
          return !0;
      }
      if (!walkable(file[k], dot))
        return !1;
    }
    return !1;
  }
  // Match a row of `**/x/**` or `x/**` against the path, the same as
  // #matchGlobstar and #matchGlobStarBodySections do once it is split.
  // x must match a portion (the first one, for `x/**`), the ** before
  // it must be able to walk the portions before that one, and there
  // must be a portion after it, which the ** after it can walk. At
  // level 2, this is only known if no portion is `.` or `..`.
  #walk(f, row, head, dot, sep2) {
    if (this.#level2 && dotPortion(f, 0, f.length, !0, sep2))
      return "maybe";
    let x = row[head ? 0 : 1], s = 0;
    for (let e = nextSep(f, s, sep2); e !== -1; e = nextSep(f, s, sep2)) {
      let next = e + 1;
      for (; next < f.length && isSep(f.charCodeAt(next), sep2); )
        next++;
      if ((typeof x == "string" ? e - s === x.length && f.startsWith(x, s) : e > s && x.testUnchecked(f.slice(s, e))) && !dotPortion(f, next, f.length, dot, sep2))
        return "yes";
      if (head || dotPortion(f, s, next, dot, sep2))
        return "no";
      s = next;
    }
    return "no";
  }
  // the last split, if it was the same path with the same split
  // settings
  #cachedSplit(f) {
    let last = lastSplit;
    return last?.f === f && last.isWindows === this.isWindows && last.preserveMultipleSlashes === this.preserveMultipleSlashes && last.normalize === this.#form ? last : void 0;
  }
  // split a path for match(), and keep the parts for the next call
  #split(f) {
    let { isWindows, preserveMultipleSlashes } = this, parts = this.#slashSplit(isWindows ? f.split("\\").join("/") : f), normalize2 = this.#form;
    return normalize2 && (parts = parts.map((p) => p.normalize(normalize2))), lastSplit = {
      f,
      isWindows,
      preserveMultipleSlashes,
      normalize: normalize2,
      parts
    }, lastSplit;
  }
  // resolve `.` and `..` portions of a path, for level 2
  #levelTwoFileOptimize(file) {
    let parts = [...file], didSomething = !1;
    do {
      if (didSomething = !1, !this.preserveMultipleSlashes) {
        for (let i = 1; i < parts.length - 1; i++) {
          let p = parts[i];
          i === 1 && p === "" && parts[0] === "" || (p === "." || p === "") && (didSomething = !0, parts.splice(i, 1), i--);
        }
        parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "") && (didSomething = !0, parts.pop());
      }
      let root = this.#rootIndex(parts) + 1, dd = root;
      for (; (dd = parts.indexOf("..", dd + 1)) !== -1; ) {
        let p = parts[dd - 1];
        p && p !== "." && p !== ".." && p !== "**" && (didSomething = !0, parts.splice(dd - 1, 2), dd = Math.max(dd - 2, root));
      }
    } while (didSomething);
    return parts.length === 0 ? [""] : parts;
  }
  // First phase: single-pattern processing
  // <pre> is 1 or more portions
  // <rest> is 1 or more portions
  // <p> is any portion other than ., .., '', or **
  // <e> is . or ''
  //
  // **/.. is *brutal* for filesystem walking performance, because
  // it effectively resets the recursive walk each time it occurs,
  // and ** cannot be reduced out by a .. pattern part like a regexp
  // or most strings (other than .., ., and '') can be.
  //
  // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
  // <pre>/<e>/<rest> -> <pre>/<rest>
  // <pre>/<p>/../<rest> -> <pre>/<rest>
  // **/**/<rest> -> **/<rest>
  //
  // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
  // this WOULD be allowed if ** did follow symlinks, or * didn't
  firstPhasePreProcess(globParts) {
    let { braceExpandMax = DEFAULT_BRACE_EXPAND_MAX } = this.options, splitCells = 0, maxSplitCells = 1e6, didSomething = !1;
    do {
      didSomething = !1;
      for (let parts of globParts) {
        let gs = -1;
        for (; (gs = parts.indexOf("**", gs + 1)) !== -1; ) {
          let gss = gs;
          for (; parts[gss + 1] === "**"; )
            gss++;
          gss > gs && parts.splice(gs + 1, gss - gs);
          let next = parts[gs + 1], p = parts[gs + 2], p2 = parts[gs + 3];
          if (next !== ".." || !p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..")
            continue;
          let addedCells = parts.length - 1;
          if (globParts.length >= braceExpandMax || splitCells + addedCells > maxSplitCells)
            throw new RangeError("optimizationLevel 2: too many patterns from '**/..'");
          didSomething = !0, parts.splice(gs, 1);
          let other = parts.slice(0);
          other[gs] = "**", splitCells += addedCells, globParts.push(other), gs--;
        }
        if (!this.preserveMultipleSlashes) {
          for (let i = 1; i < parts.length - 1; i++) {
            let p = parts[i];
            i === 1 && p === "" && parts[0] === "" || (p === "." || p === "") && (didSomething = !0, parts.splice(i, 1), i--);
          }
          parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "") && (didSomething = !0, parts.pop());
        }
        let root = this.#rootIndex(parts) + 1, dd = root;
        for (; (dd = parts.indexOf("..", dd + 1)) !== -1; ) {
          let p = parts[dd - 1];
          if (p && p !== "." && p !== ".." && p !== "**") {
            didSomething = !0;
            let splin = dd === 1 && parts[dd + 1] === "**" ? ["."] : [];
            parts.splice(dd - 1, 2, ...splin), parts.length === 0 && parts.push(""), dd = Math.max(dd - 2, root);
          }
        }
      }
    } while (didSomething);
    return globParts;
  }
  // second phase: multi-pattern dedupes
  // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
  // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
  secondPhasePreProcess(globParts) {
    let keys = /* @__PURE__ */ new Set(), rows = globParts.filter((parts) => {
      let key = parts.join("/");
      return keys.has(key) ? !1 : (keys.add(key), !0);
    }), stars = /* @__PURE__ */ new Map();
    for (let parts of rows) {
      let s = [];
      for (let i = 0; i < parts.length; i++)
        parts[i] === "*" && s.push(i);
      s.length && stars.set(s.join(","), s);
    }
    if (!stars.size || rows.length * stars.size > 1e5)
      return rows;
    let { dot } = this.options;
    return rows.filter((parts) => {
      for (let s of stars.values()) {
        if (s[s.length - 1] >= parts.length)
          continue;
        let c = [...parts], ok = !0, changed = !1;
        for (let i of s) {
          let p = parts[i];
          if (p !== "*") {
            if (!p || p === "**" || !dot && p.startsWith(".")) {
              ok = !1;
              break;
            }
            c[i] = "*", changed = !0;
          }
        }
        if (ok && changed && keys.has(c.join("/")))
          return !1;
      }
      return !0;
    });
  }
  parseNegate() {
    if (this.nonegate)
      return;
    let pattern = this.pattern, negate = !1, negateOffset = 0;
    for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++)
      negate = !negate, negateOffset++;
    negateOffset && (this.pattern = pattern.slice(negateOffset)), this.negate = negate;
  }
  // Match the parts of a path against one row of the set. `resolved`
  // is the parts after level 2 resolves `.` and `..` in them, or the
  // same parts below level 2. Set partial to true to test if, for
  // example, "/a/b" matches the start of "/*/b/*/d". Partial means, if
  // you run out of file before you run out of pattern, then that's
  // fine, as long as all the parts match.
  #matchRow(file, resolved, pattern, partial) {
    let fileStartIndex = 0, patternStartIndex = 0, fh = this.isWindows ? uncHost(resolved) : -1, ph = fh === -1 ? -1 : uncHost(pattern);
    if (ph !== -1) {
      let host = pattern[ph], share = pattern[ph + 1];
      typeof host != "string" || typeof share != "string" ? (fileStartIndex = fh, patternStartIndex = ph) : resolved[fh].toLowerCase() === host.toLowerCase() && resolved[fh + 1].toLowerCase() === share.toLowerCase() && (fileStartIndex = fh + 2, patternStartIndex = ph + 2);
    } else if (this.isWindows) {
      let fileDrive = typeof file[0] == "string" && /^[a-z]:$/i.test(file[0]), fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]), patternDrive = typeof pattern[0] == "string" && /^[a-z]:$/i.test(pattern[0]), patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] == "string" && /^[a-z]:$/i.test(pattern[3]), fdi = fileUNC ? 3 : fileDrive ? 0 : void 0, pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
      if (typeof fdi == "number" && typeof pdi == "number") {
        let [fd, pd] = [
          file[fdi],
          pattern[pdi]
        ];
        fd.toLowerCase() === pd.toLowerCase() && (patternStartIndex = pdi + 1, fileStartIndex = fdi + 1);
      }
    }
    return file = resolved, pattern.includes(GLOBSTAR) ? this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex) : this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
  }
  #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
    let { head, body, tail, segments } = this.#getGlobstarParts(pattern, partial, patternIndex);
    if (head.length) {
      let headEnd = fileIndex + head.length;
      if (!this.#matchOne(file, head, partial, fileIndex, 0, headEnd))
        return !1;
      fileIndex += head.length, patternIndex += head.length;
    }
    let fileTailMatch = 0;
    if (tail.length) {
      if (tail.length + fileIndex > file.length)
        return !1;
      let tailStart = file.length - tail.length;
      if (this.#matchOne(file, tail, partial, tailStart, 0))
        fileTailMatch = tail.length;
      else {
        if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length || (tailStart--, !this.#matchOne(file, tail, partial, tailStart, 0)))
          return !1;
        fileTailMatch = tail.length + 1;
      }
    }
    if (!body.length) {
      let sawSome = !!fileTailMatch;
      for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
        let f = String(file[i]);
        if (sawSome = !0, f === "." || f === ".." || !this.options.dot && f.startsWith("."))
          return !1;
      }
      return partial || sawSome;
    }
    return !!this.#matchGlobStarBodySections(file, segments, file.length - fileTailMatch, fileIndex, 0, partial, 0, !!fileTailMatch, /* @__PURE__ */ new Set());
  }
  // Split the pattern into head, tail, and middle of ** delimited
  // parts. The tail has to be at the end, and the others just have to
  // be found in order from the head. These only depend on the pattern
  // row, so they are kept for the next path.
  #getGlobstarParts(pattern, partial, patternIndex) {
    let byStart = this.#globstarParts.get(pattern);
    byStart || (byStart = [], this.#globstarParts.set(pattern, byStart));
    let key = patternIndex * 2 + (partial ? 1 : 0), found = byStart[key];
    if (found)
      return found;
    let firstgs = pattern.indexOf(GLOBSTAR, patternIndex), lastgs = pattern.lastIndexOf(GLOBSTAR), head = pattern.slice(patternIndex, firstgs), body = pattern.slice(firstgs + 1, partial ? void 0 : lastgs), tail = partial ? [] : pattern.slice(lastgs + 1), segments = [[[], 0]], current = segments[0], nonGsParts = 0, nonGsPartsSums = [0];
    for (let b of body)
      b === GLOBSTAR ? (nonGsPartsSums.push(nonGsParts), current = [[], 0], segments.push(current)) : (current[0].push(b), nonGsParts++);
    segments.forEach((b, i) => {
      b[1] = nonGsParts - nonGsPartsSums[i];
    });
    let parts = { head, body, tail, segments };
    return byStart[key] = parts, parts;
  }
  // return false for "nope, not matching"
  // return null for "not matching, cannot keep trying"
  #matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex, bodyIndex, partial, globStarDepth, sawTail, tried) {
    let bs = bodySegments[bodyIndex];
    if (!bs) {
      if (partial)
        return fileIndex >= fileLength || fileIndex === fileLength - 1 && file[fileIndex] === "";
      for (let i = fileIndex; i < fileLength; i++) {
        sawTail = !0;
        let f = file[i];
        if (f === "." || f === ".." || !this.options.dot && f.startsWith("."))
          return !1;
      }
      return sawTail;
    }
    let [body, need] = bs, after = partial ? fileLength : fileLength - need;
    for (; fileIndex <= after; ) {
      let key = bodyIndex * (file.length + 1) + fileIndex;
      if (tried.has(key))
        return !1;
      if (tried.add(key), this.#matchOne(file, body, partial, fileIndex, 0, fileIndex + body.length) && globStarDepth < this.maxGlobstarRecursion) {
        let sub = this.#matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail, tried);
        if (sub !== !1)
          return sub;
      }
      if (fileIndex === after)
        break;
      let f = file[fileIndex];
      if (f === "." || f === ".." || !this.options.dot && f.startsWith("."))
        return !1;
      fileIndex++;
    }
    return partial || null;
  }
  #matchOne(file, pattern, partial, fileIndex, patternIndex, fileEnd = file.length) {
    let fi, pi, pl, fl;
    for (fi = fileIndex, pi = patternIndex, fl = Math.min(fileEnd, file.length), pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
      let p = pattern[pi], f = file[fi];
      if (p === !1 || p === GLOBSTAR || !portionMatch(p, f))
        return !1;
    }
    if (fi === fl && pi === pl)
      return !0;
    if (fi === fl)
      return partial;
    if (pi === pl)
      return fi === fl - 1 && file[fi] === "";
    throw new Error("wtf?");
  }
  braceExpand() {
    return braceExpand(this.pattern, this.options);
  }
  // Expand braces, except numeric ranges such as {0..999} with at
  // least RANGE_MIN values. Each of those stays in its pattern as
  // `<mark>0..999<mark>`, for the Matcher to test. If a range might
  // be inside a [...] class, expand all of them instead.
  #expandBraces() {
    let { pattern } = this;
    if (this.options.nobrace)
      return this.braceExpand();
    let code = 57344;
    for (; pattern.includes(String.fromCharCode(code)); )
      if (++code > 63743)
        return this.braceExpand();
    let mark = String.fromCharCode(code), found = !1, marked = pattern.replace(rangeRe, (m, lo, hi) => {
      let a = Number(lo), b = Number(hi);
      return !Number.isSafeInteger(a) || !Number.isSafeInteger(b) || Math.abs(a - b) + 1 < RANGE_MIN ? m : (found = !0, `${mark}${lo}..${hi}${mark}`);
    });
    if (!found)
      return this.braceExpand();
    let set = braceExpand(marked, this.options);
    for (let p of set)
      for (let portion of p.split("/")) {
        let c = portion.indexOf("[");
        if (c !== -1 && c < portion.lastIndexOf(mark))
          return this.braceExpand();
        if (!this.options.noext && inRepeatOrNegExt(portion, mark))
          return this.braceExpand();
      }
    return this.#rangeMark = mark, set;
  }
  parse(pattern) {
    assertValidPattern(pattern);
    let options = this.options;
    if (pattern === "**")
      return GLOBSTAR;
    if (pattern === "")
      return "";
    let { nocase, nocaseMagicOnly, noext = !1, dot, normalize: normalize2 } = options, rangeMark = this.#rangeMark, lit2 = rangeMark && pattern.includes(rangeMark) ? void 0 : literal(pattern, noext);
    if (lit2 !== void 0 && !(nocase && !nocaseMagicOnly && pattern.toUpperCase() !== pattern.toLowerCase()))
      return this.#norm(lit2);
    if (this.#pending)
      return PENDING;
    let m = this.#matchers.get(pattern);
    return m || (noext || assertValidExtglobs(pattern), m = new Matcher(pattern, {
      nocase,
      noext,
      dot,
      normalize: normalize2,
      ...rangeMark && { rangeMark }
    }), this.#matchers.set(pattern, m)), m;
  }
  #slashSplit(p) {
    return this.preserveMultipleSlashes ? p.split("/") : this.isWindows && /^\/\/[^/]+/.test(p) ? ["", ...p.split(/\/+/)] : p.split(/\/+/);
  }
  match(f, partial = this.partial) {
    if (this.comment)
      return !1;
    if (this.empty)
      return f === "";
    if (f === "/" && partial)
      return !0;
    let options = this.options, split = this.#cachedSplit(f);
    if (!split) {
      if (!partial && !this.#form && (this.#endCheck || this.#literalCheck) && lastChecked !== f) {
        lastChecked = f;
        let can = this.#canMatch(f);
        if (can === "no")
          return options.flipNegate ? !1 : this.negate;
        if (can === "yes")
          return options.flipNegate ? !0 : !this.negate;
      }
      split = this.#split(f);
    }
    let ff = split.parts, resolved = this.#level2 ? split.resolved ??= this.#levelTwoFileOptimize(ff) : ff, set = this.set, filename = ff[ff.length - 1];
    if (!filename)
      for (let i = ff.length - 2; !filename && i >= 0; i--)
        filename = ff[i];
    for (let r = 0; r < set.length; r++) {
      let pattern = set[r], shape = partial ? void 0 : this.#shapes[r];
      if (shape === "base" ? portionMatch(pattern[0], filename) : shape ? this.#matchShape(resolved, pattern, shape) : options.matchBase && pattern.length === 1 ? this.#matchRow([filename], [filename], pattern, partial) : this.#matchRow(ff, resolved, pattern, partial))
        return options.flipNegate ? !0 : !this.negate;
    }
    return options.flipNegate ? !1 : this.negate;
  }
  static defaults(def) {
    return minimatch.defaults(def).Minimatch;
  }
};
minimatch.Minimatch = Minimatch;
minimatch.escape = escape;
minimatch.unescape = unescape;

// scripts/lifecycle/served.ts
var GLOB = { dot: !0 };
function placeholderValues(path2, kind) {
  let slash = path2.lastIndexOf("/"), base = slash >= 0 ? path2.slice(slash + 1) : path2, dot = base.lastIndexOf(".");
  return { name: kind === "file" && dot > 0 ? base.slice(0, dot) : base, dir: slash >= 0 ? path2.slice(0, slash) : "", path: path2 };
}
function globEscape(s) {
  return s.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
}
function expandServedPattern(pattern, path2, kind) {
  let v = placeholderValues(path2, kind), out = pattern;
  return out = v.dir === "" ? out.replace(/\{dir\}\//g, "").replace(/\{dir\}/g, ".") : out.replace(/\{dir\}/g, () => globEscape(v.dir)), out.replace(/\{name\}/g, () => globEscape(v.name)).replace(/\{path\}/g, () => globEscape(v.path));
}
var TrackedPaths = class {
  set = /* @__PURE__ */ new Set();
  kids = /* @__PURE__ */ new Map();
  sortedCache;
  constructor(trackedFiles) {
    let add = (p) => {
      if (this.set.has(p)) return !1;
      this.set.add(p);
      let i = p.lastIndexOf("/"), parent = i > 0 ? p.slice(0, i) : "", list = this.kids.get(parent);
      return list ? list.push(p) : this.kids.set(parent, [p]), !0;
    };
    for (let f of trackedFiles)
      if (add(f))
        for (let i = f.lastIndexOf("/"); i > 0 && add(f.slice(0, i)); i = f.lastIndexOf("/", i - 1)) ;
  }
  has(p) {
    return this.set.has(p);
  }
  /** The files and folders directly inside `dir` ('' = the root). */
  children(dir) {
    return this.kids.get(dir) ?? [];
  }
  /** Every path starting with `prefix` (a folder path with its trailing slash, or '' for all). */
  *under(prefix2) {
    this.sortedCache ??= [...this.set].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
    let sorted = this.sortedCache, lo = 0, hi = sorted.length;
    for (; lo < hi; ) {
      let mid = lo + hi >> 1;
      sorted[mid] < prefix2 ? lo = mid + 1 : hi = mid;
    }
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix2); i++) yield sorted[i];
  }
};
function findServedBy(pattern, path2, kind, tracked) {
  let v = placeholderValues(path2, kind), exact = literalTemplate(pattern);
  if (exact) {
    let best2;
    for (let t of exact) {
      let c = fill(t, v);
      c !== path2 && tracked.has(c) && (best2 === void 0 || c < best2) && (best2 = c);
    }
    return best2;
  }
  let mm = new Minimatch(expandServedPattern(pattern, path2, kind), GLOB), tail = fill(literalTail(pattern), v), best, consider = (c) => {
    c !== path2 && c.endsWith(tail) && (best === void 0 || c < best) && mm.match(c) && (best = c);
  };
  for (let parts of mm.set) {
    let lit2 = [];
    for (let part of parts) {
      if (typeof part != "string") break;
      lit2.push(part);
    }
    if (lit2.length === parts.length) {
      let whole = lit2.join("/");
      tracked.has(whole) && consider(whole);
    } else if (lit2.length === parts.length - 1)
      for (let c of tracked.children(lit2.join("/"))) consider(c);
    else
      for (let c of tracked.under(lit2.length ? lit2.join("/") + "/" : "")) consider(c);
  }
  return best;
}
var PH = { name: "name", dir: "dir", path: "path" }, templates = /* @__PURE__ */ new Map(), tails = /* @__PURE__ */ new Map(), withStandIns = (pattern) => pattern.replace(/\{name\}/g, PH.name).replace(/\{dir\}/g, PH.dir).replace(/\{path\}/g, PH.path);
function fill(t, v) {
  return (v.dir === "" ? t.split(`${PH.dir}/`).join("").split(PH.dir).join(".") : t.split(PH.dir).join(v.dir)).split(PH.name).join(v.name).split(PH.path).join(v.path);
}
function literalTail(pattern) {
  let t = tails.get(pattern);
  if (t !== void 0) return t;
  let stood = withStandIns(pattern), last = stood.slice(stood.lastIndexOf("/") + 1), i = last.length;
  for (; i > 0 && !/[*?[\]{}()!+@\\]/.test(last[i - 1]); ) i--;
  return t = last.slice(i), tails.set(pattern, t), t;
}
function literalTemplate(pattern) {
  let t = templates.get(pattern);
  if (t !== void 0) return t;
  let mm = new Minimatch(withStandIns(pattern), GLOB);
  return t = !mm.negate && !mm.comment && mm.set.every((parts) => parts.every((p) => typeof p == "string")) ? mm.set.map((parts) => parts.join("/")) : null, templates.set(pattern, t), t;
}

export {
  minimatch,
  Minimatch,
  expandServedPattern,
  TrackedPaths,
  findServedBy
};
