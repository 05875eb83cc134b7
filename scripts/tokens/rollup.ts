// Bottom-up roll-up of the entries' token estimates: file -> category -> total. Nothing here is
// stored in the report; report.md and `report-builder --summary` print it.
import type { Entry } from '../contract/types.ts';
import { byCodeUnit } from '../shared/order.ts';

export interface TokenTotals {
  /** Sum of raw_tokens. */
  raw_tokens: number;
  /** Sum of weighted_tokens: what a user saves in every session. */
  weighted_tokens: number;
  /** raw_tokens of entries on docs loaded in every session. */
  per_session_tokens: number;
  /** raw_tokens of entries on docs read only when opened: the theoretical maximum beyond per-session savings. */
  on_demand_tokens: number;
  entries: number;
}

export interface TokenRollup {
  files: Array<{ path: string; categories: Array<{ category: string } & TokenTotals> } & TokenTotals>;
  categories: Array<{ category: string } & TokenTotals>;
  total: TokenTotals;
}

function zero(): TokenTotals {
  return { raw_tokens: 0, weighted_tokens: 0, per_session_tokens: 0, on_demand_tokens: 0, entries: 0 };
}

function add(t: TokenTotals, e: Entry): void {
  const raw = e.token_estimate.raw_tokens;
  t.raw_tokens += raw;
  t.weighted_tokens += e.token_estimate.weighted_tokens ?? 0;
  if (e.token_estimate.injection_frequency === 'per-session') t.per_session_tokens += raw;
  else t.on_demand_tokens += raw;
  t.entries += 1;
}

export function categoryLabel(e: Pick<Entry, 'category'>): string {
  return `${e.category.class}/${e.category.subtype}`;
}

export function rollupTokens(entries: readonly Entry[]): TokenRollup {
  const total = zero();
  const byCat = new Map<string, TokenTotals>();
  const byFile = new Map<string, { totals: TokenTotals; cats: Map<string, TokenTotals> }>();
  for (const e of entries) {
    const cat = categoryLabel(e);
    add(total, e);
    if (!byCat.has(cat)) byCat.set(cat, zero());
    add(byCat.get(cat)!, e);
    if (!byFile.has(e.path)) byFile.set(e.path, { totals: zero(), cats: new Map() });
    const f = byFile.get(e.path)!;
    add(f.totals, e);
    if (!f.cats.has(cat)) f.cats.set(cat, zero());
    add(f.cats.get(cat)!, e);
  }
  const sorted = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => byCodeUnit(a, b));
  return {
    files: sorted(byFile).map(([path, f]) => ({
      path,
      ...f.totals,
      categories: sorted(f.cats).map(([category, t]) => ({ category, ...t })),
    })),
    categories: sorted(byCat).map(([category, t]) => ({ category, ...t })),
    total,
  };
}
