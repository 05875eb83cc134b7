// The sample of one half of the corpus (usually `fresh`), drawn at measurement time from what the
// build under test produces and nobody judged before, so its precision is measured on items no rule
// was fitted to. Three parts, each seeded (lib/stats.ts sample()):
// - findings: candidate-making only (hints left out); per signal stratum at least `perSignal` over
//   the half (all where fewer), spread over the repositories: each repository first gets up to
//   `floor` of its own, then `perSignal` more go to the repositories in proportion to what they
//   have left (largest remainder), so big cells get the judgments their volume needs;
// - auto entries: all of them, or a seeded `auto` of the half's pooled list;
// - roles: docs drawn per repository, equal shares (a repository with fewer docs gives its share
//   to the others), `roles` docs over the half.
// Written to <out>/<kind>/<owner>+<name>.jsonl (only repositories with items) and <out>/manifest.json.
import { join } from 'node:path';
import type { CorpusMeasure } from './measure.ts';
import { findingKey, autoKey, roleKey, type Finding, type AutoItem } from './items.ts';
import { sample } from './stats.ts';
import { repoSlug } from './corpus.ts';
import { findingToJudge, autoToJudge, roleToJudge, writeJsonl, writeSampleManifest } from './to-judge.ts';

export interface HalfSampleSizes {
  /** Findings per signal stratum over the half drawn in proportion to volume, after the floors. */
  perSignal: number;
  /** Findings each repository gets first, per stratum, before the proportional share. */
  floor: number;
  auto: number;
  roles: number;
}

export const DEFAULT_HALF_SAMPLE: HalfSampleSizes = { perSignal: 25, floor: 2, auto: 60, roles: 300 };

export interface PartCounts {
  /** Items never judged before (what the draw picks from). */
  pool: number;
  drawn: number;
  by_repo: Record<string, { pool: number; drawn: number }>;
}

export interface HalfSampleManifest {
  label: string;
  /** `half`: this draw; `per-repository`: --sample N in a labelled folder. */
  kind: 'half';
  set: string;
  seed: string;
  /** How the seed was made when none was given. */
  seed_rule: string;
  date: string;
  build: string;
  build_id: string;
  sizes: HalfSampleSizes;
  findings: { pool: number; drawn: number; by_stratum: Record<string, PartCounts> };
  auto: PartCounts;
  roles: PartCounts;
  /** The judged items' files this draw excluded (first and second judging). */
  excluded_judged: { findings: number; auto: number; roles: number };
}

/** Is an item of this kind judged already (first or second judging)? */
export type JudgedAny = (kind: 'findings' | 'auto' | 'roles', key: string) => boolean;

/**
 * How many of a stratum each repository gives: up to `floor` each, then `target` more in proportion
 * to what each has left (largest remainder); never more than a repository has, all where fewer. So
 * every repository's cell is seen and the biggest cells, where the false findings would be, get the
 * judgments their volume needs. `counts` is in a fixed order (the corpora's), which also breaks ties.
 */
export function allocate(counts: ReadonlyArray<readonly [string, number]>, target: number, floor: number): Map<string, number> {
  const alloc = new Map(counts.map(([r, c]) => [r, Math.min(c, floor)]));
  const total = counts.reduce((t, [, c]) => t + c, 0);
  const sum = () => [...alloc.values()].reduce((t, v) => t + v, 0);
  const goal = Math.min(total, sum() + target);
  for (let left = goal - sum(); left > 0; left = goal - sum()) {
    const spare = counts.map(([r, c]) => [r, c - alloc.get(r)!] as const).filter(([, s]) => s > 0);
    const spareSum = spare.reduce((t, [, s]) => t + s, 0);
    if (!spareSum) break;
    const shares = spare.map(([r, s], i) => ({ r, s, i, exact: (left * s) / spareSum }));
    for (const x of shares) alloc.set(x.r, alloc.get(x.r)! + Math.floor(x.exact));
    let rest = left - shares.reduce((t, x) => t + Math.floor(x.exact), 0);
    for (const x of [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.i - b.i)) {
      if (rest <= 0) break;
      if (alloc.get(x.r)! < counts.find(([r]) => r === x.r)![1]) {
        alloc.set(x.r, alloc.get(x.r)! + 1);
        rest--;
      }
    }
  }
  return alloc;
}

/** Equal shares of `total` over repositories, capped by what each has; the fixed order breaks ties. */
export function equalShares(caps: ReadonlyArray<readonly [string, number]>, total: number): Map<string, number> {
  const T = Math.min(total, caps.reduce((t, [, c]) => t + c, 0));
  const given = (L: number) => caps.reduce((t, [, c]) => t + Math.min(c, L), 0);
  let lo = 0, hi = Math.max(0, ...caps.map(([, c]) => c));
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (given(mid) <= T) lo = mid;
    else hi = mid - 1;
  }
  const alloc = new Map(caps.map(([r, c]) => [r, Math.min(c, lo)]));
  let rest = T - given(lo);
  for (const [r, c] of caps) {
    if (rest <= 0) break;
    if (c > lo) {
      alloc.set(r, lo + 1);
      rest--;
    }
  }
  return alloc;
}

const emptyPart = (): PartCounts => ({ pool: 0, drawn: 0, by_repo: {} });
const count = (p: PartCounts, repo: string, pool: number, drawn: number) => {
  p.pool += pool;
  p.drawn += drawn;
  if (pool) p.by_repo[repo] = { pool, drawn };
};

export function writeHalfSample(
  out: string,
  measures: ReadonlyArray<CorpusMeasure & { dir: string }>,
  judgedAny: JudgedAny,
  sizes: HalfSampleSizes,
  meta: Omit<HalfSampleManifest, 'kind' | 'sizes' | 'findings' | 'auto' | 'roles' | 'excluded_judged'>,
): HalfSampleManifest {
  const seed = meta.seed;
  const drawn = { drawn: meta.label };
  const items = new Map<string, { findings: object[]; auto: object[]; roles: object[] }>();
  const bucket = (repo: string) => {
    let b = items.get(repo);
    if (!b) items.set(repo, (b = { findings: [], auto: [], roles: [] }));
    return b;
  };
  const excluded = { findings: 0, auto: 0, roles: 0 };

  // Findings: the never-judged candidate-making findings, by stratum, then by repository.
  const pools = new Map<string, Map<string, Finding[]>>();
  for (const m of measures) {
    for (const f of m.produced.findings) {
      if (f.hint) continue;
      if (judgedAny('findings', findingKey(f))) {
        excluded.findings++;
        continue;
      }
      let byRepo = pools.get(f.stratum);
      if (!byRepo) pools.set(f.stratum, (byRepo = new Map()));
      const list = byRepo.get(m.repo);
      if (list) list.push(f);
      else byRepo.set(m.repo, [f]);
    }
  }
  const byStratum: Record<string, PartCounts> = {};
  let fPool = 0, fDrawn = 0;
  for (const stratum of [...pools.keys()].sort()) {
    const byRepo = pools.get(stratum)!;
    const order = measures.filter((m) => byRepo.has(m.repo)).map((m) => [m.repo, byRepo.get(m.repo)!.length] as const);
    const alloc = allocate(order, sizes.perSignal, sizes.floor);
    const part = (byStratum[stratum] = emptyPart());
    for (const m of measures) {
      const list = byRepo.get(m.repo);
      if (!list) continue;
      const cache = new Map<string, string[]>();
      const picked = sample(list, alloc.get(m.repo) ?? 0, `${seed}:findings:${m.repo}:${stratum}`);
      bucket(m.repo).findings.push(...picked.map((f) => findingToJudge(f, m.dir, cache, drawn)));
      count(part, m.repo, list.length, picked.length);
    }
    fPool += part.pool;
    fDrawn += part.drawn;
  }

  // Auto entries: the half's never-judged entries pooled in corpus order; all, or a seeded `auto`.
  const autoPool: AutoItem[] = [];
  for (const m of measures) {
    for (const a of m.produced.auto) {
      if (judgedAny('auto', autoKey(a))) excluded.auto++;
      else autoPool.push(a);
    }
  }
  const autoPicked = new Set(sample(autoPool, sizes.auto, `${seed}:auto`));
  const auto = emptyPart();
  for (const m of measures) {
    const mine = autoPool.filter((a) => a.repo === m.repo);
    const picked = mine.filter((a) => autoPicked.has(a));
    bucket(m.repo).auto.push(...picked.map((a) => autoToJudge(a, drawn)));
    count(auto, m.repo, mine.length, picked.length);
  }

  // Roles: never-judged docs, equal shares per repository.
  const rolePools = measures.map((m) => {
    const docs = m.produced.docs.filter((p) => {
      const j = judgedAny('roles', roleKey({ repo: m.repo, path: p }));
      if (j) excluded.roles++;
      return !j;
    });
    return [m, docs] as const;
  });
  const shares = equalShares(rolePools.map(([m, d]) => [m.repo, d.length] as const), sizes.roles);
  const roles = emptyPart();
  for (const [m, docs] of rolePools) {
    const buildRole = new Map((m.produced.roles ?? []).map((d) => [d.path, d.role]));
    const picked = sample(docs, shares.get(m.repo) ?? 0, `${seed}:roles:${m.repo}`);
    bucket(m.repo).roles.push(...picked.map((p) => roleToJudge(m.repo, p, buildRole, drawn)));
    count(roles, m.repo, docs.length, picked.length);
  }

  for (const [repo, b] of items) {
    for (const kind of ['findings', 'auto', 'roles'] as const) if (b[kind].length) writeJsonl(join(out, kind, `${repoSlug(repo)}.jsonl`), b[kind]);
  }
  const manifest: HalfSampleManifest = { ...meta, kind: 'half', sizes, findings: { pool: fPool, drawn: fDrawn, by_stratum: byStratum }, auto, roles, excluded_judged: excluded };
  writeSampleManifest(out, manifest);
  return manifest;
}
