import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  LIFECYCLE_SIGNAL,
  detectLifecycle,
  proposalFor
} from "./chunk-3FWQVS7Z.mjs";
import {
  parseDoc
} from "./chunk-JCWKA64J.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  isArchivePath
} from "./chunk-KQAQCCUE.mjs";
import {
  Minimatch
} from "./chunk-TZALMOM2.mjs";
import {
  ensureStateSubdir,
  stateFolderProblem
} from "./chunk-ODI7J5P3.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  pushAll
} from "./chunk-WTUKGVID.mjs";
import {
  openBackend
} from "./chunk-6K7LX5MF.mjs";
import {
  byCodeUnit,
  isDamageNote,
  isoDate,
  lineKey,
  withPrefix
} from "./chunk-A4CSYVLB.mjs";
import {
  readProjectFile
} from "./chunk-MT66A3VG.mjs";
import {
  readRegularFile
} from "./chunk-FC3EPPNQ.mjs";

// scripts/scan/scope.ts
var ALWAYS_EXCLUDED = ["node_modules", ".git"], GLOB_CHARS = /[*?[\]{}!]/;
function normalizePrefix(p) {
  return p.replace(/^\.\//, "").replace(/\/+$/, "");
}
function buildScopeFilter(globs, excludeDirs, scope) {
  let matchers = globs.map((g) => new Minimatch(g, { dot: !0 })), names = /* @__PURE__ */ new Set(), prefixes = [];
  for (let e of [...excludeDirs, ...ALWAYS_EXCLUDED]) {
    let n = normalizePrefix(e);
    n !== "" && (n.includes("/") ? prefixes.push(n) : names.add(n));
  }
  let isExcluded = (path) => {
    let segs = path.split("/");
    for (let i = 0; i < segs.length - 1; i++) if (names.has(segs[i])) return !0;
    return prefixes.some((p) => path.startsWith(p + "/"));
  }, inNarrowScope = () => !0;
  if (scope !== void 0 && scope !== "")
    if (GLOB_CHARS.test(scope)) {
      let m = new Minimatch(scope.replace(/^\.\//, ""), { dot: !0 });
      inNarrowScope = (p) => m.match(p);
    } else {
      let prefix = normalizePrefix(scope);
      inNarrowScope = prefix === "" || prefix === "." ? () => !0 : (p) => p === prefix || p.startsWith(prefix + "/");
    }
  return {
    inScope: (p) => !isExcluded(p) && matchers.some((m) => m.match(p)),
    inNarrowScope,
    isExcluded
  };
}

// scripts/scan/lifecycle/collect.ts
import { readdirSync, lstatSync } from "node:fs";
import { join } from "node:path";

// scripts/scan/lifecycle/git-facts.ts
async function readGitFacts(root) {
  let git = await openBackend(root);
  return git ? git.workingTreeFacts(root) : { tracked: [], changed: /* @__PURE__ */ new Set() };
}

// scripts/scan/lifecycle/collect.ts
var MAX_LIFECYCLE_READ_BYTES = 8 * 1024 * 1024, STATE_DIR = ".dochygiene";
async function collectLifecycle(opts) {
  let { root } = opts, files = opts.files.filter((f) => !(opts.isExcluded?.(f) ?? !1) && f !== STATE_DIR && !f.startsWith(STATE_DIR + "/")), git = await readGitFacts(root), trackedSet = new Set(git.tracked), mtime = (rel) => {
    try {
      return lstatSync(join(root, rel)).mtime;
    } catch {
      return;
    }
  }, touchedAt = (rel) => {
    let committed = opts.history?.lastChange(rel), c = committed ? new Date(committed.date) : void 0;
    if (!trackedSet.has(rel) || git.changed.has(rel) || c === void 0) {
      let m = mtime(rel);
      return c === void 0 || m && m > c ? m : c;
    }
    return c;
  }, repoNow = newestCommit(git.tracked, opts.history), result = detectLifecycle({
    settings: opts.settings,
    files,
    tracked: git.tracked,
    now: opts.now,
    ...repoNow ? { repoNow } : {},
    touchedAt,
    readText: (rel) => {
      let read = readProjectFile(root, rel, MAX_LIFECYCLE_READ_BYTES);
      return read.ok ? read.bytes.toString("utf8") : void 0;
    },
    countTasks: (rel, text) => {
      let tasks = parseDoc(rel, text).tasks;
      return { total: tasks.length, checked: tasks.filter((t) => t.checked).length };
    }
  });
  return withJudgedProposals(guardFolders(root, new Set(opts.files), narrow(result, opts.inScope)));
}
function newestCommit(tracked, history) {
  if (!history) return;
  let newest;
  for (let f of tracked) {
    let d = history.lastChange(f)?.date;
    d !== void 0 && (newest === void 0 || d > newest) && (newest = d);
  }
  return newest === void 0 ? void 0 : new Date(newest);
}
function withJudgedProposals(result) {
  for (let [path, hits] of result.signals)
    for (let h of hits)
      if (h.name === LIFECYCLE_SIGNAL && typeof h.served_when == "string") {
        let { proposal_if_served: _, ...sig } = h;
        h.proposal_if_served = proposalFor(path, sig);
      }
  return result;
}
function narrow(result, inScope) {
  return inScope ? { signals: new Map([...result.signals].filter(([p]) => inScope(p))), notes: result.notes } : result;
}
function guardFolders(root, listed, result) {
  let notes = [...result.notes], signals = /* @__PURE__ */ new Map();
  for (let [path, hits] of result.signals) {
    let unlisted = hits.some((h) => h.name === LIFECYCLE_SIGNAL && h.path_kind === "directory") ? unlistedFiles(root, path, listed) : [];
    if (unlisted.length === 0) {
      signals.set(path, hits);
      continue;
    }
    notes.push(`lifecycle: ${path} is not proposed for deletion: it holds ${unlisted.length} file${unlisted.length > 1 ? "s" : ""} git ignores (${unlisted.slice(0, 3).join(", ")}${unlisted.length > 3 ? ", ..." : ""}), which no commit could restore`);
    let rest = hits.filter((h) => h.name !== LIFECYCLE_SIGNAL);
    rest.length && signals.set(path, rest);
  }
  return { signals, notes };
}
function unlistedFiles(root, dir, listed) {
  let out = [], walk = (rel) => {
    let names;
    try {
      names = readdirSync(join(root, rel));
    } catch {
      return;
    }
    for (let name of names.sort()) {
      let p = `${rel}/${name}`;
      lstatSync(join(root, p)).isDirectory() ? walk(p) : listed.has(p) || out.push(p);
    }
  };
  return walk(dir), out;
}

// scripts/scan/lifecycle/pass.ts
async function lifecyclePass(p) {
  let { config } = p, result = await collectLifecycle({
    root: p.root,
    settings: { rules: config.lifecycle.rules, conventions: config.conventions, openspec: config.lifecycle.openspec },
    files: p.files,
    // Rules never match inside archives (the roles' archive folders), as when archive/ was an excluded folder.
    isExcluded: (f) => p.scope.isExcluded(f) || isArchivePath(f),
    inScope: (f) => p.scope.inNarrowScope(f),
    history: p.history,
    now: p.now
  });
  for (let [path, list] of result.signals) p.hits.set(path, [...p.hits.get(path) ?? [], ...list]);
  pushAll(p.notes, result.notes);
}

// scripts/git/history/cache.ts
import { dirname, join as join2 } from "node:path";

// scripts/git/history/state.ts
var EV = { A: 0, M: 1, D: 2, R_IN: 3, R_OUT: 4 };
function emptyState() {
  return { commits: [], times: [], oldest_parent: void 0, events: /* @__PURE__ */ new Map(), renames: [], lines: /* @__PURE__ */ new Map() };
}
function push(events, path, idx, code) {
  let list = events.get(path);
  list ? list.push(idx, code) : events.set(path, [idx, code]);
}
function applyCommits(state, oldestFirst) {
  for (let rec of oldestFirst) {
    let idx = state.commits.length;
    idx === 0 && (state.oldest_parent = rec.parent), state.commits.push(rec.commit), state.times.push(rec.time);
    for (let c of rec.changes)
      c.status === "D" ? push(state.events, c.path, idx, EV.D) : c.status === "R" && (push(state.events, c.from, idx, EV.R_OUT), state.renames.push([idx, c.from, c.path]));
    for (let c of rec.changes)
      c.status === "A" ? push(state.events, c.path, idx, EV.A) : c.status === "M" ? push(state.events, c.path, idx, EV.M) : c.status === "R" && push(state.events, c.path, idx, EV.R_IN);
  }
}
function firstAfter(list, after) {
  let lo = 0, hi = list.length / 2;
  for (; lo < hi; ) {
    let mid = lo + hi >> 1;
    list[mid * 2] > after ? hi = mid : lo = mid + 1;
  }
  return lo * 2;
}
var HistoryQueries = class {
  constructor(data) {
    this.data = data;
  }
  data;
  sorted;
  renameTo;
  /** pathsUnder(q) minus what `exclude` drops, per exclude function: many docs of one folder ask for the same. */
  kept = /* @__PURE__ */ new WeakMap();
  idxOf;
  /** Call after the data changed. */
  invalidate() {
    this.sorted = void 0, this.renameTo = void 0, this.idxOf = void 0;
  }
  indexOf(commit) {
    return this.idxOf || (this.idxOf = /* @__PURE__ */ new Map(), this.data.commits.forEach((c, i) => this.idxOf.set(c, i))), this.idxOf.get(commit);
  }
  /** Every path with history at or under `path` (a file, or a folder without its trailing slash). */
  pathsUnder(path) {
    let p = path.replace(/\/+$/, "");
    if (p === "" || p === ".") return this.allPaths();
    let out = [];
    this.data.events.has(p) && out.push(p);
    let all = this.allPaths();
    return pushAll(out, withPrefix(all, p + "/")), out;
  }
  allPaths() {
    return this.sorted ??= [...this.data.events.keys()].sort(byCodeUnit), this.sorted;
  }
  change(idx) {
    return { commit: this.data.commits[idx], date: isoDate(this.data.times[idx]) };
  }
  lastChange(path) {
    let best = -1;
    for (let p of this.pathsUnder(path)) {
      let ev = this.data.events.get(p);
      best = Math.max(best, ev[ev.length - 2]);
    }
    return best >= 0 ? this.change(best) : void 0;
  }
  /** Where a file went: followed through renames to a path that exists at HEAD, or its deletion. */
  fileFate(path) {
    this.renameTo ??= new Map(this.data.renames.map(([i, from, to]) => [`${i}:${from}`, to]));
    let cur = path, seen = /* @__PURE__ */ new Set([path]);
    for (; ; ) {
      let ev = this.data.events.get(cur);
      if (!ev) return;
      let idx = ev[ev.length - 2], code = ev[ev.length - 1];
      if (code === EV.D) return { deleted_at: idx };
      if (code !== EV.R_OUT) return cur === path ? void 0 : { renamed_to: cur };
      let to = this.renameTo.get(`${idx}:${cur}`);
      if (to === void 0 || seen.has(to)) return;
      seen.add(to), cur = to;
    }
  }
  fateOf(path) {
    let p = path.replace(/\/+$/, "");
    if (this.data.events.has(p)) return this.toFate(this.fileFate(p));
    let files = this.pathsUnder(p);
    if (files.length === 0) return;
    let folder, lastDeleted = -1, renamed = 0;
    for (let f of files) {
      let fate = this.fileFate(f);
      if (!fate) return;
      if (fate.deleted_at !== void 0) {
        lastDeleted = Math.max(lastDeleted, fate.deleted_at);
        continue;
      }
      let rest = f.slice(p.length);
      if (!fate.renamed_to.endsWith(rest)) return;
      let target = fate.renamed_to.slice(0, fate.renamed_to.length - rest.length);
      if (folder !== void 0 && folder !== target) return;
      folder = target, renamed++;
    }
    if (renamed > 0 && folder !== void 0 && folder !== "") return { renamed_to: folder };
    if (renamed === 0 && lastDeleted >= 0) return { deleted_in: this.change(lastDeleted) };
  }
  toFate(f) {
    if (f)
      return f.renamed_to !== void 0 ? { renamed_to: f.renamed_to } : { deleted_in: this.change(f.deleted_at) };
  }
  /**
   * The files under `q` that `exclude` keeps, computed once per folder: every doc of a folder
   * measures its churn over the same folder, and a pass over the folder per doc was quadratic.
   */
  keptUnder(q, exclude) {
    if (!exclude) return this.pathsUnder(q);
    let byPath = this.kept.get(exclude);
    byPath || this.kept.set(exclude, byPath = /* @__PURE__ */ new Map());
    let list = byPath.get(q);
    return list || byPath.set(q, list = this.pathsUnder(q).filter((f) => !exclude(f))), list;
  }
  /** The (commit index, file, event) triples after `sinceIdx` for each queried path. */
  touches(paths, sinceIdx, exclude) {
    return paths.map((q) => {
      let rows = [];
      for (let f of this.keptUnder(q, exclude)) {
        let ev = this.data.events.get(f);
        for (let i = firstAfter(ev, sinceIdx); i < ev.length; i += 2) rows.push([ev[i], f, ev[i + 1]]);
      }
      return rows;
    });
  }
  churnSince(paths, since, exclude) {
    let sinceIdx = this.indexOf(since);
    if (sinceIdx === void 0) return;
    let all = /* @__PURE__ */ new Set(), total = 0, by_path = this.touches(paths, sinceIdx, exclude).map((rows, i) => {
      let commits = /* @__PURE__ */ new Set(), lines = 0;
      for (let [idx, f, code] of rows) {
        if (commits.add(idx), all.add(idx), code === EV.R_OUT) continue;
        let n = this.data.lines.get(lineKey(this.data.commits[idx], f));
        lines = n === void 0 || lines === void 0 ? void 0 : lines + n;
      }
      return { path: paths[i], commits: commits.size, lines };
    }), seen = /* @__PURE__ */ new Set();
    for (let rows of this.touches(paths, sinceIdx, exclude))
      for (let [idx, f, code] of rows) {
        if (code === EV.R_OUT) continue;
        let key = lineKey(this.data.commits[idx], f);
        if (seen.has(key)) continue;
        seen.add(key);
        let n = this.data.lines.get(key);
        total = n === void 0 || total === void 0 ? void 0 : total + n;
      }
    return { commits: all.size, lines: total, by_path };
  }
  /** The line counts churnSince would need for these queries and does not have yet. */
  missingLines(paths, since, exclude) {
    let sinceIdx = this.indexOf(since);
    if (sinceIdx === void 0) return [];
    let out = [], renameFrom = new Map(this.data.renames.map(([i, from, to]) => [`${i}:${to}`, from]));
    for (let rows of this.touches(paths, sinceIdx, exclude))
      for (let [idx, f, code] of rows) {
        if (code === EV.R_OUT) continue;
        let commit = this.data.commits[idx];
        if (this.data.lines.has(lineKey(commit, f))) continue;
        let parent = idx > 0 ? this.data.commits[idx - 1] : this.data.oldest_parent, change = code === EV.A ? { status: "A", path: f } : code === EV.D ? { status: "D", path: f } : code === EV.R_IN ? { status: "R", path: f, from: renameFrom.get(`${idx}:${f}`) } : { status: "M", path: f };
        out.push({ commit, parent, change });
      }
    return out;
  }
};

// scripts/git/history/cache.ts
var CACHE_FORMAT = "doc-hygiene/history-cache", CACHE_VERSION = 3, MAX_TAIL = 256;
function cachePath(root) {
  return join2(root, ".dochygiene", "cache", "history.json");
}
function tailPath(root) {
  return join2(root, ".dochygiene", "cache", "history-tail.json");
}
function linesPath(root) {
  return join2(root, ".dochygiene", "cache", "history-lines.json");
}
var isStr = (v) => typeof v == "string", isInt = (v) => typeof v == "number" && Number.isInteger(v) && v >= 0, MAX_CACHE_FILE_BYTES = 512 * 1024 * 1024;
function readJson(path) {
  try {
    let root = dirname(dirname(dirname(path)));
    if (stateFolderProblem(root, ["cache"])) return;
    let read = readRegularFile(path, MAX_CACHE_FILE_BYTES);
    return read.ok ? JSON.parse(read.bytes.toString("utf8")) : void 0;
  } catch {
    return;
  }
}
function header(o, root) {
  return o.format === CACHE_FORMAT && o.version === CACHE_VERSION && o.root === root;
}
function readCache(root) {
  try {
    let base = decodeBase(readJson(cachePath(root)), root);
    if (!base) return;
    let tail = decodeTail(readJson(tailPath(root)), root, base.head), file = { ...base, base_head: base.head, tail: [] };
    return tail && (applyCommits(file.state, tail.records), Object.assign(file, tail.meta), file.tail = tail.records), file;
  } catch {
    return;
  }
}
function readLines(root) {
  let out = /* @__PURE__ */ new Map(), raw = readJson(linesPath(root));
  if (!isJsonObject(raw) || !header(raw, root) || !isJsonObject(raw.lines)) return out;
  for (let [commit, per] of Object.entries(raw.lines)) {
    if (!isJsonObject(per)) return /* @__PURE__ */ new Map();
    for (let [path, v] of Object.entries(per)) {
      if (!isInt(v)) return /* @__PURE__ */ new Map();
      out.set(`${commit}\0${path}`, v);
    }
  }
  return out;
}
function decodeMeta(o, root) {
  if (!isStr(o.head) || o.backend !== "native" && o.backend !== "isomorphic" || typeof o.budget_cut != "boolean" || !Array.isArray(o.notes) || !o.notes.every(isStr)) return;
  let lim = isJsonObject(o.limits) ? o.limits : {};
  return {
    root,
    head: o.head,
    backend: o.backend,
    budget_cut: o.budget_cut,
    limits: {
      ...isInt(lim.max_commits) ? { max_commits: lim.max_commits } : {},
      ...isInt(lim.time_budget_ms) ? { time_budget_ms: lim.time_budget_ms } : {}
    },
    notes: o.notes
  };
}
function decodeBase(raw, root) {
  if (!isJsonObject(raw) || !header(raw, root)) return;
  let meta = decodeMeta(raw, root);
  if (!meta) return;
  let { times, events, renames } = raw, hashLen = raw.hash_len;
  if (hashLen !== 40 && hashLen !== 64 || !isStr(raw.commits) || raw.commits.length % hashLen !== 0) return;
  let commits = [];
  for (let i = 0; i < raw.commits.length; i += hashLen) commits.push(raw.commits.slice(i, i + hashLen));
  if (!Array.isArray(times) || times.length !== commits.length || !times.every(isInt) || commits[commits.length - 1] !== meta.head || raw.oldest_parent !== null && !isStr(raw.oldest_parent)) return;
  let n = commits.length, ev = /* @__PURE__ */ new Map();
  if (isJsonObject(events)) {
    for (let [p, list] of Object.entries(events)) {
      if (!Array.isArray(list) || list.length % 2 !== 0) return;
      for (let i = 0; i < list.length; i += 2)
        if (!isInt(list[i]) || list[i] >= n || !isInt(list[i + 1]) || list[i + 1] > 4 || i > 0 && list[i] < list[i - 2]) return;
      ev.set(p, list);
    }
    if (Array.isArray(renames)) {
      for (let r of renames)
        if (!Array.isArray(r) || r.length !== 3 || !isInt(r[0]) || r[0] >= n || !isStr(r[1]) || !isStr(r[2])) return;
      return {
        ...meta,
        state: {
          commits,
          times,
          oldest_parent: raw.oldest_parent ?? void 0,
          events: ev,
          renames,
          lines: /* @__PURE__ */ new Map()
        }
      };
    }
  }
}
function encodeRecord(r) {
  return [r.commit, r.parent ?? null, r.time, r.changes.map((c) => c.from !== void 0 ? [c.status, c.path, c.from] : [c.status, c.path])];
}
function decodeTail(raw, root, baseHead) {
  if (!isJsonObject(raw) || !header(raw, root) || raw.base_head !== baseHead || !Array.isArray(raw.records)) return;
  let meta = decodeMeta(raw, root);
  if (!meta) return;
  let records = [], prev = baseHead;
  for (let r of raw.records) {
    if (!Array.isArray(r) || r.length !== 4 || !isStr(r[0]) || r[1] !== prev || !isInt(r[2]) || !Array.isArray(r[3])) return;
    let changes = [];
    for (let c of r[3]) {
      if (!Array.isArray(c) || !["A", "M", "D", "R"].includes(c[0]) || !isStr(c[1]) || (c[0] === "R" ? !isStr(c[2]) : c.length !== 2)) return;
      changes.push(c[0] === "R" ? { status: "R", path: c[1], from: c[2] } : { status: c[0], path: c[1] });
    }
    records.push({ commit: r[0], parent: r[1], time: r[2], changes }), prev = r[0];
  }
  if (prev === meta.head)
    return { meta, records };
}
function metaJson(m) {
  return {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    root: m.root,
    head: m.head,
    backend: m.backend,
    budget_cut: m.budget_cut,
    limits: m.limits,
    notes: m.notes
  };
}
function writeCache(file) {
  if (ensureStateSubdir(file.root, "cache"), file.tail.length === 0 || file.tail.length > MAX_TAIL || file.base_head === file.head) {
    let s = file.state;
    writeFileAtomic(
      cachePath(file.root),
      JSON.stringify({
        ...metaJson(file),
        oldest_parent: s.oldest_parent ?? null,
        hash_len: s.commits[0]?.length ?? 40,
        commits: s.commits.join(""),
        times: s.times,
        events: Object.fromEntries(s.events),
        renames: s.renames
      })
    ), file.base_head = file.head, file.tail = [];
  }
  writeFileAtomic(
    tailPath(file.root),
    JSON.stringify({ ...metaJson(file), base_head: file.base_head, records: file.tail.map(encodeRecord) })
  );
}
function writeLines(root, lines) {
  let out = {};
  for (let [k, v] of lines) {
    let nul = k.indexOf("\0");
    (out[k.slice(0, nul)] ??= {})[k.slice(nul + 1)] = v;
  }
  ensureStateSubdir(root, "cache"), writeFileAtomic(linesPath(root), JSON.stringify({ format: CACHE_FORMAT, version: CACHE_VERSION, root, lines: out }));
}

// scripts/git/history/index.ts
var Index = class {
  constructor(backend, head, notes, impl, state, linesRoot, stats, limits = {}) {
    this.backend = backend;
    this.head = head;
    this.notes = notes;
    this.impl = impl;
    this.state = state;
    this.linesRoot = linesRoot;
    this.stats = stats;
    this.limits = limits;
    this.q = new HistoryQueries(state), this.linesLoaded = linesRoot === void 0;
  }
  backend;
  head;
  notes;
  impl;
  state;
  linesRoot;
  stats;
  limits;
  q;
  linesLoaded;
  /** Line counts are read from the cache on first use (a scan with no churn query never parses them). */
  ensureLines() {
    if (!this.linesLoaded) {
      this.linesLoaded = !0;
      for (let [k, v] of readLines(this.linesRoot)) this.state.lines.has(k) || this.state.lines.set(k, v);
    }
  }
  lastChange(path) {
    return this.q.lastChange(path);
  }
  fateOf(path) {
    return this.q.fateOf(path);
  }
  churnSince(paths, since, exclude) {
    return this.ensureLines(), this.q.churnSince(paths, since, exclude);
  }
  async prepareChurn(queries, exclude) {
    if (!this.impl) return [];
    this.ensureLines();
    let seen = /* @__PURE__ */ new Set(), requests = queries.flatMap((q) => this.q.missingLines(q.paths, q.since, exclude)).filter((r) => {
      let k = lineKey(r.commit, r.change.path);
      return seen.has(k) ? !1 : (seen.add(k), !0);
    });
    if (requests.length === 0) return [];
    let counts = await this.impl.lineCounts(requests, this.limits);
    for (let [k, v] of counts) this.state.lines.set(k, v);
    counts.size > 0 && this.linesRoot !== void 0 && writeLines(this.linesRoot, this.state.lines);
    let said = this.impl.drainNotes?.() ?? [];
    if (said.length > 0) return said;
    let left = requests.length - counts.size;
    return left === 0 ? [] : [
      this.limits.time_budget_ms !== void 0 ? `isomorphic-git path: changed lines of ${left} file changes left out by history.time_budget_ms (${this.limits.time_budget_ms} ms); edit_recency_vs_churn skipped the docs that need them` : `changed lines of ${left} file changes could not be read; edit_recency_vs_churn skipped the docs that need them`
    ];
  }
};
async function loadHistoryIndex(root, opts = {}) {
  let backend = await openBackend(root, opts.backend);
  if (!backend) return;
  let limits = backend.name === "isomorphic" ? {
    ...opts.max_commits !== void 0 ? { max_commits: opts.max_commits } : {},
    ...opts.time_budget_ms !== void 0 ? { time_budget_ms: opts.time_budget_ms } : {}
  } : {}, head = await backend.head();
  if (!head) return new Index(backend.name, void 0, backend.unsupported ? [backend.unsupported] : [], backend, emptyState(), void 0, { mode: "empty", commits_read: 0 });
  let useCache = opts.cache !== !1, cached = useCache ? readCache(backend.root) : void 0;
  cached?.budget_cut && (backend.name === "native" || !sameLimits(cached.limits, limits)) && (cached = void 0);
  let file, stats, dirty = !0, meta = { root: backend.root, head, backend: backend.name };
  if (cached && cached.head === head)
    file = cached, stats = { mode: "cached", commits_read: 0 }, dirty = !1;
  else {
    let inc;
    if (cached && (inc = await backend.readHistory(head, cached.head, limits), inc.reached_since || (inc = void 0)), inc && cached) {
      let records = inc.commits.slice().reverse();
      applyCommits(cached.state, records);
      let budgetCut = cached.budget_cut || inc.notes.some(isBudgetNote);
      file = {
        ...cached,
        ...meta,
        budget_cut: budgetCut,
        limits: budgetCut ? limits : {},
        notes: dedupe([...cached.notes, ...inc.notes]),
        tail: [...cached.tail, ...records]
      }, stats = { mode: "incremental", commits_read: inc.commits.length };
    } else {
      let read = await backend.readHistory(head, void 0, limits), state2 = emptyState();
      applyCommits(state2, read.commits.slice().reverse());
      let budgetCut = read.notes.some(isBudgetNote);
      file = { ...meta, budget_cut: budgetCut, limits: budgetCut ? limits : {}, notes: dedupe(read.notes), state: state2, base_head: head, tail: [] }, stats = { mode: "full", commits_read: read.commits.length };
    }
  }
  let state = file.state, cacheable = useCache && state.commits.length > 0 && state.commits[state.commits.length - 1] === head;
  return dirty && cacheable && writeCache(file), new Index(backend.name, head, file.notes, backend, state, cacheable ? backend.root : void 0, stats, limits);
}
function isBudgetNote(n) {
  return n.startsWith("isomorphic-git path:") || n.startsWith("isomorphic-git could not read") || isDamageNote(n);
}
function sameLimits(a, b) {
  return a.max_commits === b.max_commits && a.time_budget_ms === b.time_budget_ms;
}
function dedupe(xs) {
  return [...new Set(xs)];
}

export {
  ALWAYS_EXCLUDED,
  buildScopeFilter,
  loadHistoryIndex,
  lifecyclePass
};
