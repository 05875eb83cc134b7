import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  count
} from "./chunk-C2YHMVOQ.mjs";
import {
  CONFIG_FILE,
  CONVENTIONS,
  DEFAULT_CONFIG,
  OPENSPEC_ARCHIVED_PATTERN,
  changeFolders,
  folderRole,
  foldersOf,
  isArchivePath,
  localeCopies,
  parseConfigText,
  versionCopies
} from "./chunk-FIJFGDGO.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  listProjectFiles,
  minimatch
} from "./chunk-DUOPAI4E.mjs";
import {
  findProjectRoot
} from "./chunk-UIVZPBU2.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  ROOT_OPTION,
  noPositionals,
  rootFlag,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/cli/commands/init.ts
import { relative } from "node:path";

// scripts/lifecycle/init-config.ts
import { linkSync, unlinkSync, existsSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

// scripts/roles/init-overrides.ts
var MAX_OVERRIDES = 10;
function justifiedOverrides(files) {
  let docs = files.filter((f) => /\.(?:md|mdx|markdown)$/i.test(f)), out = [];
  for (let [folder, because] of versionCopies(docs)) out.push({ glob: `${folder}/**`, role: "copy", because: `an older version: ${because}` });
  for (let [folder, because] of localeCopies(docs, new Set(files))) out.push({ glob: `${folder}/**`, role: "copy", because });
  return out.sort((a, b) => byCodeUnit(a.glob, b.glob)).slice(0, MAX_OVERRIDES);
}

// scripts/lifecycle/init-config.ts
var GLOB = { dot: !0 }, DONE_NAMES = ["completed", "done"], finished = (dir, name) => DONE_NAMES.includes(name) || isArchivePath(`${dir}/${name}/x`), DECISION_DOCS = ["docs/decisions.md", "DECISIONS.md", "docs/DECISIONS.md"];
function starterFor(files) {
  let rules = [], found = [], has = (glob) => files.filter((f) => minimatch(f, glob, GLOB)), agentFiles = has("**/{CLAUDE,AGENTS,CLAUDE.local}.md");
  agentFiles.length && (found.push(`agent files: ${agentFiles.slice(0, 3).join(", ")}${agentFiles.length > 3 ? ", ..." : ""}`), rules.push({ comment: "Agent memory: never a deletion candidate.", fields: [["id", "agent-memory"], ["files", "**/{CLAUDE,AGENTS,CLAUDE.local}.md"], ["lifetime", "keep"]] }));
  let recordDirs = foldersOf(files).filter((d) => folderRole(d.slice(d.lastIndexOf("/") + 1))?.name === "record" && !d.split("/").includes("node_modules"));
  for (let d of recordDirs.slice(0, 3))
    found.push(`records: ${d}/`), rules.push({ comment: "Records (decisions, minutes, ...) are history: keep them.", fields: [["id", `records-${slug(d)}`], ["dirs", d], ["lifetime", "keep"]] });
  let openspec = changeFolders(files).length > 0 || files.some((f) => f.startsWith("openspec/"));
  openspec && (found.push("OpenSpec: openspec/"), rules.push({
    comment: "A live OpenSpec change whose archived copy exists is a leftover: deleted on proof (auto when tracked and clean).",
    fields: [["id", "openspec-leftovers"], ["dirs", "openspec/changes/*"], ["exclude", ["openspec/changes/archive"]], ["lifetime", "delete-once-served"], ["served_when_path", OPENSPEC_ARCHIVED_PATTERN]]
  }));
  let decisions = DECISION_DOCS.find((d) => files.includes(d)), planDirs = foldersOf(files).filter((d) => /(^|\/)plans$/.test(d) && !d.split("/").some((s) => s === "node_modules" || s === "openspec"));
  for (let d of planDirs.slice(0, 3)) {
    let direct = files.filter((f) => f.startsWith(d + "/") && !f.slice(d.length + 1).includes("/") && f.endsWith(".md") && !/\/README\.md$/i.test(f)), sub = foldersOf(files.filter((f) => f.startsWith(d + "/"))).filter((s) => s.startsWith(d + "/") && !s.slice(d.length + 1).includes("/")), done = sub.filter((s) => finished(d, s.slice(d.length + 1)));
    if (sub = sub.filter((s) => !done.includes(s)), direct.length === 0 && sub.length === 0) continue;
    found.push(`plans: ${d}/ (${direct.length} plan file${direct.length === 1 ? "" : "s"}, ${sub.length} plan folder${sub.length === 1 ? "" : "s"})`);
    let judged = [
      ["lifetime", "delete-once-served"],
      ["served_when", "the work this plan describes has shipped (merged, and nothing in it is still to do)"],
      ...decisions ? [["on_served", "extract-then-delete"], ["extract_to", decisions]] : []
    ], comment = `Plans are served once their work has shipped; a classifier judges it and you confirm each delete${decisions ? `, after what should last is extracted to ${decisions}` : ""}.`;
    direct.length && rules.push({ comment, fields: [["id", `plans-${slug(d)}`], ["files", `${d}/*.md`], ["exclude", [`${d}/README.md`]], ...judged] }), sub.length && rules.push({ comment, fields: [["id", `plan-folders-${slug(d)}`], ["dirs", `${d}/*`], ["exclude", [.../* @__PURE__ */ new Set([`${d}/archive`, ...done])].sort()], ...judged] });
  }
  let scratchGlobs = ["**/tmp-*.md", "**/scratch-*.md", "**/*.scratch.md", "**/scratch/**/*.md"];
  for (let g of scratchGlobs) {
    let hits = has(g).filter((f) => !f.split("/").includes("node_modules"));
    if (!hits.length) continue;
    let dirs = [...new Set(hits.map((f) => f.slice(0, Math.max(0, f.lastIndexOf("/")))))], glob = dirs.length === 1 && !g.includes("/scratch/") ? `${dirs[0] ? dirs[0] + "/" : ""}${g.slice(3)}` : g;
    found.push(`scratch notes: ${hits.length} matching ${glob}`), rules.push({
      comment: "Scratch notes are temporary: the newest are kept, older ones deleted (auto when tracked and clean).",
      fields: [["id", `scratch-${rules.filter((r) => String(r.fields[0][1]).startsWith("scratch-")).length + 1}`], ["files", glob], ["lifetime", "temporary"], ["retain_recent", 3], ["max_age_days", 30]]
    });
  }
  let roles = justifiedOverrides(files);
  for (let r of roles) found.push(`${r.role}: ${r.glob} (${r.because})`);
  return { rules, openspec, roles, found };
}
function slug(dir) {
  return dir.replace(/^\.+/, "").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "root";
}
var q = (s) => JSON.stringify(s), yamlValue = (v) => Array.isArray(v) ? `[${v.map(q).join(", ")}]` : typeof v == "number" ? String(v) : q(v);
function renderStarter(s) {
  let out = [
    "# doc-hygiene configuration, written by `init` from what this repository holds.",
    "# Every key is optional; the schema is dist/schemas/config.schema.json in the plugin.",
    "# Lifecycle rules: first match wins; `keep` protects what it matches wherever it stands.",
    "# A delete is auto only with scanner-proven evidence on a tracked, clean path; all else asks you.",
    "lifecycle:"
  ];
  if (s.rules.length === 0) out.push("  rules: []");
  else {
    out.push("  rules:");
    for (let r of s.rules)
      out.push(`    # ${r.comment}`), r.fields.forEach(([k, v], i) => out.push(`    ${i === 0 ? "- " : "  "}${k}: ${yamlValue(v)}`));
  }
  out.push("  openspec:", "    enabled: true", `    abandoned_after_days: ${DEFAULT_CONFIG.lifecycle.openspec.abandoned_after_days}`), out.push("# Conventions turn a judged rule into a deterministic one. Adopt one by listing its name:");
  for (let c of CONVENTIONS) out.push(`#   ${c.name}: ${c.pitch}`);
  if (out.push("conventions: []"), s.roles.length) {
    out.push("# Roles: what a doc is, before the computed roles (first match wins). Intended copies are never judged.", "roles:");
    for (let r of s.roles) out.push(`  # ${r.because}`, `  - glob: ${q(r.glob)}`, `    role: ${r.role}`);
  }
  return out.push(""), out.join(`
`);
}
function writeStarter(root, text) {
  parseConfigText(text);
  let target = join(root, CONFIG_FILE);
  if (existsSync(target)) throw new HygieneError("REFUSED", `${CONFIG_FILE} already exists; init never overwrites it`);
  let tmp = join(root, `.${CONFIG_FILE}.init-${randomBytes(4).toString("hex")}.tmp`);
  writeFileAtomic(tmp, text);
  try {
    linkSync(tmp, target);
  } catch (err) {
    throw err.code === "EEXIST" ? new HygieneError("REFUSED", `${CONFIG_FILE} already exists; init never overwrites it`) : err;
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
    }
  }
  return target;
}

// scripts/cli/commands/init.ts
var initCommand = {
  name: "init",
  summary: "Write a starter .dochygiene.yaml from what this repository holds.",
  usage: ["[--root DIR] [--print]"],
  description: "Looks at the repository's files and writes lifecycle rules it visibly needs: OpenSpec changes -> the leftover rule (a live change whose archived copy exists is deleted on proof); a plans folder -> a served_when rule a classifier judges and you confirm; scratch notes (tmp-*.md, scratch/) -> a temporary rule keeping the newest 3 and deleting those older than 30 days; agent files (CLAUDE.md, AGENTS.md) and decision records -> keep. It lists the conventions you may adopt. The text is checked against the config schema before it is written. Never overwrites: when .dochygiene.yaml exists, init changes nothing and exits 1.",
  options: {
    root: ROOT_OPTION,
    print: { type: "boolean", help: "print the starter configuration instead of writing it" }
  },
  exitCodes: "0 written (or printed), 1 refused (the file exists), 2 usage error.",
  run: async (args) => {
    noPositionals(args);
    let { root } = await findProjectRoot(rootFlag(args)), starter = starterFor(await listProjectFiles(root)), text = renderStarter(starter);
    if (args.flags.print)
      return await writeStdout(text), EXIT.OK;
    let path = writeStarter(root, text), found = starter.found.length ? starter.found.map((f) => `  found ${f}
`).join("") : `  found nothing that needs a lifecycle rule; defaults apply
`;
    return await writeStdout(
      `wrote ${relative(process.cwd(), path) || path} (${count(starter.rules.length, "lifecycle rule")})
${found}Review it, commit it, then run /hygiene sweep (or doc-hygiene check) to apply it.
`
    ), EXIT.OK;
  }
};

export {
  initCommand
};
