// Small statistics for the evaluation: Wilson score intervals, Cohen's kappa and a seeded sampler.

import { mulberry32FromString } from '../../scripts/shared/prng.ts';

export interface Proportion {
  k: number;
  n: number;
  /** k / n, or null when nothing was judged. */
  p: number | null;
  /** The 95% Wilson score interval, or null when n = 0. */
  lo: number | null;
  hi: number | null;
}

/** k successes of n, with its 95% Wilson interval (well behaved at 0, n and small n). */
export function wilson(k: number, n: number, z = 1.959964): Proportion {
  if (n === 0) return { k, n, p: null, lo: null, hi: null };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { k, n, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

export interface Agreement {
  n: number;
  agree: number;
  percent: number | null;
  kappa: number | null;
}

/** Percent agreement and Cohen's kappa over paired labels. */
export function cohen(pairs: Array<[string, string]>): Agreement {
  const n = pairs.length;
  if (n === 0) return { n, agree: 0, percent: null, kappa: null };
  const agree = pairs.filter(([a, b]) => a === b).length;
  const po = agree / n;
  const countA = new Map<string, number>();
  const countB = new Map<string, number>();
  for (const [a, b] of pairs) {
    countA.set(a, (countA.get(a) ?? 0) + 1);
    countB.set(b, (countB.get(b) ?? 0) + 1);
  }
  let pe = 0;
  for (const [label, ca] of countA) pe += (ca / n) * ((countB.get(label) ?? 0) / n);
  const kappa = pe === 1 ? (po === 1 ? 1 : 0) : (po - pe) / (1 - pe);
  return { n, agree, percent: po, kappa };
}

/** mulberry32 seeded by a string: the same seed gives the same sample on every machine. */
export const rng = mulberry32FromString;

/**
 * A seeded random sample of `n` items (all of them when fewer), in the input's order. The input
 * must already be in a deterministic order; the seed names the draw (repo and stratum included).
 */
export function sample<T>(items: readonly T[], n: number, seed: string): T[] {
  if (items.length <= n) return [...items];
  const next = rng(seed);
  const idx = items.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}
