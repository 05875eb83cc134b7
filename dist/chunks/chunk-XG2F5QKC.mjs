import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CI_OPTIONS,
  ciCommand
} from "./chunk-QTLE2JUQ.mjs";
import {
  scanProgress
} from "./chunk-6D625TZO.mjs";
import {
  openProject,
  runScan
} from "./chunk-L6RSWUXZ.mjs";
import {
  CATEGORY_FILTERS,
  asScanArtifact,
  runReport
} from "./chunk-W5GOWS5K.mjs";
import {
  scannerProvenSource
} from "./chunk-3DAOPGZW.mjs";
import {
  writeCheckResult
} from "./chunk-JODB3Z4N.mjs";
import {
  statePaths
} from "./chunk-PWYTOBDR.mjs";
import {
  loadReportFile
} from "./chunk-73XJTB4Z.mjs";
import {
  assertStateTrusted
} from "./chunk-XPE3MLC3.mjs";
import {
  count,
  duration
} from "./chunk-C2YHMVOQ.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  CONFIG_OPTION,
  JSON_OPTION,
  ROOT_OPTION,
  rootFlag,
  runCommand,
  stringFlag,
  toolVersion,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunk-6ISAVYID.mjs";

// scripts/cli/commands/check.ts
import { relative, resolve } from "node:path";

// scripts/check/run-check.ts
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
async function runCheck(o) {
  await assertStateTrusted(o.root);
  let artifact = await o.scan(o.root, o.scope), { config } = o, scan = asScanArtifact(artifact), now = (o.now ?? (() => /* @__PURE__ */ new Date()))(), out = await runReport({
    scan: artifact,
    sources: scan.ok ? [await scannerProvenSource(scan.artifact)] : [],
    now,
    tool_version: o.tool_version,
    on_demand_weight: config.tokens.on_demand_weight,
    conventions: config.conventions,
    category: o.category,
    model_free: !0
  });
  if (out.stage !== "ok") return { stage: out.stage, violations: out.violations, unclassified: [] };
  let scratch = mkdtempSync(join(tmpdir(), "dochygiene-check-")), scratchJson = join(scratch, "report.json");
  writeFileAtomic(scratchJson, out.json), writeFileAtomic(join(scratch, "report.md"), out.md);
  let checked = loadReportFile(scratchJson);
  if (checked.violations.length) return { stage: "validate", violations: checked.violations, unclassified: [], scratch };
  writeCheckResult(o.root, out.json, out.md, out.report.generated_at), rmSync(scratch, { recursive: !0, force: !0 });
  let unclassified = out.view.pending.map((x) => x.path), paths = statePaths(o.root);
  return { stage: "ok", violations: [], report: out.report, rollup: out.rollup, unclassified, report_json: paths.report_json, report_md: paths.report_md };
}

// scripts/cli/commands/check.ts
var checkCommand = {
  name: "doc-hygiene-check",
  summary: "The model-free check: scans the project's docs, proposes only the edits the scanner proves, builds and validates the report on a scratch path, then writes .dochygiene/report.json and .dochygiene/report.md and stamps last_check. No model is called.",
  usage: [
    "[--root DIR] [--scope GLOB_OR_PATH] [--category C] [--config FILE] [--json] [--quiet]",
    "--ci [gate options: run with --ci --help]"
  ],
  description: `Scanner-proven edits: a link to a file git history shows moved -> replace-text; an exact duplicate block -> dedupe to its canonical
copy; a doc a lifecycle rule proves served or past retention -> delete, or extract-then-delete when the rule says so. Other
signal-bearing files are listed in report.md as needing classification (/hygiene check in Claude Code classifies them).
Apply the auto entries without Claude Code: doc-hygiene apply --tier auto (node dist/apply-edits.mjs apply --tier auto);
undo them: doc-hygiene undo.`,
  options: {
    root: ROOT_OPTION,
    scope: { type: "string", arg: "X", help: "narrow the scan to a glob or a path prefix" },
    category: { type: "string", arg: "C", help: "keep only entries of class stale|bloat or of one subtype" },
    config: CONFIG_OPTION,
    "no-model": { type: "boolean", help: "no classifier (always the case here; accepted for explicitness)" },
    json: JSON_OPTION,
    quiet: { type: "boolean", help: "no progress and no notes: only the one-line summary" },
    ci: { type: "boolean", help: "run the CI gate instead (the same as doc-hygiene ci; its options: --ci --help)" }
  },
  exitCodes: "0 report written, 1 refused or invalid (the previous report is kept), 2 usage error. With --ci: the gate's (see --ci --help).",
  run: runModelFree
}, GATE_ONLY = Object.keys(CI_OPTIONS).filter((k) => !["root", "scope", "config", "quiet"].includes(k));
function runCheckCli(argv, prog = checkCommand.name) {
  let i = argv.indexOf("--ci"), end = argv.indexOf("--");
  if (i >= 0 && (end < 0 || i < end)) return runCommand(ciCommand, [...argv.slice(0, i), ...argv.slice(i + 1)], `${prog} --ci`);
  let gateFlag = argv.find((a) => GATE_ONLY.some((g) => a === `--${g}` || a.startsWith(`--${g}=`)));
  if (gateFlag !== void 0) {
    let needsCi = () => {
      throw new HygieneError("USAGE", `${gateFlag.split("=")[0]} needs --ci`);
    };
    return runCommand({ ...checkCommand, options: { ...CI_OPTIONS, ...checkCommand.options }, run: needsCi }, argv, prog);
  }
  return runCommand(checkCommand, argv, prog);
}
async function runModelFree(args, ctx) {
  if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
  let category = stringFlag(args, "category");
  if (category !== void 0 && !CATEGORY_FILTERS.includes(category)) throw new HygieneError("USAGE", `--category must be one of ${CATEGORY_FILTERS.join(", ")}`);
  let config = stringFlag(args, "config"), project = await openProject(rootFlag(args), config === void 0 ? void 0 : resolve(config)), { root } = project, r = await runCheck({
    root,
    config: project.config,
    scope: stringFlag(args, "scope"),
    category,
    tool_version: toolVersion(),
    scan: (_root, scope) => runScan({ project, scope, onProgress: scanProgress(ctx) })
  });
  if (ctx.status(), r.stage !== "ok")
    return process.stderr.write(
      `${ctx.prog}: no report written (${r.stage} failed); the previous report is kept:
` + r.violations.map((v) => `  ${formatViolation(v)}
`).join("") + (r.scratch ? `  scratch report left in ${r.scratch}
` : "")
    ), EXIT.INVALID;
  let rep = r.report, auto = rep.entries.filter((e) => e.safety_tier === "auto").length, t = r.rollup.total, notes = rep.scan.notes ?? [];
  if (args.flags.json)
    return await writeStdout(
      JSON.stringify(
        {
          generated_at: rep.generated_at,
          files_scanned: rep.scan.files_scanned,
          shortlisted: rep.shortlist.length,
          entries: rep.entries.length,
          auto,
          confirm: rep.entries.length - auto,
          needs_classification: r.unclassified,
          tokens: t,
          report_json: r.report_json,
          report_md: r.report_md,
          notes
        },
        null,
        2
      ) + `
`
    ), EXIT.OK;
  for (let n of notes) ctx.note(n);
  let rel = (p) => relative(process.cwd(), p) || p, summary = `doc-hygiene check (model-free): ${count(rep.scan.files_scanned, "file")} scanned in ${duration(Date.now() - ctx.started)}, ${rep.shortlist.length} shortlisted; ${count(rep.entries.length, "entry", "entries")} (${auto} auto, ${rep.entries.length - auto} confirm); ${count(r.unclassified.length, "file needs", "files need")} classification`;
  if (args.flags.quiet)
    return await writeStdout(summary + `
`), EXIT.OK;
  let next = [];
  return auto > 0 ? next.push(`Next: doc-hygiene apply --tier auto applies the ${count(auto, "auto entry", "auto entries")} (undo: doc-hygiene undo); /hygiene clean in Claude Code also asks about the rest.`) : rep.entries.length > 0 && next.push("Next: /hygiene clean in Claude Code asks about each confirm entry (or doc-hygiene apply --ids ID after a grant)."), r.unclassified.length > 0 && next.push(`The ${count(r.unclassified.length, "file", "files")} needing classification: /hygiene check in Claude Code classifies them (report.md lists them).`), await writeStdout(
    `${summary}
  project: ${root}
  ~${t.weighted_tokens} tokens saved per session, up to ~${t.on_demand_tokens} more in on-demand docs
  ${rel(r.report_md)}
  ${rel(r.report_json)}
` + next.map((l) => l + `
`).join("")
  ), EXIT.OK;
}

export {
  checkCommand,
  runCheckCli
};
