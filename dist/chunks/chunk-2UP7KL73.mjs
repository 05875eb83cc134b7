import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  shallowNote
} from "./chunk-ABXALP3M.mjs";
import {
  gitOut,
  runGit,
  splitZ,
  streamGit
} from "./chunk-QMUIZIYI.mjs";

// scripts/git/git-backend.ts
function lineKey(commit, path) {
  return `${commit}\0${path}`;
}

// scripts/git/native-backend.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
import { availableParallelism } from "node:os";

// scripts/git/head.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, PER_WORKTREE_REF = /^refs\/(?:bisect|worktree|rewritten)\//;
function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return;
  }
}
function readHead(layout) {
  let ref = "HEAD";
  for (let hops = 0; hops < 5; hops++) {
    let dir = ref === "HEAD" || PER_WORKTREE_REF.test(ref) ? layout.gitdir : layout.commondir, loose = read(join(dir, ref));
    if (loose !== void 0) {
      let v = loose.trim();
      if (OID.test(v)) return v;
      let m = /^ref: (refs\/\S+)$/.exec(v);
      if (!m || m[1].includes("..") || m[1] === "refs/heads/.invalid") return;
      ref = m[1];
      continue;
    }
    if (ref === "HEAD") return;
    let packed = read(join(layout.commondir, "packed-refs"));
    if (packed === void 0) return null;
    for (let line of packed.split(`
`)) {
      if (line.startsWith("#") || line.startsWith("^")) continue;
      let sp = line.indexOf(" ");
      if (sp > 0 && line.slice(sp + 1).trim() === ref) {
        let oid = line.slice(0, sp);
        return OID.test(oid) ? oid : void 0;
      }
    }
    return null;
  }
}

// scripts/git/history/parse-log.ts
var LogParser = class {
  commits = [];
  rest = Buffer.alloc(0);
  current;
  /** A status token waiting for its path tokens. */
  pending;
  push(chunk) {
    let buf = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk, start = 0;
    for (; ; ) {
      let nul = buf.indexOf(0, start);
      if (nul < 0) break;
      this.token(buf.toString("utf8", start, nul)), start = nul + 1;
    }
    this.rest = start < buf.length ? Buffer.from(buf.subarray(start)) : Buffer.alloc(0);
  }
  /** Finishes the last commit; returns every commit, newest first (git log's order). */
  end() {
    return this.rest.length && (this.token(this.rest.toString("utf8")), this.rest = Buffer.alloc(0)), this.flush(), this.commits;
  }
  flush() {
    this.current && (this.current.changes.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0), this.commits.push(this.current)), this.current = void 0, this.pending = void 0;
  }
  token(raw) {
    let t = raw;
    if (this.pending) {
      if (this.pending.got.push(t), this.pending.got.length === this.pending.need) {
        let p = this.pending;
        this.pending = void 0, p.status === "R" ? this.current?.changes.push({ status: "R", path: p.got[1], from: p.got[0] }) : this.current?.changes.push({ status: p.status, path: p.got[0] });
      }
      return;
    }
    if (t.startsWith(`
`) && (t = t.slice(1)), t.startsWith("")) {
      this.flush();
      let [commit, time, parent] = t.slice(1).trim().split(" ");
      this.current = { commit, parent: parent || void 0, time: Number(time), changes: [] };
      return;
    }
    if (t === "") return;
    let code = t[0];
    switch (code) {
      case "A":
      case "M":
      case "D":
        this.pending = { status: code, need: 1, got: [] };
        break;
      case "T":
        this.pending = { status: "M", need: 1, got: [] };
        break;
      case "R":
        this.pending = { status: "R", need: 2, got: [] };
        break;
      default:
        throw new Error(`unexpected git log token ${JSON.stringify(t.slice(0, 40))}`);
    }
  }
};

// scripts/git/native-backend.ts
var NativeBackend = class {
  constructor(root, layout) {
    this.root = root;
    this.layout = layout;
  }
  root;
  layout;
  name = "native";
  async head() {
    let fromFiles = this.layout ? readHead(this.layout) : void 0;
    if (fromFiles !== void 0) return fromFiles ?? void 0;
    let r = await runGit(this.root, ["rev-parse", "--verify", "-q", "HEAD^{commit}"]);
    if (r.code === 0)
      return r.stdout.toString("utf8").trim() || void 0;
  }
  async readHistory(head, since, _limits) {
    let read2 = await this.log(head, since, ["--diff-merges=first-parent"]);
    if (read2.code !== 0 && /diff-merges/.test(read2.stderr) && (read2 = await this.log(head, since, ["-m"])), read2.code !== 0) {
      if (since) return { commits: [], reached_since: !1, truncated: !1, notes: [] };
      throw new Error(`git log failed in ${this.root}: ${read2.stderr.trim()}`);
    }
    let commits = read2.commits, oldest = commits[commits.length - 1], reached = since !== void 0 && (oldest ? oldest.parent === since : head === since), notes = [], truncated = !1, shallow = shallowCommits(this.layout);
    return oldest && !reached && shallow.has(oldest.commit) && (oldest.parent = void 0, truncated = !0, notes.push(shallowNote(oldest.time))), { commits, reached_since: reached, truncated, notes };
  }
  /** ONE `git log` over the range, parsed as it streams. */
  async log(head, since, merges) {
    let args = [
      "-c",
      "log.showRoot=true",
      "log",
      "--first-parent",
      ...merges,
      "-z",
      "--name-status",
      "-M",
      "--no-ext-diff",
      "--no-textconv",
      "--format=%x01%H %ct %P",
      since ? `${since}..${head}` : head,
      "--"
    ], parser = new LogParser(), r = await streamGit(this.root, args, (b) => parser.push(b));
    return { code: r.code, stderr: r.stderr, commits: r.code === 0 ? parser.end() : [] };
  }
  async lineCounts(requests, _limits) {
    let out = /* @__PURE__ */ new Map();
    if (requests.length === 0) return out;
    let wanted = new Set(requests.map((q) => lineKey(q.commit, q.change.path))), byCommit = /* @__PURE__ */ new Map();
    for (let q of requests) byCommit.set(q.commit, q.parent);
    let all = [...byCommit].map(([c, p]) => p ? `${c} ${p}` : c), batches = Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(all.length / 256))), size = Math.ceil(all.length / batches), outputs = await Promise.all(
      Array.from(
        { length: batches },
        (_, i) => gitOut(this.root, [
          "diff-tree",
          "--stdin",
          "-z",
          "-r",
          "--root",
          "--numstat",
          "-M",
          "--minimal",
          "--no-ext-diff",
          "--no-textconv"
        ], all.slice(i * size, (i + 1) * size).join(`
`) + `
`)
      )
    );
    for (let buf of outputs) this.parseNumstat(buf, wanted, out);
    for (let k of wanted) out.has(k) || out.set(k, 0);
    return out;
  }
  parseNumstat(buf, wanted, out) {
    let commit = "", toks = splitZ(buf);
    for (let i = 0; i < toks.length; i++) {
      let t = toks[i], tab1 = t.indexOf("	");
      if (tab1 < 0) {
        commit = t.trim();
        continue;
      }
      let tab2 = t.indexOf("	", tab1 + 1), added = t.slice(0, tab1), deleted = t.slice(tab1 + 1, tab2), path = t.slice(tab2 + 1);
      path === "" && (i += 2, path = toks[i]);
      let n = added === "-" ? 0 : Number(added) + Number(deleted), key = lineKey(commit, path);
      wanted.has(key) && out.set(key, n);
    }
  }
  async pathState(relPath) {
    let spec = relPath === "" || relPath === "." ? ["."] : [`:(literal)${relPath}`], [files, status] = await Promise.all([
      gitOut(this.root, ["ls-files", "-z", "--", ...spec]),
      gitOut(this.root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=none", "--", ...spec])
    ]), tracked = splitZ(files);
    return { tracked: tracked.length > 0 && await this.isFolderOrTrackedFile(relPath, tracked), clean: status.length === 0 };
  }
  async isFolderOrTrackedFile(relPath, tracked) {
    return relPath === "" || relPath === "." ? !0 : tracked.includes(relPath) || tracked.some((p) => p.startsWith(relPath.replace(/\/$/, "") + "/"));
  }
};
function shallowCommits(layout) {
  if (!layout) return /* @__PURE__ */ new Set();
  let f = join2(layout.commondir, "shallow");
  return existsSync(f) ? new Set(readFileSync2(f, "utf8").split(`
`).map((l) => l.trim()).filter(Boolean)) : /* @__PURE__ */ new Set();
}

export {
  lineKey,
  NativeBackend,
  shallowCommits
};
