// npx tsx eval/claims-noise-sample.ts [--n N] [--seed S]: the seeded sample of mined claims cases to
// hand-check for noise (a case that is no stale claim a maintainer fixed), one JSON line per case with
// an empty verdict, in the shape of ground-truth/claims/noise-check.jsonl. The same seed and ground
// truth give the same sample.
import { NOISE_SAMPLE_N, NOISE_SAMPLE_SEED, allClaimCases, noiseSample } from './lib/claims/noise-sample.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`Usage: npx tsx eval/claims-noise-sample.ts [--n N] [--seed S]

Prints a seeded sample of N (default ${NOISE_SAMPLE_N}) of the cases in eval/ground-truth/claims/<owner>+<name>.jsonl
(the corpora of its corpora.json, in that order), one JSON line each with the fields a hand-check
needs and "verdict": null. Judge each as "stale" (the line claimed something false at the parent that
the fix removed) or "noise" (with "why"), and keep the lines in eval/ground-truth/claims/noise-check.jsonl.
Exit codes: 0 printed, 2 usage error.
`);
  process.exit(0);
}
const opt = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
const n = Number(opt('--n') ?? NOISE_SAMPLE_N);
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('claims-noise-sample: --n must be a positive integer\n');
  process.exit(2);
}
const seed = opt('--seed') ?? NOISE_SAMPLE_SEED;
for (const c of noiseSample(allClaimCases(), n, seed)) {
  const row = {
    repo: c.repo, fix_commit: c.fix_commit, path: c.path, line: c.line, claim_kind: c.claim_kind, sub: c.sub, claim: c.claim,
    line_text: c.line_text, subject: c.subject, removed_by: c.evidence.removed_by, removed_by_subject: c.evidence.removed_by_subject, successor: c.evidence.successor,
    verdict: null, why: null,
  };
  process.stdout.write(JSON.stringify(row) + '\n');
}
