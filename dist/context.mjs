import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  buildRepoIndex,
  claudeCodeSession,
  folderChain,
  importMaxHops,
  isAgentMemoryPath,
  isWithin,
  joinPath,
  projectSources,
  resolvedImports,
  sentText
} from "./chunks/chunk-MQ5TAFZI.mjs";
import {
  listProjectFiles
} from "./chunks/chunk-QPLH22LG.mjs";
import {
  loadTokenCounter
} from "./chunks/chunk-62WVP7OZ.mjs";
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
import { join, posix } from "node:path";

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
function withTokens(files, src, count, agent) {
  return files.map((f) => ({ ...f, bytes: Buffer.byteLength(src.doc(f.path)?.text ?? "", "utf8"), tokens: count(sentText(f.path, src, agent)) }));
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
  let tokensOf = (p) => count(sentText(p, src, agent)), files, on_demand = [], skipped = [], truncation, problems = [];
  if (agent === "claude-code") {
    let s = claudeCodeSession(folder, src);
    files = withTokens(s.files, src, count, agent), skipped = s.skipped;
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
    files = withTokens(s.files, src, count, agent), skipped = s.skipped;
  } else if (agent === "cursor") {
    let s = cursorSession(folder, src);
    files = withTokens(s.files, src, count, agent), on_demand = s.on_demand.map((p) => ({ path: p, trigger: "a matching file, or the agent asking for the rule", tokens: tokensOf(p) }));
  } else {
    let s = copilotSession(folder, src);
    files = withTokens(s.files, src, count, agent), on_demand = s.on_demand.map((p) => ({ path: p, trigger: "a file its applyTo matches", tokens: tokensOf(p) }));
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

// scripts/readers/project-contexts.ts
function projectFolder(root, folder) {
  let norm = posix.normalize(folder.replace(/\\/g, "/")).replace(/^\.\/?/, "").replace(/\/$/, "");
  if (norm.startsWith("..") || norm.startsWith("/") || norm.split("/").includes(".git")) throw new HygieneError("USAGE", `--folder must be a folder inside the project: ${folder}`);
  let isDir = !1;
  try {
    isDir = statSync(join(root, norm)).isDirectory();
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
