import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  knownAgent,
  projectContexts
} from "./chunk-XDPJWR6P.mjs";
import {
  thousands
} from "./chunk-EAJZASD2.mjs";
import {
  JSON_OPTION,
  ROOT_OPTION,
  noPositionals,
  printable,
  pushAll,
  rootFlag,
  stringFlag,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT
} from "./chunk-6ISAVYID.mjs";

// scripts/readers/format-contexts.ts
var n = thousands, folderName = (f) => f === "" ? "(project root)" : `${f}/`;
function problemLine(p) {
  let where = "line" in p ? `${p.path}:${p.line}` : p.path;
  return `${p.kind} ${where}: ${p.detail}`;
}
function formatContext(c) {
  let out = [], files = c.files.filter((f) => f.loaded_bytes !== 0);
  out.push(`  ${c.agent}: ${files.length} file${files.length === 1 ? "" : "s"}, ${n(c.tokens)} tokens every session`);
  for (let s of c.settings) out.push(`    setting: ${s.key} = ${JSON.stringify(s.value)} (${s.path})`);
  if (c.files.forEach((f, i) => {
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
function formatContexts(root, contexts, listing) {
  let out = [`What agents load in ${root}`, ""];
  contexts.length === 0 && out.push("No agent context: no memory file of any client this model knows.");
  let folder;
  for (let c of contexts)
    c.folder !== folder && (folder !== void 0 && out.push(""), folder = c.folder, out.push(`Session started in ${folderName(c.folder)}`)), pushAll(out, formatContext(c));
  if (listing && listing.entries.some((e) => e.source !== "client")) {
    let mine = listing.entries.filter((e) => e.source !== "client").length;
    out.push("", `Claude Code skill listing: ${mine} of the project's skills and commands, ${n(listing.full_chars)} of ${n(listing.budget)} characters with the client's own${listing.dropped.length ? `; over budget: ${listing.dropped.length} shown by name only` : ""}${listing.cut.length ? `; ${listing.cut.length} description${listing.cut.length === 1 ? "" : "s"} cut` : ""}`);
  }
  let problems = contexts.reduce((s, c) => s + c.problems.length, 0);
  return out.push("", `${contexts.length} context${contexts.length === 1 ? "" : "s"}, ${problems} problem${problems === 1 ? "" : "s"}. Token counts are local estimates (cl100k_base).`), out.map(printable).join(`
`) + `
`;
}

// scripts/cli/commands/context.ts
var contextCommand = {
  name: "context",
  summary: "What each coding agent loads as memory, per folder (read-only: no scan, no model).",
  usage: ["[--root DIR] [--folder F] [--agent NAME]... [--all-agents] [--json]"],
  description: `For each folder with agent context (the root, and every folder with memory of its own) and each client: the files a session
started there loads, in the client's order, with their tokens; what loads later on demand; the settings it read from the
repository (.codex/config.toml, .gemini/settings.json, .claude/settings.json, .aider.conf.yml); and the problems: content loaded
twice, twin files, a byte budget cutting the chain, a file over a client's size limit, AGENTS.md switched off by CLAUDE.local.md,
Claude Code's skill listing over its budget, imports that do not resolve. Every rule names its source (the client version it was
observed with, or the source file or page it was read in).`,
  options: {
    root: ROOT_OPTION,
    folder: { type: "string", arg: "F", help: "only sessions started in this project-relative folder" },
    agent: { type: "string", repeatable: !0, arg: "NAME", help: "only this client (repeatable): claude-code, codex, gemini, cursor, copilot, windsurf, kiro, aider" },
    "all-agents": { type: "boolean", help: "every client, also one that loads nothing here (its context is empty)" },
    json: { ...JSON_OPTION, help: "machine output: { project_root, readers: [{ agent, client, rules: [{ id, text, source }] }], contexts: [{ agent, client, folder, files: [{ path, rule, source, tokens, ... }], tokens, on_demand, skipped, problems, settings, truncation? }], skill_listing }" }
  },
  exitCodes: "0 whatever it finds, 2 usage error.",
  run: async (args) => {
    noPositionals(args);
    let agent = args.flags.agent, agents = agent === void 0 ? void 0 : (Array.isArray(agent) ? agent : [String(agent)]).map(knownAgent), folder = stringFlag(args, "folder"), r = await projectContexts(rootFlag(args), {
      ...folder !== void 0 ? { folder } : {},
      ...agents !== void 0 ? { agents } : {},
      all_agents: args.flags["all-agents"] === !0
    });
    return await writeStdout(args.flags.json ? JSON.stringify(r, null, 2) + `
` : formatContexts(r.project_root, r.contexts, r.skill_listing)), EXIT.OK;
  }
};

export {
  contextCommand
};
