import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  findRepoLayout,
  repoLayoutAt
} from "./chunk-4ROUI7X6.mjs";
import {
  throughSymlinkedFolder
} from "./chunk-MIYAM7C7.mjs";
import {
  HygieneError,
  readRegularText
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/order.ts
function byCodeUnit(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function lowerBound(sorted, key) {
  let lo = 0, hi = sorted.length;
  for (; lo < hi; ) {
    let mid = lo + hi >> 1;
    sorted[mid] < key ? lo = mid + 1 : hi = mid;
  }
  return lo;
}
function withPrefix(sorted, prefix) {
  let out = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(sorted[i]);
  return out;
}

// scripts/git/fs-probe.ts
import { lstatSync, promises as fsp, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
async function existsAsFile(abs) {
  try {
    let st = await fsp.lstat(abs);
    return st.isFile() || st.isSymbolicLink();
  } catch {
    return !1;
  }
}
async function isDirectory(abs) {
  try {
    return (await fsp.lstat(abs)).isDirectory();
  } catch {
    return !1;
  }
}
async function isRepoDir(abs) {
  try {
    return await fsp.lstat(join(abs, ".git")), !0;
  } catch {
    return !1;
  }
}
function repoPrefix(root, layout) {
  return relative(layout.root, realpathSync(root)).split(sep).join("/");
}
async function throughSymlink(root, rel) {
  return throughSymlinkedFolder(root, rel);
}
function present(root, rel) {
  try {
    return lstatSync(join(root, rel)), !0;
  } catch {
    return !1;
  }
}

// scripts/git/git-backend.ts
function lineKey(commit, path) {
  return `${commit}\0${path}`;
}

// scripts/git/history/notes.ts
function isoDate(unixSeconds) {
  return new Date(unixSeconds * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
}
function shallowNote(oldestTime) {
  return `history is shallow: commits before ${isoDate(oldestTime)} are not in this clone`;
}
function budgetNote(limit, oldestTime) {
  let what = `history.max_commits (${limit})`;
  return `isomorphic-git path: ${oldestTime === void 0 ? "all history" : `history before ${isoDate(oldestTime)}`} left out by ${what}; install git for the full history`;
}
function packSizeNote(bytes, limit) {
  let mb = (n) => `${Math.round(n / 1048576)} MB`;
  return `isomorphic-git reads whole pack files into memory and this repository's hold ${mb(bytes)} (more than ${mb(limit)}); working-tree status not computed (treated as not clean); install git to read it`;
}
function isoUnreadableNote(what, err) {
  let text = err instanceof Error ? err.message : String(err), msg = /this error message: (.+)$/s.exec(text)?.[1]?.trim() ?? text.split(`
`)[0];
  return `the isomorphic path could not read this repository's ${what} (${msg}); ${what === "history" ? "history left out" : "treated as not tracked and not clean"}; install git to read it`;
}
function objectFormatNote(format) {
  return `the isomorphic path reads SHA-1 repositories only and this one uses ${format} object names; history left out, working-tree status treated as not tracked and not clean; install git to read it`;
}
function partialRenamesNote() {
  return "partial clone: renames found only where the content is unchanged (rename similarity needs blobs this clone does not hold)";
}
function partialLinesNote(count, of) {
  return `partial clone: changed lines of ${count} ${of} not counted (${of === "commits" ? "their blobs are not in this clone" : "they would fetch blobs this clone does not hold; git >= 2.44 (or 2.39.4, 2.40.2, 2.41.1, 2.42.2, 2.43.4) can read without fetching"}); edit_recency_vs_churn skipped the docs that need them`;
}
function similarityDamagedNote(object) {
  return `object ${object} is unreadable: renames found only where the content is unchanged (rename similarity skipped)`;
}
function partialHistoryNote() {
  return "partial clone without all its trees (a tree filter): history not read (it would fetch trees this clone does not hold; git >= 2.44 (or 2.39.4, 2.40.2, 2.41.1, 2.42.2, 2.43.4) can read without fetching)";
}
function isPartialHistoryNote(note) {
  return /^(?:history is shallow|partial clone|isomorphic-git path|the isomorphic path|object [0-9a-f]+ is unreadable: )/.test(note);
}
function isDamageNote(note) {
  return /^object [0-9a-f]+ is unreadable: (?:history|all history)/.test(note);
}
function damagedHistoryNote(object, oldestTime, partial = !1) {
  let what = oldestTime === void 0 ? "all history left out" : `history before ${isoDate(oldestTime)} left out`;
  return partial ? `partial clone: object ${object} is not in this clone: ${what}` : `object ${object} is unreadable: ${what}`;
}
function damagedLinesNote(object, commit) {
  return `object ${object} is unreadable: changed lines of commit ${commit} not counted; edit_recency_vs_churn skipped the docs that need them`;
}
function unreadableStatusNote(object, relPath) {
  return `object ${object} is unreadable: working-tree status of ${relPath === "" || relPath === "." ? "the project" : relPath} not computed (treated as not clean)`;
}
function unreadableLookupNote(object, what) {
  return `object ${object} is unreadable: ${what}`;
}
function partialLookupNote(signal, what) {
  return `partial clone: ${signal}: ${what} (the past versions it reads are not in this clone; nothing fetched)`;
}

// scripts/git/native-backend.ts
import { existsSync, realpathSync as realpathSync3 } from "node:fs";
import { join as join5 } from "node:path";
import { availableParallelism } from "node:os";

// scripts/git/exec.ts
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, realpathSync as realpathSync2, rmdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join as join2 } from "node:path";
var SCRUBBED = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_COMMON_DIR",
  "GIT_PREFIX",
  "GIT_NAMESPACE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_GRAFT_FILE",
  "GIT_REPLACE_REF_BASE",
  "GIT_NO_REPLACE_OBJECTS",
  "GIT_SHALLOW_FILE",
  "GIT_EXTERNAL_DIFF",
  "GIT_DIFF_OPTS",
  "GIT_PAGER"
];
function gitEnv(extra = {}) {
  let env = { ...process.env };
  for (let k of SCRUBBED) delete env[k];
  return env.GIT_OPTIONAL_LOCKS = "0", env.GIT_TERMINAL_PROMPT = "0", env.GIT_NO_LAZY_FETCH = "1", env.LC_ALL = "C", env.LANGUAGE = "C", { ...env, ...extra };
}
var emptyFolder;
function noProgram() {
  if (emptyFolder) return emptyFolder;
  let dir = realpathSync2(mkdtempSync(join2(tmpdir(), "doc-hygiene-no-hooks-")));
  return process.once("exit", () => {
    try {
      rmdirSync(dir);
    } catch {
    }
  }), emptyFolder = dir, dir;
}
var PROGRAM_SETTINGS = [
  "core.pager",
  "core.editor",
  "core.sshCommand",
  "core.askPass",
  "core.gitProxy",
  "core.alternateRefsCommand",
  "diff.external",
  "gpg.program",
  "gpg.openpgp.program",
  "gpg.ssh.program",
  "gpg.x509.program",
  "gpg.ssh.defaultKeyCommand",
  "sequence.editor"
];
function globalArgs() {
  let none = noProgram();
  return ["--no-pager", "--no-optional-locks", ...[
    ["core.quotepath", "off"],
    ["log.showSignature", "false"],
    ["color.ui", "false"],
    ["grep.fallbackToNoIndex", "false"],
    ["core.fsmonitor", "false"],
    ["core.hooksPath", none],
    ["credential.helper", ""],
    ["protocol.allow", "never"],
    ...PROGRAM_SETTINGS.map((k) => [k, none])
  ].flatMap(([k, v]) => ["-c", `${k}=${v}`])];
}
var DIFF_COMMANDS = /* @__PURE__ */ new Set(["log", "show", "diff", "diff-tree", "diff-index", "diff-files", "whatchanged"]), TEXTCONV_COMMANDS = /* @__PURE__ */ new Set(["grep", "blame"]), NO_WORK_TREE_CONTENT = /* @__PURE__ */ new Set(["version", "config", "cat-file", "rev-parse", "merge-base", "rev-list", "ls-tree", "for-each-ref", "show-ref", "symbolic-ref"]), RUNS_DRIVERS = /^--(?:filters|textconv|ext-diff)$/;
function rawArgs(args) {
  let [sub, ...rest] = args;
  if (sub === void 0) return args;
  let bad = rest.find((a) => RUNS_DRIVERS.test(a));
  if (bad !== void 0) throw new HygieneError("INTERNAL", `git ${sub} ${bad}: doc-hygiene never runs the repository's filters or diff drivers`);
  return DIFF_COMMANDS.has(sub) ? [sub, "--no-textconv", "--no-ext-diff", ...rest] : TEXTCONV_COMMANDS.has(sub) ? [sub, "--no-textconv", ...rest] : args;
}
var driversByFolder = /* @__PURE__ */ new Map();
function filterOverrides(cwd) {
  let hit = driversByFolder.get(cwd);
  return hit || (hit = spawnCollect(cwd, FILTER_QUERY, {}).then((r) => overridesOf(r.stdout)), driversByFolder.set(cwd, hit)), hit;
}
var FILTER_QUERY = ["config", "-z", "--get-regexp", "^filter\\."];
function overridesOf(stdout) {
  let names = /* @__PURE__ */ new Set();
  for (let entry of splitZ(stdout)) {
    let key = entry.split(`
`, 1)[0], last = key.lastIndexOf(".");
    last > 7 && names.add(key.slice(7, last));
  }
  let args = [], env = {}, n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (let name of [...names].sort())
    for (let [k, v] of [["clean", ""], ["smudge", ""], ["process", ""], ["required", "false"]])
      name.includes("=") ? (env[`GIT_CONFIG_KEY_${n}`] = `filter.${name}.${k}`, env[`GIT_CONFIG_VALUE_${n}`] = v, n++) : args.push("-c", `filter.${name}.${k}=${v}`);
  return Object.keys(env).length > 0 && (env.GIT_CONFIG_COUNT = String(n)), { args, env };
}
var workTrees = /* @__PURE__ */ new Map();
function workTreeArgs(cwd) {
  let hit = workTrees.get(cwd);
  if (!hit) {
    let holder;
    try {
      holder = findRepoLayout(cwd)?.root;
    } catch {
      holder = void 0;
    }
    hit = holder === void 0 ? [] : [`--work-tree=${holder}`], workTrees.set(cwd, hit);
  }
  return hit;
}
var GITDIR_FILES = ["HEAD", "index", "config.worktree", "commondir", "gitdir", "shallow", "info/exclude", "info/attributes", "info/sparse-checkout", "info/grafts"], COMMONDIR_FILES = ["config", "packed-refs", "shallow", "info/exclude", "info/attributes", "info/grafts", "objects/info/alternates", "objects/info/commit-graph", "objects/info/packs"], gitDirProblems = /* @__PURE__ */ new Map();
function gitDirProblem(cwd) {
  if (gitDirProblems.has(cwd)) return gitDirProblems.get(cwd);
  let problem;
  try {
    let layout = findRepoLayout(cwd);
    if (layout) {
      let files = [...GITDIR_FILES.map((f) => join2(layout.gitdir, f)), ...COMMONDIR_FILES.map((f) => join2(layout.commondir, f))], head = readHeadLink(join2(layout.gitdir, "HEAD"));
      head && files.push(join2(layout.commondir, head));
      for (let f of files) {
        let st;
        try {
          st = statSync(f);
        } catch {
          continue;
        }
        if (!st.isFile()) {
          problem = `the repository's ${f} is not a regular file; doc-hygiene runs no git on a repository whose own files could block or flood it`;
          break;
        }
      }
    }
  } catch {
    problem = void 0;
  }
  return gitDirProblems.set(cwd, problem), problem;
}
function readHeadLink(path) {
  try {
    if (!statSync(path).isFile()) return;
    let m = /^ref: (refs\/[^\s]+)\s*$/.exec(readRegularText(path, 4096) ?? "");
    return m && !m[1].split("/").includes("..") ? m[1] : void 0;
  } catch {
    return;
  }
}
function refused(problem) {
  return { code: 128, stdout: Buffer.alloc(0), stderr: `fatal: ${problem}
` };
}
async function invocation(cwd, args) {
  let raw = rawArgs(args), drivers = NO_WORK_TREE_CONTENT.has(args[0] ?? "") ? { args: [], env: {} } : await filterOverrides(cwd);
  return { argv: [...globalArgs(), ...workTreeArgs(cwd), ...drivers.args, ...raw], env: gitEnv(drivers.env) };
}
function spawnCollect(cwd, args, extraEnv, input) {
  return collect(spawn("git", [...globalArgs(), ...rawArgs(args)], { cwd, env: gitEnv(extraEnv), stdio: ["pipe", "pipe", "pipe"] }), input);
}
function collect(child, input) {
  return new Promise((resolve, reject) => {
    let out = [], err = [];
    child.stdout.on("data", (b) => out.push(b)), child.stderr.on("data", (b) => err.push(b)), child.on("error", reject), child.on(
      "close",
      (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") })
    ), child.stdin.on("error", () => {
    }), child.stdin.end(input ?? "");
  });
}
async function runGit(cwd, args, input) {
  let problem = gitDirProblem(cwd);
  if (problem) return refused(problem);
  let { argv, env } = await invocation(cwd, args);
  return collect(spawn("git", argv, { cwd, env, stdio: ["pipe", "pipe", "pipe"] }), input);
}
async function gitOut(cwd, args, input) {
  let r = await runGit(cwd, args, input);
  if (r.code !== 0) throw new HygieneError("IO", `git ${args[0]} failed in ${cwd}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return r.stdout;
}
function streamGit(cwd, args, onChunk) {
  let problem = gitDirProblem(cwd);
  return problem ? Promise.resolve(refused(problem)) : invocation(cwd, args).then(({ argv, env }) => new Promise((resolve, reject) => {
    let child = spawn("git", argv, { cwd, env, stdio: ["ignore", "pipe", "pipe"] }), err = [], failure;
    child.stdout.on("data", (b) => {
      if (!failure)
        try {
          onChunk(b);
        } catch (e) {
          failure = e, child.kill();
        }
    }), child.stderr.on("data", (b) => err.push(b)), child.on("error", reject), child.on("close", (code) => {
      failure ? reject(failure) : resolve({ code: code ?? -1, stderr: Buffer.concat(err).toString("utf8") });
    });
  }));
}
var version;
function gitVersion() {
  return version ??= spawnCollect(process.cwd(), ["version"], {}).then(
    (r) => {
      let m = /git version (\d+)\.(\d+)(?:\.(\d+))?/.exec(r.stdout.toString("utf8"));
      return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : void 0;
    },
    () => {
    }
  ), version;
}
function unreadableObject(stderr) {
  return (/(?:unable to read|could not read|could not fetch|bad object|missing (?:blob|tree|commit) object|is corrupt|failed to read object)\s+(?:tree |blob |commit )?'?([0-9a-f]{40}(?:[0-9a-f]{24})?)\b/i.exec(stderr) ?? /\bobject ([0-9a-f]{40}(?:[0-9a-f]{24})?)\b.*(?:missing|corrupt|unreadable)/i.exec(stderr))?.[1];
}
var available;
function gitOnPath() {
  return available ??= Promise.resolve(findOnPath("git")), available;
}
function findOnPath(name) {
  let dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean), exts = process.platform === "win32" ? (process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";") : [""];
  for (let dir of dirs)
    for (let ext of exts)
      try {
        let p = join2(dir, name + ext);
        if (!statSync(p).isFile()) continue;
        return accessSync(p, constants.X_OK), !0;
      } catch {
      }
  return !1;
}
function splitZ(buf) {
  let s = buf.toString("utf8");
  if (s.length === 0) return [];
  let parts = s.split("\0");
  return parts[parts.length - 1] === "" && parts.pop(), parts;
}
var GitObjectReader = class {
  constructor(cwd) {
    this.cwd = cwd;
  }
  cwd;
  child;
  waiting = [];
  chunks = [];
  length = 0;
  /** Bytes needed before the next object can be parsed (its header and body): no copying until then. */
  need = 1;
  dead = !1;
  start() {
    let child = spawn("git", [...globalArgs(), "cat-file", "--batch"], { cwd: this.cwd, env: gitEnv(), stdio: ["pipe", "pipe", "ignore"] });
    child.stdout.on("data", (b) => {
      this.chunks.push(b), this.length += b.length, this.length >= this.need && this.drain();
    });
    let fail = () => {
      this.dead = !0, this.child = void 0;
      for (let w of this.waiting.splice(0)) w(void 0);
    };
    return child.on("error", fail), child.on("close", fail), child.stdin.on("error", fail), child;
  }
  drain() {
    let buf = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length), at = 0;
    for (; this.waiting.length > 0; ) {
      let nl = buf.indexOf(10, at);
      if (nl < 0) {
        this.need = buf.length - at + 1;
        break;
      }
      let head = buf.subarray(at, nl).toString("latin1").split(" "), [oid, type, size] = head;
      if (head.length !== 3 || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(oid) || !/^\d+$/.test(size)) {
        at = nl + 1, this.settle(void 0);
        continue;
      }
      let end = nl + 1 + Number(size);
      if (buf.length < end + 1) {
        this.need = end + 1 - at;
        break;
      }
      let data = Buffer.from(buf.subarray(nl + 1, end));
      at = end + 1, this.settle({ oid, type, data });
    }
    buf = buf.subarray(at), this.chunks = buf.length > 0 ? [buf] : [], this.length = buf.length;
  }
  settle(o) {
    this.waiting.shift()(o), this.need = 1, this.waiting.length === 0 && this.hold(!1);
  }
  hold(on) {
    let c = this.child;
    if (c)
      for (let h of [c, c.stdin, c.stdout]) (on ? h?.ref : h?.unref)?.call(h);
  }
  /** The object named by `spec` (an oid, or `rev^{tree}`, `rev:path`), undefined when unreadable. */
  read(spec) {
    return this.dead || /[\n\r]/.test(spec) || gitDirProblem(this.cwd) ? Promise.resolve(void 0) : (this.child ??= this.start(), this.waiting.length === 0 && this.hold(!0), new Promise((resolve) => {
      this.waiting.push(resolve), this.outbox.push(spec) === 1 && queueMicrotask(() => this.child?.stdin?.write(this.outbox.splice(0).join(`
`) + `
`));
    }));
  }
  outbox = [];
  close() {
    this.dead = !0, this.child?.stdin?.end(), this.hold(!1), this.child = void 0;
  }
};

// scripts/git/partial-clone.ts
import { join as join3 } from "node:path";
function readPartialConfig(layout) {
  let none = { remotes: [], filters: [] };
  if (!layout) return none;
  let text = readRegularText(join3(layout.commondir, "config"), 16 * 1024 * 1024);
  if (text === void 0) return none;
  let out = /* @__PURE__ */ new Set(), filters = [], section = "", sub = "";
  for (let raw of text.split(`
`)) {
    let line = raw.replace(/(^|\s)[;#].*$/, "").trim(), head = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
    if (head) {
      section = head[1].toLowerCase(), sub = head[2] ?? "";
      continue;
    }
    let kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/.exec(line);
    if (!kv) continue;
    let key = kv[1].toLowerCase(), value = (kv[2] ?? "true").trim().replace(/^"(.*)"$/, "$1");
    section === "extensions" && key === "partialclone" && value !== "" ? out.add(value) : section === "remote" && key === "promisor" && /^(true|yes|on|1)$/i.test(value) ? out.add(sub) : section === "remote" && key === "partialclonefilter" && filters.push(value);
  }
  return { remotes: [...out], filters };
}
function promisorRemotes(layout) {
  return readPartialConfig(layout).remotes;
}
function isPartialClone(layout) {
  return promisorRemotes(layout).length > 0;
}
function mayLackTrees(layout) {
  let c = readPartialConfig(layout);
  return c.remotes.length === 0 ? !1 : c.filters.length === 0 ? !0 : c.filters.some((f) => !/^blob:(?:none|limit=\S+)$/.test(f));
}
function honoursNoLazyFetch(v) {
  if (!v) return !1;
  let [major, minor, patch] = v;
  if (major !== 2) return major > 2;
  if (minor >= 44) return !0;
  let backport = { 39: 4, 40: 2, 41: 1, 42: 2, 43: 4 };
  return backport[minor] !== void 0 && patch >= backport[minor];
}
function historyObjects(layout, gitVersion2) {
  return isPartialClone(layout) ? honoursNoLazyFetch(gitVersion2) ? "held" : "none" : "all";
}
async function historyObjectsAt(root) {
  return historyObjects(repoLayoutAt(root), await gitVersion());
}

// scripts/git/head.ts
import { join as join4 } from "node:path";
var OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, PER_WORKTREE_REF = /^refs\/(?:bisect|worktree|rewritten)\//, MAX_REF_FILE_BYTES = 256 * 1024 * 1024;
function read(path) {
  return readRegularText(path, MAX_REF_FILE_BYTES);
}
function readHead(layout) {
  let ref = "HEAD";
  for (let hops = 0; hops < 5; hops++) {
    let dir = ref === "HEAD" || PER_WORKTREE_REF.test(ref) ? layout.gitdir : layout.commondir, loose = read(join4(dir, ref));
    if (loose !== void 0) {
      let v = loose.trim();
      if (OID.test(v)) return v;
      let m = /^ref: (refs\/\S+)$/.exec(v);
      if (!m || m[1].includes("..") || m[1] === "refs/heads/.invalid") return;
      ref = m[1];
      continue;
    }
    if (ref === "HEAD") return;
    let packed = read(join4(layout.commondir, "packed-refs"));
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
    this.current && (this.current.changes.sort((a, b) => byCodeUnit(a.path, b.path)), this.commits.push(this.current)), this.current = void 0, this.pending = void 0;
  }
  token(raw) {
    let t = raw;
    if (this.pending) {
      if (this.pending.got.push(t), this.pending.got.length === this.pending.need) {
        let p = this.pending;
        this.pending = void 0, p.status === "R" ? this.current?.changes.push({ status: "R", path: p.got[1], from: p.got[0], ...p.similarity !== void 0 ? { similarity: p.similarity } : {} }) : this.current?.changes.push({ status: p.status, path: p.got[0] });
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
      case "R": {
        let score = /^R(\d{1,3})$/.exec(t);
        this.pending = { status: "R", need: 2, got: [], ...score ? { similarity: Math.min(100, Number(score[1])) } : {} };
        break;
      }
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
    this.partial = isPartialClone(layout);
  }
  root;
  layout;
  name = "native";
  partial;
  /** Notes of the last lineCounts call (see drainNotes). */
  lineNotes = [];
  drainNotes() {
    let out = this.lineNotes;
    return this.lineNotes = [], out;
  }
  /** Whether git can be kept from fetching blobs this clone lacks (always true for a full clone). */
  async mayReadBlobs() {
    return historyObjects(this.layout, await gitVersion()) !== "none";
  }
  async head() {
    let fromFiles = this.layout ? readHead(this.layout) : void 0;
    if (fromFiles !== void 0) return fromFiles ?? void 0;
    let r = await runGit(this.root, ["rev-parse", "--verify", "-q", "HEAD^{commit}"]);
    if (r.code === 0)
      return r.stdout.toString("utf8").trim() || void 0;
  }
  async readHistory(head, since, _limits) {
    let notes = [];
    if (!await this.mayReadBlobs() && mayLackTrees(this.layout)) return { commits: [], reached_since: !1, truncated: !0, notes: [partialHistoryNote()] };
    let renames = "-M";
    this.partial && (renames = "-M100%", notes.push(partialRenamesNote()));
    let read2 = await this.logAnyGit(head, since, renames), bad = read2.code !== 0 ? unreadableObject(read2.stderr) : void 0;
    if (bad && renames === "-M") {
      let retry = await this.logAnyGit(head, since, "-M100%");
      (retry.code === 0 || unreadableObject(retry.stderr) !== bad) && notes.push(similarityDamagedNote(bad)), read2 = retry, bad = read2.code !== 0 ? unreadableObject(read2.stderr) : void 0;
    }
    let truncated = !1, commits = read2.commits;
    if (bad) {
      commits = commits.slice(0, -1);
      let oldest2 = commits[commits.length - 1];
      oldest2 && (oldest2.parent = void 0), truncated = !0, notes.push(damagedHistoryNote(bad, oldest2?.time, this.partial));
    } else if (read2.code !== 0) {
      if (since) return { commits: [], reached_since: !1, truncated: !1, notes: [] };
      throw new Error(`git log failed in ${this.root}: ${read2.stderr.trim()}`);
    }
    let oldest = commits[commits.length - 1], reached = !bad && since !== void 0 && (oldest ? oldest.parent === since : head === since), shallow = shallowCommits(this.layout);
    return oldest && !reached && shallow.has(oldest.commit) && (oldest.parent = void 0, truncated = !0, notes.push(shallowNote(oldest.time))), { commits, reached_since: reached, truncated, notes };
  }
  /**
   * git >= 2.31 spells "diff a merge against its first parent" --diff-merges=first-parent; older
   * git only knows -m (which, with --first-parent, meant the same). Try the modern form first.
   */
  async logAnyGit(head, since, renames) {
    let read2 = await this.log(head, since, ["--diff-merges=first-parent"], renames);
    return read2.code !== 0 && /diff-merges/.test(read2.stderr) && (read2 = await this.log(head, since, ["-m"], renames)), read2;
  }
  /** ONE `git log` over the range, parsed as it streams. */
  async log(head, since, merges, renames) {
    let args = [
      "-c",
      "log.showRoot=true",
      "log",
      "--first-parent",
      ...merges,
      "-z",
      "--name-status",
      renames,
      "--no-ext-diff",
      "--no-textconv",
      "--format=%x01%H %ct %P",
      since ? `${since}..${head}` : head,
      "--"
    ], parser = new LogParser(), r = await streamGit(this.root, args, (b) => parser.push(b)), commits = [];
    try {
      commits = parser.end();
    } catch {
      commits = r.code === 0 ? [] : parser.commits;
    }
    return { code: r.code, stderr: r.stderr, commits };
  }
  async lineCounts(requests, _limits) {
    let out = /* @__PURE__ */ new Map();
    if (this.lineNotes = [], requests.length === 0) return out;
    if (!await this.mayReadBlobs())
      return this.lineNotes.push(partialLinesNote(requests.length, "file changes")), out;
    let wanted = new Set(requests.map((q) => lineKey(q.commit, q.change.path))), byCommit = /* @__PURE__ */ new Map();
    for (let q of requests) byCommit.set(q.commit, q.parent);
    let all = [...byCommit].map(([c, p]) => p ? `${c} ${p}` : c), skipped = [];
    if (this.partial) {
      let missing = await this.missingObjects(all);
      if (missing) {
        for (let [commit, object] of missing) skipped.push({ commit, object });
        all = all.filter((l) => !missing.has(commitOf(l)));
      }
    }
    let batches = Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(all.length / 256))), size = Math.ceil(all.length / batches), outputs = await Promise.all(
      Array.from({ length: batches }, (_, i) => this.numstat(all.slice(i * size, (i + 1) * size), skipped, this.partial))
    );
    for (let bufs of outputs) for (let buf of bufs) this.parseNumstat(buf, wanted, out);
    let lost = new Set(skipped.map((s) => s.commit));
    for (let k of wanted) !out.has(k) && !lost.has(k.slice(0, k.indexOf("\0"))) && out.set(k, 0);
    if (this.partial && skipped.length > 0) this.lineNotes.push(partialLinesNote(skipped.length, "commits"));
    else for (let s of skipped) this.lineNotes.push(damagedLinesNote(s.object, s.commit));
    return out;
  }
  /**
   * `git diff-tree --numstat` over `lines` (`<commit> [<parent>]` each). When git cannot read an
   * object it stops the batch. Then the blobs every commit's diff needs are looked up at once (a raw
   * diff reads trees only, `cat-file --batch-check` reads no content), the commits that need a
   * missing one are skipped (recorded in `skipped`) and the rest run again. When that is not enough
   * (an unreadable tree), commits are taken past one at a time: git prints every commit before the
   * one that needs the object in full; the one it stopped at runs alone, and the rest again.
   */
  async numstat(lines, skipped, prechecked = !1) {
    if (lines.length === 0) return [];
    let first = await this.diffTree(lines);
    if (first.code === 0) return [first.stdout];
    if (!prechecked) {
      let missing = await this.missingObjects(lines);
      if (missing && missing.size > 0) {
        for (let l of lines) {
          let o = missing.get(commitOf(l));
          o && skipped.push({ commit: commitOf(l), object: o });
        }
        return this.numstat(lines.filter((l) => !missing.has(commitOf(l))), skipped, !0);
      }
    }
    let outs = [], rest = lines, r = first;
    for (; ; ) {
      let { whole, last } = cutAtLastHeader(r.stdout);
      whole.length > 0 && outs.push(whole);
      let i = last === void 0 ? 0 : rest.findIndex((l) => commitOf(l) === last);
      i < 0 && (i = 0);
      let alone = await this.diffTree([rest[i]]);
      if (alone.code === 0 ? outs.push(alone.stdout) : skipped.push({ commit: commitOf(rest[i]), object: this.unreadable(alone) }), rest = rest.slice(i + 1), rest.length === 0) break;
      if (r = await this.diffTree(rest), r.code === 0) {
        outs.push(r.stdout);
        break;
      }
    }
    return outs;
  }
  /**
   * For each commit of `lines` whose diff needs a blob this repository does not hold: that blob.
   * Undefined when git cannot even list the diffs (a tree is unreadable). In a partial clone this
   * runs before any line is counted, under GIT_NO_LAZY_FETCH (git >= 2.44), so nothing is fetched.
   */
  async missingObjects(lines) {
    let raw = await runGit(this.root, ["diff-tree", "--stdin", "-z", "-r", "--root", "--raw", "--no-renames", "--no-ext-diff"], lines.join(`
`) + `
`);
    if (raw.code !== 0) return;
    let needs = /* @__PURE__ */ new Map(), commit = "", expectPath = !1;
    for (let tok of splitZ(raw.stdout)) {
      if (expectPath) {
        expectPath = !1;
        continue;
      }
      let t = tok.replace(/^\n/, "");
      if (!t.startsWith(":")) {
        commit = t.trim();
        continue;
      }
      let [oldMode, newMode, oldOid, newOid] = t.slice(1).split(" "), list = needs.get(commit) ?? [];
      oldMode !== "160000" && !/^0+$/.test(oldOid) && list.push(oldOid), newMode !== "160000" && !/^0+$/.test(newOid) && list.push(newOid), needs.set(commit, list), expectPath = !0;
    }
    let oids = [...new Set([...needs.values()].flat())], check = await runGit(this.root, ["cat-file", "--batch-check=%(objectname)"], oids.join(`
`) + `
`);
    if (check.code !== 0) return;
    let absent = /* @__PURE__ */ new Set();
    for (let line of check.stdout.toString("utf8").split(`
`)) {
      let m = /^([0-9a-f]+) missing$/.exec(line.trim());
      m && absent.add(m[1]);
    }
    let out = /* @__PURE__ */ new Map();
    for (let [c, list] of needs) {
      let o = list.find((x) => absent.has(x));
      o && out.set(c, o);
    }
    return out;
  }
  async diffTree(lines) {
    let r = await runGit(this.root, [
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
    ], lines.join(`
`) + `
`);
    return r.code !== 0 && this.unreadable(r), r;
  }
  /** The object git could not read; any other failure is an error of its own. */
  unreadable(r) {
    let bad = unreadableObject(r.stderr);
    if (!bad) throw new Error(`git diff-tree failed in ${this.root}: ${r.stderr.trim() || `exit ${r.code}`}`);
    return bad;
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
      runGit(this.root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=none", "--", ...spec])
    ]), tracked = splitZ(files), isTracked = tracked.length > 0 && await this.isFolderOrTrackedFile(relPath, tracked);
    if (status.code !== 0) {
      let bad = unreadableObject(status.stderr) ?? await this.badTree(status.stderr);
      if (!bad) throw new HygieneError("IO", `git status failed in ${this.root}: ${status.stderr.trim() || `exit ${status.code}`}`);
      return { tracked: isTracked, clean: !1, note: unreadableStatusNote(bad, relPath) };
    }
    return { tracked: isTracked, clean: status.stdout.length === 0 };
  }
  /** git says "bad tree object HEAD" without the tree's name: the commit (still readable) gives it. */
  async badTree(stderr) {
    let m = /bad tree object (\S+)/.exec(stderr);
    if (!m) return;
    let r = await runGit(this.root, ["rev-parse", "--verify", "-q", `${m[1]}^{tree}`]);
    return r.code === 0 ? r.stdout.toString("utf8").trim() : m[1];
  }
  async isFolderOrTrackedFile(relPath, tracked) {
    return relPath === "" || relPath === "." ? !0 : tracked.includes(relPath) || tracked.some((p) => p.startsWith(relPath.replace(/\/$/, "") + "/"));
  }
  async toplevel(start) {
    let r = await runGit(start, ["rev-parse", "--show-toplevel"]);
    if (r.code === 0) {
      let top = r.stdout.toString("utf8").replace(/\n$/, "");
      if (top !== "") return realpathSync3(top);
    }
    if (/dubious ownership/.test(r.stderr)) throw new HygieneError("IO", `git refuses this repository: ${r.stderr.trim()}`);
  }
  /**
   * One `git ls-files` call: the index with stage info and tags (`R` = deleted from the working
   * tree, `S` = skip-worktree) plus untracked files not excluded by the standard ignore sources.
   * Gitlinks (submodules) and untracked nested repositories (listed as `dir/`) are not files.
   */
  async listFiles(projectRoot) {
    return (await this.indexFiles(projectRoot))?.present;
  }
  /** Tracked files absent from the working tree (deleted there, or sparse checkout): HEAD still has them. */
  async absentFiles(projectRoot) {
    return (await this.indexFiles(projectRoot))?.absent ?? [];
  }
  indexed = /* @__PURE__ */ new Map();
  indexFiles(projectRoot) {
    let p = this.indexed.get(projectRoot);
    return p || (p = this.readIndexFiles(projectRoot), this.indexed.set(projectRoot, p)), p;
  }
  async readIndexFiles(projectRoot) {
    let r = await runGit(projectRoot, ["ls-files", "-z", "--stage", "-t", "--cached", "--others", "--deleted", "--exclude-standard"]);
    if (r.code !== 0) {
      if (notARepo(r.stderr)) return;
      throw new HygieneError("IO", `git ls-files failed in ${projectRoot}: ${r.stderr.trim()}`);
    }
    let present2 = /* @__PURE__ */ new Set(), gone = /* @__PURE__ */ new Set(), sparse = [];
    for (let rec of splitZ(r.stdout)) {
      let tag = rec[0];
      if (tag === "?") {
        let p2 = rec.slice(2);
        p2.endsWith("/") || present2.add(p2);
        continue;
      }
      let tab = rec.indexOf("	"), p = rec.slice(tab + 1);
      rec.slice(2, rec.indexOf(" ", 2)) !== GITLINK_MODE && (tag === "R" ? gone.add(p) : tag === "S" ? sparse.push(p) : present2.add(p));
    }
    for (let p of gone) present2.delete(p);
    let absent = new Set(gone);
    await Promise.all(sparse.map(async (p) => {
      await existsAsFile(join5(projectRoot, p)) ? present2.add(p) : absent.add(p);
    }));
    for (let p of present2) absent.delete(p);
    return { present: [...present2].sort(byCodeUnit), absent: [...absent].sort(byCodeUnit) };
  }
  async ignored(projectRoot, queries) {
    let r = await runGit(projectRoot, ["check-ignore", "--stdin", "-z"], queries.join("\0") + "\0");
    if (r.code === 1) return [];
    if (r.code === 0) return splitZ(r.stdout);
    if (notARepo(r.stderr)) return [];
  }
  async workingTreeFacts(projectRoot) {
    let [ls, st] = await Promise.all([
      runGit(projectRoot, ["ls-files", "-z", "--cached"]),
      runGit(projectRoot, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"])
    ]);
    if (ls.code !== 0) return { tracked: [], changed: /* @__PURE__ */ new Set() };
    let tracked = splitZ(ls.stdout).filter((p) => present(projectRoot, p)), changed = new Set(st.code === 0 ? splitZ(st.stdout).map((rec) => rec.slice(3)) : tracked);
    return { tracked, changed };
  }
}, GITLINK_MODE = "160000";
function notARepo(stderr) {
  return /not a git repository/i.test(stderr);
}
function shallowCommits(layout) {
  if (!layout) return /* @__PURE__ */ new Set();
  let f = join5(layout.commondir, "shallow");
  return existsSync(f) ? new Set((readRegularText(f, 256 * 1024 * 1024) ?? "").split(`
`).map((l) => l.trim()).filter(Boolean)) : /* @__PURE__ */ new Set();
}
var commitOf = (line) => line.split(" ")[0];
function cutAtLastHeader(buf) {
  let pos = 0, lastAt = -1, last, pathsToSkip = 0;
  for (; pos < buf.length; ) {
    let nul = buf.indexOf(0, pos), end = nul < 0 ? buf.length : nul, tok = buf.toString("utf8", pos, end);
    pathsToSkip > 0 ? pathsToSkip-- : tok.includes("	") ? tok.endsWith("	") && (pathsToSkip = 2) : (lastAt = pos, last = tok.trim()), pos = end + 1;
  }
  return lastAt < 0 ? { whole: buf, last: void 0 } : { whole: buf.subarray(0, lastAt), last };
}

export {
  runGit,
  unreadableObject,
  gitOnPath,
  splitZ,
  GitObjectReader,
  byCodeUnit,
  lowerBound,
  withPrefix,
  existsAsFile,
  isDirectory,
  isRepoDir,
  repoPrefix,
  throughSymlink,
  present,
  lineKey,
  historyObjectsAt,
  isoDate,
  shallowNote,
  budgetNote,
  packSizeNote,
  isoUnreadableNote,
  objectFormatNote,
  isPartialHistoryNote,
  isDamageNote,
  unreadableLookupNote,
  partialLookupNote,
  NativeBackend,
  shallowCommits
};
