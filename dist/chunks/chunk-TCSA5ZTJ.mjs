import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  verifyAuditChain
} from "./chunk-HKDYGA56.mjs";
import {
  readReportPair,
  readStateFile,
  statePaths
} from "./chunk-NGE5IIQB.mjs";
import {
  stateDistrustWithoutGit
} from "./chunk-F36NUIMB.mjs";
import {
  ago,
  count,
  old
} from "./chunk-C2YHMVOQ.mjs";
import {
  JSON_OPTION,
  ROOT_OPTION,
  noPositionals,
  rootFlag,
  stringFlag,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunk-6ISAVYID.mjs";

// scripts/reminder/project-root.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
function findGitRoot(start) {
  let dir = resolve(start);
  for (; ; ) {
    if (existsSync(join(dir, ".git"))) return dir;
    let up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

// scripts/reminder/status-info.ts
import { statSync } from "node:fs";
function reportStatus(root, now) {
  let pair = readReportPair(root), out = {
    exists: pair.json !== void 0,
    generated_at: null,
    age_ms: null,
    entries: null,
    by_tier: null,
    md_exists: pair.md !== void 0,
    md_matches: pair.json && pair.md ? pair.status === "ok" : null,
    problem: pair.problem ?? null
  };
  if (!pair.json) return out;
  let report;
  try {
    report = JSON.parse(pair.json.toString("utf8"));
  } catch {
    return out.problem = "report.json is not valid JSON", out;
  }
  let gen = typeof report.generated_at == "string" && !Number.isNaN(Date.parse(report.generated_at)) ? report.generated_at : null;
  out.generated_at = gen;
  let since = gen ? Date.parse(gen) : null;
  if (since === null)
    try {
      since = statSync(statePaths(root).report_json).mtimeMs;
    } catch {
      since = null;
    }
  if (out.age_ms = since === null ? null : now.getTime() - since, Array.isArray(report.entries)) {
    let byTier = { auto: 0, confirm: 0 };
    for (let e of report.entries)
      e?.safety_tier === "auto" ? byTier.auto++ : e?.safety_tier === "confirm" && byTier.confirm++;
    out.entries = report.entries.length, out.by_tier = byTier;
  } else out.problem ??= "report.json has no entries list";
  return out;
}
function collectStatus(root, now) {
  let distrust = stateDistrustWithoutGit(root);
  if (distrust) {
    let unread = `not read: ${distrust.message}`;
    return {
      project_root: root,
      now: now.toISOString(),
      last_check: null,
      last_clean: null,
      last_reminded: null,
      state_problem: distrust.message,
      report: { exists: !1, generated_at: null, age_ms: null, entries: null, by_tier: null, md_exists: !1, md_matches: null, problem: unread },
      audit: { records: 0, ok: !1, problem: unread }
    };
  }
  let { state, problem } = readStateFile(root);
  return {
    project_root: root,
    now: now.toISOString(),
    last_check: state.last_check,
    last_clean: state.last_clean,
    last_reminded: state.last_reminded,
    state_problem: problem ?? null,
    report: reportStatus(root, now),
    audit: auditStatus(root)
  };
}
function auditStatus(root) {
  let chain = verifyAuditChain(root), first = chain.problems[0];
  return { records: chain.records.length, ok: chain.ok, problem: first ? formatViolation(first) : null };
}
function when(iso, now) {
  return iso === null ? "never" : `${iso} (${ago(now.getTime() - Date.parse(iso))})`;
}
function formatStatus(s) {
  let now = new Date(s.now), r = s.report, lines = [
    `doc-hygiene status: ${s.project_root}`,
    `  last check:     ${when(s.last_check, now)}`,
    `  last clean:     ${when(s.last_clean, now)}`,
    `  last reminded:  ${when(s.last_reminded, now)}`
  ];
  if (s.state_problem && lines.push(`  state:          ${s.state_problem}`), !r.exists) lines.push(r.md_exists ? "  report:         report.json is missing (run /hygiene check)" : "  report:         none (run /hygiene check)");
  else {
    let age = r.age_ms === null ? "" : `, ${old(r.age_ms)}`, counts = r.by_tier ? `, ${count(r.entries ?? 0, "entry", "entries")} (${r.by_tier.auto} auto, ${r.by_tier.confirm} confirm)` : "";
    lines.push(`  report:         .dochygiene/report.json${age}${counts}`);
    let md = r.md_exists ? r.md_matches ? "matches report.json" : "does NOT match report.json (run /hygiene check again)" : "missing";
    lines.push(`  report.md:      ${md}`);
  }
  return r.problem && !(r.md_matches === !1 || !r.md_exists) && lines.push(`  problem:        ${r.problem}`), (s.audit.records > 0 || !s.audit.ok) && lines.push(`  audit log:      ${count(s.audit.records, "record")}, ${s.audit.ok ? "chain intact" : `chain BROKEN (${s.audit.problem})`}`), lines.join(`
`) + `
`;
}

// scripts/cli/commands/status.ts
var statusCommand = {
  name: "status",
  summary: "doc-hygiene's state for a project (read-only: no scan, no model).",
  usage: ["[--root DIR] [--json] [--now ISO]"],
  description: `Shows last check, last clean, last reminded, whether .dochygiene/report.json exists and how old it is, its entries by tier
(auto / confirm), and whether report.md belongs to that report.json.`,
  options: {
    root: ROOT_OPTION,
    json: { ...JSON_OPTION, help: "machine output: { project_root, now, last_check, last_clean, last_reminded, state_problem, report, audit }" },
    now: { type: "string", arg: "ISO", help: "the instant ages are measured from (default: now; for reproducible output)" }
  },
  exitCodes: "0 shown, 2 usage error.",
  run: async (args) => {
    noPositionals(args);
    let nowFlag = stringFlag(args, "now");
    if (nowFlag !== void 0 && Number.isNaN(Date.parse(nowFlag))) throw new HygieneError("USAGE", `--now: not an ISO instant: ${nowFlag}`);
    let now = nowFlag ? new Date(nowFlag) : /* @__PURE__ */ new Date(), start = rootFlag(args), info = collectStatus(findGitRoot(start) ?? start, now);
    return await writeStdout(args.flags.json ? JSON.stringify(info, null, 2) + `
` : formatStatus(info)), EXIT.OK;
  }
};

export {
  statusCommand
};
