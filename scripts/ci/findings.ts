// The scan artifact's signals as CI findings: one per hit, located (path, line, column), with a
// severity and a content-derived id. The id leaves out every number (line numbers, counts) so a
// finding keeps its id when lines move above it, and history's evidence (each signal's
// history_fields); the n-th identical finding in a file gets `#n`.
import { canonicalJson, sha256Hex } from '../shared/hash.ts';
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import { agentMemoryOf } from './agent-memory.ts';
import { withoutCopiesNote } from '../scan/installer-copies.ts';
import { historyFieldsOf, severityOf, type Severity } from './rules.ts';

export interface Finding {
  id: string;
  signal: string;
  path: string;
  line: number | undefined;
  column: number | undefined;
  detail: string;
  severity: Severity;
  agent_memory: boolean;
  /** A hit the signal marks as a hint (`hint: true`): a `note`, shown only with --hints. */
  hint: boolean;
}

/**
 * What history says about a hit (where a file went, when a name was last in the code, which commit
 * removed it), as opposed to what is wrong: left out of the id, so the same finding keeps its id in
 * a shallow or partial checkout, as history grows, and across an unrelated edit of the doc (which
 * moves the doc's last change). The detail sentence repeats that evidence, so it goes too where a
 * signal has history fields: the hit's own fields say what is wrong.
 */
function evidenceOf(signal: string): readonly string[] {
  const fields = historyFieldsOf(signal);
  return fields.length > 0 ? ['detail', ...fields] : [];
}

/** The hit with numbers and history's evidence blanked: what stays the same while the doc and the repository move on. */
function stableKey(path: string, hit: Record<string, unknown>): string {
  const strip = (v: unknown): unknown => {
    if (typeof v === 'number') return '#';
    if (typeof v === 'string') return v.replace(/\d+/g, '#');
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)]));
    return v;
  };
  const { line: _l, column: _c, copies: _copies, ...rest } = hit;
  // Installer copies come and go with an install: the finding is the same.
  if (typeof rest.detail === 'string') rest.detail = withoutCopiesNote(rest.detail);
  for (const k of evidenceOf(String(hit.name))) delete rest[k];
  return canonicalJson({ path, hit: strip(rest) });
}

export function findingsOf(artifact: Pick<ScanArtifact, 'signals' | 'per_session' | 'docs'>): Finding[] {
  const agent = agentMemoryOf(artifact);
  const out: Finding[] = [];
  for (const path of Object.keys(artifact.signals).sort()) {
    const seen = new Map<string, number>();
    for (const hit of artifact.signals[path]!) {
      const key = stableKey(path, hit);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      const isAgent = agent(path);
      const column = typeof hit.column === 'number' ? hit.column : undefined;
      out.push({
        id: sha256Hex(n === 1 ? key : `${key}#${n}`).slice(0, 16),
        signal: hit.name,
        path,
        line: typeof hit.line === 'number' ? hit.line : undefined,
        column,
        detail: hit.detail,
        severity: severityOf(hit.name, isAgent, hit.hint === true),
        agent_memory: isAgent,
        hint: hit.hint === true,
      });
    }
  }
  return out;
}
