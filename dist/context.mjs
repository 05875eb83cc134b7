import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  buildRepoIndex,
  extractImports,
  resolveRef
} from "./chunks/chunk-JEVDAKOB.mjs";
import {
  listProjectFiles
} from "./chunks/chunk-QPLH22LG.mjs";
import {
  loadTokenCounter,
  parseDoc
} from "./chunks/chunk-JQB7MOVM.mjs";
import "./chunks/chunk-JVQMF5SP.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-PGEWW2LE.mjs";
import "./chunks/chunk-RBMNLXIP.mjs";
import "./chunks/chunk-3OG24J5K.mjs";
import {
  parseArgs,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-LJQCJJAZ.mjs";
import {
  HygieneError
} from "./chunks/chunk-LQ3WGZX4.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/readers/format-contexts.ts
var n = (x) => x.toLocaleString("en-US"), folderName = (f) => f === "" ? "(project root)" : `${f}/`;
function problemLine(p) {
  let where = "line" in p ? `${p.path}:${p.line}` : p.path;
  return `${p.kind} ${where}: ${p.detail}`;
}
function formatContext(c) {
  let out = [], files = c.files.filter((f) => f.loaded_bytes !== 0);
  if (out.push(`  ${c.agent}: ${files.length} file${files.length === 1 ? "" : "s"}, ${n(c.tokens)} tokens every session`), c.files.forEach((f, i) => {
    let indent = "  ".repeat(f.hops), via = f.imported_by ? ` (@import from ${f.imported_by})` : "", cut = f.loaded_bytes === 0 ? " [dropped: over budget]" : f.loaded_bytes !== void 0 ? ` [cut at byte ${n(f.loaded_bytes)} of ${n(f.bytes)}]` : "";
    out.push(`    ${String(i + 1).padStart(2)}. ${indent}${f.path}${via}  ${n(f.tokens)} tokens${cut}`);
  }), c.on_demand.length > 0) {
    let total = c.on_demand.reduce((s, o) => s + o.tokens, 0);
    out.push(`    later, on demand: ${c.on_demand.length} file${c.on_demand.length === 1 ? "" : "s"}, up to ${n(total)} tokens`);
    for (let o of c.on_demand) out.push(`      - ${o.path} (${n(o.tokens)} tokens) on ${o.trigger}`);
  }
  for (let s of c.skipped) {
    let why = s.reason === "outside_folder" ? "outside the start folder: not loaded unless the user approves external imports" : s.reason === "too_deep" ? "more imports deep than the client follows" : "not a text file";
    out.push(`    not loaded: @${s.raw} (${s.from}:${s.line}): ${why}`);
  }
  for (let p of c.problems) out.push(`    problem: ${problemLine(p)}`);
  return out;
}
function formatContexts(root, contexts) {
  let out = [`What agents load in ${root}`, ""];
  contexts.length === 0 && out.push("No agent context: no CLAUDE.md, AGENTS.md, GEMINI.md, Cursor or Copilot rules.");
  let folder;
  for (let c of contexts)
    c.folder !== folder && (folder !== void 0 && out.push(""), folder = c.folder, out.push(`Session started in ${folderName(c.folder)}`)), out.push(...formatContext(c));
  let problems = contexts.reduce((s, c) => s + c.problems.length, 0);
  return out.push("", `${contexts.length} context${contexts.length === 1 ? "" : "s"}, ${problems} problem${problems === 1 ? "" : "s"}. Token counts are local estimates (cl100k_base).`), out.join(`
`) + `
`;
}

// scripts/readers/project-contexts.ts
import { statSync } from "node:fs";
import { join as join2, posix as posix2 } from "node:path";

// scripts/readers/memory-files.ts
var baseOf = (path) => path.slice(path.lastIndexOf("/") + 1), atRoot = (path, exact) => path === exact, MEMORY_RULES = [
  { agent: "claude-code", rule: "CLAUDE.md: Claude Code project memory", test: (p, b) => b === "CLAUDE.md" && !p.endsWith(".claude/CLAUDE.md") },
  { agent: "claude-code", rule: ".claude/CLAUDE.md: Claude Code project memory", test: (p) => p === ".claude/CLAUDE.md" || p.endsWith("/.claude/CLAUDE.md") },
  { agent: "claude-code", rule: "CLAUDE.local.md: Claude Code local memory", test: (_p, b) => b === "CLAUDE.local.md" },
  { agent: "claude-code", rule: ".claude/rules/**/*.md: Claude Code rules", test: (p) => /(?:^|\/)\.claude\/rules\/(?:[^/]+\/)*[^/]+\.md$/.test(p) },
  { agent: "codex", rule: "AGENTS.md: Codex and other AGENTS.md readers", test: (_p, b) => b === "AGENTS.md" },
  { agent: "codex", rule: "AGENTS.override.md: Codex override", test: (_p, b) => b === "AGENTS.override.md" },
  { agent: "gemini", rule: "GEMINI.md: Gemini CLI context", test: (_p, b) => b === "GEMINI.md" },
  { agent: "copilot", rule: ".github/copilot-instructions.md: GitHub Copilot instructions", test: (p) => atRoot(p, ".github/copilot-instructions.md") },
  { agent: "cursor", rule: ".cursor/rules/*.mdc: Cursor rules", test: (p) => /(?:^|\/)\.cursor\/rules\/(?:[^/]+\/)*[^/]+\.mdc$/.test(p) },
  { agent: "cursor", rule: ".cursorrules: Cursor legacy rules", test: (p) => atRoot(p, ".cursorrules") }
];
function isAgentMemoryPath(path) {
  let p = path.replace(/^\.\//, ""), base = baseOf(p);
  for (let r of MEMORY_RULES) if (r.test(p, base)) return { agent: r.agent, rule: r.rule };
}
function importMaxHops(agent) {
  return agent === "claude-code" ? 4 : agent === "gemini" ? 5 : 0;
}

// scripts/readers/resolve-imports.ts
import { posix } from "node:path";
function resolveOne(docPath, target, src) {
  let r = resolveRef(docPath, { source: "import", target, raw: target, line: 0, column: 0 }, src.root, src.repo);
  return r.kind === "path" ? r.resolved : void 0;
}
function resolvedImports(path, src) {
  let doc = src.doc(path);
  if (!doc) return [];
  let out = [];
  for (let ref of extractImports(doc, src.repo)) {
    let base = { raw: ref.client_target, line: ref.line, column: ref.column }, exact = resolveOne(path, ref.client_target, src);
    if (exact === void 0) {
      out.push({ ...base, outcome: { kind: "outside" } });
      continue;
    }
    if (src.isFile(exact)) {
      let c = src.canonical(exact);
      out.push({ ...base, outcome: src.doc(c) ? { kind: "file", path: c } : { kind: "not_loadable", path: exact } });
      continue;
    }
    if (src.repo.dirs.has(exact) || src.listDir(exact).length > 0) {
      out.push({ ...base, outcome: { kind: "not_loadable", path: exact } });
      continue;
    }
    let loose = ref.client_target === ref.target ? void 0 : resolveOne(path, ref.target, src), suggestion = loose !== void 0 && src.isFile(loose) ? loose : void 0;
    out.push({ ...base, outcome: suggestion ? { kind: "missing", path: exact, suggestion } : { kind: "missing", path: exact } });
  }
  return out;
}
function isWithin(path, folder) {
  return folder === "" || path === folder || path.startsWith(folder + "/");
}
function folderChain(folder) {
  let out = [""];
  if (folder === "") return out;
  let parts = folder.split("/");
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join("/"));
  return out;
}
var joinPath = (dir, name) => dir === "" ? name : posix.join(dir, name);

// scripts/readers/claude-code.ts
var FOLDER_FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"], RULES_DIR = ".claude/rules";
function ruleGlobs(path, src) {
  let data = src.doc(path)?.frontmatter?.data;
  if (!data || !("paths" in data)) return;
  let v = data.paths;
  return typeof v == "string" ? v.split(",").map((s) => s.trim()).filter((s) => s !== "") : Array.isArray(v) ? v.filter((x) => typeof x == "string") : [];
}
function rulesOf(dir, src) {
  let out = [], walk = (d) => {
    for (let e of src.listDir(d)) {
      let p = joinPath(d, e.name);
      e.isDir ? walk(p) : e.name.endsWith(".md") && out.push(p);
    }
  };
  return walk(joinPath(dir, RULES_DIR)), out;
}
var Loader = class {
  constructor(src, folder, seenBefore = /* @__PURE__ */ new Set()) {
    this.src = src;
    this.folder = folder;
    this.seenBefore = seenBefore;
  }
  src;
  folder;
  seenBefore;
  files = [];
  skipped = [];
  seen = /* @__PURE__ */ new Set();
  maxHops = importMaxHops("claude-code");
  has(path) {
    let c = this.src.canonical(path);
    return this.seen.has(c) || this.seenBefore.has(c);
  }
  load(path, rule, hops = 0, importedBy) {
    if (!this.src.isFile(path)) return;
    let c = this.src.canonical(path);
    if (!(this.has(c) || !this.src.doc(c))) {
      this.seen.add(c), this.files.push(importedBy === void 0 ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
      for (let imp of resolvedImports(c, this.src)) {
        let at = { from: c, line: imp.line, raw: imp.raw }, o = imp.outcome;
        if (o.kind !== "outside")
          if (o.kind === "missing") this.skipped.push({ ...at, reason: "missing", path: o.path, ...o.suggestion ? { suggestion: o.suggestion } : {} });
          else if (o.kind === "not_loadable") this.skipped.push({ ...at, reason: "not_loadable", path: o.path });
          else {
            if (this.has(o.path)) continue;
            isWithin(o.path, this.folder) ? hops + 1 > this.maxHops ? this.skipped.push({ ...at, reason: "too_deep", path: o.path }) : this.load(o.path, `@imported by ${c}`, hops + 1, c) : this.skipped.push({ ...at, reason: "outside_folder", path: o.path });
          }
      }
    }
  }
}, ruleText = (name) => name === "CLAUDE.md" ? "CLAUDE.md of a folder on the way to the start folder" : name === ".claude/CLAUDE.md" ? ".claude/CLAUDE.md of a folder on the way to the start folder" : "CLAUDE.local.md (private, usually gitignored)";
function chainHasClaudeMemory(chain, src) {
  return chain.some((d) => FOLDER_FILES.some((f) => src.isFile(joinPath(d, f))));
}
function claudeCodeSession(folder, src) {
  let chain = folderChain(folder), loader = new Loader(src, folder), conditional = [], readAgents = !chainHasClaudeMemory(chain, src);
  for (let dir of chain) {
    loader.load(joinPath(dir, "CLAUDE.md"), ruleText("CLAUDE.md")), loader.load(joinPath(dir, ".claude/CLAUDE.md"), ruleText(".claude/CLAUDE.md"));
    for (let r of rulesOf(dir, src)) {
      let globs = ruleGlobs(r, src);
      globs === void 0 ? loader.load(r, ".claude/rules file without paths: (always loaded)") : conditional.push({ path: r, globs });
    }
    readAgents && loader.load(joinPath(dir, "AGENTS.md"), "AGENTS.md, read because no folder on the way has a CLAUDE.md"), loader.load(joinPath(dir, "CLAUDE.local.md"), ruleText("CLAUDE.local.md"));
  }
  let loaded = new Set(loader.files.map((f) => f.path));
  return { folder, files: loader.files, skipped: loader.skipped, conditional_rules: conditional, on_demand: onDemandBelow(folder, loaded, src) };
}
function onDemandBelow(folder, loaded, src) {
  let dirs = /* @__PURE__ */ new Set();
  for (let f of src.repo.files) {
    let base = f.slice(f.lastIndexOf("/") + 1);
    if (base !== "CLAUDE.md" && base !== "CLAUDE.local.md") continue;
    let dir = f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "";
    dir.endsWith(".claude") || dir === folder || !isWithin(dir, folder) || dirs.add(dir);
  }
  let out = [];
  for (let dir of [...dirs].sort()) {
    let loader = new Loader(src, "", loaded);
    loader.load(joinPath(dir, "CLAUDE.md"), "CLAUDE.md of a subfolder, loaded when the agent reads a file there"), loader.load(joinPath(dir, "CLAUDE.local.md"), "CLAUDE.local.md of a subfolder, loaded when the agent reads a file there"), loader.files.length > 0 && out.push({ folder: dir, files: loader.files });
  }
  return out;
}

// scripts/readers/codex.ts
var CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024, CANDIDATES = ["AGENTS.override.md", "AGENTS.md"];
function lineAtByte(text, byte) {
  return Buffer.from(text, "utf8").subarray(0, byte).toString("utf8").split(`
`).length;
}
function codexSession(folder, src, budget = CODEX_PROJECT_DOC_MAX_BYTES) {
  let files = [], remaining = budget, truncation;
  for (let dir of folderChain(folder)) {
    let name = CANDIDATES.find((n2) => src.isFile(joinPath(dir, n2)));
    if (name === void 0) continue;
    let path = joinPath(dir, name), text = src.doc(src.canonical(path))?.text ?? "", bytes = Buffer.byteLength(text, "utf8"), rule = name === "AGENTS.override.md" ? "AGENTS.override.md (replaces AGENTS.md in its folder)" : "AGENTS.md of a folder on the way to the start folder";
    if (text.trim() === "") continue;
    let loaded = Math.min(bytes, remaining);
    loaded < bytes && (truncation === void 0 && (truncation = { budget, cut_in: path, cut_at_byte: loaded, cut_at_line: lineAtByte(text, loaded), bytes_lost: 0, dropped: [] }), truncation.bytes_lost += bytes - loaded, loaded === 0 && truncation.dropped.push(path)), files.push({ path, rule, bytes, loaded_bytes: loaded }), remaining -= loaded;
  }
  return truncation ? { folder, files, truncation } : { folder, files };
}

// scripts/readers/copilot.ts
function copilotSession(folder, src) {
  let files = src.isFile(".github/copilot-instructions.md") ? [{ path: ".github/copilot-instructions.md", rule: ".github/copilot-instructions.md (repository-wide)", hops: 0 }] : [], on_demand = [...src.repo.files].filter((f) => f.startsWith(".github/instructions/") && f.endsWith(".instructions.md")).sort();
  return { folder, files, on_demand };
}

// scripts/readers/cursor.ts
function mdcRules(dir, src) {
  let prefix = joinPath(dir, ".cursor/rules") + "/";
  return [...src.repo.files].filter((f) => f.startsWith(prefix) && f.endsWith(".mdc")).sort();
}
function cursorSession(folder, src) {
  let files = [], on_demand = [];
  src.isFile(".cursorrules") && files.push({ path: ".cursorrules", rule: ".cursorrules (legacy, always applied)", hops: 0 });
  for (let dir of folderChain(folder))
    for (let r of mdcRules(dir, src))
      src.doc(r)?.frontmatter?.data?.alwaysApply === !0 ? files.push({ path: r, rule: ".cursor/rules with alwaysApply: true", hops: 0 }) : on_demand.push(r);
  return { folder, files, on_demand };
}

// scripts/readers/gemini.ts
var depthOf = (p) => p === "" ? 0 : p.split("/").length;
function geminiSession(folder, src) {
  let files = [], skipped = [], seen = /* @__PURE__ */ new Set(), max = importMaxHops("gemini"), load = (path, rule, hops, importedBy) => {
    if (!src.isFile(path)) return;
    let c = src.canonical(path);
    if (!(seen.has(c) || !src.doc(c))) {
      seen.add(c), files.push(importedBy === void 0 ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
      for (let imp of resolvedImports(c, src)) {
        let o = imp.outcome, at = { from: c, line: imp.line, raw: imp.raw };
        if (o.kind !== "outside")
          if (o.kind === "missing") skipped.push({ ...at, reason: "missing", path: o.path, ...o.suggestion ? { suggestion: o.suggestion } : {} });
          else if (o.kind === "not_loadable") skipped.push({ ...at, reason: "not_loadable", path: o.path });
          else {
            if (seen.has(o.path)) continue;
            hops + 1 > max ? skipped.push({ ...at, reason: "too_deep", path: o.path }) : load(o.path, `@imported by ${c}`, hops + 1, c);
          }
      }
    }
  };
  for (let dir of folderChain(folder)) load(joinPath(dir, "GEMINI.md"), "GEMINI.md of a folder on the way to the start folder", 0);
  let below = [...src.repo.files].filter((f) => (f === "GEMINI.md" || f.endsWith("/GEMINI.md")) && f !== joinPath(folder, "GEMINI.md") && isWithin(f, folder)).sort((a, b) => depthOf(a) - depthOf(b) || (a < b ? -1 : a > b ? 1 : 0));
  for (let f of below) load(f, "GEMINI.md of a folder below the start folder", 0);
  return { folder, files, skipped };
}

// scripts/readers/contexts.ts
var AGENTS = ["claude-code", "codex", "gemini", "cursor", "copilot"], DUPLICATE_MIN_LINES = 3, parentOf = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function ownerFolder(path) {
  let parts = path.split("/"), i = parts.findIndex((s) => s === ".claude" || s === ".cursor" || s === ".github");
  return i >= 0 ? parts.slice(0, i).join("/") : parentOf(path);
}
function contextFolders(src) {
  let out = /* @__PURE__ */ new Set([""]);
  for (let f of src.repo.files) isAgentMemoryPath(f) && out.add(ownerFolder(f));
  return [...out].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}
function body(src, path, stripFrontmatter) {
  let doc = src.doc(path);
  return doc ? !stripFrontmatter || !doc.frontmatter ? doc.text : doc.lines.slice(doc.frontmatter.end_line).join(`
`) : "";
}
function withTokens(files, src, count, strip) {
  return files.map((f) => {
    let text = body(src, f.path, strip);
    return { ...f, bytes: Buffer.byteLength(src.doc(f.path)?.text ?? "", "utf8"), tokens: count(text) };
  });
}
function normalizedLines(src, path, start, end) {
  return src.doc(path).lines.slice(start - 1, end).map((l) => l.trim().replace(/\s+/g, " ")).filter((l) => l !== "");
}
function duplicateBlocks(files, src, count) {
  let first = /* @__PURE__ */ new Map(), out = [];
  for (let f of files) {
    let doc = src.doc(f.path);
    if (doc)
      for (let b of doc.blocks) {
        if (doc.frontmatter && b.start_line <= doc.frontmatter.end_line) continue;
        let lines = normalizedLines(src, f.path, b.start_line, b.end_line);
        if (lines.length < DUPLICATE_MIN_LINES) continue;
        let key = lines.join(`
`), seen = first.get(key);
        if (!seen) {
          first.set(key, { path: f.path, line: b.start_line });
          continue;
        }
        let tokens = count(key);
        out.push({
          kind: "duplicate_content",
          path: f.path,
          line: b.start_line,
          other_path: seen.path,
          other_line: seen.line,
          lines: lines.length,
          tokens,
          detail: `${lines.length} lines at ${f.path}:${b.start_line} repeat ${seen.path}:${seen.line} in the same context (~${tokens} tokens twice)`
        });
      }
  }
  return out;
}
function sameFileTwice(files, src) {
  let out = [], byTarget = /* @__PURE__ */ new Map();
  for (let f of files) {
    let c = src.canonical(f.path), before = byTarget.get(c);
    before !== void 0 ? out.push({ kind: "same_file_twice", path: f.path, other_path: before, detail: `${f.path} is ${before} again (a symlink the agent reads twice)` }) : byTarget.set(c, f.path);
  }
  return out;
}
function unresolved(skipped) {
  let problems = [], rest = [];
  for (let s of skipped) {
    if (s.reason !== "missing") {
      rest.push(s);
      continue;
    }
    let hint = s.suggestion ? `; the client reads the path verbatim, punctuation included: did you mean @${s.suggestion}?` : "";
    problems.push({
      kind: "unresolved_import",
      path: s.from,
      line: s.line,
      raw: s.raw,
      ...s.suggestion ? { suggestion: s.suggestion } : {},
      detail: `@${s.raw} does not resolve to a file${hint}`
    });
  }
  return { problems, rest };
}
function agentContext(agent, folder, src, count) {
  let tokensOf = (p) => count(body(src, p, !0)), files, on_demand = [], skipped = [], truncation, problems = [];
  if (agent === "claude-code") {
    let s = claudeCodeSession(folder, src);
    files = withTokens(s.files, src, count, !0), skipped = s.skipped;
    for (let r of s.conditional_rules) on_demand.push({ path: r.path, trigger: `reading a file matching ${r.globs.join(", ") || "(no globs)"}`, tokens: tokensOf(r.path) });
    for (let d of s.on_demand) for (let f of d.files) on_demand.push({ path: f.path, trigger: `reading a file in ${d.folder}/`, tokens: tokensOf(f.path) });
  } else if (agent === "codex") {
    let s = codexSession(folder, src);
    if (truncation = s.truncation, files = s.files.map((f) => {
      let text = src.doc(src.canonical(f.path))?.text ?? "", read = f.loaded_bytes < f.bytes ? Buffer.from(text, "utf8").subarray(0, f.loaded_bytes).toString("utf8") : text, base = { path: f.path, rule: f.rule, hops: 0, bytes: f.bytes, tokens: count(read) };
      return f.loaded_bytes < f.bytes ? { ...base, loaded_bytes: f.loaded_bytes } : base;
    }), s.truncation) {
      let t = s.truncation;
      problems.push({
        kind: "truncated",
        path: t.cut_in,
        line: t.cut_at_line,
        bytes_lost: t.bytes_lost,
        detail: `the AGENTS.md chain exceeds Codex's ${t.budget}-byte budget (project_doc_max_bytes): cut in ${t.cut_in} at byte ${t.cut_at_byte} (line ${t.cut_at_line}), ${t.bytes_lost} bytes never read${t.dropped.length ? `, ${t.dropped.length} file${t.dropped.length === 1 ? "" : "s"} dropped` : ""}`
      });
    }
  } else if (agent === "gemini") {
    let s = geminiSession(folder, src);
    files = withTokens(s.files, src, count, !1), skipped = s.skipped;
  } else if (agent === "cursor") {
    let s = cursorSession(folder, src);
    files = withTokens(s.files, src, count, !0), on_demand = s.on_demand.map((p) => ({ path: p, trigger: "a matching file, or the agent asking for the rule", tokens: tokensOf(p) }));
  } else {
    let s = copilotSession(folder, src);
    files = withTokens(s.files, src, count, !1), on_demand = s.on_demand.map((p) => ({ path: p, trigger: "a file its applyTo matches", tokens: tokensOf(p) }));
  }
  let u = unresolved(skipped);
  problems.push(...u.problems, ...sameFileTwice(files, src), ...duplicateBlocks(files, src, count));
  let tokens = files.reduce((n2, f) => n2 + f.tokens, 0), out = { agent, folder, files, tokens, on_demand, skipped: u.rest, problems };
  return truncation && (out.truncation = truncation), out;
}
function agentContexts(src, count, opts = {}) {
  let out = [], folders = opts.folders ?? contextFolders(src);
  for (let folder of folders)
    for (let agent of AGENTS) {
      let c = agentContext(agent, folder, src, count);
      if (c.files.length === 0) continue;
      let own = c.files.some((f) => f.imported_by === void 0 && ownerFolder(f.path) === folder);
      (folder === "" || own || opts.folders !== void 0) && out.push(c);
    }
  return out;
}

// scripts/readers/sources.ts
import { lstatSync, opendirSync, readFileSync, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
var MAX_READ_BYTES = 5 * 1024 * 1024, toPosix = (p) => sep === "/" ? p : p.split(sep).join("/"), abs = (root, p) => p === "" ? root : join(root, p);
function rawLister(root) {
  let cache = /* @__PURE__ */ new Map();
  return (dir) => {
    let list = cache.get(dir);
    if (list) return list;
    list = [];
    try {
      let d = opendirSync(abs(root, dir));
      try {
        for (let e = d.readSync(); e !== null; e = d.readSync()) {
          let isDir = e.isDirectory();
          if (e.isSymbolicLink())
            try {
              isDir = lstatSync(realpathSync(join(abs(root, dir), e.name))).isDirectory();
            } catch {
              isDir = !1;
            }
          list.push({ name: e.name, isDir });
        }
      } finally {
        d.closeSync();
      }
    } catch {
      list = [];
    }
    return cache.set(dir, list), list;
  };
}
function canonicalizer(root) {
  let cache = /* @__PURE__ */ new Map();
  return (p) => {
    let c = cache.get(p);
    if (c !== void 0) return c;
    c = p;
    try {
      if (lstatSync(join(root, p)).isSymbolicLink()) {
        let rel = toPosix(relative(realpathSync(root), realpathSync(join(root, p))));
        rel !== "" && !rel.startsWith("..") && !rel.split("/").includes(".git") && (c = rel);
      }
    } catch {
      c = p;
    }
    return cache.set(p, c), c;
  };
}
function fileTester(root, repo) {
  return (p) => {
    if (p.split("/").includes(".git")) return !1;
    if (repo.files.has(p)) return !0;
    try {
      return lstatSync(realpathSync(join(root, p))).isFile();
    } catch {
      return !1;
    }
  };
}
function projectSources(root, repo) {
  let docs = /* @__PURE__ */ new Map(), isFile = fileTester(root, repo);
  return { root, repo, doc: (p) => {
    if (!docs.has(p)) {
      let parsed = null;
      if (isFile(p))
        try {
          let buf = readFileSync(join(root, p));
          buf.length <= MAX_READ_BYTES && buf.indexOf(0) < 0 && (parsed = parseDoc(p, buf.toString("utf8")));
        } catch {
          parsed = null;
        }
      docs.set(p, parsed);
    }
    return docs.get(p) ?? void 0;
  }, isFile, canonical: canonicalizer(root), listDir: rawLister(root) };
}

// scripts/readers/project-contexts.ts
function projectFolder(root, folder) {
  let norm = posix2.normalize(folder.replace(/\\/g, "/")).replace(/^\.\/?/, "").replace(/\/$/, "");
  if (norm.startsWith("..") || norm.startsWith("/") || norm.split("/").includes(".git")) throw new HygieneError("USAGE", `--folder must be a folder inside the project: ${folder}`);
  let isDir = !1;
  try {
    isDir = statSync(join2(root, norm)).isDirectory();
  } catch {
    isDir = !1;
  }
  if (!isDir) throw new HygieneError("USAGE", `--folder: no such folder in the project: ${folder}`);
  return norm === "." ? "" : norm;
}
async function projectSourcesAt(startDir) {
  let { root } = await findProjectRoot(startDir);
  return projectSources(root, buildRepoIndex(await listProjectFiles(root)));
}
async function projectContexts(startDir, folder) {
  let src = await projectSourcesAt(startDir), count = await loadTokenCounter(), folders = folder === void 0 ? void 0 : [projectFolder(src.root, folder)];
  return { project_root: src.root, contexts: agentContexts(src, count, folders ? { folders } : {}) };
}

// scripts/cli/context.ts
var HELP = `context: what each coding agent loads as memory, per folder (read-only: no scan, no model)

Usage: node dist/context.mjs [--root DIR] [--folder F] [--json]

  --root DIR   the project (default: the git root above the current folder)
  --folder F   only sessions started in this project-relative folder
  --json       machine output: { project_root, contexts: [{ agent, folder, files, tokens, on_demand,
               skipped, problems, truncation? }] }

For each folder with agent context (the root, and every folder with a CLAUDE.md, AGENTS.md, GEMINI.md,
.claude/, .cursor/ rules of its own) and each agent (claude-code, codex, gemini, cursor, copilot):
the files a session started there loads, in the client's order, with their tokens; what loads later
on demand; and the problems: content loaded twice in one context, Codex's 32 KiB budget cutting the
AGENTS.md chain, imports that do not resolve. Exit 0 whatever it finds; 2 on a usage error.`;
await runCli({
  name: "context",
  help: HELP,
  run: async (argv) => {
    let args = parseArgs(argv, { root: { type: "string" }, folder: { type: "string" }, json: { type: "boolean" } });
    if (args.positionals.length > 0) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let r = await projectContexts(stringFlag(args, "root") ?? process.cwd(), stringFlag(args, "folder"));
    return await writeStdout(args.flags.json ? JSON.stringify(r, null, 2) + `
` : formatContexts(r.project_root, r.contexts)), 0;
  }
});
