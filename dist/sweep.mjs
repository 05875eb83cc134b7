#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runScan,
  withConfig
} from "./chunks/chunk-L6RSWUXZ.mjs";
import "./chunks/chunk-PLTFT22Z.mjs";
import {
  LIFECYCLE_SIGNAL,
  OPENSPEC_COMPLETED_SIGNAL,
  judgedCandidates,
  proposeLifecycle
} from "./chunks/chunk-JZLM7UPL.mjs";
import {
  assertStateTrusted
} from "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-5VCSN5G4.mjs";
import "./chunks/chunk-FIJFGDGO.mjs";
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
import {
  byCodeUnit
} from "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  CONFIG_OPTION,
  ROOT_OPTION,
  printable,
  readJsonFile,
  rootFlag,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/commands/sweep.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

// scripts/propose/sweep.ts
var SWEEP_SIGNALS = /* @__PURE__ */ new Set([LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL]);
function lifecycleOnly(scan) {
  let signals = {};
  for (let path of Object.keys(scan.signals).sort()) {
    let list = scan.signals[path].filter((s) => SWEEP_SIGNALS.has(s.name));
    list.length && (signals[path] = list);
  }
  return { ...scan, shortlist: Object.keys(signals), signals };
}
function planSweep(full) {
  let scan = lifecycleOnly(full), completed = Object.entries(scan.signals).flatMap(
    ([path, list]) => list.filter((s) => s.name === OPENSPEC_COMPLETED_SIGNAL).map((s) => ({ path, remedy: String(s.remedy) }))
  );
  return { scan, deterministic: { proposals: proposeLifecycle(scan) }, judge: judgedCandidates(scan), completed };
}
function sweepSummary(input) {
  let { scan, report } = input, rows = new Map((input.plan ?? []).map((r) => [r.id, r])), lines = [], withEntry = /* @__PURE__ */ new Set();
  for (let e of report?.entries ?? []) {
    if (withEntry.add(e.path), !input.exists(e.path)) {
      lines.push({ path: e.path, outcome: "deleted", why: deletedWhy(e) });
      continue;
    }
    let row = rows.get(e.id), why = row?.bucket === "skipped" ? `skipped: ${row.reason ?? "no reason given"}` : row?.bucket === "confirm" || e.safety_tier === "confirm" ? `not approved (confirm${row?.reason ? `; ${row.reason}` : ""})` : `not applied${row?.reason ? `: ${row.reason}` : ""}`;
    lines.push({ path: e.path, outcome: "kept", why });
  }
  for (let c of judgedCandidates(scan))
    withEntry.has(c.path) || lines.push({ path: c.path, outcome: "kept", why: `judged not served: ${c.served_when} (rule ${c.rule_ref})` });
  lines.sort((a, b) => a.outcome === b.outcome ? byCodeUnit(a.path, b.path) : a.outcome === "deleted" ? -1 : 1);
  let archive = planSweep(scan).completed, notes = (scan.notes ?? []).filter((n) => n.startsWith("lifecycle: "));
  return { lines, archive, notes, promotion: report?.promotion_candidates ?? [] };
}
function deletedWhy(e) {
  let lc = e.lifecycle, how = e.exact_edit?.kind === "extract-then-delete" ? `extracted to ${e.exact_edit.target_path ?? "a cross-repository store"}, then deleted` : "deleted";
  return lc ? lc.lifetime === "temporary" ? `${how}: temporary, ${lc.age_days} days old (rule ${lc.rule_ref})` : lc.served_by ? `${how}: served by ${lc.served_by} (rule ${lc.rule_ref})` : `${how}: judged served, "${lc.served_when}" (rule ${lc.rule_ref})` : how;
}
function renderSummary(s) {
  let out = [], deleted = s.lines.filter((l) => l.outcome === "deleted"), kept = s.lines.filter((l) => l.outcome === "kept");
  return out.push(`Sweep: ${deleted.length} deleted, ${kept.length} kept.`), deleted.length && out.push("", "Deleted:", ...deleted.map((l) => `- ${l.path}: ${l.why}`)), kept.length && out.push("", "Kept:", ...kept.map((l) => `- ${l.path}: ${l.why}`)), s.archive.length && out.push("", "OpenSpec changes finished but not archived (archive them the OpenSpec way):", ...s.archive.map((a) => `- ${a.path}: \`${a.remedy}\``)), s.notes.length && out.push("", "Notes:", ...s.notes.map((n) => `- ${n.replace(/^lifecycle: /, "")}`)), s.promotion.length && out.push("", "Conventions that would make these judged deletes deterministic (add the name under `conventions:` in .dochygiene.yaml):", ...s.promotion.map((p) => `- ${p.path}: ${p.name}: ${p.pitch}`)), deleted.length && out.push("", "Undo: node dist/apply-edits.mjs undo (git history also holds every deleted tracked file)."), out.map(printable).join(`
`) + `
`;
}

// scripts/cli/commands/sweep.ts
var sweepCommand = {
  name: "sweep",
  summary: "The scripted steps of /hygiene sweep, the lifecycle-only pass. Nothing here writes into the project.",
  usage: ["scan --out DIR [--root DIR] [--scope X] [--config FILE]", "summary --dir DIR [--root DIR]"],
  commands: [
    [
      "scan",
      'Scans the project, keeps only lifecycle evidence (the rulebook of .dochygiene.yaml and the built-in OpenSpec checks), and writes DIR/scan.json (shortlist = lifecycle candidates), DIR/proposals-deterministic.json (the scanner-proven deletes) and DIR/judge.json. Prints a count line, then one "JUDGE {json}" line per served_when candidate: a classifier decides whether the condition holds and, when it does, returns its proposal_if_served.'
    ],
    [
      "summary",
      "After the clean: what was deleted, what was kept and why (reads DIR/scan.json, DIR/out/report.json and, when present, DIR/plan-after.json from apply-edits plan)."
    ]
  ],
  options: {
    root: ROOT_OPTION,
    out: { type: "string", arg: "DIR", help: "scan: the folder the three files go to" },
    dir: { type: "string", arg: "DIR", help: "summary: the folder scan wrote" },
    scope: { type: "string", arg: "X", help: "scan: narrow the scan to a glob or a path prefix" },
    config: CONFIG_OPTION
  },
  exitCodes: "0 ok, 1 refused or invalid, 2 usage error.",
  run: async (args) => {
    let [cmd, ...rest] = args.positionals;
    if (rest.length) throw new HygieneError("USAGE", `unexpected argument ${rest[0]}`);
    let found = await findProjectRoot(rootFlag(args)), { root } = found;
    if (await assertStateTrusted(root), cmd === "scan") {
      let out = stringFlag(args, "out");
      if (!out) throw new HygieneError("USAGE", "scan needs --out DIR");
      let config = stringFlag(args, "config"), full = await runScan({ project: withConfig(found, config === void 0 ? void 0 : resolve(config)), scope: stringFlag(args, "scope") }), plan = planSweep(full), dir = resolve(out);
      writeFileAtomic(join(dir, "scan.json"), JSON.stringify(plan.scan, null, 2) + `
`), writeFileAtomic(join(dir, "proposals-deterministic.json"), JSON.stringify(plan.deterministic, null, 2) + `
`), writeFileAtomic(join(dir, "judge.json"), JSON.stringify(plan.judge, null, 2) + `
`);
      let lines = [
        `lifecycle candidates ${plan.scan.shortlist.length}, proven deletes ${plan.deterministic.proposals.length}, to judge ${plan.judge.length}, OpenSpec changes to archive ${plan.completed.length}`,
        ...plan.judge.map((j) => `JUDGE ${JSON.stringify(j)}`)
      ];
      return await writeStdout(lines.join(`
`) + `
`), EXIT.OK;
    }
    if (cmd === "summary") {
      let d = stringFlag(args, "dir");
      if (!d) throw new HygieneError("USAGE", "summary needs --dir DIR");
      let dir = resolve(d), scan = readJsonFile(join(dir, "scan.json"), "the sweep scan"), reportPath = join(dir, "out", "report.json"), report = existsSync(reportPath) ? readJsonFile(reportPath, "the sweep report") : void 0, planPath = join(dir, "plan-after.json"), plan = existsSync(planPath) ? readJsonFile(planPath, "the plan").entries : void 0, summary = sweepSummary({ scan, report, plan, exists: (p) => existsSync(join(root, ...p.split("/"))) });
      return await writeStdout(renderSummary(summary)), EXIT.OK;
    }
    throw new HygieneError("USAGE", cmd ? `unknown command ${cmd}` : "a command is required: scan or summary");
  }
};

// scripts/cli/sweep.ts
await runCli(sweepCommand);
