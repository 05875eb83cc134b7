#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CATEGORY_FILTERS,
  finalize,
  pendingClassification,
  toolVersion
} from "./chunks/chunk-M4JFM3QK.mjs";
import "./chunks/chunk-X3JFYN3S.mjs";
import {
  loadReportFile
} from "./chunks/chunk-UDCBJSBE.mjs";
import {
  setStamp,
  writeReport
} from "./chunks/chunk-DZIL5PP7.mjs";
import {
  statePaths
} from "./chunks/chunk-4KALJSO7.mjs";
import "./chunks/chunk-NV33TUK6.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  runScan
} from "./chunks/chunk-NT75CS4L.mjs";
import "./chunks/chunk-JXMLLRMW.mjs";
import "./chunks/chunk-GM4FTT4O.mjs";
import "./chunks/chunk-EMWDHPXF.mjs";
import "./chunks/chunk-2UP7KL73.mjs";
import "./chunks/chunk-ABXALP3M.mjs";
import {
  loadConfig
} from "./chunks/chunk-WFECDN6K.mjs";
import "./chunks/chunk-ZKZR27YI.mjs";
import "./chunks/chunk-A565TF23.mjs";
import "./chunks/chunk-IPVTNXTH.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-4XXMXLT3.mjs";
import "./chunks/chunk-L77WKODJ.mjs";
import "./chunks/chunk-QMUIZIYI.mjs";
import "./chunks/chunk-CA6OREP6.mjs";
import {
  writeFileAtomic
} from "./chunks/chunk-GPUNALMA.mjs";
import {
  parseArgs,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-LJQCJJAZ.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunks/chunk-LQ3WGZX4.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
import { relative } from "node:path";

// scripts/check/run-check.ts
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
async function runCheck(o) {
  let artifact = await o.scan(o.root, o.scope), config = loadConfig(o.root), scan = artifact, now = (o.now ?? (() => /* @__PURE__ */ new Date()))(), out = await finalize({
    scan: artifact,
    sources: [],
    deterministic: !0,
    now,
    tool_version: o.tool_version,
    on_demand_weight: config.tokens.on_demand_weight,
    category: o.category,
    scope: o.scope,
    model_free: !0
  });
  if (out.stage !== "ok") return { stage: out.stage, violations: out.violations, unclassified: [] };
  let scratch = mkdtempSync(join(tmpdir(), "dochygiene-check-")), scratchJson = join(scratch, "report.json");
  writeFileAtomic(scratchJson, out.json), writeFileAtomic(join(scratch, "report.md"), out.md);
  let checked = loadReportFile(scratchJson);
  if (checked.violations.length) return { stage: "validate", violations: checked.violations, unclassified: [], scratch };
  writeReport(o.root, out.json, out.md), setStamp(o.root, "last_check", out.report.generated_at), rmSync(scratch, { recursive: !0, force: !0 });
  let unclassified = pendingClassification(out.report.shortlist, scan.signals, out.report.entries, out.filtered_out).map((x) => x.path), paths = statePaths(o.root);
  return { stage: "ok", violations: [], report: out.report, rollup: out.rollup, unclassified, report_json: paths.report_json, report_md: paths.report_md };
}

// scripts/cli/check.ts
var HELP = `Usage: doc-hygiene-check [--root DIR] [--no-model] [--scope GLOB_OR_PATH] [--category C] [--json]

The model-free check: scans the project's docs, proposes only the edits the scanner proves (a link to
a file git history shows moved -> replace-text; an exact duplicate block -> dedupe to its canonical
copy), builds and validates the report on a scratch path, then writes .dochygiene/report.json and
.dochygiene/report.md and stamps last_check. Other signal-bearing files are listed in report.md as
needing classification (run /hygiene check in Claude Code for that). No model is called.

Options:
  --root DIR        the project (default: the git toplevel of the current directory)
  --no-model        no classifier (always the case here; accepted for explicitness)
  --scope X         narrow the scan to a glob or a path prefix
  --category C      keep only entries of class stale|bloat or of one subtype
  --json            print a JSON summary instead of text
  --help            show this help

Exit codes: 0 report written, 1 refused or invalid (the previous report is kept), 2 usage error.`, count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
await runCli({
  name: "doc-hygiene-check",
  help: HELP,
  run: async (argv) => {
    let args = parseArgs(argv, { root: { type: "string" }, "no-model": { type: "boolean" }, scope: { type: "string" }, category: { type: "string" }, json: { type: "boolean" } });
    if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let category = stringFlag(args, "category");
    if (category !== void 0 && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError("USAGE", `--category must be one of ${CATEGORY_FILTERS.join(", ")}`);
    let { root } = await findProjectRoot(stringFlag(args, "root") ?? process.cwd()), r = await runCheck({ root, scope: stringFlag(args, "scope"), category, tool_version: toolVersion(), scan: (start, scope) => runScan({ startDir: start, scope }) });
    if (r.stage !== "ok")
      return process.stderr.write(`doc-hygiene-check: no report written (${r.stage} failed); the previous report is kept:
` + r.violations.map((v) => `  ${formatViolation(v)}
`).join("") + (r.scratch ? `  scratch report left in ${r.scratch}
` : "")), EXIT.INVALID;
    let rep = r.report, auto = rep.entries.filter((e) => e.safety_tier === "auto").length, t = r.rollup.total;
    if (args.flags.json)
      await writeStdout(JSON.stringify({
        generated_at: rep.generated_at,
        files_scanned: rep.scan.files_scanned,
        shortlisted: rep.shortlist.length,
        entries: rep.entries.length,
        auto,
        confirm: rep.entries.length - auto,
        needs_classification: r.unclassified,
        tokens: t,
        report_json: r.report_json,
        report_md: r.report_md
      }, null, 2) + `
`);
    else {
      let rel = (p) => relative(process.cwd(), p) || p;
      await writeStdout(
        `doc-hygiene check (model-free) of ${root}
  ${rep.scan.files_scanned} files scanned, ${rep.shortlist.length} shortlisted
  ${count(rep.entries.length, "entry", "entries")} (${auto} auto, ${rep.entries.length - auto} confirm), ${count(r.unclassified.length, "file needs", "files need")} classification
  ~${t.weighted_tokens} tokens saved per session, up to ~${t.on_demand_tokens} more in on-demand docs
  ${rel(r.report_md)}
  ${rel(r.report_json)}
` + (rep.entries.length ? `Next: /hygiene clean applies the auto entries and asks about the rest.
` : "")
      );
    }
    return EXIT.OK;
  }
});
