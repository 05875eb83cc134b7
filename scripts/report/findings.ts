// Findings: what the scanner found in one file, one per thing to answer. Hits that restate one
// another (the same missing target on several lines, the same block duplicated in several files)
// are one finding; every other hit is its own. Each finding has a route (who answers it, from the
// classifier contract) and is answered by an entry when an entry of the file cites it (its name and
// one of its lines, or its name alone for a citation without a line), when the file is deleted
// whole, or, for a duplicate, when the other copy's dedupe points at this file.
import type { Entry, Signal, SignalHit } from '../contract/types.ts';
import { KIND_TABLE } from '../contract/kind-table.ts';
import { findingRoute, type FindingRoute } from '../contract/classifier-contract.ts';

export interface Finding {
  name: string;
  /** The first hit, as the scanner reported it. */
  hit: SignalHit;
  /** Every line the finding stands on (the first hit's, then the restatements'), when it has lines. */
  lines: number[];
  /** For a duplicate: the other files holding the same block. */
  also_in: string[];
  route: FindingRoute;
}

/** What makes two hits of a file say the same thing; undefined when a hit restates nothing. */
export function restatementKey(h: Signal): string | undefined {
  if (h.name === 'broken_reference') return `${h.name}|${String(h.resolved ?? h.target ?? h.detail)}|${String(h.missing ?? '')}`;
  if (h.name === 'duplicate_block' && typeof h.start_line === 'number') return `${h.name}|${h.start_line}-${String(h.end_line)}`;
  return undefined;
}

/** One file's hits as findings, in the scanner's order (line, name). */
export function groupFindings(hits: readonly Signal[]): Finding[] {
  const out: Finding[] = [];
  const byKey = new Map<string, Finding>();
  for (const h of hits as readonly SignalHit[]) {
    const key = restatementKey(h);
    const first = key === undefined ? undefined : byKey.get(key);
    if (first) {
      const other = (h.other as { path?: unknown } | undefined)?.path;
      if (h.name === 'duplicate_block' && typeof other === 'string') first.also_in.push(other);
      else if (typeof h.line === 'number' && !first.lines.includes(h.line)) first.lines.push(h.line);
      continue;
    }
    const f: Finding = { name: h.name, hit: h, lines: typeof h.line === 'number' ? [h.line] : [], also_in: [], route: findingRoute(h) };
    const other = (h.other as { path?: unknown } | undefined)?.path;
    if (h.name === 'duplicate_block' && typeof other === 'string') f.also_in.push(other);
    out.push(f);
    if (key !== undefined) byKey.set(key, f);
  }
  return out;
}

/** Whether a citation (an entry's signal, a no-edit answer) names this finding. */
export function cites(c: { name: string; line?: unknown }, f: Finding): boolean {
  if (c.name !== f.name) return false;
  return typeof c.line !== 'number' || f.lines.length === 0 || f.lines.includes(c.line);
}

type EntryLike = Pick<Entry, 'path' | 'signals' | 'exact_edit'>;

/** Whether the report's entries answer a finding of `path`. */
export function answeredByEntries(path: string, f: Finding, entries: readonly EntryLike[]): boolean {
  const own = entries.filter((e) => e.path === path);
  if (own.some((e) => e.exact_edit && KIND_TABLE[e.exact_edit.kind].whole_document)) return true;
  if (own.some((e) => e.signals.some((s) => cites(s, f)))) return true;
  if (f.name === 'duplicate_block') {
    const others = new Set([String((f.hit.other as { path?: unknown } | undefined)?.path), ...f.also_in]);
    return entries.some((e) => others.has(e.path) && e.exact_edit?.kind === 'dedupe' && e.exact_edit.canonical_ref?.path === path);
  }
  return false;
}
