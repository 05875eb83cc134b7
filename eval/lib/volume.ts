// Volume-weighted precision: the share of all findings a build reports that are true, estimated cell
// by cell. A cell is one (repository, signal stratum); it is estimated from its own judged findings,
// shrunk toward its stratum's precision over the cells measured together (one half of the corpus),
// and weighted by how many findings it has. The sampled precision pools the judged findings, so a
// stratum sampled to 25 weighs as much as one with 2,500 findings; this one does not.
//
// The rule, for a cell with TP true and FP false judged findings (UNCLEAR left out), n = TP + FP:
//   P  = the stratum's pooled precision over the cells, Wilson-centred: (ΣTP + z²/2) / (Σn + z²)
//   p̂ = (TP + PRIOR·P) / (n + PRIOR), PRIOR = 4 judgments' worth of the pooled rate
// so its own judgments outweigh P once it has more than four. A cell with no judgment of its own
// (n = 0) is not estimated: its findings are counted apart (`unjudged`) and listed by volume, since
// another repository's rate says little about a site generator or a kind of repository it has not
// seen (`precision_if_pooled` gives the figure with such cells at P, for reference only).
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
  /** The cell's estimated precision, or null when it has no TP or FP judgment of its own. */
  p: number | null;
  /** findings × (1 − p): the false findings this cell is estimated to hold. */
  est_false: number | null;
  /** The stratum's pooled rate in the cell's group (null when nobody judged the stratum there). */
  pooled: number | null;
}

export interface VolumeWeighted {
  /** Σ findings × p̂ / Σ findings over the judged cells; null when none is. */
  precision: number | null;
  /** The same with each unjudged cell at its stratum's pooled rate (where the stratum has one). */
  precision_if_pooled: number | null;
  findings: number;
  /** Findings in cells with no TP or FP judgment of their own (not in `precision`). */
  unjudged: number;
  est_false: number;
  /** The share of the judged cells' findings in cells with at least 5 own judgments. */
  coverage: { own5: number | null };
  /** Per group of cells (one per half), each stratum's pooled rate P its cells were shrunk toward. */
  pooled: Array<Record<string, number>>;
  /** The judged cells with the most estimated false findings, then the largest unjudged ones. */
  largest_false: CellEstimate[];
  largest_unjudged: CellInput[];
  /** The same figures for each repository's own cells. */
  by_repo: Record<string, { precision: number | null; findings: number; unjudged: number; est_false: number }>;
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
      const P = pooled[c.stratum] ?? null;
      if (P === null || c.tp + c.fp === 0) return { ...c, p: null, est_false: null, pooled: P };
      const p = (c.tp + PRIOR_JUDGMENTS * P) / (c.tp + c.fp + PRIOR_JUDGMENTS);
      return { ...c, p, est_false: c.findings * (1 - p), pooled: P };
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
  let found = 0, weighted = 0, unjudged = 0, est_false = 0, own5 = 0, fillFound = 0, fillWeighted = 0;
  const repos: Record<string, { found: number; weighted: number; unjudged: number; est_false: number }> = {};
  for (const c of cells) {
    const r = (repos[c.repo] ??= { found: 0, weighted: 0, unjudged: 0, est_false: 0 });
    const fill = c.p ?? c.pooled;
    if (fill !== null) {
      fillFound += c.findings;
      fillWeighted += c.findings * fill;
    }
    if (c.p === null) {
      unjudged += c.findings;
      r.unjudged += c.findings;
      continue;
    }
    r.found += c.findings;
    r.weighted += c.findings * c.p;
    r.est_false += c.est_false!;
    found += c.findings;
    weighted += c.findings * c.p;
    est_false += c.est_false!;
    if (c.tp + c.fp >= 5) own5 += c.findings;
  }
  const largest_false = cells
    .filter((c) => c.est_false !== null && c.est_false > 0)
    .sort((a, b) => b.est_false! - a.est_false! || byRepoStratum(a, b))
    .slice(0, top);
  const largest_unjudged = cells
    .filter((c) => c.p === null)
    .sort((a, b) => b.findings - a.findings || byRepoStratum(a, b))
    .slice(0, top)
    .map(({ repo, stratum, findings, tp, fp }) => ({ repo, stratum, findings, tp, fp }));
  return {
    precision: found ? weighted / found : null,
    precision_if_pooled: fillFound ? fillWeighted / fillFound : null,
    findings: found + unjudged,
    unjudged,
    est_false,
    coverage: { own5: found ? own5 / found : null },
    pooled,
    largest_false,
    largest_unjudged,
    by_repo: Object.fromEntries(Object.entries(repos).map(([k, r]) => [k, { precision: r.found ? r.weighted / r.found : null, findings: r.found + r.unjudged, unjudged: r.unjudged, est_false: r.est_false }])),
  };
}

/** The cells of one repository's strata (a map stratum -> stats). */
export function cellsOf(repo: string, strata: Record<string, StratumStats> | undefined): CellInput[] {
  return Object.entries(strata ?? {}).map(([stratum, s]) => ({ repo, stratum, findings: s.findings, tp: s.tp, fp: s.fp }));
}
