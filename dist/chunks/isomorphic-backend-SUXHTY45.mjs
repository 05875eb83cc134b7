import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  require_isomorphic_git
} from "./chunk-Q2EMCJ2V.mjs";
import {
  isoFs
} from "./chunk-HDBH4ZPG.mjs";
import {
  alternatesNote,
  budgetNote,
  isoDate,
  lineKey,
  packSizeNote,
  shallowCommits,
  shallowNote
} from "./chunk-GEIUNE4U.mjs";
import "./chunk-QMUIZIYI.mjs";
import "./chunk-LQ3WGZX4.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/git/isomorphic-backend.ts
var import_isomorphic_git = __toESM(require_isomorphic_git(), 1);
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// scripts/git/history/renames.ts
function basename(p) {
  let i = p.lastIndexOf("/");
  return i < 0 ? p : p.slice(i + 1);
}
function isRegular(mode) {
  return mode === "100644" || mode === "100755";
}
async function detectRenames(deleted, added, readBlob2) {
  let pairs = [], usedSrc = /* @__PURE__ */ new Set(), usedDst = /* @__PURE__ */ new Set(), byOid = /* @__PURE__ */ new Map();
  for (let s of deleted) {
    let list = byOid.get(s.oid);
    list ? list.push(s) : byOid.set(s.oid, [s]);
  }
  for (let d of added) {
    let cands = (byOid.get(d.oid) ?? []).filter((s) => !usedSrc.has(s.path));
    if (cands.length === 0) continue;
    let src = cands.find((s) => basename(s.path) === basename(d.path)) ?? cands[0];
    usedSrc.add(src.path), usedDst.add(d.path), pairs.push({ from: src.path, to: d.path });
  }
  let srcs = deleted.filter((s) => !usedSrc.has(s.path) && isRegular(s.mode)), dsts = added.filter((d) => !usedDst.has(d.path) && isRegular(d.mode));
  if (srcs.length === 0 || dsts.length === 0 || srcs.length * dsts.length > 1e3 * 1e3) return pairs;
  let sig = /* @__PURE__ */ new Map(), signature = async (s) => {
    let v = sig.get(s.oid);
    return v || (v = chunkSignature(await readBlob2(s.oid)), sig.set(s.oid, v)), v;
  }, scored = [];
  for (let d of dsts) {
    let ds = await signature(d);
    for (let s of srcs) {
      let ss = await signature(s), max = Math.max(ss.size, ds.size);
      if (max === 0 || Math.abs(ss.size - ds.size) / max > 1 - 0.5) continue;
      let score = sharedBytes(ss, ds) / max;
      score >= 0.5 && scored.push({ score, src: s, dst: d });
    }
  }
  scored.sort((p, q) => q.score - p.score || cmp(p.dst.path, q.dst.path) || cmp(p.src.path, q.src.path));
  for (let { src, dst } of scored)
    usedSrc.has(src.path) || usedDst.has(dst.path) || (usedSrc.add(src.path), usedDst.add(dst.path), pairs.push({ from: src.path, to: dst.path }));
  return pairs;
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function chunkSignature(buf) {
  let chunks = /* @__PURE__ */ new Map(), s = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("latin1"), start = 0, i = 0, add = (end) => {
    if (end <= start) return;
    let piece = s.slice(start, end).replace(/\r\n$/, `
`);
    chunks.set(piece, (chunks.get(piece) ?? 0) + piece.length), start = end;
  };
  for (; i < s.length; i++)
    (s.charCodeAt(i) === 10 || i + 1 - start >= 64) && add(i + 1);
  return add(s.length), { size: buf.byteLength, chunks };
}
function sharedBytes(a, b) {
  let n = 0, [small, large] = a.chunks.size <= b.chunks.size ? [a, b] : [b, a];
  for (let [k, v] of small.chunks) {
    let w = large.chunks.get(k);
    w !== void 0 && (n += Math.min(v, w));
  }
  return n;
}

// scripts/git/history/line-diff.ts
function isBinary(buf) {
  let n = Math.min(buf.length, 8e3);
  for (let i = 0; i < n; i++) if (buf[i] === 0) return !0;
  return !1;
}
function splitLines(buf) {
  let s = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("latin1"), out = [], start = 0;
  for (; ; ) {
    let nl = s.indexOf(`
`, start);
    if (nl < 0) break;
    out.push(s.slice(start, nl + 1)), start = nl + 1;
  }
  return start < s.length && out.push(s.slice(start)), out;
}
function changedLines(a, b) {
  if (a && isBinary(a) || b && isBinary(b)) return 0;
  let x = a ? splitLines(a) : [], y = b ? splitLines(b) : [];
  return editDistance(x, y);
}
function editDistance(x, y) {
  let lo = 0, xe = x.length, ye = y.length;
  for (; lo < xe && lo < ye && x[lo] === y[lo]; ) lo++;
  for (; xe > lo && ye > lo && x[xe - 1] === y[ye - 1]; )
    xe--, ye--;
  let ids = /* @__PURE__ */ new Map(), id = (s) => {
    let v2 = ids.get(s);
    return v2 === void 0 && (v2 = ids.size, ids.set(s, v2)), v2;
  }, a = Int32Array.from(x.slice(lo, xe), id), b = Int32Array.from(y.slice(lo, ye), id), n = a.length, m = b.length;
  if (n === 0 || m === 0) return n + m;
  let max = n + m, off = max + 1, v = new Int32Array(2 * max + 3);
  for (let d = 0; d <= max; d++)
    for (let k = -d; k <= d; k += 2) {
      let i = k === -d || k !== d && v[off + k - 1] < v[off + k + 1] ? v[off + k + 1] : v[off + k - 1] + 1, j = i - k;
      for (; i < n && j < m && a[i] === b[j]; )
        i++, j++;
      if (v[off + k] = i, i >= n && j >= m) return d;
    }
  return max;
}

// scripts/git/isomorphic-backend.ts
var TREE_MODE = "040000", CACHE_SPAN = 400, MAX_PACK_BYTES = 96 * 1024 * 1024, IsomorphicBackend = class {
  constructor(root, layout) {
    this.root = root;
    this.layout = layout;
    this.fs = isoFs(layout);
  }
  root;
  layout;
  name = "isomorphic";
  fs;
  /** The one shared isomorphic-git cache (pack indexes; trimmed by trimPackCaches on long reads). */
  cache = {};
  trees = /* @__PURE__ */ new Map();
  get args() {
    return { fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache };
  }
  unreadableMemo;
  /** Why this backend cannot read objects, or undefined when it can. */
  get unreadable() {
    return this.unreadableMemo ??= { note: this.whyUnreadable() }, this.unreadableMemo.note;
  }
  whyUnreadable() {
    if (this.layout.alternates.length) return alternatesNote(this.layout.alternates);
    let packDir = join(this.layout.commondir, "objects", "pack"), bytes = 0;
    try {
      for (let f of readdirSync(packDir)) f.endsWith(".pack") && (bytes += statSync(join(packDir, f)).size);
    } catch {
      return;
    }
    return bytes > MAX_PACK_BYTES ? packSizeNote(bytes, MAX_PACK_BYTES) : void 0;
  }
  async head() {
    try {
      return await (0, import_isomorphic_git.resolveRef)({ fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, ref: "HEAD" });
    } catch {
      return;
    }
  }
  async readHistory(head, since, limits) {
    let unreadable = this.unreadable;
    if (unreadable) return { commits: [], reached_since: !1, truncated: !0, notes: [unreadable] };
    let started = Date.now(), shallow = shallowCommits(this.layout), commits = [], notes = [], truncated = !1, reached = !1, cur = head, curInfo = await this.commitInfo(cur);
    for (; cur; ) {
      if (cur === since) {
        reached = !0;
        break;
      }
      if (limits.max_commits !== void 0 && commits.length >= limits.max_commits) {
        truncated = !0, notes.push(budgetNote("max_commits", limits.max_commits, commits[commits.length - 1]?.time));
        break;
      }
      if (limits.time_budget_ms !== void 0 && Date.now() - started >= limits.time_budget_ms) {
        truncated = !0, notes.push(budgetNote("time_budget_ms", limits.time_budget_ms, commits[commits.length - 1]?.time));
        break;
      }
      let parent = shallow.has(cur) ? void 0 : curInfo.parents[0], parentInfo;
      try {
        parentInfo = parent ? await this.commitInfo(parent) : void 0;
        let changes = await this.diffCommit(parentInfo?.tree, curInfo.tree);
        commits.push({ commit: cur, parent, time: curInfo.time, changes });
      } catch (err) {
        truncated = !0, notes.push(`isomorphic-git could not read history before ${isoDate(curInfo.time)}: ${err.message}`);
        break;
      }
      !parent && shallow.has(cur) && (truncated = !0, notes.push(shallowNote(curInfo.time))), cur = parent, parentInfo && (curInfo = parentInfo), this.trees.size > 2e3 && this.trees.clear(), commits.length % CACHE_SPAN === 0 && trimPackCaches(this.cache);
    }
    return { commits, reached_since: reached, truncated, notes };
  }
  async commitInfo(oid) {
    let { commit } = await (0, import_isomorphic_git.readCommit)({ ...this.args, oid });
    return { tree: commit.tree, parents: commit.parent, time: commit.committer.timestamp };
  }
  async tree(oid) {
    let t = this.trees.get(oid);
    return t || (t = (await (0, import_isomorphic_git.readTree)({ ...this.args, oid })).tree, this.trees.set(oid, t)), t;
  }
  /** The changes from tree `a` (undefined: empty) to tree `b`, renames detected, sorted by path. */
  async diffCommit(a, b) {
    let added = [], deleted = [], modified = [];
    await this.diffTrees(a, b, "", added, deleted, modified);
    let changes = modified.map((path) => ({ status: "M", path }));
    if (added.length && deleted.length) {
      added.sort((x, y) => cmp2(x.path, y.path)), deleted.sort((x, y) => cmp2(x.path, y.path));
      let pairs = await detectRenames(deleted, added, async (oid) => (await (0, import_isomorphic_git.readBlob)({ ...this.args, oid })).blob), from = new Set(pairs.map((p) => p.from)), to = new Set(pairs.map((p) => p.to));
      for (let p of pairs) changes.push({ status: "R", path: p.to, from: p.from });
      for (let s of added) to.has(s.path) || changes.push({ status: "A", path: s.path });
      for (let s of deleted) from.has(s.path) || changes.push({ status: "D", path: s.path });
    } else {
      for (let s of added) changes.push({ status: "A", path: s.path });
      for (let s of deleted) changes.push({ status: "D", path: s.path });
    }
    return changes.sort((x, y) => cmp2(x.path, y.path));
  }
  async diffTrees(a, b, prefix, added, deleted, modified) {
    if (a === b) return;
    let ea = a ? await this.tree(a) : [], eb = b ? await this.tree(b) : [], mb = new Map(eb.map((e) => [e.path, e]));
    for (let x of ea) {
      let path = prefix + x.path, y = mb.get(x.path);
      mb.delete(x.path);
      let xt = x.mode === TREE_MODE;
      if (!y) {
        xt ? await this.diffTrees(x.oid, void 0, path + "/", added, deleted, modified) : deleted.push({ path, oid: x.oid, mode: x.mode });
        continue;
      }
      let yt = y.mode === TREE_MODE;
      xt && yt ? await this.diffTrees(x.oid, y.oid, path + "/", added, deleted, modified) : !xt && !yt ? (x.oid !== y.oid || x.mode !== y.mode) && modified.push(path) : xt ? (await this.diffTrees(x.oid, void 0, path + "/", added, deleted, modified), added.push({ path, oid: y.oid, mode: y.mode })) : (deleted.push({ path, oid: x.oid, mode: x.mode }), await this.diffTrees(void 0, y.oid, path + "/", added, deleted, modified));
    }
    for (let y of mb.values()) {
      let path = prefix + y.path;
      y.mode === TREE_MODE ? await this.diffTrees(void 0, y.oid, path + "/", added, deleted, modified) : added.push({ path, oid: y.oid, mode: y.mode });
    }
  }
  async lineCounts(requests, limits) {
    let out = /* @__PURE__ */ new Map();
    if (this.unreadable) return out;
    let started = Date.now(), blob = async (commit, path) => {
      if (!(!commit || !path))
        try {
          return (await (0, import_isomorphic_git.readBlob)({ ...this.args, oid: commit, filepath: path })).blob;
        } catch {
          return;
        }
    };
    for (let q of requests) {
      if (limits.time_budget_ms !== void 0 && Date.now() - started >= limits.time_budget_ms) break;
      let c = q.change, before = c.status === "A" ? void 0 : await blob(q.parent, c.status === "R" ? c.from : c.path), after = c.status === "D" ? void 0 : await blob(q.commit, c.path);
      out.set(lineKey(q.commit, c.path), changedLines(before, after));
    }
    return out;
  }
  async pathState(relPath) {
    let whole = relPath === "" || relPath === ".", target = relPath.replace(/\/$/, ""), under = (p) => whole || p === target || p.startsWith(target + "/"), indexed = (await (0, import_isomorphic_git.listFiles)({ fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache })).filter(under), unreadable = this.unreadable;
    if (unreadable) return { tracked: indexed.length > 0, clean: !1, note: unreadable };
    let clean = (await (0, import_isomorphic_git.statusMatrix)({
      ...this.args,
      filepaths: whole ? ["."] : [target],
      refresh: !1
    })).filter((r) => under(r[0])).every((r) => r[1] === 1 && r[2] === 1 && r[3] === 1);
    return { tracked: indexed.length > 0, clean };
  }
};
function trimPackCaches(cache) {
  for (let key of Object.getOwnPropertySymbols(cache)) {
    let value = cache[key];
    if (value instanceof Map)
      for (let entry of value.values())
        Promise.resolve(entry).then(
          (index) => {
            index && typeof index == "object" && "offsetCache" in index && (index.offsetCache = {});
          },
          () => {
          }
        );
  }
}
function cmp2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
export {
  IsomorphicBackend
};
