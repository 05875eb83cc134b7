// What report.md shows, computed once from the report and what only the pipeline knows: the token
// roll-up, the files still needing a classifier (model-free runs), the cleared files, the reasons
// and the auto-evidence. ./render-markdown.ts is a template over this view; the check pipeline
// reads its pending list from here too, so no stage recomputes it.
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import type { Report, Signal } from '../contract/types.ts';
import { rollupTokens, type TokenRollup } from '../tokens/rollup.ts';
import { pendingClassification } from './coverage.ts';

/** Candidates no classifier judged in this check: the budget left them, or their role keeps them from the model. */
export interface Unjudged {
  left: ReadonlyArray<{ path: string; role: string; tokens: number }>;
  not_for_model: ReadonlyArray<{ path: string; role: string }>;
}

export interface ViewInput {
  report: Report;
  /** sha256 of the exact report.json bytes this report.md accompanies. */
  json_sha256: string;
  scan: Pick<ScanArtifact, 'signals' | 'docs' | 'agent_contexts'>;
  /** No classifier ran: signal-bearing files without an entry need classification, they are not cleared. */
  model_free: boolean;
  /** Model-written one-line reasons by entry id. */
  whys: ReadonlyMap<string, string>;
  /** Why each auto entry is safe unattended, by entry id (the auto-evidence gate's words). */
  auto_evidence: ReadonlyMap<string, string>;
  /** Paths whose every proposal the --category filter dropped. */
  filtered_out: readonly string[];
  unjudged?: Unjudged;
}

export interface ReportView extends Omit<ViewInput, 'scan' | 'unjudged'> {
  /** The scanner's signals by path (why a file was shortlisted). */
  signals: Record<string, Signal[]>;
  /** The scan's roles by path (scripts/roles/). */
  roles: ScanArtifact['docs'];
  /** The heaviest contexts, each context's problems followed by what the scan found in the files it loads. */
  agent_contexts: ScanArtifact['agent_contexts'];
  /** Shortlisted files that carry a scanner signal. */
  candidates: string[];
  /** Model-free runs: shortlisted files with signals no entry answers, each with those signals. */
  pending: Array<{ path: string; signals: Signal[] }>;
  /** Shortlisted files no entry, filter, pending list or unjudged list holds. */
  cleared: string[];
  /** Absent when no classification plan went with the run. */
  unjudged?: Unjudged;
  auto: number;
  confirm: number;
  rollup: TokenRollup;
}

/** Each heavy context's own problems, then what the scan found in the files it loads (agent_load repeats a problem: once). */
function contextsView(s: ScanArtifact['agent_contexts'], signals: Record<string, Signal[]>): ScanArtifact['agent_contexts'] {
  if (!s) return undefined;
  const heaviest = s.heaviest.map((c) => {
    const found = (c.paths ?? []).flatMap((p) => (signals[p] ?? []).filter((h) => h.name !== 'agent_load').map((h) => `${h.name} in ${p}: ${h.detail}`));
    return { ...c, problems: [...c.problems, ...new Set(found)] };
  });
  return { ...s, heaviest };
}

export function buildView(v: ViewInput): ReportView {
  const r = v.report;
  const signals = v.scan.signals;
  const withEntry = new Set(r.entries.map((e) => e.path));
  const filtered = new Set(v.filtered_out);
  const candidates = r.shortlist.filter((p) => (signals[p]?.length ?? 0) > 0);
  const pending = v.model_free ? pendingClassification(r.shortlist, signals, r.entries, v.filtered_out) : [];
  const pendingPaths = new Set(pending.map((x) => x.path));
  const unjudged = new Set([...(v.unjudged?.left ?? []), ...(v.unjudged?.not_for_model ?? [])].map((x) => x.path));
  const cleared = r.shortlist.filter((p) => !withEntry.has(p) && !filtered.has(p) && !pendingPaths.has(p) && !unjudged.has(p));
  const auto = r.entries.filter((e) => e.safety_tier === 'auto').length;
  return {
    report: r,
    json_sha256: v.json_sha256,
    model_free: v.model_free,
    whys: v.whys,
    auto_evidence: v.auto_evidence,
    filtered_out: v.filtered_out,
    signals,
    roles: v.scan.docs,
    agent_contexts: contextsView(v.scan.agent_contexts, signals),
    candidates,
    pending,
    cleared,
    ...(v.unjudged ? { unjudged: v.unjudged } : {}),
    auto,
    confirm: r.entries.length - auto,
    rollup: rollupTokens(r.entries),
  };
}
