// Builds the scan artifact (../contract/scan-artifact.ts, published as scan.schema.json): fixed key order,
// sorted paths, signals sorted by (line, name), so the same input gives byte-identical output.
import type { Role } from '../contract/role-names.ts';
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import type { DocsSite } from '../sites/docs-sites.ts';
import type { AgentContextsSummary } from '../readers/summary.ts';
import type { SignalHit } from './types.ts';
import { byCodeUnit } from '../shared/order.ts';

/** A doc reports at most this many hits of one signal; the rest are counted in a note. */
export const MAX_HITS_PER_SIGNAL = 1000;

/** The first MAX_HITS_PER_SIGNAL hits of each signal in `sorted` (one doc's hits, in order). */
function capHits(path: string, sorted: SignalHit[], notes: string[]): SignalHit[] {
  const count = new Map<string, number>();
  for (const h of sorted) count.set(h.name, (count.get(h.name) ?? 0) + 1);
  if (![...count.values()].some((n) => n > MAX_HITS_PER_SIGNAL)) return sorted;
  for (const [name, n] of count) if (n > MAX_HITS_PER_SIGNAL) notes.push(`${path}: ${name} found ${n} times; the first ${MAX_HITS_PER_SIGNAL} are reported`);
  const kept = new Map<string, number>();
  return sorted.filter((h) => {
    const k = (kept.get(h.name) ?? 0) + 1;
    kept.set(h.name, k);
    return k <= MAX_HITS_PER_SIGNAL;
  });
}

export function compareHits(a: SignalHit, b: SignalHit): number {
  return (
    (a.line ?? 0) - (b.line ?? 0) ||
    byCodeUnit(a.name, b.name) ||
    (Number(a.column ?? 0) - Number(b.column ?? 0)) ||
    byCodeUnit(a.detail, b.detail)
  );
}

/** Puts `name`, `detail`, `line` first, then the evidence in the order the signal wrote it. */
function orderHit(h: SignalHit): SignalHit {
  const { name, detail, line, ...evidence } = h;
  const out: SignalHit = { name, detail };
  if (line !== undefined) out.line = line;
  for (const [k, v] of Object.entries(evidence)) if (v !== undefined) out[k] = v;
  return out;
}

export function buildArtifact(parts: {
  project_root: string;
  scope_globs: string[];
  excluded_dirs: string[];
  scope: string | null;
  files_scanned: number;
  per_session: string[];
  per_session_in_scope: string[];
  hits: Map<string, SignalHit[]>;
  roles: ReadonlyMap<string, Role>;
  /** Symlinked docs in scope -> the doc they lead to (scanned there). */
  symlinks?: ReadonlyMap<string, string>;
  sites: readonly DocsSite[];
  notes: string[];
  agent_contexts?: AgentContextsSummary;
}): ScanArtifact {
  const signals: Record<string, SignalHit[]> = {};
  const notes = [...parts.notes];
  const paths = [...parts.hits.keys()].filter((p) => parts.hits.get(p)!.length > 0).sort(byCodeUnit);
  for (const p of paths) signals[p] = capHits(p, parts.hits.get(p)!.map(orderHit).sort(compareHits), notes);
  // A hint (edit_recency_vs_churn: "the code changed", not "this claim is false") rides along with a
  // doc's other signals but never shortlists it on its own.
  const judged = paths.filter((p) => parts.hits.get(p)!.some((h) => h.hint !== true));
  const shortlist = [...new Set([...judged, ...parts.per_session_in_scope])].sort(byCodeUnit);
  const docs: Record<string, { role: Role; symlink_to?: string }> = {};
  const links = parts.symlinks ?? new Map<string, string>();
  for (const p of [...new Set([...parts.roles.keys(), ...links.keys()])].sort(byCodeUnit)) {
    const to = links.get(p);
    const r = parts.roles.get(to ?? p)!;
    const role = r.evidence === undefined ? { name: r.name, rule: r.rule } : { name: r.name, rule: r.rule, evidence: r.evidence };
    docs[p] = to === undefined ? { role } : { role, symlink_to: to };
  }
  return {
    project_root: parts.project_root,
    scope_globs: parts.scope_globs,
    excluded_dirs: parts.excluded_dirs,
    scope: parts.scope,
    files_scanned: parts.files_scanned,
    shortlist,
    per_session: [...parts.per_session].sort(byCodeUnit),
    signals,
    docs,
    sites: parts.sites.map((s) => ({ ...s, static_roots: [...s.static_roots], output_roots: [...s.output_roots] })),
    notes: [...new Set(notes)].sort(byCodeUnit),
    ...(parts.agent_contexts ? { agent_contexts: parts.agent_contexts } : {}),
  };
}

export function serializeArtifact(a: ScanArtifact): string {
  return JSON.stringify(a, null, 2) + '\n';
}
