// npx tsx eval/claims-recall.ts --corpora DIR [--repo NAME] [--dist DIR] [--cap N] [--seed S] [--json-out FILE] [--label L]
// npx tsx eval/claims-recall.ts --combine RUN.json... [--json-out FILE] [--label L]
// Replays the claims ground truth (eval/ground-truth/claims/) with one build's compiled scanner and
// prints recall: overall, per claim kind, per repository, per doc kind, distinct claims, and every miss.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { DEFAULT_CAP, TOLERANCE, measureClaimsRecall, summarize, type ClaimsRecallRun, type Tally } from './lib/claims/recall.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`Usage: npx tsx eval/claims-recall.ts --corpora DIR [--repo NAME] [--dist DIR] [--cap N] [--seed S] [--json-out FILE] [--label L]

For each case of eval/ground-truth/claims/<owner>+<name>.jsonl (at most --cap per repository, a seeded
sample when more; default ${DEFAULT_CAP}), runs DIR's build scanner (--dist, default ./dist) at the case's parent
in a throwaway git clone --shared under the temp folder, scoped to the case's doc, one scan at a time.
A case is found when the doc gets a finding that is not a hint, within ${TOLERANCE} line of the case's line,
whose target / resolved path / command / term / identifier is the claim.
--json-out writes the run (summary and each case's outcome).
--combine RUN.json... joins runs of one build over different repositories (each an earlier --json-out,
same --dist, cap, seed) into one, summarized again, without scanning.
Exit codes: 0 measured, 1 failed, 2 usage error.
`);
  process.exit(0);
}
const opt = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
const fail = (msg: string): never => {
  process.stderr.write(`claims-recall: ${msg}\n`);
  process.exit(2);
};
let combinedWall = 0;
/** Runs of one build over different repositories joined into one, summarized again (wall time summed). */
function combine(files: string[]): ClaimsRecallRun {
  const runs = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as ClaimsRecallRun & { wall_s?: number });
  const first = runs[0]!;
  for (const [i, r] of runs.entries()) {
    if (r.scanner_sha256 !== first.scanner_sha256 || r.cap !== first.cap || r.seed !== first.seed || r.tolerance !== first.tolerance) fail(`${files[i]} is another build or setting (scanner, cap, seed, tolerance) than ${files[0]}`);
    for (const repo of Object.keys(r.repos)) if (runs.slice(0, i).some((x) => repo in x.repos)) fail(`${repo} is in two of the runs`);
  }
  const results = runs.flatMap((r) => r.results);
  combinedWall = runs.reduce((t, r) => t + (r.wall_s ?? 0), 0);
  return { dist: first.dist, scanner_sha256: first.scanner_sha256, cap: first.cap, seed: first.seed, tolerance: first.tolerance, repos: Object.assign({}, ...runs.map((r) => r.repos)), summary: summarize(results), results };
}
const combined = argv.includes('--combine') ? argv.slice(argv.indexOf('--combine') + 1).filter((a, i, xs) => !a.startsWith('--') && !xs.slice(0, i).some((x) => x.startsWith('--'))) : null;
if (combined && !combined.length) fail('--combine takes one or more RUN.json files');
const corpora = opt('--corpora');
if (!corpora && !combined) {
  process.stderr.write('claims-recall: --corpora DIR is required (see --help)\n');
  process.exit(2);
}
const cap = opt('--cap') ? Number(opt('--cap')) : DEFAULT_CAP;
if (!Number.isInteger(cap) || cap < 1) {
  process.stderr.write('claims-recall: --cap must be a positive integer\n');
  process.exit(2);
}
const dist = resolve(opt('--dist') ?? 'dist');
const started = Date.now();
const run = combined ? combine(combined) : measureClaimsRecall(dist, resolve(corpora!), { only: opt('--repo'), cap, seed: opt('--seed'), log: (s) => process.stderr.write(`${s}\n`) });
const pct = (t: { found: number; cases: number }) => `${t.found}/${t.cases}${t.cases ? ` = ${((100 * t.found) / t.cases).toFixed(1)}%` : ''}`;
const table = (title: string, rows: Record<string, Tally>) => `${title}\n${Object.entries(rows).map(([k, t]) => `  ${k.padEnd(34)} ${pct(t)}`).join('\n')}\n`;
const s = run.summary;
let out = `claims recall of ${run.dist}\n`;
out += `cases ${pct(s)} (Wilson ${s.recall.lo === null ? '-' : `${(100 * s.recall.lo).toFixed(1)}%-${(100 * s.recall.hi!).toFixed(1)}%`}); distinct claims ${pct(s.distinct)}; not counted ${s.not_counted}\n`;
out += `installer copies ${pct(s.installer_copies)}\n`;
out += table('by claim kind', s.by_kind) + table('by repository', s.by_repo) + table('by doc kind', s.by_doc_kind);
out += `misses by outcome: ${Object.entries(s.miss_outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}\n`;
out += `misses by class: ${Object.entries(s.miss_classes).map(([k, v]) => `${k} ${v}`).join(', ')}\n`;
for (const [repo, r] of Object.entries(run.repos)) if (r.problem) out += `${repo}: not measured: ${r.problem}\n`;
process.stdout.write(out);
if (opt('--json-out')) {
  writeFileSync(opt('--json-out')!, JSON.stringify({ label: opt('--label') ?? null, wall_s: combined ? combinedWall : Math.round((Date.now() - started) / 1000), ...run }, null, 1) + '\n');
}
