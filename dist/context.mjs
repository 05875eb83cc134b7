import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  projectContexts
} from "./chunks/chunk-ZXHZ7OZV.mjs";
import "./chunks/chunk-PKHHBPBW.mjs";
import "./chunks/chunk-JCWKA64J.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-TZALMOM2.mjs";
import "./chunks/chunk-IGLDV2XO.mjs";
import {
  parseArgs,
  pushAll,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-WTUKGVID.mjs";
import "./chunks/chunk-6K7LX5MF.mjs";
import "./chunks/chunk-A4CSYVLB.mjs";
import "./chunks/chunk-PLG4TFWS.mjs";
import "./chunks/chunk-MT66A3VG.mjs";
import {
  HygieneError
} from "./chunks/chunk-FC3EPPNQ.mjs";
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
    c.folder !== folder && (folder !== void 0 && out.push(""), folder = c.folder, out.push(`Session started in ${folderName(c.folder)}`)), pushAll(out, formatContext(c));
  let problems = contexts.reduce((s, c) => s + c.problems.length, 0);
  return out.push("", `${contexts.length} context${contexts.length === 1 ? "" : "s"}, ${problems} problem${problems === 1 ? "" : "s"}. Token counts are local estimates (cl100k_base).`), out.join(`
`) + `
`;
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
