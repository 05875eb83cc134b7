import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CATEGORY_FILTERS,
  runReport,
  scanArtifactViolations
} from "./chunks/chunk-4TPI42HO.mjs";
import "./chunks/chunk-MM6Z7CDC.mjs";
import "./chunks/chunk-GUHQLK5X.mjs";
import {
  planAnswers
} from "./chunks/chunk-SWMD43BG.mjs";
import {
  scannerProvenSource,
  toolVersion
} from "./chunks/chunk-YSPBRJK7.mjs";
import "./chunks/chunk-Q6OSUR5N.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import "./chunks/chunk-3FWQVS7Z.mjs";
import "./chunks/chunk-PKHHBPBW.mjs";
import "./chunks/chunk-JCWKA64J.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import {
  loadConfig
} from "./chunks/chunk-KQAQCCUE.mjs";
import "./chunks/chunk-ERKIDGZ2.mjs";
import "./chunks/chunk-TZALMOM2.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import {
  inScratch
} from "./chunks/chunk-Q3QSLFOF.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  STATE_DIR_NAME,
  assertStateTrusted
} from "./chunks/chunk-ODI7J5P3.mjs";
import {
  writeFileAtomic
} from "./chunks/chunk-2SEPAG6N.mjs";
import {
  listFlag,
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
  EXIT,
  HygieneError,
  formatViolation,
  readJsonInput
} from "./chunks/chunk-FC3EPPNQ.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/report-builder.ts
import { realpathSync, mkdirSync, existsSync } from "node:fs";
import { isAbsolute, join, resolve, sep, dirname } from "node:path";
var HELP = `Usage: report-builder --scan scan.json --proposals proposals.json [--proposals more.json ...]
                      --out DIR [--deterministic] [--category CLASS|SUBTYPE] [--scope X] [--model-free]
                      [--summary FILE] [--plan SCRATCH/plan.json]

The deterministic report stage: turns the scanner's artifact and classification proposals into a
full machine report. It computes every guarded field (expected_sha256 from the file bytes,
is_destructive / is_reversible / safety_tier from the kind table and the one tier function, token
estimates from the local tokenizer, entry ids) and validates the report before writing
DIR/report.json and DIR/report.md. DIR is a scratch folder (\`state-store scratch\` makes one in
.dochygiene/tmp/); anywhere else in .dochygiene/ is refused: only the state store writes there.

Proposals are rejected before anything is computed, each located globally across the given files
(proposals[2].exact_edit.anchor: ...): a malformed proposal, a field a script computes, a path not
in the shortlist, an anchor outside its file, a replace-text match not inside its anchor, a dedupe
whose canonical_ref text differs from the removed span.

Options:
  --scan FILE        the scanner's artifact (dist/scanner.mjs output)
  --proposals FILE   a { "proposals": [...] } file (repeatable; a missing flag means no proposals)
  --out DIR          scratch folder for report.json and report.md
  --deterministic    also propose what the scanner proves (moved link targets -> replace-text,
                     exact duplicates -> dedupe, satisfied lifecycle rules -> delete), placed
                     before the given proposals
  --category C       keep only entries of class stale|bloat or of one subtype
  --scope X          record the run's --scope in the report (when the artifact does not)
  --model-free       no classifier ran: list unclassified candidates as needing classification
  --summary FILE     also write the token roll-up (file -> category -> total) as JSON
  --plan FILE        the classification plan (classify-batches plan): its cached proposals and
                     every batch's proposals-<n>.json beside it are read as proposals files (a
                     missing answer is refused), and report.md lists what the budget left for the
                     next check and what was not for the model. A file classify-batches escalate
                     listed (escalations.json) takes its escalated-<k>.json answer instead of its
                     batch's; an escalated answer's proposals for any other file are ignored (noted)
  --help             show this help

Exit codes: 0 written, 1 proposals rejected or report invalid (nothing written), 2 usage error.`, readJson = (path, what) => readJsonInput(path, what, { followSymlink: !0 });
function planSources(planPath) {
  let plan = readJson(planPath, "classification plan");
  if (!plan || !Array.isArray(plan.batches) || typeof plan.cached_proposals_file != "string" || !Array.isArray(plan.left) || !Array.isArray(plan.not_for_model))
    throw new HygieneError("PARSE", `${planPath} is not a classification plan`);
  let dir = dirname(resolve(planPath));
  if (!plan.batches.every((b) => b !== null && typeof b == "object" && Array.isArray(b.paths)))
    throw new HygieneError("PARSE", `${planPath} is not a classification plan`);
  for (let f of [plan.cached_proposals_file, ...plan.batches.flatMap((b) => [b.batch_file, b.proposals_file])])
    if (typeof f != "string" || f.includes("/") || f.includes("\\")) throw new HygieneError("PARSE", `${planPath} names a proposals file outside its folder`);
  let cached = join(dir, plan.cached_proposals_file);
  if (!existsSync(cached)) throw new HygieneError("IO", `${cached} is missing`);
  let answers = planAnswers({ batches: plan.batches }, dir), problem = [...answers.problems, ...answers.batches.flatMap((b) => b.problems)][0];
  if (problem) throw new HygieneError(problem.code, formatViolation(problem));
  return { sources: [{ name: cached, value: readJson(cached, "proposals file") }, ...answers.batches.flatMap((b) => b.sources)], unjudged: { left: plan.left, not_for_model: plan.not_for_model }, notes: answers.notes };
}
await runCli({
  name: "report-builder",
  help: HELP,
  run: async (argv) => {
    let args = parseArgs(argv, {
      scan: { type: "string" },
      proposals: { type: "string", repeatable: !0 },
      out: { type: "string" },
      category: { type: "string" },
      scope: { type: "string" },
      "model-free": { type: "boolean" },
      summary: { type: "string" },
      deterministic: { type: "boolean" },
      plan: { type: "string" }
    }), scanPath = stringFlag(args, "scan"), out = stringFlag(args, "out");
    if (!scanPath || !out) throw new HygieneError("USAGE", "--scan and --out are required");
    if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let category = stringFlag(args, "category");
    if (category !== void 0 && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError("USAGE", `--category must be one of ${CATEGORY_FILTERS.join(", ")}`);
    let scan = readJson(scanPath, "scan artifact"), scanRoot = scan?.project_root;
    typeof scanRoot == "string" && isAbsolute(scanRoot) && await assertStateTrusted(scanRoot);
    let outDir = resolve(out);
    mkdirSync(outDir, { recursive: !0 });
    let realOut = realpathSync(outDir);
    if (realOut.split(sep).includes(STATE_DIR_NAME) && !inScratch(realOut))
      throw new HygieneError("USAGE", `--out must be a scratch folder (state-store scratch makes one), not elsewhere in ${STATE_DIR_NAME}/ (only the state store writes there)`);
    let given = (listFlag(args, "proposals") ?? []).map((p) => ({ name: p, value: readJson(p, "proposals file") })), planPath = stringFlag(args, "plan"), plan = planPath ? planSources(planPath) : void 0;
    plan && pushAll(given, plan.sources);
    for (let note of plan?.notes ?? []) process.stderr.write(`report-builder: note: ${note}
`);
    let proven = args.flags.deterministic === !0 && scanArtifactViolations(scan).length === 0 ? [await scannerProvenSource(scan)] : [], root = scan?.project_root, config = typeof root == "string" ? loadConfig(root) : void 0, result = await runReport({
      scan,
      sources: [...proven, ...given],
      now: /* @__PURE__ */ new Date(),
      tool_version: toolVersion(),
      on_demand_weight: config?.tokens.on_demand_weight ?? 0,
      conventions: config?.conventions ?? [],
      category,
      scope: stringFlag(args, "scope"),
      model_free: args.flags["model-free"] === !0,
      unjudged: plan?.unjudged
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
});
