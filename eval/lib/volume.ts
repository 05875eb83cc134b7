// Volume-weighted precision: the share of all findings a build reports that are true, estimated cell
// by cell. A cell is one (repository, signal stratum); it is estimated from its own judged findings,
// shrunk toward its stratum's precision over the cells measured together (one half of the corpus),
// and weighted by how many findings it has. The sampled precision pools the judged findings, so a
// stratum sampled to 25 weighs as much as one with 2,500 findings; this one does not.
//
// The rule, for a cell with TP true and FP false judged findings (UNCLEAR left out), n = TP + FP:
//   P  = the stratum's pooled precision over the cells, Wilson-centred: (ΣTP + z²/2) / (Σn + z²)
//   p̂ = (TP + PRIOR·P) / (n + PRIOR), PRIOR = 4 judgments' worth of the pooled rate
// so a cell with no judgment takes P, and its own judgments outweigh P once it has more than four.
// A stratum nobody judged in those cells leaves its cells unestimated: their findings are counted
// apart (`unestimated`), never guessed.
import type { StratumStats } from './measure.ts';

export const PRIOR_JUDGMENTS = 4;
const Z2 = 1.959964 ** 2;

export interface CellInput {
  repo: string;
  stratum: string;
  findings: number;
  tp: number;
  fp: number;
}

export interface CellEstimate extends CellInput {
  /** The cell's estimated precision, or null when its stratum has no judgment in these cells. */
  p: number | null;
  /** findings × (1 − p): the false findings this cell is estimated to hold. */
  est_false: number | null;
}

export interface VolumeWeighted {
  /** Σ findings × p̂ / Σ findings over the estimated cells; null when none is. */
  precision: number | null;
  findings: number;
  /** Findings in cells whose stratum nobody judged here (not in `precision`). */
  unestimated: number;
  est_false: number;
  /** Shares of the estimated findings in cells with at least 5 own judgments, and with none. */
  coverage: { own5: number | null; none: number | null };
  /** Per group of cells (one per half), each stratum's pooled rate P its cells were shrunk toward. */
  pooled: Array<Record<string, number>>;
  /** The cells with the most estimated false findings, then the largest unestimated ones. */
  largest_false: CellEstimate[];
  largest_unestimated: CellInput[];
  /** The same figures for each repository's own cells. */
  by_repo: Record<string, { precision: number | null; findings: number; unestimated: number; est_false: number }>;
}

export function estimateCells(cells: readonly CellInput[]): { cells: CellEstimate[]; pooled: Record<string, number> } {
  const sums = new Map<string, { tp: number; n: number }>();
  for (const c of cells) {
    const s = sums.get(c.stratum) ?? { tp: 0, n: 0 };
    s.tp += c.tp;
    s.n += c.tp + c.fp;
    sums.set(c.stratum, s);
  }
  const pooled: Record<string, number> = {};
  for (const [k, s] of sums) if (s.n) pooled[k] = (s.tp + Z2 / 2) / (s.n + Z2);
  return {
    pooled,
    cells: cells.map((c) => {
      const P = pooled[c.stratum];
      if (P === undefined) return { ...c, p: null, est_false: null };
      const p = (c.tp + PRIOR_JUDGMENTS * P) / (c.tp + c.fp + PRIOR_JUDGMENTS);
      return { ...c, p, est_false: c.findings * (1 - p) };
    }),
  };
}

const byRepoStratum = (a: CellInput, b: CellInput) => (a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : a.stratum < b.stratum ? -1 : a.stratum > b.stratum ? 1 : 0);

/**
 * The volume-weighted precision of `groups` of cells: each group (a half of the corpus) estimated
 * with its own pooled rates, then all cells weighted together.
 */
export function volumeWeighted(groups: ReadonlyArray<readonly CellInput[]>, top = 10): VolumeWeighted {
  const estimated = groups.map((g) => estimateCells(g.filter((c) => c.findings > 0)));
  const cells = estimated.flatMap((e) => e.cells);
  const pooled = estimated.map((e) => e.pooled);
  let found = 0, weighted = 0, unestimated = 0, est_false = 0, own5 = 0, none = 0;
  const repos: Record<string, { found: number; weighted: number; unestimated: number; est_false: number }> = {};
  for (const c of cells) {
    const r = (repos[c.repo] ??= { found: 0, weighted: 0, unestimated: 0, est_false: 0 });
    if (c.p === null) {
      unestimated += c.findings;
      r.unestimated += c.findings;
      continue;
    }
    r.found += c.findings;
    r.weighted += c.findings * c.p;
    r.est_false += c.est_false!;
    found += c.findings;
    weighted += c.findings * c.p;
    est_false += c.est_false!;
    const n = c.tp + c.fp;
    if (n >= 5) own5 += c.findings;
    if (n === 0) none += c.findings;
  }
  const largest_false = cells
    .filter((c) => c.est_false !== null && c.est_false > 0)
    .sort((a, b) => b.est_false! - a.est_false! || byRepoStratum(a, b))
    .slice(0, top);
  const largest_unestimated = cells
    .filter((c) => c.p === null)
    .sort((a, b) => b.findings - a.findings || byRepoStratum(a, b))
    .slice(0, top)
    .map(({ p: _p, est_false: _e, ...c }) => c);
  return {
    precision: found ? weighted / found : null,
    findings: found + unestimated,
    unestimated,
    est_false,
    coverage: { own5: found ? own5 / found : null, none: found ? none / found : null },
    pooled,
    largest_false,
    largest_unestimated,
    by_repo: Object.fromEntries(Object.entries(repos).map(([k, r]) => [k, { precision: r.found ? r.weighted / r.found : null, findings: r.found + r.unestimated, unestimated: r.unestimated, est_false: r.est_false }])),
  };
}

/** The cells of one repository's strata (a map stratum -> stats). */
export function cellsOf(repo: string, strata: Record<string, StratumStats> | undefined): CellInput[] {
  return Object.entries(strata ?? {}).map(([stratum, s]) => ({ repo, stratum, findings: s.findings, tp: s.tp, fp: s.fp }));
}
