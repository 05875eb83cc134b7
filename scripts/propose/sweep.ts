// `/hygiene sweep`, the lifecycle-only pass: the scan narrowed to lifecycle evidence, the
// deterministic proposals, the served_when candidates a classifier judges, and the closing summary.
// The report itself is built and validated by the same report-builder / validate-report as a check,
// and cleaned by the same apply-edits; nothing here computes a tier or touches a file.
import { printable } from '../shared/output-escape.ts';
import type { Entry, Report } from '../contract/types.ts';
import type { Proposal, ScanArtifact, ScanSignal } from '../contract/stage-types.ts';
import { LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL } from '../lifecycle/detect.ts';
import { proposeLifecycle, judgedCandidates } from '../lifecycle/propose.ts';
import { byCodeUnit } from '../shared/order.ts';

const SWEEP_SIGNALS = new Set([LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL]);

/** The artifact with only lifecycle evidence: the shortlist is exactly the paths that carry it. */
export function lifecycleOnly<T extends ScanArtifact>(scan: T): T {
  const signals: Record<string, ScanSignal[]> = {};
  for (const path of Object.keys(scan.signals).sort()) {
    const list = scan.signals[path]!.filter((s) => SWEEP_SIGNALS.has(s.name));
    if (list.length) signals[path] = list;
  }
  return { ...scan, shortlist: Object.keys(signals), signals };
}

export interface SweepPlan {
  scan: ScanArtifact;
  deterministic: { proposals: Proposal[] };
  judge: ReturnType<typeof judgedCandidates>;
  completed: Array<{ path: string; remedy: string }>;
}

export function planSweep(full: ScanArtifact): SweepPlan {
  const scan = lifecycleOnly(full);
  const completed = Object.entries(scan.signals).flatMap(([path, list]) =>
    list.filter((s) => s.name === OPENSPEC_COMPLETED_SIGNAL).map((s) => ({ path, remedy: String(s.remedy) })),
  );
  return { scan, deterministic: { proposals: proposeLifecycle(scan) }, judge: judgedCandidates(scan), completed };
}

/** One row of apply-edits' plan, as far as the summary reads it. */
export interface PlanRow {
  id: string;
  bucket: string;
  tier: string;
  reason?: string;
}

export interface SummaryLine {
  path: string;
  outcome: 'deleted' | 'kept';
  why: string;
}

/**
 * What the sweep did: every report entry deleted (its path is gone) or kept (with the reason the
 * plan gives, or that it was not approved); every judged candidate without an entry (judged not
 * served); every OpenSpec change to archive; the scan's lifecycle notes (shielded, ignored files).
 */
export function sweepSummary(input: {
  scan: ScanArtifact;
  report: Pick<Report, 'entries' | 'promotion_candidates'> | undefined;
  plan: PlanRow[] | undefined;
  exists: (path: string) => boolean;
}): { lines: SummaryLine[]; archive: Array<{ path: string; remedy: string }>; notes: string[]; promotion: Report['promotion_candidates'] } {
  const { scan, report } = input;
  const rows = new Map((input.plan ?? []).map((r) => [r.id, r]));
  const lines: SummaryLine[] = [];
  const withEntry = new Set<string>();
  for (const e of report?.entries ?? []) {
    withEntry.add(e.path);
    if (!input.exists(e.path)) {
      lines.push({ path: e.path, outcome: 'deleted', why: deletedWhy(e) });
      continue;
    }
    const row = rows.get(e.id);
    const why =
      row?.bucket === 'skipped'
        ? `skipped: ${row.reason ?? 'no reason given'}`
        : row?.bucket === 'confirm' || e.safety_tier === 'confirm'
          ? `not approved (confirm${row?.reason ? `; ${row.reason}` : ''})`
          : `not applied${row?.reason ? `: ${row.reason}` : ''}`;
    lines.push({ path: e.path, outcome: 'kept', why });
  }
  for (const c of judgedCandidates(scan)) {
    if (!withEntry.has(c.path)) lines.push({ path: c.path, outcome: 'kept', why: `judged not served: ${c.served_when} (rule ${c.rule_ref})` });
  }
  lines.sort((a, b) => (a.outcome === b.outcome ? byCodeUnit(a.path, b.path) : a.outcome === 'deleted' ? -1 : 1));
  const archive = planSweep(scan).completed;
  const notes = (scan.notes ?? []).filter((n) => n.startsWith('lifecycle: '));
  return { lines, archive, notes, promotion: report?.promotion_candidates ?? [] };
}

function deletedWhy(e: Entry): string {
  const lc = e.lifecycle;
  const how = e.exact_edit?.kind === 'extract-then-delete' ? `extracted to ${e.exact_edit.target_path ?? 'a cross-repository store'}, then deleted` : 'deleted';
  if (!lc) return how;
  if (lc.lifetime === 'temporary') return `${how}: temporary, ${lc.age_days} days old (rule ${lc.rule_ref})`;
  if (lc.served_by) return `${how}: served by ${lc.served_by} (rule ${lc.rule_ref})`;
  return `${how}: judged served, "${lc.served_when}" (rule ${lc.rule_ref})`;
}

export function renderSummary(s: ReturnType<typeof sweepSummary>): string {
  const out: string[] = [];
  const deleted = s.lines.filter((l) => l.outcome === 'deleted');
  const kept = s.lines.filter((l) => l.outcome === 'kept');
  out.push(`Sweep: ${deleted.length} deleted, ${kept.length} kept.`);
  if (deleted.length) out.push('', 'Deleted:', ...deleted.map((l) => `- ${l.path}: ${l.why}`));
  if (kept.length) out.push('', 'Kept:', ...kept.map((l) => `- ${l.path}: ${l.why}`));
  if (s.archive.length) out.push('', 'OpenSpec changes finished but not archived (archive them the OpenSpec way):', ...s.archive.map((a) => `- ${a.path}: \`${a.remedy}\``));
  if (s.notes.length) out.push('', 'Notes:', ...s.notes.map((n) => `- ${n.replace(/^lifecycle: /, '')}`));
  if (s.promotion.length)
    out.push('', 'Conventions that would make these judged deletes deterministic (add the name under `conventions:` in .dochygiene.yaml):', ...s.promotion.map((p) => `- ${p.path}: ${p.name}: ${p.pitch}`));
  if (deleted.length) out.push('', 'Undo: node dist/apply-edits.mjs undo (git history also holds every deleted tracked file).');
  return out.map(printable).join('\n') + '\n';
}
