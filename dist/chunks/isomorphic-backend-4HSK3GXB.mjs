import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  changedPaths,
  statusUnreadable
} from "./chunk-7R64PHN4.mjs";
import {
  require_isomorphic_git
} from "./chunk-EEE4JTCP.mjs";
import {
  isoFs
} from "./chunk-JXMLLRMW.mjs";
import {
  lineKey,
  shallowCommits
} from "./chunk-2UP7KL73.mjs";
import {
  budgetNote,
  isoDate,
  isoUnreadableNote,
  objectFormatNote,
  shallowNote
} from "./chunk-ABXALP3M.mjs";
import "./chunk-QMUIZIYI.mjs";
import "./chunk-LQ3WGZX4.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/git/isomorphic-backend.ts
var import_isomorphic_git = __toESM(require_isomorphic_git(), 1);

// scripts/git/objects/object-store.ts
import { closeSync as closeSync2, openSync as openSync2, readdirSync, readFileSync, readSync as readSync2, fstatSync as fstatSync2 } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";

// scripts/git/objects/pack-index.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
var MAGIC = 4285812579, HEADER = 8 + 256 * 4, IN_MEMORY_MAX = 32 * 1024 * 1024, PackIndex = class _PackIndex {
  constructor(path, inMemoryMax) {
    this.path = path;
    let fd = openSync(path, "r");
    try {
      let size = fstatSync(fd).size, whole = size <= inMemoryMax;
      if (this.buf = Buffer.alloc(whole ? size : Math.min(size, HEADER)), readAll(fd, this.buf, 0), this.buf.length < HEADER || this.buf.readUInt32BE(0) !== MAGIC || this.buf.readUInt32BE(4) !== 2)
        throw new Error(`${path}: not a version 2 pack index`);
      this.count = this.buf.readUInt32BE(1028);
      let namesEnd = HEADER + this.count * 20;
      if (this.offsetsAt = namesEnd + this.count * 4, this.largeAt = this.offsetsAt + this.count * 4, size < this.largeAt + 40) throw new Error(`${path}: truncated pack index`);
      this.positional = !whole;
    } finally {
      closeSync(fd);
    }
  }
  path;
  count;
  offsetsAt;
  largeAt;
  /** The whole file when it is small enough; otherwise only its header and fan-out table. */
  buf;
  positional;
  fd;
  probe = Buffer.alloc(20);
  /** For positional reads: the open file, opened on first use (again after close()). */
  file() {
    return this.fd ??= openSync(this.path, "r"), this.fd;
  }
  /** `inMemoryMax`: the largest index read whole (tests lower it to exercise positional reads). */
  static open(path, inMemoryMax = IN_MEMORY_MAX) {
    return new _PackIndex(path, inMemoryMax);
  }
  close() {
    this.fd !== void 0 && closeSync(this.fd), this.fd = void 0;
  }
  /** The object's offset in the pack, or undefined when this pack does not hold it. */
  find(oid) {
    let first = oid[0], lo = first === 0 ? 0 : this.buf.readUInt32BE(8 + (first - 1) * 4), hi = this.buf.readUInt32BE(8 + first * 4);
    for (; lo < hi; ) {
      let mid = lo + hi >>> 1, c = this.nameAt(mid).compare(oid);
      if (c === 0) return this.offset(mid);
      c > 0 ? hi = mid : lo = mid + 1;
    }
  }
  nameAt(i) {
    let at = HEADER + i * 20;
    return this.positional ? (readAll(this.file(), this.probe, at), this.probe) : this.buf.subarray(at, at + 20);
  }
  u32(at) {
    return this.positional ? (readAll(this.file(), this.probe.subarray(0, 4), at), this.probe.readUInt32BE(0)) : this.buf.readUInt32BE(at);
  }
  offset(i) {
    let small = this.u32(this.offsetsAt + i * 4);
    if ((small & 2147483648) === 0) return small;
    let at = this.largeAt + (small & 2147483647) * 8;
    return this.u32(at) * 2 ** 32 + this.u32(at + 4);
  }
};
function readAll(fd, into, position) {
  let got = 0;
  for (; got < into.length; ) {
    let n = readSync(fd, into, got, into.length - got, position + got);
    if (n === 0) throw new Error("pack index ends early");
    got += n;
  }
}

// scripts/git/objects/delta.ts
function varint(d, at) {
  let value = 0, shift = 0, c;
  do {
    if (at >= d.length) throw new Error("corrupt delta: truncated size");
    c = d[at++], value += (c & 127) * 2 ** shift, shift += 7;
  } while (c & 128);
  return [value, at];
}
function applyDelta(base, delta) {
  let [srcSize, at] = varint(delta, 0);
  if (srcSize !== base.length) throw new Error(`corrupt delta: base is ${base.length} bytes, delta expects ${srcSize}`);
  let dstSize;
  [dstSize, at] = varint(delta, at);
  let out = Buffer.allocUnsafe(dstSize), o = 0;
  for (; at < delta.length; ) {
    let op = delta[at++];
    if (op & 128) {
      let off = 0, size = 0;
      if (op & 1 && (off |= delta[at++]), op & 2 && (off |= delta[at++] << 8), op & 4 && (off |= delta[at++] << 16), op & 8 && (off = (off | 0) + delta[at++] * 2 ** 24), op & 16 && (size |= delta[at++]), op & 32 && (size |= delta[at++] << 8), op & 64 && (size |= delta[at++] << 16), size === 0 && (size = 65536), off >>>= 0, off + size > base.length || o + size > dstSize) throw new Error("corrupt delta: copy out of range");
      base.copy(out, o, off, off + size), o += size;
    } else if (op !== 0) {
      if (at + op > delta.length || o + op > dstSize) throw new Error("corrupt delta: insert out of range");
      delta.copy(out, o, at, at + op), at += op, o += op;
    } else
      throw new Error("corrupt delta: reserved instruction 0");
  }
  if (o !== dstSize) throw new Error(`corrupt delta: produced ${o} bytes, expected ${dstSize}`);
  return out;
}

// scripts/git/objects/object-store.ts
var TYPES = { 1: "commit", 2: "tree", 3: "blob", 4: "tag" }, OFS_DELTA = 6, REF_DELTA = 7, BASE_CACHE_BYTES = 8 * 1024 * 1024, MAX_CHAIN = 4096, SCRATCH_MAX = 1024 * 1024, ObjectStore = class {
  /**
   * `objectDirs`: the repository's own object directory first, then those it borrows (alternates).
   * `indexInMemoryMax`: see PackIndex (tests lower it to search indexes with positional reads).
   */
  constructor(objectDirs, opts = {}) {
    this.objectDirs = objectDirs;
    this.packs = objectDirs.flatMap((dir) => {
      let names = [];
      try {
        names = readdirSync(join(dir, "pack")).filter((f) => f.endsWith(".idx")).sort();
      } catch {
      }
      return names.map((f) => ({
        index: PackIndex.open(join(dir, "pack", f), opts.indexInMemoryMax),
        path: join(dir, "pack", f.replace(/\.idx$/, ".pack")),
        fd: void 0,
        size: 0
      }));
    });
  }
  objectDirs;
  packs;
  cache = /* @__PURE__ */ new Map();
  // "<pack#>:<offset>" -> object, LRU order
  cacheBytes = 0;
  scratch = Buffer.allocUnsafeSlow(64 * 1024);
  /** The object named `oid` (40 hex digits); throws when the repository does not hold it. */
  read(oid) {
    return this.readAt(oid, 0);
  }
  /** Closes the files a read opened; the store stays usable (they reopen when needed). */
  close() {
    for (let p of this.packs)
      p.fd !== void 0 && closeSync2(p.fd), p.fd = void 0, p.index.close();
    this.cache.clear(), this.cacheBytes = 0;
  }
  readLoose(oid) {
    let raw;
    for (let dir of this.objectDirs)
      try {
        raw = inflateSync(readFileSync(join(dir, oid.slice(0, 2), oid.slice(2))));
        break;
      } catch (err) {
        if (err.code !== "ENOENT") throw err;
      }
    if (!raw) throw new Error(`object ${oid} not found`);
    let nul = raw.indexOf(0), m = nul > 0 ? /^(commit|tree|blob|tag) (\d+)$/.exec(raw.toString("latin1", 0, nul)) : null;
    if (!m || Number(m[2]) !== raw.length - nul - 1) throw new Error(`object ${oid}: corrupt loose object`);
    return { type: m[1], data: raw.subarray(nul + 1) };
  }
  fd(p) {
    return p.fd === void 0 && (p.fd = openSync2(p.path, "r"), p.size = fstatSync2(p.fd).size), p.fd;
  }
  /**
   * Reads `len` bytes at `pos` (fewer at the pack's end) into a scratch buffer reused by every read:
   * the bytes are only ever inflated, and fresh buffers per read piled up as garbage faster than
   * the collector returned them (RSS grew with the history read).
   */
  bytes(p, pos, len) {
    let fd = this.fd(p), n = Math.max(0, Math.min(len, p.size - 20 - pos));
    this.scratch.length < n && n <= SCRATCH_MAX && (this.scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_MAX, Math.max(n, this.scratch.length * 2))));
    let into = n <= this.scratch.length ? this.scratch : Buffer.allocUnsafeSlow(n), got = 0;
    for (; got < n; ) {
      let r = readSync2(fd, into, got, n - got, pos + got);
      if (r === 0) break;
      got += r;
    }
    return into.subarray(0, got);
  }
  readPacked(packNo, offset, depth) {
    if (depth > MAX_CHAIN) throw new Error(`delta chain deeper than ${MAX_CHAIN} in ${this.packs[packNo].path}`);
    let key = `${packNo}:${offset}`, hit = this.cache.get(key);
    if (hit)
      return this.cache.delete(key), this.cache.set(key, hit), hit;
    let p = this.packs[packNo], head = Buffer.from(this.bytes(p, offset, 32));
    if (head.length < 2) throw new Error(`${p.path}: no object at offset ${offset}`);
    let at = 0, c = head[at++], type = c >> 4 & 7, size = c & 15, shift = 4;
    for (; c & 128; )
      c = head[at++], size += (c & 127) * 2 ** shift, shift += 7;
    let base;
    if (type === OFS_DELTA) {
      c = head[at++];
      let back = c & 127;
      for (; c & 128; )
        c = head[at++], back = (back + 1) * 128 + (c & 127);
      base = this.readPacked(packNo, offset - back, depth + 1);
    } else if (type === REF_DELTA) {
      let baseOid = head.subarray(at, at + 20).toString("hex");
      at += 20, base = this.readAt(baseOid, depth + 1);
    } else if (!TYPES[type])
      throw new Error(`${p.path}: unknown object type ${type} at offset ${offset}`);
    let data = this.inflateAt(p, offset + at, size), obj = base ? { type: base.type, data: applyDelta(base.data, data) } : { type: TYPES[type], data };
    return this.remember(key, obj), obj;
  }
  readAt(oid, depth) {
    let name = Buffer.from(oid, "hex");
    if (name.length !== 20 || !/^[0-9a-f]{40}$/.test(oid)) throw new Error(`not an object name: ${oid}`);
    for (let i = 0; i < this.packs.length; i++) {
      let offset = this.packs[i].index.find(name);
      if (offset !== void 0) return this.readPacked(i, offset, depth);
    }
    return this.readLoose(oid);
  }
  /** Inflates the zlib stream at `pos` that expands to `size` bytes. */
  inflateAt(p, pos, size) {
    let bound = size + (size >> 12) + (size >> 14) + 64, opts = { chunkSize: Math.max(64, size + 1) }, out;
    try {
      out = inflateSync(this.bytes(p, pos, bound), opts);
    } catch {
      out = inflateSync(this.bytes(p, pos, p.size), opts);
    }
    if (out.length !== size) throw new Error(`${p.path}: object at ${pos} inflates to ${out.length} bytes, expected ${size}`);
    return out;
  }
  remember(key, obj) {
    let n = obj.data.length;
    if (!(n > BASE_CACHE_BYTES / 16)) {
      this.cache.set(key, obj), this.cacheBytes += n;
      for (let [k, v] of this.cache) {
        if (this.cacheBytes <= BASE_CACHE_BYTES) break;
        this.cache.delete(k), this.cacheBytes -= v.data.length;
      }
    }
  }
};

// scripts/git/objects/parse.ts
function parseCommit(data, oid) {
  let end = data.indexOf(`

`), head = data.toString("utf8", 0, end < 0 ? data.length : end), tree, parents = [], time;
  for (let line of head.split(`
`))
    if (line.startsWith("tree ")) tree = line.slice(5);
    else if (line.startsWith("parent ")) parents.push(line.slice(7));
    else if (line.startsWith("committer ")) {
      let m = /> (-?\d+) [+-]\d{4}$/.exec(line);
      m && (time = Number(m[1]));
    }
  if (!tree || time === void 0) throw new Error(`commit ${oid}: no tree or committer line`);
  return { tree, parents, time };
}
function normalizeMode(raw) {
  let m = parseInt(raw, 8), kind = m & 61440;
  return kind === 16384 ? "040000" : kind === 40960 ? "120000" : kind === 57344 ? "160000" : m & 73 ? "100755" : "100644";
}
function parseTree(data, oid) {
  let out = [], at = 0;
  for (; at < data.length; ) {
    let sp = data.indexOf(32, at), nul = sp < 0 ? -1 : data.indexOf(0, sp + 1);
    if (sp < 0 || nul < 0 || nul + 21 > data.length) throw new Error(`tree ${oid}: corrupt entry at byte ${at}`);
    out.push({
      mode: normalizeMode(data.toString("latin1", at, sp)),
      path: data.toString("utf8", sp + 1, nul),
      oid: data.toString("hex", nul + 1, nul + 21)
    }), at = nul + 21;
  }
  return out;
}
function expect(store, oid, type) {
  let o = store.read(oid);
  if (o.type !== type) throw new Error(`object ${oid} is a ${o.type}, not a ${type}`);
  return o.data;
}
function readCommit(store, oid) {
  return parseCommit(expect(store, oid, "commit"), oid);
}
function readTree(store, oid) {
  return parseTree(expect(store, oid, "tree"), oid);
}
function blobAt(store, commit, path) {
  let tree = readCommit(store, commit).tree, parts = path.split("/");
  for (let i = 0; i < parts.length; i++) {
    let e = readTree(store, tree).find((x) => x.path === parts[i]);
    if (!e) return;
    if (i === parts.length - 1) return e.mode === "040000" || e.mode === "160000" ? void 0 : expect(store, e.oid, "blob");
    if (e.mode !== "040000") return;
    tree = e.oid;
  }
}

// scripts/git/isomorphic-backend.ts
import { join as join2 } from "node:path";

// scripts/git/history/renames.ts
function basename(p) {
  let i = p.lastIndexOf("/");
  return i < 0 ? p : p.slice(i + 1);
}
function isRegular(mode) {
  return mode === "100644" || mode === "100755";
}
async function detectRenames(deleted, added, readBlob) {
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
    return v || (v = chunkSignature(await readBlob(s.oid)), sig.set(s.oid, v)), v;
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
var TREE_MODE = "040000", IsomorphicBackend = class {
  constructor(root, layout) {
    this.root = root;
    this.layout = layout;
    this.fs = isoFs(layout);
  }
  root;
  layout;
  name = "isomorphic";
  fs;
  /** The one shared isomorphic-git cache (pack indexes), for refs and status. */
  cache = {};
  storeMemo;
  trees = /* @__PURE__ */ new Map();
  get args() {
    return { fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache };
  }
  get store() {
    return this.storeMemo ??= new ObjectStore([join2(this.layout.commondir, "objects"), ...this.layout.alternates]), this.storeMemo;
  }
  statusUnreadableMemo;
  /** Why isomorphic-git's status cannot be computed here, or undefined when it can. */
  get statusUnreadable() {
    return this.statusUnreadableMemo ??= { note: statusUnreadable(this.layout) }, this.statusUnreadableMemo.note;
  }
  /** A repository this backend cannot read at all: SHA-256 object names (isomorphic-git and the object reader know SHA-1). */
  get unsupported() {
    return this.layout.objectFormat === "sha1" ? void 0 : objectFormatNote(this.layout.objectFormat);
  }
  async head() {
    if (!this.unsupported)
      try {
        return await (0, import_isomorphic_git.resolveRef)({ ...this.args, ref: "HEAD" });
      } catch {
        return;
      }
  }
  async readHistory(head, since, limits) {
    try {
      return await this.readHistoryOpen(head, since, limits);
    } catch (err) {
      return { commits: [], reached_since: !1, truncated: !0, notes: [isoUnreadableNote("history", err)] };
    } finally {
      this.closeStore();
    }
  }
  /** Pack files stay open while a read goes on; closed after it (a long-lived process opens many repositories). */
  closeStore() {
    this.storeMemo?.close(), this.trees.clear();
  }
  async readHistoryOpen(head, since, limits) {
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
      !parent && shallow.has(cur) && (truncated = !0, notes.push(shallowNote(curInfo.time))), cur = parent, parentInfo && (curInfo = parentInfo), this.trees.size > 2e3 && this.trees.clear();
    }
    return { commits, reached_since: reached, truncated, notes };
  }
  async commitInfo(oid) {
    return readCommit(this.store, oid);
  }
  async tree(oid) {
    let t = this.trees.get(oid);
    return t || (t = readTree(this.store, oid), this.trees.set(oid, t)), t;
  }
  /** The changes from tree `a` (undefined: empty) to tree `b`, renames detected, sorted by path. */
  async diffCommit(a, b) {
    let added = [], deleted = [], modified = [];
    await this.diffTrees(a, b, "", added, deleted, modified);
    let changes = modified.map((path) => ({ status: "M", path }));
    if (added.length && deleted.length) {
      added.sort((x, y) => cmp2(x.path, y.path)), deleted.sort((x, y) => cmp2(x.path, y.path));
      let pairs = await detectRenames(deleted, added, async (oid) => this.store.read(oid).data), from = new Set(pairs.map((p) => p.from)), to = new Set(pairs.map((p) => p.to));
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
    try {
      return await this.countLines(requests, limits);
    } finally {
      this.closeStore();
    }
  }
  async countLines(requests, limits) {
    let out = /* @__PURE__ */ new Map(), started = Date.now(), blob = async (commit, path) => {
      if (!(!commit || !path))
        try {
          return blobAt(this.store, commit, path);
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
    if (this.unsupported) return { tracked: !1, clean: !1, note: this.unsupported };
    try {
      return await this.readPathState(relPath);
    } catch (err) {
      return { tracked: !1, clean: !1, note: isoUnreadableNote("working-tree status", err) };
    }
  }
  async readPathState(relPath) {
    let whole = relPath === "" || relPath === ".", target = relPath.replace(/\/$/, ""), under = (p) => whole || p === target || p.startsWith(target + "/"), indexed = (await (0, import_isomorphic_git.listFiles)(this.args)).filter(under), unreadable = this.statusUnreadable;
    if (unreadable) return { tracked: indexed.length > 0, clean: !1, note: unreadable };
    let clean = (await changedPaths(this.layout, whole ? "" : target, this.cache, this.fs)).length === 0;
    return { tracked: indexed.length > 0, clean };
  }
};
function cmp2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
export {
  IsomorphicBackend
};
