// The seeded sample of mined claims cases that is hand-checked for noise (ground-truth/claims/
// noise-check.jsonl): the same ground truth and seed give the same sample.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIMS_DIR, loadClaimCases } from './recall.ts';
import { sample } from '../stats.ts';
import type { ClaimCase } from './mine.ts';

export const NOISE_SAMPLE_N = 60;
export const NOISE_SAMPLE_SEED = 'claims-noise-v1';

/** Every case of the ground truth, corpora in the order of ground-truth/claims/corpora.json. */
export function allClaimCases(dir = CLAIMS_DIR): ClaimCase[] {
  const corpora = (JSON.parse(readFileSync(join(dir, 'corpora.json'), 'utf8')) as { corpora: Array<{ repo: string }> }).corpora;
  return corpora.flatMap((e) => loadClaimCases(e.repo, dir));
}

export function noiseSample(cases: readonly ClaimCase[], n = NOISE_SAMPLE_N, seed = NOISE_SAMPLE_SEED): ClaimCase[] {
  return sample(cases, n, seed);
}

/** The key a hand-check verdict is filed under. */
export const checkKey = (c: Pick<ClaimCase, 'repo' | 'fix_commit' | 'path' | 'line' | 'claim_kind' | 'claim'>) => [c.repo, c.fix_commit, c.path, c.line, c.claim_kind, c.claim].join('\0');
