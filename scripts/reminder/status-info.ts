// What `/hygiene status` shows: the three timestamps, the current report pair (exists, age, counts
// by tier) and whether report.md belongs to report.json. Read-only: no scan, no model, no tokenizer.
// The state and the pair are read through the state store's read side (scripts/write/).
import { verifyAuditChain } from '../apply/audit.ts';
import { formatViolation } from '../shared/errors.ts';
import { ago, count, old } from '../shared/words.ts';
import { statSync } from 'node:fs';
import { readStateFile, statePaths } from '../state/state.ts';
import { readReportPair } from '../state/rollover.ts';
import { stateDistrustWithoutGit } from '../state/state-trust.ts';

export interface ReportStatus {
  exists: boolean;
  generated_at: string | null;
  age_ms: number | null;
  entries: number | null;
  by_tier: { auto: number; confirm: number } | null;
  md_exists: boolean;
  /** null when there is nothing to compare (report.json or report.md missing). */
  md_matches: boolean | null;
  problem: string | null;
}

export interface StatusInfo {
  project_root: string;
  now: string;
  last_check: string | null;
  last_clean: string | null;
  last_reminded: string | null;
  state_problem: string | null;
  report: ReportStatus;
  /** The clean step's hash-chained audit log: how many records verify, and where the chain breaks. */
  audit: { records: number; ok: boolean; problem: string | null };
}

export function reportStatus(root: string, now: Date): ReportStatus {
  const pair = readReportPair(root);
  const out: ReportStatus = {
    exists: pair.json !== undefined,
    generated_at: null,
    age_ms: null,
    entries: null,
    by_tier: null,
    md_exists: pair.md !== undefined,
    md_matches: pair.json && pair.md ? pair.status === 'ok' : null,
    problem: pair.problem ?? null,
  };
  if (!pair.json) return out;
  let report: { generated_at?: unknown; entries?: unknown };
  try {
    report = JSON.parse(pair.json.toString('utf8')) as typeof report;
  } catch {
    out.problem = 'report.json is not valid JSON';
    return out;
  }
  const gen = typeof report.generated_at === 'string' && !Number.isNaN(Date.parse(report.generated_at)) ? report.generated_at : null;
  out.generated_at = gen;
  let since: number | null = gen ? Date.parse(gen) : null;
  if (since === null) {
    try {
      since = statSync(statePaths(root).report_json).mtimeMs;
    } catch {
      since = null;
    }
  }
  out.age_ms = since === null ? null : now.getTime() - since;
  if (Array.isArray(report.entries)) {
    const byTier = { auto: 0, confirm: 0 };
    for (const e of report.entries as { safety_tier?: unknown }[]) {
      if (e?.safety_tier === 'auto') byTier.auto++;
      else if (e?.safety_tier === 'confirm') byTier.confirm++;
    }
    out.entries = report.entries.length;
    out.by_tier = byTier;
  } else out.problem ??= 'report.json has no entries list';
  return out;
}

export function collectStatus(root: string, now: Date): StatusInfo {
  // A state folder that came with the repository (tracked, or a symlink) is not ours: nothing in it
  // is shown as this user's state (the one rule, read without git).
  const distrust = stateDistrustWithoutGit(root);
  if (distrust) {
    const unread = `not read: ${distrust.message}`;
    return {
      project_root: root,
      now: now.toISOString(),
      last_check: null,
      last_clean: null,
      last_reminded: null,
      state_problem: distrust.message,
      report: { exists: false, generated_at: null, age_ms: null, entries: null, by_tier: null, md_exists: false, md_matches: null, problem: unread },
      audit: { records: 0, ok: false, problem: unread },
    };
  }
  const { state, problem } = readStateFile(root);
  return {
    project_root: root,
    now: now.toISOString(),
    last_check: state.last_check,
    last_clean: state.last_clean,
    last_reminded: state.last_reminded,
    state_problem: problem ?? null,
    report: reportStatus(root, now),
    audit: auditStatus(root),
  };
}

function auditStatus(root: string): StatusInfo['audit'] {
  const chain = verifyAuditChain(root);
  const first = chain.problems[0];
  return { records: chain.records.length, ok: chain.ok, problem: first ? formatViolation(first) : null };
}

function when(iso: string | null, now: Date): string {
  if (iso === null) return 'never';
  return `${iso} (${ago(now.getTime() - Date.parse(iso))})`;
}

export function formatStatus(s: StatusInfo): string {
  const now = new Date(s.now);
  const r = s.report;
  const lines = [
    `doc-hygiene status: ${s.project_root}`,
    `  last check:     ${when(s.last_check, now)}`,
    `  last clean:     ${when(s.last_clean, now)}`,
    `  last reminded:  ${when(s.last_reminded, now)}`,
  ];
  if (s.state_problem) lines.push(`  state:          ${s.state_problem}`);
  if (!r.exists) lines.push(r.md_exists ? '  report:         report.json is missing (run /hygiene check)' : '  report:         none (run /hygiene check)');
  else {
    const age = r.age_ms === null ? '' : `, ${old(r.age_ms)}`;
    const counts = r.by_tier ? `, ${count(r.entries ?? 0, 'entry', 'entries')} (${r.by_tier.auto} auto, ${r.by_tier.confirm} confirm)` : '';
    lines.push(`  report:         .dochygiene/report.json${age}${counts}`);
    const md = !r.md_exists ? 'missing' : r.md_matches ? 'matches report.json' : 'does NOT match report.json (run /hygiene check again)';
    lines.push(`  report.md:      ${md}`);
  }
  if (r.problem && !(r.md_matches === false || !r.md_exists)) lines.push(`  problem:        ${r.problem}`);
  if (s.audit.records > 0 || !s.audit.ok)
    lines.push(`  audit log:      ${count(s.audit.records, 'record')}, ${s.audit.ok ? 'chain intact' : `chain BROKEN (${s.audit.problem})`}`);
  return lines.join('\n') + '\n';
}
