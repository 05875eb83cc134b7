#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  asPlan,
  planSources
} from "./chunks/chunk-N3Y6NSLE.mjs";
import {
  inScratch
} from "./chunks/chunk-PLUDF3OI.mjs";
import {
  CATEGORY_FILTERS,
  asScanArtifact,
  runReport
} from "./chunks/chunk-W5GOWS5K.mjs";
import {
  scannerProvenSource
} from "./chunks/chunk-3DAOPGZW.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-73XJTB4Z.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-JZLM7UPL.mjs";
import {
  STATE_DIR_NAME,
  assertStateTrusted
} from "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-EAJZASD2.mjs";
import "./chunks/chunk-5VCSN5G4.mjs";
import {
  loadConfig
} from "./chunks/chunk-FIJFGDGO.mjs";
import {
  writeFileAtomic
} from "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QVJDJ4Q2.mjs";
import "./chunks/chunk-DUOPAI4E.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-WMYYX4YZ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  listFlag,
  pushAll,
  readJsonFile,
  runCli,
  stringFlag,
  toolVersion,
  writeStdout
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/commands/report-builder.ts
import { realpathSync, mkdirSync } from "node:fs";
import { isAbsolute, join, resolve, sep, dirname } from "node:path";
function fromPlan(planPath) {
  let plan = asPlan(readJsonFile(planPath, "classification plan"), planPath);
  return planSources(plan, dirname(resolve(planPath)));
}
var reportBuilderCommand = {
  name: "report-builder",
  summary: "The deterministic report stage: turns the scanner's artifact and classification proposals into a full machine report.",
  usage: [
    "--scan scan.json --proposals proposals.json [--proposals more.json ...] --out DIR [--deterministic] [--category CLASS|SUBTYPE] [--model-free] [--summary FILE] [--plan SCRATCH/plan.json]"
  ],
  description: `It computes every guarded field (expected_sha256 from the file bytes, is_destructive / is_reversible / safety_tier from the kind
table and the one tier function, token estimates from the local tokenizer, entry ids) and validates the report before writing
DIR/report.json and DIR/report.md. DIR is a scratch folder (\`state-store scratch\` makes one in .dochygiene/tmp/); anywhere else in
.dochygiene/ is refused: only the state store writes there.

Proposals are rejected before anything is computed, each located globally across the given files
(proposals[2].exact_edit.anchor: ...): a malformed proposal, a field a script computes, a path not in the shortlist, an anchor
outside its file, a replace-text match not inside its anchor, a dedupe whose canonical_ref text differs from the removed span.`,
  options: {
    scan: { type: "string", arg: "FILE", help: "the scanner's artifact (dist/scanner.mjs output)" },
    proposals: { type: "string", repeatable: !0, arg: "FILE", help: 'a { "proposals": [...] } file (repeatable; a missing flag means no proposals)' },
    out: { type: "string", arg: "DIR", help: "scratch folder for report.json and report.md" },
    deterministic: {
      type: "boolean",
      help: "also propose what the scanner proves (moved link targets -> replace-text, exact duplicates -> dedupe, satisfied lifecycle rules -> delete), placed before the given proposals"
    },
    category: { type: "string", arg: "C", help: "keep only entries of class stale|bloat or of one subtype" },
    "model-free": { type: "boolean", help: "no classifier ran: list unclassified candidates as needing classification" },
    summary: { type: "string", arg: "FILE", help: "also write the token roll-up (file -> category -> total) as JSON" },
    plan: {
      type: "string",
      arg: "FILE",
      help: "the classification plan (classify-batches plan): its cached proposals and every batch's proposals-<n>.json beside it are read as proposals files (a missing answer is refused), and report.md lists what the budget left for the next check and what was not for the model. A file classify-batches escalate listed (escalations.json) takes its escalated-<k>.json answer instead of its batch's; an escalated answer's proposals for any other file are ignored (noted)"
    }
  },
  exitCodes: "0 written, 1 proposals rejected or report invalid (nothing written), 2 usage error.",
  run: async (args) => {
    let scanPath = stringFlag(args, "scan"), out = stringFlag(args, "out");
    if (!scanPath || !out) throw new HygieneError("USAGE", "--scan and --out are required");
    if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let category = stringFlag(args, "category");
    if (category !== void 0 && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError("USAGE", `--category must be one of ${CATEGORY_FILTERS.join(", ")}`);
    let scan = readJsonFile(scanPath, "scan artifact"), scanRoot = scan?.project_root;
    typeof scanRoot == "string" && isAbsolute(scanRoot) && await assertStateTrusted(scanRoot);
    let outDir = resolve(out);
    mkdirSync(outDir, { recursive: !0 });
    let realOut = realpathSync(outDir);
    if (realOut.split(sep).includes(STATE_DIR_NAME) && !inScratch(realOut))
      throw new HygieneError("USAGE", `--out must be a scratch folder (state-store scratch makes one), not elsewhere in ${STATE_DIR_NAME}/ (only the state store writes there)`);
    let given = (listFlag(args, "proposals") ?? []).map((p) => ({ name: p, value: readJsonFile(p, "proposals file") })), planPath = stringFlag(args, "plan"), plan = planPath ? fromPlan(planPath) : void 0;
    plan && pushAll(given, plan.sources);
    for (let note of plan?.notes ?? []) process.stderr.write(`report-builder: note: ${note}
`);
    let checked = asScanArtifact(scan), proven = args.flags.deterministic === !0 && checked.ok ? [await scannerProvenSource(checked.artifact)] : [], root = scan?.project_root, config = typeof root == "string" ? loadConfig(root) : void 0, result = await runReport({
      scan,
      sources: [...proven, ...given],
      now: /* @__PURE__ */ new Date(),
      tool_version: toolVersion(),
      on_demand_weight: config?.tokens.on_demand_weight ?? 0,
      conventions: config?.conventions ?? [],
      category,
      model_free: args.flags["model-free"] === !0,
      classification: plan?.classification
    });
    if (result.stage !== "ok") {
      let what = result.stage === "report" ? "the built report is invalid (a report-builder bug)" : `${result.stage} rejected`;
      return process.stderr.write(`report-builder: ${what}; nothing written:
${result.violations.map((v) => `  ${formatViolation(v)}
`).join("")}` + (result.ranges && result.stage === "proposals" ? `(${result.ranges})
` : "")), EXIT.INVALID;
    }
    let jsonPath = join(outDir, "report.json"), mdPath = join(outDir, "report.md");
    writeFileAtomic(jsonPath, result.json), writeFileAtomic(mdPath, result.md);
    let summary = stringFlag(args, "summary");
    return summary && writeFileAtomic(resolve(summary), JSON.stringify(result.rollup, null, 2) + `
`), await writeStdout(`${jsonPath}
${mdPath}
`), EXIT.OK;
  }
};

// scripts/cli/report-builder.ts
await runCli(reportBuilderCommand);
