import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  BASELINE_FILE
} from "./chunk-ODI7J5P3.mjs";
import {
  pushAll
} from "./chunk-WTUKGVID.mjs";
import {
  GitObjectReader,
  byCodeUnit,
  historyObjectsAt,
  partialLookupNote,
  runGit,
  unreadableLookupNote,
  unreadableObject
} from "./chunk-A4CSYVLB.mjs";

// scripts/scan/claims/similar.ts
function fold(s) {
  return s.replace(/^["'-]+/, "").replace(/[-_.:\s]/g, "").toLowerCase();
}
function similarity(a, b) {
  let x = fold(a), y = fold(b);
  if (x === y) return x === "" ? 0 : 0.99;
  let n = x.length, m = y.length;
  if (n === 0 || m === 0) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    let cur = [i];
    for (let j = 1; j <= m; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  let d = prev[m], p = 0;
  for (; p < n && p < m && x[p] === y[p]; ) p++;
  let base = 1 - d / Math.max(n, m);
  return Math.min(0.98, p >= 4 ? Math.max(base, 0.5 + p / (2 * Math.max(n, m))) : base);
}
function words(s) {
  return s.replace(/^["'-]+/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
}
function renameLike(a, b) {
  if (similarity(a, b) < 0.5) return !1;
  let wa = words(a), left = [...words(b)], onlyA = 0;
  for (let w of wa) {
    let i = left.indexOf(w);
    i >= 0 ? left.splice(i, 1) : onlyA++;
  }
  return onlyA <= 1 && left.length <= 1;
}

// scripts/scan/claims/code-search.ts
var MEDIA = ["svg", "png", "jpg", "jpeg", "gif", "webp", "ico", "bmp", "pdf", "woff", "woff2", "ttf", "otf", "eot", "zip", "gz", "tgz", "mp4", "mov", "webm"], NOT_CODE = [
  "*.jsonl",
  "*.jsonl.*",
  "*.md",
  "*.mdx",
  "*.markdown",
  "*.rst",
  "*.adoc",
  "*.txt",
  "*.lock",
  "package-lock.json",
  "pnpm-lock.yaml",
  "go.sum",
  BASELINE_FILE,
  // Images, fonts and archives: never code, often the largest blobs (the ones a snapshot or a
  // partial clone lacks), and an SVG's ids are no names of the code.
  ...MEDIA.map((e) => `*.${e}`)
], CODE_PATHSPEC = [".", ...NOT_CODE.map((p) => `:(exclude,icase)${p}`)], NOT_CODE_RE = new RegExp(`^(?:${NOT_CODE.map((p) => ereEscape(p).replace(/\\\*/g, ".*")).join("|")})$`, "i");
function isCodePath(path) {
  return !NOT_CODE_RE.test(path);
}
var TERMS_PER_PATTERN = 1e3;
async function termsPresent(root, rev, terms) {
  let found = /* @__PURE__ */ new Set();
  if (terms.length === 0) return found;
  let args = ["grep", "-I", "-E", "-w", "-o", "-h", "--no-color"];
  for (let i = 0; i < terms.length; i += TERMS_PER_PATTERN) args.push("-e", `(${terms.slice(i, i + TERMS_PER_PATTERN).map(ereEscape).join("|")})`);
  rev !== void 0 && args.push(rev);
  let r = await runGit(root, [...args, "--", ...CODE_PATHSPEC]);
  if (!(r.code !== 0 && r.code !== 1)) {
    for (let line of r.stdout.toString("utf8").split(`
`)) line !== "" && found.add(line);
    return found;
  }
}
async function termPresent(root, rev, term) {
  let args = ["grep", "-q", "-I", "-F", "-w", "-e", term];
  return rev !== void 0 && args.push(rev), (await runGit(root, [...args, "--", ...CODE_PATHSPEC])).code === 0;
}
function ereEscape(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var UnreadableObjects = class {
  skipped = /* @__PURE__ */ new Map();
  add(object, what) {
    this.skipped.has(object) || this.skipped.set(object, what);
  }
  /** Records the object a failed git call names; false when its message names none. */
  fromFailure(stderr, what) {
    let o = unreadableObject(stderr);
    return o && this.add(o, what), o !== void 0;
  }
};
async function removalOf(root, term, since, lost) {
  let re = `(^|[^A-Za-z0-9_])${ereEscape(term)}([^A-Za-z0-9_]|$)`, r = await runGit(root, ["log", "-1", "--no-merges", "--format=%H%x09%cI%x09%s", "--pickaxe-regex", `-S${re}`, `${since}..HEAD`, "--", ...CODE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the commit that removed \`${term}\` not looked up`);
    return;
  }
  let line = r.stdout.toString("utf8").split(`
`)[0] ?? "", [commit, date, ...subject] = line.split("	");
  return commit && date ? { commit, date, subject: subject.join("	") } : void 0;
}
var TOKEN = {
  flag: /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g,
  env: /(?<!\w)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?!\w)/g,
  symbol: /(?<!\w)[A-Za-z_]\w{3,}(?!\w)/g,
  config_key: /(?<![\w.])[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+(?![\w.])/g,
  subcommand: /"[a-z][a-z0-9-]{2,}(?=[" ])/g
};
async function successorIn(root, commit, term, kind, lost) {
  let r = await runGit(root, ["show", "--format=", "--unified=0", "--no-color", "--no-ext-diff", commit, "--", ...CODE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the successor of \`${term}\` in commit ${commit.slice(0, 12)} not looked up`);
    return;
  }
  let added = /* @__PURE__ */ new Set(), removed = /* @__PURE__ */ new Set(), re = TOKEN[kind] ?? TOKEN.symbol;
  for (let line of r.stdout.toString("utf8").split(`
`)) {
    if (line.startsWith("+++") || line.startsWith("---")) continue;
    let into = line.startsWith("+") ? added : line.startsWith("-") ? removed : void 0;
    if (into)
      for (let m of line.slice(1).matchAll(re)) into.add(m[0]);
  }
  let best, bestScore = 0, tie = !1;
  for (let t of added) {
    if (removed.has(t) || t === term || !renameLike(term, t)) continue;
    let s = similarity(term, t);
    s > bestScore ? (best = t, bestScore = s, tie = !1) : s === bestScore && (tie = !0);
  }
  return best !== void 0 && bestScore >= 0.5 && !tie ? best : void 0;
}
async function docRevisions(root, paths) {
  let out = /* @__PURE__ */ new Map();
  if (paths.length === 0) return out;
  let r = await runGit(root, ["log", "--no-renames", "--format=%x00%H %cI", "--name-only", "HEAD", "--", ...paths]);
  if (r.code !== 0) return;
  let wanted = new Set(paths);
  for (let chunk of r.stdout.toString("utf8").split("\0")) {
    let [head, ...files] = chunk.split(`
`), [commit, date] = (head ?? "").split(" ");
    if (!(!commit || !date))
      for (let f of files) wanted.has(f) && (out.get(f) ?? out.set(f, []).get(f)).push({ commit, date });
  }
  return out;
}
async function textsAt(reader, path, revs, lost) {
  let out = (await Promise.all(revs.map((rev) => reader.read(`${rev}:${path}`)))).map((o) => o?.type === "blob" ? o.data.toString("utf8") : void 0);
  if (lost)
    for (let i = 0; i < revs.length; i++) {
      if (out[i] !== void 0) continue;
      let what = `vanished_identifier: ${path} at commit ${revs[i].slice(0, 12)} not read (names the doc held then not looked up there)`, oid = await runGit(reader.cwd, ["rev-parse", "--verify", "-q", `${revs[i]}:${path}`]);
      oid.code === 0 ? lost.add(oid.stdout.toString("utf8").trim(), what) : lost.fromFailure(oid.stderr, what);
    }
  return out;
}
async function termsDefined(root, rev, terms) {
  let found = /* @__PURE__ */ new Set();
  if (terms.length === 0) return found;
  let alt = `(${terms.map(ereEscape).join("|")})`, patterns = [
    `(func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?\\*?${alt}([^A-Za-z0-9_]|$)`,
    `(^|[^A-Za-z0-9_.])${alt}[[:space:]]*(:|=)[[:space:]]*(async[[:space:]]+)?(function|\\(|[A-Za-z_]+[[:space:]]*=>)`,
    // Fields and members: `\tDeletedAt time.Time` (Go), `  deletedAt?: Date` (TS), `    deleted_at: int` (Python).
    `^[[:space:]]+${alt}[[:space:]]+[][*A-Za-z_.]+[[:space:]]*(\`|//|$)`,
    // Go short variable declarations and assignments of a function value.
    `(^|[^A-Za-z0-9_.])${alt}(,[[:space:]]*[A-Za-z_]+)*[[:space:]]*:=`,
    `^[[:space:]]+(readonly[[:space:]]+)?${alt}??[[:space:]]*:[[:space:]]*[A-Za-z_[{(]`,
    `^[[:space:]]*(export[[:space:]]+)?(async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+|protected[[:space:]]+|pub[[:space:]]+)*${alt}[[:space:]]*\\([^)]*\\)[[:space:]]*(:[^{]*)?\\{`
  ], args = ["grep", "-I", "-E", "-o", "-h", "--no-color"];
  for (let p of patterns) args.push("-e", p);
  let r = await runGit(root, [...args, rev, "--", ...CODE_PATHSPEC]);
  if (r.code !== 0 && r.code !== 1) return;
  let wanted = new Set(terms);
  for (let line of r.stdout.toString("utf8").split(`
`))
    for (let m of line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) wanted.has(m[0]) && found.add(m[0]);
  return found;
}
var GoneTermsAt = class {
  constructor(reader, terms) {
    this.reader = reader;
    let alt = [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(ereEscape).join("|");
    this.re = new RegExp(`(?<![A-Za-z0-9_])(?:${alt})(?![A-Za-z0-9_])`, "g");
  }
  reader;
  re;
  head;
  /** File versions read, with the names each holds (empty when none) and those it defines. */
  read = /* @__PURE__ */ new Map();
  defines = /* @__PURE__ */ new Map();
  defRe = /* @__PURE__ */ new Map();
  /** Code blobs under each tree read, by folder and tree oid. */
  trees = /* @__PURE__ */ new Map();
  /** Objects git could not give (a damaged repository), each with the look-up it cost. */
  lost = new UnreadableObjects();
  /** A revision's code blobs, from its trees (each tree read once per folder it sits in, across revisions). */
  async blobs(rev) {
    let what = `vanished_identifier: the code at commit ${rev.slice(0, 12)} not searched (names it held are not reported)`, root = await this.reader.read(`${rev}^{tree}`);
    if (root?.type !== "tree") {
      let tree = await runGit(this.reader.cwd, ["rev-parse", "--verify", "-q", `${rev}^{tree}`]);
      tree.code === 0 ? this.lost.add(tree.stdout.toString("utf8").trim(), what) : this.lost.fromFailure(tree.stderr, what) || this.lost.add(rev, what);
      return;
    }
    return this.flatten(root.oid, root.data, "", what);
  }
  async flatten(oid, data, prefix, what) {
    let key = `${prefix}\0${oid}`, memo = this.trees.get(key);
    if (memo) return memo;
    if (!data) {
      let o = await this.reader.read(oid);
      if (o?.type !== "tree") {
        this.lost.add(oid, what);
        return;
      }
      data = o.data;
    }
    let out = [], sub = [], hashLen = oid.length / 2, at = 0;
    for (; at < data.length; ) {
      let sp = data.indexOf(32, at), nul = data.indexOf(0, sp);
      if (sp < 0 || nul < 0 || nul + 1 + hashLen > data.length) return;
      let mode = data.toString("latin1", at, sp), name = data.toString("utf8", sp + 1, nul), child = data.toString("hex", nul + 1, nul + 1 + hashLen);
      at = nul + 1 + hashLen, mode === "40000" ? sub.push(this.flatten(child, void 0, `${prefix}${name}/`, what)) : mode !== "160000" && isCodePath(prefix + name) && out.push(child);
    }
    for (let list of await Promise.all(sub)) {
      if (!list) return;
      for (let b of list) out.push(b);
    }
    return this.trees.set(key, out), out;
  }
  /** The names present in the code at `rev`, or undefined when its tree cannot be read. */
  async at(rev) {
    this.head ??= await this.unchangedAtHead();
    let blobs = await this.blobs(rev);
    if (!blobs) return;
    let unread = [...new Set(blobs.filter((b) => !this.head.has(b) && !this.read.has(b)))];
    for (let i = 0; i < unread.length; i += 500) await this.scan(unread.slice(i, i + 500), rev);
    let found = /* @__PURE__ */ new Set();
    for (let b of blobs) for (let t of this.read.get(b) ?? []) found.add(t);
    return this.revBlobs.set(rev, blobs), found;
  }
  revBlobs = /* @__PURE__ */ new Map();
  /**
   * HEAD's code blobs that cannot hold a gone name: the names were found gone in the work tree, so
   * only a file the work tree leaves as HEAD has it proves nothing; one edited since (an uncommitted
   * removal) is read like any other version.
   */
  async unchangedAtHead() {
    let head = new Set(await this.blobs("HEAD") ?? []), dirty = await runGit(this.reader.cwd, ["diff", "--name-only", "-z", "--no-renames", "HEAD", "--"]);
    if (dirty.code !== 0) return /* @__PURE__ */ new Set();
    for (let path of dirty.stdout.toString("utf8").split("\0")) {
      if (path === "") continue;
      let o = await this.reader.read(`HEAD:${path}`);
      o && head.delete(o.oid);
    }
    return head;
  }
  /** The names the code at `rev` (a revision `at` read) defines, as termsDefined reads a definition; undefined when not read. */
  definedAt(rev) {
    let blobs = this.revBlobs.get(rev);
    if (!blobs) return;
    let out = /* @__PURE__ */ new Set();
    for (let b of blobs) for (let t of this.defines.get(b) ?? []) out.add(t);
    return out;
  }
  definition(term) {
    let re = this.defRe.get(term);
    if (!re) {
      let t = ereEscape(term), e = "(?![A-Za-z0-9_])";
      re = new RegExp(
        [
          `(?:func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)\\s+(?:\\([^)]*\\)\\s*)?\\*?${t}${e}`,
          `(?:^|[^A-Za-z0-9_.])${t}\\s*[:=]\\s*(?:async\\s+)?(?:function|\\(|[A-Za-z_]+\\s*=>)`,
          `^\\s+${t}\\s+[\\][*A-Za-z_.]+\\s*(?:\`|//|$)`,
          `(?:^|[^A-Za-z0-9_.])${t}(?:,\\s*[A-Za-z_]+)*\\s*:=`,
          `^\\s+(?:readonly\\s+)?${t}\\??\\s*:\\s*[A-Za-z_[{(]`,
          `^\\s*(?:export\\s+)?(?:(?:async|static|public|private|protected|pub)\\s+)*${t}\\s*\\([^)]*\\)\\s*(?::[^{]*)?\\{`
        ].join("|"),
        "m"
      ), this.defRe.set(term, re);
    }
    return re;
  }
  async scan(oids, rev) {
    let objs = await Promise.all(oids.map((o) => this.reader.read(o)));
    for (let i = 0; i < oids.length; i++) {
      let oid = oids[i], body = objs[i]?.data;
      if (!body) {
        this.read.set(oid, []), this.lost.add(oid, `vanished_identifier: a code file at commit ${rev.slice(0, 12)} not searched (names only it held are not reported)`);
        continue;
      }
      let names = /* @__PURE__ */ new Set(), text = body.subarray(0, 8e3).indexOf(0) < 0 ? body.toString("latin1") : "";
      for (let m of text.matchAll(this.re)) names.add(m[0]);
      this.read.set(oid, [...names]);
      let defined = [], lines;
      for (let t of names) {
        if (!/^[A-Za-z_]\w*$/.test(t)) continue;
        let re = this.definition(t);
        lines ??= text.split(`
`), lines.some((l) => l.includes(t) && re.test(l)) && defined.push(t);
      }
      defined.length > 0 && this.defines.set(oid, defined);
    }
  }
};

// scripts/shared/bounded-terms.ts
var NAME_CHAR = /[A-Za-z0-9_]/, RUN = /[A-Za-z0-9_]+/g;
var BoundedTerms = class {
  constructor(text) {
    this.text = text;
    for (let m of text.matchAll(RUN))
      this.starts.push(m.index), this.ends.push(m.index + m[0].length);
  }
  text;
  starts = [];
  ends = [];
  spans = /* @__PURE__ */ new Map();
  has(term) {
    if (term === "") return !1;
    let k = (term.match(RUN) ?? []).length;
    if (k === 0 || k > 6 || !NAME_CHAR.test(term[0]) || !NAME_CHAR.test(term[term.length - 1])) return this.test(term);
    let set = this.spans.get(k);
    if (!set) {
      set = /* @__PURE__ */ new Set();
      for (let i = 0; i + k <= this.starts.length; i++) set.add(this.text.slice(this.starts[i], this.ends[i + k - 1]));
      this.spans.set(k, set);
    }
    return set.has(term);
  }
  /** The term tested on its own, as the regular expression does. */
  test(term) {
    return new RegExp(`(?<![A-Za-z0-9_])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9_])`).test(this.text);
  }
};

// scripts/scan/signals/vanished-identifier.ts
var VANISHED_BUDGET_MS = 8e3, WITHIN_BUDGET = `within the ${VANISHED_BUDGET_MS / 1e3} s budget`;
function budgetCutNote(n, what) {
  return what === "revisions" ? `vanished_identifier: ${n} doc revisions not searched ${WITHIN_BUDGET}` : `vanished_identifier: ${n} function or type names left out: their definitions were not checked ${WITHIN_BUDGET}`;
}
function isBudgetCutNote(note) {
  return note.startsWith("vanished_identifier: ") && note.endsWith(` ${WITHIN_BUDGET}`);
}
var BUDGETED_FIELDS = ["detail", "removed_in", "successor"], MAX_OBJECT_NOTES = 10;
function lostObjectNotes(lost) {
  let all = [...lost.skipped].map(([o, what]) => unreadableLookupNote(o, what));
  return all.length <= MAX_OBJECT_NOTES ? all : [...all.slice(0, MAX_OBJECT_NOTES), `${all.length - MAX_OBJECT_NOTES} more objects unreadable to vanished_identifier`];
}
var prepared = /* @__PURE__ */ new WeakMap();
function successorName(use, successor) {
  let bare = successor.replace(/^"/, "");
  return use.kind === "flag" ? `--${bare}` : use.kind === "subcommand" ? `${use.name.split(" ")[0]} ${bare}` : use.kind === "symbol" ? use.name.replace(new RegExp(`${use.term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\(|$)`), bare) : bare;
}
function hitOf(f, removal, successor) {
  let { use, since } = f, detail = `\`${use.name}\` (${use.kind.replace("_", " ")}) occurs in the code at ${f.at === "first_named" ? "the doc commit that named it" : "the doc's last change"} ${since.commit.slice(0, 12)} (${since.date.slice(0, 10)}) but nowhere in the code now`;
  removal && (detail += `; last removed in ${removal.commit.slice(0, 12)} (${removal.subject})`), successor && (detail += `; likely successor ${successorName(use, successor)}`);
  let hit = { name: "vanished_identifier", detail, line: use.line, column: use.column, kind: use.kind, identifier: use.name, term: use.term, present_at: { ...since, doc_commit: f.at ?? "last_change" } };
  return removal && (hit.removed_in = removal), successor && (hit.successor = successorName(use, successor)), hit;
}
var MAX_NAMES_PER_DOC = 2e3;
async function prepareVanishedIdentifier(docs, ctx) {
  let hits = /* @__PURE__ */ new Map();
  prepared.set(ctx, hits);
  let history = ctx.history, notes = [], withNames = docs.filter((d) => {
    let names = new Set(d.claims?.identifiers.map((u) => u.term)).size;
    return names > MAX_NAMES_PER_DOC && notes.push(`vanished_identifier: ${d.path} names ${names} names, more than ${MAX_NAMES_PER_DOC}; not looked up`), names > 0 && names <= MAX_NAMES_PER_DOC;
  });
  return !history || withNames.length === 0 ? notes : pushAll(notes, await lookUp(withNames, ctx, history, hits));
}
async function lookUp(withNames, ctx, history, hits) {
  if (history.backend !== "native") return ["vanished_identifier: skipped, it needs the git CLI (isomorphic path)"];
  let fileNames = /* @__PURE__ */ new Set();
  for (let f of ctx.repo.files) {
    let b = f.slice(f.lastIndexOf("/") + 1);
    /^[A-Z][A-Z0-9_]*$/.test(b) && fileNames.add(b);
  }
  for (let d of withNames) d.claims.identifiers = d.claims.identifiers.filter((u) => !(u.kind === "env" && fileNames.has(u.term)));
  let terms = /* @__PURE__ */ new Set();
  for (let d of withNames) for (let u of d.claims.identifiers) terms.add(u.term);
  let now = await termsPresent(ctx.root, void 0, [...terms].sort());
  if (!now) return ["vanished_identifier: git grep failed on the work tree; not checked"];
  let deadline = Date.now() + VANISHED_BUDGET_MS, byRev = /* @__PURE__ */ new Map();
  for (let d of withNames) {
    let last = history.lastChange(d.path);
    if (last)
      for (let use of d.claims.identifiers) {
        if (now.has(use.term)) continue;
        let g = byRev.get(last.commit);
        g || byRev.set(last.commit, g = { date: last.date, terms: /* @__PURE__ */ new Set(), uses: [] }), g.terms.add(use.term), g.uses.push({ path: d.path, use });
      }
  }
  let revs = [...byRev.entries()].sort((a, b) => b[1].terms.size - a[1].terms.size || (a[0] < b[0] ? -1 : 1)), gone = /* @__PURE__ */ new Set();
  for (let [, g] of revs) for (let t of g.terms) gone.add(t);
  let goneUses = new Set(revs.flatMap(([, g]) => g.uses.map((u) => `${u.path}\0${u.use.term}`)));
  if (goneUses.size > 0 && await historyObjectsAt(ctx.root) !== "all")
    return [partialLookupNote("vanished_identifier", `${goneUses.size} names gone from the code now not looked up in the code's history`)];
  let reader = new GitObjectReader(ctx.root);
  try {
    return await searchHistory(ctx, hits, revs, deadline, new GoneTermsAt(reader, [...gone]));
  } finally {
    reader.close();
  }
}
async function searchHistory(ctx, hits, revs, deadline, codeAt) {
  let notes = [], findings = [], lost = codeAt.lost, skipped = 0;
  for (let [rev, g] of revs) {
    if (Date.now() > deadline) {
      skipped++;
      continue;
    }
    let then = await codeAt.at(rev);
    if (then)
      for (let { path, use } of g.uses) then.has(use.term) && findings.push({ path, use, since: { commit: rev, date: g.date } });
  }
  let foundKeys = new Set(findings.map((f) => `${f.path}\0${f.use.term}`)), byDocLeft = /* @__PURE__ */ new Map();
  for (let [, g] of revs) for (let { path, use } of g.uses) foundKeys.has(`${path}\0${use.term}`) || (byDocLeft.get(path) ?? byDocLeft.set(path, []).get(path)).push(use);
  let docRevs = byDocLeft.size > 0 && Date.now() <= deadline ? await docRevisions(ctx.root, [...byDocLeft.keys()].sort()) : void 0, byNamed = /* @__PURE__ */ new Map();
  for (let [path, uses] of byDocLeft) {
    let list = docRevs?.get(path) ?? [];
    if (list.length < 2) continue;
    if (Date.now() > deadline) {
      skipped++;
      continue;
    }
    let older = list.slice(1), texts = await textsAt(codeAt.reader, path, older.map((r) => r.commit), lost), named = [], names = (i) => named[i] ??= new BoundedTerms(texts[i]);
    for (let use of uses) {
      let term = use.term.replace(/^"/, ""), start = -1;
      for (let i = 0; i < older.length && texts[i] !== void 0 && names(i).has(term); i++) start = i;
      if (!(start < 0))
        for (let rev of start === 0 ? [older[0]] : [older[start], older[0]]) {
          let g = byNamed.get(rev.commit);
          g || byNamed.set(rev.commit, g = { date: rev.date, uses: [] }), g.uses.push({ path, use });
        }
    }
  }
  for (let [rev, g] of [...byNamed.entries()].sort((a, b) => b[1].uses.length - a[1].uses.length || (a[0] < b[0] ? -1 : 1))) {
    if (Date.now() > deadline) {
      skipped++;
      continue;
    }
    let then = await codeAt.at(rev);
    if (then)
      for (let { path, use } of g.uses) then.has(use.term) && findings.push({ path, use, since: { commit: rev, date: g.date }, at: "first_named" });
  }
  let symbolRevs = /* @__PURE__ */ new Map();
  for (let f of findings) f.use.kind === "symbol" && (symbolRevs.get(f.since.commit) ?? symbolRevs.set(f.since.commit, /* @__PURE__ */ new Set()).get(f.since.commit)).add(f.use.term);
  let definedThen = /* @__PURE__ */ new Map(), unverified = 0;
  for (let [rev, t] of symbolRevs) {
    let d = codeAt.definedAt(rev) ?? (Date.now() > deadline ? void 0 : await termsDefined(ctx.root, rev, [...t].sort()));
    d || (unverified += t.size), definedThen.set(rev, d ?? /* @__PURE__ */ new Set());
  }
  unverified > 0 && notes.push(budgetCutNote(unverified, "definitions"));
  for (let i = findings.length - 1; i >= 0; i--) {
    let f = findings[i];
    f.use.kind === "symbol" && !definedThen.get(f.since.commit)?.has(f.use.term) && findings.splice(i, 1);
  }
  let rank = (f) => f.at === "first_named" ? 1 : 0;
  findings.sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? byCodeUnit(a.since.date, b.since.date) : 0));
  let kept = /* @__PURE__ */ new Set();
  for (let i = 0; i < findings.length; i++) {
    let f = findings[i], k = `${f.path}\0${f.use.line}\0${f.use.column}\0${f.use.term}`;
    kept.has(k) ? findings.splice(i--, 1) : kept.add(k);
  }
  findings.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.use.line - b.use.line || a.use.column - b.use.column), skipped > 0 && notes.push(budgetCutNote(skipped, "revisions"));
  let goneNow = /* @__PURE__ */ new Map(), evidence = /* @__PURE__ */ new Map(), noEvidence = 0;
  for (let f of findings) {
    let key = f.use.term;
    if (goneNow.has(key) || goneNow.set(key, !await termPresent(ctx.root, void 0, key)), !goneNow.get(key)) continue;
    let ek = `${key}\0${f.since.commit}`;
    if (!evidence.has(ek))
      if (Date.now() > deadline)
        noEvidence++, evidence.set(ek, {});
      else {
        let removal = await removalOf(ctx.root, key, f.since.commit, lost), successor = removal ? await successorIn(ctx.root, removal.commit, key, f.use.kind, lost) : void 0;
        successor !== void 0 && !await termPresent(ctx.root, void 0, successor) && (successor = void 0), evidence.set(ek, { removal, successor });
      }
    let e = evidence.get(ek), list = hits.get(f.path) ?? [];
    list.push(hitOf(f, e.removal, e.successor)), hits.set(f.path, list);
  }
  return noEvidence > 0 && notes.push(`vanished_identifier: removal evidence for ${noEvidence} names left out by the ${VANISHED_BUDGET_MS / 1e3} s budget`), pushAll(notes, lostObjectNotes(lost)), notes;
}
var vanishedIdentifier = {
  name: "vanished_identifier",
  description: "A flag, environment variable, function, config key or subcommand the doc names that was in the code when the doc was last changed and is gone now.",
  roles: ["living", "agent-memory", "agent-prompt"],
  stage: "repository",
  needs: ["doc_claims", "history"],
  prepare: prepareVanishedIdentifier,
  appliesTo: (doc) => (doc.claims?.identifiers.length ?? 0) > 0,
  detect: (doc, ctx) => prepared.get(ctx)?.get(doc.path) ?? []
};

export {
  similarity,
  UnreadableObjects,
  isBudgetCutNote,
  BUDGETED_FIELDS,
  vanishedIdentifier
};
