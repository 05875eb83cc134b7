import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  Minimatch
} from "./chunk-JVQMF5SP.mjs";
import {
  byCodeUnit,
  withPrefix
} from "./chunk-AUSNW6DA.mjs";

// scripts/lifecycle/served.ts
var GLOB = { dot: !0 };
function placeholderValues(path, kind) {
  let slash = path.lastIndexOf("/"), base = slash >= 0 ? path.slice(slash + 1) : path, dot = base.lastIndexOf(".");
  return { name: kind === "file" && dot > 0 ? base.slice(0, dot) : base, dir: slash >= 0 ? path.slice(0, slash) : "", path };
}
function globEscape(s) {
  return s.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
}
function expandServedPattern(pattern, path, kind) {
  let v = placeholderValues(path, kind), out = pattern;
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
  *under(prefix) {
    this.sortedCache ??= [...this.set].sort(byCodeUnit), yield* withPrefix(this.sortedCache, prefix);
  }
};
function findServedBy(pattern, path, kind, tracked) {
  let v = placeholderValues(path, kind), exact = literalTemplate(pattern);
  if (exact) {
    let best2;
    for (let t of exact) {
      let c = fill(t, v);
      c !== path && tracked.has(c) && (best2 === void 0 || c < best2) && (best2 = c);
    }
    return best2;
  }
  let mm = new Minimatch(expandServedPattern(pattern, path, kind), GLOB), tail = fill(literalTail(pattern), v), best, consider = (c) => {
    c !== path && c.endsWith(tail) && (best === void 0 || c < best) && mm.match(c) && (best = c);
  };
  for (let parts of mm.set) {
    let lit = [];
    for (let part of parts) {
      if (typeof part != "string") break;
      lit.push(part);
    }
    if (lit.length === parts.length) {
      let whole = lit.join("/");
      tracked.has(whole) && consider(whole);
    } else if (lit.length === parts.length - 1)
      for (let c of tracked.children(lit.join("/"))) consider(c);
    else
      for (let c of tracked.under(lit.length ? lit.join("/") + "/" : "")) consider(c);
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
  expandServedPattern,
  TrackedPaths,
  findServedBy
};
