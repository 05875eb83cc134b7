#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  classifierVersion,
  countsLine,
  planClassification,
  rememberClassifications
} from "./chunks/chunk-HA35A6LL.mjs";
import {
  ESCALATIONS_FILE,
  planEscalations,
  serializeEscalations
} from "./chunks/chunk-N3Y6NSLE.mjs";
import {
  inScratch
} from "./chunks/chunk-PLUDF3OI.mjs";
import "./chunks/chunk-MHYDBFUG.mjs";
import {
  ESCALATION_CONFIDENCE,
  asScanArtifact
} from "./chunks/chunk-W5GOWS5K.mjs";
import "./chunks/chunk-3DAOPGZW.mjs";
import "./chunks/chunk-JODB3Z4N.mjs";
import "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-73XJTB4Z.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-PLTFT22Z.mjs";
import "./chunks/chunk-JZLM7UPL.mjs";
import {
  STATE_DIR_NAME,
  assertStateTrusted
} from "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  projectContexts
} from "./chunks/chunk-XDPJWR6P.mjs";
import "./chunks/chunk-EAJZASD2.mjs";
import {
  contextsLoading,
  loadTokenCounter
} from "./chunks/chunk-5VCSN5G4.mjs";
import {
  count
} from "./chunks/chunk-C2YHMVOQ.mjs";
import {
  loadConfig
} from "./chunks/chunk-FIJFGDGO.mjs";
import {
  writeFileAtomic
} from "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QVJDJ4Q2.mjs";
import "./chunks/chunk-DUOPAI4E.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-UIVZPBU2.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-WMYYX4YZ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  ROOT_OPTION,
  noPositionals,
  onlyFlags,
  rootFlag,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation,
  readJsonInput
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/commands/classify-batches.ts
import { realpathSync } from "node:fs";
import { join, resolve, dirname, sep } from "node:path";
var readJson = (path, what) => readJsonInput(path, what);
async function scratchProject(file, flag, args) {
  let dir;
  try {
    dir = realpathSync(dirname(resolve(file)));
  } catch {
    throw new HygieneError("USAGE", `${flag} must be in an existing scratch folder (state-store scratch makes one); nothing was created`);
  }
  if (!inScratch(dir)) throw new HygieneError("USAGE", `${flag} must be inside a scratch folder (state-store scratch makes one)`);
  let parts = dir.split(sep), holder = parts.slice(0, parts.lastIndexOf(STATE_DIR_NAME)).join(sep) || sep, root = (await findProjectRoot(stringFlag(args, "root") !== void 0 ? rootFlag(args) : holder)).root;
  if (holder !== root) throw new HygieneError("USAGE", `${flag} must be inside a scratch folder of the project ${root} (state-store scratch makes one), not of ${holder}`);
  return await assertStateTrusted(root), { root, dir };
}
function assertSameRoot(named, root, file) {
  if (named !== root)
    throw new HygieneError("REFUSED", `${file} names the project ${JSON.stringify(named)}, not ${root}: doc-hygiene takes the project from the command line, never from a file it reads; nothing was written`);
}
async function readerCounts(root) {
  try {
    let { contexts } = await projectContexts(root);
    return (path) => contextsLoading(contexts, path).length;
  } catch {
    return () => 0;
  }
}
async function plan(args) {
  onlyFlags(args, ["scan", "all", "root"], "plan");
  let scanPath = stringFlag(args, "scan");
  if (!scanPath) throw new HygieneError("USAGE", "--scan is required");
  noPositionals(args, 1);
  let { root, dir: out } = await scratchProject(scanPath, "--scan", args), checked = asScanArtifact(readJson(scanPath, "scan artifact"));
  if (!checked.ok) throw new HygieneError("PARSE", `${scanPath} is not a scan artifact: ${checked.violations[0].location}: ${checked.violations[0].message}`);
  let scan = checked.artifact;
  assertSameRoot(scan.project_root, root, scanPath);
  let config = loadConfig(root), result = planClassification({
    scan,
    budget: { max_files: config.classify.max_files, max_doc_tokens: config.classify.max_doc_tokens, all: args.flags.all === !0 },
    classifier_version: classifierVersion(),
    count: await loadTokenCounter(),
    contextsLoading: await readerCounts(root)
  });
  for (let b of result.batches) writeFileAtomic(join(out, b.file), b.text);
  writeFileAtomic(join(out, result.plan.cached_proposals_file), JSON.stringify({ proposals: result.cached_proposals }, null, 2) + `
`), writeFileAtomic(join(out, "plan.json"), JSON.stringify({ ...result.plan, project_root: root }, null, 2) + `
`);
  let p = result.plan, line = countsLine(p);
  return await writeStdout([line, ...p.batches.map((b) => join(out, b.batch_file))].join(`
`) + `
`), EXIT.OK;
}
async function planArg(args, cmd) {
  onlyFlags(args, ["plan", "root"], cmd);
  let planPath = stringFlag(args, "plan");
  if (!planPath) throw new HygieneError("USAGE", "--plan is required");
  noPositionals(args, 1);
  let { root, dir } = await scratchProject(planPath, "--plan", args), plan2 = readJson(planPath, "plan");
  if (!plan2 || !Array.isArray(plan2.batches) || !plan2.batches.every(isPlannedBatch)) throw new HygieneError("PARSE", `${planPath} is not a classification plan`);
  return assertSameRoot(plan2.project_root, root, planPath), { planPath, root, dir, plan: plan2 };
}
async function escalate(args) {
  let { dir, plan: plan2 } = await planArg(args, "escalate"), r = planEscalations({ batches: plan2.batches }, dir);
  for (let note of r.notes) process.stderr.write(`classify-batches: note: ${note}
`);
  return r.violations.length ? (process.stderr.write(`classify-batches: escalate refused; nothing written:
${r.violations.map((v) => `  ${formatViolation(v)}
`).join("")}`), EXIT.INVALID) : (writeFileAtomic(join(dir, ESCALATIONS_FILE), serializeEscalations(r.escalations)), await writeStdout(r.escalations.map((e) => `${join(dir, e.batch_file)}	${e.path}	${join(dir, e.answer_file)}
`).join("")), EXIT.OK);
}
function isPlannedBatch(b) {
  let name = (f) => typeof f == "string" && /^[\w.-]+\.(json|txt)$/.test(f), x = b;
  return x !== null && typeof x == "object" && name(x.batch_file) && name(x.proposals_file) && Array.isArray(x.paths) && x.paths.every((p) => typeof p == "string");
}
async function remember(args) {
  let { root, dir, plan: plan2 } = await planArg(args, "remember"), r = rememberClassifications({ root, plan: plan2, dir });
  return await writeStdout(`cached ${count(r.stored, "classification")}${r.skipped.length ? `; not cached: ${r.skipped.join("; ")}` : ""}
`), EXIT.OK;
}
var classifyBatchesCommand = {
  name: "classify-batches",
  summary: "What the classifiers read in a check, which files a stronger model classifies again, and what the classification cache keeps.",
  usage: ["plan --scan SCRATCH/scan.json [--all] [--root DIR]", "escalate --plan SCRATCH/plan.json [--root DIR]", "remember --plan SCRATCH/plan.json [--root DIR]"],
  commands: [
    [
      "plan",
      "decides what the classifiers read in this check and writes it next to the scan, in the scratch folder: one batch-<n>.json per classifier (its files, each with its role, tokens and compact signal evidence), proposals-cached.json (what the classification cache still answers) and plan.json. Candidates whose every signal a scanner-proven proposal answers, and records, copies, generated files, templates and archives, never go to a classifier. The rest are ranked (agent memory, then agent prompts, then living docs; tokens times the contexts that load them) and the per-check budget (.dochygiene.yaml classify.max_files / classify.max_doc_tokens) takes the highest-ranked; report.md lists the others as left for the next check. Prints one line of counts, then the path of each batch file."
    ],
    [
      "escalate",
      `after every batch's proposals-<n>.json is written, lists the files a stronger model classifies again: those with a proposal whose confidence is below ${ESCALATION_CONFIDENCE} on a hard choice (a bloat class, or a destructive fix by the kind table: delete-range, a lifecycle delete, a generative rewrite; the rule is scripts/contract/escalation.ts). Prints one line per file, in batch order: its batch file, its path and the answer file for the stronger model's answer, separated by tabs; nothing when no file needs it. Records them in escalations.json beside the plan, which report-builder --plan and remember read: an escalated file's answer replaces its batch's for that file only. An answer file that is missing or not JSON, or a proposal whose path, confidence, category, op_type or exact_edit has the wrong shape, is refused with its location (exit 1).`
    ],
    [
      "remember",
      "after the report is written, records each classified file's proposals (from the proposals-<n>.json files named in the plan, an escalated file's from its escalated answer) in .dochygiene/cache/classify/, keyed by the file's content digest, the evidence its classifier was shown (less what a scanner work bound decides) and the classifier version. A file that changed since the plan is not recorded."
    ]
  ],
  options: {
    scan: { type: "string", arg: "FILE", help: "plan: the scanner's artifact, inside a scratch folder (state-store scratch makes one)" },
    all: { type: "boolean", help: "plan: no budget: every candidate that needs a classifier goes to one" },
    plan: { type: "string", arg: "FILE", help: "escalate, remember: the plan.json that plan wrote" },
    root: { ...ROOT_OPTION, help: "the project (default: the one whose .dochygiene/tmp/ holds the scratch folder); a scan or plan naming another project is refused" }
  },
  exitCodes: "0 done, 1 invalid input, 2 usage error.",
  run: async (args) => {
    let [cmd] = args.positionals;
    if (cmd === "plan") return plan(args);
    if (cmd === "escalate") return escalate(args);
    if (cmd === "remember") return remember(args);
    throw new HygieneError("USAGE", cmd ? `unknown command ${cmd}` : "a command is required: plan, escalate or remember");
  }
};

// scripts/cli/classify-batches.ts
await runCli(classifyBatchesCommand);
