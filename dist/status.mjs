import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  verifyAuditChain
} from "./chunks/chunk-SWKD4P6V.mjs";
import {
  readReportPair,
  readStateFile,
  statePaths
} from "./chunks/chunk-L2EUGNP7.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  stateDistrustWithoutGit
} from "./chunks/chunk-ODI7J5P3.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import {
  parseArgs,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-WTUKGVID.mjs";
import "./chunks/chunk-PLG4TFWS.mjs";
import {
  HygieneError,
  formatViolation
} from "./chunks/chunk-FC3EPPNQ.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/status.ts
import { resolve as resolve2 } from "node:path";

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
function formatAge(ms) {
  let min = Math.floor(ms / 6e4);
  if (min < 1) return "just now";
  let unit = (n, u) => `${n} ${u}${n === 1 ? "" : "s"}`;
  if (min < 60) return unit(min, "minute");
  let h = Math.floor(min / 60);
  return h < 24 ? unit(h, "hour") : unit(Math.floor(h / 24), "day");
}
function when(iso, now) {
  if (iso === null) return "never";
  let age = now.getTime() - Date.parse(iso);
  return `${iso} (${age < 6e4 ? "just now" : formatAge(age) + " ago"})`;
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
    let age = r.age_ms === null ? "" : `, ${formatAge(r.age_ms)} old`, counts = r.by_tier ? `, ${r.entries} entries (${r.by_tier.auto} auto, ${r.by_tier.confirm} confirm)` : "";
    lines.push(`  report:         .dochygiene/report.json${age}${counts}`);
    let md = r.md_exists ? r.md_matches ? "matches report.json" : "does NOT match report.json (run /hygiene check again)" : "missing";
    lines.push(`  report.md:      ${md}`);
  }
  return r.problem && !(r.md_matches === !1 || !r.md_exists) && lines.push(`  problem:        ${r.problem}`), (s.audit.records > 0 || !s.audit.ok) && lines.push(`  audit log:      ${s.audit.records} record${s.audit.records === 1 ? "" : "s"}, ${s.audit.ok ? "chain intact" : `chain BROKEN (${s.audit.problem})`}`), lines.join(`
`) + `
`;
}

// scripts/cli/status.ts
var HELP = `status: doc-hygiene's state for a project (read-only: no scan, no model)

Usage: node dist/status.mjs [--root DIR] [--json] [--now ISO]

  --root DIR   the project (default: the git root above the current folder, else the current folder)
  --json       machine output: { project_root, now, last_check, last_clean, last_reminded, state_problem, report }
  --now ISO    the instant ages are measured from (default: now; for reproducible output)

Shows last check, last clean, last reminded, whether .dochygiene/report.json exists and how old it is,
its entries by tier (auto / confirm), and whether report.md belongs to that report.json.`;
await runCli({
  name: "status",
  help: HELP,
  run: async (argv) => {
    let args = parseArgs(argv, { root: { type: "string" }, json: { type: "boolean" }, now: { type: "string" } });
    if (args.positionals.length > 0) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let nowFlag = stringFlag(args, "now");
    if (nowFlag !== void 0 && Number.isNaN(Date.parse(nowFlag))) throw new HygieneError("USAGE", `--now: not an ISO instant: ${nowFlag}`);
    let now = nowFlag ? new Date(nowFlag) : /* @__PURE__ */ new Date(), rootFlag = stringFlag(args, "root"), root = rootFlag ? resolve2(rootFlag) : findGitRoot(process.cwd()) ?? process.cwd(), info = collectStatus(root, now);
    return await writeStdout(args.flags.json ? JSON.stringify(info, null, 2) + `
` : formatStatus(info)), 0;
  }
});
